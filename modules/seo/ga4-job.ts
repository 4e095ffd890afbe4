/**
 * The GA4 sync as a background job (`seo.ga4-sync`): a year of date × landing page × device ×
 * country rows is tens of thousands of rows and several Data API pages — longer than a click should
 * wait. /seo-analytics queues it and follows the job row; a second click while one is queued or
 * running changes nothing. The daily schedule (./ga4-schedule.ts) queues the same task with
 * `incremental`: it reads from the last synced day on (see ga4SyncStart), not a fixed number of days.
 */
import { sql } from "drizzle-orm";
import { ActionError } from "@/lib/action";
import { defineTask, enqueueJob, listJobs, PermanentJobError, wakeJobRunner, type JobRow } from "@/lib/jobs";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { actingScope } from "@/modules/roles/acting";

export const SEO_GA4_SYNC_TASK = "seo.ga4-sync";

/** The scheduled sync's first run reads this many days, as "Sync Google Analytics" does by default. */
export const GA4_FIRST_SYNC_DAYS = 90;
/**
 * Days re-read before the last synced one: GA4 keeps processing a day for up to 48 hours, and a
 * property's "yesterday" (its own time zone) may still be running when the sync reads it.
 */
export const GA4_REREAD_DAYS = 2;

/** Where an incremental sync starts: GA4_REREAD_DAYS before the brand's last synced day, or null for a first sync. */
export async function ga4SyncStart(scope: BrandScope): Promise<string | null> {
  const [row] = await withScope(scope, (tx) => tx.execute<{ last: string | null }>(sql`select max(day)::text as last from seo_ga4_rows where brand_id = ${scope.brandId}::uuid and source = 'ga4'`));
  if (!row?.last) return null;
  return new Date(Date.parse(`${row.last}T00:00:00Z`) - GA4_REREAD_DAYS * 86_400_000).toISOString().slice(0, 10);
}

defineTask<{ brandId: string; userId: string | null; days?: number; incremental?: boolean }>({
  name: SEO_GA4_SYNC_TASK,
  maxAttempts: 3,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, id }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "seo");
    if (!scope) return;
    const { syncGa4 } = await import("./ga4-sync");
    try {
      const since = payload.incremental ? await ga4SyncStart(scope) : null;
      await syncGa4(scope, since ? { since, jobId: id } : { days: payload.days ?? GA4_FIRST_SYNC_DAYS, jobId: id });
    } catch (e) {
      // No property, no Analytics access, a revoked connection: a retry would stop the same way.
      if (e instanceof ActionError && !/quota|could not be reached|did not answer in time/i.test(e.message)) throw new PermanentJobError(e.message);
      throw e;
    }
  },
});

/** Queues a sync unless one is already queued or running; returns the job id, or null when one is. */
export async function enqueueGa4Sync(scope: BrandScope, days: number): Promise<string | null> {
  const jobId = await withScope(scope, (tx) => enqueueJob(tx, SEO_GA4_SYNC_TASK, { brandId: scope.brandId, userId: scope.userId, days }, { brandId: scope.brandId, singletonKey: `${SEO_GA4_SYNC_TASK}:${scope.brandId}` }));
  wakeJobRunner();
  return jobId;
}

/** The brand's latest GA4 sync (row-level security shows only the brand's jobs). */
export async function latestGa4SyncJob(scope: BrandScope): Promise<JobRow | null> {
  const [job] = await withScope(scope, (tx) => listJobs(tx, sql`task = ${SEO_GA4_SYNC_TASK} and brand_id = ${scope.brandId}`, 1));
  return job ?? null;
}
