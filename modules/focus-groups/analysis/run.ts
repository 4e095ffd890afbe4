/**
 * The feedback analysis of a project's sessions: themes across the answers (clustered here — by the
 * brand's embeddings when connected, else TF-IDF — and named by the engine or by their top terms),
 * sentiment per stimulus and segment, what would make each variant win, and contradictions between
 * what a participant rated and said. Every claim carries the turn ids it rests on; claims the engine
 * makes about turns that do not exist are dropped, so nothing stands without a quote. It runs as a
 * durable job (../runs) in map-reduce steps, so any number of answers is read; each run is a new
 * fg_analyses row (kind "feedback"): re-running keeps the history.
 */
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { fgAnalyses } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { signed } from "@/lib/format";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { AiError, generateStructured } from "@/modules/ai/client";
import { EmbeddingError, embedTexts } from "@/modules/knowledge/embeddings/client";
import { researchBudgetRefusal, resolveResearchEngine } from "@/modules/personas/engine";
import { loadResultsData } from "../results/load";
import { loadSsr, ssrEmbedder } from "../results/ssr-run";
import { expectedRating } from "../results/ssr";
import type { ResultsData, ResultTurn } from "../results/types";
import { findThemes, lexiconSentiment } from "./themes";
import type { RunSteps, StepContext } from "../runs/steps";

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

/** Answers per map call: ~80 × 400 characters stays well inside every engine's context. */
const MAP_BATCH = 80;
const MAX_ANSWER_CHARS = 400;
const MAX_OUTPUT_TOKENS = 4_000;


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

/** One answer as a prompt line, with its id in brackets (the id every claim must cite). */
function answerLine(a: Answer, cluster: string | undefined): string {
  const s = a.turn.answer;
  const structured = [s?.rating != null ? `rating ${s.rating}/${a.scale.max}` : null, s?.choice ? `chose "${s.choice}"` : null, s?.ranking?.length ? `ranked ${s.ranking.join(" > ")}` : null].filter(Boolean).join(", ");
  return `[${a.turn.id}]${cluster ? ` {${cluster}}` : ""} ${a.persona} (${a.segment}) on "${a.question}"${a.stimulus ? ` about ${a.stimulus}` : ""}${structured ? ` — ${structured}` : ""}: ${a.turn.content.slice(0, MAX_ANSWER_CHARS)}`;
}

function header(data: ResultsData): string {
  const variants = data.stimuli.map((s) => `- ${s.variant ? `${s.variant}: ` : ""}${s.label}`).join("\n");
  return [`Focus-group project: ${data.project.name}${data.project.objective ? ` — objective: ${data.project.objective}` : ""}.`, `Stimuli:\n${variants || "(none)"}`].join("\n\n");
}

const SYSTEM = "You analyse focus-group transcripts the way a market-research agency would. Be specific and only state what the cited answers say.";

/** Map: one batch of answers → sentiment per answer, what each cluster's answers say, win conditions, contradictions. */
const mapSchema = z.object({
  sentiment: z.array(z.object({ turnId: z.string(), score: z.number().min(-1).max(1) })),
  clusterNotes: z.array(z.object({ key: z.string(), summary: z.string().min(1).max(400), turnIds: z.array(z.string()) })),
  winConditions: z.array(z.object({ stimulus: z.string().describe("The variant letter or stimulus label"), text: z.string().min(1).max(400), turnIds: z.array(z.string()) })),
  contradictions: z.array(z.object({ turnId: z.string(), explanation: z.string().min(1).max(300) })),
});
type MapAnswer = z.infer<typeof mapSchema>;

/** Reduce: the clusters' notes from every batch → a named theme per cluster and one win condition per stimulus. */
const reduceSchema = z.object({
  themes: z.array(z.object({ key: z.string(), name: z.string().min(1).max(80), summary: z.string().max(400) })),
  winConditions: z.array(z.object({ stimulus: z.string().describe("The variant letter or stimulus label"), text: z.string().min(1).max(400), turnIds: z.array(z.string()) })),
});
type ReduceAnswer = z.infer<typeof reduceSchema>;

