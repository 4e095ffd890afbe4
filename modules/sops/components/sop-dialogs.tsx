"use client";

import * as React from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { SOP_FREQUENCIES, type SopFrequency } from "@/db/schema/sop-enums";
import type { ActionResult } from "@/lib/action";
import { cn } from "@/lib/utils";
import { PrioritySelect } from "@/components/tasks/task-field-selects";
import {
  createSopAreaAction,
  createSopTaskAction,
  createSopTaskGroupAction,
  updateSopAreaAction,
  updateSopTaskAction,
  updateSopTaskGroupAction,
} from "../actions";
import { SOP_ROLES } from "../roles";
import type { SopAreaView, SopGroupView, SopTaskView } from "../queries/sop-tree";
import { FREQUENCY_LABEL } from "../schedule";
import { onModEnter } from "@/components/actions/on-mod-enter";
import { useAction } from "@/components/actions/use-action";
import { onFormSubmit } from "@/components/actions/on-form-submit";
import { FormField } from "@/components/ui/form-field";

export type DialogState =
  | { kind: "area"; area?: SopAreaView }
  | { kind: "group"; areaId: string; group?: SopGroupView }
  | { kind: "task"; groupId: string; task?: SopTaskView };

type FieldErrors = Record<string, string[]> | undefined;

function useSubmit(brandId: string, onDone: () => void) {
  const { run, pending } = useAction({ brandId });
  const [errors, setErrors] = React.useState<FieldErrors>();
  const submit = async <I, O>(action: (raw: I) => Promise<ActionResult<O>>, input: I, success: string) => {
    setErrors(undefined);
    const r = await run(action, input, { success });
    if (r.ok) onDone();
    else if ("fieldErrors" in r) setErrors(r.fieldErrors);
  };
  return { submit, pending, errors };
}

