import Link from "next/link";
import { CalendarRangeIcon, InboxIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { cn } from "@/lib/utils";
import { PLANNING_PAGE_SIZE, type PlanningView, type SprintLoad } from "../queries";
import { planningToSearch, type PlanningFilters } from "../view-params";
import { Pager } from "@/components/ui/pager";
import { PlanningBacklog } from "./planning-backlog";
import { formatDay } from "@/lib/format";

const range = (s: { startDate: string; endDate: string }) => `${formatDay(s.startDate, { year: false })} – ${formatDay(s.endDate, { year: false })}`;

function SprintCard({ sprint, today, maxPoints }: { sprint: SprintLoad; today: string; maxPoints: number }) {
  const current = sprint.startDate <= today && today <= sprint.endDate;
  const open = sprint.people.reduce((n, p) => n + p.open, 0);
  const points = sprint.people.reduce((n, p) => n + p.points, 0);
  return (
    <li className={cn("grid content-start gap-3 rounded-xl border bg-card p-4", current && "border-primary/40 ring-1 ring-primary/20")} data-testid="sprint-load">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-medium">
            <Link href={`/tasks?sprint=${sprint.id}`} className="hover:underline">
              {sprint.name}
            </Link>
          </h3>
          <p className="text-xs text-muted-foreground">
            {range(sprint)}
            {current ? <span className="ml-1.5 font-medium text-primary">· Current</span> : null}
          </p>
        </div>
        <p className="shrink-0 text-right text-xs text-muted-foreground tabular-nums">
          <span className="text-base font-semibold text-foreground">{open}</span> open
          <br />
          {points} pts
        </p>
      </div>
      {sprint.people.length === 0 ? (
        <p className="text-xs text-muted-foreground">Nothing planned yet.</p>
      ) : (
        <ul className="grid gap-2">
          {sprint.people.map((p) => (
            <li key={p.assigneeId ?? "none"} className="grid gap-1">
              <div className="flex items-center justify-between gap-2 text-xs">
                <span className={cn("min-w-0 truncate", !p.name && "text-muted-foreground italic")}>{p.name ?? "Unassigned"}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {p.open} open · {p.points} pts
                </span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-primary/70" style={{ width: `${maxPoints ? (p.points / maxPoints) * 100 : 0}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** /task-planning: sprint loads per person, then the backlog to plan into them. */
export function PlanningBoard({ brandId, view, filters, canEdit }: { brandId: string; view: PlanningView; filters: PlanningFilters; canEdit: boolean }) {
  const maxPoints = Math.max(0, ...view.sprints.flatMap((s) => s.people.map((p) => p.points)));
  return (
    <div className="grid gap-8">
      <section aria-labelledby="planning-sprints" className="grid gap-3">
        <div>
          <h2 id="planning-sprints" className="text-base font-semibold">
            Sprints and their load
          </h2>
          <p className="text-sm text-muted-foreground">Open tasks and points per person (Easy 1, Medium 2, Hard 3; cancelled tasks excluded).</p>
        </div>
        {view.sprints.length === 0 ? (
          <EmptyState
            className="py-8"
            icon={CalendarRangeIcon}
            title="No upcoming sprints"
            action={
              <Button asChild variant="outline" size="sm">
                <Link href="/sprints">Open Sprints</Link>
              </Button>
            }
          >
            Generate the year&apos;s sprints first; then plan backlog tasks into them here.
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {view.sprints.slice(0, 6).map((s) => (
              <SprintCard key={s.id} sprint={s} today={view.today} maxPoints={maxPoints} />
            ))}
          </ul>
        )}
        {view.sprints.length > 6 ? <p className="text-xs text-muted-foreground">Showing the next 6 of {view.sprints.length} sprints; all of them can be chosen below.</p> : null}
      </section>

      <section aria-labelledby="planning-backlog" className="grid gap-3">
        <div>
          <h2 id="planning-backlog" className="text-base font-semibold">
            Backlog
          </h2>
          <p className="text-sm text-muted-foreground">Open tasks without a sprint, highest priority first.</p>
        </div>
        {view.backlog.length === 0 && !filters.q && view.page === 1 ? (
          <EmptyState className="py-8" icon={InboxIcon} title="The backlog is empty">
            Every open task is planned into a sprint. New tasks without a sprint land here.
          </EmptyState>
        ) : (
          <>
            <PlanningBacklog brandId={brandId} rows={view.backlog} sprints={view.sprints} filters={filters} canEdit={canEdit} />
            {view.backlog.length === 0 ? <p className="text-sm text-muted-foreground">{filters.q ? "No backlog task matches the search." : "This page is past the last one."}</p> : null}
            <Pager
              page={view.page}
              pageCount={view.pageCount}
              total={view.backlogTotal}
              shown={view.backlog.length}
              pageSize={PLANNING_PAGE_SIZE}
              href={(page) => `/task-planning${planningToSearch({ ...filters, page })}`}
              noun="backlog task"
            />
          </>
        )}
      </section>
    </div>
  );
}
