/**
 * /seo-dashboard: visibility over time (tracked keywords' daily checks on the CTR curve), keywords in
 * the top 3/10/20/100 (every keyword with a known position: rank checks, Search Console, imports),
 * the biggest movers between the last two checks, the branded share of Search Console clicks,
 * groups without a target page and this month's spend.
 */
import { eq, sql } from "drizzle-orm";
import { brandData, brands } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { brandClassifier, brandedShareOverTime, type BrandedShare } from "../analysis/branded";
import { biggestMovers, rankChanges, type KeywordRankChange } from "../analysis/rank-change";
import { positionBuckets, visibility, type PositionBuckets } from "../analysis/visibility";
import { seoMonthSpendUsd } from "../budget";
import { hostOf } from "../own-domain";
import { serpCacheSavings } from "../serp-cache";
import { listKeywordGroups, type KeywordGroupRow } from "./groups";
import { getSeoSettings, type SeoSettings } from "./settings";

export type SeoDashboard = {
  settings: SeoSettings;
  keywords: number;
  tracked: number;
  visibilityTrend: { date: string; value: number }[];
  currentVisibility: number | null;
  buckets: PositionBuckets;
  movers: { up: KeywordRankChange[]; down: KeywordRankChange[] };
  branded: { share: BrandedShare[]; total: { branded: number; all: number } } | null;
  groupsWithoutTarget: KeywordGroupRow[];
  groups: number;
  spent: number;
  savings: { hits: number; savedUsd: number };
};

export async function loadSeoDashboard(scope: BrandScope, days = 90): Promise<SeoDashboard> {
  const settings = await getSeoSettings(scope);
  const b = scope.brandId;
  const data = await withScope(scope, async (tx) => {
    const [counts] = await tx.execute<{ keywords: number; tracked: number }>(
      sql`select count(*)::int as keywords, (count(*) filter (where tracked))::int as tracked from seo_keywords where brand_id = ${b}::uuid`,
    );
    const positions = await tx.execute<{ position: number | null }>(sql`select position from seo_keywords where brand_id = ${b}::uuid`);
    const checks = await tx.execute<{ keyword: string; volume: number | null; day: string; position: number | null }>(sql`
      select k.keyword, k.volume, c.day::text as day, c.position
      from seo_rank_checks c join seo_keywords k on k.id = c.keyword_id and k.brand_id = c.brand_id and k.tracked
      where c.brand_id = ${b}::uuid and c.location = ${settings.location} and c.device = ${settings.device} and c.day > current_date - ${days}::int
      order by c.day`);
    const gsc = await tx.execute<{ query: string | null; date: string | null; clicks: number }>(sql`
      select query, day::text as date, sum(clicks)::int as clicks from seo_gsc_rows
      where brand_id = ${b}::uuid and day is not null and day > current_date - 480
        -- The API's device and country splits repeat the same clicks per device and per country.
        and device is null and country is null
      group by query, day`);
    // Overall share over every query row; the API's rows when there are any, else the export's.
    const queries = await tx.execute<{ query: string; clicks: number }>(sql`
      select query, sum(clicks)::int as clicks from seo_gsc_rows
      where brand_id = ${b}::uuid and query is not null
        and source = (select case when bool_or(source = 'gsc') then 'gsc' else 'gsc_export' end from seo_gsc_rows where brand_id = ${b}::uuid)
      group by query`);
    const [brand] = await tx.select({ name: brands.name, website: brands.website }).from(brands).where(eq(brands.id, b));
    const [bd] = await tx.select({ competitors: brandData.competitors }).from(brandData).where(eq(brandData.brandId, b));
    return { counts, positions, checks, gsc, queries, brand, competitors: bd?.competitors ?? [] };
  });

  // Visibility per checked day; movers from each keyword's last two checks.
  const byDay = new Map<string, { keyword: string; position: number | null; volume: number | null }[]>();
  const byKeyword = new Map<string, { checkedAt: string; position: number | null }[]>();
  for (const c of data.checks) {
    const position = c.position === null ? null : Number(c.position);
    const row = { keyword: c.keyword, position, volume: c.volume === null ? null : Number(c.volume) };
    byDay.set(c.day, [...(byDay.get(c.day) ?? []), row]);
    const h = byKeyword.get(c.keyword) ?? [];
    h.push({ checkedAt: c.day, position });
    byKeyword.set(c.keyword, h);
  }
  const visibilityTrend = [...byDay].flatMap(([date, rows]) => {
    const v = visibility(rows).percent;
    return v === null ? [] : [{ date, value: v }];
  });
  // A mover needs two checks: a keyword's first check is no move.
  const changes = rankChanges([...byKeyword].filter(([, history]) => history.length >= 2).map(([keyword, history]) => ({ keyword, history: history.slice(-2) })));

  let branded: SeoDashboard["branded"] = null;
  if ((data.gsc.length || data.queries.length) && data.brand) {
    const classify = brandClassifier({
      names: [data.brand.name],
      domains: [hostOf(data.brand.website)].filter((d): d is string => !!d),
      competitors: [
        ...data.competitors.map((c) => ({ name: c.name, domains: c.domain ? [c.domain] : [] })),
        ...settings.competitorDomains.map((d) => ({ name: d.split(".")[0]!, domains: [d] })),
      ],
    });
    const share = brandedShareOverTime(
      data.gsc.map((r) => ({ query: r.query, date: r.date, clicks: Number(r.clicks) })),
      classify,
      "day",
    );
    const total = { branded: 0, all: 0 };
    for (const q of data.queries) {
      total.all += Number(q.clicks);
      if (classify(q.query).class === "branded") total.branded += Number(q.clicks);
    }
    branded = { share, total };
  }

  const [groups, spent, savings] = await Promise.all([listKeywordGroups(scope), seoMonthSpendUsd(scope), serpCacheSavings(scope)]);
  return {
    settings,
    keywords: Number(data.counts?.keywords ?? 0),
    tracked: Number(data.counts?.tracked ?? 0),
    visibilityTrend,
    currentVisibility: visibilityTrend.at(-1)?.value ?? null,
    buckets: positionBuckets(data.positions.map((p) => (p.position === null ? null : Number(p.position)))),
    movers: biggestMovers(changes, 5),
    branded,
    groupsWithoutTarget: groups.filter((g) => !g.targetUrl),
    groups: groups.length,
    spent,
    savings,
  };
}
