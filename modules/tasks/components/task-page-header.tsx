import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { sourceLabel } from "../labels";
import type { TaskDetail } from "../queries";
import { CopyTaskLinkButton, DeleteTaskButton } from "./task-editor";
import { formatDate } from "@/lib/format";

const when = (iso: string) => formatDate(iso);

/** Where the task lives and how it came to be: brand, creator, source, start and completion. */
export function TaskMeta({ task }: { task: TaskDetail }) {
  const parts = [
    `Created ${task.creatorName ? `by ${task.creatorName} ` : ""}on ${when(task.createdAt)}`,
    `Source: ${sourceLabel(task.sourceType)}${task.sourceData.task_type === "quick_add" ? " (Quick Add)" : ""}`,
    task.startedAt ? `Started ${when(task.startedAt)}` : null,
    task.completedAt ? `Completed ${when(task.completedAt)}` : null,
  ].filter(Boolean);
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="rounded-md border bg-muted/50 px-1.5 py-0.5 text-xs font-medium text-foreground">{task.brandName}</span>
      {parts.map((p, i) => (
        <span key={i}>{p}</span>
      ))}
    </span>
  );
}

export function TaskActions({ task, canEdit }: { task: TaskDetail; canEdit: boolean }) {
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link href="/tasks">
          <ArrowLeftIcon aria-hidden="true" />
          All tasks
        </Link>
      </Button>
      <CopyTaskLinkButton brandId={task.brandId} taskId={task.id} />
      {canEdit ? <DeleteTaskButton brandId={task.brandId} taskId={task.id} title={task.title} /> : null}
    </>
  );
}
