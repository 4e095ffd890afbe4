/**
 * Expected organic click-through rate by Google position, for "what if this keyword reached position
 * N" estimates (/predictive-analytics, the 3D analysis).
 *
 * Positions 1–10 are the averages of SISTRIX's CTR study of July 2020 (80 million keywords, all
 * SERP layouts): 28.5, 15.7, 11.0, 8.0, 7.2, 5.1, 4.0, 3.2, 2.8, 2.5 %. The study measured "well
 * under 1 %" for every position on page two and published no figures beyond; positions 11–20 here
 * fall linearly from 0.9 % to 0.4 % and anything deeper is 0.2 % — an assumption of this project,
 * not a measurement. Fractional positions (Search Console reports averages such as 3.4)
 * interpolate linearly between the neighbouring whole positions.
 */
const PAGE_ONE = [0.285, 0.157, 0.11, 0.08, 0.072, 0.051, 0.04, 0.032, 0.028, 0.025] as const;
const PAGE_TWO_FIRST = 0.009;
const PAGE_TWO_LAST = 0.004;
const DEEPER = 0.002;

function atWhole(position: number): number {
  if (position <= 10) return PAGE_ONE[position - 1]!;
  if (position <= 20) return PAGE_TWO_FIRST + ((PAGE_TWO_LAST - PAGE_TWO_FIRST) * (position - 11)) / 9;
  return DEEPER;
}

/** The expected CTR (a fraction, 0.285 = 28.5 %) at a position ≥ 1; positions below 1 count as 1. */
export function expectedCtr(position: number): number {
  if (!Number.isFinite(position)) throw new RangeError(`expectedCtr needs a finite position, got ${position}`);
  const p = Math.max(1, position);
  const lo = Math.floor(p);
  const frac = p - lo;
  if (frac === 0) return atWhole(lo);
  return atWhole(lo) + (atWhole(lo + 1) - atWhole(lo)) * frac;
}
