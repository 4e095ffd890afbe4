import Link from "next/link";
import {
  AlertTriangleIcon,
  BookOpenIcon,
  CircleCheckIcon,
  CircleDashedIcon,
  GaugeIcon,
  LibraryBigIcon,
  ListChecksIcon,
  RepeatIcon,
  TargetIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { cn } from "@/lib/utils";
import { plural } from "@/lib/format";
import { PERIODS, type AreaCoverage, type PeriodKey, type SopDashboard } from "../dashboard";
import { FrequencyBadge } from "./sop-badges";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { formatDay } from "@/lib/format";

const LIST_LIMIT = 8;

const PERIOD_LABEL: Record<PeriodKey, string> = { sprint: "Current sprint", "30d": "30 days", "90d": "90 days" };

function pct(r: number | null): string {
  return r === null ? "–" : `${Math.round(r * 100)}%`;
}

function day(iso: string): string {
  return formatDay(iso, { year: false });
}

/** The period switch: plain links, so the view is shareable and works before hydration. */
export function PeriodSwitch({ current }: { current: PeriodKey }) {
  return (
    <nav aria-label="Period" className="inline-flex rounded-lg border bg-muted/40 p-0.5">
      {PERIODS.map((p) => (
        <Link
          key={p}
          href={p === "sprint" ? "/sop-dashboard" : `/sop-dashboard?period=${p}`}
          aria-current={p === current ? "page" : undefined}
          className={cn(
            "rounded-md px-2.5 py-1 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
            p === current && "bg-background text-foreground shadow-xs",
          )}
        >
          {PERIOD_LABEL[p]}
        </Link>
      ))}
    </nav>
  );
}

/** A horizontal bar for a share; `label` names it for screen readers. */
function Meter({ value, label, tone = "primary", className }: { value: number | null; label: string; tone?: "primary" | "success"; className?: string }) {
  const v = value === null ? 0 : Math.max(0, Math.min(1, value));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(v * 100)}
      aria-valuetext={value === null ? "No data" : pct(value)}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div className={cn("h-full rounded-full transition-[width]", tone === "success" ? "bg-success" : "bg-primary")} style={{ width: `${v * 100}%` }} />
    </div>
  );
}

