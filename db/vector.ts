/**
 * pgvector where the database has it. PGlite ships it (loaded by db/embedded.ts); Debian's
 * PostgreSQL 15 does not, and a migration that says `CREATE EXTENSION vector` would fail there. So
 * the vectors live in a table this "ensure" step creates after the migrations, only where the
 * extension is available; without it, knowledge search runs on full text and trigrams alone and
 * the page says so (modules/knowledge/search reads `vectorStoreReady`).
 *
 * Invariant: knowledge_chunk_vectors has brand_id and row-level security like every brand table
 * (app.ensure_brand_rls), and one HNSW index per vector length in use (a partial index on
 * `embedding::vector(n)`, since one brand's model may answer 768 numbers and another's 1536).
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";

type Exec = Pick<Database, "execute">;

/** HNSW indexes vectors up to 2,000 dimensions; longer ones are compared by a scan of the brand's rows. */
export const HNSW_MAX_DIMENSIONS = 2000;

export async function vectorExtensionAvailable(db: Exec): Promise<boolean> {
  const rows = await db.execute<{ ok: boolean }>(sql`select exists(select 1 from pg_available_extensions where name = 'vector') as ok`);
  return !!rows[0]?.ok;
}

/** Creates the extension, the vector table and its policies when the database can; returns whether it did. */
export async function ensureVectorStore(db: Exec): Promise<boolean> {
  if (!(await vectorExtensionAvailable(db))) return false;
  await db.execute(sql`create extension if not exists vector`);
  await db.execute(sql`
    create table if not exists knowledge_chunk_vectors (
      chunk_id uuid primary key references knowledge_chunks(id) on delete cascade,
      brand_id uuid not null references brands(id) on delete cascade,
      model text not null,
      embedding vector not null
    )`);
  await db.execute(sql`create index if not exists knowledge_chunk_vectors_brand_model_idx on knowledge_chunk_vectors (brand_id, model)`);
  await db.execute(sql`select app.ensure_brand_rls()`);
  return true;
}

/** The HNSW index for vectors of `dimensions` numbers (cosine distance), created once. */
export async function ensureVectorIndex(db: Exec, dimensions: number): Promise<void> {
  if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > HNSW_MAX_DIMENSIONS) return;
  // `dimensions` is a checked integer: DDL takes no parameters.
  await db.execute(
    sql.raw(
      `create index if not exists knowledge_chunk_vectors_hnsw_${dimensions} on knowledge_chunk_vectors ` +
        `using hnsw ((embedding::vector(${dimensions})) vector_cosine_ops) where vector_dims(embedding) = ${dimensions}`,
    ),
  );
}

/** Whether the vector table exists in this database (the ensure step ran and the extension is there). */
export async function vectorStoreReady(db: Exec): Promise<boolean> {
  const rows = await db.execute<{ ok: boolean }>(sql`select to_regclass('public.knowledge_chunk_vectors') is not null as ok`);
  return !!rows[0]?.ok;
}
