/**
 * Daily series from Search Console day totals (pure). Search Console leaves out a day on which a
 * query or page had no impressions, so inside the brand's data a missing day of a scope is a real
 * zero; a day on which the brand has no row at all is a gap in the data (an import that skipped
 * it), which the model must not read as a collapse: it is interpolated, and left out of the
 * back-test. Position only exists where there were impressions; elsewhere it is interpolated for
 * the model and shown as a gap.
 */
import { addDays, daysBetween } from "@/lib/calendar-day";
import type { ForecastMetric } from "./types";

/** One scope's sums for one day: clicks, impressions, and position × impressions with its weight. */
export type DayTotal = { day: string; clicks: number; impressions: number; positionWeighted: number; positionWeight: number };

export type MetricSeries = {
  /** What the model is fitted on: every day, gaps filled. */
  values: number[];
  /** What was measured: null on a gap (and, for position, on a day without impressions). */
  actual: (number | null)[];
};

export type ScopeSeries = { days: string[]; metrics: Record<ForecastMetric, MetricSeries> };

/** Every day from `first` to `last`, inclusive. */
export function dayRange(first: string, last: string): string[] {
  const n = daysBetween(first, last);
  return Array.from({ length: n + 1 }, (_, i) => addDays(first, i));
}

/** Linear interpolation over nulls; leading and trailing nulls take the nearest known value. An all-null input stays unfilled (null). */
export function fillGaps(values: readonly (number | null)[]): (number | null)[] {
  const known = values.flatMap((v, i) => (v === null ? [] : [i]));
  if (!known.length) return [...values];
  return values.map((v, i) => {
    if (v !== null) return v;
    let k = 0;
    while (k < known.length && known[k]! < i) k++;
    const right = known[k];
    const left = known[k - 1];
    if (left === undefined) return values[right!]!;
    if (right === undefined) return values[left]!;
    const a = values[left]!;
    const b = values[right]!;
    return a + ((b - a) * (i - left)) / (right - left);
  });
}

/**
 * A scope's three series over `days` (the brand's span). `brandDays` are the days on which the brand
 * has any Search Console row; other days are gaps.
 */
export function buildScopeSeries(days: readonly string[], brandDays: ReadonlySet<string>, totals: readonly DayTotal[]): ScopeSeries {
  const byDay = new Map(totals.map((t) => [t.day, t]));
  const clicks: (number | null)[] = [];
  const impressions: (number | null)[] = [];
  const position: (number | null)[] = [];
  for (const day of days) {
    if (!brandDays.has(day)) {
      clicks.push(null);
      impressions.push(null);
      position.push(null);
      continue;
    }
    const t = byDay.get(day);
    clicks.push(t?.clicks ?? 0);
    impressions.push(t?.impressions ?? 0);
    position.push(t && t.impressions > 0 && t.positionWeight > 0 ? t.positionWeighted / t.positionWeight : null);
  }
  const metric = (actual: (number | null)[]): MetricSeries => ({ actual, values: fillGaps(actual).map((v) => v ?? 0) });
  return { days: [...days], metrics: { clicks: metric(clicks), impressions: metric(impressions), position: metric(position) } };
}

/**
 * Mean absolute percentage error of `forecast` against `actual`, as a fraction (0.12 = 12 %), over
 * the days with a measured, non-zero value (a percentage of zero is undefined); null when there is
 * none.
 */
export function mape(actual: readonly (number | null)[], forecast: readonly number[]): number | null {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < actual.length && i < forecast.length; i++) {
    const a = actual[i];
    if (a === null || a === undefined || a === 0) continue;
    sum += Math.abs((a - forecast[i]!) / a);
    n++;
  }
  return n ? sum / n : null;
}
