/** Reads of the knowledge base's sources for /vector-store. */
import { and, desc, eq } from "drizzle-orm";
import { knowledgeSources } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

export type SourceKind = "file" | "text" | "url" | "sitemap" | "brand-data";
export type SourceStatus = "queued" | "processing" | "ready" | "failed";

export type SourceRow = {
  id: string;
  kind: SourceKind;
  title: string;
  origin: string;
  contentType: string | null;
  byteSize: number | null;
  status: SourceStatus;
  error: string | null;
  progressDone: number;
  progressTotal: number;
  enabled: boolean;
  chunkCount: number;
  tokenCount: number;
  refreshHours: number | null;
  lastSyncedAt: string | null;
  nextSyncAt: string | null;
  createdAt: string;
};

const columns = {
  id: knowledgeSources.id,
  kind: knowledgeSources.kind,
  title: knowledgeSources.title,
  origin: knowledgeSources.origin,
  contentType: knowledgeSources.contentType,
  byteSize: knowledgeSources.byteSize,
  status: knowledgeSources.status,
  error: knowledgeSources.error,
  progressDone: knowledgeSources.progressDone,
  progressTotal: knowledgeSources.progressTotal,
  enabled: knowledgeSources.enabled,
  chunkCount: knowledgeSources.chunkCount,
  tokenCount: knowledgeSources.tokenCount,
  refreshHours: knowledgeSources.refreshHours,
  lastSyncedAt: knowledgeSources.lastSyncedAt,
  nextSyncAt: knowledgeSources.nextSyncAt,
  createdAt: knowledgeSources.createdAt,
};

/** The brand's sources, newest first (dates as ISO strings: the list goes to a client component). */
export async function listSources(scope: BrandScope): Promise<SourceRow[]> {
  const rows = await withScope(scope, (tx) => tx.select(columns).from(knowledgeSources).where(eq(knowledgeSources.brandId, scope.brandId)).orderBy(desc(knowledgeSources.createdAt), desc(knowledgeSources.id)).limit(1000));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as SourceKind,
    status: r.status as SourceStatus,
    lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null,
    nextSyncAt: r.nextSyncAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function getSource(scope: BrandScope, id: string): Promise<SourceRow | null> {
  const all = await withScope(scope, (tx) => tx.select(columns).from(knowledgeSources).where(and(eq(knowledgeSources.id, id), eq(knowledgeSources.brandId, scope.brandId))));
  const r = all[0];
  return r ? { ...r, kind: r.kind as SourceKind, status: r.status as SourceStatus, lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null, nextSyncAt: r.nextSyncAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() } : null;
}
