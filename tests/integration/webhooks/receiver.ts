/**
 * A real HTTP receiver on loopback for webhook tests: verifies every request with the Standard
 * Webhooks reference library and answers from a script (status per request, optional hang).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type Received = {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  verified: boolean;
  status: number;
};

export type Receiver = {
  url: string;
  port: number;
  hostPort: string;
  received: Received[];
  /** Requests answered 2xx, one per distinct webhook-id. */
  accepted: () => Map<string, number>;
  setSecret: (secret: string | null) => void;
  /** Answers for the next requests, in order; afterwards `fallback`. "hang" never answers. */
  script: (answers: (number | "hang" | { status: number; headers?: Record<string, string>; body?: string })[], fallback?: number) => void;
  close: () => Promise<void>;
};

export async function startReceiver(path = "/hooks/growth"): Promise<Receiver> {
  let secret: string | null = null;
  let answers: (number | "hang" | { status: number; headers?: Record<string, string>; body?: string })[] = [];
  let fallback = 200;
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = {
        "webhook-id": String(req.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
      };
      let verified = false;
      if (secret) {
        try {
          new Webhook(secret).verify(body, headers);
          verified = true;
        } catch {
          verified = false;
        }
      }
      const next = answers.length ? answers.shift()! : fallback;
      const rec: Received = { id: headers["webhook-id"], timestamp: headers["webhook-timestamp"], signature: headers["webhook-signature"], body, verified, status: 0 };
      received.push(rec);
      if (next === "hang") {
        hanging.add(res);
        return;
      }
      const a = typeof next === "number" ? { status: next } : next;
      rec.status = a.status;
      res.writeHead(a.status, { "content-type": "text/plain", ...a.headers });
      res.end(a.body ?? (a.status < 300 ? "ok thanks" : `nope ${a.status}`));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    hostPort: `127.0.0.1:${port}`,
    received,
    accepted: () => {
      const m = new Map<string, number>();
      for (const r of received) if (r.status >= 200 && r.status < 300) m.set(r.id, (m.get(r.id) ?? 0) + 1);
      return m;
    },
    setSecret: (s) => {
      secret = s;
    },
    script: (a, f = 200) => {
      answers = [...a];
      fallback = f;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
