/**
 * Adding, switching, retrying and removing knowledge sources (called by ./source-actions.ts and
 * tests). Every new or retried source gets a `knowledge.ingest` job enqueued in the same transaction
 * that writes its row, so a source is never left "queued" without work behind it.
 */
import { and, eq } from "drizzle-orm";
import { knowledgeSources } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import type { Tx } from "@/db/client";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { deleteFile, putFile, StorageRejectedError } from "@/lib/storage";
import { syncBrandData, type BrandDataSync } from "./brand-data";
import { DEFAULT_LIMITS, mb } from "./extract/types";
import { KNOWLEDGE_INGEST_TASK } from "./task-names";
// Defines the ingestion task, so every process that adds sources has its queue.
import "./jobs";

/** An upload's size limit (the extractor's; lib/storage's "training" kind allows more). */
export const MAX_UPLOAD_BYTES = DEFAULT_LIMITS.maxBytes;

type NewSource = Omit<typeof knowledgeSources.$inferInsert, "brandId" | "id">;

async function insertAndEnqueue(tx: Tx, scope: BrandScope, values: NewSource): Promise<string> {
  const [row] = await tx
    .insert(knowledgeSources)
    .values({ ...values, brandId: scope.brandId, createdBy: scope.userId })
    .returning({ id: knowledgeSources.id });
  await enqueueJob(tx, KNOWLEDGE_INGEST_TASK, { brandId: scope.brandId, userId: scope.userId, sourceId: row!.id }, { brandId: scope.brandId });
  return row!.id;
}

export async function addTextSource(scope: BrandScope, d: { title: string; text: string }): Promise<{ sourceId: string }> {
  const sourceId = await withScope(scope, async (tx) => {
    const id = await insertAndEnqueue(tx, scope, { kind: "text", title: d.title, origin: "pasted text", body: d.text, contentType: "text/markdown", byteSize: Buffer.byteLength(d.text) });
    await logScopeActivity(tx, scope, "add_knowledge_source", `Added the text "${d.title}" to the knowledge base`, { sourceId: id });
    return id;
  });
  wakeJobRunner();
  return { sourceId };
}

export async function addWebSource(scope: BrandScope, d: { kind: "url" | "sitemap"; url: string; refreshHours: number | null; title?: string | null }): Promise<{ sourceId: string }> {
  const sourceId = await withScope(scope, async (tx) => {
    const id = await insertAndEnqueue(tx, scope, { kind: d.kind, title: d.title?.trim() || d.url, origin: d.url, refreshHours: d.refreshHours });
    await logScopeActivity(tx, scope, "add_knowledge_source", `Added the ${d.kind === "url" ? "page" : "sitemap"} ${d.url} to the knowledge base`, { sourceId: id });
    return id;
  });
  wakeJobRunner();
  return { sourceId };
}

/** Stores the file (lib/storage, kind "training": type sniffed from the bytes) and queues its ingestion. */
export async function addFileSource(scope: BrandScope, d: { name: string; bytes: Uint8Array }): Promise<{ sourceId: string }> {
  if (!d.bytes.length) throw new ActionError(`${d.name} is empty.`);
  if (d.bytes.length > MAX_UPLOAD_BYTES) throw new ActionError(`${d.name} is ${mb(d.bytes.length)}; the limit is ${mb(MAX_UPLOAD_BYTES)}. Split it and upload the parts.`);
  let file;
  try {
    file = await putFile(scope, { kind: "training", name: d.name, bytes: d.bytes });
  } catch (e) {
    if (e instanceof StorageRejectedError) throw new ActionError(`${d.name}: ${e.message}`);
    throw e;
  }
  try {
    const sourceId = await withScope(scope, async (tx) => {
      const id = await insertAndEnqueue(tx, scope, { kind: "file", title: d.name.slice(0, 200), origin: d.name, fileId: file.id, contentType: file.contentType, byteSize: file.size });
      await logScopeActivity(tx, scope, "add_knowledge_source", `Uploaded ${d.name} to the knowledge base`, { sourceId: id });
      return id;
    });
    wakeJobRunner();
    return { sourceId };
  } catch (e) {
    await deleteFile(scope, file.id).catch(() => {});
    throw e;
  }
}

async function findSource(tx: Tx, scope: BrandScope, id: string) {
  const [src] = await tx
    .select({ id: knowledgeSources.id, title: knowledgeSources.title, kind: knowledgeSources.kind, status: knowledgeSources.status, fileId: knowledgeSources.fileId })
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.id, id), eq(knowledgeSources.brandId, scope.brandId)));
  if (!src) throw new NotFoundError();
  return src;
}

/** A disabled source keeps its chunks; search and grounding leave it out. */
export async function setSourceEnabled(scope: BrandScope, sourceId: string, enabled: boolean): Promise<void> {
  await withScope(scope, async (tx) => {
    const src = await findSource(tx, scope, sourceId);
    await tx.update(knowledgeSources).set({ enabled, updatedAt: new Date() }).where(and(eq(knowledgeSources.id, sourceId), eq(knowledgeSources.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, enabled ? "enable_knowledge_source" : "disable_knowledge_source", `${enabled ? "Enabled" : "Disabled"} "${src.title}" in the knowledge base`, { sourceId });
  });
}

/** Ingests the source again (a failed one, or a page or file to read afresh). */
export async function retrySource(scope: BrandScope, sourceId: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const src = await findSource(tx, scope, sourceId);
    if (src.status === "processing") throw new ActionError(`"${src.title}" is being read right now. Wait for it to finish.`);
    if (src.kind === "brand-data") throw new ActionError("Brand data stays in sync by itself; use Sync brand data to read it now.");
    // A forced re-read: the hash is cleared so the chunks are rebuilt even if the text is the same.
    await tx.update(knowledgeSources).set({ status: "queued", error: null, progressDone: 0, progressTotal: 0, contentHash: null, updatedAt: new Date() }).where(eq(knowledgeSources.id, sourceId));
    await enqueueJob(tx, KNOWLEDGE_INGEST_TASK, { brandId: scope.brandId, userId: scope.userId, sourceId }, { brandId: scope.brandId });
  });
  wakeJobRunner();
}

/** Deletes the source, its chunks (cascade) and its stored file. */
export async function deleteSource(scope: BrandScope, sourceId: string): Promise<void> {
  const fileId = await withScope(scope, async (tx) => {
    const src = await findSource(tx, scope, sourceId);
    await tx.delete(knowledgeSources).where(and(eq(knowledgeSources.id, sourceId), eq(knowledgeSources.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "delete_knowledge_source", `Removed "${src.title}" from the knowledge base`, { sourceId });
    return src.fileId;
  });
  if (fileId) await deleteFile(scope, fileId);
}

export async function syncBrandDataNow(scope: BrandScope): Promise<BrandDataSync> {
  const out = await syncBrandData(scope, { userId: scope.userId });
  wakeJobRunner();
  return out;
}
