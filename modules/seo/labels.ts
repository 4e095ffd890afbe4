/** Words the SEO pages show for the engine's codes. Client-safe. */
import type { ProviderFailure, Serp, SerpFeature } from "./types";

export const SERP_FEATURE_LABEL: Record<SerpFeature, string> = {
  featured_snippet: "Featured snippet",
  people_also_ask: "People also ask",
  local_pack: "Local pack",
  ai_overview: "AI Overview",
  knowledge_graph: "Knowledge panel",
  top_stories: "Top stories",
  images: "Images",
  video: "Videos",
  shopping: "Shopping",
  sitelinks: "Sitelinks",
  related_searches: "Related searches",
};

export const PROVIDER_LABEL: Record<Serp["provider"], string> = { dataforseo: "DataForSEO", serpapi: "SerpApi", serper: "Serper" };

/** What went wrong, as the heading of the provider's error: never shown as "no data". */
export const FAILURE_TITLE: Record<ProviderFailure["kind"], string> = {
  not_configured: "No SERP provider is connected",
  rejected_key: "The provider rejected the API key",
  out_of_credit: "The provider account is out of credit",
  rate_limited: "The provider is rate limiting requests",
  timeout: "The provider did not answer in time",
  provider_error: "The provider answered with an error",
  budget: "The monthly SEO budget would be exceeded",
};
