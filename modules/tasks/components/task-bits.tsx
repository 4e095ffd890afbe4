import { CalendarIcon, ChevronsUpIcon, ChevronUpIcon, EqualIcon } from "lucide-react";
import type { TaskLevel, TaskStatus } from "@/db/schema/task-enums";
import { formatDay } from "@/lib/format";
import { cn } from "@/lib/utils";
import { DIFFICULTY_LABELS } from "@/lib/task-levels";
import { PRIORITY_TONES } from "../labels";
import { CLOSED_STATUSES } from "@/lib/task-status";

const PRIORITY_ICON = { High: ChevronsUpIcon, Medium: ChevronUpIcon, Low: EqualIcon } as const;

export function PriorityText({ priority, className }: { priority: TaskLevel; className?: string }) {
  const Icon = PRIORITY_ICON[priority];
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-medium", PRIORITY_TONES[priority], className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {priority}
    </span>
  );
}

export function DifficultyText({ difficulty, className }: { difficulty: TaskLevel; className?: string }) {
  const level = difficulty === "Low" ? 1 : difficulty === "Medium" ? 2 : 3;
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-xs text-muted-foreground", className)}>
      <span aria-hidden="true" className="flex items-end gap-px">
        {[1, 2, 3].map((i) => (
          <span key={i} className={cn("w-1 rounded-sm", i <= level ? "bg-foreground/60" : "bg-muted-foreground/25")} style={{ height: 4 + i * 3 }} />
        ))}
      </span>
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}

/** A due date; overdue (past and still open) in the destructive tone. */
export function DueText({ dueDate, status, today, className }: { dueDate: string | null; status: TaskStatus; today: string; className?: string }) {
  if (!dueDate) return <span className={cn("text-xs text-muted-foreground", className)}>No due date</span>;
  const overdue = dueDate < today && !CLOSED_STATUSES.includes(status);
  const isToday = dueDate === today;
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs tabular-nums", overdue ? "font-medium text-destructive" : "text-muted-foreground", className)}>
      <CalendarIcon aria-hidden="true" className="size-3.5" />
      <time dateTime={dueDate}>{isToday ? "Today" : formatDay(dueDate, { year: dueDate.slice(0, 4) !== today.slice(0, 4) })}</time>
      {overdue ? <span className="sr-only">(overdue)</span> : null}
    </span>
  );
}

export function AssigneeText({ name, className }: { name: string | null; className?: string }) {
  if (!name) return <span className={cn("text-xs text-muted-foreground", className)}>Unassigned</span>;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");
  return (
    <span className={cn("inline-flex min-w-0 items-center gap-1.5 text-xs", className)}>
      <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center rounded-full bg-muted text-[9px] font-semibold text-muted-foreground">
        {initials}
      </span>
      <span className="truncate">{name}</span>
    </span>
  );
}
