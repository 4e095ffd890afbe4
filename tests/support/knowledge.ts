/**
 * Knowledge-base rows for tests and benches, written directly (ingestion is not needed to test
 * search): a ready source and its chunks, with token counts like the chunker's (~4 characters a token).
 */
import { knowledgeChunks, knowledgeSources } from "@/db/schema";
import type { Database } from "@/db/client";

export type TestChunk = { heading?: string; content: string; tokens?: number; page?: number | null };

export async function insertKnowledgeSource(
  db: Database,
  brandId: string,
  opts: { title: string; enabled?: boolean; language?: string; chunks: TestChunk[] },
): Promise<{ sourceId: string; chunkIds: string[] }> {
  const language = opts.language ?? "english";
  const [source] = await db
    .insert(knowledgeSources)
    .values({ brandId, kind: "text", title: opts.title, origin: opts.title, body: opts.chunks.map((c) => c.content).join("\n\n"), status: "ready", enabled: opts.enabled ?? true, language, chunkCount: opts.chunks.length })
    .returning({ id: knowledgeSources.id });
  const rows = opts.chunks.length
    ? await db
        .insert(knowledgeChunks)
        .values(
          opts.chunks.map((c, position) => ({
            brandId,
            sourceId: source!.id,
            position,
            heading: c.heading ?? "",
            page: c.page ?? null,
            content: c.content,
            tokens: c.tokens ?? Math.max(1, Math.ceil(c.content.length / 4)),
            tsConfig: language,
          })),
        )
        .returning({ id: knowledgeChunks.id })
    : [];
  return { sourceId: source!.id, chunkIds: rows.map((r) => r.id) };
}
