import Link from "next/link";
import { ActivityIcon, CheckCircle2Icon, CircleAlertIcon, OctagonPauseIcon } from "lucide-react";
import { Empty, EmptyDescription, EmptyHeader, EmptyTitle } from "@/components/ui/empty";
import { cn } from "@/lib/utils";
import { OPEN_STATUSES, STATUS_LABELS, STATUS_ORDER, STATUS_FILLS, STATUS_TEXT } from "@/lib/task-status";
import type { MonitoringAllBrandsView, MonitoringView, Workload } from "../reports";
import { TaskStatusDot } from "@/components/tasks/task-status-badge";
import { formatNumber } from "@/lib/format";

const openOf = (w: Workload) => OPEN_STATUSES.reduce((n, s) => n + w[s], 0);
const n = (v: number) => formatNumber(v);

export function WorkloadCards({ totals }: { totals: Workload }) {
  const items = [
    { label: "Open", value: openOf(totals), icon: ActivityIcon, tone: "" },
    { label: "Overdue", value: totals.overdue, icon: CircleAlertIcon, tone: totals.overdue ? "text-destructive" : "" },
    { label: "Blocked", value: totals.blocked, icon: OctagonPauseIcon, tone: totals.blocked ? STATUS_TEXT.blocked : "" },
    { label: "Done this week", value: totals.doneThisWeek, icon: CheckCircle2Icon, tone: totals.doneThisWeek ? STATUS_TEXT.done : "" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, value, icon: Icon, tone }) => (
        <div key={label} className="rounded-xl border bg-card p-4">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Icon aria-hidden="true" className="size-3.5" />
            {label}
          </dt>
          <dd className={cn("mt-1 text-2xl font-semibold tabular-nums", tone)}>{n(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A stacked bar of the statuses, widths relative to `max` so rows compare with each other. */
function StatusBar({ w, max, className }: { w: Workload; max: number; className?: string }) {
  const width = max > 0 ? (w.total / max) * 100 : 0;
  return (
    <div className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)} aria-hidden="true">
      <div className="flex h-full" style={{ width: `${width}%` }}>
        {STATUS_ORDER.map((s) => (w[s] > 0 ? <div key={s} className={STATUS_FILLS[s]} style={{ width: `${(w[s] / w.total) * 100}%` }} /> : null))}
      </div>
    </div>
  );
}

function StatusLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
      {STATUS_ORDER.map((s) => (
        <li key={s} className="inline-flex items-center gap-1.5">
          <TaskStatusDot status={s} className="size-2" />
          {STATUS_LABELS[s]}
        </li>
      ))}
    </ul>
  );
}

const num = "px-3 py-2.5 text-right tabular-nums";

