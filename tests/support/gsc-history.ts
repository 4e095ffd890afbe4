/**
 * Daily Search Console rows with a weekly rhythm (weekends lower) and a trend, as the API sync
 * stores them (query × page × day, source "gsc"): forecasts need a real-looking history. The noise
 * is a fixed sequence, so a test's numbers are the same on every run.
 */
import { addDays } from "@/lib/calendar-day";

export type GscHistoryRow = {
  source: "gsc";
  rowKey: string;
  day: string;
  query: string;
  page: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
  fetchedAt: Date;
};

export type GscHistoryQuery = { query: string; page: string; impressions: number; position: number; trendPerDay?: number };

export function gscHistoryRows({ lastDay, days, queries, skipDays = [] }: { lastDay: string; days: number; queries: readonly GscHistoryQuery[]; skipDays?: readonly string[] }): GscHistoryRow[] {
  const rows: GscHistoryRow[] = [];
  let seed = 11;
  const noise = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5;
  const fetchedAt = new Date(`${lastDay}T12:00:00Z`);
  for (let i = 0; i < days; i++) {
    const day = addDays(lastDay, i - days + 1);
    if (skipDays.includes(day)) continue;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
    for (const q of queries) {
      const impressions = Math.max(1, Math.round(q.impressions * weekend * (1 + (q.trendPerDay ?? 0.002) * i) * (1 + noise() * 0.1)));
      const position = Math.max(1, Math.round((q.position + noise() * 0.4) * 100) / 100);
      const ctr = position < 2 ? 0.28 : position < 4 ? 0.12 : position < 11 ? 0.04 : 0.005;
      const clicks = Math.round(impressions * ctr);
      rows.push({ source: "gsc", rowKey: JSON.stringify(["gsc", "query", day, q.query, q.page, "", ""]), day, query: q.query, page: q.page, clicks, impressions, ctr: clicks / impressions, position, fetchedAt });
    }
  }
  return rows;
}
