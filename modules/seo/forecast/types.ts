/** A stored or computed forecast's shapes (db/schema/seo-forecast.ts restates them structurally). */
export const SEO_FORECAST_TASK = "seo.forecast";

export const FORECAST_METRICS = ["clicks", "impressions", "position"] as const;
export type ForecastMetric = (typeof FORECAST_METRICS)[number];

export const FORECAST_SCOPE_KINDS = ["site", "group", "prefix", "keyword"] as const;
export type ForecastScopeKind = (typeof FORECAST_SCOPE_KINDS)[number];

export const FORECAST_HORIZON_WEEKS = [4, 8, 12] as const;

/** A day of history; null where the scope had no impressions (position is undefined there). */
export type HistoryPoint = { day: string; value: number | null };
export type ForecastPoint = { day: string; value: number; lo80: number; hi80: number; lo95: number; hi95: number };

/** The back-test holds out the last 8 weeks: the forecast is fitted on the days before them. */
export const BACKTEST_DAYS = 56;
/**
 * The fewest days of daily data a forecast needs: the 8-week back-test plus 5 weeks to fit it on
 * (MSTL needs at least two whole weekly periods, and a trend needs more than that to be a trend).
 */
export const MIN_HISTORY_DAYS = BACKTEST_DAYS + 35;
/** Yearly seasonality only once two whole years are there: one year cannot tell season from trend. */
export const YEARLY_MIN_DAYS = 2 * 365;
/** Days of history stored with each forecast for the chart. */
export const CHART_HISTORY_DAYS = 120;
