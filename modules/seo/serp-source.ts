/**
 * The door between the SEO engine (cache, rank check) and the SERP providers. modules/seo/providers
 * has the DataForSEO, SerpApi and Serper clients; provider-bridge.ts adapts the brand's one to this
 * interface, and is the default unless a resolver is registered (tests register an in-process fake). lib-style registration on globalThis because Next bundles the
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

/** A registered resolver (tests' fakes), else the brand's provider from modules/seo/providers. */
export async function resolveSerpSource(scope: BrandScope): Promise<SerpSource | ProviderFailure> {
  const resolver = g.__growthSerpSourceResolver;
  if (resolver) return resolver(scope);
  // Loaded on first use: the provider clients are not needed by code that only registers tasks.
  return (await import("./provider-bridge")).providerSerpSource(scope);
}

export function isSerpSource(v: SerpSource | ProviderFailure): v is SerpSource {
  return typeof (v as SerpSource).fetchSerp === "function";
}
