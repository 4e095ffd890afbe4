/**
 * The brand's daily Search Console history (seo_gsc_rows with a day, a page and a query: the API sync
 * or a bulk data export) as series per page, per query and for the whole site, and the declines found
 * in it with their likely causes. A day the API sync covers is read from the sync; a day only an
 * import covers, from the import — the two are never added together.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { brands, seoSerps } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { keywordKey } from "../keyword-text";
import { hostOf, isOwnDomain } from "../own-domain";
import { competitorTakeover, detectDeclines, type CompetitorTakeover, type DailyFigures, type DeclineEntity, type DetectedDecline, type Comparison, type SerpSnapshot } from "./rules";
import { changesBetweenCrawls, crawlHistory, type TechnicalChange } from "./technical";
import { addDays, updatesBetween, type GoogleUpdate } from "./updates";

export type SiteDay = { day: string; clicks: number; impressions: number; position: number | null };

export type DeclineHistory = {
  span: { firstDay: string; lastDay: string } | null;
  site: SiteDay[];
  pages: Map<string, DailyFigures[]>;
  queries: Map<string, DailyFigures[]>;
};

type SeriesRow = { entity: DeclineEntity; key: string; day: string; clicks: number; impressions: number; weighted: number };

export async function loadDeclineHistory(scope: BrandScope): Promise<DeclineHistory> {
  const rows = await withScope(scope, (tx) =>
    // One pass over the brand's rows, no join: a day's rows come from the API where it has any, else
    // from the export. A self-join here was planned as a nested loop when the statistics predated a big
    // import (228 s on the embedded database for one 37,000-row bulk export, 0.4 s after ANALYZE).
    tx.execute<SeriesRow>(sql`
      with r as (
        select day, page, query, clicks, impressions, position, source, bool_or(source = 'gsc') over (partition by day) as api
        from seo_gsc_rows
        where brand_id = ${scope.brandId}::uuid and day is not null and query is not null and page is not null
      ), k as materialized (select day, page, query, clicks, impressions, position from r where source = case when api then 'gsc' else 'gsc_export' end)
      select 'page' as entity, page as key, day::text as day, sum(clicks)::int as clicks, sum(impressions)::int as impressions, sum(position * impressions)::float8 as weighted from k group by page, day
      union all
      select 'query', query, day::text, sum(clicks)::int, sum(impressions)::int, sum(position * impressions)::float8 from k group by query, day`),
  );
  const pages = new Map<string, DailyFigures[]>();
  const queries = new Map<string, DailyFigures[]>();
  const site = new Map<string, { clicks: number; impressions: number; weighted: number }>();
  for (const r of rows) {
    const target = r.entity === "page" ? pages : queries;
    const list = target.get(r.key) ?? [];
    list.push({ day: r.day, clicks: r.clicks, impressions: r.impressions, weightedPosition: r.weighted });
    target.set(r.key, list);
    if (r.entity === "page") {
      const s = site.get(r.day) ?? { clicks: 0, impressions: 0, weighted: 0 };
      s.clicks += r.clicks;
      s.impressions += r.impressions;
      s.weighted += r.weighted;
      site.set(r.day, s);
    }
  }
  const days = [...site.keys()].sort();
  return {
    span: days.length ? { firstDay: days[0]!, lastDay: days.at(-1)! } : null,
    site: days.map((day) => {
      const s = site.get(day)!;
      return { day, clicks: s.clicks, impressions: s.impressions, position: s.impressions ? Math.round((s.weighted / s.impressions) * 100) / 100 : null };
    }),
    pages,
    queries,
  };
}

export type DeclineCause =
  | { kind: "update"; updates: GoogleUpdate[] }
  | { kind: "competitor"; takeover: CompetitorTakeover }
  | { kind: "technical"; changes: TechnicalChange[] };

export type Decline = DetectedDecline & { id: string; causes: DeclineCause[] };

/** A decline's stable reference (URL and task source): entity, comparison, window end and key. */
export type DeclineRef = { entity: DeclineEntity; comparison: Comparison; windowEnd: string; key: string };

export function declineId(d: DeclineRef): string {
  return Buffer.from(JSON.stringify([d.entity, d.comparison, d.windowEnd, d.key])).toString("base64url");
}

