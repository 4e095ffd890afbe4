"use client";

import * as React from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { errorsByField } from "@/components/ui/use-field-errors";
import { useAction } from "@/components/actions/use-action";
import { createFgProjectAction, updateFgProjectAction } from "../actions";
import type { FgProject, ProjectFormOptions } from "../queries";

const NONE = "__none";
const NEW_TASK = "__new";

/** Create or edit a project; the task is one of the brand's, none, or a new one made for it. */
export function ProjectDialog({ brandId, project, options, onClose }: { brandId: string; project: FgProject | null; options: ProjectFormOptions; onClose: () => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState(project?.name ?? "");
  const [objective, setObjective] = React.useState(project?.objective ?? "");
  const [hypotheses, setHypotheses] = React.useState((project?.hypotheses ?? []).join("\n"));
  const [decision, setDecision] = React.useState(project?.decision ?? "");
  const [ownerId, setOwnerId] = React.useState(project?.ownerId ?? NONE);
  const [dueDate, setDueDate] = React.useState(project?.dueDate ?? "");
  const [taskId, setTaskId] = React.useState(project?.taskId ?? NONE);
  const [errors, setErrors] = React.useState<Record<string, string>>({});

  const taskOptions = options.tasks.map((t) => ({ value: t.id, label: t.title }));
  if (project?.taskId && !options.tasks.some((t) => t.id === project.taskId)) taskOptions.unshift({ value: project.taskId, label: project.taskTitle ?? "Linked task" });

  const submit = async () => {
    const fields = {
      name,
      objective,
      hypotheses: hypotheses.split("\n"),
      decision,
      ownerId: ownerId === NONE ? null : ownerId,
      dueDate: dueDate || null,
      taskId: taskId === NONE || taskId === NEW_TASK ? null : taskId,
      createTask: taskId === NEW_TASK,
    };
    const opts = { success: project ? "Project saved." : "Project created.", onSuccess: onClose, onError: (error: string, fieldErrors?: Record<string, string[]>) => setErrors(errorsByField(fieldErrors, error)) };
    if (project) await run(updateFgProjectAction, { ...fields, projectId: project.id }, opts);
    else await run(createFgProjectAction, fields, opts);
  };

  return (
    <FormDialog
      title={project ? "Edit project" : "New focus-group project"}
      description="What the focus group should find out, and for which decision."
      className="max-h-[90svh] overflow-y-auto sm:max-w-lg"
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={project ? "Save" : "Create project"}
    >
      <FormField id="fg-name" label="Name" error={errors.name}>
        <Input {...fieldA11y("fg-name", errors.name)} value={name} onChange={(e) => setName(e.target.value)} maxLength={160} autoFocus placeholder="e.g. Oat milk barista range — concept test" />
      </FormField>
      <FormField id="fg-objective" label="Objective" error={errors.objective}>
        <Textarea {...fieldA11y("fg-objective", errors.objective)} value={objective} onChange={(e) => setObjective(e.target.value)} maxLength={2000} placeholder="What should the group tell you?" />
      </FormField>
      <FormField id="fg-hypotheses" label="Hypotheses" hint="One per line." error={errors.hypotheses ?? Object.entries(errors).find(([k]) => k.startsWith("hypotheses."))?.[1]}>
        <Textarea {...fieldA11y("fg-hypotheses", errors.hypotheses, true)} value={hypotheses} onChange={(e) => setHypotheses(e.target.value)} placeholder={"Price matters more than taste\nCafé owners trust other owners"} />
      </FormField>
      <FormField id="fg-decision" label="Decision to inform" error={errors.decision}>
        <Input {...fieldA11y("fg-decision", errors.decision)} value={decision} onChange={(e) => setDecision(e.target.value)} maxLength={1000} placeholder="e.g. Launch the range in Q3?" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="fg-owner" label="Owner" error={errors.ownerId}>
          <OptionSelect id="fg-owner" value={ownerId} onValueChange={setOwnerId} first={{ value: NONE, label: "No owner" }} options={options.members.map((m) => ({ value: m.id, label: m.name }))} />
        </FormField>
        <FormField id="fg-due" label="Due date" error={errors.dueDate}>
          <Input type="date" {...fieldA11y("fg-due", errors.dueDate)} value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </FormField>
      </div>
      <FormField id="fg-task" label="Task" hint="The brand task this project belongs to." error={errors.taskId ?? errors._}>
        <OptionSelect id="fg-task" value={taskId} onValueChange={setTaskId} first={{ value: NONE, label: "No task" }} options={[{ value: NEW_TASK, label: "Create a new task for it" }, ...taskOptions]} />
      </FormField>
    </FormDialog>
  );
}
