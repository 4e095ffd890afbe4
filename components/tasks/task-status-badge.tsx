import { Badge } from "@/components/ui/badge";
import { STATUS_FILLS, STATUS_LABELS, STATUS_TONES, type TaskStatus } from "@/lib/task-status";
import { cn } from "@/lib/utils";

/** A task's status as a coloured dot; the colour is the badge's (lib/task-status). */
export function TaskStatusDot({ status, className }: { status: TaskStatus; className?: string }) {
  return <span aria-hidden="true" className={cn("inline-block size-1.5 shrink-0 rounded-full", STATUS_FILLS[status], className)} />;
}

/** The one task status badge: same word and colour on every page. */
export function TaskStatusBadge({ status, className }: { status: TaskStatus; className?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn("font-medium", STATUS_TONES[status], className)}>
      <TaskStatusDot status={status} />
      {STATUS_LABELS[status]}
    </Badge>
  );
}
