/**
 * Clustering as a background job (`seo.cluster`): 5,000 keywords with stored SERPs take a few seconds,
 * longer than a request should wait, and the page must show the run after a reload. The job row in the
 * queue is the run's state (queued → running → succeeded/failed), read back by latestClusterJob.
 */
import { sql } from "drizzle-orm";
import { defineTask, enqueueJob, listJobs, wakeJobRunner, type JobRow } from "@/lib/jobs";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { ActionError } from "@/lib/action";
import { actingScope } from "@/modules/roles/acting";

export const SEO_CLUSTER_TASK = "seo.cluster";

defineTask<{ brandId: string; userId: string | null }>({
  name: SEO_CLUSTER_TASK,
  maxAttempts: 2,
  leaseMs: 5 * 60_000,
  handler: async ({ payload }) => {
    // As the person who asked (or the owner), so every statement stays behind the tenant wall.
    const scope = await actingScope(payload.brandId, payload.userId, "seo");
    if (!scope) return;
    const { clusterBrandKeywords } = await import("./queries/clustering");
    await clusterBrandKeywords(scope);
  },
});

/** Queues a clustering of the brand's keywords; one at a time per brand. */
export async function enqueueClustering(scope: BrandScope): Promise<{ jobId: string }> {
  const id = await withScope(scope, (tx) =>
    enqueueJob(tx, SEO_CLUSTER_TASK, { brandId: scope.brandId, userId: scope.userId }, { brandId: scope.brandId, singletonKey: `${SEO_CLUSTER_TASK}:${scope.brandId}` }),
  );
  if (!id) throw new ActionError("A clustering of this brand's keywords is already running. Its groups appear here when it ends.");
  wakeJobRunner();
  return { jobId: id };
}

/** The brand's latest clustering run, for the page's progress line (row-level security shows only the brand's jobs). */
export async function latestClusterJob(scope: BrandScope): Promise<JobRow | null> {
  const [job] = await withScope(scope, (tx) => listJobs(tx, sql`task = ${SEO_CLUSTER_TASK} and brand_id = ${scope.brandId}`, 1));
  return job ?? null;
}
