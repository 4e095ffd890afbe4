"use client";

import * as React from "react";
import Link from "next/link";
import { MessageSquareIcon } from "lucide-react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable, selectColumn } from "@/components/data-table/data-table";
import { formatDate } from "@/lib/format";
import type { TableState } from "@/lib/table/state";
import { cn } from "@/lib/utils";
import { taskPath } from "../paths";
import type { MemberOption, SprintOption, TaskRow } from "../queries";
import { TASK_TABLE } from "../view-params";
import { BulkBar } from "./bulk-bar";
import { StatusMenu } from "./status-menu";
import { AssigneeText, DifficultyText, DueText, PriorityText } from "./task-bits";

/**
 * The list view of /tasks on the shared data table: one server-sorted page of rows, inline status,
 * optional columns, and selection for the bulk bar. From md up it is a table; on a phone each row
 * is a card (the header row hidden; sort from the filter bar's menu).
 */
export function TaskList({
  brandId,
  rows,
  total,
  state,
  view,
  today,
  canEdit,
  squad,
  sprints,
  exportHref,
}: {
  brandId: string;
  rows: TaskRow[];
  total: number;
  state: TableState;
  view: "list" | "board";
  today: string;
  canEdit: boolean;
  squad: MemberOption[];
  sprints: SprintOption[];
  exportHref: string;
}) {
  const columns = React.useMemo(() => taskColumns({ brandId, today, canEdit }), [brandId, today, canEdit]);
  return (
    <DataTable
      tableId="tasks"
      caption="Tasks"
      columns={columns}
      rows={rows}
      getRowId={(r) => r.id}
      spec={TASK_TABLE}
      state={state}
      extraParams={{ view: view === "board" ? "board" : undefined }}
      total={total}
      noun="task"
      exportHref={exportHref}
      headerClassName="hidden md:table-header-group"
      cellClassName="md:px-3 md:py-2.5 md:last:pr-4"
      rowClassName={cn("grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 px-4 py-3 md:table-row md:p-0", !canEdit && "grid-cols-1")}
      rowProps={() => ({ "data-testid": "task-row" })}
      bulkActions={canEdit ? (selected, clear) => <BulkBar brandId={brandId} selected={selected} squad={squad} sprints={sprints} onDone={clear} /> : undefined}
    />
  );
}

function taskColumns({ brandId, today, canEdit }: { brandId: string; today: string; canEdit: boolean }): ColumnDef<TaskRow, unknown>[] {
  const columns: ColumnDef<TaskRow, unknown>[] = [
    {
      id: "title",
      header: "Task",
      meta: { label: "Task", alwaysVisible: true, cellClassName: "min-w-0" },
      cell: ({ row: { original: r } }) => (
        <>
          <Link
            href={taskPath(r.brandId, r.id)}
            className={cn("line-clamp-2 font-medium text-pretty hover:underline focus-visible:underline", r.status === "cancelled" && "text-muted-foreground line-through")}
          >
            {r.title}
          </Link>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
            {r.sprintName ? <span className="truncate">{r.sprintName}</span> : null}
            {r.comments > 0 ? (
              <span className="inline-flex items-center gap-1" title={`${r.comments} comment${r.comments === 1 ? "" : "s"}`}>
                <MessageSquareIcon aria-hidden="true" className="size-3" />
                {r.comments}
                <span className="sr-only">comment{r.comments === 1 ? "" : "s"}</span>
              </span>
            ) : null}
          </div>
        </>
      ),
    },
    {
      id: "status",
      header: "Status",
      meta: { label: "Status", alwaysVisible: true },
      cell: ({ row: { original: r } }) => (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <StatusMenu brandId={brandId} taskId={r.id} title={r.title} status={r.status} canEdit={canEdit} />
          {/* On a phone the card shows here what the hidden columns show on a wide screen. */}
          <span className="contents md:hidden">
            <PriorityText priority={r.priority} />
            <DueText dueDate={r.dueDate} status={r.status} today={today} />
            <AssigneeText name={r.assigneeName} />
          </span>
        </div>
      ),
    },
    {
      id: "assignee",
      header: "Assignee",
      meta: { label: "Assignee", cellClassName: "hidden max-w-44 md:table-cell" },
      cell: ({ row: { original: r } }) => <AssigneeText name={r.assigneeName} />,
    },
    {
      id: "priority",
      header: "Priority",
      meta: { label: "Priority", cellClassName: "hidden md:table-cell" },
      cell: ({ row: { original: r } }) => <PriorityText priority={r.priority} />,
    },
    {
      id: "difficulty",
      header: "Difficulty",
      meta: { label: "Difficulty", headerClassName: "hidden lg:table-cell", cellClassName: "hidden lg:table-cell" },
      cell: ({ row: { original: r } }) => <DifficultyText difficulty={r.difficulty} />,
    },
    {
      id: "sprint",
      header: "Sprint",
      meta: { label: "Sprint", defaultHidden: true, cellClassName: "hidden max-w-40 truncate md:table-cell" },
      cell: ({ row: { original: r } }) => (r.sprintName ? r.sprintName : <span className="text-muted-foreground">No sprint</span>),
    },
    {
      id: "due",
      header: "Due",
      meta: { label: "Due", cellClassName: "hidden md:table-cell" },
      cell: ({ row: { original: r } }) => <DueText dueDate={r.dueDate} status={r.status} today={today} />,
    },
    {
      id: "created",
      header: "Created",
      meta: { label: "Created", defaultHidden: true, cellClassName: "hidden whitespace-nowrap text-muted-foreground tabular-nums md:table-cell" },
      cell: ({ row: { original: r } }) => <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>,
    },
    {
      id: "updated",
      header: "Updated",
      meta: { label: "Updated", defaultHidden: true, cellClassName: "hidden whitespace-nowrap text-muted-foreground tabular-nums md:table-cell" },
      cell: ({ row: { original: r } }) => <time dateTime={r.updatedAt}>{formatDate(r.updatedAt)}</time>,
    },
  ];
  if (!canEdit) return columns;
  return [
    selectColumn<TaskRow>({
      noun: "task",
      label: (r) => r.title,
      headerClassName: "py-2.5",
      cellClassName: "row-span-3 self-start pt-0.5 md:w-10 md:py-3 md:pl-4 md:align-middle",
    }),
    ...columns,
  ];
}