export function parseDeclineId(id: string): DeclineRef | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(id, "base64url").toString("utf8"));
    if (!Array.isArray(v) || v.length !== 4 || !v.every((x) => typeof x === "string")) return null;
    const [entity, comparison, windowEnd, key] = v as string[];
    if ((entity !== "page" && entity !== "query") || (comparison !== "previous" && comparison !== "year") || !/^\d{4}-\d{2}-\d{2}$/.test(windowEnd!)) return null;
    return { entity, comparison, windowEnd: windowEnd!, key: key! };
  } catch {
    return null;
  }
}

/** An update counts when it rolled out in the window or in the week before it (rankings settle late). */
const UPDATE_LEAD_DAYS = 7;

async function ownDomains(scope: BrandScope): Promise<string[]> {
  const [b] = await withScope(scope, (tx) => tx.select({ website: brands.website }).from(brands).where(eq(brands.id, scope.brandId)));
  return [hostOf(b?.website)].filter((d): d is string => !!d);
}

/** SERPs stored for the declined queries (seo_serps is shared; its RLS shows those of this brand's keywords). */
async function serpHistory(scope: BrandScope, queries: readonly string[], from: string, to: string): Promise<Map<string, SerpSnapshot[]>> {
  const keys = [...new Set(queries.map(keywordKey).filter(Boolean))];
  const out = new Map<string, SerpSnapshot[]>();
  if (!keys.length) return out;
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ key: seoSerps.keywordKey, day: sql<string>`${seoSerps.day}::text`, organic: seoSerps.organic })
      .from(seoSerps)
      .where(sql`${inArray(seoSerps.keywordKey, keys)} and ${seoSerps.day} between ${from}::date and ${to}::date`),
  );
  for (const r of rows) {
    const list = out.get(r.key) ?? [];
    list.push({ day: r.day, organic: r.organic.map((o) => ({ position: o.position, domain: o.domain || hostOf(o.url) || "", url: o.url })) });
    out.set(r.key, list);
  }
  return out;
}

/** Every decline of the brand's pages and queries, biggest click loss first, each with its likely causes. */
export async function listDeclines(scope: BrandScope, history?: DeclineHistory): Promise<Decline[]> {
  const h = history ?? (await loadDeclineHistory(scope));
  if (!h.span) return [];
  const found = [...detectDeclines("page", h.pages, h.span), ...detectDeclines("query", h.queries, h.span)];
  if (!found.length) return [];
  const queryDeclines = found.filter((d) => d.entity === "query");
  const serps = queryDeclines.length ? await serpHistory(scope, queryDeclines.map((d) => d.key), addDays(h.span.firstDay, -60), h.span.lastDay) : new Map<string, SerpSnapshot[]>();
  const own = serps.size ? await ownDomains(scope) : [];
  const crawls = await crawlHistory(scope, found.filter((d) => d.entity === "page").map((d) => d.key));
  const out: Decline[] = [];
  for (const d of found) {
    const causes: DeclineCause[] = [];
    const updates = updatesBetween(addDays(d.window.start, -UPDATE_LEAD_DAYS), d.window.end);
    if (updates.length) causes.push({ kind: "update", updates });
    if (d.entity === "query" && own.length) {
      const takeover = competitorTakeover(serps.get(keywordKey(d.key)) ?? [], d.window, (domain) => isOwnDomain(domain, own));
      if (takeover) causes.push({ kind: "competitor", takeover });
    }
    if (d.entity === "page") {
      const changes = changesBetweenCrawls(crawls.get(d.key) ?? [], d.baselineWindow.start, d.window.end);
      if (changes.length) causes.push({ kind: "technical", changes });
    }
    out.push({ ...d, id: declineId({ entity: d.entity, comparison: d.comparison, windowEnd: d.window.end, key: d.key }), causes });
  }
  return out;
}

/** One decline by its reference, recomputed from the stored rows (null: the data no longer shows it). */
export async function getDecline(scope: BrandScope, ref: DeclineRef): Promise<{ decline: Decline; series: DailyFigures[] } | null> {
  const h = await loadDeclineHistory(scope);
  const series = (ref.entity === "page" ? h.pages : h.queries).get(ref.key);
  if (!series || !h.span) return null;
  const only: DeclineHistory = { ...h, pages: ref.entity === "page" ? new Map([[ref.key, series]]) : new Map(), queries: ref.entity === "query" ? new Map([[ref.key, series]]) : new Map() };
  const decline = (await listDeclines(scope, only)).find((d) => d.comparison === ref.comparison && d.window.end === ref.windowEnd);
  return decline ? { decline, series } : null;
}
