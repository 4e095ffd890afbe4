/**
 * Every source of a 3D analysis behind one small interface each, so a new source is one entry here:
 * - PageSource: where step 1 takes pages from (Search Console, the sitemap, a pasted list);
 * - PairSource: where step 2 takes keyword ↔ page pairs from (GSC page×query rows, rankings);
 * - MetricSource: which figures step 4 shows per cell (GSC) or per page (a crawl).
 * The on-page audit's latest crawl (`latestCrawlPages`, modules/seo/audit/read.ts) is a PageSource
 * "crawl" and a MetricSource for auditScore, wordCount and inlinks (per page); the brand's latest
 * stored backlink profile (/competitors-backlinks) gives each page's live backlinks.
 */
import { and, desc, eq, gte, inArray, isNotNull, isNull, max, or, sql } from "drizzle-orm";
import { seoGscRows, seoKeywords } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { parseDay, toDay } from "@/lib/calendar-day";
import { plural } from "@/lib/format";
import { latestCrawlPages } from "../audit/read";
import { backlinksPerPage } from "../queries/backlinks";
import { getBrandDomains } from "../queries/domains";
import { cellKey, keywordKey, type CellMetrics, type MetricId, type PageSourceId, type Pair } from "./model";
import { readSitemapPages, sitemapUrlFor } from "./sitemap";

export const MAX_PAGES = 2_000;
export const MAX_PAIRS = 5_000;

export type { PageSourceId } from "./model";
export type PageCandidate = { url: string; detail?: string };

export type PageSource = {
  id: PageSourceId;
  label: string;
  description: string;
  /** What the source needs from the person: nothing, a sitemap address, or a list. */
  input: "none" | "url" | "text";
  load(scope: BrandScope, input: string): Promise<{ pages: PageCandidate[]; note?: string }>;
};

export type PairSourceId = "gsc" | "rankings";
export type PairSource = {
  id: PairSourceId;
  label: string;
  description: string;
  /** Pairs whose page is one of `pages`, best first. */
  load(scope: BrandScope, pages: readonly string[], periodDays: number): Promise<Pair[]>;
};

export type MetricSource = {
  id: string;
  label: string;
  metrics: readonly MetricId[];
  /** Figures per cell (keyed by cellKey) and/or per page (shown on every cell of that page). */
  read(scope: BrandScope, q: { pages: readonly string[]; pairs: readonly Pair[]; periodDays: number }): Promise<{ cells?: Map<string, CellMetrics>; pages?: Map<string, CellMetrics> }>;
};

/** A page address as the analysis keeps it: absolute http(s), no fragment; null when it is not one. */
export function normalisePageUrl(raw: string): string | null {
  const s = raw.trim();
  if (!s) return null;
  try {
    const u = new URL(s);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    u.hash = "";
    return u.toString();
  } catch {
    return null;
  }
}

/**
 * A pasted list (one URL per line, or separated by commas, tabs or spaces): the valid URLs, and what
 * was not one — a line without any URL is reported whole ("not a url"), not word by word.
 */
export function parsePastedPages(text: string): { pages: string[]; rejected: string[] } {
  const pages: string[] = [];
  const rejected: string[] = [];
  for (const line of text.split(/[\r\n,\t]+/)) {
    const parts = line.trim().split(/\s+/).filter(Boolean);
    if (!parts.length) continue;
    const urls = parts.map(normalisePageUrl);
    if (urls.every((u) => u === null)) {
      rejected.push(line.trim());
      continue;
    }
    parts.forEach((part, i) => (urls[i] ? pages.push(urls[i]!) : rejected.push(part)));
  }
  return { pages: [...new Set(pages)], rejected };
}

/**
 * The GSC day window: the last `periodDays` days ending on the brand's latest GSC day (Search Console
 * lags 2–3 days and imported exports end when they were taken, so "today" would cut real data off).
 * Rows without a day (an export's totals) always count.
 */
async function gscWindow(tx: Parameters<Parameters<typeof withScope>[1]>[0], scope: BrandScope, periodDays: number) {
  const [latest] = await tx.select({ day: max(seoGscRows.day) }).from(seoGscRows).where(eq(seoGscRows.brandId, scope.brandId));
  if (!latest?.day) return isNull(seoGscRows.day);
  const from = parseDay(latest.day);
  from.setUTCDate(from.getUTCDate() - periodDays + 1);
  return or(isNull(seoGscRows.day), gte(seoGscRows.day, toDay(from)))!;
}

const gscPages: PageSource = {
  id: "gsc",
  label: "Search Console pages",
  description: "Pages with impressions in the brand's Search Console data (the Google connection or an imported Performance export), most impressions first.",
  input: "none",
  load: (scope) =>
    withScope(scope, async (tx) => {
      const rows = await tx
        .select({ page: seoGscRows.page, impressions: sql<number>`sum(${seoGscRows.impressions})::int` })
        .from(seoGscRows)
        .where(and(eq(seoGscRows.brandId, scope.brandId), isNotNull(seoGscRows.page)))
        .groupBy(seoGscRows.page)
        .orderBy(desc(sql`sum(${seoGscRows.impressions})`), seoGscRows.page)
        .limit(MAX_PAGES);
      const pages = rows.flatMap((r) => {
        const url = normalisePageUrl(r.page ?? "");
        return url ? [{ url, detail: `${r.impressions} impressions` }] : [];
      });
      return { pages, note: pages.length ? undefined : "The brand has no Search Console pages yet: connect Google or import a Performance export on /settings-seo." };
    }),
};

