/**
 * A loopback proxy in front of one of our provider fakes that can turn into a broken provider: it
 * passes requests through, or answers every request by hanging (headers never come), with a 500,
 * with a 200 whose body is cut-off JSON, or with a 50 MB body streamed as fast as the socket takes
 * it. The fakes stay the source of the documented answers; this only adds the faults.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type Fault = "pass" | "hang" | "500" | "malformed" | "huge";
export const FAULTS = ["hang", "500", "malformed", "huge"] as const satisfies readonly Fault[];
export const HUGE_BYTES = 50 * 1024 * 1024;

export type FaultProxy = {
  /** http://127.0.0.1:port — put it where the fake's base URL went. */
  origin: string;
  host: string;
  fault: Fault;
  /** Requests that met a fault (not the passed-through ones). */
  faulted: number;
  /** Bytes of the huge body the client read before it hung up. */
  hugeBytesSent: number;
  close(): Promise<void>;
};

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const up = new URL(upstream);
  const sockets = new Set<Socket>();
  const proxy: FaultProxy = { origin: "", host: "", fault: "pass", faulted: 0, hugeBytesSent: 0, close: async () => undefined };

  const server = http.createServer((req, res) => {
    if (proxy.fault === "pass") {
      const out = http.request({ host: up.hostname, port: up.port, method: req.method, path: req.url, headers: { ...req.headers, host: up.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on("error", () => res.destroy());
      req.pipe(out);
      return;
    }
    proxy.faulted++;
    req.resume();
    switch (proxy.fault) {
      case "hang":
        return; // the socket stays open and silent until the client gives up
      case "500":
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Internal server error", type: "server_error" } }));
        return;
      case "malformed":
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"id":"x","choices":[{"message":{"content":"par');
        return;
      case "huge": {
        res.writeHead(200, { "content-type": "application/json", "content-length": String(HUGE_BYTES) });
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        const pump = () => {
          while (proxy.hugeBytesSent < HUGE_BYTES && !res.destroyed) {
            proxy.hugeBytesSent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        pump();
        return;
      }
    }
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  proxy.origin = `http://127.0.0.1:${port}`;
  proxy.host = `127.0.0.1:${port}`;
  proxy.close = () =>
    new Promise<void>((ok) => {
      for (const s of sockets) s.destroy();
      server.close(() => ok());
    });
  return proxy;
}

/** `url` with its origin moved to the proxy's (the fake's path kept). */
export function throughProxy(url: string, proxy: FaultProxy): string {
  const u = new URL(url);
  return `${proxy.origin}${u.pathname === "/" ? "" : u.pathname}${u.search}`;
}
