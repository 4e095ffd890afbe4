/**
 * The one vocabulary of task statuses: their order, which are open, their names and their colours.
 * Every page that shows a task status (tasks, dashboard, growth, SOPs, meeting minutes, recurring,
 * monitoring) reads it from here, so "Blocked" is the same word in the same red everywhere.
 *
 * Colours (Tailwind palette, chosen to read on both themes: 700 text on a 10 % tint in light,
 * 300 text on the same tint in dark): pending neutral, in progress blue, blocked red, done green
 * (emerald), cancelled muted and struck through.
 */
import { TASK_STATUSES, type TaskStatus } from "@/db/schema/task-enums";

export type { TaskStatus };

/** Board and filter order: the life of a task. */
export const STATUS_ORDER: readonly TaskStatus[] = TASK_STATUSES;

/** Still needs work: counted as open load, shown as overdue, offered to reassign. */
export const OPEN_STATUSES: readonly TaskStatus[] = ["pending", "in_progress", "blocked"];
export const CLOSED_STATUSES: readonly TaskStatus[] = ["done", "cancelled"];

export type OpenTaskStatus = "pending" | "in_progress" | "blocked";

export function isOpenStatus(status: string): status is OpenTaskStatus {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

export const STATUS_LABELS: Record<TaskStatus, string> = {
  pending: "Pending",
  in_progress: "In progress",
  blocked: "Blocked",
  done: "Done",
  cancelled: "Cancelled",
};

/** A stored status's name; an unknown value (old CSV, future enum) shows as stored. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as TaskStatus] ?? status;
}

/** Badge and chip classes: tint, border and text. */
export const STATUS_TONES: Record<TaskStatus, string> = {
  pending: "border-border bg-muted text-muted-foreground",
  in_progress: "border-blue-500/25 bg-blue-500/10 text-blue-700 dark:text-blue-300",
  blocked: "border-red-500/25 bg-red-500/10 text-red-700 dark:text-red-300",
  done: "border-emerald-500/25 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300",
  cancelled: "border-transparent bg-muted text-muted-foreground line-through",
};

/** Solid fills of the same colours, for dots, legends and stacked bars. */
export const STATUS_FILLS: Record<TaskStatus, string> = {
  pending: "bg-muted-foreground/50",
  in_progress: "bg-blue-500",
  blocked: "bg-red-500",
  done: "bg-emerald-500",
  cancelled: "bg-muted-foreground/20",
};

/** Text of the same colours, for figures such as "3 blocked". */
export const STATUS_TEXT: Record<TaskStatus, string> = {
  pending: "text-muted-foreground",
  in_progress: "text-blue-700 dark:text-blue-300",
  blocked: "text-red-700 dark:text-red-300",
  done: "text-emerald-700 dark:text-emerald-300",
  cancelled: "text-muted-foreground",
};
