/**
 * What /search-keywords reads: one page of the brand's paid keywords (ppc_keywords on their
 * seo_keywords record) or of its search terms aggregated per term over the period, each with the
 * brand's organic position for the same keyword (seo_keywords.position, kept by SEO's rank checks and
 * imports) — and the filter choices. Every read starts at brand_id, so the brand-leading indexes of
 * db/schema/ppc.ts serve it; the total comes from a window over the same pass, never a second count.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ppcAdGroups, ppcCampaigns, ppcKeywords, ppcSearchTerms, ppcSettings } from "@/db/schema";
import type { PpcNetwork } from "@/db/schema/ppc";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { SearchParams } from "@/lib/table/parse";
import { likePattern, pageSql } from "@/lib/table/sql";
import type { TableSort } from "@/lib/table/state";
import { keywordKey } from "@/modules/seo/keyword-text";
import { parsePpcTable, parseTab } from "./inputs";
import { ORGANIC_WIN_MAX_POSITION, PPC_PERIODS, type PpcFilterValues, type PpcTableState } from "./view";

type Metrics = { cost: number; clicks: number; impressions: number; conversions: number; conversionValue: number };
type Organic = { position: number | null; positionUrl: string | null };

export type PpcKeywordRow = Metrics &
  Organic & {
    id: string;
    keywordId: string;
    keyword: string;
    matchType: string;
    status: string | null;
    qualityScore: number | null;
    maxCpc: number | null;
    network: string | null;
    campaign: string | null;
    adGroup: string | null;
    metricsFrom: string | null;
    metricsTo: string | null;
  };

export type PpcTermRow = Metrics &
  Organic & {
    /** The term's normalised key: the row id of the table and what the bulk actions send. */
    termKey: string;
    term: string;
    adGroups: { id: string; name: string; campaign: string; network: PpcNetwork }[];
    adGroupCount: number;
    matchTypes: string[];
    keywords: string[];
  };

export type OrganicOverlap = { terms: number; cost: number };
export type PpcPage<Row> = { rows: Row[]; total: number; overlap: OrganicOverlap };

// Ratios of sums, null where the divisor is zero; sorts put those last whatever the direction.
const ratio = (a: string, b: string) => sql.raw(`(${a})::float8 / nullif((${b})::float8, 0)`);
const METRIC_SQL: Record<string, SQL> = {
  cost: sql.raw("cost"),
  clicks: sql.raw("clicks"),
  impressions: sql.raw("impressions"),
  conversions: sql.raw("conversions"),
  ctr: ratio("clicks", "impressions"),
  cpa: ratio("cost", "conversions"),
  convRate: ratio("conversions", "clicks"),
  roas: ratio("conversion_value", "cost"),
  position: sql.raw("position"),
};

function orderOf(sort: TableSort, own: Record<string, SQL>, unique: string): SQL {
  const expr = own[sort.id] ?? METRIC_SQL[sort.id];
  // parseTableState only lets through the spec's sort ids, and every one has SQL above.
  if (!expr) throw new Error(`No SQL for sort column "${sort.id}"`);
  const dir = sql.raw(sort.desc ? "desc" : "asc");
  return sql`${expr} ${dir} nulls last, ${sql.raw(unique)} ${dir}`;
}

