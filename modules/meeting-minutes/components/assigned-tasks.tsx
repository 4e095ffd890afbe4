import Link from "next/link";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import type { TaskStatus } from "@/db/schema/tasks";
import type { AssignedTask } from "../queries";
import { formatDay } from "@/lib/format";

export function AssignedTasks({ brandId, tasks }: { brandId: string; tasks: AssignedTask[] }) {
  return (
    <section aria-label="Tasks created from this transcript" className="min-w-0">
      <h2 className="mb-2 text-sm font-medium text-muted-foreground">
        Tasks created from these minutes ({tasks.length})
      </h2>
      <ul className="divide-y rounded-xl border bg-card">
        {tasks.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm" data-testid="assigned-task">
            <Link href={`/tasks/${brandId}/${t.id}`} className="min-w-0 flex-1 truncate font-medium hover:underline">
              {t.title}
            </Link>
            <span className="text-xs text-muted-foreground">
              {t.assigneeName ?? "Unassigned"}
              {t.dueDate ? ` · due ${formatDay(t.dueDate, { year: false })}` : ""}
            </span>
            <TaskStatusBadge status={t.status as TaskStatus} />
          </li>
        ))}
      </ul>
    </section>
  );
}
