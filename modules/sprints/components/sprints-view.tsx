"use client";

import * as React from "react";
import { CalendarRangeIcon, InfoIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { EmptyState } from "@/components/ui/empty";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { daysBetween } from "@/lib/calendar-day";
import { cn } from "@/lib/utils";
import { formatDay, plural } from "@/lib/format";
import { deleteSprintAction } from "../actions";
import type { SprintRow } from "../queries";
import { EditSprintDialog } from "./edit-sprint-dialog";
import { GenerateSprintsDialog } from "./generate-sprints-dialog";
import { CurrentSprintBadge, SprintStatusBadge } from "./sprint-badges";

const yearOf = (day: string) => Number(day.slice(0, 4));

function range(s: { startDate: string; endDate: string }) {
  const sameYear = s.startDate.slice(0, 4) === s.endDate.slice(0, 4);
  return `${formatDay(s.startDate, { year: !sameYear })} – ${formatDay(s.endDate)}`;
}

export function SprintsView({
  brandId,
  sprints,
  currentId,
  today,
  defaultStartDate,
  canEdit,
}: {
  brandId: string;
  sprints: SprintRow[];
  currentId: string | null;
  today: string;
  defaultStartDate: string;
  canEdit: boolean;
}) {
  const { run } = useAction({ brandId });
  const [editing, setEditing] = React.useState<SprintRow | null>(null);
  const [deleting, setDeleting] = React.useState<SprintRow | null>(null);

  const byYear = React.useMemo(() => {
    const m: Record<number, number> = {};
    for (const s of sprints) {
      for (const y of new Set([yearOf(s.startDate), yearOf(s.endDate)])) m[y] = (m[y] ?? 0) + 1;
    }
    return m;
  }, [sprints]);
  const years = React.useMemo(() => [...new Set(sprints.map((s) => yearOf(s.startDate)))].sort(), [sprints]);
  const current = sprints.find((s) => s.id === currentId) ?? null;
  const initialYear = current ? yearOf(current.startDate) : years.includes(yearOf(today)) ? yearOf(today) : (years.at(-1) ?? yearOf(today));
  const [year, setYear] = React.useState(initialYear);
  const shownYear = years.includes(year) ? year : initialYear;
  const shown = sprints.filter((s) => yearOf(s.startDate) === shownYear);

  const generate = canEdit ? <GenerateSprintsDialog brandId={brandId} defaultStartDate={defaultStartDate} existingByYear={byYear} /> : null;

  if (sprints.length === 0) {
    return (
      <div className="grid gap-6">
        {!canEdit ? <ReadOnlyNote /> : null}
        <EmptyState icon={CalendarRangeIcon} title="No sprints yet" action={generate}>
          {canEdit
            ? "Generate a year of sprints from a start date — every two or three weeks, or every month. Quick Add puts new tasks into the current sprint."
            : "Ask an owner, admin or member of this brand to generate this year's sprints."}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      {!canEdit ? <ReadOnlyNote /> : null}
      {current ? <CurrentSprintCard sprint={current} today={today} /> : null}

      <Card className="min-w-0 gap-0 py-0">
        <CardHeader className="flex flex-col gap-3 border-b py-4 sm:flex-row sm:items-center sm:justify-between [.border-b]:pb-4">
          <div className="min-w-0 space-y-1">
            <CardTitle>Sprints</CardTitle>
            <CardDescription>
              {plural(shown.length, "sprint")} starting in {shownYear}
            </CardDescription>
          </div>
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            {years.length > 1 ? (
              <Tabs value={String(shownYear)} onValueChange={(v) => setYear(Number(v))}>
                <TabsList aria-label="Year">
                  {years.map((y) => (
                    <TabsTrigger key={y} value={String(y)} className="tabular-nums">
                      {y}
                    </TabsTrigger>
                  ))}
                </TabsList>
              </Tabs>
            ) : null}
            {generate}
          </div>
        </CardHeader>
        <CardContent className="px-0">
          <div className="hidden grid-cols-[minmax(0,1fr)_13rem_5rem_5.5rem_6rem_2rem] items-center gap-4 border-b px-6 py-2 text-xs font-medium text-muted-foreground md:grid">
            <span>Name</span>
            <span>Dates</span>
            <span className="text-right">Length</span>
            <span>Status</span>
            <span className="text-right">Tasks</span>
            <span className="sr-only">Actions</span>
          </div>
          <ul className="divide-y" aria-label={`Sprints of ${shownYear}`}>
            {shown.map((s) => {
              const isCurrent = s.id === currentId;
              const past = s.endDate < today;
              return (
                <li
                  key={s.id}
                  data-testid="sprint-row"
                  data-current={isCurrent || undefined}
                  className={cn(
                    "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 md:grid-cols-[minmax(0,1fr)_13rem_5rem_5.5rem_6rem_2rem] md:px-6",
                    isCurrent && "bg-emerald-500/5",
                  )}
                >
                  <div className="flex min-w-0 items-center gap-2">
                    <span className={cn("truncate text-sm font-medium", past && !isCurrent && "text-muted-foreground")}>{s.name}</span>
                    {isCurrent ? <CurrentSprintBadge /> : null}
                  </div>
                  <div className="row-span-2 flex justify-end md:order-last md:row-span-1">
                    {canEdit ? (
                      <RowActionsMenu
                        label={`Manage ${s.name}`}
                        title={s.name}
                        modal={false}
                        className="w-44"
                        actions={[{ label: "Edit", icon: PencilIcon, onSelect: () => setEditing(s) }, "separator", { label: "Delete", icon: Trash2Icon, destructive: true, onSelect: () => setDeleting(s) }]}
                      />
                    ) : null}
                  </div>
                  <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground md:contents md:text-sm">
                    <span className="tabular-nums md:text-foreground/80">{range(s)}</span>
                    <span className="tabular-nums md:text-right">{plural(daysBetween(s.startDate, s.endDate) + 1, "day")}</span>
                    <span>
                      <SprintStatusBadge status={s.status} />
                    </span>
                    <span className="tabular-nums md:text-right">
                      {s.tasks === 0 ? (
                        "No tasks"
                      ) : (
                        <>
                          <span className="text-foreground">{s.openTasks}</span> open / {s.tasks}
                        </>
                      )}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>

      {canEdit ? (
        <>
          <EditSprintDialog brandId={brandId} sprint={editing} onOpenChange={(o) => !o && setEditing(null)} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(o) => !o && setDeleting(null)}
            title={`Delete ${deleting?.name ?? "sprint"}?`}
            description={
              deleting && deleting.tasks > 0 ? (
                <p>
                  Its {deleting.tasks} {deleting.tasks === 1 ? "task stays" : "tasks stay"} in the brand without a sprint; plan {deleting.tasks === 1 ? "it" : "them"} into another sprint on Task Planning.
                </p>
              ) : (
                <p>The sprint has no tasks. This cannot be undone.</p>
              )
            }
            confirmLabel="Delete sprint"
            busyLabel="Deleting..."
            destructive
            onConfirm={async () => (deleting ? (await run(deleteSprintAction, { sprintId: deleting.id }, { success: "Sprint deleted successfully" })).ok : true)}
          />
        </>
      ) : null}
    </div>
  );
}

function ReadOnlyNote() {
  return (
    <Alert>
      <InfoIcon aria-hidden="true" />
      <AlertDescription>Your role in this brand can view sprints but not change them.</AlertDescription>
    </Alert>
  );
}

function CurrentSprintCard({ sprint, today }: { sprint: SprintRow; today: string }) {
  const length = daysBetween(sprint.startDate, sprint.endDate) + 1;
  const running = sprint.startDate <= today && today <= sprint.endDate;
  const elapsed = running ? daysBetween(sprint.startDate, today) + 1 : 0;
  const left = running ? daysBetween(today, sprint.endDate) : daysBetween(today, sprint.startDate);
  return (
    <Card className="gap-4 py-5" data-testid="current-sprint">
      <CardHeader className="gap-1">
        <CardDescription className="flex items-center gap-2">
          <CurrentSprintBadge />
          {running ? `Day ${elapsed} of ${length}` : `Starts in ${plural(left, "day")}`}
        </CardDescription>
        <CardTitle className="text-lg">{sprint.name}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="tabular-nums">{range(sprint)}</span>
          <span>
            {running ? (left === 0 ? "Ends today" : `${plural(left, "day")} left`) : null}
            {running ? " · " : null}
            <span className="text-foreground">{sprint.openTasks}</span> open of {plural(sprint.tasks, "task")}
          </span>
        </div>
        <Progress value={running ? Math.round((elapsed / length) * 100) : 0} aria-label="Time elapsed in the current sprint" />
      </CardContent>
    </Card>
  );
}
