/**
 * Starter prompts: the questions a buyer would ask an AI assistant, from the brand's keywords,
 * competitors, industry and questionnaire answers. With an AI engine they are generated (brand
 * context included); without, built from templates — either way labelled with their origin.
 */
import { z } from "zod";
import type { BrandScope } from "@/lib/brand-scope";
import { generateStructured } from "@/modules/ai/client";
import { defaultEngine, loadEngine } from "@/modules/ai/engines";
import { getBrandContext, getQuestionnaire } from "@/modules/questionnaire/queries";
import { getBrandProfile } from "@/modules/brand-setup/queries";
import { groundingFor, storeCitations, type Citation } from "@/modules/knowledge/grounding";
import { foldKey } from "./analysis";

/** The knowledge-base passages a suggestion was based on (source › heading), when it was generated. */
export type SuggestionCitation = { sourceTitle: string; heading: string; chunkId: string };
type Suggestion = { text: string; topic: string; branded: boolean; citations?: SuggestionCitation[] };
export type Suggestions = { items: Suggestion[]; method: "ai" | "templates"; engineLabel: string | null; note: string | null };

/** Citations of suggestions are stored under this purpose, one subject per folded suggestion text. */
export const SUGGESTION_CITATION_PURPOSE = "saio.suggest";
/** Tokens of the brand's own material a suggestion request may carry. */
const GROUNDING_TOKENS = 1_500;

type SuggestionSource = {
  brand: string;
  industry: string | null;
  country: string | null;
  keywords: string[];
  competitors: string[];
  audience: string | null;
  painPoints: string[];
};

function firstLine(v: unknown): string | null {
  if (typeof v !== "string") return null;
  const line = v.split(/[.\n]/)[0]?.trim();
  return line ? line.slice(0, 80) : null;
}

/** Template prompts; pure, deterministic, de-duplicated case-insensitively. */
function templateSuggestions(src: SuggestionSource, limit = 40): Suggestion[] {
  const out: Suggestion[] = [];
  const add = (text: string, topic: string, branded: boolean) => out.push({ text, topic, branded });
  const where = src.country ? ` in ${src.country}` : "";
  for (const k of src.keywords.slice(0, 8)) {
    add(`What is the best ${k}${where}?`, k, false);
    add(`Which ${k} would you recommend${src.audience ? ` for ${src.audience.toLowerCase()}` : ""}?`, k, false);
    add(`What should I look for when choosing ${k}?`, k, false);
  }
  for (const p of src.painPoints.slice(0, 4)) add(`How can I solve this: ${p.replace(/[.?!]+$/, "").toLowerCase()}?`, "Problems", false);
  if (src.industry) {
    add(`Who are the leading ${src.industry.toLowerCase()} brands${where}?`, src.industry, false);
    add(`Which ${src.industry.toLowerCase()} companies are the most trusted?`, src.industry, false);
  }
  for (const c of src.competitors.slice(0, 6)) {
    add(`What are the best alternatives to ${c}?`, "Alternatives", false);
    add(`${src.brand} vs ${c}: which is better?`, "Comparisons", true);
  }
  add(`Is ${src.brand} any good?`, "Reputation", true);
  add(`What do customers say about ${src.brand}?`, "Reputation", true);
  const seen = new Set<string>();
  return out.filter((s) => {
    const k = foldKey(s.text);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  }).slice(0, limit);
}

const aiSchema = z.object({
  prompts: z
    .array(
      z.object({
        text: z.string().min(3).max(300),
        topic: z.string().max(60),
        branded: z.boolean(),
        /** The numbers of the brand-material passages ([1], [2] …) the question draws on. */
        sources: z.array(z.number().int()).max(5).optional(),
      }),
    )
    .max(40),
});

/** A suggestion's citations: the passages the model named, else (it named none) every passage it was given. */
function citationsFor(named: number[] | undefined, all: Citation[]): Citation[] {
  const picked = (named ?? []).map((n) => all.find((c) => c.n === n)).filter((c): c is Citation => !!c);
  return picked.length ? picked : all;
}

