/**
 * The expected organic click-through rate for a Google position, shared by the 3D analysis (high
 * impressions with a CTR far below the curve) and the forecasts' what-if ("if these keywords reach
 * position N"). Positions 1–10: Backlinko's 2023 study of 4 million Google results (27.6 %, 15.8 %,
 * 11.0 %, 8.4 %, 6.3 %, 4.9 %, 3.9 %, 3.3 %, 2.7 %, 2.4 %); page two falls from ~1.6 % to ~0.5 %
 * (Advanced Web Ranking's published curve), and past 20 the rate is taken as 0.3 %. Fractional
 * positions (GSC averages them) interpolate linearly between the whole positions around them.
 */
const CURVE: readonly number[] = [
  0.276, 0.158, 0.11, 0.084, 0.063, 0.049, 0.039, 0.033, 0.027, 0.024, // 1–10
  0.016, 0.014, 0.012, 0.011, 0.01, 0.009, 0.008, 0.007, 0.006, 0.005, // 11–20
];
const BEYOND = 0.003;

/** CTR as a fraction (0.276 = 27.6 %) for a 1-based position; NaN or < 1 counts as position 1. */
export function expectedCtr(position: number): number {
  if (!Number.isFinite(position) || position <= 1) return CURVE[0]!;
  if (position >= CURVE.length + 1) return BEYOND;
  const lower = Math.floor(position);
  const at = (p: number) => (p <= CURVE.length ? CURVE[p - 1]! : BEYOND);
  const frac = position - lower;
  return at(lower) + (at(lower + 1) - at(lower)) * frac;
}
