"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { CheckIcon, LinkIcon, LoaderCircleIcon, Trash2Icon, XIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/actions/confirm-dialog";
import { useAction } from "@/components/actions/use-action";
import { useSyncedState } from "@/components/actions/use-synced-state";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Kbd } from "@/components/ui/kbd";
import { Label } from "@/components/ui/label";
import { OptionSelect } from "@/components/ui/option-select";
import { Textarea } from "@/components/ui/textarea";
import { useModKey } from "@/components/shell/shell-context";
import type { TaskLevel, TaskStatus } from "@/db/schema/task-enums";
import { deleteTaskAction, updateTaskAction } from "../actions";
import { STATUS_LABELS, STATUS_ORDER } from "@/lib/task-status";
import { taskPath } from "../paths";
import type { MemberOption, SprintOption } from "../queries";
import { TaskStatusDot } from "@/components/tasks/task-status-badge";
import { AssigneeSelect, DifficultySelect, PrioritySelect, SprintSelect } from "@/components/tasks/task-field-selects";
import { onFormSubmit } from "@/components/actions/on-form-submit";

const NONE = "__none";

type Form = {
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskLevel;
  difficulty: TaskLevel;
  assignedTo: string | null;
  sprintId: string | null;
  dueDate: string | null;
};

/**
 * Every field of one task. Only what changed is sent, so the history names exactly those fields;
 * Ctrl/Cmd+Enter saves (spec §9).
 */
