"use client";

import * as React from "react";
import { useAction } from "@/components/actions/use-action";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/ui/option-select";
import { updateSprintAction } from "../actions";
import type { SprintRow } from "../queries";
import { SPRINT_STATUS_LABELS } from "./sprint-badges";

type Errors = Partial<Record<"name" | "startDate" | "endDate", string>>;

type Props = { brandId: string; sprint: SprintRow | null; onOpenChange: (open: boolean) => void };

export function EditSprintDialog(props: Props) {
  const [pending, setPending] = React.useState(false);
  return (
    <Dialog open={props.sprint !== null} onOpenChange={(o) => !pending && props.onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        {/* Mounted per opening, so the fields start from the sprint as it is. */}
        {props.sprint ? <EditSprintForm key={props.sprint.id} {...props} sprint={props.sprint} onPending={setPending} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditSprintForm({ brandId, sprint, onOpenChange, onPending }: Props & { sprint: SprintRow; onPending: (pending: boolean) => void }) {
  const { run, pending } = useAction({ brandId });
  const [name, setName] = React.useState(sprint.name);
  const [startDate, setStartDate] = React.useState(sprint.startDate);
  const [endDate, setEndDate] = React.useState(sprint.endDate);
  const [status, setStatus] = React.useState<SprintRow["status"]>(sprint.status);
  const [errors, setErrors] = React.useState<Errors>({});
  React.useEffect(() => onPending(pending), [pending, onPending]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const result = await run(
      updateSprintAction,
      { sprintId: sprint.id, name, startDate, endDate, status },
      {
        success: "Sprint updated successfully",
        onError: (message, fieldErrors) => {
          const next: Errors = {};
          for (const k of ["name", "startDate", "endDate"] as const) if (fieldErrors?.[k]?.[0]) next[k] = fieldErrors[k][0];
          setErrors(Object.keys(next).length ? next : { name: message });
        },
      },
    );
    if (result.ok) onOpenChange(false);
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
      <DialogHeader>
        <DialogTitle>Edit sprint</DialogTitle>
        <DialogDescription>Tasks stay in the sprint when its dates change.</DialogDescription>
      </DialogHeader>
      <FormField id="sprint-name" label="Name" error={errors.name}>
        <Input {...fieldA11y("sprint-name", errors.name)} value={name} onChange={(e) => setName(e.target.value)} disabled={pending} autoComplete="off" />
      </FormField>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField id="sprint-edit-start" label="Start date" error={errors.startDate}>
          <Input {...fieldA11y("sprint-edit-start", errors.startDate)} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} disabled={pending} />
        </FormField>
        <FormField id="sprint-edit-end" label="End date" error={errors.endDate}>
          <Input {...fieldA11y("sprint-edit-end", errors.endDate)} type="date" value={endDate} min={startDate || undefined} onChange={(e) => setEndDate(e.target.value)} disabled={pending} />
        </FormField>
      </div>
      <FormField id="sprint-status" label="Status" hint="The current sprint is the open sprint that contains today, else the first open one.">
        <OptionSelect
          id="sprint-status" aria-describedby="sprint-status-hint" value={status} onValueChange={(v) => setStatus(v as SprintRow["status"])} disabled={pending}
          options={(Object.keys(SPRINT_STATUS_LABELS) as SprintRow["status"][]).map((s) => ({ value: s, label: SPRINT_STATUS_LABELS[s] }))}
        />
      </FormField>
      <DialogFormFooter
        pending={pending}
        disabled={!name.trim()}
        submitLabel="Save changes"
        pendingLabel="Saving..."
        onCancel={() => onOpenChange(false)}
      />
    </form>
  );
}
