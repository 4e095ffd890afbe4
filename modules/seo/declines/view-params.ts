/**
 * The declines table as URL state (lib/table): filters and sort, so a filtered view is a link. Free of
 * zod so the client filter bar stays small; page.ts parses the same URL on the server.
 */
import type { TableSpec, TableState } from "@/lib/table/state";

export const DECLINE_TABLE = {
  sorts: { lost: { firstDesc: true }, window: { firstDesc: true }, key: {} },
  defaultSort: { id: "lost", desc: true },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  filterKeys: ["entity", "signal", "cause", "comparison", "q"],
} as const satisfies TableSpec;

export type DeclineFilterValues = {
  entity?: "page" | "query";
  signal?: "position" | "clicks" | "impressions" | "ctr";
  cause?: "update" | "competitor" | "technical" | "none";
  comparison?: "previous" | "year";
  /** Part of the page URL or query text. */
  q?: string;
};

export type DeclineTableState = TableState<DeclineFilterValues>;
