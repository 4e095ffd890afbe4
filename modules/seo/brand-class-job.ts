/**
 * Branded classification as a background job (`seo.brand-class`): the first pass over a large store
 * (50,000 keywords after an import) or a pass after the brand terms changed takes seconds — longer
 * than /branded-keywords should make a person wait. The page queues it and follows the job row.
 */
import { sql } from "drizzle-orm";
import { defineTask, enqueueJob, listJobs, wakeJobRunner, type JobRow } from "@/lib/jobs";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { actingScope } from "@/modules/roles/acting";

export const SEO_BRAND_CLASS_TASK = "seo.brand-class";

defineTask<{ brandId: string; userId: string | null }>({
  name: SEO_BRAND_CLASS_TASK,
  maxAttempts: 2,
  leaseMs: 5 * 60_000,
  handler: async ({ payload }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "seo");
    if (!scope) return;
    const { ensureBrandClasses } = await import("./queries/words");
    await ensureBrandClasses(scope);
  },
});

/** Queues a classification pass unless one is already queued or running (then nothing changes). */
export async function enqueueBrandClasses(scope: BrandScope): Promise<void> {
  await withScope(scope, (tx) =>
    enqueueJob(tx, SEO_BRAND_CLASS_TASK, { brandId: scope.brandId, userId: scope.userId }, { brandId: scope.brandId, singletonKey: `${SEO_BRAND_CLASS_TASK}:${scope.brandId}` }),
  );
  wakeJobRunner();
}

/** The brand's latest classification pass (row-level security shows only the brand's jobs). */
export async function latestBrandClassJob(scope: BrandScope): Promise<JobRow | null> {
  const [job] = await withScope(scope, (tx) => listJobs(tx, sql`task = ${SEO_BRAND_CLASS_TASK} and brand_id = ${scope.brandId}`, 1));
  return job ?? null;
}
