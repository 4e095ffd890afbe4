/**
 * /search-keywords as two data tables (lib/table): the Keywords and Search terms tabs share the URL's
 * filters (network, campaign, ad group, match type, text, minimum clicks/cost, no conversions, organic
 * overlap) and period; each has its own sorts. Free of zod so the client islands stay small; inputs.ts
 * parses the same URL on the server and queries.ts turns it into SQL.
 */
import { tableStateToSearch, type TableSpec, type TableState } from "@/lib/table/state";

export const SEARCH_KEYWORD_TABS = ["keywords", "terms", "ngrams"] as const;
export type SearchKeywordTab = (typeof SEARCH_KEYWORD_TABS)[number];

export const PPC_FILTER_KEYS = ["period", "network", "campaign", "adgroup", "match", "q", "minclicks", "mincost", "noconv", "organic"] as const;

/** Every metric sorts, best-first where "more" is what a person looks for first. */
const metricSorts = {
  cost: { firstDesc: true },
  clicks: { firstDesc: true },
  impressions: { firstDesc: true },
  ctr: { firstDesc: true },
  conversions: { firstDesc: true },
  cpa: {},
  convRate: { firstDesc: true },
  roas: { firstDesc: true },
  position: {},
} as const;

export const PPC_KEYWORD_TABLE = {
  sorts: { keyword: {}, qualityScore: { firstDesc: true }, maxCpc: { firstDesc: true }, ...metricSorts },
  defaultSort: { id: "cost", desc: true },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  filterKeys: PPC_FILTER_KEYS,
} as const satisfies TableSpec;

export const PPC_TERM_TABLE = {
  sorts: { term: {}, ...metricSorts },
  defaultSort: { id: "cost", desc: true },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  filterKeys: PPC_FILTER_KEYS,
} as const satisfies TableSpec;

/** Periods counted back from the latest day the brand has data for (an import of last year still shows). */
export const PPC_PERIODS = {
  "7d": { label: "Last 7 days", days: 7 },
  "30d": { label: "Last 30 days", days: 30 },
  "90d": { label: "Last 90 days", days: 90 },
  "365d": { label: "Last 12 months", days: 365 },
} as const;
export type PpcPeriod = keyof typeof PPC_PERIODS;

export { PPC_NETWORK_LABELS as NETWORK_LABELS } from "../labels";
import type { PpcNetwork } from "@/db/schema/ppc";

/** Organic rank of the same keyword at or above which paying for its clicks is questioned. */
export const ORGANIC_WIN_MAX_POSITION = 3;
export const ORGANIC_WIN_LABEL = "Pays for clicks it already wins organically";

export type PpcFilterValues = {
  period?: PpcPeriod;
  network?: PpcNetwork;
  campaign?: string;
  /** An ad group id, or `planned` (keywords added here, not yet in an account). */
  adgroup?: string;
  match?: "exact" | "phrase" | "broad";
  q?: string;
  minclicks?: string;
  mincost?: string;
  noconv?: "1";
  /** `top3`: the keyword ranks 1–3 organically. */
  organic?: "top3";
};

export type PpcTableState = TableState<PpcFilterValues>;

export function searchKeywordsHref(tab: SearchKeywordTab, spec: TableSpec, state: Partial<PpcTableState>): string {
  return `/search-keywords${tableStateToSearch(spec, state, { tab: tab === "keywords" ? undefined : tab })}`;
}

export function specOf(tab: SearchKeywordTab): TableSpec {
  return tab === "terms" ? PPC_TERM_TABLE : PPC_KEYWORD_TABLE;
}

export function hasPpcFilters(f: PpcFilterValues): boolean {
  return PPC_FILTER_KEYS.some((k) => k !== "period" && !!f[k]);
}

