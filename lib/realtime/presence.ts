/**
 * Presence ("Maya is viewing"): a viewer's page heartbeats its row in realtime_presence every
 * PRESENCE_HEARTBEAT_MS and deletes it on leaving; rows older than PRESENCE_WINDOW_MS no longer count.
 * Joining and leaving change rows, so they reach the other viewers as "presence" events through the
 * same change feed as everything else; the heartbeat only moves seen_at (no event). All reads and
 * writes run as the user under RLS (withScope).
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { profiles, realtimePresence } from "@/db/schema";
import { assertAccess, isUuid, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { ModuleKey } from "@/lib/navigation/registry";
import { PRESENCE_WINDOW_MS } from "./topics";

/** What can be "viewed" together, by the key's prefix, and the module a viewer must see. */
const PRESENCE_KINDS = { task: "tasks" } as const satisfies Record<string, ModuleKey>;

export type Viewer = { userId: string; name: string; avatarUrl: string | null; seenAt: string };

/** Validates "<kind>:<uuid>" and the scope's access to that kind; NotFoundError otherwise. */
export async function authorisePresenceKey(scope: BrandScope, key: unknown): Promise<string> {
  if (typeof key !== "string") throw new NotFoundError();
  const [kind, id, ...rest] = key.split(":");
  if (rest.length || !kind || !Object.prototype.hasOwnProperty.call(PRESENCE_KINDS, kind) || !isUuid(id)) throw new NotFoundError();
  await assertAccess(scope, PRESENCE_KINDS[kind as keyof typeof PRESENCE_KINDS], "view");
  return `${kind}:${id.toLowerCase()}`;
}

const windowStart = () => new Date(Date.now() - PRESENCE_WINDOW_MS);

/**
 * Marks the user as viewing `key` now. A stale row (the user's or anyone's) is deleted first, so a
 * viewer coming back after the window counts as joining again (an insert, hence an event).
 */
export async function heartbeatPresence(scope: BrandScope, key: string): Promise<void> {
  await withScope(scope, async (tx) => {
    await tx
      .delete(realtimePresence)
      .where(and(eq(realtimePresence.brandId, scope.brandId), eq(realtimePresence.key, key), lt(realtimePresence.seenAt, windowStart())));
    await tx
      .insert(realtimePresence)
      .values({ brandId: scope.brandId, key, userId: scope.userId })
      .onConflictDoUpdate({ target: [realtimePresence.brandId, realtimePresence.key, realtimePresence.userId], set: { seenAt: sql`now()` } });
  });
}

export async function leavePresence(scope: BrandScope, key: string): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .delete(realtimePresence)
      .where(and(eq(realtimePresence.brandId, scope.brandId), eq(realtimePresence.key, key), eq(realtimePresence.userId, scope.userId))),
  );
}

/** Everyone viewing `key` within the window, the caller included, by name. */
export async function listViewers(scope: BrandScope, key: string): Promise<Viewer[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        userId: realtimePresence.userId,
        fullName: profiles.fullName,
        email: profiles.email,
        avatarUrl: profiles.avatarUrl,
        seenAt: realtimePresence.seenAt,
      })
      .from(realtimePresence)
      .innerJoin(profiles, eq(profiles.id, realtimePresence.userId))
      .where(and(eq(realtimePresence.brandId, scope.brandId), eq(realtimePresence.key, key), gt(realtimePresence.seenAt, windowStart())))
      .orderBy(profiles.fullName, profiles.email),
  );
  return rows.map((r) => ({
    userId: r.userId,
    name: r.fullName?.trim() || r.email?.split("@")[0] || "Someone",
    avatarUrl: r.avatarUrl,
    seenAt: r.seenAt.toISOString(),
  }));
}
