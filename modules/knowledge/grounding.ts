/**
 * Grounding: the one function every AI feature calls to write from the brand's own material.
 * Given a task, it searches the knowledge base (hybrid search, enabled sources only, optionally only
 * some collections), packs the best chunks into a token budget, and returns them numbered with the
 * citations and the text to put in the prompt. The feature stores the citations of what it
 * generated (storeCitations) and the UI shows them ("Based on: <source> › <heading>").
 */
import { and, eq, inArray } from "drizzle-orm";
import { knowledgeCitations } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { chunkHeader, packWithinBudget } from "./budget";
import { anyWordQuery } from "./search/query";
import { searchKnowledge, type SearchHit } from "./search/search";

export type Citation = { n: number; chunkId: string; sourceId: string; sourceTitle: string; heading: string };
export type Grounding = { chunks: (SearchHit & { n: number })[]; citations: Citation[]; promptContext: string; tokens: number };

export async function groundingFor(
  scope: BrandScope,
  opts: { task: string; collections?: string[]; tokenBudget: number; purpose?: string },
): Promise<Grounding> {
  const empty: Grounding = { chunks: [], citations: [], promptContext: "", tokens: 0 };
  if (opts.tokenBudget <= 0 || !opts.task.trim()) return empty;
  const found = await searchKnowledge(scope, { query: anyWordQuery(opts.task), collectionIds: opts.collections, limit: 20, purpose: opts.purpose ?? "knowledge.grounding" });
  const { items, tokens } = packWithinBudget(found.hits, opts.tokenBudget);
  if (!items.length) return empty;
  const chunks = items.map((c, i) => ({ ...c, n: i + 1 }));
  return {
    chunks,
    citations: chunks.map((c) => ({ n: c.n, chunkId: c.chunkId, sourceId: c.sourceId, sourceTitle: c.sourceTitle, heading: c.heading })),
    promptContext:
      "The brand's own material (knowledge base). Use it where relevant; it is more reliable than general knowledge about this brand:\n\n" +
      chunks.map((c) => `${chunkHeader(c.n, c)}\n${c.content}`).join("\n\n"),
    tokens,
  };
}

export type StoredCitation = { subject: string; chunkId: string | null; sourceId: string | null; sourceTitle: string; heading: string };

/** Replaces the citations of one generated output (`purpose` + `subject`). */
export async function storeCitations(scope: BrandScope, purpose: string, bySubject: { subject: string; citations: Citation[] }[]): Promise<void> {
  if (!bySubject.length) return;
  await withScope(scope, async (tx) => {
    await tx
      .delete(knowledgeCitations)
      .where(and(eq(knowledgeCitations.brandId, scope.brandId), eq(knowledgeCitations.purpose, purpose), inArray(knowledgeCitations.subject, bySubject.map((s) => s.subject))));
    const rows = bySubject.flatMap((s) =>
      s.citations.map((c) => ({ brandId: scope.brandId, purpose, subject: s.subject, chunkId: c.chunkId, sourceId: c.sourceId, sourceTitle: c.sourceTitle, heading: c.heading })),
    );
    if (rows.length) await tx.insert(knowledgeCitations).values(rows);
  });
}

export async function listCitations(scope: BrandScope, purpose: string, subjects: string[]): Promise<StoredCitation[]> {
  if (!subjects.length) return [];
  return withScope(scope, (tx) =>
    tx
      .select({ subject: knowledgeCitations.subject, chunkId: knowledgeCitations.chunkId, sourceId: knowledgeCitations.sourceId, sourceTitle: knowledgeCitations.sourceTitle, heading: knowledgeCitations.heading })
      .from(knowledgeCitations)
      .where(and(eq(knowledgeCitations.brandId, scope.brandId), eq(knowledgeCitations.purpose, purpose), inArray(knowledgeCitations.subject, subjects)))
      .orderBy(knowledgeCitations.createdAt),
  );
}