function mapPrompt(data: ResultsData, batch: readonly Answer[], clusterOf: ReadonlyMap<string, string>, index: number, of: number): string {
  return [
    header(data),
    `Answers (batch ${index + 1} of ${of}), each with its id in brackets and its cluster of similar answers in braces:\n${batch.map((a) => answerLine(a, clusterOf.get(a.turn.id))).join("\n")}`,
    "Tasks: (1) give a sentiment score from -1 to 1 for every answer id; (2) for each cluster in braces, summarise in one sentence what its answers in this batch say, citing their ids; " +
      "(3) for each stimulus, say what would make it win, citing the answer ids it rests on; (4) list answers where the rating contradicts what the participant said, with a short explanation. " +
      "Cite only ids from the list above.",
  ].join("\n\n");
}

function reducePrompt(data: ResultsData, clusters: readonly StoredCluster[], batches: readonly (MapAnswer | null)[]): string {
  const notes = clusters.map((c) => {
    const said = batches.flatMap((b) => (b?.clusterNotes ?? []).filter((n) => n.key === c.key)).map((n) => `  - ${n.summary} [${n.turnIds.slice(0, 6).join(", ")}]`);
    return `- ${c.key} (${c.memberIds.length} answers; top terms: ${c.terms.join(", ")})${said.length ? `\n${said.join("\n")}` : ""}`;
  });
  const wins = batches.flatMap((b) => b?.winConditions ?? []).map((w) => `- ${w.stimulus}: ${w.text} [${w.turnIds.slice(0, 6).join(", ")}]`);
  return [
    header(data),
    `Clusters of similar answers, with what each batch of answers said about them (ids in brackets):\n${notes.join("\n") || "(none)"}`,
    `What would make each stimulus win, as each batch saw it:\n${wins.join("\n") || "(none)"}`,
    "Tasks: (1) name each cluster (keep its key) with a short theme name and a one-sentence summary of everything said about it; " +
      "(2) for each stimulus, merge what would make it win into one statement, citing the answer ids it rests on. Cite only ids given above.",
  ].join("\n\n");
}

type StoredCluster = { key: string; terms: string[]; memberIds: string[]; representativeIds: string[] };
type FeedbackState = {
  answerIds?: string[];
  clusters?: StoredCluster[];
  clustering?: "embeddings" | "tfidf";
  notes?: string[];
  engine?: boolean;
  engineLabel?: string | null;
  batchSize?: number;
  batches?: (MapAnswer | null)[];
  reduced?: ReduceAnswer | null;
};

/** The answers a run analyses, in the order fixed when it started (later turns wait for the next run). */
async function runAnswers(ctx: StepContext, state: FeedbackState): Promise<{ data: ResultsData; answers: Answer[] }> {
  const data = await loadResultsData(ctx.scope, ctx.run.projectId, ctx.run.sessionIds);
  const byId = new Map(answersOf(data).map((a) => [a.turn.id, a]));
  return { data, answers: (state.answerIds ?? []).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) };
}

/** Refuses up front a run that has nothing to analyse; returns the sessions it will read. */
export async function checkFeedbackStart(scope: BrandScope, projectId: string, sessionIds?: readonly string[]): Promise<string[]> {
  const data = await loadResultsData(scope, projectId, sessionIds);
  if (!answersOf(data).length) throw new ActionError("These sessions have no answers to analyse yet. Run a session on Contacting Focus Group (/contacting-fg) first.");
  return data.sessions.map((s) => s.id);
}

/**
 * The feedback analysis as steps, so it has no cap on answers: 0 clusters every answer (embeddings
 * when connected, else TF-IDF); then one engine call per batch of answers (map: sentiment, what each
 * cluster's answers say, win conditions and contradictions, all citing answer ids); then one call
 * that names the themes from the batches' notes and merges the win conditions (reduce). Without an
 * engine only step 0 runs and the result is the offline analysis. A batch the engine could not answer
 * falls back to the word list, with a note.
 */