/** /tasks-monitoring: per assignee counts per status, overdue and done this week. */
export function MonitoringTable({ view }: { view: MonitoringView }) {
  const max = Math.max(0, ...view.people.map((p) => p.total));
  if (view.totals.total === 0) {
    return (
      <Empty>
        <EmptyHeader>
          <EmptyTitle>No tasks to monitor yet</EmptyTitle>
          <EmptyDescription>Once the brand has tasks, each squad member&apos;s load, blockers and progress show here.</EmptyDescription>
        </EmptyHeader>
      </Empty>
    );
  }
  return (
    <section aria-labelledby="per-assignee" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="per-assignee" className="text-base font-semibold">
          Per assignee
        </h2>
        <StatusLegend />
      </div>
      <div className="overflow-x-auto rounded-xl border bg-card">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Tasks per assignee and status</caption>
          <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2.5 text-left font-medium">Assignee</th>
              <th scope="col" className="hidden w-40 px-3 py-2.5 text-left font-medium sm:table-cell">
                <span className="sr-only">Distribution</span>
              </th>
              {STATUS_ORDER.map((s) => (
                <th key={s} scope="col" className={cn(num, "font-medium", s === "cancelled" && "hidden lg:table-cell")}>
                  {STATUS_LABELS[s]}
                </th>
              ))}
              <th scope="col" className={cn(num, "font-medium")}>Overdue</th>
              <th scope="col" className={cn(num, "pr-4 font-medium")}>Done this week</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {view.people.map((p) => (
              <tr key={p.assigneeId ?? "none"} data-testid="monitoring-row">
                <th scope="row" className="px-4 py-2.5 text-left font-medium">
                  <Link href={`/tasks?assignee=${p.assigneeId ?? "none"}`} className="hover:underline">
                    {p.name ?? <span className="text-muted-foreground italic">Unassigned</span>}
                  </Link>
                  {p.alias ? <span className="ml-1.5 text-xs font-normal text-muted-foreground">{p.alias}</span> : null}
                </th>
                <td className="hidden px-3 py-2.5 sm:table-cell">
                  <StatusBar w={p} max={max} />
                </td>
                {STATUS_ORDER.map((s) => (
                  <td key={s} className={cn(num, p[s] === 0 && "text-muted-foreground/50", s === "blocked" && p[s] > 0 && cn("font-medium", STATUS_TEXT.blocked), s === "cancelled" && "hidden lg:table-cell")}>
                    {n(p[s])}
                  </td>
                ))}
                <td className={cn(num, p.overdue ? "font-medium text-destructive" : "text-muted-foreground/50")}>{n(p.overdue)}</td>
                <td className={cn(num, "pr-4", !p.doneThisWeek && "text-muted-foreground/50")}>{n(p.doneThisWeek)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** /tasks-monitoring-all-brands: each brand, then each person's load across brands. */
export function MonitoringAllBrands({ view }: { view: MonitoringAllBrandsView }) {
  const max = Math.max(0, ...view.brands.map((b) => b.total));
  return (
    <div className="grid gap-8">
      <section aria-labelledby="per-brand" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="per-brand" className="text-base font-semibold">
            Per brand
          </h2>
          <StatusLegend />
        </div>
        <div className="overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">Tasks per brand</caption>
            <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-2.5 text-left font-medium">Brand</th>
                <th scope="col" className="hidden w-48 px-3 py-2.5 text-left font-medium sm:table-cell">
                  <span className="sr-only">Distribution</span>
                </th>
                <th scope="col" className={cn(num, "font-medium")}>Open</th>
                <th scope="col" className={cn(num, "font-medium")}>Blocked</th>
                <th scope="col" className={cn(num, "font-medium")}>Overdue</th>
                <th scope="col" className={cn(num, "pr-4 font-medium")}>Done this week</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {view.brands.map((b) => (
                <tr key={b.brandId} data-testid="brand-row">
                  <th scope="row" className="px-4 py-2.5 text-left font-medium">
                    {b.name}
                    <span className="ml-1.5 text-xs font-normal text-muted-foreground">{b.roleName}</span>
                  </th>
                  <td className="hidden px-3 py-2.5 sm:table-cell">
                    <StatusBar w={b} max={max} />
                  </td>
                  <td className={num}>{n(openOf(b))}</td>
                  <td className={cn(num, b.blocked ? cn("font-medium", STATUS_TEXT.blocked) : "text-muted-foreground/50")}>{n(b.blocked)}</td>
                  <td className={cn(num, b.overdue ? "font-medium text-destructive" : "text-muted-foreground/50")}>{n(b.overdue)}</td>
                  <td className={cn(num, "pr-4", !b.doneThisWeek && "text-muted-foreground/50")}>{n(b.doneThisWeek)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="per-person" className="grid gap-3">
        <div>
          <h2 id="per-person" className="text-base font-semibold">
            Per person, across brands
          </h2>
          <p className="text-sm text-muted-foreground">Squad members linked to the same account (or with the same email) count as one person.</p>
        </div>
        {view.people.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">No assigned tasks in any brand yet.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {view.people.map((p) => (
              <li key={p.key} className="grid gap-3 rounded-xl border bg-card p-4" data-testid="person-workload">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 truncate font-medium">{p.name}</p>
                  <p className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    <span className="text-base font-semibold text-foreground">{n(openOf(p.totals))}</span> open
                    {p.totals.overdue ? <span className="ml-2 font-medium text-destructive">{n(p.totals.overdue)} overdue</span> : null}
                  </p>
                </div>
                <StatusBar w={p.totals} max={p.totals.total} />
                <ul className="grid gap-1 text-xs">
                  {p.brands.map((b) => (
                    <li key={b.brandId} className="flex items-center justify-between gap-3">
                      <span className="min-w-0 truncate text-muted-foreground">{b.brandName}</span>
                      <span className="shrink-0 tabular-nums">
                        {n(openOf(b))} open · {n(b.in_progress)} in progress
                        {b.blocked ? <span className={STATUS_TEXT.blocked}> · {n(b.blocked)} blocked</span> : null}
                        {b.doneThisWeek ? <span className="text-emerald-600 dark:text-emerald-400"> · {n(b.doneThisWeek)} done this week</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
                {!p.linked ? <p className="text-xs text-muted-foreground">Not linked to an account: matched by email only.</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
