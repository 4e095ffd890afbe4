/**
 * The SEO module's shared vocabulary: what every provider client returns once normalised, what the
 * importers produce, and what the analysis functions take. Providers, storage and analysis are built
 * against these shapes so a figure keeps where it came from and when.
 */

/** Where a keyword figure came from. Imports name the file format; providers name the API. */
export type SeoSource =
  | "dataforseo"
  | "serpapi"
  | "serper"
  | "gsc"
  | "gsc_export"
  | "keyword_planner"
  | "semrush"
  | "ahrefs"
  | "manual"
  | "brand_data"
  | "assistant"
  | "google_ads"
  | "microsoft_ads";

export type SeoDevice = "desktop" | "mobile";

export type SearchIntent = "informational" | "navigational" | "commercial" | "transactional";

/** One month of search volume, month as "YYYY-MM". */
export type MonthlyVolume = { month: string; volume: number };

/** A keyword's figures as one source reported them at `fetchedAt`. Absent figures are null, never 0. */
export type KeywordFigures = {
  keyword: string;
  /** Monthly average searches. */
  volume: number | null;
  /** Last 12 months, oldest first, when the source gives them. */
  monthly: MonthlyVolume[] | null;
  cpcUsd: number | null;
  /** 0–100. */
  difficulty: number | null;
  /** 0–1 paid competition index. */
  competition: number | null;
  intent: SearchIntent | null;
  source: SeoSource;
  fetchedAt: Date;
};

/** Where a SERP was asked for. `location` is a provider-neutral label such as "United Kingdom" or a
 * DataForSEO location code as text; `language` an ISO 639-1 code. */
export type SerpQuery = {
  keyword: string;
  location: string;
  language: string;
  device: SeoDevice;
};

export type SerpFeature =
  | "featured_snippet"
  | "people_also_ask"
  | "local_pack"
  | "ai_overview"
  | "knowledge_graph"
  | "top_stories"
  | "images"
  | "video"
  | "shopping"
  | "sitelinks"
  | "related_searches";

export type OrganicResult = {
  /** 1-based position among organic results. */
  position: number;
  url: string;
  /** Registrable host without "www.", e.g. "example.co.uk". */
  domain: string;
  title: string;
  snippet: string | null;
};

export type Serp = SerpQuery & {
  provider: "dataforseo" | "serpapi" | "serper";
  fetchedAt: Date;
  organic: OrganicResult[];
  features: SerpFeature[];
  /** Questions from "People also ask", when present. */
  peopleAlsoAsk: string[];
  /** The AI Overview's text and cited URLs when the provider returns one. */
  aiOverview: { text: string; references: string[] } | null;
  totalResults: number | null;
};

/** A row of Search Console performance data (API `searchAnalytics.query` or the Performance export). */
export type SearchConsoleRow = {
  query: string | null;
  page: string | null;
  country: string | null;
  device: string | null;
  /** "YYYY-MM-DD" when the row is per day. */
  date: string | null;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
};

/** A keyword a domain ranks for (DataForSEO Labs ranked_keywords / domain_intersection, or stored SERPs). */
export type RankedKeyword = {
  keyword: string;
  domain: string;
  position: number;
  url: string;
  volume: number | null;
};

/** Why a provider call produced no data: shown on the page and in /integrations, never as "no data". */
export type ProviderFailure =
  | { kind: "not_configured"; message: string }
  | { kind: "rejected_key"; message: string }
  | { kind: "out_of_credit"; message: string }
  | { kind: "rate_limited"; message: string }
  | { kind: "timeout"; message: string }
  | { kind: "provider_error"; status: number | null; message: string }
  | { kind: "budget"; message: string };

export type ProviderResult<T> = { ok: true; value: T; costUsd: number | null } | { ok: false; failure: ProviderFailure };
