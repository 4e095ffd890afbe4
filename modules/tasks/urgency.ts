import { CLOSED_STATUSES } from "@/lib/task-status";
import type { TaskRow } from "./queries";
import { weekEnd } from "./week";

type UrgencyGroup = { key: string; label: string; rows: TaskRow[] };

/** Open tasks by urgency (overdue, this week, later, no date), then what was finished lately. */
export function groupByUrgency(rows: TaskRow[], today: string): UrgencyGroup[] {
  const end = weekEnd(today);
  const groups: UrgencyGroup[] = [
    { key: "overdue", label: "Overdue", rows: [] },
    { key: "week", label: "Due this week", rows: [] },
    { key: "later", label: "Later", rows: [] },
    { key: "none", label: "No due date", rows: [] },
    { key: "done", label: "Done lately", rows: [] },
  ];
  const at = (k: string) => groups.find((g) => g.key === k)!.rows;
  for (const r of rows) {
    if (CLOSED_STATUSES.includes(r.status)) at("done").push(r);
    else if (!r.dueDate) at("none").push(r);
    else if (r.dueDate < today) at("overdue").push(r);
    else if (r.dueDate <= end) at("week").push(r);
    else at("later").push(r);
  }
  return groups.filter((g) => g.rows.length > 0);
}
