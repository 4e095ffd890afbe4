/**
 * "Draft with AI" on /personas-brief: the research engine drafts a whole brief (audience, segments
 * with shares and fixed attributes, constraints, decision) from the brand's data, its questionnaire
 * and its knowledge base (purpose "personas.brief", checked against the research budget first).
 * Nothing is stored: the draft fills the form, the person edits it and saves it as source "ai".
 */
import { z } from "zod";
import { ActionError } from "@/lib/action";
import type { BrandScope } from "@/lib/brand-scope";
import { AiError, generateStructured } from "@/modules/ai/client";
import { groundingFor } from "@/modules/knowledge/grounding";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { getBriefSettings, researchBudgetRefusal, resolveResearchEngine } from "../engine";
import { segmentCounts } from "../plan";

export const BRIEF_DRAFT_PURPOSE = "personas.brief";
const GROUNDING_TOKENS = 1_500;
const MAX_OUTPUT_TOKENS = 1_800;

export const briefDraftSchema = z.object({
  name: z.string().trim().min(1).max(120),
  audience: z.string().trim().min(1).max(2_000),
  segments: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        share: z.number().min(0).max(100),
        description: z.string().trim().max(600),
        attributes: z.array(z.object({ key: z.string().trim().min(1).max(60), value: z.string().trim().min(1).max(300) })).max(6),
      }),
    )
    .min(1)
    .max(6),
  constraints: z.string().trim().max(1_500),
  decision: z.string().trim().max(1_000),
});

export type BriefDraft = {
  name: string;
  audience: string;
  segments: { key: string; name: string; share: number; description: string; attributes: { key: string; value: string }[] }[];
  constraints: string;
  decision: string;
};

export type DraftOutcome = { draft: BriefDraft; engineLabel: string; sources: string[] };

/** The engine's segments with shares made whole per cents summing to 100 (largest remainder), names unique. */
export function normaliseDraft(value: z.output<typeof briefDraftSchema>): BriefDraft {
  const seen = new Set<string>();
  const segments = value.segments.filter((s) => {
    const k = s.name.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const shares = segmentCounts(segments, 100);
  // A zero share would be refused on save; take the point from the largest segment instead.
  const fixed = [...shares];
  for (let i = 0; i < fixed.length; i++) {
    if ((fixed[i] ?? 0) > 0) continue;
    const largest = fixed.indexOf(Math.max(...fixed));
    fixed[largest] = (fixed[largest] ?? 0) - 1;
    fixed[i] = 1;
  }
  return {
    name: value.name,
    audience: value.audience,
    segments: segments.map((s, i) => ({ key: "", name: s.name, share: fixed[i] ?? 0, description: s.description, attributes: s.attributes.map((a) => ({ key: a.key, value: a.value })) })),
    constraints: value.constraints,
    decision: value.decision,
  };
}

/** What the engine is asked. Pure, so the prompt's shape is testable. */
export function draftPrompt(opts: { audience: string; b2b: boolean; country: string | null; ageMin: number; ageMax: number }): string {
  const lines = [
    "Draft a brief for a set of synthetic personas that represent this brand's audience.",
    opts.audience.trim() ? `What the brief writer has said about the audience so far: ${opts.audience.trim()}` : "The brief writer has not described the audience yet: infer it from the brand.",
    `Market: ${opts.b2b ? "business buyers (B2B)" : "consumers (B2C)"}${opts.country ? `, country ${opts.country}` : ""}; ages ${opts.ageMin}–${opts.ageMax}.`,
    "Give: a short name for the brief; who the audience is in two or three sentences; two to five segments, each with a name, its share of the audience in per cent (shares add up to 100), " +
      "one sentence describing it and up to four fixed attributes that define it (e.g. company size, role, household); constraints the personas must respect (one or two sentences); " +
      "and the decision these people face that the brand wants to understand.",
    "Base segments and shares on the brand's material; do not invent statistics you cannot support — round shares to sensible numbers.",
  ];
  return lines.join("\n\n");
}

export async function draftBriefWithAi(scope: BrandScope, input: { audience: string; b2b: boolean }): Promise<DraftOutcome> {
  const settings = await getBriefSettings(scope);
  const engine = await resolveResearchEngine(scope, settings);
  if (engine.kind === "none") throw new ActionError(engine.note);
  const grounding = await groundingFor(scope, {
    task: [input.audience, "customers audience segments buyers"].filter(Boolean).join(" "),
    tokenBudget: GROUNDING_TOKENS,
    collections: settings.collectionIds.length ? settings.collectionIds : undefined,
    purpose: BRIEF_DRAFT_PURPOSE,
  }).catch(() => null);
  const system = ["You are a senior market researcher who writes persona briefs: specific, grounded in the brand's own material, no filler.", await getBrandContext(scope), grounding?.promptContext ?? ""]
    .filter((s) => s.trim())
    .join("\n\n");
  const prompt = draftPrompt({ audience: input.audience, b2b: input.b2b, country: settings.country, ageMin: settings.ageMin, ageMax: settings.ageMax });
  const refusal = await researchBudgetRefusal(scope, settings, engine.engine, system.length + prompt.length, MAX_OUTPUT_TOKENS);
  if (refusal) throw new ActionError(`${refusal} Raise the monthly budget in Personas Brief Settings (/personas-brief-settings) or wait for next month.`);
  try {
    const { value } = await generateStructured(engine.engine, { system, prompt, schema: briefDraftSchema, name: "persona_brief_draft", maxOutputTokens: MAX_OUTPUT_TOKENS }, { scope, purpose: BRIEF_DRAFT_PURPOSE });
    const sources = [...new Set((grounding?.citations ?? []).map((c) => c.sourceTitle))];
    return { draft: normaliseDraft(value), engineLabel: engine.label, sources };
  } catch (e) {
    if (e instanceof AiError) throw new ActionError(`${engine.label} could not draft the brief: ${e.message}`);
    throw e;
  }
}