/** `templates`: the role may open the template library (else it is not linked). */
export function SopDashboardView({ data, brandId, templates }: { data: SopDashboard; brandId: string; templates: boolean }) {
  const { totals, period } = data;
  if (totals.tasks === 0) {
    return (
      <EmptyState
        className="py-12"
        icon={GaugeIcon}
        title="No SOP tasks to measure yet"
        action={
          <>
            {templates ? (
              <Button asChild>
                <Link href="/tmplt-industries">
                  <LibraryBigIcon />
                  Browse templates
                </Link>
              </Button>
            ) : null}
            <Button variant="outline" asChild>
              <Link href="/sops">
                <BookOpenIcon />
                Open SOPs
              </Link>
            </Button>
          </>
        }
      >
        The dashboard shows how much of the brand&apos;s SOPs is being executed. Adopt a template from the library or write SOP tasks,
        then assign them to the squad.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" data-testid="sop-period">
        <span className="font-medium text-foreground">{period.label}</span>
        {period.end ? ` · ${day(period.start)} – ${day(period.end)}` : ` · since ${day(period.start)}`}
        {period.fallback ? " · no open sprint, so this shows the last 30 days" : ""}
      </p>

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatCard
          className="col-span-2 md:col-span-1"
          icon={TargetIcon}
          label="Coverage"
          value={pct(totals.coverage)}
          hint={`${totals.covered} of ${totals.tasks} SOP tasks have a task this period`}
          meter={{ value: totals.coverage, tone: "primary" }}
          testId="stat-coverage"
        />
        <StatCard
          icon={CircleCheckIcon}
          label="Completion rate"
          value={pct(totals.completionRate)}
          hint={totals.completionRate === null ? "No tasks this period yet" : `${totals.done} done · ${totals.open} open`}
          meter={{ value: totals.completionRate, tone: "success" }}
          testId="stat-completion"
        />
        <StatCard
          icon={AlertTriangleIcon}
          label="Overdue"
          value={String(totals.overdue)}
          hint={totals.overdue ? "Open tasks past their due date" : "Nothing is late"}
          tone={totals.overdue ? "destructive" : undefined}
          testId="stat-overdue"
        />
        <StatCard
          icon={CircleDashedIcon}
          label="Never executed"
          value={String(totals.neverExecuted)}
          hint="SOP tasks never assigned"
          testId="stat-never"
        />
        <StatCard
          icon={RepeatIcon}
          label="Recurring due"
          value={String(totals.recurringDue)}
          hint="Repeating SOP tasks to assign again"
          tone={totals.recurringDue ? "warning" : undefined}
          testId="stat-recurring"
        />
      </dl>

      <AreaTable areas={data.areas} />

      <div className="grid items-start gap-4 lg:grid-cols-3">
        <ListCard title="Overdue" count={data.overdue.length} empty="Nothing overdue. Every open SOP task is on time." testId="list-overdue">
          {data.overdue.slice(0, LIST_LIMIT).map((o) => (
            <li key={o.taskId} className="space-y-1 px-4 py-3">
              <div className="flex items-start justify-between gap-2">
                <Link href={`/tasks/${brandId}/${o.taskId}`} className="min-w-0 text-sm font-medium hover:underline">
                  {o.taskTitle}
                </Link>
                <span className="shrink-0 text-xs font-medium text-destructive tabular-nums">{o.daysLate} d late</span>
              </div>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <TaskStatusBadge status={o.status} className="h-5 px-1.5 text-[11px]" />
                <span>{o.assignee ?? "Unassigned"}</span>
                <span>· due {day(o.dueDate)}</span>
                <span className="basis-full truncate">
                  {o.areaName} › {o.groupName}
                </span>
              </p>
            </li>
          ))}
        </ListCard>

        <ListCard
          title="Recurring SOP tasks due"
          count={data.recurring.length}
          empty="No repeating SOP task is due in the next 7 days."
          testId="list-recurring"
        >
          {data.recurring.slice(0, LIST_LIMIT).map((r) => (
            <li key={r.sopTaskId} className="space-y-1 px-4 py-3">
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 text-sm font-medium">{r.title}</span>
                <span className={cn("shrink-0 text-xs font-medium tabular-nums", r.state === "due" ? "text-warning" : "text-muted-foreground")}>
                  {r.state === "due" ? (r.days ? `due ${r.days} d ago` : "due today") : `in ${r.days} d`}
                </span>
              </div>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <FrequencyBadge frequency={r.frequency} />
                <span>last started {day(r.lastStart)}</span>
                <Link href={`/sops/taskgroup/${r.groupId}/assign-tasks`} className="font-medium text-foreground underline-offset-2 hover:underline">
                  Assign
                </Link>
              </p>
            </li>
          ))}
        </ListCard>

        <ListCard
          title="Never executed"
          count={data.neverExecuted.length}
          empty="Every SOP task has been assigned at least once."
          testId="list-never"
        >
          {data.neverExecuted.slice(0, LIST_LIMIT).map((t) => (
            <li key={t.sopTaskId} className="flex items-start gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="text-sm font-medium">{t.title}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {t.groupName}
                  {t.responsibleRole ? ` · ${t.responsibleRole}` : ""}
                </p>
              </div>
              <Button variant="ghost" size="icon-sm" asChild>
                <Link href={`/sops/taskgroup/${t.groupId}/assign-tasks`} aria-label={`Assign ${t.title}`}>
                  <ListChecksIcon />
                </Link>
              </Button>
            </li>
          ))}
        </ListCard>
      </div>
    </div>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  meter,
  tone,
  className,
  testId,
}: {
  icon: React.ComponentType<{ className?: string }>;
  label: string;
  value: string;
  hint: string;
  meter?: { value: number | null; tone: "primary" | "success" };
  tone?: "destructive" | "warning";
  className?: string;
  testId: string;
}) {
  return (
    <div className={cn("flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-xs", className)} data-testid={testId}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className={cn("size-3.5", tone === "destructive" && "text-destructive", tone === "warning" && "text-warning")} aria-hidden />
        {label}
      </dt>
      <dd className="contents">
        <span className={cn("text-2xl font-semibold tracking-tight tabular-nums", tone === "destructive" && "text-destructive")}>{value}</span>
        {meter ? <Meter value={meter.value} label={label} tone={meter.tone} className="mt-1" /> : null}
        <span className="mt-auto pt-1 text-xs text-muted-foreground">{hint}</span>
      </dd>
    </div>
  );
}

function AreaTable({ areas }: { areas: AreaCoverage[] }) {
  return (
    <section className="overflow-hidden rounded-xl border bg-card shadow-xs" aria-labelledby="areas-title">
      <div className="flex items-baseline justify-between gap-2 border-b px-4 py-3">
        <h2 id="areas-title" className="text-sm font-semibold">
          Coverage and execution by area
        </h2>
        <span className="text-xs text-muted-foreground">{plural(areas.length, "area")}</span>
      </div>
      <div
        className="hidden gap-6 border-b bg-muted/30 px-4 py-2 text-xs font-medium text-muted-foreground md:grid md:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_minmax(0,1fr)_10rem]"
        aria-hidden
      >
        <span>Area</span>
        <span>Coverage</span>
        <span>Completion</span>
        <span className="text-right">Open · Done · Overdue</span>
      </div>
      <ul className="divide-y">
        {areas.map((a) => (
          <li
            key={a.id}
            className="grid grid-cols-2 gap-x-4 gap-y-3 px-4 py-3 md:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_minmax(0,1fr)_10rem] md:items-center md:gap-6"
            data-testid="area-coverage"
          >
            <div className="col-span-2 min-w-0 md:col-span-1">
              <p className="truncate text-sm font-medium">{a.name}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {a.tasks} SOP task{a.tasks === 1 ? "" : "s"}
              </p>
            </div>
            <div className="space-y-1">
              <div className="flex justify-between text-xs">
                <span className="text-muted-foreground md:hidden">Coverage</span>
                <span className="tabular-nums md:ml-auto" data-testid="area-coverage-value">
                  {a.covered}/{a.tasks} · {pct(a.coverage)}
                </span>
              </div>
              <Meter value={a.coverage} label={`Coverage of ${a.name}`} />
            </div>
            <div className="space-y-1">
              <div className="flex justify-between text-xs">
                <span className="text-muted-foreground md:hidden">Completion</span>
                <span className="tabular-nums md:ml-auto">{pct(a.completionRate)}</span>
              </div>
              <Meter value={a.completionRate} label={`Completion rate of ${a.name}`} tone="success" />
            </div>
            <dl className="col-span-2 flex gap-4 text-xs md:col-span-1 md:justify-end">
              <div className="flex gap-1">
                <dt className="text-muted-foreground">Open</dt>
                <dd className="font-medium tabular-nums">{a.open}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-muted-foreground">Done</dt>
                <dd className="font-medium tabular-nums">{a.done}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="text-muted-foreground">Overdue</dt>
                <dd className={cn("font-medium tabular-nums", a.overdue && "text-destructive")}>{a.overdue}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListCard({ title, count, empty, testId, children }: { title: string; count: number; empty: string; testId: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs" aria-label={title} data-testid={testId}>
      <div className="flex items-baseline justify-between gap-2 border-b px-4 py-3">
        <h2 className="text-sm font-semibold">{title}</h2>
        <span className="text-xs text-muted-foreground tabular-nums">{count}</span>
      </div>
      {count ? (
        <>
          <ul className="divide-y">{children}</ul>
          {count > LIST_LIMIT ? (
            <p className="mt-auto border-t px-4 py-2 text-xs text-muted-foreground">and {count - LIST_LIMIT} more</p>
          ) : null}
        </>
      ) : (
        <p className="flex items-start gap-2 px-4 py-4 text-sm text-muted-foreground">
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {empty}
        </p>
      )}
    </section>
  );
}
