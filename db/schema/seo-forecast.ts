import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, real, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id } from "./_shared";

// The shapes of modules/seo/forecast/types.ts, restated structurally (db sits below modules).
type StoredHistoryPoint = { day: string; value: number | null };
type StoredForecastPoint = { day: string; value: number; lo80: number; hi80: number; lo95: number; hi95: number };

/**
 * One "Run forecast" of a brand (/predictive-analytics): the job (lib/jobs `seo.forecast`) moves it
 * queued → running → succeeded/failed and counts the series done, which the page shows as progress
 * after a reload. The page shows the forecasts of the brand's latest succeeded run.
 */
export const seoForecastRuns = pgTable(
  "seo_forecast_runs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    horizonDays: smallint("horizon_days").notNull(),
    seriesTotal: integer("series_total").notNull().default(0),
    seriesDone: integer("series_done").notNull().default(0),
    /** Days of Search Console history the run saw (first to last day with data). */
    historyDays: integer("history_days"),
    error: text("error"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("seo_forecast_runs_brand_created_idx").on(t.brandId, t.createdAt),
    check("seo_forecast_runs_status", sql`${t.status} in ('queued','running','succeeded','failed')`),
    check("seo_forecast_runs_horizon", sql`${t.horizonDays} between 7 and 182`),
  ],
);

/**
 * One forecast of one metric of one scope (the site, a keyword group, a URL-prefix group, a query)
 * from a run: the history it was fitted on (the last weeks, for the chart), the daily forecast with
 * its 80 % and 95 % intervals, and the back-test error (MAPE of a fit that stopped 8 weeks earlier).
 */
export const seoForecasts = pgTable(
  "seo_forecasts",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    runId: uuid("run_id")
      .notNull()
      .references(() => seoForecastRuns.id, { onDelete: "cascade" }),
    /** site | group | prefix | keyword */
    scopeKind: text("scope_kind").notNull(),
    /** '' for the site, the group id, the URL prefix or the query. */
    scopeKey: text("scope_key").notNull(),
    scopeLabel: text("scope_label").notNull(),
    /** clicks | impressions | position */
    metric: text("metric").notNull(),
    /** The model as fitted, e.g. "MSTL (7, 365) + AutoETS". */
    model: text("model").notNull(),
    /** Mean absolute percentage error of the back-test, as a fraction; null when the last 8 weeks have no non-zero value. */
    mape: real("mape"),
    history: jsonb("history").$type<StoredHistoryPoint[]>().notNull(),
    points: jsonb("points").$type<StoredForecastPoint[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("seo_forecasts_brand_run_idx").on(t.brandId, t.runId, t.scopeKind, t.scopeKey),
    check("seo_forecasts_scope_kind", sql`${t.scopeKind} in ('site','group','prefix','keyword')`),
    check("seo_forecasts_metric", sql`${t.metric} in ('clicks','impressions','position')`),
  ],
);
