"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { UsersIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { toast } from "@/components/ui/sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Empty, EmptyContent, EmptyDescription, EmptyHeader, EmptyTitle } from "@/components/ui/empty";
import { Label } from "@/components/ui/label";
import { AssigneeSelect } from "@/components/tasks/task-field-selects";
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import { plural } from "@/lib/format";
import { assignSopTasksAction } from "../actions";
import type { AssignContext, AssignResult, AssignTaskRow } from "../assign";
import { isDay } from "@/lib/calendar-day";
import { dueDateFor } from "../schedule";
import { AssignSidebar, NO_SPRINT, summarise } from "./assign-summary";
import { AssignTaskGroup } from "./assign-task-group";

type OpenTaskConflicts = Extract<AssignResult, { status: "needs_confirmation" }>["open"];

/** Turns an area's, a group's or a template's SOP tasks into tasks for the squad, in one sprint from one start date. */
export function AssignTasksForm({ brandId, context, canEdit }: { brandId: string; context: AssignContext; canEdit: boolean }) {
  const router = useRouter();
  const { run, pending } = useAction({ brandId });
  const tasks = React.useMemo(() => context.groups.flatMap((g) => g.tasks), [context.groups]);
  const [selected, setSelected] = React.useState<Set<string>>(() => new Set(tasks.filter((t) => !t.openTask).map((t) => t.id)));
  const [assignees, setAssignees] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(tasks.map((t) => [t.id, t.defaultAssignee ?? ""])),
  );
  const [sprintId, setSprintId] = React.useState<string>(context.currentSprintId ?? NO_SPRINT);
  const [startDate, setStartDate] = React.useState(context.today);
  const [confirm, setConfirm] = React.useState<OpenTaskConflicts | null>(null);

  const sprint = context.sprints.find((s) => s.id === sprintId) ?? null;
  const chosen = tasks.filter((t) => selected.has(t.id));
  const validStart = isDay(startDate);
  const dueOf = (t: AssignTaskRow) => (validStart ? dueDateFor(startDate, t.dueOffsetDays) : null);
  const summary = summarise(chosen, assignees, dueOf, sprint);

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
    if (!chosen.length || summary.missingAssignee || !validStart) return;
    await run(
      assignSopTasksAction,
      {
        brandId,
        source: context.source,
        sprintId: sprintId === NO_SPRINT ? null : sprintId,
        startDate,
        items: chosen.map((t) => ({ sopTaskId: t.id, assignedTo: assignees[t.id]! })),
        confirmReassign,
      } as Parameters<typeof assignSopTasksAction>[0],
      {
        // Only a created batch changes what the server renders; a request for confirmation does not.
        refresh: false,
        onSuccess: (data) => {
          if (data.status === "needs_confirmation") {
            setConfirm(data.open);
            return;
          }
          setConfirm(null);
          toast.success(`Created ${plural(data.count, "task")} from ${context.label}`, {
            action: { label: "View tasks", onClick: () => router.push("/tasks") },
          });
          setSelected(new Set());
          router.refresh();
        },
      },
    );
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

        {context.groups.map((group) => (
          <AssignTaskGroup
            key={group.id}
            brandId={brandId}
            group={group}
            selected={selected}
            assignees={assignees}
            squad={context.squad}
            sprintEnd={sprint?.endDate ?? null}
            dueOf={dueOf}
            onToggle={toggleMany}
            onAssign={(taskId, memberId) => setAssignees((prev) => ({ ...prev, [taskId]: memberId }))}
          />
        ))}
      </div>

      <AssignSidebar
        context={context}
        sprintId={sprintId}
        onSprintChange={setSprintId}
        sprint={sprint}
        startDate={startDate}
        onStartDateChange={setStartDate}
        validStart={validStart}
        summary={summary}
        canEdit={canEdit}
        pending={pending}
        onSubmit={() => void submit(false)}
      />

      {/* Selected SOP tasks already have an open task: creating another one duplicates the work. */}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Some tasks are already in progress"
        description={
          <>
            {confirm?.length === 1 ? "This SOP task already has an open task." : `These ${confirm?.length} SOP tasks already have an open task.`} Creating another one
            gives the team two tasks for the same work.
          </>
        }
        confirmLabel="Create anyway"
        busyLabel="Creating..."
        onConfirm={async () => {
          // A created batch clears `confirm`, which closes the dialog; a failure leaves it open.
          await submit(true);
          return false;
        }}
      >
        <ul className="max-h-60 space-y-2 overflow-y-auto text-sm">
          {confirm?.map((o) => (
            <li key={o.sopTaskId} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
              <span className="min-w-0 truncate">{o.title}</span>
              <TaskStatusBadge status={o.task.status} />
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
