/**
 * Deleting a brand deletes its files. The storage_objects rows go with the brand (on delete cascade),
 * which is all the database driver needs; for S3 / Supabase a job then deletes everything under the
 * brand's prefix (`<STORAGE_PREFIX><brandId>/`), listing the bucket rather than trusting rows that
 * are already gone. The job carries no brand id (brandId null) on purpose: deleteBrandJobs removes a
 * deleted brand's jobs, and this one must outlive it.
 */
import type { Executor } from "@/db/client";
import { defineTask, enqueueJob, PermanentJobError } from "@/lib/jobs";
import { isUuid } from "@/lib/brand-scope";
import { brandPrefix, configuredDriver } from "./driver";
import type { RemoteDriver } from "./drivers/types";

export const PURGE_BRAND_FILES_TASK = "storage.purge-brand-files";

type PurgePayload = { brandId: string; driver: string; bucket: string; prefix: string };

/** Deletes every object under `prefix`; returns how many. Listing first, then deleting, so paging is not disturbed. */
export async function purgePrefix(driver: RemoteDriver, prefix: string, ctx: { jobId?: string | null } = {}): Promise<number> {
  if (!/^([A-Za-z0-9._-]+\/)*[0-9a-f-]{36}\/$/.test(prefix)) throw new Error(`Refusing to purge "${prefix}": not a brand prefix.`);
  const keys: string[] = [];
  for await (const page of driver.list(prefix, { brandId: null, jobId: ctx.jobId })) keys.push(...page.map((o) => o.key).filter((k) => k.startsWith(prefix)));
  await driver.remove(keys, { brandId: null, jobId: ctx.jobId });
  return keys.length;
}

defineTask<PurgePayload>({
  name: PURGE_BRAND_FILES_TASK,
  maxAttempts: 8,
  handler: async (ctx) => {
    const { brandId, driver: name, bucket, prefix } = ctx.payload;
    if (!isUuid(brandId) || prefix !== brandPrefix(brandId)) throw new PermanentJobError("The purge job's prefix is not this brand's prefix.");
    const driver = configuredDriver();
    if (!driver || driver.name !== name || driver.bucket !== bucket) {
      throw new PermanentJobError(`The files were in ${name}:${bucket}, which is no longer the configured storage; delete ${prefix} there by hand.`);
    }
    const n = await purgePrefix(driver, prefix, { jobId: ctx.id });
    console.info(`[storage] deleted ${n} file(s) of brand ${brandId} from ${name}:${bucket}`);
  },
});

/**
 * After a brand's delete has committed: queues the purge of its remote files (nothing to do for the
 * database driver). Returns the job id, or null when there is nothing remote.
 */
export async function enqueueBrandFilePurge(executor: Executor, brandId: string): Promise<string | null> {
  const driver = configuredDriver();
  if (!driver) return null;
  const payload: PurgePayload = { brandId, driver: driver.name, bucket: driver.bucket, prefix: brandPrefix(brandId) };
  return enqueueJob(executor, PURGE_BRAND_FILES_TASK, payload, { brandId: null, singletonKey: `purge:${brandId}` });
}
