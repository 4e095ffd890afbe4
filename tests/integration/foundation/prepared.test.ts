/**
 * The app's queries are named prepared statements (db/client.ts preparedByDefault), whichever way
 * they are sent: drizzle in a transaction, drizzle outside one, sql.unsafe on a reserved connection
 * (readsAs). Unprepared, a parameterised query costs postgres.js a Parse/Describe round trip before
 * it can send the values — inside a transaction, time in which the embedded server serves nobody.
 *
 * Unprepared statements use the unnamed statement and never appear in pg_prepared_statements; each
 * check reads that view on the connection that just ran the query.
 */
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { readsAs, withUserTx } from "@/lib/brand-scope";
import { createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const PREPARED = (marker: string) => sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`;

describe("prepared statements", () => {
  it("prepares drizzle's queries inside a user's transaction, including the RLS set_config", async () => {
    const user = await createUser();
    const [row] = await withUserTx(user, async (tx) => {
      await tx.execute(sql`select ${user.id}::uuid as prepared_in_tx_marker`);
      const [own] = await tx.execute<{ n: number }>(PREPARED("prepared_in_tx_marker"));
      const [wall] = await tx.execute<{ n: number }>(PREPARED("set_config('request.jwt.claims'"));
      return [{ own: own!.n, wall: wall!.n }];
    });
    expect(row).toEqual({ own: 1, wall: expect.any(Number) });
    expect(row!.wall).toBeGreaterThan(0);
  });

  it("prepares the statements of a batch of reads (sql.unsafe on a reserved connection)", async () => {
    const user = await createUser();
    const { value, check } = await readsAs(user.claims, (b) => ({
      value: b.execute(sql`select ${2}::int as prepared_batch_marker`),
      // Later in the same batch, on the same connection: the read above has been parsed by then.
      check: b.execute<{ n: number }>(PREPARED("prepared_batch_marker")),
    }));
    expect(value[0]).toEqual({ prepared_batch_marker: 2 });
    expect(check[0]!.n).toBe(1);
  });
});
