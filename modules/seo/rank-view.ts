/**
 * /rankings as a data table (lib/table): sortable columns, page sizes and filters, free of zod so the
 * client islands stay small. queries/rankings.ts parses the same URL on the server. The location and
 * device of a view are one filter, `where` ("United States|desktop"): positions are only comparable
 * on one SERP.
 */
import { tableStateToSearch, type TableSpec, type TableState } from "@/lib/table/state";

export const RANK_FILTER_KEYS = ["q", "where", "keyword"] as const;

export const RANK_TABLE = {
  sorts: {
    keyword: {},
    position: {},
    change: { firstDesc: true },
    best: {},
    volume: { firstDesc: true },
  },
  defaultSort: { id: "position", desc: false },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 50,
  filterKeys: RANK_FILTER_KEYS,
} as const satisfies TableSpec;

export type RankFilterValues = {
  /** Text in the keyword. */
  q?: string;
  /** "location|device"; absent = the brand's default location and device. */
  where?: string;
  /** The keyword whose history chart is open. */
  keyword?: string;
};

export type RankTableState = TableState<RankFilterValues>;

export function rankingsToSearch(state: Partial<RankTableState>): string {
  return tableStateToSearch(RANK_TABLE, state);
}

export function whereParam(location: string, device: string): string {
  return `${location}|${device}`;
}

export function parseWhere(where: string | undefined): { location: string; device: "desktop" | "mobile" } | null {
  if (!where) return null;
  const i = where.lastIndexOf("|");
  if (i <= 0) return null;
  const device = where.slice(i + 1);
  if (device !== "desktop" && device !== "mobile") return null;
  return { location: where.slice(0, i), device };
}
