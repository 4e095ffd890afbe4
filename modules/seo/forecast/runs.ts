/**
 * Forecast runs: starting one (the action), doing it (the `seo.forecast` job) and its state. The
 * run row is the progress the page shows (series done of total) and the message when it fails.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { seoForecastRuns, seoForecasts } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { daysBetween } from "@/lib/calendar-day";
import { enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { brandGscDays, loadScopeTotals, type ForecastLimits } from "./data";
import { forecastMetric } from "./engine";
import { buildScopeSeries, dayRange } from "./series";
import { CHART_HISTORY_DAYS, FORECAST_METRICS, MIN_HISTORY_DAYS, SEO_FORECAST_TASK } from "./types";

export type HistorySpan = { days: number; first: string | null; last: string | null };

/** The brand's Search Console span (first to last day with data, inclusive). */
export async function gscHistorySpan(scope: BrandScope): Promise<HistorySpan> {
  const [row] = await withScope(scope, (tx) =>
    tx.execute<{ first: string | null; last: string | null }>(sql`select min(day)::text as first, max(day)::text as last from seo_gsc_rows where brand_id = ${scope.brandId}::uuid and day is not null`),
  );
  if (!row?.first || !row.last) return { days: 0, first: null, last: null };
  return { days: daysBetween(row.first, row.last) + 1, first: row.first, last: row.last };
}

/** The sentence shown when a brand's history is too short for a forecast. */
export function tooShortMessage(span: HistorySpan): string {
  const have = span.days === 0 ? "this brand has no daily Search Console data yet" : `this brand has ${span.days} ${span.days === 1 ? "day" : "days"} (${span.first} to ${span.last})`;
  return `A forecast needs at least ${MIN_HISTORY_DAYS} days of daily Search Console data (8 weeks to test it on and 5 weeks before them to fit it); ${have}. Sync Search Console or import a Performance export with dates, then run the forecast again.`;
}

/** Queues a forecast run of the brand; one at a time per brand. */
export async function startForecastRun(scope: BrandScope, horizonDays: number): Promise<{ runId: string }> {
  const span = await gscHistorySpan(scope);
  if (span.days < MIN_HISTORY_DAYS) throw new ActionError(tooShortMessage(span));
  return withScope(scope, async (tx) => {
    const [active] = await tx
      .select({ id: seoForecastRuns.id })
      .from(seoForecastRuns)
      .where(and(eq(seoForecastRuns.brandId, scope.brandId), sql`${seoForecastRuns.status} in ('queued','running')`))
      .limit(1);
    if (active) throw new ActionError("A forecast of this brand is already running. Its results appear here when it ends.");
    const [run] = await tx.insert(seoForecastRuns).values({ brandId: scope.brandId, horizonDays, createdBy: scope.userId }).returning({ id: seoForecastRuns.id });
    const jobId = await enqueueJob(tx, SEO_FORECAST_TASK, { brandId: scope.brandId, userId: scope.userId, runId: run!.id }, { brandId: scope.brandId, singletonKey: `${SEO_FORECAST_TASK}:${scope.brandId}` });
    if (!jobId) throw new ActionError("A forecast of this brand is already running. Its results appear here when it ends.");
    await logScopeActivity(tx, scope, "seo_forecast_started", `Started a ${horizonDays / 7}-week forecast of Search Console clicks, impressions and position`, { runId: run!.id });
    return { runId: run!.id };
  }).finally(() => wakeJobRunner());
}

/**
 * A run done here and now rather than in the job runner: the demo brand's sample seed, which runs
 * the real analyses over its imported history before the app serves (modules/sample-data/seed.ts).
 */
export async function forecastNow(scope: BrandScope, horizonDays: number, limits?: ForecastLimits): Promise<{ runId: string }> {
  const [run] = await withScope(scope, (tx) => tx.insert(seoForecastRuns).values({ brandId: scope.brandId, horizonDays, createdBy: scope.userId }).returning({ id: seoForecastRuns.id }));
  await runForecast(scope, run!.id, undefined, limits);
  return { runId: run!.id };
}

