/**
 * SEO background work (lib/jobs). `seo.rank-checks` (hourly) finds brands whose rank check is due —
 * brands with tracked keywords, daily at 05:00 UTC unless their settings say otherwise — and
 * enqueues one `seo.rank-check` per brand; a check missed while the server was down runs once at
 * the next tick, never once per missed day. The same tick queues the daily GA4 syncs
 * (./ga4-schedule.ts) and starts the on-page audit's scheduled re-crawls (./audit/schedule.ts).
 */
import { sql } from "drizzle-orm";
import { seoSettings } from "@/db/schema";
import { defineTask, enqueueJob, PermanentJobError, type ScheduleSpec } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";
import { nextRankCheck, type RankCheckFrequency } from "./schedule";
// Defines the clustering task, so every process that runs SEO jobs knows it.
import "./cluster-job";
import "./brand-class-job";
import "./forecast/job";
import "./declines/history-job";
import "./ga4-job";
import "./audit/job";
import "./backlinks-job";

export const SEO_RANK_CHECK_TASK = "seo.rank-check";
export const SEO_RANK_CHECKS_TASK = "seo.rank-checks";
export const seoSchedule: ScheduleSpec = { name: SEO_RANK_CHECKS_TASK, cron: "7 * * * *", task: SEO_RANK_CHECKS_TASK };

defineTask<{ brandId: string; userId?: string | null }>({
  name: SEO_RANK_CHECK_TASK,
  maxAttempts: 3,
  leaseMs: 15 * 60_000,
  handler: async ({ payload, id }) => {
    // "Check now" acts as the person who asked (while they may); the schedule as the brand's owner.
    const scope = await actingScope(payload.brandId, payload.userId ?? null, "seo");
    // The brand's owner always may; no scope means the brand is gone.
    if (!scope) return;
    const { runRankCheck } = await import("./rank-check");
    const summary = await runRankCheck(scope, { jobId: id });
    // A check stopped by a missing key, a rejected key, no credit or the budget would stop the same
    // way on a retry: the job fails at once with the provider's words, which /rankings shows.
    if (summary.stopped) throw new PermanentJobError(summary.stopped.message);
    // Not one keyword checked (the provider timed out or failed each time): the job is retried later,
    // and /rankings shows why meanwhile.
    if (summary.firstFailure && summary.checked === 0) throw new Error(`No keyword could be checked: ${summary.firstFailure.message}`);
  },
});

type DueBrand = { brand_id: string; frequency: RankCheckFrequency; hour: number };

/** Brands due now; each gets its next time set and its check enqueued in one system transaction. */
export async function enqueueDueRankChecks(now = new Date()): Promise<string[]> {
  return asSystem("SEO rank-check tick: due brands of the deployment", (db) =>
    db.transaction(async (tx) => {
      const due = await tx.execute<DueBrand>(sql`
        select t.brand_id, coalesce(s.rank_check_frequency, 'daily') as frequency, coalesce(s.rank_check_hour, 5)::int as hour
        from (select distinct brand_id from seo_keywords where tracked) t
        left join ${seoSettings} s on s.brand_id = t.brand_id
        where coalesce(s.rank_check_frequency, 'daily') <> 'off'
          and (s.next_rank_check_at is null or s.next_rank_check_at <= ${now.toISOString()}::timestamptz)
        limit 500`);
      for (const b of due) {
        const next = nextRankCheck(b.frequency, Number(b.hour), now);
        await tx
          .insert(seoSettings)
          .values({ brandId: b.brand_id, nextRankCheckAt: next })
          .onConflictDoUpdate({ target: seoSettings.brandId, set: { nextRankCheckAt: next } });
        await enqueueJob(tx, SEO_RANK_CHECK_TASK, { brandId: b.brand_id }, { brandId: b.brand_id, singletonKey: `${SEO_RANK_CHECK_TASK}:${b.brand_id}` });
      }
      return due.map((b) => b.brand_id);
    }),
  );
}

defineTask({
  name: SEO_RANK_CHECKS_TASK,
  maxAttempts: 3,
  handler: async () => {
    await enqueueDueRankChecks();
    // The daily GA4 sync and the on-page audit's scheduled re-crawls ride the same hourly tick.
    const { enqueueDueGa4Syncs } = await import("./ga4-schedule");
    await enqueueDueGa4Syncs();
    const { startDueCrawls } = await import("./audit/schedule");
    await startDueCrawls();
  },
});
