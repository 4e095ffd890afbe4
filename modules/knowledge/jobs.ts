/**
 * Knowledge-base background work (lib/jobs). `knowledge.ingest` ingests one source (./ingest.ts),
 * acting as the person who added it while they may still edit the knowledge base, else the brand's
 * owner. A reason the input itself gives (ExtractError: encrypted, too large, a private address…)
 * fails the source at once; anything else is retried and fails the source on the last attempt.
 * `knowledge.tick` (hourly) re-fetches URL and sitemap sources whose `next_sync_at` has come, and
 * re-syncs the brand data of brands that keep brand-data sources.
 */
import { and, eq, sql } from "drizzle-orm";
import { knowledgeSources } from "@/db/schema";
import { withScope } from "@/lib/brand-scope";
import { defineTask, enqueueJob, PermanentJobError, type ScheduleSpec } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";
import { isExtractError } from "./extract/types";
import { KNOWLEDGE_BRAND_DATA_SYNC_TASK, KNOWLEDGE_INGEST_TASK, KNOWLEDGE_TICK_TASK } from "./task-names";

export { KNOWLEDGE_BRAND_DATA_SYNC_TASK, KNOWLEDGE_INGEST_TASK, KNOWLEDGE_TICK_TASK } from "./task-names";
export const knowledgeSchedule: ScheduleSpec = { name: KNOWLEDGE_TICK_TASK, cron: "23 * * * *", task: KNOWLEDGE_TICK_TASK };

const MAX_ATTEMPTS = 3;

defineTask<{ brandId: string; userId: string | null; sourceId: string }>({
  name: KNOWLEDGE_INGEST_TASK,
  maxAttempts: MAX_ATTEMPTS,
  leaseMs: 5 * 60_000,
  backoffMs: (attempt) => 10_000 * attempt,
  handler: async ({ payload, id, attempt, signal }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "vector-store");
    if (!scope) return;
    const { ingestSource, failSource } = await import("./ingest");
    try {
      await ingestSource(scope, payload.sourceId, { jobId: id, signal });
    } catch (e) {
      if (isExtractError(e)) {
        await failSource(scope, payload.sourceId, e.message);
        throw new PermanentJobError(e.message);
      }
      if (attempt >= MAX_ATTEMPTS && !signal.aborted) {
        await failSource(scope, payload.sourceId, `Ingestion stopped after ${MAX_ATTEMPTS} attempts: ${e instanceof Error ? e.message : String(e)}. Try again with Retry.`);
      } else if (!signal.aborted) {
        // Queued again, not stuck on "processing", until the retry starts.
        await withScope(scope, (tx) => tx.update(knowledgeSources).set({ status: "queued" }).where(and(eq(knowledgeSources.id, payload.sourceId), eq(knowledgeSources.brandId, scope.brandId))));
      }
      throw e;
    }
  },
});

type Due = { id: string; brand_id: string; created_by: string | null };

/** Enqueues the re-fetch of every URL/sitemap source that is due; returns how many. */
export async function enqueueDueRefreshes(now = new Date()): Promise<number> {
  return asSystem("knowledge tick: URL and sitemap sources due for a re-fetch", (db) =>
    db.transaction(async (tx) => {
      const due = await tx.execute<Due>(sql`
        select id, brand_id, created_by from ${knowledgeSources}
        where next_sync_at is not null and next_sync_at <= ${now.toISOString()}::timestamptz and kind in ('url','sitemap') and status <> 'processing'
        order by next_sync_at limit 500 for update skip locked`);
      for (const s of due) {
        await tx.update(knowledgeSources).set({ nextSyncAt: null, status: "queued" }).where(eq(knowledgeSources.id, s.id));
        await enqueueJob(tx, KNOWLEDGE_INGEST_TASK, { brandId: s.brand_id, userId: s.created_by, sourceId: s.id }, { brandId: s.brand_id });
      }
      return due.length;
    }),
  );
}

/** Re-syncs the brand data of every brand that keeps brand-data sources. */
export async function syncAllBrandData(): Promise<number> {
  const brandsWith = await asSystem("knowledge tick: brands that keep brand data in their knowledge base", (db) =>
    db.selectDistinct({ brandId: knowledgeSources.brandId }).from(knowledgeSources).where(eq(knowledgeSources.kind, "brand-data")),
  );
  const { syncBrandData } = await import("./brand-data");
  let synced = 0;
  for (const { brandId } of brandsWith) {
    const scope = await actingScope(brandId, null, "vector-store");
    if (!scope) continue;
    await syncBrandData(scope);
    synced++;
  }
  return synced;
}

// Queued by brandDataChanged() after an edit; acts as the editor while they may edit the knowledge base, else the owner.
defineTask<{ brandId: string; userId: string | null }>({
  name: KNOWLEDGE_BRAND_DATA_SYNC_TASK,
  maxAttempts: 3,
  handler: async ({ payload }) => {
    const scope = await actingScope(payload.brandId, payload.userId, "vector-store");
    if (!scope) return;
    const { syncBrandData } = await import("./brand-data");
    await syncBrandData(scope, { userId: scope.userId });
  },
});

defineTask({
  name: KNOWLEDGE_TICK_TASK,
  maxAttempts: 3,
  handler: async () => {
    await enqueueDueRefreshes();
    await syncAllBrandData();
  },
});

