import { keywordKey } from "../keyword-text";

/**
 * The plain data of a 3D analysis (pages × keywords × metrics), free of server imports so client
 * islands and the pure findings share it.
 */

/** Where step 1 takes pages from (sources.ts). */
export const PAGE_SOURCE_IDS = ["gsc", "crawl", "sitemap", "paste"] as const;
export type PageSourceId = (typeof PAGE_SOURCE_IDS)[number];

/** Every metric a matrix cell can show; which are offered depends on the metric sources (./sources.ts). */
export const METRIC_IDS = ["clicks", "impressions", "ctr", "position", "rank", "auditScore", "wordCount", "inlinks", "backlinks"] as const;
export type MetricId = (typeof METRIC_IDS)[number];

export const METRIC_LABELS: Record<MetricId, string> = {
  clicks: "Clicks",
  impressions: "Impressions",
  ctr: "CTR",
  position: "Avg. position (GSC)",
  rank: "Rank position",
  auditScore: "Audit score",
  wordCount: "Word count",
  inlinks: "Internal links in",
  backlinks: "Backlinks",
};

/** Which direction a click on the column sorts first: more clicks first, better (lower) positions first. */
export const METRIC_SORTS_DESC: Record<MetricId, boolean> = {
  clicks: true,
  impressions: true,
  ctr: true,
  position: false,
  rank: false,
  auditScore: true,
  wordCount: true,
  inlinks: true,
  backlinks: true,
};

export type CellMetrics = Partial<Record<MetricId, number | null>>;

/** One page × keyword cell of the matrix. `page` is "" for a keyword the analysis maps to no page. */
export type MatrixCell = { page: string; keyword: string; metrics: CellMetrics };

export type Pair = { keyword: string; page: string; source: string };
export type ChosenPage = { url: string; source: string };

/** The key of a cell in maps (keywords compare case-insensitively, pages exactly). */
export function cellKey(page: string, keyword: string): string {
  return `${page}\u0000${keywordKey(keyword)}`;
}

export { keywordKey };
