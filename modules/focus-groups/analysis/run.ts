/**
 * The feedback analysis of a project's sessions: themes across the answers (clustered here — by the
 * brand's embeddings when connected, else TF-IDF — and named by the engine or by their top terms),
 * sentiment per stimulus and segment, what would make each variant win, and contradictions between
 * what a participant rated and said. Every claim carries the turn ids it rests on; claims the engine
 * makes about turns that do not exist are dropped, so nothing stands without a quote. Each run is a
 * new fg_analyses row (kind "feedback"): re-running keeps the history.
 */
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { fgAnalyses } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { signed } from "@/lib/format";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { AiError, generateStructured } from "@/modules/ai/client";
import { EmbeddingError, embedTexts } from "@/modules/knowledge/embeddings/client";
import { getBriefSettings, researchBudgetRefusal, resolveResearchEngine } from "@/modules/personas/engine";
import { loadResultsData } from "../results/load";
import { loadSsr, ssrEmbedder } from "../results/ssr-run";
import { expectedRating } from "../results/ssr";
import type { ResultsData, ResultTurn } from "../results/types";
import { findThemes, lexiconSentiment } from "./themes";

export type AnalysisTheme = { key: string; name: string; summary: string; count: number; turnIds: string[]; quoteIds: string[]; terms: string[] };
export type SentimentRow = { key: string; label: string; mean: number; n: number; negativeIds: string[]; positiveIds: string[] };
export type WinCondition = { stimulusId: string | null; label: string; text: string; turnIds: string[] };
export type Contradiction = { turnId: string; personaId: string | null; rating: number; scale: { min: number; max: number }; said: number; explanation: string };

export type FeedbackAnalysis = {
  version: 1;
  /** engine: named and judged by the AI engine; offline: top terms and a word-list sentiment. */
  method: "engine" | "offline";
  clustering: "embeddings" | "tfidf";
  note: string | null;
  answers: number;
  themes: AnalysisTheme[];
  sentiment: { byStimulus: SentimentRow[]; bySegment: SentimentRow[] };
  winConditions: WinCondition[];
  contradictions: Contradiction[];
};

export type StoredAnalysis = { id: string; createdAt: Date; engineLabel: string | null; sessionIds: string[]; content: FeedbackAnalysis };

const MAX_PROMPT_ANSWERS = 240;
const MAX_ANSWER_CHARS = 400;
const MAX_OUTPUT_TOKENS = 4_000;

const engineSchema = z.object({
  themes: z.array(z.object({ key: z.string(), name: z.string().min(1).max(80), summary: z.string().max(400) })),
  sentiment: z.array(z.object({ turnId: z.string(), score: z.number().min(-1).max(1) })),
  winConditions: z.array(z.object({ stimulus: z.string().describe("The variant letter or stimulus label"), text: z.string().min(1).max(400), turnIds: z.array(z.string()) })),
  contradictions: z.array(z.object({ turnId: z.string(), explanation: z.string().min(1).max(300) })),
});
type EngineAnswer = z.infer<typeof engineSchema>;

type Answer = { turn: ResultTurn; question: string; kind: string; stimulusId: string | null; stimulus: string; segment: string; persona: string; scale: { min: number; max: number } };

function answersOf(data: ResultsData): Answer[] {
  const people = new Map(data.personas.map((p) => [p.id, p]));
  const questions = new Map(data.sessions.flatMap((s) => s.guide.sections.flatMap((sec) => sec.questions.map((q) => [q.id, q] as const))));
  const stimuli = new Map(data.stimuli.map((s) => [s.id, s]));
  return data.turns
    .filter((t) => t.speaker === "participant" && t.content.trim())
    .map((turn) => {
      const q = turn.questionId ? questions.get(turn.questionId) : undefined;
      const stimulusId = turn.stimulusId ?? q?.stimulusId ?? null;
      const s = stimulusId ? stimuli.get(stimulusId) : undefined;
      const p = turn.personaId ? people.get(turn.personaId) : undefined;
      return {
        turn,
        question: q?.text ?? "",
        kind: q?.kind ?? "open",
        stimulusId: s ? stimulusId : null,
        stimulus: s ? (s.variant ? `${s.variant}: ${s.label}` : s.label) : "",
        segment: p?.segmentKey?.trim() || "Unsegmented",
        persona: p?.name ?? "Participant",
        scale: { min: q?.scale?.min ?? 1, max: q?.scale?.max ?? 5 },
      };
    });
}

