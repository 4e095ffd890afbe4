"use client";

/** One SOP task in the editor, with the link back to the template it came from. */
import Link from "next/link";
import { CornerDownRightIcon, HistoryIcon, ListTodoIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { formatDay, plural } from "@/lib/format";
import type { SopTaskView } from "../queries/sop-tree";
import { FrequencyBadge, TaskFacts } from "./sop-badges";
import { PriorityDot } from "@/components/tasks/priority-dot";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { MenuTrigger, MoveItems, useEditor } from "./sop-editor-kit";

function BackLink({ task }: { task: SopTaskView }) {
  const { brandId, show } = useEditor();
  const linked = task.linkedTask;
  if (!linked) {
    return <p className="text-xs text-muted-foreground">Never assigned</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" data-testid="sop-backlink">
      <CornerDownRightIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="text-muted-foreground">Latest task:</span>
      <Link href={`/tasks/${brandId}/${linked.taskId}`} className="max-w-full truncate font-medium underline-offset-2 hover:underline">
        {linked.title}
      </Link>
      <TaskStatusBadge status={linked.status} className="h-5 px-1.5 text-[11px]" />
      <span className="text-muted-foreground">
        {linked.assignee ?? "Unassigned"}
        {linked.dueDate ? ` · due ${formatDay(linked.dueDate, { year: false })}` : ""}
      </span>
      {task.runCount > 1 ? (
        <button type="button" onClick={() => show(task.id)} className="inline-flex items-center gap-1 text-muted-foreground underline-offset-2 hover:text-foreground hover:underline">
          <HistoryIcon className="size-3" aria-hidden />
          {plural(task.runCount, "run")}
        </button>
      ) : null}
    </div>
  );
}

export function TaskRow({ task, first, last }: { task: SopTaskView; first: boolean; last: boolean }) {
  const { canEdit, open, remove, show } = useEditor();
  return (
    <li className="flex items-start gap-3 px-4 py-3" data-testid="sop-task">
      <PriorityDot priority={task.priority} className="mt-1.5" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <button
          type="button"
          onClick={() => show(task.id)}
          className="block max-w-full text-left text-sm font-medium outline-none hover:underline focus-visible:underline"
        >
          {task.title}
        </button>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <FrequencyBadge frequency={task.frequency} />
          {/* "contents": the facts wrap one by one with the badge instead of dropping below it as a block. */}
          <TaskFacts role={task.responsibleRole} minutes={task.estimatedMinutes} offsetDays={task.dueOffsetDays} className="contents" />
          {task.checklist.length ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <ListTodoIcon className="size-3" aria-hidden />
              {plural(task.checklist.length, "step")}
            </span>
          ) : null}
        </div>
        <BackLink task={task} />
      </div>
      <DropdownMenu>
        <MenuTrigger label={`Actions for ${task.title}`} />
        <DropdownMenuContent align="end" className="w-48">
          <DropdownMenuItem onSelect={() => show(task.id)}>
            <HistoryIcon />
            Details and history
          </DropdownMenuItem>
          {canEdit ? (
            <>
              <DropdownMenuItem onSelect={() => open({ kind: "task", groupId: task.taskGroupId, task })}>
                <PencilIcon />
                Edit SOP task
              </DropdownMenuItem>
              <MoveItems kind="task" id={task.id} first={first} last={last} />
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                onSelect={() =>
                  remove({
                    kind: "task",
                    id: task.id,
                    name: task.title,
                    detail: task.runCount
                      ? `${plural(task.runCount, "task was", "tasks were")} created from it; they stay on the task list without the link to this SOP.`
                      : "It has never been assigned, so no task is affected.",
                  })
                }
              >
                <Trash2Icon />
                Delete SOP task
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
