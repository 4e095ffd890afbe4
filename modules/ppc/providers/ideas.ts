/**
 * Keyword Planner ideas for a brand (`keywordIdeas(scope, seeds)`): asked of the brand's connected
 * Google Ads account, stored on the SEO keyword store — each idea one seo_keywords record, its figures
 * under source "google_ads" in seo_keyword_figures (volume, 12 months, competition, top-of-page bids)
 * — and returned for the caller to show. Market and language follow the brand (ppc_settings.market,
 * else brands.country; brands.languages) when Google's ids for them are known, otherwise Google's default.
 */
import { eq } from "drizzle-orm";
import { brands, ppcSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { OutboundClient } from "@/lib/http";
import { keywordKey } from "@/modules/seo/keyword-text";
import { mergeFigures, upsertKeywords } from "@/modules/seo/queries/keywords";
import { adsAccess } from "../connect/connection";
import type { AdsFailure } from "./call";
import { googleAdsConfig } from "./config";
import { generateKeywordIdeas, type KeywordIdea } from "./google-ads";

/** Google's geo target constant ids of common markets (developers.google.com/google-ads/api/data/geotargets). */
const GEO: Record<string, string> = { US: "2840", GB: "2826", UK: "2826", DE: "2276", FR: "2250", ES: "2724", IT: "2380", NL: "2528", CA: "2124", AU: "2036", IE: "2372", AT: "2040", CH: "2756", BE: "2056", SE: "2752", DK: "2208", NO: "2578", PL: "2616", IN: "2356", NZ: "2554" };
const COUNTRY_NAMES: Record<string, string> = { "united states": "US", usa: "US", "united kingdom": "GB", germany: "DE", france: "FR", spain: "ES", italy: "IT", netherlands: "NL", canada: "CA", australia: "AU", ireland: "IE", austria: "AT", switzerland: "CH", belgium: "BE", sweden: "SE", denmark: "DK", norway: "NO", poland: "PL", india: "IN", "new zealand": "NZ" };
/** Google's language constant ids (developers.google.com/google-ads/api/data/codes-formats#languages). */
const LANGUAGE: Record<string, string> = { en: "1000", de: "1001", fr: "1002", es: "1003", it: "1004", ja: "1005", nl: "1010", pt: "1014", sv: "1015" };

export function geoTargetOf(country: string | null | undefined): string | null {
  const c = (country ?? "").trim();
  if (!c) return null;
  const code = c.length === 2 ? c.toUpperCase() : COUNTRY_NAMES[c.toLowerCase()];
  return (code && GEO[code]) || null;
}

export function languageOf(languages: readonly string[]): string | null {
  for (const l of languages) {
    const id = LANGUAGE[l.trim().slice(0, 2).toLowerCase()];
    if (id) return id;
  }
  return null;
}

export type StoredIdea = KeywordIdea & { keywordId: string };

export async function keywordIdeas(
  scope: BrandScope,
  seeds: { keywords: string[]; url?: string | null },
  opts: { client?: OutboundClient; now?: Date } = {},
): Promise<{ ok: true; value: StoredIdea[] } | { ok: false; failure: AdsFailure & { notConnected?: boolean } }> {
  const access = await adsAccess(scope, "google_ads", { client: opts.client });
  if (!access.ok) return access;
  const market = await withScope(scope, async (tx) => {
    const [b] = await tx.select({ country: brands.country, languages: brands.languages, market: ppcSettings.market }).from(brands).leftJoin(ppcSettings, eq(ppcSettings.brandId, brands.id)).where(eq(brands.id, scope.brandId));
    return b;
  });
  const geo = geoTargetOf(market?.market ?? market?.country);
  const ideas = await generateKeywordIdeas(
    googleAdsConfig()!,
    { scope, client: opts.client },
    access.value.accessToken,
    { customerId: access.value.accountId, loginCustomerId: access.value.managerId },
    { keywords: seeds.keywords, url: seeds.url ?? null, language: languageOf(market?.languages ?? []), geoTargets: geo ? [geo] : [] },
  );
  if (!ideas.ok) return ideas;
  const fetchedAt = opts.now ?? new Date();
  const stored = await withScope(scope, async (tx) => {
    const { ids } = await upsertKeywords(tx, scope, ideas.value.map((i) => ({ keyword: i.text })), "google_ads");
    const withIds = ideas.value.map((i) => ({ ...i, keywordId: ids.get(keywordKey(i.text)) })).filter((i): i is StoredIdea => !!i.keywordId);
    await mergeFigures(
      tx,
      scope,
      withIds.map((i) => ({
        keywordId: i.keywordId,
        source: "google_ads" as const,
        fetchedAt,
        volume: i.avgMonthlySearches,
        monthly: i.monthly.length ? i.monthly.slice(-12) : null,
        // Bids are in the account's currency, not USD: they stay in `extra` beside the competition level.
        cpcUsd: null,
        difficulty: null,
        competition: i.competitionIndex === null ? null : i.competitionIndex / 100,
        intent: null,
        extra: { competition: i.competition, lowTopOfPageBid: i.lowTopOfPageBid, highTopOfPageBid: i.highTopOfPageBid },
      })),
    );
    return withIds;
  });
  return { ok: true, value: stored };
}
