import Link from "next/link";
import { CalendarClockIcon, CheckCircle2Icon, CircleAlertIcon, InboxIcon, UserRoundPlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { cn } from "@/lib/utils";
import { CLOSED_STATUSES } from "@/lib/task-status";
import { taskPath } from "../paths";
import type { TaskRow } from "../queries";
import type { MyTaskCounts } from "../reports";
import { groupByUrgency } from "../urgency";
import { StatusMenu } from "./status-menu";
import { DueText, PriorityText } from "./task-bits";
import { formatNumber } from "@/lib/format";

export function MyTaskCountsBar({ counts, className }: { counts: MyTaskCounts; className?: string }) {
  const items = [
    { label: "Open", value: counts.open, icon: InboxIcon, tone: "" },
    { label: "Overdue", value: counts.overdue, icon: CircleAlertIcon, tone: counts.overdue ? "text-destructive" : "" },
    { label: "Due this week", value: counts.dueThisWeek, icon: CalendarClockIcon, tone: "" },
    { label: "Done this week", value: counts.doneThisWeek, icon: CheckCircle2Icon, tone: counts.doneThisWeek ? "text-emerald-600 dark:text-emerald-400" : "" },
  ];
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-4", className)}>
      {items.map(({ label, value, icon: Icon, tone }) => (
        <div key={label} className="rounded-xl border bg-card p-4">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </dt>
          <dd className={cn("mt-1 text-2xl font-semibold tabular-nums", tone)}>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A person's tasks in one brand, grouped by urgency, each with its inline status. `heading`: the
 * level of the group titles, one below the heading they sit under (h2 under the page's h1).
 */
export function MyTaskGroups({
  rows,
  today,
  canEdit,
  dense,
  heading: Heading = "h2",
}: {
  rows: TaskRow[];
  today: string;
  canEdit: boolean | ((brandId: string) => boolean);
  dense?: boolean;
  heading?: "h2" | "h3";
}) {
  const editable = (brandId: string) => (typeof canEdit === "function" ? canEdit(brandId) : canEdit);
  return (
    <div className={cn("grid gap-5", dense && "gap-4")}>
      {groupByUrgency(rows, today).map((g) => (
        <section key={g.key} aria-label={g.label} className="grid gap-2">
          <Heading className={cn("flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase", g.key === "overdue" && "text-destructive")}>
            {g.label}
            <span className="tabular-nums">{g.rows.length}</span>
          </Heading>
          <ul className="divide-y overflow-hidden rounded-xl border bg-card">
            {g.rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-2.5" data-testid="my-task">
                <Link
                  href={taskPath(r.brandId, r.id)}
                  className={cn("min-w-0 flex-1 basis-48 truncate text-sm font-medium hover:underline focus-visible:underline", CLOSED_STATUSES.includes(r.status) && "text-muted-foreground")}
                >
                  {r.title}
                </Link>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {r.sprintName ? <span className="hidden text-xs text-muted-foreground md:inline">{r.sprintName}</span> : null}
                  <PriorityText priority={r.priority} />
                  <DueText dueDate={r.dueDate} status={r.status} today={today} className="w-20" />
                  <StatusMenu brandId={r.brandId} taskId={r.id} title={r.title} status={r.status} canEdit={editable(r.brandId)} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function NotInSquad({ brandName }: { brandName?: string }) {
  return (
    <EmptyState
      icon={UserRoundPlusIcon}
      title={<>You are not in {brandName ? `${brandName}'s` : "this brand's"} growth squad</>}
      action={
        <Button asChild variant="outline" size="sm">
          <Link href="/growth-squad">Open Growth Squad</Link>
        </Button>
      }
    >
      Tasks are assigned to squad members. Ask an admin to add you to the growth squad, linked to your account, to see your tasks here.
    </EmptyState>
  );
}

export function NothingAssigned() {
  return (
    <EmptyState icon={CheckCircle2Icon} title="Nothing assigned to you">
      No open tasks, and nothing finished in the last two weeks. New tasks assigned to you show up here.
    </EmptyState>
  );
}
