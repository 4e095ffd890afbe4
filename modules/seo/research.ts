/**
 * Keyword research through the provider: ideas from seeds (DataForSEO Labs keyword_ideas) and fresh
 * volumes for chosen keywords (Keywords Data search_volume). Each paid call is priced against the
 * brand's monthly SEO budget before it is sent; a provider that refuses, times out or runs out of
 * credit comes back as that failure, in the provider's words, never as an empty result.
 */
import { and, eq, inArray } from "drizzle-orm";
import { seoKeywords } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import { seoBudgetRefusal, seoMonthSpendUsd } from "./budget";
import { keywordKey, splitKeywords } from "./keyword-text";
import { keywordDataClientFor, NO_KEYWORD_PROVIDER, type ProviderSettings } from "./providers/sources";
import type { ProviderCallContext } from "./providers/types";
import { mergeFigures, upsertKeywords } from "./queries/keywords";
import { getSeoSettings } from "./queries/settings";
import type { KeywordFigures, ProviderFailure } from "./types";

/** Labs takes up to 200 seeds per call. */
export const IDEA_SEEDS_MAX = 200;

const FAILURE_PREFIX: Record<ProviderFailure["kind"], string> = {
  not_configured: "",
  rejected_key: "DataForSEO rejected the key: ",
  out_of_credit: "DataForSEO is out of credit: ",
  rate_limited: "DataForSEO is busy: ",
  timeout: "DataForSEO did not answer in time: ",
  provider_error: "DataForSEO answered with an error: ",
  budget: "",
};

/** A provider failure as the person reads it: what happened, in the provider's words, and what to do. */
export function providerFailureText(failure: ProviderFailure): string {
  const prefix = FAILURE_PREFIX[failure.kind];
  return prefix && !failure.message.startsWith("DataForSEO") ? `${prefix}${failure.message}` : failure.message;
}

export type Options = { settings?: ProviderSettings };

export async function researchContext(scope: BrandScope, purpose: string, opts: Options) {
  const client = await keywordDataClientFor(scope, opts.settings);
  if (!client) throw new ActionError(NO_KEYWORD_PROVIDER);
  const settings = await getSeoSettings(scope);
  const ctx: ProviderCallContext = {
    scope,
    purpose,
    checkBudget: async (estimateUsd) => seoBudgetRefusal(settings.monthlyBudgetUsd, await seoMonthSpendUsd(scope), estimateUsd),
  };
  return { client, market: { location: settings.location, language: settings.language }, ctx };
}

async function store(scope: BrandScope, figures: readonly KeywordFigures[]) {
  return withScope(scope, async (tx) => {
    const { ids, added } = await upsertKeywords(
      tx,
      scope,
      figures.map((f) => ({ keyword: f.keyword })),
      "dataforseo",
    );
    const merged = await mergeFigures(
      tx,
      scope,
      figures.flatMap((f) => {
        const keywordId = ids.get(keywordKey(f.keyword));
        return keywordId ? [{ ...f, keywordId }] : [];
      }),
    );
    return { added, merged };
  });
}

export type IdeasOutcome = { ideas: number; added: number; updated: number; costUsd: number | null };

/** Ideas for the seeds, stored as the brand's keywords with their figures under the source "dataforseo". */
export async function findKeywordIdeas(scope: BrandScope, seedsText: string, limit: number, opts: Options = {}): Promise<IdeasOutcome> {
  const seeds = splitKeywords(seedsText);
  if (!seeds.length) throw new ActionError("Enter at least one seed keyword.");
  if (seeds.length > IDEA_SEEDS_MAX) throw new ActionError(`Use at most ${IDEA_SEEDS_MAX} seeds at once (${seeds.length} given).`);
  const { client, market, ctx } = await researchContext(scope, "seo.ideas", opts);
  const r = await client.keywordIdeas(seeds, market, ctx, { limit });
  if (!r.ok) throw new ActionError(providerFailureText(r.failure));
  if (!r.value.length) return { ideas: 0, added: 0, updated: 0, costUsd: r.costUsd };
  const { added, merged } = await store(scope, r.value);
  await withScope(scope, (tx) =>
    logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "seo_keywords_added",
      userAction: `Found ${r.value.length} keyword ideas for ${seeds.length === 1 ? `"${seeds[0]}"` : `${seeds.length} seeds`} (${added} new)`,
      payload: { ideas: r.value.length, added, provider: "dataforseo" },
    }),
  );
  return { ideas: r.value.length, added, updated: merged.updated, costUsd: r.costUsd };
}

export type RefreshOutcome = { asked: number; withVolume: number; updated: number; unchanged: number; costUsd: number | null };

/** Fresh Google Ads volumes, CPC and competition for the chosen keywords of the brand. */
export async function refreshKeywordVolumes(scope: BrandScope, ids: readonly string[], opts: Options = {}): Promise<RefreshOutcome> {
  const keywords = await withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, seoKeywords, ids);
    return tx
      .select({ keyword: seoKeywords.keyword })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.id, [...ids])));
  });
  const { client, market, ctx } = await researchContext(scope, "seo.volume", opts);
  const r = await client.searchVolume(
    keywords.map((k) => k.keyword),
    market,
    ctx,
  );
  if (!r.ok) throw new ActionError(providerFailureText(r.failure));
  const answered = r.value.filter((f) => f.volume !== null || f.cpcUsd !== null || f.competition !== null);
  const { merged } = await store(scope, answered);
  return { asked: keywords.length, withVolume: answered.length, updated: merged.updated + merged.added, unchanged: merged.unchanged, costUsd: r.costUsd };
}
