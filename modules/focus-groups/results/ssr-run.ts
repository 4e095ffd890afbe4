/**
 * SSR scoring against the brand's embedding model, as a durable run (../runs): answers and anchor
 * statements are embedded once (purpose fg.ssr, metered in the API-call ledger, under the research
 * budget) and each answer's Likert distribution is stored as an fg_analyses row of kind "ssr", with
 * the model and temperature that made it. The row carries every score so
 * far (earlier rows' scores of the same model are carried forward), so the page reads one row and a
 * re-run only embeds answers that are new.
 */
import { and, desc, eq } from "drizzle-orm";
import { fgAnalyses, knowledgeEmbeddingSettings } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { loadEngine, type EngineWithKey } from "@/modules/ai/engines";
import { embedTexts } from "@/modules/knowledge/embeddings/client";
import { getBriefSettings, researchBudgetRefusal } from "@/modules/personas/engine";
import { loadResultsData } from "./load";
import { anchorsFor, ssrDistribution, APPEAL_ANCHORS, PURCHASE_ANCHORS, type Likert } from "./ssr";
import type { ResultTurn } from "./types";
import type { RunSteps, StepContext } from "../runs/steps";

export const SSR_NEEDS_EMBEDDER =
  "SSR needs an embedding model: choose one for this brand on Vector Store Management (/vector-store). The stated ratings are shown without it.";

const BATCH = 64;

/**
 * The brand's embedding engine and model. Read from the setting itself rather than through
 * knowledge's loadEmbedder, which also requires a vector store: SSR compares vectors in memory and
 * stores none, so it works on databases without pgvector too.
 */
export async function ssrEmbedder(scope: BrandScope): Promise<{ engine: EngineWithKey; model: string } | null> {
  const [row] = await withScope(scope, (tx) => tx.select().from(knowledgeEmbeddingSettings).where(eq(knowledgeEmbeddingSettings.brandId, scope.brandId)));
  if (!row) return null;
  const engine = await loadEngine(scope, row.engineKey);
  return engine ? { engine, model: row.model } : null;
}

export type SsrContent = { model: string; temperature: number; scores: Record<string, Likert> };
export type SsrState = { model: string; temperature: number; scoredAt: Date; scores: Map<string, Likert> } | null;

/** The latest SSR scores of a project (null when never scored). */
export async function loadSsr(scope: BrandScope, projectId: string): Promise<SsrState> {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ content: fgAnalyses.content, createdAt: fgAnalyses.createdAt })
      .from(fgAnalyses)
      .where(and(eq(fgAnalyses.brandId, scope.brandId), eq(fgAnalyses.projectId, projectId), eq(fgAnalyses.kind, "ssr")))
      .orderBy(desc(fgAnalyses.createdAt))
      .limit(1),
  );
  if (!row) return null;
  const c = row.content as Partial<SsrContent>;
  return { model: String(c.model ?? ""), temperature: typeof c.temperature === "number" ? c.temperature : 1, scoredAt: row.createdAt, scores: new Map(Object.entries(c.scores ?? {})) };
}

/** Answers SSR scores: every participant turn that said something (structured or probe answers alike). */
export function ssrCandidates(turns: readonly ResultTurn[]): ResultTurn[] {
  return turns.filter((t) => t.speaker === "participant" && t.questionId && t.content.trim().length > 0);
}

/**
 * Refuses up front what would make the run fail at once: no embedding model, no answers, a spent
 * budget. The scoring itself is a durable run (../runs, steps below).
 */
export async function checkSsrStart(scope: BrandScope, projectId: string, sessionIds: readonly string[] | undefined): Promise<string[]> {
  const embedder = await ssrEmbedder(scope);
  if (!embedder) throw new ActionError(SSR_NEEDS_EMBEDDER);
  const data = await loadResultsData(scope, projectId, sessionIds);
  if (!ssrCandidates(data.turns).length) throw new ActionError("These sessions have no answers to score yet.");
  const refusal = await researchBudgetRefusal(scope, await getBriefSettings(scope), embedder.engine, 600, 0);
  if (refusal) throw new ActionError(`${refusal} Raise the research budget on /personas-brief-settings.`);
  return data.sessions.map((s) => s.id);
}

/** The run's checkpoint: what to score, the anchors' vectors once embedded, every score so far. */
type SsrRunState = { model?: string; todo?: string[]; scores?: Record<string, Likert>; anchors?: number[][]; batch?: number };

