"use server";

import { eq, sql } from "drizzle-orm";
import { knowledgeEmbeddingSettings } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { NotFoundError, withScope } from "@/lib/brand-scope";
import { loadEngine } from "@/modules/ai/engines";
import { EMBEDDING_DEFAULT_MODEL } from "./embeddings/client";
import { queueEmbedding } from "./embeddings/job";
import { hasVectorStore } from "./embeddings/settings";
import { clearEmbeddingSettingsInput, reembedKnowledgeInput, setEmbeddingSettingsInput } from "./search-inputs";

const edit = { module: "vector-store", access: "edit" } as const;

/**
 * Picks the embedding engine and model. A different model than before starts re-embedding every
 * chunk (a job); until it has finished, meaning search compares only the chunks already embedded.
 * On a database without pgvector the choice is still saved: knowledge search stays full text, but
 * focus-group SSR and the feedback analysis's clustering compare vectors in memory with this model.
 */
export const setKnowledgeEmbeddingSettingsAction = brandAction("setKnowledgeEmbeddingSettings", setEmbeddingSettingsInput, { ...edit, failure: "Failed to save the embedding settings" }, async (scope, d) => {
  const vectors = await hasVectorStore();
  const engine = await loadEngine(scope, d.engineKey);
  // Another brand's engine answers exactly like a deleted one.
  if (!engine) throw new NotFoundError();
  if (!EMBEDDING_DEFAULT_MODEL[engine.provider]) throw new ActionError(`${engine.providerName} has no embeddings API: pick an OpenAI, Gemini or OpenAI-compatible engine.`);
  await withScope(scope, (tx) =>
    tx
      .insert(knowledgeEmbeddingSettings)
      .values({ brandId: scope.brandId, engineKey: d.engineKey, model: d.model, dimensions: null, reembedStatus: vectors ? "running" : "idle", reembedDone: 0, reembedTotal: 0, reembedError: null })
      .onConflictDoUpdate({
        target: knowledgeEmbeddingSettings.brandId,
        set: { engineKey: d.engineKey, model: d.model, dimensions: null, reembedStatus: vectors ? "running" : "idle", reembedDone: 0, reembedTotal: 0, reembedError: null },
      }),
  );
  if (vectors) await queueEmbedding(scope);
  return { model: d.model, vectorStore: vectors };
});

/** Disconnects the embedding engine: search goes back to full text and names; stored vectors are dropped. */
export const clearKnowledgeEmbeddingSettingsAction = brandAction("clearKnowledgeEmbeddingSettings", clearEmbeddingSettingsInput, { ...edit, failure: "Failed to disconnect the embedding engine" }, async (scope) => {
  const vectors = await hasVectorStore();
  await withScope(scope, async (tx) => {
    await tx.delete(knowledgeEmbeddingSettings).where(eq(knowledgeEmbeddingSettings.brandId, scope.brandId));
    if (vectors) await tx.execute(sql`delete from knowledge_chunk_vectors where brand_id = ${scope.brandId}`);
  });
  return { cleared: true };
});

export const reembedKnowledgeAction = brandAction("reembedKnowledge", reembedKnowledgeInput, { ...edit, failure: "Failed to start embedding" }, async (scope) => {
  if (!(await hasVectorStore())) throw new ActionError("This database has no pgvector, so passages are not embedded: knowledge search uses full text.");
  const [row] = await withScope(scope, (tx) =>
    tx.update(knowledgeEmbeddingSettings).set({ reembedStatus: "running", reembedError: null }).where(eq(knowledgeEmbeddingSettings.brandId, scope.brandId)).returning({ model: knowledgeEmbeddingSettings.model }),
  );
  if (!row) throw new ActionError("Connect an embedding engine first.");
  await queueEmbedding(scope);
  return { queued: true };
});
