"use client";

import * as React from "react";
import Link from "next/link";
import { AlertTriangleIcon, ChevronDownIcon } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { AssigneeSelect } from "@/components/tasks/task-field-selects";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { formatDay, formatEffort } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AssignGroup, AssignTaskRow } from "../assign";
import type { SquadMember } from "@/modules/squad/queries";
import { FrequencyBadge } from "./sop-badges";
import { PriorityDot } from "@/components/tasks/priority-dot";
import { TaskChecklist } from "./task-checklist";

/** A day as the assign form shows it: "Mon 3 Mar". */
export function assignDay(iso: string): string {
  return formatDay(iso, { weekday: true, year: false });
}

type RowProps = {
  brandId: string;
  task: AssignTaskRow;
  selected: boolean;
  assignee: string;
  due: string | null;
  /** Due after the chosen sprint ends. */
  late: boolean;
  squad: SquadMember[];
  onToggle: (on: boolean) => void;
  onAssign: (memberId: string) => void;
};

function AssignTaskItem({ brandId, task: t, selected, assignee, due, late, squad, onToggle, onAssign }: RowProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <li className={cn("px-4 py-3 transition-colors", !selected && "bg-muted/20")} data-testid="assign-task-row">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Checkbox className="mt-0.5" checked={selected} onCheckedChange={(v) => onToggle(v === true)} aria-label={`Assign “${t.title}”`} />
          <div className="min-w-0 flex-1 space-y-1">
            <button
              type="button"
              className="flex w-full items-center gap-2 text-left text-sm font-medium outline-none hover:underline focus-visible:underline"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
            >
              <PriorityDot priority={t.priority} />
              <span className="min-w-0">{t.title}</span>
              <ChevronDownIcon className={cn("size-3.5 shrink-0 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden />
            </button>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span>{t.responsibleRole || "No role"}</span>
              <span>{formatEffort(t.estimatedMinutes)}</span>
              <span className={cn(late && "font-medium text-warning")}>
                {due ? `Due ${assignDay(due)}` : "Pick a start date"}
                {t.dueOffsetDays ? ` (+${t.dueOffsetDays} d)` : ""}
              </span>
              <FrequencyBadge frequency={t.frequency} />
            </p>
            {t.openTask ? (
              <p className="flex flex-wrap items-center gap-1.5 text-xs text-warning">
                <AlertTriangleIcon className="size-3.5" aria-hidden />
                Already has an open task:
                <Link href={`/tasks/${brandId}/${t.openTask.id}`} className="underline underline-offset-2">
                  {t.openTask.title}
                </Link>
                <TaskStatusBadge status={t.openTask.status} />
              </p>
            ) : null}
          </div>
        </div>
        <div className="md:w-52 md:shrink-0">
          <AssigneeSelect
            size="sm"
            className="w-full"
            aria-label={`Assignee of “${t.title}”`}
            aria-invalid={selected && !assignee ? true : undefined}
            placeholder="Choose assignee"
            members={squad}
            value={assignee}
            onValueChange={onAssign}
            disabled={!squad.length}
          />
        </div>
      </div>
      {open ? <TaskChecklist description={t.description} checklist={t.checklist} className="mt-3 pl-7" /> : null}
    </li>
  );
}

/** One task group of the assign form: select the whole group or single tasks, and pick each one's assignee. */
export function AssignTaskGroup({
  brandId,
  group,
  selected,
  assignees,
  squad,
  sprintEnd,
  dueOf,
  onToggle,
  onAssign,
}: {
  brandId: string;
  group: AssignGroup;
  selected: ReadonlySet<string>;
  assignees: Record<string, string>;
  squad: SquadMember[];
  /** The chosen sprint's last day; a task due later is flagged. */
  sprintEnd: string | null;
  dueOf: (t: AssignTaskRow) => string | null;
  onToggle: (ids: string[], on: boolean) => void;
  onAssign: (taskId: string, memberId: string) => void;
}) {
  const ids = group.tasks.map((t) => t.id);
  const on = ids.filter((id) => selected.has(id)).length;
  return (
    <section className="overflow-hidden rounded-xl border bg-card shadow-xs" aria-label={group.name}>
      <div className="flex items-center gap-3 border-b bg-muted/30 px-4 py-2.5">
        <Checkbox
          aria-label={`Select every task of ${group.name}`}
          checked={on === ids.length ? true : on === 0 ? false : "indeterminate"}
          onCheckedChange={(v) => onToggle(ids, v === true)}
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-medium">{group.name}</h2>
          <p className="truncate text-xs text-muted-foreground">{group.areaName}</p>
        </div>
        <span className="text-xs text-muted-foreground tabular-nums">
          {on}/{ids.length}
        </span>
      </div>
      <ul className="divide-y">
        {group.tasks.map((t) => {
          const due = dueOf(t);
          return (
            <AssignTaskItem
              key={t.id}
              brandId={brandId}
              task={t}
              selected={selected.has(t.id)}
              assignee={assignees[t.id] ?? ""}
              due={due}
              late={!!(sprintEnd && due && due > sprintEnd)}
              squad={squad}
              onToggle={(v) => onToggle([t.id], v)}
              onAssign={(memberId) => onAssign(t.id, memberId)}
            />
          );
        })}
      </ul>
    </section>
  );
}
