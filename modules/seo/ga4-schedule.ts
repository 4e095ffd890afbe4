/**
 * The daily GA4 sync: every brand whose Google connection has Analytics access and a chosen GA4
 * property is synced once a day (06:00 UTC) by the SEO hourly tick (./jobs.ts), incrementally from
 * its last synced day (./ga4-job.ts), as the brand's owner. Like the rank checks, the next time is
 * stored per brand (seo_settings.next_ga4_sync_at) and set in the transaction that queues the job, so
 * two ticks never both queue it and a sync missed while the server was down runs once at the next
 * tick. A brand whose property was just chosen (no next time yet) is synced at the next tick.
 */
import { eq, sql } from "drizzle-orm";
import { seoSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { enqueueJob, listJobs, type JobRow } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { ANALYTICS_READONLY } from "@/modules/integrations/google/config";
import { SEO_GA4_SYNC_TASK } from "./ga4-job";
import { nextRankCheck } from "./schedule";

export const GA4_SYNC_HOUR_UTC = 6;

/** The first 06:00 UTC strictly after `now`. */
export const nextGa4Sync = (now: Date): Date => nextRankCheck("daily", GA4_SYNC_HOUR_UTC, now)!;

/** Brands due now: each gets its next time and its incremental sync queued in one system transaction. */
export async function enqueueDueGa4Syncs(now = new Date()): Promise<string[]> {
  return asSystem("SEO GA4 tick: brands whose daily Google Analytics sync is due", (db) =>
    db.transaction(async (tx) => {
      const due = await tx.execute<{ brand_id: string }>(sql`
        select c.brand_id from google_connections c
        left join ${seoSettings} s on s.brand_id = c.brand_id
        where c.ga4_property is not null and ${ANALYTICS_READONLY} = any(c.scopes)
          and (s.next_ga4_sync_at is null or s.next_ga4_sync_at <= ${now.toISOString()}::timestamptz)
        limit 500`);
      const next = nextGa4Sync(now);
      for (const b of due) {
        await tx.insert(seoSettings).values({ brandId: b.brand_id, nextGa4SyncAt: next }).onConflictDoUpdate({ target: seoSettings.brandId, set: { nextGa4SyncAt: next } });
        // A sync already queued or running (someone pressed "Sync") covers today: nothing more is queued.
        await enqueueJob(tx, SEO_GA4_SYNC_TASK, { brandId: b.brand_id, userId: null, incremental: true }, { brandId: b.brand_id, singletonKey: `${SEO_GA4_SYNC_TASK}:${b.brand_id}` });
      }
      return due.map((b) => b.brand_id);
    }),
  );
}

export type Ga4Schedule = { nextAt: Date | null; lastScheduled: JobRow | null };

/** When the brand's next daily sync runs (null: at the next hourly tick) and its last scheduled run. */
export async function getGa4Schedule(scope: BrandScope): Promise<Ga4Schedule> {
  return withScope(scope, async (tx) => {
    const [row] = await tx.select({ nextAt: seoSettings.nextGa4SyncAt }).from(seoSettings).where(eq(seoSettings.brandId, scope.brandId));
    const [last] = await listJobs(tx, sql`task = ${SEO_GA4_SYNC_TASK} and brand_id = ${scope.brandId} and payload->>'incremental' = 'true'`, 1);
    return { nextAt: row?.nextAt ?? null, lastScheduled: last ?? null };
  });
}
