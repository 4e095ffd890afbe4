/**
 * /keyword-research as a data table (lib/table): its sorts, page sizes and URL filters, free of zod
 * so the client islands (filter bar, saved views, pager) stay small. research-inputs.ts parses the
 * same URL on the server; queries/research.ts turns it into a keyword list query.
 */
import { tableStateToSearch, type TableSpec, type TableState } from "@/lib/table/state";

export const KEYWORD_FILTER_KEYS = ["q", "vmin", "vmax", "dmin", "dmax", "intent", "tracked", "group", "tag", "source", "pos"] as const;

/** The sorts keyword_key/volume/difficulty/position/created indexes serve (db/schema/seo.ts). */
export const KEYWORD_TABLE = {
  sorts: {
    keyword: {},
    volume: { firstDesc: true },
    difficulty: {},
    position: {},
    created: { firstDesc: true },
  },
  defaultSort: { id: "volume", desc: true },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  filterKeys: KEYWORD_FILTER_KEYS,
} as const satisfies TableSpec;

export const SEARCH_INTENTS = ["informational", "navigational", "commercial", "transactional"] as const;

/** Position bands of the filter: the brand's latest known organic position. */
export const POSITION_BANDS = {
  top3: { label: "Top 3", min: 1, max: 3 },
  top10: { label: "4–10", min: 4, max: 10 },
  top20: { label: "11–20", min: 11, max: 20 },
  top100: { label: "21–100", min: 21, max: 100 },
  unranked: { label: "Not ranking / unknown", min: null, max: null },
} as const;
export type PositionBand = keyof typeof POSITION_BANDS;

export type KeywordFilterValues = {
  q?: string;
  /** Volume and difficulty ranges, inclusive, as typed numbers. */
  vmin?: string;
  vmax?: string;
  dmin?: string;
  dmax?: string;
  intent?: (typeof SEARCH_INTENTS)[number];
  tracked?: "yes" | "no";
  /** A group id or `none`. */
  group?: string;
  tag?: string;
  source?: string;
  pos?: PositionBand;
};

export type KeywordTableState = TableState<KeywordFilterValues>;

/** The sort menu of a phone, where the rows are cards with no header to click. */
export const KEYWORD_SORT_PRESETS: { value: string; label: string }[] = [
  { value: "-volume", label: "Most searched first" },
  { value: "volume", label: "Least searched first" },
  { value: "difficulty", label: "Easiest first" },
  { value: "-difficulty", label: "Hardest first" },
  { value: "position", label: "Best position first" },
  { value: "keyword", label: "Keyword A–Z" },
  { value: "-created", label: "Newest first" },
];

/** Where each keyword came from, in the words the page uses. */
export const SOURCE_LABELS: Record<string, string> = {
  dataforseo: "DataForSEO",
  serpapi: "SerpApi",
  serper: "Serper",
  gsc: "Search Console",
  gsc_export: "GSC export",
  keyword_planner: "Keyword Planner",
  semrush: "Semrush",
  ahrefs: "Ahrefs",
  manual: "Added by hand",
  brand_data: "Brand Basic Data",
  assistant: "Keyword Assistant",
  google_ads: "Google Ads",
  microsoft_ads: "Microsoft Advertising",
};

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

export function keywordsToSearch(state: Partial<KeywordTableState>): string {
  return tableStateToSearch(KEYWORD_TABLE, state);
}

export function hasKeywordFilters(f: KeywordFilterValues): boolean {
  return KEYWORD_FILTER_KEYS.some((k) => !!f[k]);
}
