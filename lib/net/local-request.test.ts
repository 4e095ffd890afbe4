import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
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

/** A non-loopback IPv4 address of this machine, if it has one. */
function ownAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) return a.address;
  return null;
}

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

  it("stamps a connection from this machine's own non-loopback address as not loopback", async (ctx) => {
    const own = ownAddress();
    if (!own) ctx.skip();
    const r = await ask(own!, own!);
    expect(r.peer).toBe(own);
    expect(r.raw).toBe(1);
    expect(isLoopbackAddress(r.peer)).toBe(false);
  });
});
