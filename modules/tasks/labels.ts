/**
 * Display names of the task model's stored values, shared by server pages and client islands.
 * Status names, order and colours are in lib/task-status, priority and difficulty names and order in
 * lib/task-levels: the field pickers in components/tasks share them with every module.
 */
import type { TaskLevel } from "@/db/schema/task-enums";
import { DIFFICULTY_LABELS } from "@/lib/task-levels";

const SOURCE_LABELS: Record<string, string> = {
  my_own_initiative: "My own initiative",
  quick_add: "Quick add",
  sop: "SOP",
  template: "Template",
  moms: "Meeting minutes",
  growth_idea: "Growth idea",
  recurring: "Recurring rule",
  seo_decline: "SEO decline",
  seo_3d_analysis: "3D analysis",
  seo_audit: "On-page audit",
  seo_link_gap: "Backlink gap",
  api: "API",
};

export function difficultyLabel(d: string): string {
  return DIFFICULTY_LABELS[d as TaskLevel] ?? d;
}

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source.replace(/[_-]+/g, " ").replace(/^./, (c) => c.toUpperCase());
}

export const PRIORITY_TONES: Record<TaskLevel, string> = {
  High: "text-red-600 dark:text-red-400",
  Medium: "text-amber-700 dark:text-amber-400",
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
