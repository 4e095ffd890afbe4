/**
 * How a published piece did: Search Console clicks, impressions and position for its URL, and GA4
 * sessions and key events (conversions) for its landing page, over the 30, 60 and 90 days after it
 * was published. A window is shown only once it has passed; before that the brief says how long to go.
 */
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { seoGa4Rows, seoGscRows } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";

export const PERFORMANCE_WINDOWS = [30, 60, 90] as const;
const DAY_MS = 86_400_000;

export type WindowFigures = {
  clicks: number;
  impressions: number;
  /** Impressions-weighted average; null without Search Console rows. */
  position: number | null;
  sessions: number;
  conversions: number;
  gscRows: number;
  ga4Rows: number;
};
export type PerformanceWindow = { days: number; start: string; end: string; due: boolean; daysToGo: number; figures: WindowFigures | null };

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The windows after publishing: the publish day is day 1, so "30 days" ends on day 30. */
export function performanceWindows(publishedAt: Date, now: Date): Omit<PerformanceWindow, "figures">[] {
  const start = dayOf(publishedAt);
  const today = dayOf(now);
  return PERFORMANCE_WINDOWS.map((days) => {
    const end = addDays(start, days - 1);
    // Due the day after the window's last day: that day's data is complete.
    const dueOn = addDays(start, days);
    const daysToGo = Math.max(0, Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS));
    return { days, start, end, due: today >= dueOn, daysToGo };
  });
}

/** The spellings a page's URL has in the stored rows: with and without a trailing slash. */
export function urlVariants(url: string): { gsc: string[]; ga4: string[] } {
  const u = url.trim();
  const bare = u.replace(/\/+$/, "");
  const gsc = [...new Set([u, bare, `${bare}/`])];
  let path = "";
  try {
    path = new URL(u).pathname;
  } catch {
    path = u.startsWith("/") ? u : "";
  }
  const barePath = path.replace(/\/+$/, "") || "/";
  const ga4 = [...new Set([...gsc, ...(path ? [path, barePath, barePath === "/" ? "/" : `${barePath}/`] : [])])];
  return { gsc, ga4 };
}

type GscRow = { day: string | null; query: string | null; clicks: number; impressions: number; position: number };
type Ga4Row = { day: string | null; dims: string; sessions: number; keyEvents: number };

/**
 * Sums one window. Search Console stores page rows with and without a query; when page-only rows
 * exist they are the page's totals (query rows would count twice, and miss anonymised queries).
 * GA4 rows are summed from one dimension set only (the plainest with date and landing page).
 */
export function sumWindow(gsc: readonly GscRow[], ga4: readonly Ga4Row[], start: string, end: string): WindowFigures {
  const inWindow = <T extends { day: string | null }>(r: T) => r.day !== null && r.day >= start && r.day <= end;
  const g = gsc.filter(inWindow);
  const pageOnly = g.filter((r) => r.query === null);
  const use = pageOnly.length ? pageOnly : g;
  let clicks = 0;
  let impressions = 0;
  let weighted = 0;
  let weight = 0;
  for (const r of use) {
    clicks += r.clicks;
    impressions += r.impressions;
    const w = Math.max(r.impressions, 1);
    weighted += r.position * w;
    weight += w;
  }
  const a = ga4.filter(inWindow);
  const dimsSets = [...new Set(a.map((r) => r.dims))].sort((x, y) => x.split(",").length - y.split(",").length || x.localeCompare(y));
  const dims = dimsSets[0];
  const chosen = a.filter((r) => r.dims === dims);
  return {
    clicks,
    impressions,
    position: weight ? Math.round((weighted / weight) * 10) / 10 : null,
    sessions: chosen.reduce((s, r) => s + r.sessions, 0),
    conversions: Math.round(chosen.reduce((s, r) => s + r.keyEvents, 0) * 100) / 100,
    gscRows: use.length,
    ga4Rows: chosen.length,
  };
}

/** The 30/60/90-day figures of a published URL from the brand's stored Search Console and GA4 rows. */
export async function readPerformance(scope: BrandScope, url: string, publishedAt: Date, now = new Date()): Promise<PerformanceWindow[]> {
  const windows = performanceWindows(publishedAt, now);
  const due = windows.filter((w) => w.due);
  if (!due.length) return windows.map((w) => ({ ...w, figures: null }));
  const first = windows[0]!.start;
  const last = due.at(-1)!.end;
  const v = urlVariants(url);
  const { gsc, ga4 } = await withScope(scope, async (tx) => ({
    gsc: await tx
      .select({ day: seoGscRows.day, query: seoGscRows.query, clicks: seoGscRows.clicks, impressions: seoGscRows.impressions, position: seoGscRows.position })
      .from(seoGscRows)
      .where(and(eq(seoGscRows.brandId, scope.brandId), inArray(seoGscRows.page, v.gsc), gte(seoGscRows.day, first), lte(seoGscRows.day, last))),
    ga4: await tx
      .select({ day: seoGa4Rows.day, dims: seoGa4Rows.dims, sessions: seoGa4Rows.sessions, keyEvents: seoGa4Rows.keyEvents })
      .from(seoGa4Rows)
      .where(and(eq(seoGa4Rows.brandId, scope.brandId), inArray(seoGa4Rows.landingPage, v.ga4), gte(seoGa4Rows.day, first), lte(seoGa4Rows.day, last))),
  }));
  return windows.map((w) => ({ ...w, figures: w.due ? sumWindow(gsc, ga4, w.start, w.end) : null }));
}
