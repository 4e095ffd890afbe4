/**
 * "If these keywords reached position N" (pure): each keyword's impressions of the last 28 days
 * times the difference between the CTR the curve expects at N and at its current position. Using
 * the curve on both sides (rather than the keyword's own CTR today) keeps a keyword whose CTR is
 * unusual from inflating the estimate; impressions are held as they are, although a better
 * position usually brings more of them, so the figure is on the cautious side. The curve is the one
 * visibility % uses (CTR_CURVE_SOURCE); where it is flat or rises (9 → 10 as published) a move adds nothing.
 */
import { ctrAt } from "../analysis/visibility";

export type WhatIfKeyword = { query: string; impressions: number; clicks: number; position: number };
export type WhatIfLine = WhatIfKeyword & { expectedClicks: number; extraClicks: number };
export type WhatIfResult = { lines: WhatIfLine[]; currentClicks: number; expectedClicks: number; extraClicks: number };

/** The expected extra clicks per 28 days if each keyword moved to `target` (keywords already better than it keep their place and add nothing). */
export function whatIf(keywords: readonly WhatIfKeyword[], target: number): WhatIfResult {
  if (!Number.isFinite(target) || target < 1 || target > 100) throw new RangeError("The target position must be between 1 and 100.");
  const lines = keywords.map((k) => {
    const lift = k.position > target ? ctrAt(target) - ctrAt(k.position) : 0;
    const extra = Math.max(0, k.impressions * lift);
    return { ...k, expectedClicks: k.clicks + extra, extraClicks: extra };
  });
  const currentClicks = lines.reduce((s, l) => s + l.clicks, 0);
  const extraClicks = lines.reduce((s, l) => s + l.extraClicks, 0);
  return { lines, currentClicks, expectedClicks: currentClicks + extraClicks, extraClicks };
}