const sitemapPages: PageSource = {
  id: "sitemap",
  label: "Sitemap",
  description: "The page URLs of the site's XML sitemap (sitemap indexes are followed). Leave the address empty to read /sitemap.xml of the brand's website.",
  input: "url",
  load: async (scope, input) => {
    let address = input.trim();
    if (!address) {
      const { own } = await getBrandDomains(scope);
      if (!own[0]) throw new ActionError("The brand has no website in Brand Basic Data: enter the sitemap address.");
      address = own[0];
    }
    let url: string;
    try {
      url = sitemapUrlFor(address);
    } catch {
      throw new ActionError(`"${address}" is not a web address.`);
    }
    const read = await readSitemapPages(scope, url);
    const pages = read.urls.flatMap((u) => {
      const n = normalisePageUrl(u);
      return n ? [{ url: n }] : [];
    });
    const note = `${plural(pages.length, "page")} from ${plural(read.sitemaps, "sitemap file")} at ${url}${read.truncated ? " (stopped at the limit)" : ""}.`;
    return { pages, note };
  },
};

const pastedPages: PageSource = {
  id: "paste",
  label: "Pasted list",
  description: "Full page addresses (https://…), one per line.",
  input: "text",
  load: async (_scope, input) => {
    const { pages, rejected } = parsePastedPages(input);
    if (!pages.length) throw new ActionError(rejected.length ? `None of the lines is a full web address (e.g. ${rejected[0]}); use https://…` : "Paste at least one page address.");
    return {
      pages: pages.map((url) => ({ url })),
      note: rejected.length ? `Skipped ${plural(rejected.length, "entry", "entries")} that are not full web addresses: ${rejected.slice(0, 3).join(", ")}${rejected.length > 3 ? "…" : ""}` : undefined,
    };
  },
};

const crawlPages: PageSource = {
  id: "crawl",
  label: "Latest site crawl",
  description: "The internal pages of the brand's latest finished On-Page SEO Audit crawl that answered 200, lowest audit score first.",
  input: "none",
  load: async (scope) => {
    const crawl = await latestCrawlPages(scope);
    if (!crawl) return { pages: [], note: "No crawl has finished yet: run one on the On-Page SEO Audit page." };
    const pages = crawl.pages
      .filter((p) => p.statusCode === 200)
      .sort((a, b) => (a.score ?? 101) - (b.score ?? 101))
      .slice(0, MAX_PAGES)
      .flatMap((p) => {
        const url = normalisePageUrl(p.url);
        return url ? [{ url, detail: p.score === null ? undefined : `audit score ${p.score}` }] : [];
      });
    return { pages, note: `${plural(pages.length, "page")} from the crawl that ended ${crawl.finishedAt ? crawl.finishedAt.toISOString().slice(0, 10) : "last"}.` };
  },
};

export const PAGE_SOURCES: readonly PageSource[] = [gscPages, crawlPages, sitemapPages, pastedPages];

const gscPairs: PairSource = {
  id: "gsc",
  label: "Search Console queries",
  description: "Each query Google showed the page for (page × query rows from the Google connection), most impressions first.",
  load: (scope, pages, periodDays) =>
    withScope(scope, async (tx) => {
      if (!pages.length) return [];
      const window = await gscWindow(tx, scope, periodDays);
      const rows = await tx
        .select({ query: seoGscRows.query, page: seoGscRows.page })
        .from(seoGscRows)
        .where(and(eq(seoGscRows.brandId, scope.brandId), isNotNull(seoGscRows.query), inArray(seoGscRows.page, [...pages]), window))
        .groupBy(seoGscRows.query, seoGscRows.page)
        .orderBy(desc(sql`sum(${seoGscRows.impressions})`), seoGscRows.query)
        .limit(MAX_PAIRS);
      return rows.map((r) => ({ keyword: r.query!, page: r.page!, source: "gsc" }));
    }),
};

const rankingPairs: PairSource = {
  id: "rankings",
  label: "Rankings",
  description: "Tracked and imported keywords whose latest known ranking URL is one of the pages.",
  load: (scope, pages) =>
    withScope(scope, async (tx) => {
      if (!pages.length) return [];
      const rows = await tx
        .select({ keyword: seoKeywords.keyword, page: seoKeywords.positionUrl })
        .from(seoKeywords)
        .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.positionUrl, [...pages])))
        .orderBy(seoKeywords.position, seoKeywords.keyword)
        .limit(MAX_PAIRS);
      return rows.map((r) => ({ keyword: r.keyword, page: r.page!, source: "rankings" }));
    }),
};

export const PAIR_SOURCES: readonly PairSource[] = [gscPairs, rankingPairs];

