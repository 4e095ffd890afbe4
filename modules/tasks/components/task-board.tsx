"use client";

import * as React from "react";
import Link from "next/link";
import { GripVerticalIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import type { TaskStatus } from "@/db/schema/task-enums";
import { cn } from "@/lib/utils";
import { changeTaskStatusAction } from "../actions";
import { STATUS_LABELS, STATUS_ORDER } from "@/lib/task-status";
import { taskPath } from "../paths";
import type { StatusCounts, TaskRow } from "../queries";
import { taskFiltersToSearch, type TaskFilters } from "../view-params";
import { StatusMenu } from "./status-menu";
import { AssigneeText, DifficultyText, DueText, PriorityText } from "./task-bits";
import { TaskStatusDot } from "@/components/tasks/task-status-badge";

const DRAG_TYPE = "application/x-growth-task";

/**
 * The board of /tasks: a column per status. Cards move by drag and drop or, from the keyboard, with
 * each card's status menu. A move shows at once and is undone if the server refuses it.
 */
export function TaskBoard({
  brandId,
  rows,
  byStatus,
  filters,
  today,
  canEdit,
}: {
  brandId: string;
  rows: TaskRow[];
  byStatus: StatusCounts;
  filters: TaskFilters;
  today: string;
  canEdit: boolean;
}) {
  const { run } = useAction({ brandId });
  // Moves not yet reflected by the server-rendered rows: task id → status.
  const [moved, setMoved] = React.useState<Record<string, TaskStatus>>({});
  const [prevRows, setPrevRows] = React.useState(rows);
  if (prevRows !== rows) {
    setPrevRows(rows);
    setMoved({});
  }
  const [over, setOver] = React.useState<TaskStatus | null>(null);

  const statusOf = (r: TaskRow) => moved[r.id] ?? r.status;
  const counts = { ...byStatus };
  for (const r of rows) {
    const now = statusOf(r);
    if (now !== r.status) {
      counts[r.status] -= 1;
      counts[now] += 1;
    }
  }

  const move = async (taskId: string, to: TaskStatus) => {
    const row = rows.find((r) => r.id === taskId);
    if (!row || statusOf(row) === to) return;
    const before = moved[taskId];
    setMoved((m) => ({ ...m, [taskId]: to }));
    const result = await run(changeTaskStatusAction, { taskId, status: to }, { success: `Moved "${row.title}" to ${STATUS_LABELS[to]}` });
    if (!result.ok)
      setMoved((m) => {
        const next = { ...m };
        if (before) next[taskId] = before;
        else delete next[taskId];
        return next;
      });
  };

  return (
    <div className="grid grid-cols-1 gap-3 md:grid-flow-col md:grid-cols-none md:auto-cols-[minmax(11rem,1fr)] md:overflow-x-auto md:pb-2" data-testid="task-board">
      {STATUS_ORDER.map((status) => {
        const cards = rows.filter((r) => statusOf(r) === status);
        const more = counts[status] - cards.length;
        return (
          <section
            key={status}
            aria-label={`${STATUS_LABELS[status]}: ${counts[status]} task${counts[status] === 1 ? "" : "s"}`}
            data-status={status}
            data-testid={`board-column-${status}`}
            onDragOver={(e) => {
              if (!canEdit || !e.dataTransfer.types.includes(DRAG_TYPE)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = "move";
              setOver(status);
            }}
            onDragLeave={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver((o) => (o === status ? null : o));
            }}
            onDrop={(e) => {
              e.preventDefault();
              setOver(null);
              const id = e.dataTransfer.getData(DRAG_TYPE);
              if (id) void move(id, status);
            }}
            className={cn(
              "flex min-w-0 flex-col gap-2 rounded-xl border bg-muted/30 p-2 transition-colors",
              over === status && "border-primary/50 bg-primary/5 ring-2 ring-primary/20",
            )}
          >
            <header className="flex items-center justify-between gap-2 px-1.5 pt-1">
              <h2 className="flex items-center gap-2 text-sm font-medium">
                <TaskStatusDot status={status} className="size-2" />
                {STATUS_LABELS[status]}
              </h2>
              <span className="rounded-md bg-background px-1.5 text-xs text-muted-foreground tabular-nums">{counts[status]}</span>
            </header>
            <ol className="flex min-h-16 flex-col gap-2">
              {cards.map((r) => (
                <li
                  key={r.id}
                  draggable={canEdit}
                  onDragStart={(e) => {
                    e.dataTransfer.setData(DRAG_TYPE, r.id);
                    e.dataTransfer.setData("text/plain", r.title);
                    e.dataTransfer.effectAllowed = "move";
                  }}
                  onDragEnd={() => setOver(null)}
                  data-testid="board-card"
                  className={cn(
                    "group/card relative grid gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs transition-shadow hover:shadow-sm",
                    canEdit && "cursor-grab active:cursor-grabbing",
                  )}
                >
                  {canEdit ? (
                    <GripVerticalIcon aria-hidden="true" className="absolute top-3 right-1.5 size-3.5 text-muted-foreground/0 transition-colors group-hover/card:text-muted-foreground/60" />
                  ) : null}
                  <Link
                    href={taskPath(r.brandId, r.id)}
                    draggable={false}
                    className={cn("line-clamp-3 pr-3 font-medium text-pretty hover:underline focus-visible:underline", statusOf(r) === "cancelled" && "text-muted-foreground line-through")}
                  >
                    {r.title}
                  </Link>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <PriorityText priority={r.priority} />
                    <DifficultyText difficulty={r.difficulty} />
                    {r.dueDate ? <DueText dueDate={r.dueDate} status={statusOf(r)} today={today} /> : null}
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <AssigneeText name={r.assigneeName} className="min-w-0" />
                    <StatusMenu brandId={brandId} taskId={r.id} title={r.title} status={statusOf(r)} canEdit={canEdit} onChanged={(s) => setMoved((m) => ({ ...m, [r.id]: s }))} className="h-5 px-1.5 text-[11px]" />
                  </div>
                </li>
              ))}
            </ol>
            {cards.length === 0 ? <p className="px-1.5 pb-1 text-xs text-muted-foreground">{canEdit ? "Drop a task here" : "No tasks"}</p> : null}
            {more > 0 ? (
              <Link
                href={`/tasks${taskFiltersToSearch({ ...filters, view: "list", status, page: 1 })}`}
                className="rounded-md px-1.5 py-1 text-xs font-medium text-muted-foreground hover:text-foreground hover:underline"
              >
                {more} more — see all {counts[status]} in the list
              </Link>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
