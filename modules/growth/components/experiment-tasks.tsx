import Link from "next/link";
import { ListTodoIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { TaskingData } from "../queries/experiments";
import { StatusBadge } from "./badges";
import { EmptyState } from "@/components/ui/empty";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";

/** Every experiment with its tasks and how far they are: the follow-up view of growth tasks. */
export function ExperimentTasks({ ideas, tasks, sprintId }: Pick<TaskingData, "ideas" | "tasks"> & { sprintId?: string | null }) {
  const experiments = ideas
    .filter((i) => !sprintId || i.sprintId === sprintId)
    .map((i) => ({ idea: i, tasks: tasks.filter((t) => t.ideaId === i.id) }))
    .filter((e) => e.tasks.length || e.idea.status !== "done")
    // Running first, then planned, then done; inside each, the one with most open work first.
    .sort((a, b) => rank(a.idea.status) - rank(b.idea.status) || open(b.tasks) - open(a.tasks) || a.idea.title.localeCompare(b.idea.title));

  if (experiments.length === 0) {
    return (
      <EmptyState
        icon={ListTodoIcon}
        title="No experiment tasks yet"
        action={
          <Button asChild>
            <Link href="/growth-tasking">Break an experiment into tasks</Link>
          </Button>
        }
      >
        When a planned experiment is broken into tasks on Growth Tasking, its tasks and their progress show here.
      </EmptyState>
    );
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {experiments.map(({ idea, tasks: list }) => {
        const done = list.filter((t) => t.status === "done").length;
        const live = list.filter((t) => t.status !== "cancelled").length;
        const pct = live ? Math.round((done / live) * 100) : 0;
        return (
          <Card key={idea.id} className="gap-3" data-testid="experiment-card">
            <CardHeader>
              <CardTitle className="flex items-start justify-between gap-2 text-base">
                <span>{idea.title}</span>
                <StatusBadge status={idea.status} className="shrink-0" />
              </CardTitle>
              <CardDescription>
                {idea.sprintName ?? "No sprint"} · {idea.ownerName ?? "no owner"}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <div className="flex items-center gap-3">
                <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100} aria-label={`${idea.title}: ${done} of ${live} tasks done`}>
                  <div className="h-full rounded-full bg-emerald-500" style={{ width: `${pct}%` }} />
                </div>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {done}/{live} done
                </span>
              </div>
              {list.length ? (
                <ul className="divide-y text-sm">
                  {list.map((t) => (
                    <li key={t.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5">
                      <span className="min-w-0 flex-1">{t.title}</span>
                      <span className="text-xs text-muted-foreground">{t.assigneeName ?? "Unassigned"}</span>
                      <TaskStatusBadge status={t.status} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No tasks yet.</p>
              )}
              <div className="flex flex-wrap gap-2 pt-1">
                {idea.status !== "done" ? (
                  <Button size="sm" variant="outline" asChild>
                    <Link href={`/growth-tasking?experiment=${idea.id}`}>Add tasks</Link>
                  </Button>
                ) : null}
                {!idea.learningId ? (
                  <Button size="sm" variant="ghost" asChild>
                    <Link href={`/growth-learnings?experiment=${idea.id}`}>Record learning</Link>
                  </Button>
                ) : null}
              </div>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

function rank(status: string): number {
  return status === "running" ? 0 : status === "planned" ? 1 : 2;
}

function open(tasks: { status: string }[]): number {
  return tasks.filter((t) => t.status !== "done" && t.status !== "cancelled").length;
}
