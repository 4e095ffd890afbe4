/**
 * SSR scoring against the brand's embedding model: answers and anchor statements are embedded once
 * (purpose fg.ssr, metered in the API-call ledger, under the research budget) and each answer's
 * Likert distribution is stored as an fg_analyses row of kind "ssr". The row carries every score so
 * far (earlier rows' scores of the same model are carried forward), so the page reads one row and a
 * re-run only embeds answers that are new.
 */
import { and, desc, eq } from "drizzle-orm";
import { fgAnalyses, knowledgeEmbeddingSettings } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { loadEngine, type EngineWithKey } from "@/modules/ai/engines";
import { EmbeddingError, embedTexts } from "@/modules/knowledge/embeddings/client";
import { getBriefSettings, researchBudgetRefusal } from "@/modules/personas/engine";
import { loadResultsData } from "./load";
import { anchorsFor, ssrDistribution, APPEAL_ANCHORS, PURCHASE_ANCHORS, type Likert } from "./ssr";
import type { ResultTurn } from "./types";

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
export type SsrState = { model: string; scoredAt: Date; scores: Map<string, Likert> } | null;

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
  return { model: String(c.model ?? ""), scoredAt: row.createdAt, scores: new Map(Object.entries(c.scores ?? {})) };
}

/** Answers SSR scores: every participant turn that said something (structured or probe answers alike). */
export function ssrCandidates(turns: readonly ResultTurn[]): ResultTurn[] {
  return turns.filter((t) => t.speaker === "participant" && t.questionId && t.content.trim().length > 0);
}

/** Scores the answers of the chosen sessions that have no score yet; returns how many were scored now and in all. */
export async function scoreSsr(scope: BrandScope, projectId: string, sessionIds: readonly string[] | undefined, temperature = 1): Promise<{ scored: number; total: number; model: string }> {
  const embedder = await ssrEmbedder(scope);
  if (!embedder) throw new ActionError(SSR_NEEDS_EMBEDDER);
  const data = await loadResultsData(scope, projectId, sessionIds);
  const previous = await loadSsr(scope, projectId);
  const kept = previous && previous.model === embedder.model ? previous.scores : new Map<string, Likert>();
  const questionText = new Map(data.sessions.flatMap((s) => s.guide.sections.flatMap((sec) => sec.questions.map((q) => [q.id, q.text] as const))));
  const todo = ssrCandidates(data.turns).filter((t) => !kept.has(t.id));
  if (!ssrCandidates(data.turns).length) throw new ActionError("These sessions have no answers to score yet.");
  if (todo.length) {
    const chars = todo.reduce((n, t) => n + t.content.length, 0) + 600;
    const settings = await getBriefSettings(scope);
    const refusal = await researchBudgetRefusal(scope, settings, embedder.engine, chars, 0);
    if (refusal) throw new ActionError(refusal);
    const embed = async (texts: string[]) => {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) out.push(...(await embedTexts(embedder.engine, embedder.model, texts.slice(i, i + BATCH), "document", { scope, purpose: "fg.ssr" })));
      return out;
    };
    try {
      const anchorTexts = [...APPEAL_ANCHORS.statements, ...PURCHASE_ANCHORS.statements];
      const anchorVectors = await embed(anchorTexts);
      const bySet = { appeal: anchorVectors.slice(0, 5), purchase: anchorVectors.slice(5, 10) };
      const vectors = await embed(todo.map((t) => t.content));
      todo.forEach((t, i) => {
        const set = anchorsFor(questionText.get(t.questionId!) ?? "");
        kept.set(t.id, ssrDistribution(vectors[i]!, bySet[set.key as "appeal" | "purchase"], temperature));
      });
    } catch (e) {
      if (e instanceof EmbeddingError) throw new ActionError(`SSR could not embed the answers: ${e.message}`);
      throw e;
    }
  }
  const content: SsrContent = { model: embedder.model, temperature, scores: Object.fromEntries(kept) };
  await withScope(scope, (tx) =>
    tx.insert(fgAnalyses).values({ brandId: scope.brandId, projectId, kind: "ssr", sessionIds: data.sessions.map((s) => s.id), content, engineLabel: `${embedder.engine.label} · ${embedder.model}`, createdBy: scope.userId }),
  );
  return { scored: todo.length, total: kept.size, model: embedder.model };
}
