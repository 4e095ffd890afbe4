/**
 * The keyword assistant's server side (/keyword-assistant): local expansion with the brand's competitors,
 * and the brand's AI engine when one is connected — its candidates labelled as the engine's. An engine
 * that is missing or fails is reported as such (never an empty list that looks like "no ideas").
 */
import { z } from "zod";
import type { BrandScope } from "@/lib/brand-scope";
import { AiError, generateStructured } from "@/modules/ai/client";
import { defaultEngine, loadEngine } from "@/modules/ai/engines";
import { expandSeeds, type ExpansionKind } from "./analysis/expand";
import { normaliseKeyword } from "./analysis/normalise";
import { KEYWORD_MAX_CHARS } from "./keyword-text";
import { getBrandTerms, storedKeywordKeys } from "./queries/words";

export type CandidateOrigin = ExpansionKind | "ai";
export type Candidate = { keyword: string; seed: string; origin: CandidateOrigin; stored: boolean };

export const MAX_SEEDS = 20;

/** Seeds from a text box or the URL: one per line or comma separated, normalised, at most MAX_SEEDS. */
export function parseSeeds(text: string): string[] {
  return [...new Set(text.split(/[\n,]+/).map(normaliseKeyword).filter((s) => s && s.length <= KEYWORD_MAX_CHARS))].slice(0, MAX_SEEDS);
}

/** Local candidates of the seeds, each marked when the store already has it. */
export async function localCandidates(scope: BrandScope, seeds: readonly string[]): Promise<Candidate[]> {
  if (!seeds.length) return [];
  const terms = await getBrandTerms(scope);
  const list = expandSeeds(seeds, { competitors: terms.competitors.map((c) => c.name) });
  const stored = await storedKeywordKeys(scope, list.map((c) => c.keyword));
  return list.map((c) => ({ keyword: c.keyword, seed: c.seed, origin: c.kind, stored: stored.has(c.keyword) }));
}

export type AiExpansion =
  | { status: "ok"; engineLabel: string; candidates: Candidate[] }
  | { status: "no_engine"; message: string }
  | { status: "error"; engineLabel: string; message: string };

const aiSchema = z.object({
  keywords: z.array(z.object({ keyword: z.string().min(2).max(KEYWORD_MAX_CHARS), seed: z.string().max(KEYWORD_MAX_CHARS) })).max(120),
});

/** Candidates from the brand's AI engine (its default, else its first usable one). */
export async function aiCandidates(scope: BrandScope, seeds: readonly string[]): Promise<AiExpansion> {
  const summary = await defaultEngine(scope);
  const engine = summary ? await loadEngine(scope, summary.key) : null;
  if (!engine) {
    return { status: "no_engine", message: "No AI engine is connected to this brand. Connect one under Integrations → AI engines to get AI keyword ideas." };
  }
  const terms = await getBrandTerms(scope);
  try {
    const r = await generateStructured(
      engine,
      {
        system:
          "You are an SEO keyword researcher. For each seed keyword, list search queries real people type into Google that are closely related: " +
          "long-tail variants, synonyms, problems the searcher wants solved, comparisons. Lower case, no punctuation at the end, no numbering, no duplicates." +
          `\nThe brand: ${terms.brandName}${terms.website ? ` (${terms.website})` : ""}.` +
          (terms.competitors.length ? ` Competitors: ${terms.competitors.map((c) => c.name).slice(0, 20).join(", ")}.` : ""),
        prompt: `Seeds:\n${seeds.join("\n")}\n\nGive up to ${Math.min(15 * seeds.length, 100)} keywords, each with the seed it came from.`,
        schema: aiSchema,
        name: "seo_keyword_ideas",
        maxOutputTokens: 3_000,
      },
      { scope, purpose: "seo.assistant" },
    );
    const seedSet = new Set(seeds);
    const seen = new Set<string>(seeds);
    const list: { keyword: string; seed: string }[] = [];
    for (const item of r.value.keywords) {
      const keyword = normaliseKeyword(item.keyword);
      if (!keyword || seen.has(keyword)) continue;
      seen.add(keyword);
      const seed = normaliseKeyword(item.seed);
      list.push({ keyword, seed: seedSet.has(seed) ? seed : seeds[0]! });
    }
    const stored = await storedKeywordKeys(scope, list.map((c) => c.keyword));
    return { status: "ok", engineLabel: engine.label, candidates: list.map((c) => ({ ...c, origin: "ai" as const, stored: stored.has(c.keyword) })) };
  } catch (e) {
    const message = e instanceof AiError || e instanceof Error ? e.message : String(e);
    return { status: "error", engineLabel: engine.label, message: `${engine.label} could not suggest keywords: ${message}` };
  }
}
