/**
 * What a forecast run reads: the brand's Search Console day totals per scope (seo_gsc_rows, as
 * the API sync and the file imports store them). A day can hold site totals (query and page empty,
 * a Dates export), page rows (query empty, a Pages export) and query rows (query × page from the
 * API, or a Queries export). Each total takes, per day, the most complete kind the day has — site
 * totals, then page rows (they include the anonymised queries query rows leave out), then query
 * rows — and never two kinds, so nothing is counted twice. The API sync's date × device and
 * date × country rows (query and page empty too) are splits of the same days, never totals: left out.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import type { BrandScope } from "@/lib/brand-scope";
import type { DayTotal } from "./series";
import type { ForecastScopeKind } from "./types";

export type ScopeTotals = { kind: ForecastScopeKind; key: string; label: string; totals: DayTotal[] };

/** Keyword groups, URL prefixes and queries forecast per run, the most clicked first. */
export const FORECAST_LIMITS = { group: 30, prefix: 10, keyword: 30 } as const;
export type ForecastLimits = { group: number; prefix: number; keyword: number };

/** keywordKey (modules/seo/keyword-text.ts) in SQL over `seo_gsc_rows r`, so a query matches its keyword in the store. */
export const queryKey = sql`btrim(regexp_replace(lower(normalize(r.query, NFKC)), '\\s+', ' ', 'g'))`;
/** A page's first directory, "https://example.com/blog/": the URL-prefix groups. */
const prefixOf = sql`substring(r.page from '^(https?://[^/?#]+/[^/?#]+/)')`;

type Row = { key: string; label: string; day: string; clicks: number; impressions: number; pw: number; w: number };

const sums = sql`sum(r.clicks)::float8 as clicks, sum(r.impressions)::float8 as impressions,
  sum(r.position * greatest(r.impressions, 1))::float8 as pw, sum(greatest(r.impressions, 1))::float8 as w`;

/** 0: a site total row, 1: a page row, 2: a query row. */
const rowKind = (t: string) => sql.raw(`case when ${t}.query is null and ${t}.page is null then 0 when ${t}.query is null then 1 else 2 end`);

/** Per day, the rows of the most complete kind among `kinds` the day has (see the file comment). */
function dayRows(scope: BrandScope, kinds: readonly (0 | 1 | 2)[]): SQL {
  const allowed = sql.raw(kinds.join(","));
  return sql`(
    select r.* from seo_gsc_rows r
    join (
      select c.day, min(${rowKind("c")}) as kind from seo_gsc_rows c
      where c.brand_id = ${scope.brandId}::uuid and c.day is not null and c.device is null and c.country is null and ${rowKind("c")} in (${allowed})
      group by c.day
    ) pick on pick.day = r.day and pick.kind = ${rowKind("r")}
    where r.brand_id = ${scope.brandId}::uuid and r.day is not null and r.device is null and r.country is null
  )`;
}

function group(rows: readonly Row[], kind: ForecastScopeKind): ScopeTotals[] {
  const out = new Map<string, ScopeTotals>();
  for (const r of rows) {
    let s = out.get(r.key);
    if (!s) out.set(r.key, (s = { kind, key: r.key, label: r.label, totals: [] }));
    s.totals.push({ day: r.day, clicks: Number(r.clicks), impressions: Number(r.impressions), positionWeighted: Number(r.pw), positionWeight: Number(r.w) });
  }
  return [...out.values()];
}

/** The days on which the brand has any Search Console row, in order. */
export async function brandGscDays(tx: Tx, scope: BrandScope): Promise<string[]> {
  const rows = await tx.execute<{ day: string }>(sql`select distinct day::text as day from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and day is not null order by 1`);
  return rows.map((r) => r.day);
}

/** Every scope a run forecasts, with its day totals. */
export async function loadScopeTotals(tx: Tx, scope: BrandScope, limits: ForecastLimits = FORECAST_LIMITS): Promise<ScopeTotals[]> {
  const site = await tx.execute<Row>(sql`
    select '' as key, 'Whole site' as label, r.day::text as day, ${sums}
    from ${dayRows(scope, [0, 1, 2])} r group by r.day order by r.day`);

  const groups = await tx.execute<Row>(sql`
    with g as (
      select kg.id::text as key, kg.name as label, k.keyword_key
      from seo_keyword_groups kg join seo_keywords k on k.group_id = kg.id and k.brand_id = kg.brand_id
      where kg.brand_id = ${scope.brandId}::uuid
    ), hits as (
      select g.key, g.label, r.day, r.clicks, r.impressions, r.position
      from seo_gsc_rows r join g on g.keyword_key = ${queryKey}
      where r.brand_id = ${scope.brandId}::uuid and r.day is not null and r.query is not null
    ), top as (
      select key from hits group by key order by sum(clicks) desc, sum(impressions) desc, key limit ${limits.group}
    )
    select r.key, min(r.label) as label, r.day::text as day, ${sums}
    from hits r where r.key in (select key from top) group by r.key, r.day order by r.key, r.day`);

  const prefixes = await tx.execute<Row>(sql`
    with hits as (
      select ${prefixOf} as key, r.day, r.clicks, r.impressions, r.position from ${dayRows(scope, [1, 2])} r where r.page is not null
    ), top as (
      select key from hits where key is not null group by key order by sum(clicks) desc, sum(impressions) desc, key limit ${limits.prefix}
    )
    select r.key, r.key as label, r.day::text as day, ${sums}
    from hits r where r.key in (select key from top) group by r.key, r.day order by r.key, r.day`);

  const keywords = await tx.execute<Row>(sql`
    with hits as (
      select ${queryKey} as key, r.query, r.day, r.clicks, r.impressions, r.position
      from seo_gsc_rows r where r.brand_id = ${scope.brandId}::uuid and r.day is not null and r.query is not null
    ), top as (
      select key from hits group by key order by sum(clicks) desc, sum(impressions) desc, key limit ${limits.keyword}
    )
    select r.key, min(r.query) as label, r.day::text as day, ${sums}
    from hits r where r.key in (select key from top) group by r.key, r.day order by r.key, r.day`);

  return [...group(site, "site"), ...group(groups, "group"), ...group(prefixes, "prefix"), ...group(keywords, "keyword")];
}
