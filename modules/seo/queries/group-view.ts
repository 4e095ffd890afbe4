/**
 * What /seo-selection-groups shows: every group with its keyword count, total volume, focus keyword,
 * target URL and cannibalisation flag (two or more of the brand's URLs rank for the group's keywords),
 * and one group's keywords when it is opened.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { seoKeywords } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { brandUrlsByKeyword } from "./clustering";
import { getBrandDomains } from "./domains";
import { listKeywordGroups, type KeywordGroupRow } from "./groups";
import { getSeoSettings } from "./settings";

export type GroupView = KeywordGroupRow & {
  /** The brand's URLs ranking for the group's keywords when two or more do (cannibalisation); else empty. */
  cannibalUrls: string[];
};

export type GroupKeyword = { id: string; keyword: string; volume: number | null; position: number | null; tracked: boolean; brandUrls: string[] };

async function market(scope: BrandScope) {
  const [settings, domains] = await Promise.all([getSeoSettings(scope), getBrandDomains(scope)]);
  return { market: { location: settings.location, language: settings.language, device: settings.device }, own: domains.own };
}

export async function listGroupViews(scope: BrandScope): Promise<GroupView[]> {
  const [groups, { market: m, own }] = await Promise.all([listKeywordGroups(scope), market(scope)]);
  if (!groups.length) return [];
  const urlsByGroup = await withScope(scope, async (tx) => {
    const grouped = await tx
      .select({ id: seoKeywords.id, groupId: seoKeywords.groupId })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), sql`${seoKeywords.groupId} is not null`));
    const byKeyword = await brandUrlsByKeyword(tx, scope, m, own, true);
    const out = new Map<string, Set<string>>();
    for (const k of grouped) {
      const urls = byKeyword.get(k.id);
      if (!urls || !k.groupId) continue;
      let set = out.get(k.groupId);
      if (!set) out.set(k.groupId, (set = new Set()));
      for (const u of urls) set.add(u);
    }
    return out;
  });
  return groups.map((g) => {
    const urls = [...(urlsByGroup.get(g.id) ?? [])].sort();
    return { ...g, cannibalUrls: urls.length >= 2 ? urls : [] };
  });
}

/** One group's keywords, highest volume first, each with the brand's URLs known to rank for it. */
export async function listGroupKeywords(scope: BrandScope, groupId: string): Promise<GroupKeyword[]> {
  const { market: m, own } = await market(scope);
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({ id: seoKeywords.id, keyword: seoKeywords.keyword, volume: seoKeywords.volume, position: seoKeywords.position, tracked: seoKeywords.tracked })
      .from(seoKeywords)
      .where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.groupId, groupId)))
      .orderBy(desc(sql`coalesce(${seoKeywords.volume}, -1)`), asc(seoKeywords.keywordKey));
    if (!rows.length) return [];
    const urls = await brandUrlsByKeyword(tx, scope, m, own, true);
    return rows.map((r) => ({ ...r, brandUrls: [...(urls.get(r.id) ?? [])].sort() }));
  });
}

export type ClusterCoverage = { keywords: number; withSerp: number; minShared: number };

/** How many of the brand's keywords have a stored SERP at its market: that decides the clustering method. */
export async function clusterCoverage(scope: BrandScope): Promise<ClusterCoverage> {
  const settings = await getSeoSettings(scope);
  const [row] = await withScope(scope, (tx) =>
    tx.execute<{ keywords: number; with_serp: number }>(sql`
      select count(*)::int as keywords,
        count(*) filter (where exists (select 1 from seo_serps s where s.keyword_key = k.keyword_key and s.location = ${settings.location}
          and s.language = ${settings.language} and s.device = ${settings.device}))::int as with_serp
      from seo_keywords k where k.brand_id = ${scope.brandId}::uuid`),
  );
  return { keywords: Number(row?.keywords ?? 0), withSerp: Number(row?.with_serp ?? 0), minShared: settings.serpOverlapMin };
}