function aggregate(answers: readonly Answer[], scores: ReadonlyMap<string, number>, keyOf: (a: Answer) => { key: string; label: string } | null): SentimentRow[] {
  const groups = new Map<string, { label: string; items: Answer[] }>();
  for (const a of answers) {
    const k = keyOf(a);
    if (!k || !scores.has(a.turn.id)) continue;
    const g = groups.get(k.key) ?? { label: k.label, items: [] };
    g.items.push(a);
    groups.set(k.key, g);
  }
  return [...groups.entries()].map(([key, g]) => {
    const sorted = [...g.items].sort((x, y) => scores.get(x.turn.id)! - scores.get(y.turn.id)!);
    return {
      key,
      label: g.label,
      mean: g.items.reduce((s, a) => s + scores.get(a.turn.id)!, 0) / g.items.length,
      n: g.items.length,
      negativeIds: sorted.filter((a) => scores.get(a.turn.id)! < 0).slice(0, 3).map((a) => a.turn.id),
      positiveIds: sorted.filter((a) => scores.get(a.turn.id)! > 0).reverse().slice(0, 3).map((a) => a.turn.id),
    };
  });
}

/**
 * Rated high but said something negative (or the reverse): the rating sits in the top or bottom
 * two-fifths of the scale and what was said leans clearly the other way — by SSR when scored, else
 * by the answer's sentiment.
 */
function findContradictions(answers: readonly Answer[], sentiment: ReadonlyMap<string, number>, ssr: ReadonlyMap<string, number>): Contradiction[] {
  const out: Contradiction[] = [];
  for (const a of answers) {
    const rating = a.turn.answer?.rating;
    if (typeof rating !== "number") continue;
    const pos = (rating - a.scale.min) / Math.max(1, a.scale.max - a.scale.min);
    const ssrSaid = ssr.get(a.turn.id);
    const said = ssrSaid !== undefined ? (ssrSaid - 3) / 2 : (sentiment.get(a.turn.id) ?? 0);
    if (pos >= 0.6 && said <= -0.3) out.push({ turnId: a.turn.id, personaId: a.turn.personaId, rating, scale: a.scale, said, explanation: `What they said leans negative (${signed(said)}).` });
    else if (pos <= 0.4 && said >= 0.3) out.push({ turnId: a.turn.id, personaId: a.turn.personaId, rating, scale: a.scale, said, explanation: `What they said leans positive (${signed(said)}).` });
  }
  return out;
}

/** Offline "what would make it win": the complaints about each variant, by their most frequent terms. */
function offlineWinConditions(answers: readonly Answer[], sentiment: ReadonlyMap<string, number>): WinCondition[] {
  const byStim = new Map<string, Answer[]>();
  for (const a of answers) if (a.stimulusId && (sentiment.get(a.turn.id) ?? 0) < 0) byStim.set(a.stimulusId, [...(byStim.get(a.stimulusId) ?? []), a]);
  return [...byStim.entries()].map(([stimulusId, list]) => {
    const themes = findThemes(list.map((a) => ({ id: a.turn.id, text: a.turn.content })), { maxClusters: 1 });
    const terms = themes[0]?.terms ?? [];
    return {
      stimulusId,
      label: list[0]!.stimulus,
      text: terms.length ? `Answer the objections participants raised most: ${terms.join(", ")}.` : "Answer the objections participants raised.",
      turnIds: list.slice(0, 3).map((a) => a.turn.id),
    };
  });
}

