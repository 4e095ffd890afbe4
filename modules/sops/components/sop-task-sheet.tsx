"use client";

import type * as React from "react";

import Link from "next/link";
import { ExternalLinkIcon } from "lucide-react";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { SopTaskView } from "../queries/sop-tree";
import { FrequencyBadge, TaskFacts } from "./sop-badges";
import { PriorityDot } from "@/components/tasks/priority-dot";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { TaskChecklist } from "./task-checklist";
import { formatDay } from "@/lib/format";

/** One SOP task in full: its steps and every task created from it (the back-link's history). */
export function SopTaskSheet({
  task,
  brandId,
  context,
  onOpenChange,
  actions,
}: {
  task: SopTaskView | null;
  brandId: string;
  context: { area: string; group: string } | null;
  onOpenChange: (open: boolean) => void;
  /** Buttons of the page that opened it (edit, assign), shown at the bottom. */
  actions?: React.ReactNode;
}) {
  return (
    <Sheet open={task !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-lg">
        {task ? (
          <>
            <SheetHeader className="border-b">
              <p className="pr-8 text-xs text-muted-foreground">
                {context?.area} › {context?.group}
                {task.templateName ? ` · from ${task.templateName}` : ""}
              </p>
              <SheetTitle className="flex items-start gap-2 pr-8">
                <PriorityDot priority={task.priority} className="mt-2" />
                {task.title}
              </SheetTitle>
              <SheetDescription asChild>
                <div className="flex flex-wrap items-center gap-2">
                  <FrequencyBadge frequency={task.frequency} />
                  <TaskFacts role={task.responsibleRole} minutes={task.estimatedMinutes} offsetDays={task.dueOffsetDays} />
                </div>
              </SheetDescription>
            </SheetHeader>
            <div className="flex-1 space-y-6 overflow-y-auto p-4">
              <TaskChecklist description={task.description} checklist={task.checklist} />
              <section className="space-y-2">
                <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  Tasks created from it {task.runCount ? `(${task.runCount})` : ""}
                </h3>
                {task.recentRuns.length ? (
                  <ul className="divide-y rounded-lg border text-sm">
                    {task.recentRuns.map((r) => (
                      <li key={r.taskId} className="flex items-center gap-3 px-3 py-2">
                        <div className="min-w-0 flex-1">
                          <Link href={`/tasks/${brandId}/${r.taskId}`} className="inline-flex max-w-full items-center gap-1 truncate font-medium hover:underline">
                            <span className="truncate">{r.title}</span>
                            <ExternalLinkIcon className="size-3 shrink-0 text-muted-foreground" aria-hidden />
                          </Link>
                          <p className="text-xs text-muted-foreground">
                            {r.taskId === task.linkedTask?.taskId ? <span className="font-medium text-foreground">Latest · </span> : null}
                            {r.assignee ?? "Unassigned"} · started {formatDay(r.startDate, { year: false })}
                            {r.dueDate ? ` · due ${formatDay(r.dueDate, { year: false })}` : ""}
                          </p>
                        </div>
                        <TaskStatusBadge status={r.status} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
                    Never assigned yet. Use &ldquo;Assign tasks&rdquo; on its task group to create a task from it.
                  </p>
                )}
                {task.runCount > task.recentRuns.length ? (
                  <p className="text-xs text-muted-foreground">Showing the latest {task.recentRuns.length}.</p>
                ) : null}
              </section>
            </div>
            {actions ? <SheetFooter className="flex-row justify-end border-t">{actions}</SheetFooter> : null}
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
