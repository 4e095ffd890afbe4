/**
 * Visibility %: how much of the clicks available on a keyword set the brand's positions earn, on a
 * published click-through-rate curve. 100% means position 1 for every keyword; 0% means nothing in the top 100.
 */

/**
 * Organic CTR by position, page one: Backlinko & ClickFlow, "We Analyzed 5 Million Google Search Results.
 * Here's What We Learned About Organic Click Through Rate" (Brian Dean, August 2019; 5,079,491 queries over
 * 874,929 pages of Search Console data), positions 1–10:
 *   31.7%, 24.7%, 18.7%, 13.6%, 9.5%, 6.2%, 4.2%, 3.1%, 3.0%, 3.1%.
 * (Position 10 is slightly above 9 in the study; it is kept as published, so moving 10 → 9 is not a gain.)
 * Page two: the same study found 0.78% of searchers click anything on page two; we spread it evenly over
 * positions 11–20 (0.078% each). Positions 21–100: the study gives no figure; we use 0.01% so a keyword at
 * 35 still counts above one not ranked at all — our assumption, small enough not to move the total.
 */
export const CTR_CURVE_SOURCE =
  "Backlinko & ClickFlow organic CTR study (2019): positions 1–10; page two 0.78% spread over 11–20; 0.01% for 21–100 (assumption)";

const PAGE_ONE = [0.317, 0.247, 0.187, 0.136, 0.095, 0.062, 0.042, 0.031, 0.03, 0.031] as const;
const PAGE_TWO = 0.0078 / 10;
const DEEP = 0.0001;

/**
 * Expected click-through rate of an organic position (1-based). Fractional positions (Search Console
 * averages such as 3.4) round to the nearest position. Null, positions below 1 and beyond 100 earn 0.
 */
export function ctrAt(position: number | null | undefined): number {
  if (position === null || position === undefined || !Number.isFinite(position)) return 0;
  const p = Math.round(position);
  if (p < 1 || p > 100) return 0;
  if (p <= 10) return PAGE_ONE[p - 1]!;
  if (p <= 20) return PAGE_TWO;
  return DEEP;
}

export type VisibilityInput = {
  keyword: string;
  /** Current position, null when not in the top 100. */
  position: number | null;
  volume: number | null;
};

export type VisibilityOptions = {
  /**
   * "volume" (default): each keyword weighs by its monthly searches, so the score tracks traffic share;
   * a keyword without a volume weighs 0 unless every volume is missing, then all weigh 1.
   * "equal": every keyword weighs 1, as SerpBear and most rank trackers show it.
   */
  weighting?: "volume" | "equal";
};

export type Visibility = {
  /** 0–100, two decimals. Null when there is no keyword to measure. */
  percent: number | null;
  /** Estimated monthly clicks Σ CTR × volume (volume weighting only). */
  estimatedClicks: number | null;
  keywords: number;
  ranked: number;
};

/**
 * visibility % = 100 × Σ CTR(position_k)·w_k / Σ CTR(1)·w_k, with w_k the keyword's weight (volume or 1).
 * The denominator is the score with every keyword at position 1, so the figure reads as "share of the
 * best achievable", independent of how many keywords are tracked.
 */
export function visibility(rows: readonly VisibilityInput[], options: VisibilityOptions = {}): Visibility {
  const weighting = options.weighting ?? "volume";
  const anyVolume = rows.some((r) => (r.volume ?? 0) > 0);
  const useVolume = weighting === "volume" && anyVolume;
  let earned = 0;
  let best = 0;
  let clicks = 0;
  let ranked = 0;
  for (const r of rows) {
    const w = useVolume ? Math.max(0, r.volume ?? 0) : 1;
    const ctr = ctrAt(r.position);
    if (ctr > 0) ranked++;
    earned += ctr * w;
    best += PAGE_ONE[0] * w;
    if (useVolume) clicks += ctr * w;
  }
  return {
    percent: best > 0 ? Math.round((earned / best) * 10000) / 100 : null,
    estimatedClicks: useVolume ? Math.round(clicks) : null,
    keywords: rows.length,
    ranked,
  };
}

export type PositionBuckets = { top3: number; top10: number; top20: number; top100: number; unranked: number };

/** Keywords in the top 3 / 10 / 20 / 100 (cumulative, as the SEO dashboard shows them) and not ranked. */
export function positionBuckets(positions: ReadonlyArray<number | null>): PositionBuckets {
  const b: PositionBuckets = { top3: 0, top10: 0, top20: 0, top100: 0, unranked: 0 };
  for (const raw of positions) {
    const p = raw === null ? null : Math.round(raw);
    if (p === null || p < 1 || p > 100) {
      b.unranked++;
      continue;
    }
    if (p <= 3) b.top3++;
    if (p <= 10) b.top10++;
    if (p <= 20) b.top20++;
    b.top100++;
  }
  return b;
}