function buildPrompt(data: ResultsData, answers: readonly Answer[], themes: readonly { key: string; terms: string[]; memberIds: string[] }[]): string {
  const lines = answers.slice(0, MAX_PROMPT_ANSWERS).map((a) => {
    const s = a.turn.answer;
    const structured = [s?.rating != null ? `rating ${s.rating}/${a.scale.max}` : null, s?.choice ? `chose "${s.choice}"` : null, s?.ranking?.length ? `ranked ${s.ranking.join(" > ")}` : null].filter(Boolean).join(", ");
    return `[${a.turn.id}] ${a.persona} (${a.segment}) on "${a.question}"${a.stimulus ? ` about ${a.stimulus}` : ""}${structured ? ` — ${structured}` : ""}: ${a.turn.content.slice(0, MAX_ANSWER_CHARS)}`;
  });
  const variants = data.stimuli.map((s) => `- ${s.variant ? `${s.variant}: ` : ""}${s.label}`).join("\n");
  const clusters = themes.map((t) => `- ${t.key} (top terms: ${t.terms.join(", ")}): ${t.memberIds.slice(0, 12).join(", ")}`).join("\n");
  return [
    `Focus-group project: ${data.project.name}${data.project.objective ? ` — objective: ${data.project.objective}` : ""}.`,
    `Stimuli:\n${variants || "(none)"}`,
    `Answers, each with its id in brackets:\n${lines.join("\n")}`,
    `Clusters of similar answers found by embedding/term similarity:\n${clusters || "(none)"}`,
    "Tasks: (1) name each cluster (keep its key) with a short theme name and a one-sentence summary; (2) give a sentiment score from -1 to 1 for every answer id; " +
      "(3) for each stimulus, say what would make it win, citing the answer ids it rests on; (4) list answers where the rating contradicts what the participant said, with a short explanation. " +
      "Cite only ids from the list above.",
  ].join("\n\n");
}

