/**
 * Decline rules on daily Search Console figures, pure. A 28-day window is compared with the 28 days
 * before it and with the same 28 days a year earlier; a page or query declines when its position
 * falls 3 or more, its clicks fall 30 % or more, its impressions fall 50 % or more, or its CTR falls
 * while its position holds. Windows below the minimum volumes are never flagged: on a handful of
 * clicks a "−50 %" is noise.
 */
import { addDays } from "./updates";

export const WINDOW_DAYS = 28;

/** One entity's figures on one day; `weightedPosition` is position × impressions, so days add up. */
export type DailyFigures = { day: string; clicks: number; impressions: number; weightedPosition: number };

export type Window = { start: string; end: string };

export type WindowFigures = { clicks: number; impressions: number; ctr: number; position: number | null; days: number };

export type DeclineSignal = "position" | "clicks" | "impressions" | "ctr";
export type Comparison = "previous" | "year";

export const DECLINE_RULES = {
  /** Average position 3 or more places worse. */
  positionDrop: 3,
  /** Clicks down by this share or more. */
  clicksDrop: 0.3,
  impressionsDrop: 0.5,
  /** CTR down by this share or more while the position moved less than `positionHold`. */
  ctrDrop: 0.25,
  positionHold: 1,
  /** The baseline must have this many impressions for any signal… */
  minImpressions: 200,
  /** …and this many clicks for the click and CTR signals. */
  minClicks: 20,
  /**
   * A fall in clicks, impressions or CTR must also be this many standard errors large (counts as
   * Poisson, CTR as a proportion): a page with 40 clicks a month swings ±30 % by chance alone.
   */
  minZ: 3,
} as const;

export type DeclineRules = { [K in keyof typeof DECLINE_RULES]: number };

export function windowFigures(days: readonly DailyFigures[], w: Window): WindowFigures {
  let clicks = 0;
  let impressions = 0;
  let weighted = 0;
  let n = 0;
  for (const d of days) {
    if (d.day < w.start || d.day > w.end) continue;
    clicks += d.clicks;
    impressions += d.impressions;
    weighted += d.weightedPosition;
    n++;
  }
  return { clicks, impressions, ctr: impressions ? clicks / impressions : 0, position: impressions ? weighted / impressions : null, days: n };
}

/** The share a figure changed by (−0.4 = down 40 %); null when the baseline is 0. */
export const relativeChange = (now: number, before: number): number | null => (before ? (now - before) / before : null);

/** How many standard errors a fall from count `before` to `now` is (equal-length windows, Poisson counts). */
export function countFallZ(now: number, before: number): number {
  return before + now > 0 ? (before - now) / Math.sqrt(before + now) : 0;
}

/** How many standard errors a fall in CTR is (two-proportion z-test, pooled). */
export function ctrFallZ(current: Pick<WindowFigures, "clicks" | "impressions">, baseline: Pick<WindowFigures, "clicks" | "impressions">): number {
  if (!current.impressions || !baseline.impressions) return 0;
  const pooled = (current.clicks + baseline.clicks) / (current.impressions + baseline.impressions);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / current.impressions + 1 / baseline.impressions));
  return se ? (baseline.clicks / baseline.impressions - current.clicks / current.impressions) / se : 0;
}

/** Which rules the current window breaks against its baseline (empty: no decline). */
export function declineSignals(current: WindowFigures, baseline: WindowFigures, rules: DeclineRules = DECLINE_RULES): DeclineSignal[] {
  if (baseline.impressions < rules.minImpressions) return [];
  const out: DeclineSignal[] = [];
  const positionDelta = current.position !== null && baseline.position !== null ? current.position - baseline.position : null;
  if (positionDelta !== null && positionDelta >= rules.positionDrop) out.push("position");
  const clicks = relativeChange(current.clicks, baseline.clicks);
  if (baseline.clicks >= rules.minClicks && clicks !== null && clicks <= -rules.clicksDrop && countFallZ(current.clicks, baseline.clicks) >= rules.minZ) out.push("clicks");
  const impressions = relativeChange(current.impressions, baseline.impressions);
  if (impressions !== null && impressions <= -rules.impressionsDrop && countFallZ(current.impressions, baseline.impressions) >= rules.minZ) out.push("impressions");
  const ctr = relativeChange(current.ctr, baseline.ctr);
  const positionHeld = positionDelta !== null && Math.abs(positionDelta) < rules.positionHold;
  if (baseline.clicks >= rules.minClicks && current.impressions >= rules.minImpressions && positionHeld && ctr !== null && ctr <= -rules.ctrDrop && ctrFallZ(current, baseline) >= rules.minZ) out.push("ctr");
  return out;
}

/**
 * The 28-day windows to examine, newest first: the last one ends on `lastDay`, each earlier one ends
 * the day before the next starts, and every window has a full previous window inside the data.
 */
