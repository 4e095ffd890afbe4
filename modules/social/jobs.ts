/**
 * Social background work (lib/jobs). `social.refresh` reads one tracked profile (./refresh.ts);
 * `social.refresh-due` (hourly) queues a refresh of every profile whose schedule is due — daily ones
 * a day after their last fetch, weekly ones a week after, manual ones never — once per profile
 * (singleton key), so a tick missed while the server was down queues one refresh, not one per tick.
 */
import { sql } from "drizzle-orm";
import { socialProfiles } from "@/db/schema";
import { defineTask, enqueueJob, PermanentJobError, RetryLaterError, type ScheduleSpec } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";

export const SOCIAL_REFRESH_TASK = "social.refresh";
export const SOCIAL_REFRESH_DUE_TASK = "social.refresh-due";
export const socialSchedule: ScheduleSpec = { name: SOCIAL_REFRESH_DUE_TASK, cron: "23 * * * *", task: SOCIAL_REFRESH_DUE_TASK };

export const refreshSingletonKey = (profileId: string) => `${SOCIAL_REFRESH_TASK}:${profileId}`;

defineTask<{ brandId: string; profileId: string; userId?: string | null }>({
  name: SOCIAL_REFRESH_TASK,
  maxAttempts: 3,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, id }) => {
    // "Refresh now" acts as the person who asked (while they may); the schedule as the brand's owner.
    const scope = await actingScope(payload.brandId, payload.userId ?? null, "social-media");
    if (!scope) return;
    const { refreshProfile } = await import("./refresh");
    const outcome = await refreshProfile(scope, payload.profileId, { jobId: id });
    if (!outcome || outcome.ok) return;
    const f = outcome.failure;
    // The profile already shows the error; a rate limit or an unreachable network is worth another try later.
    if (f.kind === "rate_limited") throw new RetryLaterError(f.message, f.retryAfterMs ?? 15 * 60_000);
    if (f.kind === "unreachable") throw new RetryLaterError(f.message);
    throw new PermanentJobError(f.message);
  },
});

/** Profiles due now, each with its refresh queued (one system transaction). */
export async function enqueueDueSocialRefreshes(now = new Date()): Promise<string[]> {
  return asSystem("social refresh tick: due tracked profiles of the deployment", (db) =>
    db.transaction(async (tx) => {
      const due = await tx.execute<{ id: string; brand_id: string }>(sql`
        select id, brand_id from ${socialProfiles}
        where refresh_schedule <> 'manual'
          and (last_fetched_at is null
            or (refresh_schedule = 'daily' and last_fetched_at <= ${now.toISOString()}::timestamptz - interval '23 hours')
            or (refresh_schedule = 'weekly' and last_fetched_at <= ${now.toISOString()}::timestamptz - interval '7 days' + interval '1 hour'))
        order by last_fetched_at nulls first
        limit 500`);
      for (const p of due) await enqueueJob(tx, SOCIAL_REFRESH_TASK, { brandId: p.brand_id, profileId: p.id }, { brandId: p.brand_id, singletonKey: refreshSingletonKey(p.id) });
      return due.map((p) => p.id);
    }),
  );
}

defineTask({
  name: SOCIAL_REFRESH_DUE_TASK,
  maxAttempts: 3,
  handler: async () => {
    await enqueueDueSocialRefreshes();
  },
});
