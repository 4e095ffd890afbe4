/**
 * The door between the SEO engine (cache, rank check) and the SERP providers. modules/seo/providers
 * implements SerpSource for DataForSEO, SerpApi and Serper and registers a resolver at process start;
 * tests register an in-process fake. lib-style registration on globalThis because Next bundles the
 * start-up hook and the routes separately.
 */
import type { BrandScope } from "@/lib/brand-scope";
import type { ProviderFailure, ProviderResult, Serp, SerpQuery } from "./types";

export type SerpSource = {
  provider: Serp["provider"];
  /** The most one SERP request may cost (USD), checked against the monthly budget before the call; null = not priced. */
  maxCostUsd: number | null;
  /** One live SERP. The call goes through lib/http (audit row with cost); failures come back as ProviderFailure, never thrown. */
  fetchSerp(scope: BrandScope, query: SerpQuery): Promise<ProviderResult<Serp>>;
};

/** The brand's SERP source (its own key, else the deployment default), or why there is none. */
export type SerpSourceResolver = (scope: BrandScope) => Promise<SerpSource | ProviderFailure>;

const g = globalThis as unknown as { __growthSerpSourceResolver?: SerpSourceResolver };

export function setSerpSourceResolver(resolver: SerpSourceResolver | null): void {
  g.__growthSerpSourceResolver = resolver ?? undefined;
}

const NOT_CONFIGURED: ProviderFailure = {
  kind: "not_configured",
  message: "No SERP provider is connected. Add a DataForSEO, SerpApi or Serper key in Settings → APIs, then choose it in SEO Settings.",
};

export async function resolveSerpSource(scope: BrandScope): Promise<SerpSource | ProviderFailure> {
  const resolver = g.__growthSerpSourceResolver;
  return resolver ? resolver(scope) : NOT_CONFIGURED;
}

export function isSerpSource(v: SerpSource | ProviderFailure): v is SerpSource {
  return typeof (v as SerpSource).fetchSerp === "function";
}
