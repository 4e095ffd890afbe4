/**
 * Display names of the task model's stored values, shared by server pages and client islands.
 * Difficulty is stored Low/Medium/High and shown Easy/Medium/Hard (spec §9).
 */
import type { TaskLevel, TaskStatus } from "@/db/schema/task-enums";

export const STATUS_ORDER: readonly TaskStatus[] = ["pending", "in_progress", "blocked", "done", "cancelled"];
export const OPEN_STATUSES: readonly TaskStatus[] = ["pending", "in_progress", "blocked"];
export const CLOSED_STATUSES: readonly TaskStatus[] = ["done", "cancelled"];

export const STATUS_LABELS: Record<TaskStatus, string> = {
  pending: "Pending",
  in_progress: "In progress",
  blocked: "Blocked",
  done: "Done",
  cancelled: "Cancelled",
};

export const PRIORITY_ORDER: readonly TaskLevel[] = ["High", "Medium", "Low"];

/** Spec §9: Easy ⇔ Low, Medium ⇔ Medium, Hard ⇔ High. */
export const DIFFICULTY_LABELS: Record<TaskLevel, string> = { Low: "Easy", Medium: "Medium", High: "Hard" };
export const DIFFICULTY_ORDER: readonly TaskLevel[] = ["Low", "Medium", "High"];

/** Planning load: a hard task weighs three easy ones. */
export const DIFFICULTY_POINTS: Record<TaskLevel, number> = { Low: 1, Medium: 2, High: 3 };

const SOURCE_LABELS: Record<string, string> = {
  my_own_initiative: "My own initiative",
  quick_add: "Quick add",
  sop: "SOP",
  template: "Template",
  moms: "Meeting minutes",
  growth_idea: "Growth idea",
  recurring: "Recurring rule",
};

export function statusLabel(s: string): string {
  return STATUS_LABELS[s as TaskStatus] ?? s;
}

export function difficultyLabel(d: string): string {
  return DIFFICULTY_LABELS[d as TaskLevel] ?? d;
}

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source.replace(/[_-]+/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** Badge tones per status (Tailwind token classes, dark-mode aware). */
export const STATUS_TONES: Record<TaskStatus, string> = {
  pending: "bg-muted text-muted-foreground border-transparent",
  in_progress: "bg-blue-500/10 text-blue-700 dark:text-blue-300 border-blue-500/20",
  blocked: "bg-amber-500/10 text-amber-700 dark:text-amber-300 border-amber-500/20",
  done: "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300 border-emerald-500/20",
  cancelled: "bg-muted text-muted-foreground border-transparent line-through",
};

export const PRIORITY_TONES: Record<TaskLevel, string> = {
  High: "text-red-600 dark:text-red-400",
  Medium: "text-amber-600 dark:text-amber-400",
  Low: "text-muted-foreground",
};

/** The fields a task page edits, as named in its history. */
export const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  description: "Description",
  priority: "Priority",
  difficulty: "Difficulty",
  status: "Status",
  assignedTo: "Assignee",
  sprintId: "Sprint",
  dueDate: "Due date",
};
