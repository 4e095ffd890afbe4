"use client";

import * as React from "react";
import Link from "next/link";
import { MessageSquareIcon } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import { taskPath } from "../paths";
import type { MemberOption, SprintOption, TaskRow } from "../queries";
import { BulkBar } from "./bulk-bar";
import { StatusMenu } from "./status-menu";
import { AssigneeText, DifficultyText, DueText, PriorityText } from "./task-bits";

/** The list view of /tasks: one page of rows, inline status, and selection for the bulk bar. */
export function TaskList({
  brandId,
  rows,
  today,
  canEdit,
  squad,
  sprints,
}: {
  brandId: string;
  rows: TaskRow[];
  today: string;
  canEdit: boolean;
  squad: MemberOption[];
  sprints: SprintOption[];
}) {
  const [selected, setSelected] = React.useState<Set<string>>(new Set());
  // A new page (or filter) starts with nothing selected.
  const ids = rows.map((r) => r.id).join(",");
  const [prevIds, setPrevIds] = React.useState(ids);
  if (prevIds !== ids) {
    setPrevIds(ids);
    setSelected((s) => new Set([...s].filter((id) => rows.some((r) => r.id === id))));
  }
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someSelected = rows.some((r) => selected.has(r.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <div className="overflow-hidden rounded-xl border bg-card">
        <table className="w-full text-sm">
          <caption className="sr-only">Tasks</caption>
          <thead className="hidden border-b bg-muted/40 text-left text-xs text-muted-foreground md:table-header-group">
            <tr>
              {canEdit ? (
                <th scope="col" className="w-10 py-2.5 pl-4">
                  <Checkbox
                    aria-label="Select all tasks on this page"
                    checked={allSelected ? true : someSelected ? "indeterminate" : false}
                    onCheckedChange={(v) => setSelected(v === true ? new Set(rows.map((r) => r.id)) : new Set())}
                  />
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2.5 font-medium">Task</th>
              <th scope="col" className="px-3 py-2.5 font-medium">Status</th>
              <th scope="col" className="px-3 py-2.5 font-medium">Assignee</th>
              <th scope="col" className="px-3 py-2.5 font-medium">Priority</th>
              <th scope="col" className="hidden px-3 py-2.5 font-medium lg:table-cell">Difficulty</th>
              <th scope="col" className="px-3 py-2.5 pr-4 font-medium">Due</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((r) => (
              <tr
                key={r.id}
                data-testid="task-row"
                data-selected={selected.has(r.id) || undefined}
                className={cn(
                  "grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 px-4 py-3 transition-colors hover:bg-muted/30 data-[selected]:bg-primary/5 md:table-row md:p-0",
                  !canEdit && "grid-cols-1",
                )}
              >
                {canEdit ? (
                  <td className="row-span-3 self-start pt-0.5 md:w-10 md:py-3 md:pl-4 md:align-middle">
                    <Checkbox aria-label={`Select "${r.title}"`} checked={selected.has(r.id)} onCheckedChange={(v) => toggle(r.id, v === true)} />
                  </td>
                ) : null}
                <td className="min-w-0 md:px-3 md:py-2.5">
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
                </td>
                <td className="md:px-3 md:py-2.5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                    <StatusMenu brandId={brandId} taskId={r.id} title={r.title} status={r.status} canEdit={canEdit} />
                    <span className="contents md:hidden">
                      <PriorityText priority={r.priority} />
                      <DueText dueDate={r.dueDate} status={r.status} today={today} />
                      <AssigneeText name={r.assigneeName} />
                    </span>
                  </div>
                </td>
                <td className="hidden max-w-44 md:table-cell md:px-3 md:py-2.5">
                  <AssigneeText name={r.assigneeName} />
                </td>
                <td className="hidden md:table-cell md:px-3 md:py-2.5">
                  <PriorityText priority={r.priority} />
                </td>
                <td className="hidden lg:table-cell lg:px-3 lg:py-2.5">
                  <DifficultyText difficulty={r.difficulty} />
                </td>
                <td className="hidden md:table-cell md:px-3 md:py-2.5 md:pr-4">
                  <DueText dueDate={r.dueDate} status={r.status} today={today} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEdit ? <BulkBar brandId={brandId} selected={[...selected]} squad={squad} sprints={sprints} onDone={() => setSelected(new Set())} /> : null}
    </div>
  );
}
