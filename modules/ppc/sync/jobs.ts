/**
 * Ad-account syncs (lib/jobs). `ppc.sync` syncs one brand's network (./sync.ts); `ppc.sync-due`
 * (hourly) queues a sync of every connection with a chosen account not synced for 20 hours — daily in
 * effect — once per connection (singleton key), so ticks missed while the server was down queue one sync.
 */
import { sql } from "drizzle-orm";
import { ppcConnections, type PpcNetwork } from "@/db/schema";
import { defineTask, enqueueJob, PermanentJobError, RetryLaterError, type ScheduleSpec } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";

export const PPC_SYNC_TASK = "ppc.sync";
export const PPC_SYNC_DUE_TASK = "ppc.sync-due";
export const ppcSyncSchedule: ScheduleSpec = { name: PPC_SYNC_DUE_TASK, cron: "41 * * * *", task: PPC_SYNC_DUE_TASK };

export const syncSingletonKey = (brandId: string, network: PpcNetwork) => `${PPC_SYNC_TASK}:${brandId}:${network}`;

defineTask<{ brandId: string; network: PpcNetwork; userId?: string | null }>({
  name: PPC_SYNC_TASK,
  maxAttempts: 3,
  leaseMs: 15 * 60_000,
  handler: async ({ payload, id }) => {
    // "Sync now" acts as the person who asked (while they may); the schedule as the brand's owner.
    const scope = await actingScope(payload.brandId, payload.userId ?? null, "performance-marketing");
    if (!scope) return;
    const { syncAds } = await import("./sync");
    const outcome = await syncAds(scope, payload.network, { jobId: id, userId: payload.userId ?? null });
    if (outcome.ok) return;
    const f = outcome.failure;
    // The connection already shows the error; a rate limit or an unreachable network is worth another try later.
    if (f.kind === "rate_limited") throw new RetryLaterError(f.message, 15 * 60_000);
    if (f.kind === "unreachable" || f.kind === "provider_error") throw new RetryLaterError(f.message);
    throw new PermanentJobError(f.message);
  },
});

export async function enqueueDueAdsSyncs(now = new Date()): Promise<string[]> {
  return asSystem("ppc sync tick: connected ad accounts of the deployment due for their daily sync", (db) =>
    db.transaction(async (tx) => {
      const due = await tx.execute<{ brand_id: string; network: PpcNetwork }>(sql`
        select brand_id, network from ${ppcConnections}
        where account_id is not null
          and (last_sync_at is null or last_sync_at <= ${now.toISOString()}::timestamptz - interval '20 hours')
        order by last_sync_at nulls first
        limit 500`);
      for (const c of due) await enqueueJob(tx, PPC_SYNC_TASK, { brandId: c.brand_id, network: c.network }, { brandId: c.brand_id, singletonKey: syncSingletonKey(c.brand_id, c.network) });
      return due.map((c) => `${c.brand_id}:${c.network}`);
    }),
  );
}

defineTask({
  name: PPC_SYNC_DUE_TASK,
  maxAttempts: 3,
  handler: async () => {
    await enqueueDueAdsSyncs();
  },
});
