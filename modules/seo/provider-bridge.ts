/**
 * The default SerpSource: the brand's SERP provider from modules/seo/providers (its own key, else the
 * deployment's). The provider clients ask `checkBudget` with each call's worst-case price before they
 * send anything, so the SEO budget cap holds per call, not only per run.
 */
import type { BrandScope } from "@/lib/brand-scope";
import { seoBudgetRefusal, seoMonthSpendUsd } from "./budget";
import { NO_SERP_PROVIDER, serpSourceFor } from "./providers";
import { getSeoSettings } from "./queries/settings";
import type { SerpSource } from "./serp-source";
import type { ProviderFailure } from "./types";

export async function providerSerpSource(scope: BrandScope): Promise<SerpSource | ProviderFailure> {
  const settings = await getSeoSettings(scope);
  const source = await serpSourceFor(scope, settings.device, undefined, settings.providers.serp);
  if (!source) return { kind: "not_configured", message: NO_SERP_PROVIDER };
  return {
    provider: source.provider,
    // Priced per call by the client itself (checkBudget below), with the query's real depth.
    maxCostUsd: null,
    fetchSerp: async (callScope, query) => {
      const forDevice = query.device === settings.device ? source : await serpSourceFor(callScope, query.device, undefined, settings.providers.serp);
      if (!forDevice) return { ok: false, failure: { kind: "not_configured", message: NO_SERP_PROVIDER } };
      return forDevice.fetchSerp(query, {
        scope: callScope,
        purpose: "seo.serp",
        checkBudget: async (estimateUsd) => seoBudgetRefusal(settings.monthlyBudgetUsd, await seoMonthSpendUsd(callScope), estimateUsd),
      });
    },
  };
}
