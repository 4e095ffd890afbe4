import Link from "next/link";
import { HourglassIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty";
import { cn } from "@/lib/utils";
import { OPEN_STATUSES, STATUS_LABELS } from "@/lib/task-status";
import { taskPath } from "../paths";
import { AGE_BUCKETS, AGING_PAGE_SIZE, type AgingView } from "../reports";
import { agingToSearch, type AgingFilters } from "../view-params";
import { Pager } from "@/components/ui/pager";
import { plural } from "@/lib/format";
import { StatusMenu } from "./status-menu";
import { AssigneeText, DueText } from "./task-bits";
import { UrlSelect } from "./url-select";

/** Heat of a cell: the older the bucket and the fuller the cell, the warmer. */
function heat(count: number, max: number, bucketIndex: number): string {
  if (!count) return "text-muted-foreground/40";
  const share = max ? count / max : 0;
  const warm = bucketIndex >= 3;
  if (share > 0.66) return warm ? "bg-red-500/25 font-semibold" : "bg-primary/20 font-semibold";
  if (share > 0.33) return warm ? "bg-red-500/15 font-medium" : "bg-primary/12 font-medium";
  return warm ? "bg-red-500/8" : "bg-primary/6";
}

function Matrix({
  caption,
  rowHeader,
  rows,
}: {
  caption: string;
  rowHeader: string;
  rows: { key: string; label: React.ReactNode; href: string; counts: number[] }[];
}) {
  const max = Math.max(0, ...rows.flatMap((r) => r.counts));
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2.5 text-left font-medium">{rowHeader}</th>
            {AGE_BUCKETS.map((b) => (
              <th key={b} scope="col" className="px-3 py-2.5 text-right font-medium whitespace-nowrap">
                {b} days
              </th>
            ))}
            <th scope="col" className="px-4 py-2.5 text-right font-medium">Total</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className="px-4 py-2 text-left font-medium whitespace-nowrap">
                <Link href={r.href} scroll={false} className="hover:underline">
                  {r.label}
                </Link>
              </th>
              {r.counts.map((c, i) => (
                <td key={i} className="p-1 text-right tabular-nums">
                  <span className={cn("block rounded-md px-2 py-1", heat(c, max, i))}>{c}</span>
                </td>
              ))}
              <td className="px-4 py-2 text-right font-medium tabular-nums">{r.counts.reduce((a, b) => a + b, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /tasks-aging: open tasks by age × status and × assignee, then the oldest first. */
export function AgingReport({ brandId, view, filters, canEdit }: { brandId: string; view: AgingView; filters: AgingFilters; canEdit: boolean }) {
  const anyOpen = view.byStatus.some((c) => c.count > 0);
  if (!anyOpen) {
    return (
      <EmptyState icon={HourglassIcon} title="No open tasks">
        Pending, in-progress and blocked tasks show here by how long they have been open.
      </EmptyState>
    );
  }
  const statusRows = OPEN_STATUSES.map((s) => ({
    key: s,
    label: STATUS_LABELS[s],
    href: `/tasks-aging${agingToSearch({ ...filters, status: s as AgingFilters["status"], page: 1 })}`,
    counts: AGE_BUCKETS.map((b) => view.byStatus.find((c) => c.status === s && c.bucket === b)?.count ?? 0),
  }));
  const people = new Map<string, { name: string | null; counts: number[] }>();
  for (const c of view.byAssignee) {
    const key = c.assigneeId ?? "none";
    const p = people.get(key) ?? { name: c.name, counts: AGE_BUCKETS.map(() => 0) };
    p.counts[AGE_BUCKETS.indexOf(c.bucket)]! += c.count;
    people.set(key, p);
  }
  const assigneeRows = [...people.entries()]
    .sort(([a, x], [b, y]) => (a === "none" ? 1 : b === "none" ? -1 : (x.name ?? "").localeCompare(y.name ?? "")))
    .map(([key, p]) => ({
      key,
      label: p.name ?? <span className="text-muted-foreground italic">Unassigned</span>,
      href: `/tasks-aging${agingToSearch({ ...filters, assignee: key, page: 1 })}`,
      counts: p.counts,
    }));
  const search = { assignee: filters.assignee, status: filters.status };

  return (
    <div className="grid gap-8">
      <div className="grid gap-6">
        <section aria-labelledby="aging-status" className="grid content-start gap-3">
          <h2 id="aging-status" className="text-base font-semibold">
            By status
          </h2>
          <Matrix caption="Open tasks by age and status" rowHeader="Status" rows={statusRows} />
        </section>
        <section aria-labelledby="aging-assignee" className="grid content-start gap-3">
          <h2 id="aging-assignee" className="text-base font-semibold">
            By assignee
          </h2>
          <Matrix caption="Open tasks by age and assignee" rowHeader="Assignee" rows={assigneeRows} />
        </section>
      </div>

      <section aria-labelledby="aging-oldest" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="aging-oldest" className="text-base font-semibold">
              Oldest first
            </h2>
            <p className="text-sm text-muted-foreground">Age counts from creation; “in status” from the last status change.</p>
          </div>
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            <UrlSelect
              label="Status"
              param="status"
              value={filters.status}
              allLabel="Any open status"
              options={OPEN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              search={search}
            />
            <UrlSelect
              label="Assignee"
              param="assignee"
              value={filters.assignee}
              allLabel="Anyone"
              options={[{ value: "none", label: "Unassigned" }, ...view.squad.map((m) => ({ value: m.id, label: m.name }))]}
              search={search}
            />
          </div>
        </div>
        {view.oldest.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">No open tasks match these filters.</p>
        ) : (
          <div className="overflow-hidden rounded-xl border bg-card">
            <table className="w-full text-sm">
              <caption className="sr-only">Open tasks, oldest first</caption>
              <thead className="hidden border-b bg-muted/40 text-left text-xs text-muted-foreground md:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">Task</th>
                  <th scope="col" className="px-3 py-2.5 font-medium">Status</th>
                  <th scope="col" className="px-3 py-2.5 font-medium">Assignee</th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">Age</th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">In status</th>
                  <th scope="col" className="px-3 py-2.5 pr-4 font-medium">Due</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {view.oldest.map((r) => (
                  <tr key={r.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 px-4 py-3 md:table-row md:p-0" data-testid="aging-row">
                    <td className="min-w-0 md:px-4 md:py-2.5">
                      <Link href={taskPath(r.brandId, r.id)} className="line-clamp-2 font-medium hover:underline">
                        {r.title}
                      </Link>
                    </td>
                    <td className="row-span-2 text-right md:px-3 md:py-2.5 md:text-left">
                      <span className={cn("text-sm font-semibold tabular-nums md:hidden", r.ageDays > 60 ? "text-destructive" : r.ageDays > 30 ? "text-amber-600 dark:text-amber-400" : "")}>{r.ageDays}d</span>
                      <span className="hidden md:inline">
                        <StatusMenu brandId={brandId} taskId={r.id} title={r.title} status={r.status} canEdit={canEdit} />
                      </span>
                    </td>
                    <td className="flex flex-wrap items-center gap-x-3 gap-y-1 md:table-cell md:px-3 md:py-2.5">
                      <span className="md:hidden">
                        <StatusMenu brandId={brandId} taskId={r.id} title={r.title} status={r.status} canEdit={canEdit} />
                      </span>
                      <AssigneeText name={r.assigneeName} />
                      <span className="text-xs text-muted-foreground md:hidden">{r.daysInStatus}d in status</span>
                    </td>
                    <td className={cn("hidden text-right tabular-nums md:table-cell md:px-3 md:py-2.5", r.ageDays > 60 ? "font-semibold text-destructive" : r.ageDays > 30 ? "font-medium text-amber-600 dark:text-amber-400" : "")}>
                      {plural(r.ageDays, "day")}
                    </td>
                    <td className="hidden text-right text-muted-foreground tabular-nums md:table-cell md:px-3 md:py-2.5">{plural(r.daysInStatus, "day")}</td>
                    <td className="hidden md:table-cell md:px-3 md:py-2.5 md:pr-4">
                      <DueText dueDate={r.dueDate} status={r.status} today={view.today} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={view.page}
          pageCount={view.pageCount}
          total={view.total}
          shown={view.oldest.length}
          pageSize={AGING_PAGE_SIZE}
          href={(page) => `/tasks-aging${agingToSearch({ ...filters, page })}`}
          noun="open task"
        />
      </section>
    </div>
  );
}
