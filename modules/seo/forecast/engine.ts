/**
 * The forecasting model: augurs' MSTL (seasonal-trend decomposition over several periods) with an
 * AutoETS trend, which gives 80 % and 95 % prediction intervals. augurs ships as wasm-bindgen
 * "web" modules that fetch their .wasm by URL; Node has no file fetch, so the wasm bytes are read
 * from the installed package and compiled once per process (initSync). The package stays out of
 * the bundles (next.config serverExternalPackages) and is only imported by the job.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Mstl from "@bsull/augurs/mstl";
import { BACKTEST_DAYS, YEARLY_MIN_DAYS, type ForecastMetric, type ForecastPoint } from "./types";
import { addDays } from "@/lib/calendar-day";
import { mape, type MetricSeries } from "./series";

let loaded: Promise<typeof Mstl> | null = null;

/** augurs' MSTL module, its wasm compiled on first use. */
export function loadMstl(): Promise<typeof Mstl> {
  loaded ??= (async () => {
    const mod = await import("@bsull/augurs/mstl");
    // Resolved from the app's root, not from this file: inside a Next bundle this file has no real path.
    const entry = createRequire(path.join(process.cwd(), "package.json")).resolve("@bsull/augurs/mstl");
    mod.initSync({ module: readFileSync(entry.replace(/\.js$/, "_bg.wasm")) });
    return mod;
  })();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

/** The seasonal periods the data can carry: weekly always, yearly from two whole years. */
export function seasonalPeriods(days: number): number[] {
  return days >= YEARLY_MIN_DAYS ? [7, 365] : [7];
}

export function modelName(periods: readonly number[]): string {
  return `MSTL (${periods.map((p) => (p === 7 ? "weekly" : p === 365 ? "yearly" : `${p}-day`)).join(" + ")} seasonality) + AutoETS trend`;
}

const BOUNDS: Record<ForecastMetric, [number, number]> = { clicks: [0, Infinity], impressions: [0, Infinity], position: [1, 100] };
const clamp = (v: number, [lo, hi]: [number, number]) => Math.min(hi, Math.max(lo, v));

type Fitted = { point: number[]; lo80: number[]; hi80: number[]; lo95: number[]; hi95: number[] };

function fitPredict(mstl: typeof Mstl, values: readonly number[], periods: number[], horizon: number): Fitted {
  const model = mstl.MSTL.ets(periods);
  try {
    model.fit(Float64Array.from(values));
    const p80 = model.predict(horizon, 0.8);
    const p95 = model.predict(horizon, 0.95);
    if (!p80.intervals || !p95.intervals) throw new Error("the trend model returned no prediction intervals");
    return { point: p95.point, lo80: p80.intervals.lower, hi80: p80.intervals.upper, lo95: p95.intervals.lower, hi95: p95.intervals.upper };
  } finally {
    model.free();
  }
}

export type MetricForecast = { model: string; mape: number | null; points: ForecastPoint[] };

/**
 * Forecasts `horizon` days after `lastDay`, and back-tests the same model: fitted on all but the
 * last 8 weeks, its forecast of those weeks against what was measured (MAPE).
 */
export async function forecastMetric(metric: ForecastMetric, series: MetricSeries, lastDay: string, horizon: number): Promise<MetricForecast> {
  const mstl = await loadMstl();
  const n = series.values.length;
  const periods = seasonalPeriods(n);
  const bounds = BOUNDS[metric];
  const f = fitPredict(mstl, series.values, periods, horizon);
  const points = f.point.map((v, i) => {
    const lo95 = clamp(f.lo95[i]!, bounds);
    const hi95 = clamp(f.hi95[i]!, bounds);
    return { day: addDays(lastDay, i + 1), value: clamp(v, bounds), lo80: clamp(f.lo80[i]!, bounds), hi80: clamp(f.hi80[i]!, bounds), lo95, hi95 };
  });
  const fitOn = series.values.slice(0, n - BACKTEST_DAYS);
  const back = fitPredict(mstl, fitOn, seasonalPeriods(fitOn.length), BACKTEST_DAYS);
  const error = mape(series.actual.slice(n - BACKTEST_DAYS), back.point.map((v) => clamp(v, bounds)));
  return { model: modelName(periods), mape: error, points };
}
