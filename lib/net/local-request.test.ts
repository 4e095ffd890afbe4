import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { Duplex } from "node:stream";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLoopbackAddress, SOCKET_PEER_HEADER, socketPeer } from "./local-request";

describe("isLoopbackAddress", () => {
  it("accepts 127.0.0.0/8, ::1 and their IPv4-mapped form only", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ["", null, undefined, "0.0.0.0", "::", "192.0.2.2", "10.0.0.1", "::ffff:192.0.2.2", "fd00::2", "127.0.0.1.example.com", "128.0.0.1", "127.0.0.256", "localhost"]) {
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    }
  });
});

describe("socketPeer", () => {
  it("ignores the header in a process without the socket stamp (a client wrote it)", () => {
    expect(socketPeer(new Headers({ [SOCKET_PEER_HEADER]: "127.0.0.1" }))).toBeNull();
  });
});

// The stamp at the socket level: a server in its own process with the preload, as scripts/start.ts runs next-server.
describe("lib/net/socket-peer.mjs", () => {
  let child: ChildProcess;
  let port = 0;
  const serverCode = `
    const http = require("node:http");
    const mark = globalThis[Symbol.for("growth-os.socket-peer")];
    http.createServer((req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ mark, peer: req.headers[mark] ?? null, raw: req.rawHeaders.filter((h) => h.toLowerCase() === mark).length }));
    }).listen(0, "0.0.0.0", function () { process.stdout.write(String(this.address().port) + "\\n"); });`;

  beforeAll(async () => {
    child = spawn(process.execPath, ["--import", pathToFileURL(path.resolve("lib/net/socket-peer.mjs")).href, "-e", serverCode], { stdio: ["ignore", "pipe", "inherit"] });
    port = await new Promise<number>((resolve, reject) => {
      child.stdout!.once("data", (d: Buffer) => resolve(Number(d.toString().trim())));
      child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
  });
  afterAll(() => {
    child?.kill();
  });

  function ask(host: string, localAddress?: string): Promise<{ mark: string; peer: string | null; raw: number }> {
    return new Promise((resolve, reject) => {
      // A client that forges the header twice and claims loopback in every header it can.
      const headers = { [SOCKET_PEER_HEADER]: ["127.0.0.1", "::1"], "x-forwarded-for": "127.0.0.1" };
      const req = http.request({ host, port, path: "/", localAddress, headers }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(JSON.parse(body)));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("marks the process with the header name the app reads", async () => {
    expect((await ask("127.0.0.1")).mark).toBe(SOCKET_PEER_HEADER);
  });

  it("replaces a forged header with the socket's loopback address", async () => {
    const r = await ask("127.0.0.1", "127.0.0.1");
    expect(r.peer).toBe("127.0.0.1");
    expect(r.raw).toBe(1);
    expect(isLoopbackAddress(r.peer)).toBe(true);
  });

});

/**
 * A connection from another machine, without sending anything over a network: a stream whose
 * remoteAddress is a documentation address is handed to a real http server in this process as if
 * it had been accepted, with the preload installed. The request then goes through the real proxy.
 */
describe("a request whose socket is not loopback", () => {
  function inject(server: http.Server, remoteAddress: string, request: string): Promise<string> {
    return new Promise((resolve) => {
      const out: Buffer[] = [];
      const socket = new Duplex({
        read() {},
        write(chunk: Buffer, _enc, cb) {
          out.push(chunk);
          cb();
        },
        final(cb) {
          resolve(Buffer.concat(out).toString("utf8"));
          cb();
        },
      });
      Object.assign(socket, { remoteAddress, remotePort: 40000, setTimeout: () => socket, setNoDelay: () => socket, setKeepAlive: () => socket });
      server.emit("connection", socket);
      socket.push(request);
    });
  }

  it("is refused the mailbox by proxy.ts with a 403, whatever X-Forwarded-For and the forged stamp say", async () => {
    // @ts-expect-error -- plain JavaScript preload (it runs in next-server before any TypeScript)
    await import("./socket-peer.mjs");
    const { proxy } = await import("@/proxy");
    const { NextRequest } = await import("next/server");
    const server = http.createServer(async (req, res) => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const answer = await proxy(new NextRequest(`http://127.0.0.1:3000${req.url}`, { headers }));
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
      res.end(await answer.text());
    });
    const forged = "X-Forwarded-For: 127.0.0.1\r\nX-Real-IP: 127.0.0.1\r\nx-growth-os-socket-peer: 127.0.0.1\r\n";
    const remote = await inject(server, "203.0.113.7", `GET /dev/mailbox HTTP/1.1\r\nHost: 127.0.0.1:3000\r\n${forged}Connection: close\r\n\r\n`);
    expect(remote).toMatch(/^HTTP\/1\.1 403/);
    expect(remote).toContain("only on this machine");
    // The same request from a loopback socket passes the door (the page then shows the mail).
    const local = await inject(server, "127.0.0.1", `GET /dev/mailbox HTTP/1.1\r\nHost: 127.0.0.1:3000\r\n${forged}Connection: close\r\n\r\n`);
    expect(local).not.toMatch(/^HTTP\/1\.1 403/);
  });
});
