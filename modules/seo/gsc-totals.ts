/** Search Console rows summed per query (pure), for the keyword store's "gsc" figures. */
import { keywordKey } from "./keyword-text";
import type { SearchConsoleRow } from "./types";

export type QueryTotal = { keyword: string; clicks: number; impressions: number; ctr: number; position: number };

/**
 * Per query (keyed by keywordKey, first spelling kept): summed clicks and impressions, CTR from the
 * sums, and the average position weighted by impressions (a row without impressions weighs 1).
 */
export function queryTotals(rows: readonly SearchConsoleRow[]): Map<string, QueryTotal> {
  const sums = new Map<string, { keyword: string; clicks: number; impressions: number; weighted: number; weight: number }>();
  for (const r of rows) {
    const key = r.query ? keywordKey(r.query) : "";
    if (!key) continue;
    const t = sums.get(key) ?? { keyword: r.query!, clicks: 0, impressions: 0, weighted: 0, weight: 0 };
    const w = Math.max(r.impressions, 1);
    t.clicks += r.clicks;
    t.impressions += r.impressions;
    t.weighted += r.position * w;
    t.weight += w;
    sums.set(key, t);
  }
  const totals = new Map<string, QueryTotal>();
  for (const [key, t] of sums) {
    totals.set(key, { keyword: t.keyword, clicks: t.clicks, impressions: t.impressions, ctr: t.impressions ? t.clicks / t.impressions : 0, position: Math.round((t.weighted / t.weight) * 100) / 100 });
  }
  return totals;
}