const gscMetrics: MetricSource = {
  id: "gsc",
  label: "Search Console",
  metrics: ["clicks", "impressions", "ctr", "position"],
  read: (scope, { pages, pairs, periodDays }) =>
    withScope(scope, async (tx) => {
      const cells = new Map<string, CellMetrics>();
      const pagesOfPairs = [...new Set(pairs.map((p) => p.page).filter((p) => p && pages.includes(p)))];
      if (!pagesOfPairs.length) return { cells };
      const window = await gscWindow(tx, scope, periodDays);
      const rows = await tx
        .select({
          query: seoGscRows.query,
          page: seoGscRows.page,
          clicks: sql<number>`sum(${seoGscRows.clicks})::int`,
          impressions: sql<number>`sum(${seoGscRows.impressions})::int`,
          weighted: sql<number>`sum(${seoGscRows.position} * ${seoGscRows.impressions})::float8`,
        })
        .from(seoGscRows)
        .where(and(eq(seoGscRows.brandId, scope.brandId), isNotNull(seoGscRows.query), inArray(seoGscRows.page, pagesOfPairs), window))
        .groupBy(seoGscRows.query, seoGscRows.page);
      // Summed in JS by keywordKey (NFKC, case, spacing) so "Cold  Brew" and "cold brew" are one cell.
      const wanted = new Set(pairs.map((p) => cellKey(p.page, p.keyword)));
      const sums = new Map<string, { clicks: number; impressions: number; weighted: number }>();
      for (const r of rows) {
        const key = cellKey(r.page!, r.query!);
        if (!wanted.has(key)) continue;
        const s = sums.get(key) ?? { clicks: 0, impressions: 0, weighted: 0 };
        s.clicks += r.clicks;
        s.impressions += r.impressions;
        s.weighted += r.weighted;
        sums.set(key, s);
      }
      // Impression-weighted position: what Search Console itself reports when rows are summed.
      for (const [key, s] of sums) {
        cells.set(key, {
          clicks: s.clicks,
          impressions: s.impressions,
          ctr: s.impressions ? s.clicks / s.impressions : null,
          position: s.impressions ? Math.round((s.weighted / s.impressions) * 10) / 10 : null,
        });
      }
      return { cells };
    }),
};

const rankMetrics: MetricSource = {
  id: "rankings",
  label: "Rankings",
  metrics: ["rank"],
  read: (scope, { pairs }) =>
    withScope(scope, async (tx) => {
      const cells = new Map<string, CellMetrics>();
      const keys = [...new Set(pairs.map((p) => keywordKey(p.keyword)))];
      if (!keys.length) return { cells };
      const rows = await tx
        .select({ key: seoKeywords.keywordKey, position: seoKeywords.position, url: seoKeywords.positionUrl })
        .from(seoKeywords)
        .where(and(eq(seoKeywords.brandId, scope.brandId), inArray(seoKeywords.keywordKey, keys), isNotNull(seoKeywords.position)));
      // The rank belongs to the cell of the URL that ranks, not to every page mapped to the keyword.
      for (const r of rows) if (r.url) cells.set(cellKey(r.url, r.key), { rank: r.position });
      return { cells };
    }),
};

const crawlMetrics: MetricSource = {
  id: "crawl",
  label: "Latest site crawl",
  metrics: ["auditScore", "wordCount", "inlinks"],
  read: async (scope, { pages }) => {
    const out = new Map<string, CellMetrics>();
    const crawl = await latestCrawlPages(scope);
    if (!crawl) return { pages: out };
    const wanted = new Set(pages);
    for (const p of crawl.pages) {
      const url = normalisePageUrl(p.url);
      if (url && wanted.has(url)) out.set(url, { auditScore: p.score, wordCount: p.wordCount, inlinks: p.inlinks });
    }
    return { pages: out };
  },
};

const backlinkMetrics: MetricSource = {
  id: "backlinks",
  label: "Backlinks",
  metrics: ["backlinks"],
  read: async (scope, { pages }) => {
    const out = new Map<string, CellMetrics>();
    const perPage = await backlinksPerPage(scope);
    if (!perPage) return { pages: out };
    const counts = new Map<string, number>();
    for (const [url, n] of perPage) {
      const page = normalisePageUrl(url);
      if (page) counts.set(page, (counts.get(page) ?? 0) + n);
    }
    // A page of the analysis with no live link in the stored profile has 0 (the profile covers the domain).
    for (const page of pages) out.set(page, { backlinks: counts.get(page) ?? 0 });
    return { pages: out };
  },
};

export const METRIC_SOURCES: readonly MetricSource[] = [gscMetrics, rankMetrics, crawlMetrics, backlinkMetrics];

/** The metrics some source can deliver, in display order. */
export function offeredMetrics(): MetricId[] {
  return METRIC_SOURCES.flatMap((s) => s.metrics);
}

export function pageSource(id: string): PageSource | undefined {
  return PAGE_SOURCES.find((s) => s.id === id);
}

export function pairSource(id: string): PairSource | undefined {
  return PAIR_SOURCES.find((s) => s.id === id);
}