async function finish(scope: BrandScope, runId: string, set: Partial<typeof seoForecastRuns.$inferInsert>): Promise<void> {
  await withScope(scope, (tx) =>
    tx
      .update(seoForecastRuns)
      .set({ ...set, finishedAt: new Date() })
      .where(and(eq(seoForecastRuns.id, runId), eq(seoForecastRuns.brandId, scope.brandId))),
  );
}

/**
 * Does a run: every scope's clicks, impressions and position forecast and back-tested, stored
 * scope by scope with the progress. A too-short history ends the run with the message the page
 * shows; on success the brand's older runs are dropped (the page shows the latest).
 */
export async function runForecast(scope: BrandScope, runId: string, signal?: AbortSignal, limits?: ForecastLimits): Promise<void> {
  const run = await withScope(scope, async (tx) => {
    const [r] = await tx.select().from(seoForecastRuns).where(and(eq(seoForecastRuns.id, runId), eq(seoForecastRuns.brandId, scope.brandId)));
    if (!r) return null;
    // A retry after a crash starts the run over.
    await tx.delete(seoForecasts).where(and(eq(seoForecasts.runId, runId), eq(seoForecasts.brandId, scope.brandId)));
    await tx.update(seoForecastRuns).set({ status: "running", seriesDone: 0, error: null }).where(eq(seoForecastRuns.id, runId));
    return r;
  });
  if (!run) return;
  try {
    const { brandDays, scopes } = await withScope(scope, async (tx) => ({ brandDays: await brandGscDays(tx, scope), scopes: await loadScopeTotals(tx, scope, limits) }));
    const first = brandDays[0];
    const last = brandDays.at(-1);
    const span: HistorySpan = first && last ? { days: daysBetween(first, last) + 1, first, last } : { days: 0, first: null, last: null };
    if (span.days < MIN_HISTORY_DAYS) {
      await finish(scope, runId, { status: "failed", historyDays: span.days, error: tooShortMessage(span) });
      return;
    }
    const days = dayRange(first!, last!);
    const observed = new Set(brandDays);
    await withScope(scope, (tx) => tx.update(seoForecastRuns).set({ seriesTotal: scopes.length, historyDays: span.days }).where(eq(seoForecastRuns.id, runId)));
    let done = 0;
    for (const s of scopes) {
      if (signal?.aborted) throw new Error("The forecast was interrupted; it starts again.");
      const series = buildScopeSeries(days, observed, s.totals);
      const rows: (typeof seoForecasts.$inferInsert)[] = [];
      for (const metric of FORECAST_METRICS) {
        const m = series.metrics[metric];
        // A scope never seen on a day (position without impressions) has nothing to forecast.
        if (!m.actual.some((v) => v !== null && v !== 0)) continue;
        const f = await forecastMetric(metric, m, last!, run.horizonDays);
        const history = days.slice(-CHART_HISTORY_DAYS).map((day, i, all) => ({ day, value: m.actual[m.actual.length - all.length + i] ?? null }));
        rows.push({ brandId: scope.brandId, runId, scopeKind: s.kind, scopeKey: s.key, scopeLabel: s.label, metric, model: f.model, mape: f.mape, history, points: f.points });
      }
      done++;
      await withScope(scope, async (tx) => {
        if (rows.length) await tx.insert(seoForecasts).values(rows);
        await tx.update(seoForecastRuns).set({ seriesDone: done }).where(eq(seoForecastRuns.id, runId));
      });
    }
    await withScope(scope, async (tx) => {
      await tx.delete(seoForecastRuns).where(and(eq(seoForecastRuns.brandId, scope.brandId), ne(seoForecastRuns.id, runId), sql`${seoForecastRuns.status} in ('succeeded','failed')`));
      await tx.update(seoForecastRuns).set({ status: "succeeded", finishedAt: new Date() }).where(eq(seoForecastRuns.id, runId));
    });
  } catch (e) {
    await finish(scope, runId, { status: "failed", error: `The forecast stopped: ${e instanceof Error ? e.message : String(e)}` });
    throw e;
  }
}

/** The brand's latest run (any state), for the progress line. */
export async function latestForecastRun(scope: BrandScope) {
  const [run] = await withScope(scope, (tx) => tx.select().from(seoForecastRuns).where(eq(seoForecastRuns.brandId, scope.brandId)).orderBy(desc(seoForecastRuns.createdAt)).limit(1));
  return run ?? null;
}
