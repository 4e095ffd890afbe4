import { describe, expect, it } from "vitest";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { keepExtendedQueriesTogether } from "./embedded-queue";

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
