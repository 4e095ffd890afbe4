/**
 * A brand's AI engines: its own (ai_engines rows, keys sealed in api_tokens) plus the deployment's
 * (AI_* variables). Pages get EngineSummary only — never a key; server code that calls a model
 * gets the key through loadEngine, which opens the sealed token at the moment of use.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { aiEngines, apiTokens } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { env } from "@/lib/env";
import { openToken } from "@/modules/brand-settings/sealing";
import { AI_PROVIDERS, DEPLOYMENT_ENGINE_KEY, isProviderKind, type AiProviderKind } from "./catalog";
import { priceFor, type Price } from "./prices";

export type EngineSummary = {
  key: string;
  label: string;
  provider: AiProviderKind;
  providerName: string;
  model: string;
  baseUrl: string | null;
  webSearch: boolean;
  enabled: boolean;
  isDefault: boolean;
  deployment: boolean;
  apiTokenId: string | null;
  /** "•••• abcd" of the key in use, for recognition only. */
  keyHint: string | null;
  price: Price | null;
  priceOverride: boolean;
  /** Why the engine cannot be called as configured (e.g. its key was deleted), or null. */
  problem: string | null;
};

export type EngineWithKey = EngineSummary & { apiKey: string | null };

function deploymentEngine(): EngineWithKey | null {
  const e = env();
  if (!e.AI_PROVIDER || !e.AI_MODEL) return null;
  const info = AI_PROVIDERS[e.AI_PROVIDER];
  return {
    key: DEPLOYMENT_ENGINE_KEY,
    label: `Deployment default (${info.name})`,
    provider: e.AI_PROVIDER,
    providerName: info.name,
    model: e.AI_MODEL,
    baseUrl: e.AI_BASE_URL ?? null,
    webSearch: !!e.AI_WEB_SEARCH && !!info.webSearch,
    enabled: true,
    isDefault: false,
    deployment: true,
    apiTokenId: null,
    keyHint: null,
    price: priceFor(e.AI_MODEL),
    priceOverride: false,
    problem: null,
    apiKey: e.AI_API_KEY ?? null,
  };
}

type Row = {
  id: string;
  label: string;
  provider: string;
  model: string;
  baseUrl: string | null;
  webSearch: boolean;
  enabled: boolean;
  isDefault: boolean;
  apiTokenId: string | null;
  priceIn: string | null;
  priceOut: string | null;
  tokenProvider: string | null;
  tokenLast4: string | null;
  ciphertext: string | null;
};

/** With `key`, that one engine and its sealed key; without, every engine and no key material at all. */
async function rows(scope: BrandScope, key?: string): Promise<Row[]> {
  return withScope(scope, (tx) =>
    tx
      .select({
        id: aiEngines.id,
        label: aiEngines.label,
        provider: aiEngines.provider,
        model: aiEngines.model,
        baseUrl: aiEngines.baseUrl,
        webSearch: aiEngines.webSearch,
        enabled: aiEngines.enabled,
        isDefault: aiEngines.isDefault,
        apiTokenId: aiEngines.apiTokenId,
        priceIn: aiEngines.priceInPerMTok,
        priceOut: aiEngines.priceOutPerMTok,
        tokenProvider: apiTokens.provider,
        tokenLast4: apiTokens.last4,
        ciphertext: key ? apiTokens.ciphertext : sql<string | null>`null`,
      })
      .from(aiEngines)
      .leftJoin(apiTokens, and(eq(apiTokens.id, aiEngines.apiTokenId), eq(apiTokens.brandId, aiEngines.brandId)))
      .where(key ? and(eq(aiEngines.brandId, scope.brandId), eq(aiEngines.id, key)) : eq(aiEngines.brandId, scope.brandId))
      .orderBy(asc(aiEngines.createdAt)),
  );
}

function toSummary(r: Row): EngineSummary {
  const provider: AiProviderKind = isProviderKind(r.provider) ? r.provider : "openai-compatible";
  const info = AI_PROVIDERS[provider];
  const override = r.priceIn != null && r.priceOut != null;
  let problem: string | null = null;
  if (info.keyRequired && !r.apiTokenId) problem = `No ${info.name} key: add one under Brand Settings → APIs, then pick it here.`;
  // The join only finds the brand's own token: a reference to any other is no key at all.
  else if (r.apiTokenId && !r.tokenLast4) problem = "Its API key is not one of this brand's keys: edit the engine and pick another.";
  else if (info.baseUrlRequired && !r.baseUrl) problem = "No base URL.";
  return {
    key: r.id,
    label: r.label,
    provider,
    providerName: info.name,
    model: r.model,
    baseUrl: r.baseUrl,
    webSearch: r.webSearch,
    enabled: r.enabled,
    isDefault: r.isDefault,
    deployment: false,
    apiTokenId: r.apiTokenId,
    keyHint: r.tokenLast4 ? `•••• ${r.tokenLast4}` : null,
    price: priceFor(r.model, override ? { inPerMTok: Number(r.priceIn), outPerMTok: Number(r.priceOut) } : null),
    priceOverride: override,
    problem,
  };
}

function strip({ apiKey: _apiKey, ...summary }: EngineWithKey): EngineSummary {
  return summary;
}

/** Every engine the brand may use, its own first (in creation order), then the deployment's. */
export async function listEngines(scope: BrandScope): Promise<EngineSummary[]> {
  const own = (await rows(scope)).map(toSummary);
  const dep = deploymentEngine();
  return dep ? [...own, strip(dep)] : own;
}

/** The engines a run uses when none are chosen: every enabled, callable one. */
export async function usableEngines(scope: BrandScope): Promise<EngineSummary[]> {
  return (await listEngines(scope)).filter((e) => e.enabled && !e.problem);
}

/**
 * The engine generation features use: the brand's default, else its first usable engine, else the
 * deployment's; null when there is none (callers then fall back to local rules).
 */
export async function defaultEngine(scope: BrandScope): Promise<EngineSummary | null> {
  const usable = await usableEngines(scope);
  return usable.find((e) => e.isDefault) ?? usable.find((e) => !e.deployment) ?? usable[0] ?? null;
}

/** One engine with its key opened, for the server code about to call it. Null when it is not the brand's. */
export async function loadEngine(scope: BrandScope, key: string): Promise<EngineWithKey | null> {
  if (key === DEPLOYMENT_ENGINE_KEY) return deploymentEngine();
  if (!/^[0-9a-f-]{36}$/i.test(key)) return null;
  const [r] = await rows(scope, key);
  if (!r) return null;
  const apiKey = r.apiTokenId && r.ciphertext ? openToken(scope.brandId, r.apiTokenId, r.ciphertext) : null;
  return { ...toSummary(r), apiKey };
}
