import { describe, expect, it } from "vitest";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { keepExtendedQueriesTogether, runBetweenExchanges } from "./embedded-queue";

describe("embedded server: concurrent parameterised queries on many connections", () => {
  it("answers every query with its own result", { timeout: 60_000 }, async () => {
    const db = await PGlite.create();
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 16 });
    expect(keepExtendedQueriesTogether(server)).toBe(true);
    await server.start();
    const port = Number(server.getServerConn().split(":").pop());
    const sql = postgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 8, prepare: false, onnotice: () => {} });
    try {
      const results = await Promise.all(
        Array.from({ length: 600 }, async (_, i) => {
          if (i % 3 === 0) return (await sql.begin((tx) => tx`select ${i}::int as v`))[0]!.v as number;
          if (i % 3 === 1) return (await sql`select ${i}::int as v`)[0]!.v as number;
          return (await sql`select ${i}::int + 0 as v, ${"x"}::text as w`)[0]!.v as number;
        }),
      );
      expect(results).toEqual(Array.from({ length: 600 }, (_, i) => i));
    } finally {
      await sql.end();
      await server.stop();
      await db.close();
    }
  });
});

describe("embedded server: named prepared statements", () => {
  it("keeps each connection's statements apart and deallocates them when it disconnects", { timeout: 60_000 }, async () => {
    const db = await PGlite.create();
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 16 });
    expect(keepExtendedQueriesTogether(server)).toBe(true);
    await server.start();
    const port = Number(server.getServerConn().split(":").pop());
    const sql = postgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 6, prepare: true, onnotice: () => {} });
    try {
      // The same statements on every connection, reused (prepared once per connection), in and out of transactions.
      const results = await Promise.all(
        Array.from({ length: 600 }, async (_, i) => {
          if (i % 3 === 0) return (await sql.begin(async (tx) => [await tx`select ${i}::int as v`, await tx`select ${"x"}::text as w`]))[0]![0]!.v as number;
          if (i % 3 === 1) return (await sql`select ${i}::int as v`)[0]!.v as number;
          return (await sql`select ${i}::int + 0 as v, ${"x"}::text as w`)[0]!.v as number;
        }),
      );
      expect(results).toEqual(Array.from({ length: 600 }, (_, i) => i));
      const { rows } = await db.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await sql.end();
    }
    // Every connection has gone: its statements go with it.
    let left = -1;
    for (let i = 0; i < 50 && left !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      left = (await db.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;
    }
    expect(left).toBe(0);
    await server.stop();
    await db.close();
  });
});

describe("embedded server: the owner's own work", () => {
  it("runs between clients' transactions, never inside one", { timeout: 60_000 }, async () => {
    const db = await PGlite.create();
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 });
    expect(keepExtendedQueriesTogether(server)).toBe(true);
    await server.start();
    const port = Number(server.getServerConn().split(":").pop());
    const sql = postgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 2, prepare: true, onnotice: () => {} });
    const order: string[] = [];
    try {
      await sql`create table t (v int)`;
      let task: Promise<void> | undefined;
      await sql.begin(async (tx) => {
        await tx`insert into t values (${1})`;
        task = runBetweenExchanges(server, async () => {
          order.push(db.isInTransaction() ? "task inside a transaction" : "task");
          await db.exec("VACUUM (ANALYZE) t");
        });
        await new Promise((r) => setTimeout(r, 50));
        await tx`insert into t values (${2})`;
        order.push("transaction");
      });
      await task;
      expect(order).toEqual(["transaction", "task"]);
      expect((await sql`select count(*)::int as n from t`)[0]!.n).toBe(2);
    } finally {
      await sql.end();
      await server.stop();
      await db.close();
    }
  });
});