export function SopDialogs({
  brandId,
  state,
  onClose,
  areas,
}: {
  brandId: string;
  state: DialogState | null;
  onClose: () => void;
  areas: SopAreaView[];
}) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={cn(state?.kind === "task" && "sm:max-w-2xl", "max-h-[calc(100dvh-2rem)] overflow-y-auto")}>
        {state?.kind === "area" || state?.kind === "group" ? (
          <NamedItemForm
            key={state.kind === "area" ? (state.area?.id ?? "new") : (state.group?.id ?? `new-${state.areaId}`)}
            brandId={brandId}
            state={state}
            areas={areas}
            onDone={onClose}
          />
        ) : null}
        {state?.kind === "task" ? (
          <TaskForm key={state.task?.id ?? `new-${state.groupId}`} brandId={brandId} groupId={state.groupId} task={state.task} areas={areas} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The form of every SOP dialog: header, Ctrl/Cmd+Enter saves, Cancel + submit footer. */
function SopForm({
  title,
  description,
  save,
  children,
  ...footer
}: { title: string; description: string; save: () => Promise<void>; children: React.ReactNode } & Pick<
  React.ComponentProps<typeof DialogFormFooter>,
  "pending" | "disabled" | "submitLabel" | "onCancel"
>) {
  return (
    <form
      className="grid gap-4"
      onSubmit={onFormSubmit(save)}
      onKeyDown={onModEnter(() => void save())}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFormFooter {...footer} cancelDisabled={false} />
    </form>
  );
}

/** Areas and task groups are both a name and a description; what differs besides the actions. */
const NAMED_ITEM = {
  area: {
    title: { new: "New area", edit: "Edit area" },
    description: "Areas are the big buckets of the brand's operations, such as SEO, Paid Media or Reporting.",
    createLabel: "Create area",
    nameMaxLength: 80,
    namePlaceholder: "e.g. Reporting",
  },
  group: {
    title: { new: "New task group", edit: "Edit task group" },
    description: "A task group is a set of tasks usually assigned together, such as \u201cMonthly reporting\u201d.",
    createLabel: "Create task group",
    nameMaxLength: 120,
    namePlaceholder: undefined,
  },
} as const;

function NamedItemForm({
  brandId,
  state,
  areas,
  onDone,
}: {
  brandId: string;
  state: Extract<DialogState, { kind: "area" | "group" }>;
  areas: SopAreaView[];
  onDone: () => void;
}) {
  const { kind } = state;
  const item = kind === "area" ? state.area : state.group;
  const text = NAMED_ITEM[kind];
  const [name, setName] = React.useState(item?.name ?? "");
  const [description, setDescription] = React.useState(item?.description ?? "");
  // Only a group has an area to pick (and may move to another one).
  const [area, setArea] = React.useState(kind === "group" ? (state.group?.areaId ?? state.areaId) : "");
  const { submit, pending, errors } = useSubmit(brandId, onDone);
  const save = () => {
    if (kind === "area") {
      return state.area
        ? submit(updateSopAreaAction, { id: state.area.id, name, description }, "Area updated")
        : submit(createSopAreaAction, { name, description }, `Area "${name.trim()}" created`);
    }
    return state.group
      ? submit(updateSopTaskGroupAction, { id: state.group.id, areaId: area, name, description }, "Task group updated")
      : submit(createSopTaskGroupAction, { areaId: area, name, description }, `Task group "${name.trim()}" created`);
  };
  return (
    <SopForm
      title={item ? text.title.edit : text.title.new}
      description={text.description}
      save={save}
      pending={pending}
      disabled={!name.trim()}
      submitLabel={item ? "Save" : text.createLabel}
      onCancel={onDone}
    >
      <FormField id={`${kind}-name`} label="Name" error={errors?.name?.[0]}>
        <Input id={`${kind}-name`} value={name} onChange={(e) => setName(e.target.value)} autoFocus maxLength={text.nameMaxLength} placeholder={text.namePlaceholder} />
      </FormField>
      {kind === "group" ? (
        <FormField id="group-area" label="Area" error={errors?.areaId?.[0]}>
          <OptionSelect id="group-area" value={area} onValueChange={setArea} options={areas.map((a) => ({ value: a.id, label: a.name }))} />
        </FormField>
      ) : null}
      <FormField id={`${kind}-description`} label="Description" error={errors?.description?.[0]}>
        <Textarea id={`${kind}-description`} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </FormField>
    </SopForm>
  );
}

function TaskForm({
  brandId,
  groupId,
  task,
  areas,
  onDone,
}: {
  brandId: string;
  groupId: string;
  task?: SopTaskView;
  areas: SopAreaView[];
  onDone: () => void;
}) {
  const [title, setTitle] = React.useState(task?.title ?? "");
  const [description, setDescription] = React.useState(task?.description ?? "");
  const [steps, setSteps] = React.useState((task?.checklist ?? []).join("\n"));
  const [role, setRole] = React.useState(task?.responsibleRole ?? "");
  const [frequency, setFrequency] = React.useState<SopFrequency>(task?.frequency ?? "once");
  const [hours, setHours] = React.useState(String((task?.estimatedMinutes ?? 60) / 60));
  const [offset, setOffset] = React.useState(String(task?.dueOffsetDays ?? 0));
  const [priority, setPriority] = React.useState<"High" | "Medium" | "Low">(task?.priority ?? "Medium");
  const [group, setGroup] = React.useState(task?.taskGroupId ?? groupId);
  const { submit, pending, errors } = useSubmit(brandId, onDone);

  const minutes = Math.round(Number(hours) * 60);
  const input = {
    taskGroupId: group,
    title,
    description,
    checklist: steps.split("\n"),
    responsibleRole: role,
    frequency,
    estimatedMinutes: Number.isFinite(minutes) ? minutes : 0,
    dueOffsetDays: Number(offset),
    priority,
  };
  const save = () =>
    task
      ? submit(updateSopTaskAction, { ...input, id: task.id }, "SOP task updated")
      : submit(createSopTaskAction, input, `SOP task "${title.trim()}" created`);

  return (
    <SopForm
      title={task ? "Edit SOP task" : "New SOP task"}
      description="Write it so that whoever is assigned can do it from the task alone."
      save={save}
      pending={pending}
      disabled={!title.trim()}
      submitLabel={task ? "Save" : "Create task"}
      onCancel={onDone}
    >
      <FormField id="task-title" label="Title" error={errors?.title?.[0]}>
        <Input id="task-title" value={title} onChange={(e) => setTitle(e.target.value)} autoFocus maxLength={200} placeholder="e.g. Send the monthly report" />
      </FormField>
      <FormField id="task-description" label="Description" hint="Why the task matters and what good looks like." error={errors?.description?.[0]}>
        <Textarea id="task-description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </FormField>
      <FormField id="task-steps" label="Checklist" hint="One step per line." error={errors?.checklist?.[0]}>
        <Textarea id="task-steps" value={steps} onChange={(e) => setSteps(e.target.value)} rows={5} className="font-mono text-xs" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="task-role" label="Responsible role" hint="Used to suggest the assignee." error={errors?.responsibleRole?.[0]}>
          <Input id="task-role" list="sop-roles" value={role} onChange={(e) => setRole(e.target.value)} maxLength={80} />
          <datalist id="sop-roles">
            {SOP_ROLES.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </FormField>
        <FormField id="task-group" label="Task group" error={errors?.taskGroupId?.[0]}>
          <Select value={group} onValueChange={setGroup}>
            <SelectTrigger id="task-group" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {areas.map((a) =>
                a.groups.length ? (
                  <SelectGroup key={a.id}>
                    <SelectLabel>{a.name}</SelectLabel>
                    {a.groups.map((g) => (
                      <SelectItem key={g.id} value={g.id}>
                        {g.name}
                      </SelectItem>
                    ))}
                  </SelectGroup>
                ) : null,
              )}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id="task-frequency" label="Frequency" error={errors?.frequency?.[0]}>
          <OptionSelect
            id="task-frequency" value={frequency} onValueChange={(v) => setFrequency(v as SopFrequency)}
            options={SOP_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABEL[f] }))}
          />
        </FormField>
        <FormField id="task-priority" label="Priority" error={errors?.priority?.[0]}>
          <PrioritySelect id="task-priority" className="w-full" value={priority} onValueChange={setPriority} />
        </FormField>
        <FormField id="task-effort" label="Estimated effort (hours)" error={errors?.estimatedMinutes?.[0]}>
          <Input id="task-effort" type="number" inputMode="decimal" min={0.25} max={80} step={0.25} value={hours} onChange={(e) => setHours(e.target.value)} />
        </FormField>
        <FormField id="task-offset" label="Due after start (days)" hint="0 = due on the start date." error={errors?.dueOffsetDays?.[0]}>
          <Input id="task-offset" type="number" inputMode="numeric" min={0} max={365} step={1} value={offset} onChange={(e) => setOffset(e.target.value)} />
        </FormField>
      </div>
    </SopForm>
  );
}