export function windowsBack(firstDay: string, lastDay: string, size = WINDOW_DAYS): Window[] {
  const out: Window[] = [];
  for (let end = lastDay; ; end = addDays(end, -size)) {
    const start = addDays(end, -(size - 1));
    if (addDays(start, -size) < firstDay) break;
    out.push({ start, end });
  }
  return out;
}

export function baselineOf(w: Window, comparison: Comparison, size = WINDOW_DAYS): Window {
  if (comparison === "previous") return { start: addDays(w.start, -size), end: addDays(w.start, -1) };
  // 364 days: the same weekdays a year earlier, so weekly seasonality does not read as a decline.
  return { start: addDays(w.start, -364), end: addDays(w.end, -364) };
}

export type DeclineEntity = "page" | "query";

export type DetectedDecline = {
  entity: DeclineEntity;
  key: string;
  window: Window;
  comparison: Comparison;
  baselineWindow: Window;
  current: WindowFigures;
  baseline: WindowFigures;
  signals: DeclineSignal[];
  /** Clicks the window lost against its baseline (0 or more): the order of the list. */
  lostClicks: number;
};

/**
 * Every decline of every entity over the history: each window against the window before it, and
 * against the same window a year earlier when the data reaches back that far (a baseline from before
 * the data starts would make every page look new, never declined).
 */
export function detectDeclines(
  entity: DeclineEntity,
  series: ReadonlyMap<string, readonly DailyFigures[]>,
  span: { firstDay: string; lastDay: string },
  rules: DeclineRules = DECLINE_RULES,
): DetectedDecline[] {
  const windows = windowsBack(span.firstDay, span.lastDay);
  const out: DetectedDecline[] = [];
  for (const [key, days] of series) {
    for (const window of windows) {
      const current = windowFigures(days, window);
      for (const comparison of ["previous", "year"] as const) {
        const baselineWindow = baselineOf(window, comparison);
        if (baselineWindow.start < span.firstDay) continue;
        const baseline = windowFigures(days, baselineWindow);
        const signals = declineSignals(current, baseline, rules);
        if (signals.length) out.push({ entity, key, window, comparison, baselineWindow, current, baseline, signals, lostClicks: Math.max(0, baseline.clicks - current.clicks) });
      }
    }
  }
  return out.sort((a, b) => b.lostClicks - a.lostClicks || b.window.end.localeCompare(a.window.end) || a.key.localeCompare(b.key));
}

/** A SERP as stored (seo_serps.organic), the brand's result and the ones above it. */
export type SerpSnapshot = { day: string; organic: readonly { position: number; domain: string; url: string }[] };

export type CompetitorTakeover = { domain: string; url: string; before: SerpSnapshot["day"]; after: SerpSnapshot["day"]; ownBefore: number; ownAfter: number | null; theirBefore: number | null; theirAfter: number };

/**
 * A competitor took the position: between the last SERP on or before the window's start and the last
 * SERP inside the window, the brand's result fell, and a domain that was below it (or absent) now ranks
 * at or above the brand's old position. The domain that climbed most is named.
 */
export function competitorTakeover(snapshots: readonly SerpSnapshot[], window: Window, isOwn: (domain: string) => boolean): CompetitorTakeover | null {
  const sorted = [...snapshots].sort((a, b) => a.day.localeCompare(b.day));
  const before = sorted.filter((s) => s.day <= window.start).at(-1);
  const after = sorted.filter((s) => s.day > window.start && s.day <= window.end).at(-1);
  if (!before || !after) return null;
  const own = (s: SerpSnapshot) => s.organic.filter((r) => isOwn(r.domain)).reduce<number | null>((best, r) => (best === null || r.position < best ? r.position : best), null);
  const ownBefore = own(before);
  const ownAfter = own(after);
  if (ownBefore === null || (ownAfter !== null && ownAfter <= ownBefore)) return null;
  const positionIn = (s: SerpSnapshot, domain: string) => s.organic.find((r) => r.domain === domain)?.position ?? null;
  let best: CompetitorTakeover | null = null;
  for (const r of after.organic) {
    if (isOwn(r.domain) || r.position > ownBefore) continue;
    const theirBefore = positionIn(before, r.domain);
    if (theirBefore !== null && theirBefore <= ownBefore) continue;
    const climb = (theirBefore ?? 101) - r.position;
    const bestClimb = best ? (best.theirBefore ?? 101) - best.theirAfter : -1;
    if (climb > bestClimb) best = { domain: r.domain, url: r.url, before: before.day, after: after.day, ownBefore, ownAfter, theirBefore, theirAfter: r.position };
  }
  return best;
}

/** The slices of `days` days ending `lastDay`, newest first (inclusive days). */
export function historySlices(lastDay: string, days: number, size = WINDOW_DAYS): { start: string; end: string }[] {
  const first = addDays(lastDay, -(days - 1));
  const out: { start: string; end: string }[] = [];
  for (let end = lastDay; end >= first; end = addDays(end, -size)) {
    const start = addDays(end, -(size - 1));
    out.push({ start: start < first ? first : start, end });
  }
  return out;
}
