/**
 * Clustering the brand's keywords into focus keyword groups (/seo-selection-groups), and the brand URLs
 * that flag cannibalisation. Inputs come from the store: each keyword's latest stored SERP at the brand's
 * location, language and device (the shared cache, readable for the brand's own keywords), and the URLs of
 * the brand known to rank for it — seo_keywords.position_url, rank checks of the last 30 days, Search
 * Console pages in the top 20, and the brand's own results in the stored SERP's top 10. A new clustering
 * replaces the groups the previous one made; groups made or edited by hand ("manual") and their keywords
 * stay as they are.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { seoKeywordGroups } from "@/db/schema";
import type { Tx } from "@/db/client";
import { logActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { canonicalUrl, clusterKeywords, type ClusterInput } from "../analysis/cluster";
import type { SerpQuery } from "../types";
import { getBrandDomains } from "./domains";
import { getSeoSettings } from "./settings";

type Market = Omit<SerpQuery, "keyword">;

/** The latest stored SERP per keyword of the brand at one market, as a relation (keyword_key, organic). */
export function latestSerpsSql(scope: BrandScope, market: Market, onlyGrouped: boolean) {
  return sql`(select distinct on (s.keyword_key) s.keyword_key, s.organic
    from seo_serps s
    where s.location = ${market.location} and s.language = ${market.language} and s.device = ${market.device}
      and s.keyword_key in (select k.keyword_key from seo_keywords k where k.brand_id = ${scope.brandId}::uuid ${onlyGrouped ? sql`and k.group_id is not null` : sql``})
    order by s.keyword_key, s.day desc)`;
}

/**
 * keyword id → the brand's URLs ranking for it (canonical form, see canonicalUrl), from every source
 * the store has. `onlyGrouped` limits it to keywords in a group (the list's cannibalisation flag).
 */
export async function brandUrlsByKeyword(tx: Tx, scope: BrandScope, market: Market, ownDomains: readonly string[], onlyGrouped: boolean): Promise<Map<string, Set<string>>> {
  const own = `{${ownDomains.map((d) => `"${d.replace(/"/g, "")}"`).join(",")}}`;
  const rows = await tx.execute<{ id: string; url: string }>(sql`
    with k as (
      select id, keyword_key, position_url from seo_keywords
      where brand_id = ${scope.brandId}::uuid ${onlyGrouped ? sql`and group_id is not null` : sql``}
    )
    select k.id, k.position_url as url from k where k.position_url is not null
    union
    select k.id, r.url from seo_rank_checks r join k on k.id = r.keyword_id
      where r.brand_id = ${scope.brandId}::uuid and r.url is not null and r.day >= current_date - 30
    union
    select k.id, g.page from seo_gsc_rows g join k on k.keyword_key = lower(regexp_replace(btrim(g.query), '\\s+', ' ', 'g'))
      where g.brand_id = ${scope.brandId}::uuid and g.page is not null and g.query is not null and g.position <= 20
    union
    select k.id, o->>'url' from k join ${latestSerpsSql(scope, market, onlyGrouped)} s on s.keyword_key = k.keyword_key
      cross join lateral jsonb_array_elements(s.organic) o
      where (o->>'position')::int <= 10
        and exists (select 1 from unnest(${own}::text[]) d where lower(o->>'domain') = d or lower(o->>'domain') like '%.' || d)`);
  const out = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.url) continue;
    let set = out.get(r.id);
    if (!set) out.set(r.id, (set = new Set()));
    set.add(canonicalUrl(r.url));
  }
  return out;
}

export type ClusterSummary = { keywords: number; withSerp: number; groups: number; grouped: number; method: "serp_overlap" | "lexical" | "mixed" | "none"; minShared: number };

