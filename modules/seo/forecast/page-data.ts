/**
 * What /predictive-analytics reads: the stored forecasts of the brand's latest finished run (never
 * computed on page load), the latest run's progress, and the figures of the what-if panel.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { seoForecastRuns, seoForecasts } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { addDays } from "@/lib/calendar-day";
import { queryKey } from "./data";
import { gscHistorySpan, latestForecastRun, type HistorySpan } from "./runs";
import { FORECAST_METRICS, type ForecastMetric, type ForecastPoint, type ForecastScopeKind, type HistoryPoint } from "./types";
import type { WhatIfKeyword } from "./what-if";

export type ForecastRunView = Awaited<ReturnType<typeof latestForecastRun>>;
export type ForecastScopeOption = { id: string; kind: ForecastScopeKind; label: string; mape: Partial<Record<ForecastMetric, number | null>> };
export type ShownForecast = { option: ForecastScopeOption; metric: ForecastMetric; model: string; mape: number | null; history: HistoryPoint[]; points: ForecastPoint[] };
export type ForecastPageData = {
  span: HistorySpan;
  run: ForecastRunView;
  shown: { runId: string; horizonDays: number; finishedAt: Date | null; options: ForecastScopeOption[] } | null;
  selected: ShownForecast | null;
  whatIf: { keywords: WhatIfKeyword[]; from: string | null; to: string | null };
};

const KIND_ORDER: Record<ForecastScopeKind, number> = { site: 0, group: 1, prefix: 2, keyword: 3 };
/** Queries offered in the what-if panel, the most seen first. */
export const WHAT_IF_KEYWORDS = 300;
const WHAT_IF_WINDOW_DAYS = 28;

export const scopeId = (kind: ForecastScopeKind, key: string) => `${kind}:${key}`;

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export async function loadForecastPage(scope: BrandScope, params: Record<string, string | string[] | undefined>): Promise<ForecastPageData> {
  const metric = pick(params.metric, FORECAST_METRICS, "clicks");
  const wanted = typeof params.scope === "string" ? params.scope : scopeId("site", "");
  const [span, run] = await Promise.all([gscHistorySpan(scope), latestForecastRun(scope)]);

  return withScope(scope, async (tx) => {
    const [done] = await tx
      .select()
      .from(seoForecastRuns)
      .where(and(eq(seoForecastRuns.brandId, scope.brandId), eq(seoForecastRuns.status, "succeeded")))
      .orderBy(desc(seoForecastRuns.createdAt))
      .limit(1);

    let shown: ForecastPageData["shown"] = null;
    let selected: ShownForecast | null = null;
    if (done) {
      const list = await tx
        .select({ kind: seoForecasts.scopeKind, key: seoForecasts.scopeKey, label: seoForecasts.scopeLabel, metric: seoForecasts.metric, mape: seoForecasts.mape })
        .from(seoForecasts)
        .where(and(eq(seoForecasts.brandId, scope.brandId), eq(seoForecasts.runId, done.id)))
        .orderBy(asc(seoForecasts.scopeKind), asc(seoForecasts.scopeLabel));
      const options = new Map<string, ForecastScopeOption>();
      for (const r of list) {
        const kind = r.kind as ForecastScopeKind;
        const id = scopeId(kind, r.key);
        const o = options.get(id) ?? { id, kind, label: r.label, mape: {} };
        o.mape[r.metric as ForecastMetric] = r.mape;
        options.set(id, o);
      }
      const sorted = [...options.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
      shown = { runId: done.id, horizonDays: done.horizonDays, finishedAt: done.finishedAt, options: sorted };
      const option = options.get(wanted) ?? sorted[0];
      if (option) {
        const sep = option.id.indexOf(":");
        const [row] = await tx
          .select()
          .from(seoForecasts)
          .where(
            and(
              eq(seoForecasts.brandId, scope.brandId),
              eq(seoForecasts.runId, done.id),
              eq(seoForecasts.scopeKind, option.kind),
              eq(seoForecasts.scopeKey, option.id.slice(sep + 1)),
              eq(seoForecasts.metric, metric),
            ),
          )
          .limit(1);
        if (row) selected = { option, metric, model: row.model, mape: row.mape, history: row.history, points: row.points };
      }
    }

    let whatIf: ForecastPageData["whatIf"] = { keywords: [], from: null, to: null };
    if (span.last) {
      const from = addDays(span.last, -(WHAT_IF_WINDOW_DAYS - 1));
      const rows = await tx.execute<{ query: string; clicks: number; impressions: number; position: number }>(sql`
        select min(query) as query, sum(clicks)::float8 as clicks, sum(impressions)::float8 as impressions,
          sum(position * greatest(impressions, 1))::float8 / sum(greatest(impressions, 1)) as position
        from seo_gsc_rows r
        where r.brand_id = ${scope.brandId}::uuid and r.query is not null and r.day between ${from}::date and ${span.last}::date
        group by ${queryKey}
        order by sum(impressions) desc, 1
        limit ${WHAT_IF_KEYWORDS}`);
      whatIf = {
        from,
        to: span.last,
        keywords: rows.map((r) => ({ query: r.query, clicks: Number(r.clicks), impressions: Number(r.impressions), position: Math.round(Number(r.position) * 10) / 10 })),
      };
    }
    return { span, run, shown, selected, whatIf };
  });
}
