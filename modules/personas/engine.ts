/**
 * What persona and focus-group generation share: the brand's brief settings (with defaults when
 * none are saved), which AI engine writes (or why none can), and one monthly research budget over
 * every personas.* and fg.* call in the API-call ledger. Briefs, personas, interviews and focus
 * group sessions all go through this, so one setting on /personas-brief-settings governs them all.
 */
import { and, eq, gte, like, or, sql } from "drizzle-orm";
import { apiCalls, personasBriefSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { defaultEngine, loadEngine, type EngineWithKey } from "@/modules/ai/engines";
import { budgetRefusal, monthStart, worstCaseCostUsd } from "@/modules/saio/budget";
import type { PersonaAttributeKey } from "@/db/schema";

/** Audit purposes start with one of these: personas.brief, personas.generate, personas.interview, fg.session … */
export const RESEARCH_PURPOSE_PREFIXES = ["personas.", "fg."] as const;

export type BriefSettings = {
  country: string | null;
  language: string | null;
  ageMin: number;
  ageMax: number;
  b2b: boolean;
  requiredAttributes: PersonaAttributeKey[];
  collectionIds: string[];
  engineKey: string | null;
  monthlyBudgetUsd: number | null;
  saved: boolean;
};

export const DEFAULT_BRIEF_SETTINGS: BriefSettings = {
  country: null,
  language: null,
  ageMin: 18,
  ageMax: 65,
  b2b: false,
  requiredAttributes: ["demographics", "goals", "pains", "objections", "channels"],
  collectionIds: [],
  engineKey: null,
  monthlyBudgetUsd: null,
  saved: false,
};

export async function getBriefSettings(scope: BrandScope): Promise<BriefSettings> {
  const [row] = await withScope(scope, (tx) => tx.select().from(personasBriefSettings).where(eq(personasBriefSettings.brandId, scope.brandId)));
  if (!row) return DEFAULT_BRIEF_SETTINGS;
  return {
    country: row.country,
    language: row.language,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    b2b: row.b2b,
    requiredAttributes: row.requiredAttributes as PersonaAttributeKey[],
    collectionIds: row.collectionIds,
    engineKey: row.engineKey,
    monthlyBudgetUsd: row.monthlyBudgetUsd === null ? null : Number(row.monthlyBudgetUsd),
    saved: true,
  };
}

export type ResearchEngine = { kind: "ai"; engine: EngineWithKey; label: string } | { kind: "none"; note: string };

/** The engine personas and focus groups use; `none` says exactly what to connect. */
export async function resolveResearchEngine(scope: BrandScope, settings: Pick<BriefSettings, "engineKey">): Promise<ResearchEngine> {
  if (settings.engineKey) {
    const engine = await loadEngine(scope, settings.engineKey);
    if (engine?.enabled && !engine.problem) return { kind: "ai", engine, label: engine.label };
    return { kind: "none", note: "The AI engine chosen in Personas Brief Settings (/personas-brief-settings) is no longer available. Choose another there or connect one on /integrations." };
  }
  const summary = await defaultEngine(scope);
  const engine = summary ? await loadEngine(scope, summary.key) : null;
  if (engine) return { kind: "ai", engine, label: engine.label };
  return { kind: "none", note: "No AI engine is connected. Connect one on /integrations to generate; briefs, sampling plans and hand-written or imported personas work without one." };
}

/** This calendar month's (UTC) spend of the brand's persona and focus-group calls. */
export async function researchSpendUsd(scope: BrandScope, now = new Date()): Promise<number> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ total: sql<string>`coalesce(sum(${apiCalls.costUsd}), 0)::text` })
      .from(apiCalls)
      .where(and(eq(apiCalls.brandId, scope.brandId), or(...RESEARCH_PURPOSE_PREFIXES.map((p) => like(apiCalls.purpose, `${p}%`))), gte(apiCalls.createdAt, monthStart(now)))),
  );
  return Number(row?.total ?? 0);
}

/** Why the next call may not start under the research budget (null = it may); checked before every call. */
export async function researchBudgetRefusal(scope: BrandScope, settings: Pick<BriefSettings, "monthlyBudgetUsd">, engine: EngineWithKey, promptChars: number, maxOutputTokens: number): Promise<string | null> {
  if (settings.monthlyBudgetUsd === null) return null;
  return budgetRefusal(settings.monthlyBudgetUsd, await researchSpendUsd(scope), worstCaseCostUsd(engine.price, promptChars, maxOutputTokens), "personas and focus groups");
}
