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
