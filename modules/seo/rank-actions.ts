"use server";

/**
 * Server actions of /rankings, /seo-dashboard and /settings-seo (the SEO settings themselves save
 * through updateSeoSettingsAction in ./actions.ts). Each is in the cross-tenant matrix
 * (tests/integration/matrix/seo-rank.matrix.ts).
 */
import { ActionError, brandAction } from "@/lib/action";
import { withScope } from "@/lib/brand-scope";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { syncSearchConsole } from "./gsc-sync";
import { SEO_RANK_CHECK_TASK } from "./jobs";
import { splitKeywords } from "./keyword-text";
import { addKeywords, setKeywordsTracked } from "./queries/keywords";
import { checkRanksNowInput, syncSearchConsoleInput, trackNewKeywordsInput } from "./rank-inputs";
import { isSerpSource, resolveSerpSource } from "./serp-source";
import { and, eq, inArray, sql } from "drizzle-orm";
import { seoKeywords } from "@/db/schema";
import { keywordKey } from "./keyword-text";

const edit = { module: "seo", access: "edit" } as const;

/** Typed or pasted keywords into the store (new or existing), all tracked. */
export const trackNewSeoKeywordsAction = brandAction("trackNewSeoKeywords", trackNewKeywordsInput, { ...edit, failure: "Failed to track the keywords" }, async (scope, d) => {
  const keywords = splitKeywords(d.text);
  if (!keywords.length) throw new ActionError("Enter at least one keyword to track.");
  const { added } = await addKeywords(scope, keywords);
  const keys = [...new Set(keywords.map(keywordKey).filter(Boolean))];
  const ids = await withScope(scope, (tx) =>
    tx.select({ id: seoKeywords.id }).from(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.keywordKey, keys))),
  );
  const { changed } = await setKeywordsTracked(scope, ids.map((r) => r.id), true);
  return { added, tracked: changed, total: ids.length };
});

/**
 * Enqueues the brand's rank check now (the same job the schedule runs). A check already queued or
 * running is not doubled; no SERP provider fails at once with what to connect.
 */
export const checkSeoRanksNowAction = brandAction("checkSeoRanksNow", checkRanksNowInput, { ...edit, failure: "Failed to start the rank check" }, async (scope) => {
  const source = await resolveSerpSource(scope);
  if (!isSerpSource(source)) throw new ActionError(source.message);
  const jobId = await withScope(scope, async (tx) => {
    const [row] = await tx.execute<{ n: number }>(sql`select count(*)::int as n from seo_keywords where brand_id = ${scope.brandId}::uuid and tracked`);
    if (!Number(row?.n)) throw new ActionError("Track a keyword first: there is nothing to check.");
    return enqueueJob(tx, SEO_RANK_CHECK_TASK, { brandId: scope.brandId, userId: scope.userId }, { brandId: scope.brandId, singletonKey: `${SEO_RANK_CHECK_TASK}:${scope.brandId}` });
  });
  wakeJobRunner();
  return { jobId, alreadyRunning: jobId === null };
});

export const syncSearchConsoleAction = brandAction("syncSearchConsole", syncSearchConsoleInput, { ...edit, failure: "Failed to sync Search Console" }, (scope, d) => syncSearchConsole(scope, { days: d.days }));
