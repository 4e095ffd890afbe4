/**
 * What every content-marketing generation shares: the brand's content settings (with defaults when
 * none are saved), which engine writes (an AI engine, the external agent, or none — and why), the
 * monthly content budget read from the API-call ledger, and the voice instructions for the prompt.
 * Ideas, structures, briefs and drafts all generate through this, so one setting governs them all.
 */
import { and, eq, gte, like, sql } from "drizzle-orm";
import { apiCalls, contentSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import type { z } from "zod";
import { ActionError } from "@/lib/action";
import { generateStructured } from "@/modules/ai/client";
import { defaultEngine, loadEngine, type EngineWithKey } from "@/modules/ai/engines";
import { budgetRefusal, monthStart, worstCaseCostUsd } from "@/modules/saio/budget";

export const EXTERNAL_AGENT_ENGINE = "external-agent";
/** Every content call's audit purpose starts with this (content.ideas, content.structure, content.draft …). */
export const CONTENT_PURPOSE_PREFIX = "content.";

export type ContentSettings = {
  toneOfVoice: string;
  bannedWords: string[];
  defaultLengths: { article: number; newsletter: number; social: number };
  defaultCtas: string[];
  collectionIds: string[];
  engineKey: string | null;
  monthlyBudgetUsd: number | null;
  agentWebhookUrl: string | null;
  saved: boolean;
};

export const DEFAULT_CONTENT_SETTINGS: ContentSettings = {
  toneOfVoice: "",
  bannedWords: [],
  defaultLengths: { article: 1500, newsletter: 500, social: 120 },
  defaultCtas: [],
  collectionIds: [],
  engineKey: null,
  monthlyBudgetUsd: null,
  agentWebhookUrl: null,
  saved: false,
};

export async function getContentSettings(scope: BrandScope): Promise<ContentSettings> {
  const [row] = await withScope(scope, (tx) => tx.select().from(contentSettings).where(eq(contentSettings.brandId, scope.brandId)));
  if (!row) return DEFAULT_CONTENT_SETTINGS;
  return {
    toneOfVoice: row.toneOfVoice,
    bannedWords: row.bannedWords,
    defaultLengths: row.defaultLengths,
    defaultCtas: row.defaultCtas,
    collectionIds: row.collectionIds,
    engineKey: row.engineKey,
    monthlyBudgetUsd: row.monthlyBudgetUsd === null ? null : Number(row.monthlyBudgetUsd),
    agentWebhookUrl: row.agentWebhookUrl,
    saved: true,
  };
}

export type ContentEngine =
  | { kind: "ai"; engine: EngineWithKey; label: string }
  | { kind: "agent"; url: string; label: string }
  | { kind: "none"; note: string };

/** The engine content generation uses under these settings; `none` says exactly what to connect. */
export async function resolveContentEngine(scope: BrandScope, settings: ContentSettings): Promise<ContentEngine> {
  if (settings.engineKey === EXTERNAL_AGENT_ENGINE) {
    if (!settings.agentWebhookUrl) return { kind: "none", note: "The external agent is chosen in Content Marketing Settings (/cm-settings) but has no webhook address. Add it there." };
    return { kind: "agent", url: settings.agentWebhookUrl, label: "External agent" };
  }
  if (settings.engineKey) {
    const engine = await loadEngine(scope, settings.engineKey);
    if (engine?.enabled && !engine.problem) return { kind: "ai", engine, label: engine.label };
    return { kind: "none", note: "The AI engine chosen in Content Marketing Settings (/cm-settings) is no longer available. Choose another there or connect one on /integrations." };
  }
  const summary = await defaultEngine(scope);
  const engine = summary ? await loadEngine(scope, summary.key) : null;
  if (engine) return { kind: "ai", engine, label: engine.label };
  return { kind: "none", note: "No AI engine is connected. Connect one on /integrations, or choose the external agent in Content Marketing Settings (/cm-settings)." };
}

/** This calendar month's (UTC) spend of the brand's content calls. */
export async function contentSpendUsd(scope: BrandScope, now = new Date()): Promise<number> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ total: sql<string>`coalesce(sum(${apiCalls.costUsd}), 0)::text` })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, scope.brandId), like(apiCalls.purpose, `${CONTENT_PURPOSE_PREFIX}%`), gte(apiCalls.createdAt, monthStart(now)))),
  );
  return Number(row?.total ?? 0);
}

/** Why the next call may not start under the content budget (null = it may), checked before every call. */
export async function contentBudgetRefusal(scope: BrandScope, settings: ContentSettings, engine: EngineWithKey, promptChars: number, maxOutputTokens: number): Promise<string | null> {
  if (settings.monthlyBudgetUsd === null) return null;
  return budgetRefusal(settings.monthlyBudgetUsd, await contentSpendUsd(scope), worstCaseCostUsd(engine.price, promptChars, maxOutputTokens), "content");
}

/** The voice part of every content system prompt. */
export function voiceInstructions(settings: ContentSettings): string {
  const parts: string[] = [];
  if (settings.toneOfVoice.trim()) parts.push(`Tone of voice: ${settings.toneOfVoice.trim()}`);
  if (settings.bannedWords.length) parts.push(`Never use these words: ${settings.bannedWords.join(", ")}.`);
  return parts.join("\n");
}

/**
 * Ideas from the brand's AI engine (content ideas, LinkedIn ideas): refused up front when the
 * prompt's worst case would pass the content budget, and a failed call said as "<engine> could not
 * suggest ideas: …" — both as ActionErrors the page shows.
 */
export async function suggestIdeas<T>(
  scope: BrandScope,
  settings: ContentSettings,
  engine: { engine: EngineWithKey; label: string },
  req: { system: string; prompt: string; schema: z.ZodType<T>; name: string; maxOutputTokens: number; purpose: string },
): Promise<T> {
  const refusal = await contentBudgetRefusal(scope, settings, engine.engine, req.system.length + req.prompt.length, req.maxOutputTokens);
  if (refusal) throw new ActionError(refusal);
  try {
    const { value } = await generateStructured(engine.engine, { system: req.system, prompt: req.prompt, schema: req.schema, name: req.name, maxOutputTokens: req.maxOutputTokens }, { scope, purpose: req.purpose });
    return value;
  } catch (e) {
    throw new ActionError(`${engine.label} could not suggest ideas: ${e instanceof Error ? e.message : String(e)}`);
  }
}
