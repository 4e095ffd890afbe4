/**
 * "Sync 16 months": the brand's daily Search Console rows (query × page × date) for up to the 16
 * months Google keeps, as a background job (`seo.gsc_history`). It walks the range in 28-day slices,
 * newest first, each one query paged by startRow (25,000 rows a request, as documented) and stored in
 * its own transaction, so a restart keeps the slices already stored and a large site never needs
 * one huge transaction. The job row is the run's state, read back by latestHistorySync.
 */
import { sql } from "drizzle-orm";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { defineTask, enqueueJob, listJobs, PermanentJobError, wakeJobRunner, type JobRow } from "@/lib/jobs";
import { actingScope } from "@/modules/roles/acting";
import { historySlices } from "./rules";

export const GSC_HISTORY_TASK = "seo.gsc_history";
/** Search Console keeps 16 months of performance data. */
export const GSC_HISTORY_MAX_DAYS = 486;
/** Per slice: 28 days of query × page rows of a large site stay well under this. */
const SLICE_MAX_ROWS = 500_000;

defineTask<{ brandId: string; userId: string | null; days: number }>({
  name: GSC_HISTORY_TASK,
  maxAttempts: 3,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, signal }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "seo");
    if (!scope) return;
    const { syncSearchConsole } = await import("../gsc-sync");
    // Search Console's final data lags about two days.
    const lastDay = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const range of historySlices(lastDay, Math.min(payload.days, GSC_HISTORY_MAX_DAYS))) {
      if (signal.aborted) return;
      try {
        await syncSearchConsole(scope, { range, maxRows: SLICE_MAX_ROWS });
      } catch (e) {
        // No connection, no property chosen, or Google's refusal: a retry would fail the same way, so
        // the job fails at once with those words, which the page shows.
        if (e instanceof ActionError) throw new PermanentJobError(e.message);
        throw e;
      }
    }
  },
});

/** Queues the history sync of the brand; one at a time per brand. */
export async function enqueueHistorySync(scope: BrandScope, days: number): Promise<{ jobId: string }> {
  const id = await withScope(scope, (tx) =>
    enqueueJob(tx, GSC_HISTORY_TASK, { brandId: scope.brandId, userId: scope.userId, days }, { brandId: scope.brandId, singletonKey: `${GSC_HISTORY_TASK}:${scope.brandId}` }),
  );
  if (!id) throw new ActionError("A Search Console history sync of this brand is already running. Declines update when it ends.");
  wakeJobRunner();
  return { jobId: id };
}

export async function latestHistorySync(scope: BrandScope): Promise<JobRow | null> {
  const [job] = await withScope(scope, (tx) => listJobs(tx, sql`task = ${GSC_HISTORY_TASK} and brand_id = ${scope.brandId}`, 1));
  return job ?? null;
}
