import { toCsv } from "@/lib/csv";
import { difficultyLabel } from "./labels";
import { statusLabel } from "@/lib/task-status";
import { taskPath } from "./paths";
import type { JournalLine } from "./reports";

/** The journal's lines for spreadsheets; `origin` makes each task's address absolute. */
export function journalCsv(lines: JournalLine[], brandId: string, origin: string): string {
  return toCsv([
    ["at", "event", "task_id", "title", "status", "priority", "difficulty", "assignee", "url"],
    ...lines.map((l) => [l.at, l.kind, l.taskId, l.title, statusLabel(l.status), l.priority, difficultyLabel(l.difficulty), l.assigneeName ?? "", `${origin}${taskPath(brandId, l.taskId)}`]),
  ]);
}
