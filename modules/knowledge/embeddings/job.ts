/**
 * `knowledge.embed`: embeds every chunk of a brand that has no vector of the brand's current model
 * (new chunks after an ingestion, or all of them after the model changed), in batches, recording
 * progress on the settings row so the page shows it after a reload. Re-embedding is this job, never
 * a migration. A batch the provider refuses for good stops the job with the provider's reason.
 */
import { eq, sql } from "drizzle-orm";
import { knowledgeEmbeddingSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { defineTask, enqueueJob, PermanentJobError, RetryLaterError, wakeJobRunner } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";
import { EmbeddingError, embedTexts } from "./client";
import { hasVectorStore, loadEmbedder, storeVectors } from "./settings";

export const KNOWLEDGE_EMBED_TASK = "knowledge.embed";
const BATCH = 64;
/** Characters per text sent: embedding models take ~8k tokens; a chunk is far smaller, this is a guard. */
const MAX_CHARS = 8_000;

async function setProgress(scope: BrandScope, patch: Partial<typeof knowledgeEmbeddingSettings.$inferInsert>): Promise<void> {
  await withScope(scope, (tx) => tx.update(knowledgeEmbeddingSettings).set(patch).where(eq(knowledgeEmbeddingSettings.brandId, scope.brandId)));
}

/** Embeds the brand's chunks that lack a current vector; returns how many it embedded. */
export async function embedPendingChunks(scope: BrandScope, opts: { jobId?: string | null; signal?: AbortSignal } = {}): Promise<number> {
  const embedder = await loadEmbedder(scope);
  if (!embedder) return 0;
  const { engine, model } = embedder;
  const pending = () =>
    withScope(scope, (tx) =>
      tx.execute<{ n: number }>(sql`
        select count(*)::int as n from knowledge_chunks c
        where c.brand_id = ${scope.brandId}
          and not exists (select 1 from knowledge_chunk_vectors v where v.chunk_id = c.id and v.model = ${model})`),
    ).then((r) => r[0]?.n ?? 0);
  const total = await pending();
  await setProgress(scope, { reembedStatus: "running", reembedDone: 0, reembedTotal: total, reembedError: null });
  let done = 0;
  try {
    for (;;) {
      if (opts.signal?.aborted) throw new RetryLaterError("The job was stopped; it resumes where it left off.");
      const batch = await withScope(scope, (tx) =>
        tx.execute<{ id: string; heading: string; content: string }>(sql`
          select c.id, c.heading, c.content from knowledge_chunks c
          where c.brand_id = ${scope.brandId}
            and not exists (select 1 from knowledge_chunk_vectors v where v.chunk_id = c.id and v.model = ${model})
          order by c.id limit ${BATCH}`),
      );
      if (!batch.length) break;
      const texts = batch.map((c) => (c.heading ? `${c.heading}\n\n${c.content}` : c.content).slice(0, MAX_CHARS));
      const vectors = await embedTexts(engine, model, texts, "document", { scope, purpose: "knowledge.embed", jobId: opts.jobId, maxWaitMs: 60_000 });
      await storeVectors(scope, model, batch.map((c, i) => ({ chunkId: c.id, vector: vectors[i]! })));
      done += batch.length;
      await setProgress(scope, { reembedDone: done });
    }
    await setProgress(scope, { reembedStatus: "idle", reembedDone: done });
    return done;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (e instanceof EmbeddingError && e.retryable) {
      await setProgress(scope, { reembedError: `${message} Trying again shortly.` });
      throw new RetryLaterError(message);
    }
    if (e instanceof RetryLaterError) throw e;
    await setProgress(scope, { reembedStatus: "failed", reembedError: message });
    throw new PermanentJobError(message);
  }
}

defineTask<{ brandId: string; userId: string | null }>({
  name: KNOWLEDGE_EMBED_TASK,
  maxAttempts: 5,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, id, signal }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "vector-store");
    if (!scope) throw new PermanentJobError("Neither the person who asked for it nor the brand owner may edit the knowledge base.");
    await embedPendingChunks(scope, { jobId: id, signal });
  },
});

/**
 * Queues embedding of the brand's chunks that lack a current vector (one job per brand at a time).
 * Ingestion calls this after storing chunks; the settings action after the model changed.
 */
export async function queueEmbedding(scope: BrandScope): Promise<void> {
  await asSystem("knowledge embeddings: queue the brand's embedding job", (db) =>
    enqueueJob(db, KNOWLEDGE_EMBED_TASK, { brandId: scope.brandId, userId: scope.userId }, { brandId: scope.brandId, singletonKey: `${KNOWLEDGE_EMBED_TASK}:${scope.brandId}` }),
  );
  wakeJobRunner();
}

/** After an ingestion stored new chunks: queues their embedding when the brand has chosen an embedding model. */
export async function queueEmbeddingIfConfigured(scope: BrandScope): Promise<void> {
  const [row] = await withScope(scope, (tx) => tx.select({ brandId: knowledgeEmbeddingSettings.brandId }).from(knowledgeEmbeddingSettings).where(eq(knowledgeEmbeddingSettings.brandId, scope.brandId)));
  if (row && (await hasVectorStore())) await queueEmbedding(scope);
}
