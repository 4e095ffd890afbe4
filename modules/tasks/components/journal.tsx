import Link from "next/link";
import { cn } from "@/lib/utils";
import { taskPath } from "../paths";
import { JOURNAL_KINDS, type JournalCounts, type JournalKind, type JournalView } from "../reports";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { formatDay, formatNumber } from "@/lib/format";

const KIND_LABEL: Record<JournalKind, string> = { created: "Created", started: "Started", completed: "Completed" };
const KIND_BAR: Record<JournalKind, string> = { created: "bg-sky-500", started: "bg-blue-600", completed: "bg-emerald-500" };
const KIND_TEXT: Record<JournalKind, string> = {
  created: "text-sky-700 dark:text-sky-300",
  started: "text-blue-700 dark:text-blue-300",
  completed: "text-emerald-700 dark:text-emerald-300",
};

const dayLabel = (d: string, by: "day" | "week") => (by === "week" ? `Week of ${formatDay(d, { year: false })}` : formatDay(d, { weekday: true, year: false }));

/**
 * Hides the shell (sidebar, top bar, breadcrumbs) and the controls when printing, so the report
 * prints on its own. Scoped to this page: the style element exists only while it is shown.
 */
export function PrintStyles() {
  return (
    <style>{`@media print {
  [data-slot="sidebar"], [data-slot="sidebar-gap"], [data-slot="sidebar-container"], [data-slot="sidebar-rail"],
  [data-slot="sidebar-inset"] > header, nav[aria-label="breadcrumb"], [data-sonner-toaster] { display: none !important; }
  [data-slot="sidebar-inset"] { margin: 0 !important; box-shadow: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
  section, table, li { break-inside: avoid; }
}`}</style>
  );
}

