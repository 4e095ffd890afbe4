/**
 * The AARRR funnel view: one metric per stage (the stage's funnel step), each read at one date,
 * with the conversion from the previous step and from the first. Pure and client-safe.
 *
 * Rules (pinned by funnel.test.ts):
 * - Steps follow AARRR order; stages without a funnel metric are left out, so conversion is taken
 *   from the previous step that exists.
 * - A metric's value "as of" a date is its latest value on or before that date.
 * - conversion = value / previous value × 100, rounded half up to one decimal; null when either
 *   value is missing or the previous one is 0. `overall` is the same against the first step.
 */
import { FUNNEL_STAGES, type FunnelStage } from "@/db/schema/growth-enums";

type DatedValue = { date: string; value: number };

/** `values` in any order; dates as yyyy-MM-dd, so string order is date order. */
export function valueAsOf(values: readonly DatedValue[], date: string): DatedValue | null {
  let best: DatedValue | null = null;
  for (const v of values) if (v.date <= date && (!best || v.date > best.date)) best = v;
  return best;
}

/** The latest date that has a value for any of the series, or null when they are all empty. */
export function latestDate(series: readonly (readonly DatedValue[])[]): string | null {
  let latest: string | null = null;
  for (const values of series) for (const v of values) if (!latest || v.date > latest) latest = v.date;
  return latest;
}

/** x rounded half up (away from zero for negatives) to `decimals` places, via decimal exponent strings. */
export function roundHalfUp(x: number, decimals = 1): number {
  if (!Number.isFinite(x)) return x;
  const sign = x < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(x)}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
}

export function percentOf(value: number | null, base: number | null): number | null {
  if (value === null || base === null || base === 0) return null;
  return roundHalfUp((value / base) * 100, 1);
}

type FunnelInput<M> = { stage: FunnelStage; metric: M; value: number | null; date: string | null };
type FunnelStep<M> = FunnelInput<M> & { conversion: number | null; overall: number | null };

export function funnelSteps<M>(inputs: readonly FunnelInput<M>[]): FunnelStep<M>[] {
  const ordered = [...inputs].sort((a, b) => FUNNEL_STAGES.indexOf(a.stage) - FUNNEL_STAGES.indexOf(b.stage));
  const first = ordered[0]?.value ?? null;
  return ordered.map((step, i) => ({
    ...step,
    conversion: i === 0 ? null : percentOf(step.value, ordered[i - 1]!.value),
    overall: i === 0 ? null : percentOf(step.value, first),
  }));
}
