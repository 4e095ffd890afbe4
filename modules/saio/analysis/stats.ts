/** Proportions with 95 % Wilson score intervals: honest at small n and at 0 % / 100 %, unlike the normal approximation. */

export type Interval = { value: number; low: number; high: number; n: number };

/**
 * Wilson score interval for successes out of n. Convention for n = 0 (no data): value, low and high are 0 and
 * n = 0, so callers show "no data" from n rather than a fake 0 %. successes is clamped to [0, n].
 */
export function wilson(successes: number, n: number, z = 1.96): Interval {
  if (!Number.isFinite(n) || n <= 0) return { value: 0, low: 0, high: 0, n: 0 };
  const k = Math.min(Math.max(Number.isFinite(successes) ? successes : 0, 0), n);
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // Exact bounds at the edges; elsewhere clamp floating-point spill.
  const low = k === 0 ? 0 : Math.max(0, centre - half);
  const high = k === n ? 1 : Math.min(1, centre + half);
  return { value: p, low, high, n };
}

export function mean(values: number[]): number | null {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}