/** Suggestions not yet tracked (`existing` are the brand's prompt texts). */
export async function suggestPrompts(scope: BrandScope, existing: string[]): Promise<Suggestions> {
  const [profile, questionnaire] = await Promise.all([getBrandProfile(scope), getQuestionnaire(scope)]);
  if (!profile) return { items: [], method: "templates", engineLabel: null, note: null };
  const audienceStep = questionnaire.answers.audience ?? {};
  const src: SuggestionSource = {
    brand: profile.name,
    industry: profile.industry,
    country: profile.country,
    keywords: profile.lists.keywords,
    competitors: profile.lists.competitors.map((c) => c.name),
    audience: firstLine(audienceStep.primary_audience),
    painPoints: Array.isArray(audienceStep.pain_points) ? audienceStep.pain_points.filter((p): p is string => typeof p === "string") : [],
  };
  const have = new Set(existing.map(foldKey));
  const fresh = (items: Suggestion[]) => items.filter((s) => !have.has(foldKey(s.text)));
  const summary = await defaultEngine(scope);
  const engine = summary ? await loadEngine(scope, summary.key) : null;
  let note: string | null = null;
  if (engine) {
    try {
      // The brand's knowledge base: what buyers of this market ask about, in the brand's own material.
      const grounding = await groundingFor(scope, {
        task: [profile.industry, ...src.keywords.slice(0, 6), ...src.painPoints.slice(0, 3)].filter(Boolean).join(" OR ") || profile.name,
        tokenBudget: GROUNDING_TOKENS,
        purpose: "saio.suggest",
      }).catch(() => null);
      const r = await generateStructured(
        engine,
        {
          system:
            "You write the questions real buyers type into AI assistants (ChatGPT, Perplexity, Gemini) when researching this brand's market. " +
            "Mostly unbranded discovery questions (best X for Y, alternatives to a competitor, how to solve a problem), some comparisons naming the brand. " +
            "Natural phrasing, one question each, no numbering. Group them under short topics.\n\n" +
            (await getBrandContext(scope)) +
            (grounding?.promptContext ? `\n\n${grounding.promptContext}\n\nFor each question, list in "sources" the numbers of the passages it draws on.` : ""),
          prompt: `Write 25 questions.${existing.length ? ` Already tracked (do not repeat):\n${existing.slice(0, 60).join("\n")}` : ""}`,
          schema: aiSchema,
          name: "saio_prompt_suggestions",
          maxOutputTokens: 2_500,
        },
        { scope, purpose: "saio.suggest" },
      );
      const cited = (p: { sources?: number[] }) => (grounding?.citations.length ? citationsFor(p.sources, grounding.citations) : []);
      const items = fresh(
        r.value.prompts.map((p) => ({
          text: p.text.trim(),
          topic: p.topic.trim(),
          branded: p.branded,
          citations: cited(p).map((c) => ({ sourceTitle: c.sourceTitle, heading: c.heading, chunkId: c.chunkId })),
        })),
      );
      if (items.length) {
        const withCitations = r.value.prompts.filter((p) => cited(p).length);
        await storeCitations(scope, SUGGESTION_CITATION_PURPOSE, withCitations.map((p) => ({ subject: foldKey(p.text.trim()), citations: cited(p) })));
        return { items, method: "ai", engineLabel: engine.label, note: null };
      }
      note = `${engine.label} returned no new prompts; these come from templates.`;
    } catch (e) {
      note = `${engine.label} could not suggest prompts (${e instanceof Error ? e.message : String(e)}); these come from templates.`;
    }
  }
  const items = fresh(templateSuggestions(src));
  if (!items.length && !profile.lists.keywords.length && !profile.lists.competitors.length) {
    note = "Add keywords and competitors in Brand Basic Data (/brand-setup) to get template suggestions, or connect an AI engine on /integrations.";
  }
  return { items, method: "templates", engineLabel: null, note };
}