/** Names stay unique per brand (case-insensitive): a second "coffee" group becomes "coffee (2)". */
function uniqueName(label: string, taken: Set<string>): string {
  const base = label.slice(0, 110) || "Group";
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * Clusters every keyword that is not in a hand-made group and stores the groups of two or more keywords
 * (a lone keyword stays ungrouped). One transaction: the page never shows half a clustering.
 */
export async function clusterBrandKeywords(scope: BrandScope): Promise<ClusterSummary> {
  const settings = await getSeoSettings(scope);
  const market: Market = { location: settings.location, language: settings.language, device: settings.device };
  const { own } = await getBrandDomains(scope);
  return withScope(scope, async (tx) => {
    const keywords = await tx.execute<{ id: string; keyword: string; keyword_key: string; volume: number | null }>(sql`
      select k.id, k.keyword, k.keyword_key, k.volume from seo_keywords k
      where k.brand_id = ${scope.brandId}::uuid
        and (k.group_id is null or k.group_id not in (select g.id from seo_keyword_groups g where g.brand_id = ${scope.brandId}::uuid and g.method = 'manual'))`);
    const serps = await tx.execute<{ keyword_key: string; organic: { position: number; url: string }[] }>(sql`select * from ${latestSerpsSql(scope, market, false)} s`);
    const serpByKey = new Map(serps.map((s) => [s.keyword_key, s.organic]));
    const brandUrls = await brandUrlsByKeyword(tx, scope, market, own, false);

    const idByKey = new Map<string, string>();
    const inputs: ClusterInput[] = keywords.map((k) => {
      idByKey.set(k.keyword_key, k.id);
      const organic = serpByKey.get(k.keyword_key);
      return {
        keyword: k.keyword_key,
        volume: k.volume === null ? null : Number(k.volume),
        serpUrls: organic ? [...organic].sort((a, b) => a.position - b.position).slice(0, 10).map((r) => r.url) : undefined,
        brandUrls: [...(brandUrls.get(k.id) ?? [])],
      };
    });
    const clusters = clusterKeywords(inputs, { minSharedUrls: settings.serpOverlapMin }).filter((c) => c.keywords.length >= 2);

    await tx.delete(seoKeywordGroups).where(and(eq(seoKeywordGroups.brandId, scope.brandId), inArray(seoKeywordGroups.method, ["serp_overlap", "lexical"])));
    const manual = await tx.select({ name: seoKeywordGroups.name }).from(seoKeywordGroups).where(eq(seoKeywordGroups.brandId, scope.brandId));
    const taken = new Set(manual.map((m) => m.name.trim().toLowerCase()));
    const groupRows = clusters.map((c) => ({
      brandId: scope.brandId,
      name: uniqueName(c.label, taken),
      method: c.method === "serp" ? "serp_overlap" : "lexical",
      focusKeywordId: idByKey.get(c.focusKeyword) ?? null,
      createdBy: scope.userId,
    }));
    const keywordIds: string[] = [];
    const groupIds: string[] = [];
    for (let i = 0; i < groupRows.length; i += 1000) {
      const inserted = await tx.insert(seoKeywordGroups).values(groupRows.slice(i, i + 1000)).returning({ id: seoKeywordGroups.id });
      inserted.forEach((g, j) => {
        for (const key of clusters[i + j]!.keywords) {
          const id = idByKey.get(key);
          if (id) {
            keywordIds.push(id);
            groupIds.push(g.id);
          }
        }
      });
    }
    for (let i = 0; i < keywordIds.length; i += 5000) {
      const ids = `{${keywordIds.slice(i, i + 5000).join(",")}}`;
      const gids = `{${groupIds.slice(i, i + 5000).join(",")}}`;
      await tx.execute(sql`
        update seo_keywords k set group_id = v.group_id
        from (select unnest(${ids}::uuid[]) as id, unnest(${gids}::uuid[]) as group_id) v
        where k.brand_id = ${scope.brandId}::uuid and k.id = v.id`);
    }
    const serpGroups = clusters.filter((c) => c.method === "serp").length;
    const summary: ClusterSummary = {
      keywords: keywords.length,
      withSerp: inputs.filter((i) => i.serpUrls?.length).length,
      groups: clusters.length,
      grouped: keywordIds.length,
      method: clusters.length === 0 ? "none" : serpGroups === clusters.length ? "serp_overlap" : serpGroups === 0 ? "lexical" : "mixed",
      minShared: settings.serpOverlapMin,
    };
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "seo_keywords_clustered",
      userAction: `Clustered ${summary.keywords} keywords into ${summary.groups} groups`,
      payload: summary,
    });
    return summary;
  });
}