/** The first day of the period: counted back from the latest day the brand has search terms for. */
async function periodStart(scope: BrandScope, period: PpcFilterValues["period"]): Promise<string | null> {
  if (!period) return null;
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ last: sql<string | null>`max(${ppcSearchTerms.periodTo})::text` })
      .from(ppcSearchTerms)
      .where(eq(ppcSearchTerms.brandId, scope.brandId)),
  );
  if (!row?.last) return null;
  const d = new Date(`${row.last}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - PPC_PERIODS[period].days + 1);
  return d.toISOString().slice(0, 10);
}

function metricHaving(f: PpcFilterValues, p: { cost: string; clicks: string; conversions: string }): SQL[] {
  const out: SQL[] = [];
  if (f.minclicks) out.push(sql`${sql.raw(p.clicks)} >= ${Number(f.minclicks)}`);
  if (f.mincost) out.push(sql`${sql.raw(p.cost)} >= ${Number(f.mincost)}`);
  if (f.noconv) out.push(sql`${sql.raw(p.conversions)} = 0`);
  return out;
}

const organicWin = sql.raw(`position between 1 and ${ORGANIC_WIN_MAX_POSITION}`);

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function listPpcKeywords(scope: BrandScope, state: PpcTableState): Promise<PpcPage<PpcKeywordRow>> {
  const f = state.filters;
  const where: SQL[] = [sql`pk.brand_id = ${scope.brandId}`];
  if (f.network) where.push(sql`c.network = ${f.network}`);
  if (f.campaign) where.push(sql`c.id = ${f.campaign}`);
  if (f.adgroup) where.push(f.adgroup === "planned" ? sql`pk.ad_group_id is null` : sql`pk.ad_group_id = ${f.adgroup}`);
  if (f.match) where.push(sql`pk.match_type = ${f.match}`);
  if (f.q) where.push(sql`k.keyword_key ilike ${likePattern(keywordKey(f.q))}`);
  where.push(...metricHaving(f, { cost: "pk.cost", clicks: "pk.clicks", conversions: "pk.conversions" }));
  const outer: SQL[] = f.organic ? [organicWin] : [sql`true`];
  const order = orderOf(state.sort, { keyword: sql.raw("keyword_key"), qualityScore: sql.raw("quality_score"), maxCpc: sql.raw("max_cpc") }, "id");
  const rows = await withScope(scope, (tx) =>
    tx.execute<Record<string, unknown>>(sql`
      with base as (
        select pk.id, pk.keyword_id, k.keyword, k.keyword_key, pk.match_type, pk.status, pk.quality_score, pk.max_cpc::float8 as max_cpc,
          pk.cost::float8 as cost, pk.clicks, pk.impressions, pk.conversions::float8 as conversions, pk.conversion_value::float8 as conversion_value,
          pk.metrics_from::text as metrics_from, pk.metrics_to::text as metrics_to,
          c.network, c.name as campaign, ag.name as ad_group, k.position, k.position_url
        from ppc_keywords pk
        join seo_keywords k on k.brand_id = pk.brand_id and k.id = pk.keyword_id
        left join ppc_ad_groups ag on ag.brand_id = pk.brand_id and ag.id = pk.ad_group_id
        left join ppc_campaigns c on c.brand_id = pk.brand_id and c.id = ag.campaign_id
        where ${sql.join(where, sql` and `)}
      )
      select *, count(*) over ()::int as total,
        count(*) filter (where ${organicWin} and cost > 0) over ()::int as overlap_terms,
        coalesce(sum(cost) filter (where ${organicWin}) over (), 0)::float8 as overlap_cost
      from base where ${sql.join(outer, sql` and `)}
      order by ${order}
      ${pageSql(state)}`),
  );
  const first = rows[0];
  return {
    total: num(first?.total),
    overlap: { terms: num(first?.overlap_terms), cost: num(first?.overlap_cost) },
    rows: rows.map((r) => ({
      id: String(r.id),
      keywordId: String(r.keyword_id),
      keyword: String(r.keyword),
      matchType: String(r.match_type),
      status: (r.status as string | null) ?? null,
      qualityScore: numOrNull(r.quality_score),
      maxCpc: numOrNull(r.max_cpc),
      network: (r.network as string | null) ?? null,
      campaign: (r.campaign as string | null) ?? null,
      adGroup: (r.ad_group as string | null) ?? null,
      metricsFrom: (r.metrics_from as string | null) ?? null,
      metricsTo: (r.metrics_to as string | null) ?? null,
      cost: num(r.cost),
      clicks: num(r.clicks),
      impressions: num(r.impressions),
      conversions: num(r.conversions),
      conversionValue: num(r.conversion_value),
      position: numOrNull(r.position),
      positionUrl: (r.position_url as string | null) ?? null,
    })),
  };
}

/** Ad groups a page of terms served from, named with their campaign (one query for the page). */
async function adGroupNames(scope: BrandScope, ids: string[]): Promise<Map<string, { id: string; name: string; campaign: string; network: PpcNetwork }>> {
  if (!ids.length) return new Map();
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ id: ppcAdGroups.id, name: ppcAdGroups.name, campaign: ppcCampaigns.name, network: ppcCampaigns.network })
      .from(ppcAdGroups)
      .innerJoin(ppcCampaigns, and(eq(ppcCampaigns.brandId, ppcAdGroups.brandId), eq(ppcCampaigns.id, ppcAdGroups.campaignId)))
      .where(and(eq(ppcAdGroups.brandId, scope.brandId), inArray(ppcAdGroups.id, ids))),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The search terms of the period, one row per term: sums over every ad group, day and keyword that served
 * it. The aggregate over all the brand's rows is plain sums (a hash aggregate, no per-group sorting); the
 * organic position joins in before the sort only when the sort or filter needs it, and the spellings, ad
 * groups, match types and keywords are read for the page's terms alone.
 */
export async function listPpcSearchTerms(scope: BrandScope, state: PpcTableState, start?: string | null): Promise<PpcPage<PpcTermRow>> {
  const f = state.filters;
  const from = start === undefined ? await periodStart(scope, f.period) : start;
  const where: SQL[] = [sql`st.brand_id = ${scope.brandId}`];
  if (from) where.push(sql`st.period_to >= ${from}`);
  if (f.network) where.push(sql`st.network = ${f.network}`);
  if (f.campaign) where.push(sql`st.campaign_id = ${f.campaign}`);
  if (f.adgroup && f.adgroup !== "planned") where.push(sql`st.ad_group_id = ${f.adgroup}`);
  if (f.adgroup === "planned") where.push(sql`false`);
  // Reports write "exact (close variant)"; the filter's "exact" means both.
  if (f.match) where.push(sql`st.match_type ilike ${`${f.match}%`}`);
  if (f.q) where.push(sql`st.term_key ilike ${likePattern(keywordKey(f.q))}`);
  const rowFilter = sql.join(where, sql` and `);
  const having = metricHaving(f, { cost: "sum(st.cost)", clicks: "sum(st.clicks)", conversions: "sum(st.conversions)" });
  const havingSql = having.length ? sql`having ${sql.join(having, sql` and `)}` : sql``;
  const order = orderOf(state.sort, { term: sql.raw("term_key") }, "term_key");
  const organicFirst = !!f.organic || state.sort.id === "position";
  const run = (page: number) =>
    withScope(scope, (tx) =>
      tx.execute<Record<string, unknown>>(sql`
        with agg as (
          select st.term_key,
            sum(st.cost)::float8 as cost, sum(st.clicks)::float8 as clicks, sum(st.impressions)::float8 as impressions,
            sum(st.conversions)::float8 as conversions, sum(st.conversion_value)::float8 as conversion_value
          from ppc_search_terms st
          where ${rowFilter}
          group by st.term_key
          ${havingSql}
        )
        ${
          organicFirst
            ? sql`select agg.*, k.position, k.position_url, count(*) over ()::int as total
                from agg left join seo_keywords k on k.brand_id = ${scope.brandId} and k.keyword_key = agg.term_key
                ${f.organic ? sql`where ${organicWin}` : sql``}
                order by ${order} ${pageSql({ page, size: state.size })}`
            : sql`select p.*, k.position, k.position_url from (
                  select agg.*, count(*) over ()::int as total from agg order by ${order} ${pageSql({ page, size: state.size })}
                ) p left join seo_keywords k on k.brand_id = ${scope.brandId} and k.keyword_key = p.term_key
                order by ${order}`
        }`),
    );
  const overlapOf = () =>
    withScope(scope, (tx) =>
      tx.execute<{ terms: number; cost: number }>(sql`
        select count(*) filter (where cost > 0)::int as terms, coalesce(sum(cost), 0)::float8 as cost from (
          select st.term_key, sum(st.cost) as cost
          from seo_keywords k
          join ppc_search_terms st on st.brand_id = k.brand_id and st.term_key = k.keyword_key
          where k.brand_id = ${scope.brandId} and k.position between 1 and ${ORGANIC_WIN_MAX_POSITION} and ${rowFilter}
          group by st.term_key
          ${havingSql}
        ) t`),
    );
  const [firstTry, [overlap]] = await Promise.all([run(state.page), overlapOf()]);
  let rows = firstTry;
  // A page past the end (a stale link after a filter narrowed): show the first page, not nothing.
  if (!rows.length && state.page > 1) rows = await run(1);
  const keys = rows.map((r) => String(r.term_key));
  const details = keys.length
    ? await withScope(scope, (tx) =>
        tx.execute<{ term_key: string; term: string; ad_group_ids: string[] | null; ad_group_count: number; match_types: string[]; keywords: string[] }>(sql`
          select st.term_key, min(st.term) as term,
            (array_agg(distinct st.ad_group_id) filter (where st.ad_group_id is not null))[1:3] as ad_group_ids,
            count(distinct st.ad_group_id)::int as ad_group_count,
            coalesce(array_agg(distinct st.match_type) filter (where st.match_type is not null), '{}') as match_types,
            coalesce((array_agg(distinct st.keyword_text) filter (where st.keyword_text is not null))[1:3], '{}') as keywords
          from ppc_search_terms st
          where ${rowFilter} and st.term_key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})
          group by st.term_key`),
      )
    : [];
  const byKey = new Map(details.map((d) => [d.term_key, d]));
  const names = await adGroupNames(scope, [...new Set(details.flatMap((d) => d.ad_group_ids ?? []))]);
  return {
    total: num(rows[0]?.total),
    overlap: { terms: num(overlap?.terms), cost: num(overlap?.cost) },
    rows: rows.map((r) => {
      const d = byKey.get(String(r.term_key));
      return {
        termKey: String(r.term_key),
        term: d?.term ?? String(r.term_key),
        adGroups: (d?.ad_group_ids ?? []).flatMap((id) => names.get(id) ?? []),
        adGroupCount: num(d?.ad_group_count),
        matchTypes: d?.match_types ?? [],
        keywords: d?.keywords ?? [],
        cost: num(r.cost),
        clicks: num(r.clicks),
        impressions: num(r.impressions),
        conversions: num(r.conversions),
        conversionValue: num(r.conversion_value),
        position: numOrNull(r.position),
        positionUrl: (r.position_url as string | null) ?? null,
      };
    }),
  };
}

export type FilterOptions = {
  campaigns: { id: string; name: string; network: string }[];
  adGroups: { id: string; name: string; campaignId: string }[];
};

async function filterOptions(scope: BrandScope): Promise<FilterOptions> {
  return withScope(scope, async (tx) => ({
    campaigns: await tx
      .select({ id: ppcCampaigns.id, name: ppcCampaigns.name, network: ppcCampaigns.network })
      .from(ppcCampaigns)
      .where(eq(ppcCampaigns.brandId, scope.brandId))
      .orderBy(asc(sql`lower(${ppcCampaigns.name})`))
      .limit(500),
    adGroups: await tx
      .select({ id: ppcAdGroups.id, name: ppcAdGroups.name, campaignId: ppcAdGroups.campaignId })
      .from(ppcAdGroups)
      .where(eq(ppcAdGroups.brandId, scope.brandId))
      .orderBy(asc(sql`lower(${ppcAdGroups.name})`))
      .limit(1000),
  }));
}

/** Whether the brand has any paid keyword or search term (the empty state), read off the brand indexes. */
async function brandHasPpcData(scope: BrandScope): Promise<boolean> {
  return withScope(scope, async (tx) => {
    const [k] = await tx.select({ id: ppcKeywords.id }).from(ppcKeywords).where(eq(ppcKeywords.brandId, scope.brandId)).limit(1);
    if (k) return true;
    const [t] = await tx.select({ id: ppcSearchTerms.id }).from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, scope.brandId)).limit(1);
    return !!t;
  });
}

export async function ppcCurrency(scope: BrandScope): Promise<string> {
  const [row] = await withScope(scope, (tx) => tx.select({ currency: ppcSettings.currency }).from(ppcSettings).where(eq(ppcSettings.brandId, scope.brandId)));
  return row?.currency ?? "USD";
}

/** Everything the page renders for one request; the route file only composes. */
export async function loadSearchKeywords(scope: BrandScope, params: SearchParams) {
  const tab = parseTab(params);
  const state = parsePpcTable(tab === "ngrams" ? "keywords" : tab, params);
  const [hasData, currency, options] = await Promise.all([brandHasPpcData(scope), ppcCurrency(scope), filterOptions(scope)]);
  const keywords = hasData && tab === "keywords" ? await listPpcKeywords(scope, state) : null;
  const terms = hasData && tab === "terms" ? await listPpcSearchTerms(scope, state) : null;
  return { tab, state, hasData, currency, options, keywords, terms } as const;
}
