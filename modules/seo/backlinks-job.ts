/**
 * "Fetch from DataForSEO Backlinks" as a durable job (`seo.backlinks-fetch`): four paid calls per
 * domain and the link gap take longer than a click should wait, and a request cut short would lose
 * the state of the fetch. The job row is the run's state (queued, running, succeeded, failed with the
 * provider's words); its progress is read back from what it has stored so far — each domain's profile
 * is stored as soon as it is fetched (per brand, domain and day), so a reload, another teammate or a
 * restart sees the same numbers, and a retried or repeated run pays only for what is still missing.
 */
import { sql } from "drizzle-orm";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { defineTask, enqueueJob, listJobs, PermanentJobError, RetryLaterError, wakeJobRunner, type JobRow } from "@/lib/jobs";
import { actingScope } from "@/modules/roles/acting";
import { utcDay } from "./queries/domain-rankings";
import type { ProviderFailure } from "./types";

export const SEO_BACKLINKS_FETCH_TASK = "seo.backlinks-fetch";

type Payload = { brandId: string; userId: string | null; targets: string[]; day: string };

/** Failures a later try can get past (a busy or slow provider); the others need the person to act. */
function retryable(f: ProviderFailure): boolean {
  if (f.kind === "rate_limited" || f.kind === "timeout") return true;
  return f.kind === "provider_error" && f.status !== null && f.status >= 500;
}

defineTask<Payload>({
  name: SEO_BACKLINKS_FETCH_TASK,
  maxAttempts: 3,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, id }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "seo");
    if (!scope) return;
    const { fetchBacklinks } = await import("./queries/backlinks");
    const r = await fetchBacklinks(scope, undefined, { jobId: id });
    if (r.ok) return;
    // Profiles fetched before the failure stay stored; the job fails with the provider's words, which the page shows.
    if (r.failure.kind === "rate_limited") throw new RetryLaterError(r.failure.message, 60_000);
    if (retryable(r.failure)) throw new Error(r.failure.message);
    throw new PermanentJobError(r.failure.message);
  },
});

/** Queues a fetch of `targets` unless one of the brand's is queued or running; the job id, or null when one is. */
export async function enqueueBacklinksFetch(scope: BrandScope, targets: string[]): Promise<string | null> {
  const payload: Payload = { brandId: scope.brandId, userId: scope.userId, targets, day: utcDay(new Date()) };
  const jobId = await withScope(scope, (tx) => enqueueJob(tx, SEO_BACKLINKS_FETCH_TASK, payload, { brandId: scope.brandId, singletonKey: `${SEO_BACKLINKS_FETCH_TASK}:${scope.brandId}` }));
  wakeJobRunner();
  return jobId;
}

export type BacklinksFetchState = {
  job: JobRow;
  /** The domains the run looks up, and how many have today's DataForSEO profile so far. */
  total: number;
  done: number;
  /** Of those done, fetched by this run (the rest were already fetched earlier that day and reused). */
  fetched: number;
  gapDone: boolean;
};

/** The brand's latest fetch with its progress, or null when it never fetched. */
export async function latestBacklinksFetch(scope: BrandScope): Promise<BacklinksFetchState | null> {
  const [job] = await withScope(scope, (tx) => listJobs(tx, sql`task = ${SEO_BACKLINKS_FETCH_TASK} and brand_id = ${scope.brandId}`, 1));
  if (!job) return null;
  const { latestLinkGapStamp, storedDataForSeoProfiles } = await import("./queries/backlinks");
  const p = job.payload as Partial<Payload>;
  const targets = Array.isArray(p.targets) ? p.targets.filter((t): t is string => typeof t === "string") : [];
  const day = typeof p.day === "string" ? p.day : utcDay(job.createdAt);
  const [stored, gap] = await Promise.all([storedDataForSeoProfiles(scope, targets, day), latestLinkGapStamp(scope)]);
  const fetched = [...stored.values()].filter((at) => at >= job.createdAt).length;
  return { job, total: targets.length, done: stored.size, fetched, gapDone: gap?.source === "dataforseo" && utcDay(gap.fetchedAt) === day };
}
