/**
 * The task views' URL search params: types, labels and serialisation, free of zod so client
 * islands (filter bars, pagers) stay small. inputs.ts parses them on the server.
 */
import type { TaskLevel, TaskStatus } from "@/db/schema/task-enums";

export const TASK_PAGE_SIZE = 50;
/** Cards per board column; the column links to the list for the rest. */
export const BOARD_COLUMN_LIMIT = 50;

export const TASK_SORTS = ["newest", "oldest", "due", "priority", "updated", "title"] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const SORT_LABELS: Record<TaskSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  due: "Due date",
  priority: "Priority",
  updated: "Recently updated",
  title: "Title A–Z",
};

export const DUE_FILTERS = ["overdue", "week", "none"] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
export const DUE_LABELS: Record<DueFilter, string> = { overdue: "Overdue", week: "Due this week", none: "No due date" };

export type TaskFilters = {
  view: "list" | "board";
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
  sort: TaskSort;
  page: number;
};

export const FILTER_KEYS = ["q", "status", "assignee", "priority", "difficulty", "sprint", "source", "due"] as const;

export function taskFiltersToSearch(f: Partial<TaskFilters>): string {
  const q = new URLSearchParams();
  if (f.view && f.view !== "list") q.set("view", f.view);
  for (const k of FILTER_KEYS) {
    const v = f[k];
    if (v) q.set(k, v);
  }
  if (f.sort && f.sort !== "newest") q.set("sort", f.sort);
  if (f.page && f.page > 1) q.set("page", String(f.page));
  const s = q.toString();
  return s ? `?${s}` : "";
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
