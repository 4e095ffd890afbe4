/**
 * `npx tsx scripts/bench-forecast.ts`: the forecast job's modelling on 16 months of daily Search
 * Console data × 100 scopes (issue #19), against a baseline measured in the same run on the same
 * series: the seasonal-naive forecast (each day = the same weekday of the last week, with the
 * back-test done the same way). The ratio says what augurs' MSTL + AutoETS costs over the simplest
 * forecast on this machine at this moment; the median back-test errors say what it buys.
 * Per scope it does what runForecast does: build the three series (gaps filled), then for clicks,
 * impressions and position a forecast with 80/95 % intervals and an 8-week back-test. Reading the
 * rows and storing the results (a few queries per scope) are not in it: the integration test
 * (tests/integration/seo/forecast.test.ts) runs the whole job.
 *
 *   npx tsx scripts/bench-forecast.ts [--series 100] [--days 486] [--horizon 56]
 */
import { addDays } from "@/lib/calendar-day";
import { forecastMetric, loadMstl } from "@/modules/seo/forecast/engine";
import { buildScopeSeries, dayRange, mape, type DayTotal } from "@/modules/seo/forecast/series";
import { BACKTEST_DAYS, FORECAST_METRICS } from "@/modules/seo/forecast/types";

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
}

const SERIES = flag("series", 100);
const DAYS = flag("days", 486);
const HORIZON = flag("horizon", 56);
const LAST = "2026-10-31";

let seed = 5;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

/** One scope's day totals: its own level, weekly dip, trend, a yearly wave and noise; a few days of the brand missing. */
function scopeTotals(s: number, days: string[]): DayTotal[] {
  const level = 50 + rand() * 2000;
  const trend = (rand() - 0.4) * 0.003;
  const pos = 1 + rand() * 15;
  return days.map((day, i) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekly = weekday === 0 || weekday === 6 ? 0.65 : 1;
    const yearly = 1 + 0.15 * Math.sin((2 * Math.PI * i) / 365 + s);
    const impressions = Math.max(0, Math.round(level * weekly * yearly * (1 + trend * i) * (0.9 + rand() * 0.2)));
    const position = Math.max(1, pos + (rand() - 0.5));
    const clicks = Math.round(impressions * (position < 3 ? 0.2 : position < 10 ? 0.05 : 0.01));
    return { day, clicks, impressions, positionWeighted: position * impressions, positionWeight: impressions };
  });
}

function seasonalNaive(values: readonly number[], horizon: number): number[] {
  const week = values.slice(-7);
  return Array.from({ length: horizon }, (_, i) => week[i % 7]!);
}

const days = dayRange(addDays(LAST, -(DAYS - 1)), LAST);
const gaps = new Set([days[100]!, days[101]!, days[300]!]);
const brandDays = new Set(days.filter((d) => !gaps.has(d)));
const scopes = Array.from({ length: SERIES }, (_, s) => scopeTotals(s, days).filter((t) => brandDays.has(t.day)));

await loadMstl(); // the wasm compiles once per process, before either clock starts

const naiveStart = performance.now();
const naiveErrors: number[] = [];
for (const totals of scopes) {
  const series = buildScopeSeries(days, brandDays, totals);
  for (const metric of FORECAST_METRICS) {
    const m = series.metrics[metric];
    seasonalNaive(m.values, HORIZON);
    const n = m.values.length;
    const e = mape(m.actual.slice(n - BACKTEST_DAYS), seasonalNaive(m.values.slice(0, n - BACKTEST_DAYS), BACKTEST_DAYS));
    if (e !== null) naiveErrors.push(e);
  }
}
const naiveMs = performance.now() - naiveStart;

const modelStart = performance.now();
const modelErrors: number[] = [];
for (const totals of scopes) {
  const series = buildScopeSeries(days, brandDays, totals);
  for (const metric of FORECAST_METRICS) {
    const f = await forecastMetric(metric, series.metrics[metric], LAST, HORIZON);
    if (f.mape !== null) modelErrors.push(f.mape);
  }
}
const modelMs = performance.now() - modelStart;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
console.log(`forecast job modelling: ${SERIES} scopes × ${DAYS} days × 3 metrics, horizon ${HORIZON} days`);
console.log(`  augurs MSTL + AutoETS (forecast, 80/95 % intervals, 8-week back-test): ${modelMs.toFixed(0)} ms (${(modelMs / SERIES).toFixed(1)} ms per scope)`);
console.log(`  seasonal-naive baseline, same series, same run:                       ${naiveMs.toFixed(1)} ms`);
console.log(`  ratio model / baseline: ${(modelMs / Math.max(naiveMs, 1e-3)).toFixed(0)}×`);
console.log(`  median back-test MAPE: augurs ${pct(median(modelErrors))}, seasonal naive ${pct(median(naiveErrors))}`);
