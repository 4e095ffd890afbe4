import { toCsv } from "@/lib/csv";
import { difficultyLabel } from "./labels";
import { statusLabel } from "@/lib/task-status";
import { taskPath } from "./paths";
import type { TaskRow } from "./queries";
import type { JournalLine } from "./reports";

/** The journal's lines for spreadsheets; `origin` makes each task's address absolute. */
export function journalCsv(lines: JournalLine[], brandId: string, origin: string): string {
  return toCsv([
    ["at", "event", "task_id", "title", "status", "priority", "difficulty", "assignee", "url"],
    ...lines.map((l) => [l.at, l.kind, l.taskId, l.title, statusLabel(l.status), l.priority, difficultyLabel(l.difficulty), l.assigneeName ?? "", `${origin}${taskPath(brandId, l.taskId)}`]),
  ]);
}

/** The /tasks list (every row of the current filters) for spreadsheets. */
export function taskListCsv(rows: TaskRow[], origin: string): string {
  return toCsv([
    ["task_id", "title", "status", "priority", "difficulty", "assignee", "sprint", "due_date", "source", "comments", "created_at", "updated_at", "completed_at", "url"],
    ...rows.map((r) => [
      r.id,
      r.title,
      statusLabel(r.status),
      r.priority,
      difficultyLabel(r.difficulty),
      r.assigneeName ?? "",
      r.sprintName ?? "",
      r.dueDate ?? "",
      r.sourceType,
      r.comments,
      r.createdAt,
      r.updatedAt,
      r.completedAt ?? "",
      `${origin}${taskPath(r.brandId, r.id)}`,
    ]),
  ]);
}
