/** The SEO data providers: one client per API, and the per-brand choice of which one answers. */
export { createDataForSeoClient, DATAFORSEO_ESTIMATES, SEARCH_VOLUME_MAX_KEYWORDS, type DataForSeoClient, type DataForSeoConfig } from "./dataforseo";
export { createSerpApiClient, SERPAPI_COST_PER_SEARCH_USD, type SerpApiClient, type SerpApiConfig } from "./serpapi";
export { createSerperClient, SERPER_COST_PER_CREDIT_USD, type SerperClient, type SerperConfig } from "./serper";
export { createSearchConsoleClient, SEARCH_CONSOLE_MAX_ROWS_PER_REQUEST, type SearchConsoleClient, type SearchConsoleConfig } from "./search-console";
export {
  fetchSerp,
  keywordDataClientFor,
  listSerpProviders,
  NO_KEYWORD_PROVIDER,
  NO_SERP_PROVIDER,
  providerSettingsFromEnv,
  serpSourceFor,
  SERP_PROVIDER_NAMES,
  type ProviderChoice,
  type ProviderSettings,
  type SerpProviderKind,
  type SerpSource,
} from "./sources";
export { registrableDomain } from "./domain";
export type { KeywordMarket, ProviderCallContext, RankedKeywordWithFigures, SearchConsoleDimension, SearchConsoleQuery, SeoProviderKind, SharedKeyword } from "./types";
