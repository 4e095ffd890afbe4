"use client";

import Link from "next/link";
import { AlertTriangleIcon, CalendarIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SprintSelect } from "@/components/tasks/task-field-selects";
import { formatEffort, plural } from "@/lib/format";
import type { AssignContext, AssignSprint, AssignTaskRow } from "../assign";
import { assignDay as day } from "./assign-task-group";

export const NO_SPRINT = "none";

type AssignSummary = {
  chosen: AssignTaskRow[];
  minutes: number;
  /** Due dates of the chosen tasks, earliest first. */
  dues: string[];
  /** Minutes per squad member id. */
  perMember: Map<string, number>;
  afterSprint: number;
  reassigning: number;
  missingAssignee: number;
};

/** What the chosen tasks add up to, and what is wrong with the choice. */
export function summarise(
  chosen: AssignTaskRow[],
  assignees: Record<string, string>,
  dueOf: (t: AssignTaskRow) => string | null,
  sprint: AssignSprint | null,
): AssignSummary {
  const perMember = new Map<string, number>();
  for (const t of chosen) if (assignees[t.id]) perMember.set(assignees[t.id]!, (perMember.get(assignees[t.id]!) ?? 0) + t.estimatedMinutes);
  return {
    chosen,
    minutes: chosen.reduce((n, t) => n + t.estimatedMinutes, 0),
    dues: chosen.map(dueOf).filter((d): d is string => !!d).sort(),
    perMember,
    afterSprint: sprint ? chosen.filter((t) => (dueOf(t) ?? "") > sprint.endDate).length : 0,
    reassigning: chosen.filter((t) => t.openTask).length,
    missingAssignee: chosen.filter((t) => !assignees[t.id]).length,
  };
}

/** The assign form's side panel: sprint and start date, the totals, the warnings and the submit button. */
export function AssignSidebar({
  context,
  sprintId,
  onSprintChange,
  sprint,
  startDate,
  onStartDateChange,
  validStart,
  summary,
  canEdit,
  pending,
  onSubmit,
}: {
  context: AssignContext;
  sprintId: string;
  onSprintChange: (id: string) => void;
  sprint: AssignSprint | null;
  startDate: string;
  onStartDateChange: (day: string) => void;
  validStart: boolean;
  summary: AssignSummary;
  canEdit: boolean;
  pending: boolean;
  onSubmit: () => void;
}) {
  const { chosen, minutes, dues, perMember, afterSprint, reassigning, missingAssignee } = summary;
  const squadName = (id: string) => context.squad.find((m) => m.id === id)?.name ?? "Unknown";
  return (
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
            onValueChange={onSprintChange}
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
              onChange={(e) => onStartDateChange(e.target.value)}
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
            <dd className="font-medium">{dues.length ? (dues[0] === dues.at(-1) ? day(dues[0]!) : `${day(dues[0]!)} – ${day(dues.at(-1)!)}`) : "—"}</dd>
          </div>
        </dl>
        {perMember.size ? (
          <ul className="space-y-1 border-t pt-3 text-xs" aria-label="Workload per person">
            {[...perMember].map(([id, m]) => (
              <li key={id} className="flex justify-between gap-2">
                <span className="truncate">{squadName(id)}</span>
                <span className="text-muted-foreground tabular-nums">{formatEffort(m)}</span>
              </li>
            ))}
          </ul>
        ) : null}

        {afterSprint && sprint ? (
          <p className="flex gap-1.5 text-xs text-warning">
            <AlertTriangleIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {afterSprint} task{afterSprint === 1 ? " is" : "s are"} due after the sprint ends ({day(sprint.endDate)}).
          </p>
        ) : null}
        {reassigning ? (
          <p className="flex gap-1.5 text-xs text-warning">
            <AlertTriangleIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            {reassigning} selected task{reassigning === 1 ? " already has" : "s already have"} an open task.
          </p>
        ) : null}
        {missingAssignee && context.squad.length ? (
          <p className="text-xs text-destructive" role="alert">
            Choose an assignee for {missingAssignee} selected task{missingAssignee === 1 ? "" : "s"}.
          </p>
        ) : null}

        <Button className="w-full" disabled={!canEdit || pending || !chosen.length || missingAssignee > 0 || !validStart} onClick={onSubmit}>
          {pending ? <Loader2Icon className="animate-spin" /> : null}
          {pending ? "Creating..." : chosen.length ? `Create ${plural(chosen.length, "task")}` : "Select tasks to assign"}
        </Button>
        {!canEdit ? <p className="text-xs text-muted-foreground">Your role in this brand can view SOPs but not assign them.</p> : null}
      </div>
    </aside>
  );
}
