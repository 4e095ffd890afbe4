/**
 * What /integrations shows of the brand's AI engines: summaries (no key material) and, for people
 * who may change engines, the brand's API keys to pick from (provider, label, last four only).
 */
import type { BrandScope } from "@/lib/brand-scope";
import { listApiTokens } from "@/modules/brand-settings/queries";
import { listEngines, type EngineSummary } from "./engines";

export type AiKeyOption = { id: string; provider: string; providerName: string; label: string; last4: string };

type AiEnginesView = { engines: EngineSummary[]; keys: AiKeyOption[] };

export async function aiEnginesView(scope: BrandScope, opts: { withKeys: boolean }): Promise<AiEnginesView> {
  const [engines, tokens] = await Promise.all([listEngines(scope), opts.withKeys ? listApiTokens(scope) : Promise.resolve([])]);
  return {
    // The deployment's base URL may name an internal host; every brand's people see this page.
    engines: engines.map((e) => (e.deployment ? { ...e, baseUrl: null } : e)),
    keys: tokens.map((t) => ({ id: t.id, provider: t.provider, providerName: t.providerName, label: t.label, last4: t.last4 })),
  };
}
