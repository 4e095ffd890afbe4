/**
 * The task views' URL search params: types, labels and serialisation, free of zod so client
 * islands (filter bars, pagers) stay small. inputs.ts parses them on the server.
 */
import type { TaskLevel, TaskStatus } from "@/db/schema/task-enums";
import { sortToParam, tableStateToSearch, type TableSort, type TableSpec, type TableState } from "@/lib/table/state";

/** The list's default page size; the list offers TASK_TABLE.pageSizes. */
const TASK_PAGE_SIZE = 50;
/** Cards per board column; the column links to the list for the rest. */
export const BOARD_COLUMN_LIMIT = 50;

const FILTER_KEYS = ["q", "status", "assignee", "priority", "difficulty", "sprint", "source", "due"] as const;

/**
 * The /tasks list as a data table (lib/table): sortable columns, page sizes, filters. `newest` and
 * `oldest` are the sort values of links saved before the list became a table.
 */
export const TASK_TABLE = {
  sorts: {
    title: {},
    status: {},
    assignee: {},
    priority: {},
    difficulty: {},
    due: {},
    sprint: {},
    created: { firstDesc: true },
    updated: { firstDesc: true },
  },
  defaultSort: { id: "created", desc: true },
  sortAliases: { newest: { id: "created", desc: true }, oldest: { id: "created", desc: false } },
  pageSizes: [25, 50, 100],
  defaultPageSize: TASK_PAGE_SIZE,
  filterKeys: FILTER_KEYS,
} as const satisfies TableSpec;

type TaskSortId = keyof typeof TASK_TABLE.sorts;

/** The sort menu (the phone's way to sort, where the list has no header row), as `sort` values. */
export const SORT_PRESETS: { value: string; label: string }[] = [
  { value: "-created", label: "Newest first" },
  { value: "created", label: "Oldest first" },
  { value: "due", label: "Due date" },
  { value: "priority", label: "Priority" },
  { value: "-updated", label: "Recently updated" },
  { value: "title", label: "Title A–Z" },
];

const SORT_COLUMN_LABELS: Record<TaskSortId, string> = {
  title: "Title",
  status: "Status",
  assignee: "Assignee",
  priority: "Priority",
  difficulty: "Difficulty",
  due: "Due date",
  sprint: "Sprint",
  created: "Created",
  updated: "Updated",
};

/** The sort menu's label of any sort, also one set by a column header that is not a preset. */
export function sortLabel(sort: TableSort): string {
  const preset = SORT_PRESETS.find((p) => p.value === sortToParam(sort));
  if (preset) return preset.label;
  return `${SORT_COLUMN_LABELS[sort.id as TaskSortId] ?? sort.id}, ${sort.desc ? "descending" : "ascending"}`;
}

export const DUE_FILTERS = ["overdue", "week", "none"] as const;
type DueFilter = (typeof DUE_FILTERS)[number];
export const DUE_LABELS: Record<DueFilter, string> = { overdue: "Overdue", week: "Due this week", none: "No due date" };

export type TaskFilterValues = {
  q?: string;
  status?: TaskStatus;
  /** A squad member id, or "none" for unassigned. */
  assignee?: string;
  priority?: TaskLevel;
  difficulty?: TaskLevel;
  /** A sprint id, or "none" for no sprint. */
  sprint?: string;
  source?: string;
  due?: DueFilter;
};

export type TaskFilters = TaskFilterValues & {
  view: "list" | "board";
  sort: TableSort;
  page: number;
  size: number;
};

/** The filters alone, as the table state's `filters`. */
function filterValues(f: Partial<TaskFilters>): TaskFilterValues {
  return Object.fromEntries(FILTER_KEYS.filter((k) => f[k]).map((k) => [k, f[k]])) as TaskFilterValues;
}

/** The table state of the list (what lib/table serialises and components/data-table renders). */
export function taskTableState(f: TaskFilters): TableState {
  return { sort: f.sort, page: f.page, size: f.size, filters: filterValues(f) };
}

export function taskFiltersToSearch(f: Partial<TaskFilters>): string {
  return tableStateToSearch(TASK_TABLE, { sort: f.sort, page: f.page, size: f.size, filters: filterValues(f) }, { view: f.view === "board" ? "board" : undefined });
}

export function hasFilters(f: Partial<TaskFilters>): boolean {
  return FILTER_KEYS.some((k) => !!f[k]);
}

export type AgingFilters = { assignee?: string; status?: "pending" | "in_progress" | "blocked"; page: number };

export function agingToSearch(f: Partial<AgingFilters>): string {
  const q = new URLSearchParams();
  if (f.assignee) q.set("assignee", f.assignee);
  if (f.status) q.set("status", f.status);
  if (f.page && f.page > 1) q.set("page", String(f.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export type JournalFilters = { from: string; to: string; by: "day" | "week"; assignee?: string };

export function journalToSearch(f: JournalFilters): string {
  const q = new URLSearchParams({ from: f.from, to: f.to });
  if (f.by !== "day") q.set("by", f.by);
  if (f.assignee) q.set("assignee", f.assignee);
  return `?${q}`;
}

export type PlanningFilters = { q?: string; page: number };

export function planningToSearch(f: Partial<PlanningFilters>): string {
  const q = new URLSearchParams();
  if (f.q) q.set("q", f.q);
  if (f.page && f.page > 1) q.set("page", String(f.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}
