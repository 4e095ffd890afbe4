/**
 * The DataForSEO Labs ranked_keywords answers kept per brand (seo_domain_rankings): one set of rows per
 * domain, location and language, replaced by each fetch. /competitors-keywords rebuilds its Labs report
 * from them, so a reload costs nothing and a domain fetched today is not paid for twice.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { seoDomainRankings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { KeywordMarket, RankedKeywordWithFigures } from "../providers/types";
import { keywordKey } from "../keyword-text";
import type { RankedKeyword } from "../types";

/** The UTC day of `at`, as stored in `day`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export type StoredDomainRankings = { domain: string; fetchedAt: Date; rows: RankedKeyword[] };

/** Replaces the stored rows of `domain` at `market` with one fetch's answer. */
export async function storeDomainRankings(scope: BrandScope, domain: string, market: KeywordMarket, rows: RankedKeywordWithFigures[], fetchedAt: Date): Promise<void> {
  const day = utcDay(fetchedAt);
  const values = [...rows].sort((a, b) => a.position - b.position).map((r) => ({
    brandId: scope.brandId,
    domain,
    location: market.location,
    language: market.language,
    keywordKey: keywordKey(r.keyword),
    keyword: r.keyword,
    position: r.position,
    url: r.url,
    volume: r.volume,
    cpc: r.figures.cpcUsd === null ? null : String(r.figures.cpcUsd),
    difficulty: r.figures.difficulty === null ? null : Math.round(r.figures.difficulty),
    day,
    fetchedAt,
  }));
  await withScope(scope, async (tx) => {
    await tx
      .delete(seoDomainRankings)
      .where(and(eq(seoDomainRankings.brandId, scope.brandId), eq(seoDomainRankings.domain, domain), eq(seoDomainRankings.location, market.location), eq(seoDomainRankings.language, market.language)));
    // A keyword ranked with two URLs keeps its best position (sorted above).
    for (let i = 0; i < values.length; i += 500) await tx.insert(seoDomainRankings).values(values.slice(i, i + 500)).onConflictDoNothing();
  });
}

/** The stored rows of each of `domains` at `market` (domains never fetched are absent), with when they were fetched. */
export async function readDomainRankings(scope: BrandScope, domains: readonly string[], market: KeywordMarket, opts: { day?: string } = {}): Promise<Map<string, StoredDomainRankings>> {
  const out = new Map<string, StoredDomainRankings>();
  if (!domains.length) return out;
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ domain: seoDomainRankings.domain, keyword: seoDomainRankings.keyword, position: seoDomainRankings.position, url: seoDomainRankings.url, volume: seoDomainRankings.volume, fetchedAt: seoDomainRankings.fetchedAt })
      .from(seoDomainRankings)
      .where(
        and(
          eq(seoDomainRankings.brandId, scope.brandId),
          inArray(seoDomainRankings.domain, [...domains]),
          eq(seoDomainRankings.location, market.location),
          eq(seoDomainRankings.language, market.language),
          opts.day ? eq(seoDomainRankings.day, opts.day) : sql`true`,
        ),
      )
      .orderBy(seoDomainRankings.domain, seoDomainRankings.position),
  );
  for (const r of rows) {
    const entry = out.get(r.domain) ?? { domain: r.domain, fetchedAt: r.fetchedAt, rows: [] };
    if (r.fetchedAt < entry.fetchedAt) entry.fetchedAt = r.fetchedAt;
    entry.rows.push({ keyword: r.keyword, domain: r.domain, position: r.position, url: r.url, volume: r.volume });
    out.set(r.domain, entry);
  }
  return out;
}
