"use server";

/**
 * AI engine management (/integrations → AI engines). An engine spends the brand's sealed API keys,
 * so changing engines is brand administration (module "brand-settings": owners and admins);
 * testing one is part of looking after integrations (module "integrations": members too).
 * Every write checks the engine belongs to the caller's brand (by id AND brand id, under RLS), and
 * a key can only be attached when it is a token of this same brand.
 */
import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { aiEngines, apiTokens } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { checkUrl, OutboundBlockedError, safeUrl } from "@/lib/http";
import { getProvider } from "@/modules/brand-settings/providers";
import { AI_PROVIDERS, DEPLOYMENT_ENGINE_KEY, type AiProviderKind } from "./catalog";
import { AiError, generateAnswer } from "./client";
import { loadEngine } from "./engines";
import {
  createAiEngineInput,
  deleteAiEngineInput,
  setAiEngineEnabledInput,
  setDefaultAiEngineInput,
  testAiEngineInput,
  updateAiEngineInput,
} from "./inputs";

const manage = { module: "brand-settings", access: "edit" } as const;
const WHERE_KEYS = "Brand Settings → APIs (/settings)";

type EngineValues = {
  label: string | null;
  provider: AiProviderKind;
  model: string;
  baseUrl: string | null;
  apiTokenId: string | null;
  webSearch: boolean;
  priceInPerMTok: number | null;
  priceOutPerMTok: number | null;
};

/** The row values of a valid engine, or an ActionError saying what to fix and where. */
async function engineRow(tx: Tx, scope: BrandScope, v: EngineValues) {
  const info = AI_PROVIDERS[v.provider];
  if (v.apiTokenId) {
    const [token] = await tx
      .select({ provider: apiTokens.provider })
      .from(apiTokens)
      .where(and(eq(apiTokens.id, v.apiTokenId), eq(apiTokens.brandId, scope.brandId)));
    if (!token) throw new ActionError(`That API key is not one of this brand's keys. Pick one from the list, or add one under ${WHERE_KEYS}.`);
    if (info.tokenProvider && token.provider !== info.tokenProvider) {
      const keyName = getProvider(token.provider)?.name ?? token.provider;
      throw new ActionError(`That key is for ${keyName}; this engine needs a key for ${info.name}. Add one under ${WHERE_KEYS}, then pick it here.`);
    }
  } else if (info.keyRequired) {
    throw new ActionError(`This engine needs an API key for ${info.name}. Add one under ${WHERE_KEYS}, then pick it here.`);
  }
  return {
    label: v.label ?? `${info.name} · ${v.model}`,
    provider: v.provider,
    model: v.model,
    // Only OpenAI-compatible servers are addressed by URL; the others use their provider's API.
    baseUrl: info.baseUrlRequired ? v.baseUrl : null,
    apiTokenId: v.apiTokenId,
    webSearch: info.webSearch ? v.webSearch : false,
    priceInPerMTok: v.priceInPerMTok === null ? null : String(v.priceInPerMTok),
    priceOutPerMTok: v.priceOutPerMTok === null ? null : String(v.priceOutPerMTok),
  };
}

/** Refuses a base URL the outbound guard would refuse, so the problem shows at save time. */
async function assertReachable(provider: AiProviderKind, baseUrl: string | null): Promise<void> {
  if (!AI_PROVIDERS[provider].baseUrlRequired || !baseUrl) return;
  try {
    await checkUrl(baseUrl);
  } catch (e) {
    // A host that does not resolve yet (DNS not set up, offline machine) may be saved; the test will tell.
    if (!(e instanceof OutboundBlockedError)) throw e;
    if (e.kind === "refused") {
      throw new ActionError(`${e.message} A server on a private network (Ollama on this machine, a LAN host) must be allowed by the deployment first (OUTBOUND_ALLOW_PRIVATE_HOSTS).`);
    }
  }
}

function uniqueLabel(e: unknown, label: string): never {
  if (isUniqueViolation(e, "ai_engines_brand_label_key")) throw new ActionError(`This brand already has an engine named "${label}". Give this one another name.`);
  throw e;
}

async function ownedEngine(tx: Tx, scope: BrandScope, engineId: string) {
  const [row] = await tx
    .select({ id: aiEngines.id, label: aiEngines.label, isDefault: aiEngines.isDefault, enabled: aiEngines.enabled })
    .from(aiEngines)
    .where(and(eq(aiEngines.id, engineId), eq(aiEngines.brandId, scope.brandId)));
  if (!row) throw new NotFoundError();
  return row;
}

export const createAiEngineAction = brandAction(
  "createAiEngine",
  createAiEngineInput,
  { ...manage, failure: "Failed to add the AI engine" },
  async (scope, input) => {
    await assertReachable(input.provider, input.baseUrl);
    const id = randomUUID();
    let label = input.label ?? "";
    try {
      return await withScope(scope, async (tx) => {
        const values = await engineRow(tx, scope, input);
        label = values.label;
        // The brand's first engine becomes its default: generation features use it without another click.
        const [existingDefault] = await tx
          .select({ id: aiEngines.id })
          .from(aiEngines)
          .where(and(eq(aiEngines.brandId, scope.brandId), eq(aiEngines.isDefault, true)));
        const isDefault = !existingDefault;
        await tx.insert(aiEngines).values({ id, brandId: scope.brandId, ...values, isDefault, createdBy: scope.userId });
        await logScopeActivity(
          tx,
          scope,
          "ai_engine_created",
          `Added the AI engine "${values.label}" (${AI_PROVIDERS[input.provider].name}, ${values.model})`,
          { engineId: id, provider: values.provider, model: values.model, webSearch: values.webSearch, baseUrl: values.baseUrl ? safeUrl(values.baseUrl) : null },
        );
        return { id, label: values.label, isDefault };
      });
    } catch (e) {
      uniqueLabel(e, label);
    }
  },
);