export async function runFeedbackAnalysis(scope: BrandScope, projectId: string, sessionIds?: readonly string[]): Promise<StoredAnalysis> {
  const data = await loadResultsData(scope, projectId, sessionIds);
  const answers = answersOf(data);
  if (!answers.length) throw new ActionError("These sessions have no answers to analyse yet. Run a session on Contacting Focus Group (/contacting-fg) first.");
  const notes: string[] = [];

  let vectors: number[][] | null = null;
  const embedder = await ssrEmbedder(scope);
  if (embedder) {
    try {
      const texts = answers.map((a) => a.turn.content);
      vectors = [];
      for (let i = 0; i < texts.length; i += 64) vectors.push(...(await embedTexts(embedder.engine, embedder.model, texts.slice(i, i + 64), "document", { scope, purpose: "fg.analysis" })));
    } catch (e) {
      if (!(e instanceof EmbeddingError)) throw e;
      vectors = null;
      notes.push(`Themes were clustered by words: the embedding model failed (${e.message}).`);
    }
  }
  const clusters = findThemes(
    answers.map((a) => ({ id: a.turn.id, text: a.turn.content })),
    { vectors },
  );
  const ssr = await loadSsr(scope, projectId);
  const ssrRating = new Map<string, number>();
  if (ssr) for (const a of answers) {
    const d = ssr.scores.get(a.turn.id);
    if (d) ssrRating.set(a.turn.id, expectedRating(d));
  }
  const known = new Set(answers.map((a) => a.turn.id));

  let engineAnswer: EngineAnswer | null = null;
  let engineLabel: string | null = null;
  const settings = await getBriefSettings(scope);
  const engine = await resolveResearchEngine(scope, settings);
  if (engine.kind === "ai") {
    const prompt = buildPrompt(data, answers, clusters);
    const refusal = await researchBudgetRefusal(scope, settings, engine.engine, prompt.length, MAX_OUTPUT_TOKENS);
    if (refusal) notes.push(`The engine was not asked: ${refusal} Themes are named by their top terms and sentiment by a word list.`);
    else {
      try {
        const res = await generateStructured(
          engine.engine,
          {
            system: "You analyse focus-group transcripts the way a market-research agency would. Be specific and only state what the cited answers say.",
            prompt,
            schema: engineSchema,
            name: "feedback_analysis",
            maxOutputTokens: MAX_OUTPUT_TOKENS,
          },
          { scope, purpose: "fg.analysis" },
        );
        engineAnswer = res.value;
        engineLabel = `${engine.label} · ${res.model}`;
      } catch (e) {
        if (!(e instanceof AiError)) throw e;
        notes.push(`The engine could not analyse: ${e.message} Themes are named by their top terms and sentiment by a word list.`);
      }
    }
  } else notes.push(engine.note);

  const sentiment = new Map<string, number>();
  if (engineAnswer) for (const s of engineAnswer.sentiment) if (known.has(s.turnId)) sentiment.set(s.turnId, s.score);
  // Answers the engine left out (or all of them offline) get the word-list score, so every answer counts once.
  for (const a of answers) if (!sentiment.has(a.turn.id)) sentiment.set(a.turn.id, lexiconSentiment(a.turn.content));

  const named = new Map((engineAnswer?.themes ?? []).map((t) => [t.key, t]));
  const themes: AnalysisTheme[] = clusters.map((c) => ({
    key: c.key,
    name: named.get(c.key)?.name ?? (c.terms.length ? c.terms.join(" · ") : "Other answers"),
    summary: named.get(c.key)?.summary ?? "",
    count: c.memberIds.length,
    turnIds: c.memberIds,
    quoteIds: c.representativeIds,
    terms: c.terms,
  }));

  const stimulusByName = (name: string) => data.stimuli.find((s) => s.id === name || (s.variant && (name === s.variant || name.startsWith(`${s.variant}:`))) || s.label === name) ?? null;
  const winConditions: WinCondition[] = engineAnswer
    ? engineAnswer.winConditions
        .map((w) => {
          const s = stimulusByName(w.stimulus.trim());
          return { stimulusId: s?.id ?? null, label: s ? (s.variant ? `${s.variant}: ${s.label}` : s.label) : w.stimulus, text: w.text, turnIds: w.turnIds.filter((id) => known.has(id)) };
        })
        .filter((w) => w.turnIds.length > 0)
    : offlineWinConditions(answers, sentiment);

  const byId = new Map(answers.map((a) => [a.turn.id, a]));
  const contradictions = findContradictions(answers, sentiment, ssrRating);
  if (engineAnswer) {
    for (const c of engineAnswer.contradictions) {
      const a = byId.get(c.turnId);
      const rating = a?.turn.answer?.rating;
      const existing = contradictions.find((x) => x.turnId === c.turnId);
      if (existing) existing.explanation = c.explanation;
      else if (a && typeof rating === "number") contradictions.push({ turnId: c.turnId, personaId: a.turn.personaId, rating, scale: a.scale, said: sentiment.get(c.turnId) ?? 0, explanation: c.explanation });
    }
  }

  const content: FeedbackAnalysis = {
    version: 1,
    method: engineAnswer ? "engine" : "offline",
    clustering: vectors ? "embeddings" : "tfidf",
    note: notes.join(" ") || null,
    answers: answers.length,
    themes,
    sentiment: {
      byStimulus: aggregate(answers, sentiment, (a) => (a.stimulusId ? { key: a.stimulusId, label: a.stimulus } : null)),
      bySegment: aggregate(answers, sentiment, (a) => ({ key: a.segment, label: a.segment })),
    },
    winConditions,
    contradictions,
  };
  const [row] = await withScope(scope, (tx) =>
    tx
      .insert(fgAnalyses)
      .values({ brandId: scope.brandId, projectId, kind: "feedback", sessionIds: data.sessions.map((s) => s.id), content, engineLabel: engineLabel ?? "Offline (word clustering and word-list sentiment)", createdBy: scope.userId })
      .returning(),
  );
  return { id: row!.id, createdAt: row!.createdAt, engineLabel: row!.engineLabel, sessionIds: row!.sessionIds, content };
}

/** The project's feedback analyses, newest first (the history of re-runs). */
export async function listAnalyses(scope: BrandScope, projectId: string): Promise<StoredAnalysis[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select()
      .from(fgAnalyses)
      .where(and(eq(fgAnalyses.brandId, scope.brandId), eq(fgAnalyses.projectId, projectId), eq(fgAnalyses.kind, "feedback")))
      .orderBy(desc(fgAnalyses.createdAt))
      .limit(50),
  );
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt, engineLabel: r.engineLabel, sessionIds: r.sessionIds, content: r.content as unknown as FeedbackAnalysis }));
}

export async function getAnalysis(scope: BrandScope, analysisId: string): Promise<StoredAnalysis> {
  const [r] = await withScope(scope, (tx) => tx.select().from(fgAnalyses).where(and(eq(fgAnalyses.id, analysisId), eq(fgAnalyses.brandId, scope.brandId), eq(fgAnalyses.kind, "feedback"))));
  if (!r) throw new NotFoundError();
  return { id: r.id, createdAt: r.createdAt, engineLabel: r.engineLabel, sessionIds: r.sessionIds, content: r.content as unknown as FeedbackAnalysis };
}
