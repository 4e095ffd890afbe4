"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/sonner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Input } from "@/components/ui/input";
import { Kbd } from "@/components/ui/kbd";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useModKey, useShell, useShellDialog } from "@/components/shell/shell-context";
import type { TaskLevel } from "@/db/schema/task-enums";
import { listGrowthSquadAction, quickAddTaskAction } from "../actions";
import type { SquadMember } from "@/modules/squad/queries";
import { AssigneeSelect, DifficultySelect, PrioritySelect } from "@/components/tasks/task-field-selects";
import { onFormSubmit } from "@/components/actions/on-form-submit";

/** The assignee picker's "Unassigned" choice (Radix items cannot carry an empty value). */
const UNASSIGNED = "none";

/** The task's shareable address (spec §2 /tasks/{brandId}/{taskId}). */
function taskUrl(origin: string, brandId: string, taskId: string): string {
  return `${origin}/tasks/${brandId}/${taskId}`;
}

/**
 * Global Quick Add Task (spec §2/§4/§5/§8). Its shortcuts (Ctrl/Cmd+N, Alt+N) belong to the shell's
 * one listener in components/shell/when-opened.tsx, which works before this dialog's code has loaded.
 */
export function QuickAddTaskDialog() {
  const { currentBrand, brands, setOpenDialog } = useShell();
  const [open, setOpen] = useShellDialog("quickAdd");
  const router = useRouter();
  const { mod } = useModKey();

  const [title, setTitle] = React.useState("");
  const [description, setDescription] = React.useState("");
  const [priority, setPriority] = React.useState<TaskLevel>("Medium");
  const [difficulty, setDifficulty] = React.useState<TaskLevel>("Medium");
  const [assignee, setAssignee] = React.useState("");
  const [saving, setSaving] = React.useState(false);

  const reset = () => {
    setTitle("");
    setDescription("");
    setPriority("Medium");
    setDifficulty("Medium");
    setAssignee("");
  };

  // Spec §5: a task needs a current brand; without one, ask for it instead.
  React.useEffect(() => {
    if (open && !currentBrand) {
      toast.info("Select a brand first, then add the task.");
      setOpenDialog(brands.length > 0 ? "brandPicker" : null);
    }
  }, [open, currentBrand, brands.length, setOpenDialog]);

  // The assignee is optional (issue #16), but the squad must have loaded ("" until then), so a quick
  // Ctrl+Enter cannot skip the default of the user's own membership.
  const canSave = title.trim() !== "" && assignee !== "" && !saving && !!currentBrand;

  const save = async () => {
    if (!canSave || !currentBrand) return;
    setSaving(true);
    try {
      const assignedTo = assignee === UNASSIGNED ? null : assignee;
      const result = await quickAddTaskAction({ brandId: currentBrand.id, title, description, priority, difficulty, assignedTo });
      if (!result.ok) {
        toast.error(result.error || "Failed to create task");
        return;
      }
      setOpen(false);
      reset();
      toast.success("Task created successfully");
      // The page behind the dialog (a task list, my tasks, a report) shows the new task.
      router.refresh();
      try {
        await navigator.clipboard.writeText(taskUrl(window.location.origin, result.data.brandId, result.data.id));
        toast.success("Task link copied to clipboard!");
      } catch {
        toast.error("Failed to copy task link to clipboard.");
      }
    } catch {
      toast.error("Failed to create task");
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void save();
    }
  };

  return (
    <Dialog open={open && !!currentBrand} onOpenChange={setOpen}>
      <DialogContent className="sm:max-w-lg" onKeyDown={onKeyDown}>
        <DialogHeader>
          <DialogTitle>Quick Add Task</DialogTitle>
          <DialogDescription>
            {currentBrand ? (
              <>
                Adds a task to <span className="font-medium text-foreground">{currentBrand.name}</span> and copies its link.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        <form id="quick-add-task" className="grid gap-4" onSubmit={onFormSubmit(save)}>
          <div className="grid gap-2">
            <Label htmlFor="quick-add-title">Title</Label>
            <Input id="quick-add-title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="What needs to be done?" autoFocus maxLength={500} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="quick-add-description">Description</Label>
            <Textarea
              id="quick-add-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="Details, links, acceptance criteria (optional)"
              className="min-h-20"
            />
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="grid gap-2">
              <Label htmlFor="quick-add-priority">Priority</Label>
              <PrioritySelect id="quick-add-priority" className="w-full" value={priority} onValueChange={setPriority} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="quick-add-difficulty">Difficulty</Label>
              <DifficultySelect id="quick-add-difficulty" className="w-full" value={difficulty} onValueChange={setDifficulty} />
            </div>
          </div>
          <AssigneeField
            brandId={currentBrand?.id ?? null}
            value={assignee}
            onChange={setAssignee}
            onClose={() => setOpen(false)}
          />
        </form>
        <DialogFormFooter
          className="items-center sm:justify-between"
          form="quick-add-task"
          pending={saving}
          disabled={!canSave}
          submitLabel="Create Task"
          pendingLabel="Creating..."
          onCancel={() => setOpen(false)}
        >
          <p className="hidden items-center gap-1 text-xs text-muted-foreground sm:flex">
            <Kbd>{mod}</Kbd>
            <Kbd>Enter</Kbd>
            <span>to save</span>
          </p>
        </DialogFormFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Mounted with the dialog's content, so every opening loads the squad afresh and defaults the
 * assignee to the user's own membership when none is chosen (spec §4), else to Unassigned.
 */
function AssigneeField({
  brandId,
  value,
  onChange,
  onClose,
}: {
  brandId: string | null;
  value: string;
  onChange: (id: string) => void;
  onClose: () => void;
}) {
  const [squad, setSquad] = React.useState<SquadMember[] | null>(null);
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    if (!brandId) return;
    let alive = true;
    listGrowthSquadAction({ brandId })
      .then((result) => {
        if (!alive) return;
        if (!result.ok) throw new Error(result.error);
        setSquad(result.data.members);
        const kept = value === UNASSIGNED || result.data.members.some((m) => m.id === value);
        if (!kept) onChange(result.data.mine ?? UNASSIGNED);
      })
      .catch(() => {
        if (!alive) return;
        setSquad([]);
        setFailed(true);
        onChange(UNASSIGNED);
        toast.error("Failed to fetch growth squad members.");
      });
    return () => {
      alive = false;
    };
    // Load once per opening; value/onChange changes must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brandId]);

  return (
    <div className="grid gap-2">
      <Label htmlFor="quick-add-assignee">Assignee</Label>
      <AssigneeSelect
        id="quick-add-assignee"
        className="w-full"
        aria-describedby="quick-add-assignee-hint"
        placeholder={squad === null ? "Loading growth squad..." : "Unassigned"}
        members={squad ?? []}
        unassignedValue={UNASSIGNED}
        value={value}
        onValueChange={onChange}
        disabled={squad === null}
      />
      {failed ? (
        <p id="quick-add-assignee-hint" className="text-xs text-destructive">
          The squad could not be loaded. Close and reopen this dialog to try again.
        </p>
      ) : squad !== null && squad.length === 0 ? (
        <p id="quick-add-assignee-hint" className="text-xs text-muted-foreground">
          The task stays unassigned: this brand has no growth squad members yet.{" "}
          <Link href="/growth-squad" className="font-medium text-foreground underline underline-offset-4" onClick={onClose}>
            Add them in Growth Squad
          </Link>
          , then assign tasks to them.
        </p>
      ) : null}
    </div>
  );
}
