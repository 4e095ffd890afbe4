/**
 * /seo-analytics from its URL: the period (?days=7|28|90|180), which table (?view=pages|queries) and
 * that table's sort and page (lib/table). The figures come from queries/analytics.ts; the table's
 * rows (at most 1,000 of each) are sorted and paged here.
 */
import { z } from "zod";
import { parseTableState, oneParam, type SearchParams } from "@/lib/table/parse";
import type { TableState } from "@/lib/table/state";
import type { BrandScope } from "@/lib/brand-scope";
import { ANALYTICS_TABLES, type AnalyticsView } from "./analytics-tables";
import { ANALYTICS_PERIODS, loadSeoAnalytics, type AnalyticsPeriod, type PageRow, type QueryRow, type SeoAnalytics } from "./queries/analytics";

export type AnalyticsPageData = {
  days: AnalyticsPeriod;
  view: AnalyticsView;
  data: SeoAnalytics;
  state: TableState;
  total: number;
  pageRows: PageRow[];
  queryRows: QueryRow[];
};

function sortRows<T>(rows: readonly T[], id: string, desc: boolean): T[] {
  const value = (r: T) => (r as Record<string, unknown>)[id];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    // Rows without the figure (a page Search Console never showed) go last in either direction.
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    const c = typeof x === "string" ? x.localeCompare(String(y)) : Number(x) - Number(y);
    return desc ? -c : c;
  });
}

export async function loadSeoAnalyticsPage(scope: BrandScope, params: SearchParams): Promise<AnalyticsPageData> {
  const d = Number(oneParam(params, "days"));
  const days: AnalyticsPeriod = (ANALYTICS_PERIODS as readonly number[]).includes(d) ? (d as AnalyticsPeriod) : 28;
  const view: AnalyticsView = oneParam(params, "view") === "queries" ? "queries" : "pages";
  const state = parseTableState(ANALYTICS_TABLES[view], params, z.object({}));
  const data = await loadSeoAnalytics(scope, days);
  const rows = view === "pages" ? sortRows(data.pages, state.sort.id, state.sort.desc) : sortRows(data.queries, state.sort.id, state.sort.desc);
  const page = rows.slice((state.page - 1) * state.size, state.page * state.size);
  return {
    days,
    view,
    data,
    state,
    total: rows.length,
    pageRows: view === "pages" ? (page as PageRow[]) : [],
    queryRows: view === "queries" ? (page as QueryRow[]) : [],
  };
}
