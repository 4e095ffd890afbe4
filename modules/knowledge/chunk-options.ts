/**
 * Chunk sizes, apart from ./chunk.ts so the job that reads a source can name them without loading
 * the tokenizer (chunking itself runs in the extraction process, ./extract/isolated.ts).
 */
export type ChunkOptions = { maxTokens: number; overlapTokens: number };

export const DEFAULT_CHUNKING: ChunkOptions = { maxTokens: 400, overlapTokens: 60 };