export function TaskEditor({
  brandId,
  taskId,
  initial,
  squad,
  sprints,
  canEdit,
}: {
  brandId: string;
  taskId: string;
  initial: Form;
  squad: MemberOption[];
  sprints: SprintOption[];
  canEdit: boolean;
}) {
  const { run, pending } = useAction({ brandId });
  const { mod } = useModKey();
  const [form, setForm] = useSyncedState(initial);
  const [error, setError] = React.useState<string | null>(null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));

  const patch = Object.fromEntries(
    (Object.keys(form) as (keyof Form)[])
      .filter((k) => (k === "title" || k === "description" ? form[k].trim() !== initial[k].trim() : form[k] !== initial[k]))
      .map((k) => [k, form[k]]),
  ) as Partial<Form>;
  const dirty = Object.keys(patch).length > 0;
  const titleMissing = form.title.trim() === "";

  const save = async () => {
    if (!canEdit || !dirty || titleMissing || pending) return;
    setError(null);
    await run(updateTaskAction, { taskId, ...patch }, { success: "Task updated successfully", onError: (e) => setError(e) });
  };

  return (
    <form
      className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
      aria-label="Task details"
      onSubmit={onFormSubmit(save)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void save();
        }
      }}
    >
      <div className="grid min-w-0 content-start gap-4 rounded-xl border bg-card p-4 md:p-5">
        <div className="grid gap-2">
          <Label htmlFor="task-title">Title</Label>
          <Input
            id="task-title"
            value={form.title}
            onChange={(e) => set("title", e.target.value)}
            maxLength={500}
            disabled={!canEdit}
            aria-invalid={titleMissing || undefined}
            className="text-base font-medium md:text-base"
          />
          {titleMissing ? <p className="text-xs text-destructive">Title is required</p> : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="task-description">Description</Label>
          <Textarea
            id="task-description"
            value={form.description}
            onChange={(e) => set("description", e.target.value)}
            placeholder={canEdit ? "Details, links, acceptance criteria" : "No description"}
            disabled={!canEdit}
            className="min-h-40"
          />
        </div>
      </div>

      <div className="grid content-start gap-4 rounded-xl border bg-card p-4 md:p-5">
        <Field id="task-status" label="Status">
          <OptionSelect
            id="task-status" value={form.status} onValueChange={(v) => set("status", v as TaskStatus)} disabled={!canEdit}
            options={STATUS_ORDER.map((s) => ({ value: s, label: <><TaskStatusDot status={s} /> {STATUS_LABELS[s]}</> }))}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="task-priority" label="Priority">
            <PrioritySelect id="task-priority" className="w-full" value={form.priority} onValueChange={(v) => set("priority", v)} disabled={!canEdit} />
          </Field>
          <Field id="task-difficulty" label="Difficulty">
            <DifficultySelect id="task-difficulty" className="w-full" value={form.difficulty} onValueChange={(v) => set("difficulty", v)} disabled={!canEdit} />
          </Field>
        </div>
        <Field id="task-assignee" label="Assignee">
          <AssigneeSelect
            id="task-assignee"
            className="w-full"
            contentClassName="max-h-72"
            members={squad}
            unassignedValue={NONE}
            missingLabel="Former squad member"
            value={form.assignedTo ?? NONE}
            onValueChange={(v) => set("assignedTo", v === NONE ? null : v)}
            disabled={!canEdit}
          />
        </Field>
        <Field id="task-sprint" label="Sprint">
          <SprintSelect
            id="task-sprint"
            className="w-full"
            contentClassName="max-h-72"
            sprints={sprints}
            noSprintValue={NONE}
            missingLabel="Deleted sprint"
            note={(s) => (s.status === "closed" ? "closed" : null)}
            value={form.sprintId ?? NONE}
            onValueChange={(v) => set("sprintId", v === NONE ? null : v)}
            disabled={!canEdit}
          />
        </Field>
        <Field id="task-due" label="Due date">
          <div className="flex gap-2">
            <Input id="task-due" type="date" value={form.dueDate ?? ""} onChange={(e) => set("dueDate", e.target.value || null)} disabled={!canEdit} className="min-w-0 flex-1" />
            {canEdit && form.dueDate ? (
              <Button type="button" variant="ghost" size="icon" aria-label="Clear the due date" onClick={() => set("dueDate", null)}>
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </Field>
        {canEdit ? (
          <div className="grid gap-2 border-t pt-4">
            {error ? (
              <p className="text-sm text-destructive" role="alert">
                {error}
              </p>
            ) : null}
            <div className="flex items-center gap-2">
              <Button type="submit" className="flex-1" disabled={!dirty || titleMissing || pending}>
                {pending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : <CheckIcon aria-hidden="true" />}
                {pending ? "Saving..." : "Save changes"}
              </Button>
              <Button type="button" variant="outline" disabled={!dirty || pending} onClick={() => setForm(initial)}>
                Discard
              </Button>
            </div>
            <p className="hidden items-center gap-1 text-xs text-muted-foreground sm:flex">
              <Kbd>{mod}</Kbd>
              <Kbd>Enter</Kbd>
              <span>to save</span>
            </p>
          </div>
        ) : (
          <p className="border-t pt-4 text-xs text-muted-foreground">Your role in this brand can view tasks but not change them.</p>
        )}
      </div>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Copies the task's absolute address (the same link Quick Add copies). */
export function CopyTaskLinkButton({ brandId, taskId }: { brandId: string; taskId: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(`${window.location.origin}${taskPath(brandId, taskId)}`);
          toast.success("Task link copied to clipboard!");
        } catch {
          toast.error("Failed to copy task link to clipboard.");
        }
      }}
    >
      <LinkIcon aria-hidden="true" />
      Copy link
    </Button>
  );
}

export function DeleteTaskButton({ brandId, taskId, title }: { brandId: string; taskId: string; title: string }) {
  const router = useRouter();
  const { run } = useAction({ brandId });
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={() => setOpen(true)}>
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this task?"
        description={
          <p>
            “{title}” and its comments and history are deleted for everyone in the brand. This cannot be undone.
          </p>
        }
        confirmLabel="Delete task"
        busyLabel="Deleting..."
        destructive
        onConfirm={async () => {
          const result = await run(deleteTaskAction, { taskId }, { success: "Task deleted", refresh: false });
          if (result.ok) router.push("/tasks");
          return result.ok;
        }}
      />
    </>
  );
}
