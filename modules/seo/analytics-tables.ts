/** The two tables of /seo-analytics (client-safe: the table island reads the specs too). */
import { DEFAULT_PAGE_SIZES, type TableSpec } from "@/lib/table/state";

export type AnalyticsView = "pages" | "queries";

export const ANALYTICS_TABLES: Record<AnalyticsView, TableSpec> = {
  pages: {
    sorts: { clicks: { firstDesc: true }, impressions: { firstDesc: true }, ctr: { firstDesc: true }, position: {}, sessions: { firstDesc: true }, keyEvents: { firstDesc: true }, page: {} },
    defaultSort: { id: "clicks", desc: true },
    pageSizes: DEFAULT_PAGE_SIZES,
    defaultPageSize: 25,
    filterKeys: [],
  },
  queries: {
    sorts: { clicks: { firstDesc: true }, impressions: { firstDesc: true }, ctr: { firstDesc: true }, position: {}, query: {} },
    defaultSort: { id: "clicks", desc: true },
    pageSizes: DEFAULT_PAGE_SIZES,
    defaultPageSize: 25,
    filterKeys: [],
  },
};