function Totals({ totals }: { totals: JournalCounts }) {
  return (
    <dl className="grid grid-cols-3 gap-3">
      {JOURNAL_KINDS.map((k) => (
        <div key={k} className="rounded-xl border bg-card p-4">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span aria-hidden="true" className={cn("size-2 rounded-full", KIND_BAR[k])} />
            {KIND_LABEL[k]}
          </dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatNumber(totals[k])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Created, started, completed per bucket as grouped columns (the table below carries the numbers). */
function Chart({ view }: { view: JournalView }) {
  const max = Math.max(1, ...view.buckets.flatMap((b) => JOURNAL_KINDS.map((k) => b[k])));
  const first = view.buckets[0];
  const last = view.buckets.at(-1);
  return (
    <figure className="grid gap-2 rounded-xl border bg-card p-4" aria-label="Created, started and completed over the period">
      <div className="flex h-40 items-end gap-px" aria-hidden="true">
        {view.buckets.map((b) => (
          <div key={b.bucket} className="flex h-full min-w-0 flex-1 items-end justify-center gap-px" title={`${dayLabel(b.bucket, view.filters.by)}: ${b.created} created, ${b.started} started, ${b.completed} completed`}>
            {JOURNAL_KINDS.map((k) => (
              <div key={k} className={cn("w-full max-w-2 rounded-t-sm", KIND_BAR[k], b[k] === 0 && "opacity-0")} style={{ height: `${(b[k] / max) * 100}%`, minHeight: b[k] ? 2 : 0 }} />
            ))}
          </div>
        ))}
      </div>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{first ? dayLabel(first.bucket, view.filters.by) : ""}</span>
        <span className="hidden gap-3 sm:flex">
          {JOURNAL_KINDS.map((k) => (
            <span key={k} className="inline-flex items-center gap-1.5">
              <span className={cn("size-2 rounded-full", KIND_BAR[k])} />
              {KIND_LABEL[k]}
            </span>
          ))}
        </span>
        <span>{last ? dayLabel(last.bucket, view.filters.by) : ""}</span>
      </figcaption>
    </figure>
  );
}

function CountsTable({ caption, head, rows }: { caption: string; head: string; rows: { key: string; label: React.ReactNode; counts: JournalCounts }[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2.5 text-left font-medium">{head}</th>
            {JOURNAL_KINDS.map((k) => (
              <th key={k} scope="col" className="px-3 py-2.5 text-right font-medium last:pr-4">
                {KIND_LABEL[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className="px-4 py-2 text-left font-medium">
                {r.label}
              </th>
              {JOURNAL_KINDS.map((k) => (
                <td key={k} className={cn("px-3 py-2 text-right tabular-nums last:pr-4", r.counts[k] ? KIND_TEXT[k] : "text-muted-foreground/40")}>
                  {r.counts[k]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /tasks-journal: the period's totals, the trend, per period and per person, then every line. */
export function JournalReport({ view }: { view: JournalView }) {
  const { filters } = view;
  const active = view.buckets.filter((b) => JOURNAL_KINDS.some((k) => b[k] > 0)).reverse();
  const linesByBucket = new Map<string, typeof view.lines>();
  for (const l of view.lines) {
    const d = l.at.slice(0, 10);
    const key = filters.by === "week" ? [...view.buckets].reverse().find((b) => b.bucket <= d)?.bucket ?? d : d;
    linesByBucket.set(key, [...(linesByBucket.get(key) ?? []), l]);
  }
  const period = `${formatDay(filters.from)} – ${formatDay(filters.to)}`;
  const person = filters.assignee ? (filters.assignee === "none" ? "Unassigned tasks" : (view.squad.find((m) => m.id === filters.assignee)?.name ?? "One person")) : "Everyone";

  return (
    <div className="grid gap-8">
      <p className="hidden text-sm print:block">
        {view.brandName} · {period} · {person} · per {filters.by}
      </p>
      <Totals totals={view.totals} />
      <Chart view={view} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="journal-periods" className="grid content-start gap-3">
          <h2 id="journal-periods" className="text-base font-semibold">
            Per {filters.by}
          </h2>
          {active.length ? (
            <CountsTable caption={`Per ${filters.by}`} head={filters.by === "week" ? "Week" : "Day"} rows={active.map((b) => ({ key: b.bucket, label: dayLabel(b.bucket, filters.by), counts: b }))} />
          ) : (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">Nothing was created, started or completed in this period.</p>
          )}
        </section>
        <section aria-labelledby="journal-people" className="grid content-start gap-3">
          <h2 id="journal-people" className="text-base font-semibold">
            Per person
          </h2>
          {view.people.length ? (
            <CountsTable
              caption="Per person"
              head="Person"
              rows={view.people.map((p) => ({ key: p.assigneeId ?? "none", label: p.name ?? <span className="text-muted-foreground italic">Unassigned</span>, counts: p }))}
            />
          ) : (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">No one has activity in this period.</p>
          )}
        </section>
      </div>
      {view.lines.length ? (
        <section aria-labelledby="journal-lines" className="grid gap-3">
          <h2 id="journal-lines" className="text-base font-semibold">
            What happened
          </h2>
          <ol className="grid gap-4">
            {[...linesByBucket.entries()].map(([bucket, lines]) => (
              <li key={bucket} className="grid gap-1.5">
                <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{dayLabel(bucket, filters.by)}</h3>
                <ul className="divide-y rounded-xl border bg-card">
                  {lines.map((l) => (
                    <li key={`${l.kind}-${l.taskId}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm" data-testid="journal-line">
                      <span className={cn("w-20 shrink-0 text-xs font-medium", KIND_TEXT[l.kind])}>{KIND_LABEL[l.kind]}</span>
                      <Link href={taskPath(view.brandId, l.taskId)} className="min-w-0 flex-1 basis-40 truncate font-medium hover:underline">
                        {l.title}
                      </Link>
                      <span className="text-xs text-muted-foreground">{l.assigneeName ?? "Unassigned"}</span>
                      <TaskStatusBadge status={l.status} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {view.truncated ? <p className="text-sm text-muted-foreground">The list shows the latest {formatNumber(view.lines.length)} lines; the CSV export has all of them.</p> : null}
        </section>
      ) : null}
    </div>
  );
}
