/**
 * Provider suggestions for /keywords-5ws: DataForSEO Labs keyword_suggestions for one seed, priced
 * against the brand's monthly SEO budget before the call, kept per brand, seed and market (a reload
 * does not pay again). The questions among them feed the seed's question tree, labelled
 * "DataForSEO suggestions"; none of them join the keyword store unless the person adds them.
 */
import { ActionError } from "@/lib/action";
import type { BrandScope } from "@/lib/brand-scope";
import { isQuestionLike } from "./analysis/questions";
import { saveSeedSuggestions } from "./queries/seed-suggestions";
import { providerFailureText, researchContext, type Options } from "./research";

/** Suggestions asked for per seed; the questions among them are usually a tenth to a third. */
export const SEED_SUGGESTIONS_LIMIT = 200;

export type SeedSuggestionsOutcome = { seed: string; suggestions: number; questions: number; costUsd: number | null };

export async function fetchSeedSuggestions(scope: BrandScope, seed: string, opts: Options = {}): Promise<SeedSuggestionsOutcome> {
  const { client, market, ctx } = await researchContext(scope, "seo.suggestions", opts);
  const r = await client.keywordSuggestions(seed, market, ctx, { limit: SEED_SUGGESTIONS_LIMIT });
  if (!r.ok) throw new ActionError(providerFailureText(r.failure));
  const suggestions = r.value.map((k) => k.keyword);
  await saveSeedSuggestions(scope, seed, market, client.provider, suggestions);
  return { seed, suggestions: suggestions.length, questions: suggestions.filter(isQuestionLike).length, costUsd: r.costUsd };
}
