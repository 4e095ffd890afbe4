/**
 * A brand's embedding engine (knowledge_embedding_settings) and its vectors (knowledge_chunk_vectors,
 * created by db/vector.ts only where pgvector exists). Vectors are stored with the model that made
 * them; search compares only vectors of the brand's current model, so a change of model never mixes
 * spaces — the re-embed job (./job.ts) replaces them in the background.
 */
import { and, eq, sql } from "drizzle-orm";
import { knowledgeEmbeddingSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { ensureVectorIndex, vectorStoreReady } from "@/db/vector";
import { listEngines, loadEngine, type EngineWithKey } from "@/modules/ai/engines";
import { EMBEDDING_DEFAULT_MODEL } from "./client";
import { vectorLiteral } from "../search/query";

let readyCache: boolean | null = null;

/** Whether this database has the vector table (cached per process: it is created at start or never). */
export async function hasVectorStore(): Promise<boolean> {
  if (readyCache !== null) return readyCache;
  readyCache = await asSystem("knowledge search: does this database have pgvector", (db) => vectorStoreReady(db));
  return readyCache;
}

export type EmbeddingSettingsView = {
  vectorStore: boolean;
  engineKey: string | null;
  engineLabel: string | null;
  model: string | null;
  dimensions: number | null;
  /** Chunks with a vector of the current model / all chunks of the brand. */
  embedded: number;
  chunks: number;
  reembed: { status: string; done: number; total: number; error: string | null };
  /** The brand's engines that can embed (OpenAI, Gemini, OpenAI-compatible), with a default model each. */
  engines: { key: string; label: string; providerName: string; defaultModel: string; problem: string | null }[];
};

export async function getEmbeddingSettings(scope: BrandScope): Promise<EmbeddingSettingsView> {
  const vectorStore = await hasVectorStore();
  const [row, engines, counts] = await Promise.all([
    withScope(scope, (tx) => tx.select().from(knowledgeEmbeddingSettings).where(eq(knowledgeEmbeddingSettings.brandId, scope.brandId))).then((r) => r[0] ?? null),
    listEngines(scope),
    withScope(scope, async (tx) => {
      const [c] = await tx.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_chunks where brand_id = ${scope.brandId}`);
      return { chunks: c?.n ?? 0 };
    }),
  ]);
  let embedded = 0;
  if (vectorStore && row) {
    const [e] = await withScope(scope, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from knowledge_chunk_vectors where brand_id = ${scope.brandId} and model = ${row.model}`),
    );
    embedded = e?.n ?? 0;
  }
  const capable = engines.flatMap((e) => {
    const model = EMBEDDING_DEFAULT_MODEL[e.provider];
    return model ? [{ key: e.key, label: e.label, providerName: e.providerName, defaultModel: model, problem: e.problem }] : [];
  });
  return {
    vectorStore,
    engineKey: row?.engineKey ?? null,
    engineLabel: row ? (engines.find((e) => e.key === row.engineKey)?.label ?? null) : null,
    model: row?.model ?? null,
    dimensions: row?.dimensions ?? null,
    embedded,
    chunks: counts.chunks,
    reembed: { status: row?.reembedStatus ?? "idle", done: row?.reembedDone ?? 0, total: row?.reembedTotal ?? 0, error: row?.reembedError ?? null },
    engines: capable,
  };
}

export type Embedder = { engine: EngineWithKey; model: string; dimensions: number | null };

/** The brand's embedding engine with its key, or null when none is set, it is gone, or there is no vector store. */
export async function loadEmbedder(scope: BrandScope): Promise<Embedder | null> {
  if (!(await hasVectorStore())) return null;
  const [row] = await withScope(scope, (tx) => tx.select().from(knowledgeEmbeddingSettings).where(eq(knowledgeEmbeddingSettings.brandId, scope.brandId)));
  if (!row) return null;
  const engine = await loadEngine(scope, row.engineKey);
  return engine ? { engine, model: row.model, dimensions: row.dimensions } : null;
}

/** Upserts vectors for chunks of the scope's brand; the first answer of a model fixes its dimensions and index. */
export async function storeVectors(scope: BrandScope, model: string, rows: { chunkId: string; vector: number[] }[]): Promise<void> {
  if (!rows.length) return;
  const dims = rows[0]!.vector.length;
  const [setting] = await withScope(scope, (tx) =>
    tx.select({ dimensions: knowledgeEmbeddingSettings.dimensions, model: knowledgeEmbeddingSettings.model }).from(knowledgeEmbeddingSettings).where(eq(knowledgeEmbeddingSettings.brandId, scope.brandId)),
  );
  if (setting && setting.model === model && setting.dimensions !== dims) {
    await asSystem("knowledge embeddings: HNSW index for a new vector length", (db) => ensureVectorIndex(db, dims));
    await withScope(scope, (tx) =>
      tx.update(knowledgeEmbeddingSettings).set({ dimensions: dims }).where(and(eq(knowledgeEmbeddingSettings.brandId, scope.brandId), eq(knowledgeEmbeddingSettings.model, model))),
    );
  }
  await withScope(scope, async (tx) => {
    // The chunk must be the brand's: the select joins knowledge_chunks under the scope's filter.
    await tx.execute(sql`
      insert into knowledge_chunk_vectors (chunk_id, brand_id, model, embedding)
      select c.id, c.brand_id, ${model}, v.embedding::vector
      from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ chunk_id: r.chunkId, embedding: vectorLiteral(r.vector) })))}::jsonb) as v(chunk_id uuid, embedding text)
      join knowledge_chunks c on c.id = v.chunk_id and c.brand_id = ${scope.brandId}
      on conflict (chunk_id) do update set model = excluded.model, embedding = excluded.embedding`);
  });
}
