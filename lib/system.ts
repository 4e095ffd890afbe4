/**
 * The one door to the owner connection for code above lib/ and db/. That connection is not
 * `growth_app`, so row-level security — the tenant wall's second layer — does not apply to it.
 * Work with no signed-in user behind it needs it: jobs, invitations (the invitee is not a member
 * yet), reading auth rows, the health check. Everything else goes through withScope / readsAs
 * (lib/brand-scope), which run as the user under RLS.
 *
 * A lint rule (eslint.config.mjs) refuses `getDb`/`getSql` from "@/db/client" in modules/ and
 * app/, so bypassing the wall is always spelled `asSystem("why", …)` and findable by that name.
 *
 * Invariant for callers: with the wall down, the brand filter is the only one left. Every
 * statement on a brand-scoped table filters by its brand_id, writes by id included
 * (`and(eq(t.id, id), eq(t.brandId, brandId))`).
 */
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/db/client";
import { env } from "@/lib/env";

const reasons = new Map<string, number>();

function debugEnabled(): boolean {
  return /(^|,)\s*(\*|system)\s*(,|$)/.test(env().DEBUG ?? "");
}

/**
 * Runs fn with the owner database handle. `reason` says in a few words why the tenant wall is
 * bypassed ("accept invitation: the invitee is not a member yet"); it is counted per process
 * (systemReasons) and logged when DEBUG includes "system". fn may open its own transaction.
 */
export async function asSystem<T>(reason: string, fn: (db: Database) => PromiseLike<T>): Promise<T> {
  if (!reason.trim()) throw new Error("asSystem needs a reason: say why the tenant wall is bypassed.");
  reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  if (debugEnabled()) console.debug(`[system] ${reason}`);
  return await fn(getDb());
}

/** How often each reason bypassed the wall in this process (for diagnostics and tests). */
export function systemReasons(): ReadonlyMap<string, number> {
  return new Map(reasons);
}

/** Rows a write must touch before the planner's statistics are refreshed at once. */
export const BULK_WRITE_ROWS = 1000;

/**
 * Refreshes the planner's statistics of tables a bulk write (an import, a sync) has just grown. PostgreSQL's
 * autovacuum and the embedded owner's maintenance (db/embedded.ts) do it within about a minute, but the page
 * the user opens right after an import runs before that, planned for the table as it was: a brand whose
 * 37,000 rows the statistics have not seen looks empty, and a join over its rows became a nested loop
 * (228 s instead of 0.4 s on the embedded database). Runs after the write's transaction committed (ANALYZE
 * needs the table owner) and never fails the write it follows.
 */
export async function analyzeAfterBulkWrite(tables: readonly PgTable[], rowsWritten: number): Promise<void> {
  if (rowsWritten < BULK_WRITE_ROWS || !tables.length) return;
  const names = tables.map((t) => `"${getTableName(t)}"`).join(", ");
  await asSystem("refresh planner statistics after a bulk write", (db) => db.execute(sql.raw(`analyze ${names}`))).catch((e: unknown) =>
    console.error(`[db] analyze ${names} after a bulk write failed:`, e instanceof Error ? e.message : e),
  );
}