export const feedbackSteps: RunSteps = {
  async step(ctx, raw, done) {
    const state = raw as FeedbackState;
    const { scope } = ctx;
    if (done === 0) {
      const data = await loadResultsData(scope, ctx.run.projectId, ctx.run.sessionIds);
      const answers = answersOf(data);
      if (!answers.length) throw new ActionError("These sessions have no answers to analyse yet.");
      const notes: string[] = [];
      let vectors: number[][] | null = null;
      const embedder = await ssrEmbedder(scope);
      if (embedder) {
        try {
          const texts = answers.map((a) => a.turn.content);
          vectors = [];
          for (let i = 0; i < texts.length; i += 64) vectors.push(...(await embedTexts(embedder.engine, embedder.model, texts.slice(i, i + 64), "document", { scope, purpose: "fg.analysis", jobId: ctx.jobId, maxWaitMs: 60_000 })));
        } catch (e) {
          if (!(e instanceof EmbeddingError) || e.retryable) throw e;
          vectors = null;
          notes.push(`Themes were clustered by words: the embedding model failed (${e.message}).`);
        }
      }
      const clusters = findThemes(answers.map((a) => ({ id: a.turn.id, text: a.turn.content })), { vectors });
      const engine = await resolveResearchEngine(scope, ctx.settings);
      if (engine.kind === "none") notes.push(engine.note);
      const batchSize = Math.max(1, Math.min(MAP_BATCH, Number((ctx.run.params as { batchSize?: unknown }).batchSize) || MAP_BATCH));
      const batches = engine.kind === "ai" ? Math.ceil(answers.length / batchSize) : 0;
      return {
        state: { answerIds: answers.map((a) => a.turn.id), clusters, clustering: vectors ? "embeddings" : "tfidf", notes, engine: engine.kind === "ai", engineLabel: null, batchSize, batches: [], reduced: null } satisfies FeedbackState,
        total: batches ? 2 + batches : 1,
        stage: batches ? `Reading the answers: batch 1 of ${batches}` : "Writing the offline analysis",
      };
    }
    const engine = await resolveResearchEngine(scope, ctx.settings);
    if (engine.kind === "none") throw new ActionError(engine.note);
    const { data, answers } = await runAnswers(ctx, state);
    const size = state.batchSize ?? MAP_BATCH;
    const count = Math.ceil((state.answerIds ?? []).length / size);
    const total = 2 + count;
    const notes = [...(state.notes ?? [])];
    const ask = async <T>(prompt: string, schema: z.ZodType<T>, name: string) => {
      const refusal = await researchBudgetRefusal(scope, ctx.settings, engine.engine, SYSTEM.length + prompt.length, MAX_OUTPUT_TOKENS);
      if (refusal) return { refusal } as const;
      try {
        const r = await generateStructured(engine.engine, { system: SYSTEM, prompt, schema, name, maxOutputTokens: MAX_OUTPUT_TOKENS }, { scope, purpose: "fg.analysis", jobId: ctx.jobId, maxWaitMs: 60_000 });
        return { value: r.value, label: `${engine.label} · ${r.model}` } as const;
      } catch (e) {
        if (!(e instanceof AiError) || e.retryable) throw e;
        return { failed: e.message } as const;
      }
    };
    if (done <= count) {
      const i = done - 1;
      const ids = new Set((state.answerIds ?? []).slice(i * size, (i + 1) * size));
      const batch = answers.filter((a) => ids.has(a.turn.id));
      const clusterOf = new Map((state.clusters ?? []).flatMap((c) => c.memberIds.map((m) => [m, c.key] as const)));
      const out = await ask(mapPrompt(data, batch, clusterOf, i, count), mapSchema, "feedback_batch");
      if ("refusal" in out) return { budget: out.refusal! };
      if ("failed" in out) notes.push(`The engine could not read batch ${i + 1} of ${count} (${out.failed}); its answers are scored by the word list.`);
      const batches = [...(state.batches ?? [])];
      batches[i] = "value" in out ? (out.value as MapAnswer) : null;
      return { state: { ...state, batches, notes, engineLabel: "label" in out ? out.label : (state.engineLabel ?? null) }, total, stage: done < count ? `Reading the answers: batch ${done + 1} of ${count}` : "Naming the themes" };
    }
    const out = await ask(reducePrompt(data, state.clusters ?? [], state.batches ?? []), reduceSchema, "feedback_themes");
    if ("refusal" in out) return { budget: out.refusal! };
    if ("failed" in out) notes.push(`The engine could not name the themes (${out.failed}); they are named by their top terms.`);
    return { state: { ...state, notes, reduced: "value" in out ? (out.value as ReduceAnswer) : null, engineLabel: "label" in out ? out.label : (state.engineLabel ?? null) }, total, stage: "Saving the analysis" };
  },

  async result(ctx, raw) {
    const state = raw as FeedbackState;
    const { data, answers } = await runAnswers(ctx, state);
    const known = new Set(answers.map((a) => a.turn.id));
    const ssr = await loadSsr(ctx.scope, ctx.run.projectId);
    const ssrRating = new Map<string, number>();
    if (ssr)
      for (const a of answers) {
        const d = ssr.scores.get(a.turn.id);
        if (d) ssrRating.set(a.turn.id, expectedRating(d));
      }
    const batches = (state.batches ?? []).filter((b): b is MapAnswer => !!b);
    const engineUsed = batches.length > 0 || !!state.reduced;

    const sentiment = new Map<string, number>();
    for (const b of batches) for (const s of b.sentiment) if (known.has(s.turnId)) sentiment.set(s.turnId, s.score);
    // Answers the engine left out (or all of them offline) get the word-list score, so every answer counts once.
    for (const a of answers) if (!sentiment.has(a.turn.id)) sentiment.set(a.turn.id, lexiconSentiment(a.turn.content));

    const named = new Map((state.reduced?.themes ?? []).map((t) => [t.key, t]));
    const themes: AnalysisTheme[] = (state.clusters ?? []).map((c) => ({
      key: c.key,
      name: named.get(c.key)?.name ?? (c.terms.length ? c.terms.join(" · ") : "Other answers"),
      summary: named.get(c.key)?.summary ?? "",
      count: c.memberIds.length,
      turnIds: c.memberIds,
      quoteIds: c.representativeIds,
      terms: c.terms,
    }));

    const stimulusByName = (name: string) => data.stimuli.find((s) => s.id === name || (s.variant && (name === s.variant || name.startsWith(`${s.variant}:`))) || s.label === name) ?? null;
    const resolveWin = (w: { stimulus: string; text: string; turnIds: string[] }): WinCondition => {
      const s = stimulusByName(w.stimulus.trim());
      return { stimulusId: s?.id ?? null, label: s ? (s.variant ? `${s.variant}: ${s.label}` : s.label) : w.stimulus, text: w.text, turnIds: w.turnIds.filter((id) => known.has(id)) };
    };
    const batchWins = batches.flatMap((b) => b.winConditions).map(resolveWin);
    const winKey = (w: WinCondition) => w.stimulusId ?? w.label;
    // The merged statement wins; where it cites no answer we know, it rests on the answers the batches cited for that
    // stimulus, and a stimulus the merge left out keeps the batches' statements.
    const merged = (state.reduced?.winConditions ?? []).map(resolveWin).map((w) =>
      w.turnIds.length ? w : { ...w, turnIds: [...new Set(batchWins.filter((b) => winKey(b) === winKey(w)).flatMap((b) => b.turnIds))] },
    );
    const mergedKeys = new Set(merged.map(winKey));
    const winConditions: WinCondition[] = engineUsed
      ? [...merged, ...batchWins.filter((b) => !mergedKeys.has(winKey(b)))].filter((w) => w.turnIds.length > 0)
      : offlineWinConditions(answers, sentiment);

    const byId = new Map(answers.map((a) => [a.turn.id, a]));
    const contradictions = findContradictions(answers, sentiment, ssrRating);
    for (const c of batches.flatMap((b) => b.contradictions)) {
      const a = byId.get(c.turnId);
      const rating = a?.turn.answer?.rating;
      const existing = contradictions.find((x) => x.turnId === c.turnId);
      if (existing) existing.explanation = c.explanation;
      else if (a && typeof rating === "number") contradictions.push({ turnId: c.turnId, personaId: a.turn.personaId, rating, scale: a.scale, said: sentiment.get(c.turnId) ?? 0, explanation: c.explanation });
    }

    const content: FeedbackAnalysis = {
      version: 1,
      method: engineUsed ? "engine" : "offline",
      clustering: state.clustering ?? "tfidf",
      note: (state.notes ?? []).join(" ") || null,
      answers: answers.length,
      themes,
      sentiment: {
        byStimulus: aggregate(answers, sentiment, (a) => (a.stimulusId ? { key: a.stimulusId, label: a.stimulus } : null)),
        bySegment: aggregate(answers, sentiment, (a) => ({ key: a.segment, label: a.segment })),
      },
      winConditions,
      contradictions,
    };
    return { content: content as unknown as Record<string, unknown>, engineLabel: engineUsed ? (state.engineLabel ?? "AI engine") : "Offline (word clustering and word-list sentiment)" };
  },
};

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
