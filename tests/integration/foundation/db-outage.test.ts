/**
 * The database going away under the app's pool (db/client.ts, issue #27 "Faults"): a TCP relay in
 * front of the test database plays the server — cut (live connections reset, new ones refused),
 * restarting (accepts a socket and closes it: what postgres.js used to retry silently for the whole
 * outage) and back. Every query during the outage must answer within 2 s, and the pool must serve
 * again within 1 s of the relay coming back.
 */
import net from "node:net";
import { afterAll, describe, expect, inject, it } from "vitest";
import { breakerOf, createSql, DatabaseUnavailableError, isConnectionFailure } from "../../../db/client";

type Mode = "up" | "refuse" | "starting";

function relay(target: URL) {
  let mode: Mode = "up";
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (mode === "starting") return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
  });
  return {
    listen: () => new Promise<number>((r) => server.listen(0, "127.0.0.1", () => r((server.address() as net.AddressInfo).port))),
    port: () => (server.address() as net.AddressInfo).port,
    set(next: Mode) {
      mode = next;
      if (next !== "up") for (const s of sockets) s.destroy();
    },
    /** Refused: stop listening on the port (and reopen it on the same port). */
    async stop() {
      this.set("refuse");
      await new Promise((r) => server.close(r));
    },
    async start(port: number) {
      mode = "up";
      await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

async function timed<T>(p: Promise<T>): Promise<{ ms: number; ok: boolean; error?: unknown }> {
  const t = performance.now();
  try {
    await p;
    return { ms: performance.now() - t, ok: true };
  } catch (error) {
    return { ms: performance.now() - t, ok: false, error };
  }
}

describe("database outage (db/client.ts)", () => {
  const target = new URL(inject("databaseUrl"));
  const r = relay(target);
  let sql: ReturnType<typeof createSql> | null = null;

  afterAll(async () => {
    await sql?.end({ timeout: 1 });
    await r.close().catch(() => {});
  });

  it("answers every query within 2 s while the database is down and serves again within 1 s of its return", async () => {
    const port = await r.listen();
    const u = new URL(target);
    u.port = String(port);
    sql = createSql(u.toString(), 4);
    expect((await sql`select 1 as one`)[0]?.one).toBe(1);

    // Cut: live connections reset, the port refuses.
    await r.stop();
    const first = await timed(sql`select 1`);
    expect(first.ok).toBe(false);
    expect(first.ms).toBeLessThan(2000);
    expect(isConnectionFailure(first.error) || first.error instanceof DatabaseUnavailableError).toBe(true);

    // Open breaker: refused at once, for tagged queries, unsafe (drizzle) and transactions alike.
    const during = await Promise.all([timed(sql`select 1`), timed(sql.unsafe("select 1")), timed(sql.begin((tx) => tx`select 1`))]);
    for (const d of during) {
      expect(d.ok).toBe(false);
      expect(d.error).toBeInstanceOf(DatabaseUnavailableError);
      expect(d.ms).toBeLessThan(100);
    }
    expect(breakerOf(sql)?.isOpen).toBe(true);

    // Restarting: sockets accepted and closed again — still a quick answer.
    await r.start(port);
    r.set("starting");
    await new Promise((res) => setTimeout(res, 300));
    const starting = await timed(sql`select 1`);
    expect(starting.ok).toBe(false);
    expect(starting.ms).toBeLessThan(2000);

    // Back.
    r.set("up");
    const back = performance.now();
    let firstOk = 0;
    while (!firstOk && performance.now() - back < 5000) {
      const t = await timed(sql`select 1`);
      if (t.ok) firstOk = performance.now();
      else await new Promise((res) => setTimeout(res, 20));
    }
    expect(firstOk).toBeGreaterThan(0);
    expect(firstOk - back).toBeLessThan(1000);
    expect(breakerOf(sql)?.isOpen).toBe(false);
    // A query error is not an outage: the breaker stays closed.
    await expect(sql`select 1/0`).rejects.toThrow();
    expect(breakerOf(sql)?.isOpen).toBe(false);
  });
});
