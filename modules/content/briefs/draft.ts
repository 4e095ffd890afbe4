/**
 * "Draft with AI": the content engine fills a brief's empty parts — search intent, angle, title
 * options, questions to answer — from its keyword, the brand's data and the brand's knowledge base
 * (grounded and cited, purpose "content.brief"), checked against the monthly content budget first.
 * Only empty fields are filled: what a person wrote is never overwritten.
 */
import { z } from "zod";
import { ActionError } from "@/lib/action";
import type { BrandScope } from "@/lib/brand-scope";
import { AiError, generateStructured } from "@/modules/ai/client";
import { contentBudgetRefusal, getContentSettings, resolveContentEngine, voiceInstructions } from "@/modules/content/engine";
import { groundingFor, listCitations, storeCitations, type StoredCitation } from "@/modules/knowledge/grounding";
import { getBrandContext } from "@/modules/questionnaire/queries";
import { BRIEF_INTENTS } from "./draft-intents";
import { getBrief, updateBrief, type BriefPatch } from "./queries";

export const BRIEF_CITATION_PURPOSE = "content.brief";
const GROUNDING_TOKENS = 1_500;
const MAX_OUTPUT_TOKENS = 1_500;


const draftSchema = z.object({
  intent: z.enum(BRIEF_INTENTS),
  angle: z.string().min(3).max(600),
  titleOptions: z.array(z.string().min(3).max(200)).min(1).max(6),
  questions: z.array(z.string().min(3).max(300)).max(12),
  audience: z.string().max(400).optional(),
});

export type DraftResult = { filled: string[]; engineLabel: string };

/** What the engine is asked; empty brief parts only. Pure, for the prompt's shape to be tested. */
export function draftPrompt(b: { title: string; keyword: string | null; audience: string; personaName: string | null; outline: { level: number; text: string }[] }): string {
  const lines = [`Write the planning part of a content brief for an article.`, `Working title: ${b.title}`];
  if (b.keyword) lines.push(`Target keyword: ${b.keyword}`);
  if (b.personaName || b.audience.trim()) lines.push(`Audience: ${[b.personaName, b.audience.trim()].filter(Boolean).join(" — ")}`);
  if (b.outline.length) lines.push(`Outline so far:\n${b.outline.map((o) => `${o.level === 3 ? "  - " : "- "}${o.text}`).join("\n")}`);
  lines.push(
    "Give: the search intent of the keyword; one angle that makes this piece different from what already ranks, in two sentences; " +
      "3 to 5 title options under 65 characters; 5 to 8 questions the article must answer; and, only if no audience is given, who it is for in one sentence.",
  );
  return lines.join("\n\n");
}

export async function draftBriefWithAi(scope: BrandScope, briefId: string): Promise<DraftResult> {
  const brief = await getBrief(scope, briefId);
  if (!brief) throw new ActionError("This brief no longer exists. Reload the page.");
  const settings = await getContentSettings(scope);
  const engine = await resolveContentEngine(scope, settings);
  if (engine.kind === "none") throw new ActionError(engine.note);
  if (engine.kind === "agent") {
    throw new ActionError("Drafting a brief needs an AI engine: the external agent chosen in Content Marketing Settings (/cm-settings) writes posts, not briefs. Connect an AI engine on /integrations and choose it there.");
  }
  const task = [brief.keyword, brief.title].filter(Boolean).join(" ");
  const grounding = await groundingFor(scope, { task, tokenBudget: GROUNDING_TOKENS, collections: settings.collectionIds.length ? settings.collectionIds : undefined, purpose: BRIEF_CITATION_PURPOSE }).catch(() => null);
  const system = [
    "You are a senior content strategist writing briefs in the style of Frase and Clearscope: specific, practical, no filler.",
    voiceInstructions(settings),
    await getBrandContext(scope),
    grounding?.promptContext ?? "",
  ]
    .filter((s) => s.trim())
    .join("\n\n");
  const prompt = draftPrompt(brief);
  const refusal = await contentBudgetRefusal(scope, settings, engine.engine, system.length + prompt.length, MAX_OUTPUT_TOKENS);
  if (refusal) throw new ActionError(`${refusal} Raise the content budget in Content Marketing Settings (/cm-settings) or wait for next month.`);
  let value: z.output<typeof draftSchema>;
  try {
    ({ value } = await generateStructured(engine.engine, { system, prompt, schema: draftSchema, name: "content_brief_draft", maxOutputTokens: MAX_OUTPUT_TOKENS }, { scope, purpose: BRIEF_CITATION_PURPOSE }));
  } catch (e) {
    if (e instanceof AiError) throw new ActionError(`${engine.label} could not draft the brief: ${e.message}`);
    throw e;
  }
  const patch: BriefPatch = {};
  const filled: string[] = [];
  if (!brief.intent) {
    patch.intent = value.intent;
    filled.push("search intent");
  }
  if (!brief.angle.trim()) {
    patch.angle = value.angle.trim();
    filled.push("angle");
  }
  if (!brief.titleOptions.length) {
    patch.titleOptions = value.titleOptions.map((t) => t.trim()).filter(Boolean);
    filled.push("title options");
  }
  if (!brief.questions.length && value.questions.length) {
    patch.questions = value.questions.map((q) => q.trim()).filter(Boolean);
    filled.push("questions");
  }
  if (!brief.audience.trim() && !brief.personaId && value.audience?.trim()) {
    patch.audience = value.audience.trim();
    filled.push("audience");
  }
  if (!filled.length) throw new ActionError("Every part Draft with AI fills (intent, angle, title options, questions) already has text. Clear one to draft it again.");
  await updateBrief(scope, briefId, patch);
  if (grounding?.citations.length) await storeCitations(scope, BRIEF_CITATION_PURPOSE, [{ subject: briefId, citations: grounding.citations }]);
  return { filled, engineLabel: engine.label };
}

export function briefCitations(scope: BrandScope, briefId: string): Promise<StoredCitation[]> {
  return listCitations(scope, BRIEF_CITATION_PURPOSE, [briefId]);
}
