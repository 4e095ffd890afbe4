/**
 * "Fetch top articles" as a durable job (`content.articles-fetch`): ten pages of other sites take
 * longer than a click should wait. The job row holds the URLs; each page is stored as soon as it is
 * read (content_articles, with this job's id), so the progress a reload, a teammate or a restart
 * sees is the rows stored by the job, and a retried run reads only the pages still missing. A page
 * that cannot be read is stored with its reason: it is part of the result, not a failure of the job.
 */
import { and, eq, sql } from "drizzle-orm";
import { contentArticles } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { defineTask, enqueueJob, listJobs, wakeJobRunner, type JobRow } from "@/lib/jobs";
import { actingScope } from "@/modules/roles/acting";
import { ActionError } from "@/lib/action";
import { readArticle, storeArticle } from "./articles";
import { loadSerpTop, targetKey, type ResearchTarget } from "./serp-top";

export const CONTENT_ARTICLES_TASK = "content.articles-fetch";

type Payload = { brandId: string; userId: string | null; target: string; urls: string[] };

/** Tests shorten the per-page timeout (a page that never answers); the app uses the default. */
let timeoutOverrideMs: number | undefined;
export function setArticleTimeoutForTests(ms: number | undefined): void {
  timeoutOverrideMs = ms;
}

defineTask<Payload>({
  name: CONTENT_ARTICLES_TASK,
  maxAttempts: 3,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, id, signal }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "content-marketing");
    if (!scope) return;
    const done = await urlsDoneBy(scope, id);
    for (const url of payload.urls) {
      if (signal.aborted) throw new Error("Stopped before every page was read; the job runs again for the rest.");
      if (done.has(url)) continue;
      const read = await readArticle(url, { scope, jobId: id, timeoutMs: timeoutOverrideMs });
      await storeArticle(scope, url, read, id);
    }
  },
});

async function urlsDoneBy(scope: BrandScope, jobId: string): Promise<Set<string>> {
  const rows = await withScope(scope, (tx) => tx.select({ url: contentArticles.url }).from(contentArticles).where(and(eq(contentArticles.brandId, scope.brandId), eq(contentArticles.jobId, jobId))));
  return new Set(rows.map((r) => r.url));
}

/** Queues the fetch of `urls` for a target unless one for the same target is queued or running (then null). */
export async function enqueueArticleFetch(scope: BrandScope, target: string, urls: string[]): Promise<string | null> {
  const payload: Payload = { brandId: scope.brandId, userId: scope.userId, target, urls };
  const jobId = await withScope(scope, (tx) => enqueueJob(tx, CONTENT_ARTICLES_TASK, payload, { brandId: scope.brandId, singletonKey: `${CONTENT_ARTICLES_TASK}:${scope.brandId}:${target}` }));
  wakeJobRunner();
  return jobId;
}

export type ArticleFetchState = { job: JobRow; total: number; done: number; urls: string[] };

/** The latest fetch for the target with its progress (pages stored by that job), or null when none ran. */
export async function latestArticleFetch(scope: BrandScope, target: string): Promise<ArticleFetchState | null> {
  const [job] = await withScope(scope, (tx) => listJobs(tx, sql`task = ${CONTENT_ARTICLES_TASK} and brand_id = ${scope.brandId} and payload->>'target' = ${target}`, 1));
  if (!job) return null;
  const p = job.payload as Partial<Payload>;
  const urls = Array.isArray(p.urls) ? p.urls.filter((u): u is string => typeof u === "string") : [];
  const done = await urlsDoneBy(scope, job.id);
  return { job, total: urls.length, done: urls.filter((u) => done.has(u)).length, urls };
}

/** Queues the fetch of the target's top 10 articles; says why when there is nothing to fetch. */
export async function startTopArticlesFetch(scope: BrandScope, target: ResearchTarget): Promise<{ jobId: string | null; alreadyRunning: boolean; urls: number }> {
  const serp = await loadSerpTop(scope, target);
  if (!serp) throw new ActionError("That keyword or group is not one of this brand's. Pick another.");
  if (!serp.results.length) {
    throw new ActionError(
      serp.keywords.length
        ? `No search results are stored for ${target.kind === "keyword" ? `"${serp.label}"` : `the keywords of "${serp.label}"`}. Fetch the SERP on /serps-research first.`
        : `The group "${serp.label}" has no keywords. Add keywords to it on /seo-selection-groups first.`,
    );
  }
  const urls = serp.results.map((r) => r.url);
  const jobId = await enqueueArticleFetch(scope, targetKey(target), urls);
  return { jobId, alreadyRunning: jobId === null, urls: urls.length };
}

