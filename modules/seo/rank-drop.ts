/**
 * Whether a tracked keyword's move between two checks is a drop worth an alert. A small local rule
 * for the rank-check job: modules/seo/analysis/rank-change.ts (the analysis helper's, not merged
 * yet) is the fuller detection; when it lands, the job should call it and this file can go.
 * Positions are 1-based; null = not in the results fetched, counted as just past them.
 */
export type RankDrop = { previous: number; current: number | null; places: number };

/** Where "not found" counts in a drop: one past the 100 results a rank check reads. */
export const NOT_RANKED = 101;

export function rankDrop(previous: number | null, current: number | null, threshold: number): RankDrop | null {
  if (previous === null) return null;
  const places = (current ?? NOT_RANKED) - previous;
  return places > threshold ? { previous, current, places } : null;
}
