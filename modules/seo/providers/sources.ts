/**
 * Which provider answers for a brand: its own keys (Brand Settings → APIs) first, then the
 * deployment's (DATAFORSEO_*, SERPAPI_API_KEY, SERPER_API_KEY), in the order DataForSEO > SerpApi >
 * Serper — DataForSEO returns the fullest SERP (AI Overview text, every feature) at the lowest price.
 * Keys are opened only here, at the moment of use, and never leave the server code that calls.
 */
import type { BrandScope } from "@/lib/brand-scope";
import { env } from "@/lib/env";
import { getApiToken } from "@/modules/brand-settings/queries";
import type { ProviderResult, Serp, SerpQuery } from "../types";
import { createDataForSeoClient, type DataForSeoClient } from "./dataforseo";
import { createSerpApiClient } from "./serpapi";
import { createSerperClient } from "./serper";
import type { ProviderCallContext } from "./types";

export type SerpProviderKind = "dataforseo" | "serpapi" | "serper";

export const SERP_PROVIDER_NAMES: Record<SerpProviderKind, string> = { dataforseo: "DataForSEO", serpapi: "SerpApi", serper: "Serper" };
const ORDER: readonly SerpProviderKind[] = ["dataforseo", "serpapi", "serper"];

/** Provider addresses and deployment keys; tests pass their own instead of the environment. */
export type ProviderSettings = {
  baseUrls: Partial<Record<SerpProviderKind | "gsc", string>>;
  deploymentKeys: Partial<Record<SerpProviderKind, string>>;
  serpApiCostPerSearchUsd?: number;
  serperCostPerCreditUsd?: number;
};

export function providerSettingsFromEnv(): ProviderSettings {
  const e = env();
  return {
    baseUrls: { dataforseo: e.DATAFORSEO_BASE_URL, serpapi: e.SERPAPI_BASE_URL, serper: e.SERPER_BASE_URL, gsc: e.GSC_API_BASE_URL },
    deploymentKeys: {
      dataforseo: e.DATAFORSEO_LOGIN && e.DATAFORSEO_PASSWORD ? `${e.DATAFORSEO_LOGIN}:${e.DATAFORSEO_PASSWORD}` : undefined,
      serpapi: e.SERPAPI_API_KEY,
      serper: e.SERPER_API_KEY,
    },
    serpApiCostPerSearchUsd: e.SERPAPI_COST_PER_SEARCH_USD,
    serperCostPerCreditUsd: e.SERPER_COST_PER_CREDIT_USD,
  };
}

/** A provider the brand can use, without its key: for settings pages and /integrations. */
export type ProviderChoice = { provider: SerpProviderKind; name: string; origin: "brand" | "deployment" };

type Keyed = ProviderChoice & { key: string };

async function keyed(scope: BrandScope, settings: ProviderSettings): Promise<Keyed[]> {
  const own = await Promise.all(ORDER.map(async (p) => [p, await getApiToken(scope, p)] as const));
  const out: Keyed[] = [];
  for (const [provider, key] of own) if (key) out.push({ provider, name: SERP_PROVIDER_NAMES[provider], origin: "brand", key });
  for (const provider of ORDER) {
    const key = settings.deploymentKeys[provider];
    if (key) out.push({ provider, name: SERP_PROVIDER_NAMES[provider], origin: "deployment", key });
  }
  return out;
}

/** The SERP providers the brand can use, in the order they are tried. */
export async function listSerpProviders(scope: BrandScope, settings = providerSettingsFromEnv()): Promise<ProviderChoice[]> {
  return (await keyed(scope, settings)).map(({ key: _key, ...choice }) => choice);
}

export type SerpSource = ProviderChoice & {
  fetchSerp(query: SerpQuery, ctx: ProviderCallContext, opts?: { depth?: number }): Promise<ProviderResult<Serp>>;
};

function sourceFor(k: Keyed, settings: ProviderSettings): SerpSource {
  const { key, ...choice } = k;
  const client =
    k.provider === "dataforseo"
      ? createDataForSeoClient({ credentials: key, baseUrl: settings.baseUrls.dataforseo })
      : k.provider === "serpapi"
        ? createSerpApiClient({ apiKey: key, baseUrl: settings.baseUrls.serpapi, costPerSearchUsd: settings.serpApiCostPerSearchUsd })
        : createSerperClient({ apiKey: key, baseUrl: settings.baseUrls.serper, costPerCreditUsd: settings.serperCostPerCreditUsd });
  return { ...choice, fetchSerp: (query, ctx, opts) => client.serp(query, ctx, opts) };
}

/**
 * The source that answers SERP queries for the brand on a device, or null when none is connected.
 * Serper has desktop SERPs only, so a mobile query skips it when another provider is there.
 */
export async function serpSourceFor(
  scope: BrandScope,
  device: SerpQuery["device"] = "desktop",
  settings = providerSettingsFromEnv(),
  /** The provider chosen in SEO Settings; used when it has a key (the brand's or the deployment's). */
  prefer: SerpProviderKind | null = null,
): Promise<SerpSource | null> {
  const all = await keyed(scope, settings);
  const fits = (k: Keyed) => device === "desktop" || k.provider !== "serper";
  const pick = all.find((k) => k.provider === prefer && fits(k)) ?? all.find(fits) ?? all[0];
  return pick ? sourceFor(pick, settings) : null;
}

export const NO_SERP_PROVIDER = "No SERP provider is connected. Add a DataForSEO, SerpApi or Serper key under Brand Settings → APIs.";

/** One SERP from the brand's provider; "not_configured" when it has none. */
export async function fetchSerp(query: SerpQuery, ctx: ProviderCallContext, opts: { depth?: number; settings?: ProviderSettings } = {}): Promise<ProviderResult<Serp>> {
  const source = await serpSourceFor(ctx.scope, query.device, opts.settings);
  if (!source) return { ok: false, failure: { kind: "not_configured", message: NO_SERP_PROVIDER } };
  return source.fetchSerp(query, ctx, { depth: opts.depth });
}

export const NO_KEYWORD_PROVIDER = "Keyword volumes, ideas and competitor keywords come from DataForSEO. Add its API login as login:password under Brand Settings → APIs.";

/** The brand's DataForSEO client (its key, else the deployment's) for keyword figures and Labs; null when neither exists. */
export async function keywordDataClientFor(scope: BrandScope, settings = providerSettingsFromEnv()): Promise<(DataForSeoClient & ProviderChoice) | null> {
  const own = await getApiToken(scope, "dataforseo");
  const key = own ?? settings.deploymentKeys.dataforseo;
  if (!key) return null;
  return { ...createDataForSeoClient({ credentials: key, baseUrl: settings.baseUrls.dataforseo }), provider: "dataforseo", name: "DataForSEO", origin: own ? "brand" : "deployment" };
}
