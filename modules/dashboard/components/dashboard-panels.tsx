import Link from "next/link";
import { parseISO, differenceInCalendarDays } from "date-fns";
import { CalendarRangeIcon, CircleDotIcon } from "lucide-react";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { initialsFor } from "@/components/shell/initials";
import { cn } from "@/lib/utils";
import type { ActivityRow, SprintSummary, TaskRow, TaskSummary, TeamMember } from "../queries";
import { formatDay } from "@/lib/format";
import { RelativeTime } from "@/components/ui/relative-time";
import { PriorityDot } from "@/components/tasks/priority-dot";

export function TaskStats({ tasks }: { tasks: TaskSummary }) {
  const stats = [
    { label: "Open tasks", value: tasks.open, hint: "pending, in progress or blocked", href: "/tasks" },
    { label: "Overdue", value: tasks.overdue, hint: "past their due date", href: "/tasks-aging", alert: tasks.overdue > 0 },
    { label: "In progress", value: tasks.inProgress, hint: tasks.blocked ? `${tasks.blocked} blocked` : "none blocked", href: "/tasks-monitoring" },
    { label: "Done", value: tasks.doneLast7Days, hint: "in the last 7 days", href: "/tasks-journal" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <li key={s.label}>
          <Link
            href={s.href}
            className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs transition-colors outline-none hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="text-xs font-medium text-muted-foreground">{s.label}</span>
            <span className={cn("text-2xl font-semibold tracking-tight tabular-nums", s.alert && "text-destructive")}>{s.value}</span>
            <span className="truncate text-xs text-muted-foreground">{s.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}


export function FocusTasks({ brandId, tasks, today }: { brandId: string; tasks: TaskRow[]; today: string }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Needs attention</CardTitle>
        <CardDescription>Open tasks, overdue and soonest due first</CardDescription>
        <CardAction>
          <Link href="/tasks" className="text-xs font-medium text-muted-foreground hover:text-foreground">
            All tasks →
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent className="px-2">
        {tasks.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">No open tasks. Press Alt+N to add one for the squad.</p>
        ) : (
          <ul className="divide-y">
            {tasks.map((t) => {
              const overdue = t.dueDate !== null && t.dueDate < today;
              return (
                <li key={t.id}>
                  <Link
                    href={`/tasks/${brandId}/${t.id}`}
                    className="flex items-center gap-3 rounded-md px-4 py-2.5 text-sm outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <PriorityDot priority={t.priority} />
                    <span className="min-w-0 flex-1 truncate">{t.title}</span>
                    <span className="hidden max-w-32 truncate text-xs text-muted-foreground sm:inline">{t.assignee ?? "Unassigned"}</span>
                    {t.status !== "pending" ? (
                      <TaskStatusBadge status={t.status} className="hidden sm:inline-flex" />
                    ) : null}
                    <span className={cn("w-16 shrink-0 text-right text-xs tabular-nums", overdue ? "font-medium text-destructive" : "text-muted-foreground")}>
                      {t.dueDate ? formatDay(t.dueDate, { year: false }) : "—"}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function SprintCard({ sprint, today }: { sprint: SprintSummary; today: string }) {
  if (!sprint) {
    return (
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Current sprint</CardTitle>
          <CardDescription>No open sprint</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm text-muted-foreground">
          <p>Sprints time-box the squad&rsquo;s work; new tasks join the current one automatically.</p>
          <Link href="/sprints" className="inline-flex text-sm font-medium text-foreground underline-offset-4 hover:underline">
            Generate sprints →
          </Link>
        </CardContent>
      </Card>
    );
  }
  const pct = sprint.total === 0 ? 0 : Math.round((sprint.done / sprint.total) * 100);
  const daysLeft = differenceInCalendarDays(parseISO(sprint.endDate), parseISO(today));
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="truncate">{sprint.name}</CardTitle>
        <CardDescription className="flex items-center gap-1.5">
          <CalendarRangeIcon className="size-3.5" aria-hidden="true" />
          {formatDay(sprint.startDate, { year: false })} – {formatDay(sprint.endDate)}
        </CardDescription>
        <CardAction>
          <Badge variant="outline" className="font-normal">
            {sprint.containsToday ? (daysLeft === 0 ? "Ends today" : `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`) : "Next open"}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-2xl font-semibold tracking-tight tabular-nums">{pct}%</span>
          <span className="text-muted-foreground">
            {sprint.done} of {sprint.total} {sprint.total === 1 ? "task" : "tasks"} done
          </span>
        </div>
        <Progress value={pct} aria-label="Sprint progress" />
        {sprint.total === 0 ? <p className="text-xs text-muted-foreground">No tasks in this sprint yet.</p> : null}
      </CardContent>
    </Card>
  );
}

export function ActivityFeed({ activity }: { activity: ActivityRow[] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Recent activity</CardTitle>
        <CardDescription>What changed in this brand</CardDescription>
        <CardAction>
          <Link href="/activity" className="text-xs font-medium text-muted-foreground hover:text-foreground">
            Activity log →
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nothing has happened in this brand yet.</p>
        ) : (
          <ol className="relative space-y-4 before:absolute before:top-1 before:bottom-1 before:left-[5px] before:w-px before:bg-border">
            {activity.map((a) => (
              <li key={a.id} className="relative flex gap-3 pl-5 text-sm">
                <CircleDotIcon className="absolute top-0.5 left-0 size-[11px] bg-card text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate">{a.userAction}</p>
                  <p className="text-xs text-muted-foreground">
                    {a.actor ?? "Someone"} · <RelativeTime at={a.createdAt} />
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function TeamCard({ team, squad }: { team: TeamMember[]; squad: number }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>
          {team.length} with access · {squad} in the growth squad
        </CardDescription>
        <CardAction>
          <Link href="/brand-team" className="text-xs font-medium text-muted-foreground hover:text-foreground">
            Manage →
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {team.slice(0, 6).map((m) => (
            <li key={m.userId} className="flex items-center gap-3 text-sm">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-[11px] font-medium" aria-hidden="true">
                {initialsFor(m.name, m.email)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate">{m.name?.trim() || m.email}</span>
                {m.name?.trim() ? <span className="block truncate text-xs text-muted-foreground">{m.email}</span> : null}
              </span>
              <Badge variant={m.role === "owner" ? "default" : "secondary"} className="font-normal">
                {m.roleName}
              </Badge>
            </li>
          ))}
        </ul>
        {team.length > 6 ? <p className="pt-3 text-xs text-muted-foreground">and {team.length - 6} more</p> : null}
        {team.length <= 1 ? (
          <p className="pt-3 text-xs text-muted-foreground">
            Only you so far.{" "}
            <Link href="/brand-team" className="font-medium text-foreground underline-offset-4 hover:underline">
              Invite your team
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
