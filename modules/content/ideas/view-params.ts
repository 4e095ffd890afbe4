/** The ideas table's URL state (lib/table) and the words for its origins and statuses, free of zod for the client. */
import type { TableSpec, TableState } from "@/lib/table/state";
import type { StatusStates } from "@/components/ui/tone-badge";

export const IDEAS_TABLE = {
  sorts: {
    score: { firstDesc: true },
    created: { firstDesc: true },
    title: {},
  },
  defaultSort: { id: "score", desc: true },
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  filterKeys: ["q", "origin", "status"],
} as const satisfies TableSpec;

export type IdeasFilters = { q?: string; origin?: string; status?: string };
export type IdeasTableState = TableState<IdeasFilters>;

export const ORIGIN_LABELS = {
  keyword_group: "Keyword group",
  striking_distance: "Striking distance",
  decaying_page: "Decaying page",
  question: "Question",
  saio_prompt: "AI prompt lost",
  competitor_gap: "Competitor gap",
  ai: "AI",
  manual: "Manual",
} as const;

/** The status filter: "active" (new and accepted, the default) hides rejected and merged ideas. */
export const STATUS_FILTERS = [
  { value: "new", label: "New" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
  { value: "merged", label: "Merged" },
  { value: "all", label: "All, with rejected and merged" },
] as const;

export const IDEA_STATES: StatusStates = {
  new: ["info", "New"],
  accepted: ["ok", "Accepted"],
  rejected: ["bad", "Rejected"],
  merged: ["idle", "Merged"],
};
