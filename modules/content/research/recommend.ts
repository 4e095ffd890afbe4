/**
 * The AI-recommended structure: the content engine (modules/content/engine.ts) is given what the top
 * pages share — the heading clusters with their coverage, the People-Also-Ask questions, the terms and
 * the typical length — plus the brand's own material (groundingFor), and asked for an outline that
 * covers what every competitor covers and adds what the brand can say better. Checked against the
 * content budget before the call; the passages it drew on are stored as citations and shown.
 */
import { z } from "zod";
import { contentStructures } from "@/db/schema";
import type { ContentOutlineItem } from "@/db/schema/content";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { AiError, generateStructured } from "@/modules/ai/client";
import { contentBudgetRefusal, getContentSettings, resolveContentEngine, voiceInstructions } from "@/modules/content/engine";
import { groundingFor, storeCitations, type Citation } from "@/modules/knowledge/grounding";
import { loadStructure, STRUCTURE_PURPOSE, type Structure } from "./research";
import { targetKey, type ResearchTarget } from "./serp-top";

const GROUNDING_TOKENS = 1_500;
const MAX_OUTPUT_TOKENS = 1_500;

const outlineSchema = z.object({
  outline: z
    .array(
      z.object({
        level: z.union([z.literal(2), z.literal(3)]),
        text: z.string().min(1).max(200),
        notes: z.string().max(400).optional(),
        sources: z.array(z.number().int()).optional(),
      }),
    )
    .min(2)
    .max(40),
});

export function structurePrompt(s: Structure): string {
  const clusters = s.clusters
    .slice(0, 40)
    .map((c) => `- H${c.level} "${c.representative}" — on ${c.pages} of ${s.pages} pages, usually ${c.position < 0.34 ? "early" : c.position < 0.67 ? "mid-article" : "late"}`)
    .join("\n");
  return [
    `Topic: ${s.top.serp.label}${s.top.serp.keywords.length > 1 ? ` (keywords: ${s.top.serp.keywords.slice(0, 12).join(", ")})` : ""}`,
    `Headings of the top ${s.pages} ranking articles, clustered:\n${clusters || "(none)"}`,
    s.questions.length ? `People also ask:\n${s.questions.slice(0, 12).map((q) => `- ${q.question}`).join("\n")}` : "",
    s.terms.length ? `Terms the pages share: ${s.terms.slice(0, 30).map((t) => t.term).join(", ")}` : "",
    s.length ? `Typical length: ${s.length.median} words (middle half ${s.length.q1}–${s.length.q3}).` : "",
    "Write the outline (H2 sections with H3 sub-sections where useful) of an article that covers what most of these pages cover, in a logical order, answers the questions, and adds a section only the brand can write. Keep headings short and specific. A note per section says what it must cover.",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function citationsFor(named: number[], all: Citation[]): Citation[] {
  const picked = named.map((n) => all.find((c) => c.n === n)).filter((c): c is Citation => !!c);
  return picked.length ? picked : all;
}

/**
 * Recommends and stores the AI outline for the target; throws ActionError with what to do when no
 * engine is connected, the budget would be exceeded, no article was read, or the engine fails.
 */
export async function recommendStructure(scope: BrandScope, target: ResearchTarget): Promise<{ outline: ContentOutlineItem[]; engineLabel: string }> {
  const structure = await loadStructure(scope, target);
  if (!structure) throw new ActionError("That keyword or group is not one of this brand's. Pick another.");
  if (!structure.pages) throw new ActionError("No top article has been read yet. Fetch the top articles on /getting-top-articles first.");
  const settings = await getContentSettings(scope);
  const engine = await resolveContentEngine(scope, settings);
  if (engine.kind === "none") throw new ActionError(engine.note);
  if (engine.kind === "agent") throw new ActionError("The external agent writes drafts, not outlines. Choose an AI engine in Content Marketing Settings (/cm-settings) for AI structures; the consensus outline is ready to save meanwhile.");
  const grounding = await groundingFor(scope, { task: [structure.top.serp.label, ...structure.top.serp.keywords.slice(0, 5)].join(" OR "), collections: settings.collectionIds.length ? settings.collectionIds : undefined, tokenBudget: GROUNDING_TOKENS, purpose: STRUCTURE_PURPOSE }).catch(() => null);
  const system = [
    "You are a senior content strategist. You turn what the top-ranking articles share into the outline of a better article for the brand.",
    voiceInstructions(settings),
    grounding?.promptContext ? `${grounding.promptContext}\n\nFor each section drawing on a passage, list its numbers in "sources".` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const prompt = structurePrompt(structure);
  const refusal = await contentBudgetRefusal(scope, settings, engine.engine, system.length + prompt.length, MAX_OUTPUT_TOKENS);
  if (refusal) throw new ActionError(refusal);
  let value: z.infer<typeof outlineSchema>;
  try {
    ({ value } = await generateStructured(engine.engine, { system, prompt, schema: outlineSchema, name: "content_structure", maxOutputTokens: MAX_OUTPUT_TOKENS }, { scope, purpose: STRUCTURE_PURPOSE }));
  } catch (e) {
    if (e instanceof AiError) throw new ActionError(`${e.message} Check the engine on /integrations, or save the consensus outline instead.`);
    throw e;
  }
  const outline: ContentOutlineItem[] = value.outline.map((o) => ({ level: o.level, text: o.text.trim(), ...(o.notes?.trim() ? { notes: o.notes.trim() } : {}) }));
  const key = targetKey(target);
  const sources = structure.top.rows.filter((r) => r.article?.status === "fetched").map((r) => r.url);
  await withScope(scope, (tx) =>
    tx
      .insert(contentStructures)
      .values({ brandId: scope.brandId, targetKey: key, outline, engineLabel: engine.label, sources })
      .onConflictDoUpdate({ target: [contentStructures.brandId, contentStructures.targetKey], set: { outline, engineLabel: engine.label, sources, createdAt: new Date() } }),
  );
  const named = [...new Set(value.outline.flatMap((o) => o.sources ?? []))];
  await storeCitations(scope, STRUCTURE_PURPOSE, [{ subject: key, citations: grounding?.citations.length ? citationsFor(named, grounding.citations) : [] }]);
  return { outline, engineLabel: engine.label };
}
