/**
 * The GA4 sync as a background job (`seo.ga4-sync`): a year of date × landing page × device ×
 * country rows is tens of thousands of rows and several Data API pages — longer than a click should
 * wait. /seo-analytics queues it and follows the job row; a second click while one is queued or
 * running changes nothing.
 */
import { sql } from "drizzle-orm";
import { ActionError } from "@/lib/action";
import { defineTask, enqueueJob, listJobs, PermanentJobError, wakeJobRunner, type JobRow } from "@/lib/jobs";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { actingScope } from "@/modules/roles/acting";

export const SEO_GA4_SYNC_TASK = "seo.ga4-sync";

defineTask<{ brandId: string; userId: string | null; days: number }>({
  name: SEO_GA4_SYNC_TASK,
  maxAttempts: 3,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, id }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "seo");
    if (!scope) return;
    const { syncGa4 } = await import("./ga4-sync");
    try {
      await syncGa4(scope, { days: payload.days, jobId: id });
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