const temperatureOf = (run: StepContext["run"]) => {
  const t = (run.params as { temperature?: unknown }).temperature;
  return typeof t === "number" && t > 0 ? t : 1;
};

/**
 * SSR as steps: 0 decides the answers to score (scores of the same model and temperature are carried
 * forward, so a re-run embeds only new answers), 1 embeds the anchor statements, then one step per
 * batch of answers. Every embedding call is metered as fg.ssr under the research budget.
 */
export const ssrSteps: RunSteps = {
  async step(ctx, raw, done) {
    const state = raw as SsrRunState;
    const { scope, run } = ctx;
    const embedder = await ssrEmbedder(scope);
    if (!embedder) throw new ActionError(SSR_NEEDS_EMBEDDER);
    const temperature = temperatureOf(run);
    const batch = typeof state.batch === "number" ? state.batch : Math.max(1, Math.min(BATCH, Number((run.params as { batchSize?: unknown }).batchSize) || BATCH));
    if (done === 0) {
      const data = await loadResultsData(scope, run.projectId, run.sessionIds);
      const previous = await loadSsr(scope, run.projectId);
      const kept = previous && previous.model === embedder.model && previous.temperature === temperature ? previous.scores : new Map<string, Likert>();
      const todo = ssrCandidates(data.turns).filter((t) => !kept.has(t.id)).map((t) => t.id);
      const batches = Math.ceil(todo.length / batch);
      return {
        state: { model: embedder.model, todo, scores: Object.fromEntries(kept), batch },
        total: todo.length ? 2 + batches : 1,
        stage: todo.length ? "Embedding the anchor statements" : "Every answer was already scored",
      };
    }
    if (state.model !== embedder.model) throw new ActionError(`The embedding model changed to ${embedder.model} during the run. Start a new run.`);
    const todo = state.todo ?? [];
    const embed = async (texts: string[]) => {
      const refusal = await researchBudgetRefusal(scope, ctx.settings, embedder.engine, texts.reduce((n, t) => n + t.length, 0), 0);
      if (refusal) return { refusal } as const;
      return { vectors: await embedTexts(embedder.engine, embedder.model, texts, "document", { scope, purpose: "fg.ssr", jobId: ctx.jobId, maxWaitMs: 60_000 }) } as const;
    };
    const batches = Math.ceil(todo.length / batch);
    if (done === 1) {
      const out = await embed([...APPEAL_ANCHORS.statements, ...PURCHASE_ANCHORS.statements]);
      if ("refusal" in out) return { budget: out.refusal! };
      return { state: { ...state, anchors: out.vectors }, total: 2 + batches, stage: `Scoring answers: batch 1 of ${batches}` };
    }
    const i = done - 2;
    const ids = todo.slice(i * batch, (i + 1) * batch);
    const data = await loadResultsData(scope, run.projectId, run.sessionIds);
    const byId = new Map(data.turns.map((t) => [t.id, t]));
    const turns = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const questionText = new Map(data.sessions.flatMap((s) => s.guide.sections.flatMap((sec) => sec.questions.map((q) => [q.id, q.text] as const))));
    const scores = { ...(state.scores ?? {}) };
    if (turns.length) {
      const out = await embed(turns.map((t) => t.content));
      if ("refusal" in out) return { budget: out.refusal! };
      const anchors = state.anchors ?? [];
      const bySet = { appeal: anchors.slice(0, 5), purchase: anchors.slice(5, 10) };
      turns.forEach((t, k) => {
        const set = anchorsFor(questionText.get(t.questionId!) ?? "");
        scores[t.id] = ssrDistribution(out.vectors[k]!, bySet[set.key as "appeal" | "purchase"], temperature);
      });
    }
    return { state: { ...state, scores }, total: 2 + batches, stage: i + 1 < batches ? `Scoring answers: batch ${i + 2} of ${batches}` : "Saving the scores" };
  },
  async result(ctx, raw) {
    const state = raw as SsrRunState;
    const embedder = await ssrEmbedder(ctx.scope);
    const content: SsrContent = { model: state.model ?? "", temperature: temperatureOf(ctx.run), scores: state.scores ?? {} };
    return { content, engineLabel: `${embedder?.engine.label ?? "A removed engine"} · ${content.model}` };
  },
};
