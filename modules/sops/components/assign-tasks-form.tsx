"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { AlertTriangleIcon, CalendarIcon, ChevronDownIcon, Loader2Icon, UsersIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyTitle } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatEffort, plural } from "@/lib/format";
import { cn } from "@/lib/utils";
import { AssigneeSelect, SprintSelect } from "@/components/tasks/task-field-selects";
import { assignSopTasksAction } from "../actions";
import type { AssignContext, AssignResult, AssignTaskRow } from "../assign";
import { dueDateFor, isIsoDay } from "../schedule";
import { FrequencyBadge, PriorityDot } from "./sop-badges";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { TaskChecklist } from "./task-checklist";
import { formatDay } from "@/lib/format";

const NO_SPRINT = "none";

function day(iso: string): string {
  return formatDay(iso, { weekday: true, year: false });
}

export function AssignTasksForm({ brandId, context, canEdit }: { brandId: string; context: AssignContext; canEdit: boolean }) {
  const router = useRouter();
  const tasks = React.useMemo(() => context.groups.flatMap((g) => g.tasks), [context.groups]);
  const [selected, setSelected] = React.useState<Set<string>>(() => new Set(tasks.filter((t) => !t.openTask).map((t) => t.id)));
  const [assignees, setAssignees] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(tasks.map((t) => [t.id, t.defaultAssignee ?? ""])),
  );
  const [sprintId, setSprintId] = React.useState<string>(context.currentSprintId ?? NO_SPRINT);
  const [startDate, setStartDate] = React.useState(context.today);
  const [expanded, setExpanded] = React.useState<Set<string>>(new Set());
  const [pending, setPending] = React.useState(false);
  const [confirm, setConfirm] = React.useState<Extract<AssignResult, { status: "needs_confirmation" }>["open"] | null>(null);

  const squadById = React.useMemo(() => new Map(context.squad.map((m) => [m.id, m])), [context.squad]);
  const sprint = context.sprints.find((s) => s.id === sprintId) ?? null;
  const chosen = tasks.filter((t) => selected.has(t.id));
  const validStart = isIsoDay(startDate);
  const dueOf = (t: AssignTaskRow) => (validStart ? dueDateFor(startDate, t.dueOffsetDays) : null);
  const missingAssignee = chosen.filter((t) => !assignees[t.id]);
  const minutes = chosen.reduce((n, t) => n + t.estimatedMinutes, 0);
  const dues = chosen.map(dueOf).filter((d): d is string => !!d).sort();
  const afterSprint = sprint ? chosen.filter((t) => (dueOf(t) ?? "") > sprint.endDate) : [];
  const reassigning = chosen.filter((t) => t.openTask);
  const perMember = new Map<string, number>();
  for (const t of chosen) if (assignees[t.id]) perMember.set(assignees[t.id]!, (perMember.get(assignees[t.id]!) ?? 0) + t.estimatedMinutes);

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleMany = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const assignAll = (memberId: string) => setAssignees((prev) => ({ ...prev, ...Object.fromEntries(chosen.map((t) => [t.id, memberId])) }));

  async function submit(confirmReassign: boolean) {
    if (!chosen.length || missingAssignee.length || !validStart) return;
    setPending(true);
    try {
      const result = await assignSopTasksAction({
        brandId,
        source: context.source,
        sprintId: sprintId === NO_SPRINT ? null : sprintId,
        startDate,
        items: chosen.map((t) => ({ sopTaskId: t.id, assignedTo: assignees[t.id]! })),
        confirmReassign,
      } as Parameters<typeof assignSopTasksAction>[0]);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      if (result.data.status === "needs_confirmation") {
        setConfirm(result.data.open);
        return;
      }
      setConfirm(null);
      const n = result.data.count;
      toast.success(`Created ${plural(n, "task")} from ${context.label}`, {
        action: { label: "View tasks", onClick: () => router.push("/tasks") },
      });
      setSelected(new Set());
      router.refresh();
    } catch {
      toast.error("The server could not be reached. Check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  if (!tasks.length) {
    return (
      <Empty>
        <EmptyHeader>
          <EmptyTitle>Nothing to assign yet</EmptyTitle>
          <EmptyDescription>
            {context.source.kind === "template"
              ? "The brand's copy of this template has no tasks left. Add tasks to its task groups on the SOPs page."
              : `${context.label} has no SOP tasks yet. Add tasks on the SOPs page, then come back to assign them.`}
          </EmptyDescription>
        </EmptyHeader>
        <EmptyContent>
          <Button variant="outline" size="sm" asChild>
            <Link href="/sops">Open SOPs</Link>
          </Button>
        </EmptyContent>
      </Empty>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4">
        {context.squad.length === 0 ? (
          <Alert variant="warning">
            <UsersIcon />
            <AlertTitle>The growth squad is empty</AlertTitle>
            <AlertDescription>
              <p>Tasks are assigned to members of the brand&apos;s growth squad. Add the people who will do the work first.</p>
              <Link href="/growth-squad" className="font-medium text-foreground underline underline-offset-4">
                Open Growth Squad
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Checkbox
              id="select-all"
              checked={chosen.length === tasks.length ? true : chosen.length === 0 ? false : "indeterminate"}
              onCheckedChange={(v) => toggleMany(tasks.map((t) => t.id), v === true)}
            />
            <Label htmlFor="select-all" className="text-sm font-normal">
              {chosen.length} of {tasks.length} tasks selected
            </Label>
          </div>
          {context.squad.length > 0 ? (
            <AssigneeSelect
              size="sm"
              aria-label="Assign every selected task to"
              className="min-w-48"
              placeholder="Assign all selected to…"
              members={context.squad}
              memberText="name"
              value=""
              onValueChange={assignAll}
              disabled={!chosen.length}
            />
          ) : null}
        </div>

        {context.groups.map((group) => {
          const ids = group.tasks.map((t) => t.id);
          const on = ids.filter((id) => selected.has(id)).length;
          return (
            <section key={group.id} className="overflow-hidden rounded-xl border bg-card shadow-xs" aria-label={group.name}>
              <div className="flex items-center gap-3 border-b bg-muted/30 px-4 py-2.5">
                <Checkbox
                  aria-label={`Select every task of ${group.name}`}
                  checked={on === ids.length ? true : on === 0 ? false : "indeterminate"}
                  onCheckedChange={(v) => toggleMany(ids, v === true)}
                />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate text-sm font-medium">{group.name}</h2>
                  <p className="truncate text-xs text-muted-foreground">{group.areaName}</p>
                </div>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {on}/{ids.length}
                </span>
              </div>
              <ul className="divide-y">
                {group.tasks.map((t) => {
                  const isOn = selected.has(t.id);
                  const due = dueOf(t);
                  const open = expanded.has(t.id);
                  const late = sprint && due && due > sprint.endDate;
                  return (
                    <li key={t.id} className={cn("px-4 py-3 transition-colors", !isOn && "bg-muted/20")} data-testid="assign-task-row">
                      <div className="flex flex-col gap-3 md:flex-row md:items-center">
                        <div className="flex min-w-0 flex-1 items-start gap-3">
                          <Checkbox
                            className="mt-0.5"
                            checked={isOn}
                            onCheckedChange={(v) => toggle(t.id, v === true)}
                            aria-label={`Assign “${t.title}”`}
                          />
                          <div className="min-w-0 flex-1 space-y-1">
                            <button
                              type="button"
                              className="flex w-full items-center gap-2 text-left text-sm font-medium outline-none hover:underline focus-visible:underline"
                              onClick={() =>
                                setExpanded((prev) => {
                                  const next = new Set(prev);
                                  if (next.has(t.id)) next.delete(t.id);
                                  else next.add(t.id);
                                  return next;
                                })
                              }
                              aria-expanded={open}
                            >
                              <PriorityDot priority={t.priority} />
                              <span className="min-w-0">{t.title}</span>
                              <ChevronDownIcon className={cn("size-3.5 shrink-0 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden />
                            </button>
                            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                              <span>{t.responsibleRole || "No role"}</span>
                              <span>{formatEffort(t.estimatedMinutes)}</span>
                              <span className={cn(late && "font-medium text-warning")}>
                                {due ? `Due ${day(due)}` : "Pick a start date"}
                                {t.dueOffsetDays ? ` (+${t.dueOffsetDays} d)` : ""}
                              </span>
                              <FrequencyBadge frequency={t.frequency} />
                            </p>
                            {t.openTask ? (
                              <p className="flex flex-wrap items-center gap-1.5 text-xs text-warning">
                                <AlertTriangleIcon className="size-3.5" aria-hidden />
                                Already has an open task:
                                <Link href={`/tasks/${brandId}/${t.openTask.id}`} className="underline underline-offset-2">
                                  {t.openTask.title}
                                </Link>
                                <TaskStatusBadge status={t.openTask.status} />
                              </p>
                            ) : null}
                          </div>
                        </div>
                        <div className="md:w-52 md:shrink-0">
                          <AssigneeSelect
                            size="sm"
                            className="w-full"
                            aria-label={`Assignee of “${t.title}”`}
                            aria-invalid={isOn && !assignees[t.id] ? true : undefined}
                            placeholder="Choose assignee"
                            members={context.squad}
                            value={assignees[t.id] ?? ""}
                            onValueChange={(v) => setAssignees((prev) => ({ ...prev, [t.id]: v }))}
                            disabled={!context.squad.length}
                          />
                        </div>
                      </div>
                      {open ? <TaskChecklist description={t.description} checklist={t.checklist} className="mt-3 pl-7" /> : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>

      <aside className="lg:sticky lg:top-4 lg:self-start">
        <div className="space-y-4 rounded-xl border bg-card p-4 shadow-xs">
          <div className="grid gap-1.5">
            <Label htmlFor="assign-sprint">Sprint</Label>
            <SprintSelect
              id="assign-sprint"
              className="w-full"
              sprints={context.sprints}
              noSprintValue={NO_SPRINT}
              separateNoSprint={false}
              note={(s) => (s.id === context.currentSprintId ? "current" : null)}
              value={sprintId}
              onValueChange={setSprintId}
            />
            {sprint ? (
              <p className="text-xs text-muted-foreground">
                {day(sprint.startDate)} – {day(sprint.endDate)}
              </p>
            ) : context.sprints.length === 0 ? (
              <p className="text-xs text-muted-foreground">
                No open sprints. <Link href="/sprints" className="underline underline-offset-2">Plan sprints</Link> to group tasks by period.
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="assign-start">Start date</Label>
            <div className="relative">
              <CalendarIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                id="assign-start"
                type="date"
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
                className="pl-8"
                aria-invalid={!validStart || undefined}
                aria-describedby="assign-start-hint"
              />
            </div>
            <p id="assign-start-hint" className="text-xs text-muted-foreground">
              {validStart ? "Each task is due this date plus its offset." : "Enter a valid date."}
            </p>
          </div>

          <dl className="grid grid-cols-2 gap-3 border-t pt-4 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Tasks</dt>
              <dd className="font-semibold tabular-nums">{chosen.length}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Effort</dt>
              <dd className="font-semibold tabular-nums">{minutes ? formatEffort(minutes) : "—"}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-muted-foreground">Due</dt>
              <dd className="font-medium">
                {dues.length ? (dues[0] === dues.at(-1) ? day(dues[0]!) : `${day(dues[0]!)} – ${day(dues.at(-1)!)}`) : "—"}
              </dd>
            </div>
          </dl>
          {perMember.size ? (
            <ul className="space-y-1 border-t pt-3 text-xs" aria-label="Workload per person">
              {[...perMember].map(([id, m]) => (
                <li key={id} className="flex justify-between gap-2">
                  <span className="truncate">{squadById.get(id)?.name ?? "Unknown"}</span>
                  <span className="text-muted-foreground tabular-nums">{formatEffort(m)}</span>
                </li>
              ))}
            </ul>
          ) : null}

          {afterSprint.length ? (
            <p className="flex gap-1.5 text-xs text-warning">
              <AlertTriangleIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              {afterSprint.length} task{afterSprint.length === 1 ? " is" : "s are"} due after the sprint ends ({day(sprint!.endDate)}).
            </p>
          ) : null}
          {reassigning.length ? (
            <p className="flex gap-1.5 text-xs text-warning">
              <AlertTriangleIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              {reassigning.length} selected task{reassigning.length === 1 ? " already has" : "s already have"} an open task.
            </p>
          ) : null}
          {missingAssignee.length && context.squad.length ? (
            <p className="text-xs text-destructive" role="alert">
              Choose an assignee for {missingAssignee.length} selected task{missingAssignee.length === 1 ? "" : "s"}.
            </p>
          ) : null}

          <Button
            className="w-full"
            disabled={!canEdit || pending || !chosen.length || missingAssignee.length > 0 || !validStart}
            onClick={() => submit(false)}
          >
            {pending ? <Loader2Icon className="animate-spin" /> : null}
            {pending ? "Creating..." : chosen.length ? `Create ${plural(chosen.length, "task")}` : "Select tasks to assign"}
          </Button>
          {!canEdit ? <p className="text-xs text-muted-foreground">Your role in this brand can view SOPs but not assign them.</p> : null}
        </div>
      </aside>

      <AlertDialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Some tasks are already in progress</AlertDialogTitle>
            <AlertDialogDescription>
              {confirm?.length === 1 ? "This SOP task already has an open task." : `These ${confirm?.length} SOP tasks already have an open task.`} Creating
              another one gives the team two tasks for the same work.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <ul className="max-h-60 space-y-2 overflow-y-auto text-sm">
            {confirm?.map((o) => (
              <li key={o.sopTaskId} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
                <span className="min-w-0 truncate">{o.title}</span>
                <TaskStatusBadge status={o.task.status} />
              </li>
            ))}
          </ul>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={pending}
              onClick={(e) => {
                e.preventDefault();
                void submit(true);
              }}
            >
              {pending ? "Creating..." : "Create anyway"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
