/**
 * /seo-analytics: Search Console and GA4 organic figures together for a period and the one before it.
 *
 * The period ends on the latest day the brand has data for (Search Console lags two days, an import
 * may be months old), not on today, so a page of imported data is never empty for being old.
 * Rows of different dimension sets never add up: for each view one set is read — Search Console's
 * API rows (query × page × date) when the period has them, else the Performance export's table for
 * that view (Dates, Pages, Queries, Devices, Countries); GA4's finest set holding the view's
 * dimension (the API's date × landing page × device × country, or a download's own table).
 * An export table without dates covers its own range: it is shown, marked "undated", and no
 * comparison is made for it.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { seoKeywords } from "@/db/schema";
import type { Tx } from "@/db/client";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { brandClassifier, type BrandClass } from "../analysis/branded";
import { keywordKey } from "../keyword-text";
import { getBrandTerms, lexiconOf } from "./words";

export const ANALYTICS_PERIODS = [7, 28, 90, 180] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export type Totals = { clicks: number; impressions: number; ctr: number | null; position: number | null; sessions: number; engagedSessions: number; keyEvents: number };
export type DayPoint = { date: string; clicks: number | null; impressions: number | null; ctr: number | null; position: number | null; sessions: number | null; keyEvents: number | null };
export type PageRow = { page: string; path: string; clicks: number | null; impressions: number | null; ctr: number | null; position: number | null; sessions: number | null; engagedSessions: number | null; keyEvents: number | null };
export type QueryRow = { query: string; clicks: number; impressions: number; ctr: number; position: number; class: BrandClass };
export type SplitRow = { key: string; clicks: number | null; impressions: number | null; sessions: number | null; keyEvents: number | null };

export type SeoAnalytics = {
  hasGsc: boolean;
  hasGa4: boolean;
  period: { days: AnalyticsPeriod; start: string; end: string; previousStart: string; previousEnd: string } | null;
  /** Where each part came from, for the notes under the figures. */
  sources: { gsc: "api" | "export" | null; ga4: "api" | "export" | null; gscUndated: boolean; ga4Undated: boolean };
  current: Totals;
  previous: Totals | null;
  series: DayPoint[];
  pages: PageRow[];
  queries: QueryRow[];
  devices: SplitRow[];
  countries: SplitRow[];
  branded: { class: BrandClass; clicks: number; impressions: number; queries: number }[];
};

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** "https://example.com/guides/a?x=1" → "/guides/a"; a GA4 landing page is already a path. */
export function pagePath(page: string): string {
  if (page.startsWith("/")) return page.split(/[?#]/)[0] || "/";
  try {
    return new URL(page).pathname || "/";
  } catch {
    return page;
  }
}

type Range = { start: string; end: string };
const num = (v: unknown) => Number(v ?? 0);

/** Which Search Console rows a view reads: API rows in the range when there are any, else the export's table. */
async function gscSource(tx: Tx, scope: BrandScope, range: Range): Promise<"api" | "export" | null> {
  const [api] = await tx.execute<{ n: number }>(sql`select count(*)::int as n from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and source = 'gsc' and day between ${range.start}::date and ${range.end}::date`);
  if (num(api?.n)) return "api";
  const [exp] = await tx.execute<{ n: number }>(sql`select count(*)::int as n from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and source = 'gsc_export'`);
  return num(exp?.n) ? "export" : null;
}

/**
 * The API sync's query × page × date rows, without its date × device and date × country splits
 * (whole-property figures of the same days: adding them would count every click three times).
 */
const API_DETAIL = sql`source = 'gsc' and device is null and country is null`;

/** Export rows of one Performance-export table: exactly one of the view's columns set. */
function exportTable(view: "date" | "page" | "query" | "device" | "country") {
  const cols = { date: sql`day`, page: sql`page`, query: sql`query`, device: sql`device`, country: sql`country` };
  const set = Object.entries(cols).map(([k, c]) => (k === view ? sql`${c} is not null` : sql`${c} is null`));
  return sql.join([sql`source = 'gsc_export'`, ...set], sql` and `);
}

async function gscTotals(tx: Tx, scope: BrandScope, src: "api" | "export", range: Range): Promise<Pick<Totals, "clicks" | "impressions" | "ctr" | "position"> & { dated: boolean }> {
  const where = src === "api" ? sql`${API_DETAIL} and day between ${range.start}::date and ${range.end}::date` : sql`${exportTable("date")} and day between ${range.start}::date and ${range.end}::date`;
  let [r] = await tx.execute<{ c: number; i: number; w: number | null; n: number }>(
    sql`select coalesce(sum(clicks),0)::int as c, coalesce(sum(impressions),0)::int as i, sum(position * greatest(impressions,1)) / nullif(sum(greatest(impressions,1)),0) as w, count(*)::int as n from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and ${where}`,
  );
  let dated = true;
  const [anyDates] = src === "export" && !num(r?.n) ? await tx.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and ${exportTable("date")} limit 1) x`) : [{ n: 1 }];
  if (!num(anyDates?.n)) {
    // No Dates.csv: the Pages table is the export's whole-range total.
    [r] = await tx.execute(sql`select coalesce(sum(clicks),0)::int as c, coalesce(sum(impressions),0)::int as i, sum(position * greatest(impressions,1)) / nullif(sum(greatest(impressions,1)),0) as w, count(*)::int as n from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and ${exportTable("page")}`);
    dated = false;
  }
  const clicks = num(r?.c);
  const impressions = num(r?.i);
  return { clicks, impressions, ctr: impressions ? clicks / impressions : null, position: r?.w === null || r?.w === undefined ? null : Math.round(Number(r.w) * 10) / 10, dated };
}

/** The GA4 dimension set a view reads: the API's full set when the range has it, else the finest set with the dimension. */
async function ga4Set(tx: Tx, scope: BrandScope, dim: "date" | "landingPage" | "device" | "country", range: Range | null): Promise<{ source: string; dims: string } | null> {
  const rows = await tx.execute<{ source: string; dims: string; n: number }>(sql`
    select source, dims, count(*)::int as n from seo_ga4_rows
    where brand_id = ${scope.brandId}::uuid and (',' || dims || ',') like ${`%,${dim},%`}
      and (${range === null} or day is null or day between ${range?.start ?? "1970-01-01"}::date and ${range?.end ?? "1970-01-01"}::date)
    group by source, dims`);
  const ranked = [...rows].sort((a, b) => (a.source === "ga4" ? 0 : 1) - (b.source === "ga4" ? 0 : 1) || b.dims.split(",").length - a.dims.split(",").length || num(b.n) - num(a.n));
  return ranked[0] ? { source: ranked[0].source, dims: ranked[0].dims } : null;
}

const inSet = (s: { source: string; dims: string }) => sql`source = ${s.source} and dims = ${s.dims}`;
const dated = (s: { dims: string }) => s.dims.split(",").includes("date");
const inRange = (s: { dims: string }, r: Range) => (dated(s) ? sql`day between ${r.start}::date and ${r.end}::date` : sql`true`);

async function ga4Totals(tx: Tx, scope: BrandScope, set: { source: string; dims: string }, range: Range) {
  const [r] = await tx.execute<{ s: number; e: number; k: number }>(
    sql`select coalesce(sum(sessions),0)::int as s, coalesce(sum(engaged_sessions),0)::int as e, coalesce(sum(key_events),0)::float8 as k from seo_ga4_rows where brand_id = ${scope.brandId}::uuid and ${inSet(set)} and ${inRange(set, range)}`,
  );
  return { sessions: num(r?.s), engagedSessions: num(r?.e), keyEvents: Math.round(num(r?.k) * 100) / 100 };
}

const EMPTY: Totals = { clicks: 0, impressions: 0, ctr: null, position: null, sessions: 0, engagedSessions: 0, keyEvents: 0 };

export async function loadSeoAnalytics(scope: BrandScope, days: AnalyticsPeriod = 28): Promise<SeoAnalytics> {
  const terms = await getBrandTerms(scope);
  return withScope(scope, async (tx) => {
    const [latest] = await tx.execute<{ gsc: string | null; ga4: string | null; anygsc: number; anyga4: number }>(sql`
      select (select max(day)::text from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and day is not null) as gsc,
             (select max(day)::text from seo_ga4_rows where brand_id = ${scope.brandId}::uuid and day is not null) as ga4,
             (select count(*)::int from (select 1 from seo_gsc_rows where brand_id = ${scope.brandId}::uuid limit 1) x) as anygsc,
             (select count(*)::int from (select 1 from seo_ga4_rows where brand_id = ${scope.brandId}::uuid limit 1) y) as anyga4`);
    const hasGsc = num(latest?.anygsc) > 0;
    const hasGa4 = num(latest?.anyga4) > 0;
    const out: SeoAnalytics = { hasGsc, hasGa4, period: null, sources: { gsc: null, ga4: null, gscUndated: false, ga4Undated: false }, current: EMPTY, previous: null, series: [], pages: [], queries: [], devices: [], countries: [], branded: [] };
    if (!hasGsc && !hasGa4) return out;
    const end = [latest?.gsc, latest?.ga4].filter((d): d is string => !!d).sort().at(-1) ?? new Date().toISOString().slice(0, 10);
    const cur: Range = { start: addDays(end, 1 - days), end };
    const prev: Range = { start: addDays(end, 1 - 2 * days), end: addDays(end, -days) };
    out.period = { days, start: cur.start, end: cur.end, previousStart: prev.start, previousEnd: prev.end };

    const gsc = hasGsc ? await gscSource(tx, scope, cur) : null;
    const gscPrevSrc = hasGsc ? await gscSource(tx, scope, prev) : null;
    const ga4Date = hasGa4 ? await ga4Set(tx, scope, "date", null) : null;
    out.sources.gsc = gsc;
    out.sources.ga4 = ga4Date ? (ga4Date.source === "ga4" ? "api" : "export") : hasGa4 ? "export" : null;

    const totals = async (range: Range, src: "api" | "export" | null): Promise<{ t: Totals; gscDated: boolean; ga4Dated: boolean }> => {
      const g = src ? await gscTotals(tx, scope, src, range) : { clicks: 0, impressions: 0, ctr: null, position: null, dated: true };
      const set = ga4Date ?? (hasGa4 ? await ga4Set(tx, scope, "landingPage", null) : null);
      const a = set ? await ga4Totals(tx, scope, set, range) : { sessions: 0, engagedSessions: 0, keyEvents: 0 };
      return { t: { clicks: g.clicks, impressions: g.impressions, ctr: g.ctr, position: g.position, ...a }, gscDated: g.dated, ga4Dated: !set || dated(set) };
    };
    const now = await totals(cur, gsc);
    out.current = now.t;
    out.sources.gscUndated = !!gsc && !now.gscDated;
    out.sources.ga4Undated = hasGa4 && !now.ga4Dated;
    // A comparison only between dated figures: an undated export table has no "previous period".
    if (now.gscDated && now.ga4Dated) out.previous = (await totals(prev, gscPrevSrc)).t;

    // Over time: one point per day of the period, null where a source has no figure.
    const byDay = new Map<string, DayPoint>();
    for (let d = cur.start; d <= cur.end; d = addDays(d, 1)) byDay.set(d, { date: d, clicks: null, impressions: null, ctr: null, position: null, sessions: null, keyEvents: null });
    if (gsc) {
      const where = gsc === "api" ? API_DETAIL : exportTable("date");
      const rows = await tx.execute<{ d: string; c: number; i: number; w: number | null }>(sql`
        select day::text as d, sum(clicks)::int as c, sum(impressions)::int as i, sum(position * greatest(impressions,1)) / nullif(sum(greatest(impressions,1)),0) as w
        from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and ${where} and day between ${cur.start}::date and ${cur.end}::date group by day`);
      for (const r of rows) {
        const p = byDay.get(r.d);
        if (!p) continue;
        Object.assign(p, { clicks: num(r.c), impressions: num(r.i), ctr: num(r.i) ? num(r.c) / num(r.i) : null, position: r.w === null ? null : Math.round(Number(r.w) * 10) / 10 });
      }
    }
    if (ga4Date) {
      const rows = await tx.execute<{ d: string; s: number; k: number }>(sql`
        select day::text as d, sum(sessions)::int as s, sum(key_events)::float8 as k from seo_ga4_rows
        where brand_id = ${scope.brandId}::uuid and ${inSet(ga4Date)} and day between ${cur.start}::date and ${cur.end}::date group by day`);
      for (const r of rows) {
        const p = byDay.get(r.d);
        if (p) Object.assign(p, { sessions: num(r.s), keyEvents: Math.round(num(r.k) * 100) / 100 });
      }
    }
    out.series = [...byDay.values()];

    out.pages = await topPages(tx, scope, gsc, cur);
    const queries = await topQueries(tx, scope, gsc, cur, terms, 100_000);
    out.queries = queries.slice(0, 1000);
    out.devices = await split(tx, scope, "device", gsc, cur);
    out.countries = await split(tx, scope, "country", gsc, cur);
    const sums = new Map<BrandClass, { clicks: number; impressions: number; queries: number }>();
    for (const q of queries) {
      const s = sums.get(q.class) ?? { clicks: 0, impressions: 0, queries: 0 };
      s.clicks += q.clicks;
      s.impressions += q.impressions;
      s.queries++;
      sums.set(q.class, s);
    }
    out.branded = (["branded", "non_branded", "competitor"] as const).map((c) => ({ class: c, ...(sums.get(c) ?? { clicks: 0, impressions: 0, queries: 0 }) }));
    return out;
  });
}

function gscWhere(view: "page" | "query" | "device" | "country", src: "api" | "export", range: Range) {
  const col = sql.raw(view);
  return src === "api" ? sql`source = 'gsc' and ${col} is not null and day between ${range.start}::date and ${range.end}::date` : exportTable(view);
}

async function topPages(tx: Tx, scope: BrandScope, gsc: "api" | "export" | null, range: Range, limit = 1000): Promise<PageRow[]> {
  const rows = new Map<string, PageRow>();
  if (gsc) {
    const g = await tx.execute<{ page: string; c: number; i: number; w: number | null }>(sql`
      select page, sum(clicks)::int as c, sum(impressions)::int as i, sum(position * greatest(impressions,1)) / nullif(sum(greatest(impressions,1)),0) as w
      from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and ${gscWhere("page", gsc, range)} group by page order by c desc, i desc limit 1000`);
    for (const r of g) {
      const path = pagePath(r.page);
      rows.set(path, { page: r.page, path, clicks: num(r.c), impressions: num(r.i), ctr: num(r.i) ? num(r.c) / num(r.i) : null, position: r.w === null ? null : Math.round(Number(r.w) * 10) / 10, sessions: null, engagedSessions: null, keyEvents: null });
    }
  }
  const set = await ga4Set(tx, scope, "landingPage", range);
  if (set) {
    const a = await tx.execute<{ p: string; s: number; e: number; k: number }>(sql`
      select landing_page as p, sum(sessions)::int as s, sum(engaged_sessions)::int as e, sum(key_events)::float8 as k from seo_ga4_rows
      where brand_id = ${scope.brandId}::uuid and ${inSet(set)} and ${inRange(set, range)} group by landing_page order by s desc limit 1000`);
    for (const r of a) {
      const path = pagePath(r.p);
      const row = rows.get(path) ?? { page: r.p, path, clicks: null, impressions: null, ctr: null, position: null, sessions: 0, engagedSessions: 0, keyEvents: 0 };
      row.sessions = (row.sessions ?? 0) + num(r.s);
      row.engagedSessions = (row.engagedSessions ?? 0) + num(r.e);
      row.keyEvents = Math.round(((row.keyEvents ?? 0) + num(r.k)) * 100) / 100;
      rows.set(path, row);
    }
  }
  return [...rows.values()].sort((x, y) => (y.clicks ?? -1) - (x.clicks ?? -1) || (y.sessions ?? 0) - (x.sessions ?? 0)).slice(0, limit);
}

async function topQueries(tx: Tx, scope: BrandScope, gsc: "api" | "export" | null, range: Range, terms: Awaited<ReturnType<typeof getBrandTerms>>, limit = 1000): Promise<QueryRow[]> {
  if (!gsc) return [];
  const rows = await tx.execute<{ q: string; c: number; i: number; w: number | null }>(sql`
    select query as q, sum(clicks)::int as c, sum(impressions)::int as i, sum(position * greatest(impressions,1)) / nullif(sum(greatest(impressions,1)),0) as w
    from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and ${gscWhere("query", gsc, range)} group by query order by c desc, i desc limit ${limit}`);
  const overrides = await tx
    .select({ key: seoKeywords.keywordKey, cls: seoKeywords.brandClassOverride })
    .from(seoKeywords)
    .where(and(eq(seoKeywords.brandId, scope.brandId), isNotNull(seoKeywords.brandClassOverride)));
  const classify = brandClassifier({ ...lexiconOf(terms), overrides: new Map(overrides.map((o) => [o.key, o.cls as BrandClass])) });
  return rows.map((r) => ({ query: r.q, clicks: num(r.c), impressions: num(r.i), ctr: num(r.i) ? num(r.c) / num(r.i) : 0, position: r.w === null ? 0 : Math.round(Number(r.w) * 10) / 10, class: classify(keywordKey(r.q)).class }));
}

/** Device or country: Search Console's (the export's table, or API rows that carry it) next to GA4's. */
async function split(tx: Tx, scope: BrandScope, dim: "device" | "country", gsc: "api" | "export" | null, range: Range): Promise<SplitRow[]> {
  const out = new Map<string, SplitRow>();
  const key = (k: string) => (dim === "device" ? k.toLowerCase() : k);
  if (gsc) {
    const g = await tx.execute<{ k: string; c: number; i: number }>(sql`
      select ${sql.raw(dim)} as k, sum(clicks)::int as c, sum(impressions)::int as i from seo_gsc_rows
      where brand_id = ${scope.brandId}::uuid and ${gscWhere(dim, gsc, range)} group by 1`);
    for (const r of g) out.set(key(r.k), { key: key(r.k), clicks: num(r.c), impressions: num(r.i), sessions: null, keyEvents: null });
  }
  const set = await ga4Set(tx, scope, dim, range);
  if (set) {
    const a = await tx.execute<{ k: string; s: number; kk: number }>(sql`
      select ${sql.raw(dim)} as k, sum(sessions)::int as s, sum(key_events)::float8 as kk from seo_ga4_rows
      where brand_id = ${scope.brandId}::uuid and ${inSet(set)} and ${inRange(set, range)} group by 1`);
    for (const r of a) {
      const row = out.get(key(r.k)) ?? { key: key(r.k), clicks: null, impressions: null, sessions: null, keyEvents: null };
      row.sessions = num(r.s);
      row.keyEvents = Math.round(num(r.kk) * 100) / 100;
      out.set(key(r.k), row);
    }
  }
  return [...out.values()].sort((x, y) => (y.clicks ?? 0) + (y.sessions ?? 0) - ((x.clicks ?? 0) + (x.sessions ?? 0)));
}
