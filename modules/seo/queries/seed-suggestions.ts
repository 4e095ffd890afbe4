/**
 * The provider suggestions kept per brand, seed and market for /keywords-5ws (seo_seed_suggestions),
 * so a reload shows what was paid for once instead of paying again.
 */
import { and, eq, inArray } from "drizzle-orm";
import { seoSeedSuggestions } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { normaliseKeyword } from "../analysis/normalise";
import type { KeywordMarket } from "../providers/types";

export type StoredSeedSuggestions = { seed: string; provider: string; suggestions: string[]; fetchedAt: Date };

/** The kept suggestions of the seeds in the brand's market, by normalised seed. */
export async function storedSeedSuggestions(scope: BrandScope, seeds: readonly string[], market: KeywordMarket): Promise<Map<string, StoredSeedSuggestions>> {
  const keys = [...new Set(seeds.map(normaliseKeyword).filter(Boolean))];
  if (!keys.length) return new Map();
  const rows = await withScope(scope, (tx) =>
    tx
      .select()
      .from(seoSeedSuggestions)
      .where(
        and(
          eq(seoSeedSuggestions.brandId, scope.brandId),
          inArray(seoSeedSuggestions.seedKey, keys),
          eq(seoSeedSuggestions.location, market.location),
          eq(seoSeedSuggestions.language, market.language),
        ),
      ),
  );
  return new Map(rows.map((r) => [r.seedKey, { seed: r.seedKey, provider: r.provider, suggestions: r.suggestions, fetchedAt: r.fetchedAt }]));
}

/** Keeps (or replaces) the suggestions of one seed in the brand's market. */
export async function saveSeedSuggestions(scope: BrandScope, seed: string, market: KeywordMarket, provider: string, suggestions: readonly string[]): Promise<void> {
  const row = { brandId: scope.brandId, seedKey: normaliseKeyword(seed), location: market.location, language: market.language, provider, suggestions: [...suggestions], fetchedAt: new Date() };
  await withScope(scope, (tx) =>
    tx
      .insert(seoSeedSuggestions)
      .values(row)
      .onConflictDoUpdate({
        target: [seoSeedSuggestions.brandId, seoSeedSuggestions.seedKey, seoSeedSuggestions.location, seoSeedSuggestions.language],
        set: { provider: row.provider, suggestions: row.suggestions, fetchedAt: row.fetchedAt },
      }),
  );
}
