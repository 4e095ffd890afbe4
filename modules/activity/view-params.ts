/**
 * The activity log as a data table (lib/table): its sortable columns, page sizes and filters, free of
 * zod so the client filter bar stays small. inputs.ts parses the same URL on the server.
 */
import type { TableSpec, TableState } from "@/lib/table/state";

const ACTIVITY_FILTER_KEYS = ["action", "user", "from", "to"] as const;

export const ACTIVITY_TABLE = {
  sorts: {
    created: { firstDesc: true },
    who: {},
    action: {},
  },
  // Newest first, as the log always read; old links with only ?page= still land on the same rows.
  defaultSort: { id: "created", desc: true },
  pageSizes: [25, 50, 100, 200],
  defaultPageSize: 25,
  filterKeys: ACTIVITY_FILTER_KEYS,
} as const satisfies TableSpec;

export type ActivityFilterValues = {
  /** An action type, e.g. `invite_member`. */
  action?: string;
  /** A user id. */
  user?: string;
  /** Whole UTC days, `YYYY-MM-DD`; `to` includes its day. */
  from?: string;
  to?: string;
};

export type ActivityTableState = TableState<ActivityFilterValues>;

/** The sort menu of a phone, where the table shows cards and no header row to click. */
export const ACTIVITY_SORT_PRESETS: { value: string; label: string }[] = [
  { value: "-created", label: "Newest first" },
  { value: "created", label: "Oldest first" },
  { value: "who", label: "Person A–Z" },
  { value: "action", label: "Action A–Z" },
];