export const updateAiEngineAction = brandAction(
  "updateAiEngine",
  updateAiEngineInput,
  { ...manage, failure: "Failed to save the AI engine" },
  async (scope, { engineId, ...input }) => {
    await withScope(scope, (tx) => ownedEngine(tx, scope, engineId));
    await assertReachable(input.provider, input.baseUrl);
    let label = input.label ?? "";
    try {
      return await withScope(scope, async (tx) => {
        const values = await engineRow(tx, scope, input);
        label = values.label;
        const [row] = await tx
          .update(aiEngines)
          .set(values)
          .where(and(eq(aiEngines.id, engineId), eq(aiEngines.brandId, scope.brandId)))
          .returning({ id: aiEngines.id });
        if (!row) throw new NotFoundError();
        await logScopeActivity(
          tx,
          scope,
          "ai_engine_updated",
          `Updated the AI engine "${values.label}" (${AI_PROVIDERS[input.provider].name}, ${values.model})`,
          { engineId, provider: values.provider, model: values.model, webSearch: values.webSearch, baseUrl: values.baseUrl ? safeUrl(values.baseUrl) : null },
        );
        return { id: engineId, label: values.label };
      });
    } catch (e) {
      uniqueLabel(e, label);
    }
  },
);

export const setAiEngineEnabledAction = brandAction(
  "setAiEngineEnabled",
  setAiEngineEnabledInput,
  { ...manage, failure: "Failed to change the AI engine" },
  async (scope, { engineId, enabled }) =>
    withScope(scope, async (tx) => {
      const engine = await ownedEngine(tx, scope, engineId);
      await tx
        .update(aiEngines)
        .set({ enabled })
        .where(and(eq(aiEngines.id, engineId), eq(aiEngines.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, enabled ? "ai_engine_enabled" : "ai_engine_disabled", `${enabled ? "Turned on" : "Turned off"} the AI engine "${engine.label}"`, { engineId });
      return { id: engineId, enabled };
    }),
);

export const setDefaultAiEngineAction = brandAction(
  "setDefaultAiEngine",
  setDefaultAiEngineInput,
  { ...manage, failure: "Failed to change the default AI engine" },
  async (scope, { engineId }) =>
    withScope(scope, async (tx) => {
      const engine = await ownedEngine(tx, scope, engineId);
      if (engine.isDefault) return { id: engineId };
      // One default per brand (a partial unique index): clear the old one first, in the same transaction.
      await tx
        .update(aiEngines)
        .set({ isDefault: false })
        .where(and(eq(aiEngines.brandId, scope.brandId), eq(aiEngines.isDefault, true), ne(aiEngines.id, engineId)));
      await tx
        .update(aiEngines)
        .set({ isDefault: true })
        .where(and(eq(aiEngines.id, engineId), eq(aiEngines.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "ai_engine_default_set", `Made "${engine.label}" the default AI engine`, { engineId });
      return { id: engineId };
    }),
);

export const deleteAiEngineAction = brandAction(
  "deleteAiEngine",
  deleteAiEngineInput,
  { ...manage, failure: "Failed to delete the AI engine" },
  async (scope, { engineId }) =>
    withScope(scope, async (tx) => {
      const [row] = await tx
        .delete(aiEngines)
        .where(and(eq(aiEngines.id, engineId), eq(aiEngines.brandId, scope.brandId)))
        .returning({ label: aiEngines.label, provider: aiEngines.provider, model: aiEngines.model });
      if (!row) throw new NotFoundError();
      await logScopeActivity(tx, scope, "ai_engine_deleted", `Deleted the AI engine "${row.label}"`, { engineId, provider: row.provider, model: row.model });
      return { id: engineId };
    }),
);

export type AiEngineTestResult = {
  model: string;
  latencyMs: number;
  tokensIn: number | null;
  tokensOut: number | null;
  costUsd: number | null;
  reply: string;
};

export const testAiEngineAction = brandAction(
  "testAiEngine",
  testAiEngineInput,
  { module: "integrations", access: "edit", failure: "Failed to test the AI engine" },
  async (scope, { engineKey }): Promise<AiEngineTestResult> => {
    const engine = await loadEngine(scope, engineKey);
    if (!engine) {
      if (engineKey === DEPLOYMENT_ENGINE_KEY) throw new ActionError("This deployment has no AI engine of its own (AI_PROVIDER and AI_MODEL are not set).");
      throw new NotFoundError();
    }
    try {
      // A turned-off engine may be tested: that is how one checks it before turning it on.
      const r = await generateAnswer(
        { ...engine, enabled: true },
        { prompt: "Reply with OK.", maxOutputTokens: 200 },
        { scope, purpose: "ai.test", maxWaitMs: 0, retries: 0, timeoutMs: 60_000 },
      );
      return { model: r.model, latencyMs: r.latencyMs, tokensIn: r.tokensIn, tokensOut: r.tokensOut, costUsd: r.costUsd, reply: r.text.trim().slice(0, 200) };
    } catch (e) {
      if (e instanceof AiError) throw new ActionError(e.message);
      throw e;
    }
  },
);
