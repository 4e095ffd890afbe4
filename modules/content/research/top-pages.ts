/**
 * "What already works": the brand's own top pages from the Search Console and GA4 rows already
 * stored, read through the SEO module's own readers so the figures match /seo-analytics and
 * /historical-declines exactly — clicks, sessions and conversions (GA4 key events) of the last 28
 * days of data, the clicks trend against the 28 days before, and a page flagged as decaying when the
 * declines rules find a decline in its latest window.
 */
import type { BrandScope } from "@/lib/brand-scope";
import { loadSeoAnalytics, pagePath } from "@/modules/seo/queries/analytics";
import { declineId, loadDeclineHistory } from "@/modules/seo/declines/queries";
import { addDays } from "@/modules/seo/declines/updates";
import { baselineOf, detectDeclines, windowFigures, WINDOW_DAYS, type DeclineSignal } from "@/modules/seo/declines/rules";

export type TopPage = {
  page: string;
  path: string;
  clicks: number | null;
  impressions: number | null;
  position: number | null;
  sessions: number | null;
  conversions: number | null;
  /** Clicks, last 28 days of data vs the 28 before; null without Search Console history for both. */
  trend: { now: number; before: number; change: number | null } | null;
  /** The page's decline in the latest window, when the declines rules find one. */
  decaying: { id: string; signals: DeclineSignal[]; lostClicks: number } | null;
};

export type TopPages = {
  hasGsc: boolean;
  hasGa4: boolean;
  period: { start: string; end: string; previousStart: string; previousEnd: string } | null;
  pages: TopPage[];
};

export const TOP_PAGES_LIMIT = 50;

export async function loadTopPages(scope: BrandScope, limit = TOP_PAGES_LIMIT): Promise<TopPages> {
  const [analytics, history] = await Promise.all([loadSeoAnalytics(scope, WINDOW_DAYS), loadDeclineHistory(scope)]);
  const span = history.span;
  const current = span ? { start: addDays(span.lastDay, 1 - WINDOW_DAYS), end: span.lastDay } : null;
  const previous = current ? baselineOf(current, "previous") : null;
  // Only the latest window's page declines: an old decline the page has recovered from is history, not decay.
  const declines = span ? detectDeclines("page", history.pages, span).filter((d) => d.comparison === "previous" && d.window.end === span.lastDay) : [];
  const decayByPath = new Map(declines.map((d) => [pagePath(d.key), d]));
  const seriesByPath = new Map([...history.pages].map(([page, days]) => [pagePath(page), days]));

  const pages = analytics.pages.slice(0, limit).map((p): TopPage => {
    const days = seriesByPath.get(p.path);
    let trend: TopPage["trend"] = null;
    if (days && current && previous && span && previous.start >= span.firstDay) {
      const now = windowFigures(days, current).clicks;
      const before = windowFigures(days, previous).clicks;
      trend = { now, before, change: before ? (now - before) / before : null };
    }
    const d = decayByPath.get(p.path);
    return {
      page: p.page,
      path: p.path,
      clicks: p.clicks,
      impressions: p.impressions,
      position: p.position,
      sessions: p.sessions,
      conversions: p.keyEvents,
      trend,
      decaying: d ? { id: declineId({ entity: "page", comparison: d.comparison, windowEnd: d.window.end, key: d.key }), signals: d.signals, lostClicks: d.lostClicks } : null,
    };
  });
  return {
    hasGsc: analytics.hasGsc,
    hasGa4: analytics.hasGa4,
    period: current && previous ? { start: current.start, end: current.end, previousStart: previous.start, previousEnd: previous.end } : analytics.period,
    pages,
  };
}
