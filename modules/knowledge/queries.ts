/** Reads of the knowledge base's sources for /vector-store. */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { knowledgeSources } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { pageWindow, type TablePage, type TableState } from "@/lib/table/state";

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

type Selected = Omit<SourceRow, "kind" | "status" | "lastSyncedAt" | "nextSyncAt" | "createdAt"> & { kind: string; status: string; lastSyncedAt: Date | null; nextSyncAt: Date | null; createdAt: Date };

const toRow = (r: Selected): SourceRow => ({
  ...r,
  kind: r.kind as SourceKind,
  status: r.status as SourceStatus,
  lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null,
  nextSyncAt: r.nextSyncAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const SORT_COLUMNS = {
  created: knowledgeSources.createdAt,
  title: sql`lower(${knowledgeSources.title})`,
  chunks: knowledgeSources.chunkCount,
  tokens: knowledgeSources.tokenCount,
  synced: knowledgeSources.lastSyncedAt,
} as const;

export type SourcesPage = TablePage<SourceRow> & { working: boolean; any: boolean };

/** One page of the brand's sources as the table's URL says, and whether any source is still being read. */
export async function listSourcesPage(scope: BrandScope, state: TableState): Promise<SourcesPage> {
  return withScope(scope, async (tx) => {
    const [totals] = await tx
      .select({ total: count(), working: sql<number>`count(*) filter (where ${knowledgeSources.status} in ('queued','processing'))`.mapWith(Number) })
      .from(knowledgeSources)
      .where(eq(knowledgeSources.brandId, scope.brandId));
    const total = totals?.total ?? 0;
    const win = pageWindow(total, state);
    const col = SORT_COLUMNS[state.sort.id as keyof typeof SORT_COLUMNS] ?? knowledgeSources.createdAt;
    const order = state.sort.desc ? sql`${col} desc nulls last` : sql`${col} asc nulls last`;
    const rows = total
      ? await tx.select(columns).from(knowledgeSources).where(eq(knowledgeSources.brandId, scope.brandId)).orderBy(order, asc(knowledgeSources.id)).limit(win.pageSize).offset(win.offset)
      : [];
    return { ...win, rows: rows.map(toRow), working: (totals?.working ?? 0) > 0, any: total > 0 };
  });
}

/** The brand's sources, newest first (dates as ISO strings: the list goes to a client component). */
export async function listSources(scope: BrandScope): Promise<SourceRow[]> {
  const rows = await withScope(scope, (tx) => tx.select(columns).from(knowledgeSources).where(eq(knowledgeSources.brandId, scope.brandId)).orderBy(desc(knowledgeSources.createdAt), desc(knowledgeSources.id)).limit(1000));
  return rows.map(toRow);
}

export async function getSource(scope: BrandScope, id: string): Promise<SourceRow | null> {
  const all = await withScope(scope, (tx) => tx.select(columns).from(knowledgeSources).where(and(eq(knowledgeSources.id, id), eq(knowledgeSources.brandId, scope.brandId))));
  return all[0] ? toRow(all[0]) : null;
}
