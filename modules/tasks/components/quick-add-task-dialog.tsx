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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useModKey, useShell, useShellDialog } from "@/components/shell/shell-context";
import { listGrowthSquadAction, quickAddTaskAction } from "../actions";
import type { SquadMember } from "../queries";
import { AssigneeSelect } from "@/components/tasks/task-field-selects";

type Level = "High" | "Medium" | "Low";
const LEVELS: Level[] = ["High", "Medium", "Low"];

/** The task's shareable address (spec §2 /tasks/{brandId}/{taskId}). */
export function taskUrl(origin: string, brandId: string, taskId: string): string {
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
  const [priority, setPriority] = React.useState<Level>("Medium");
  const [difficulty, setDifficulty] = React.useState<Level>("Medium");
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

  const canSave = title.trim() !== "" && assignee !== "" && !saving && !!currentBrand;

  const save = async () => {
    if (!canSave || !currentBrand) return;
    setSaving(true);
    try {
      const result = await quickAddTaskAction({ brandId: currentBrand.id, title, description, priority, difficulty, assignedTo: assignee });
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
        <form
          id="quick-add-task"
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
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
            <LevelSelect id="quick-add-priority" label="Priority" value={priority} onChange={setPriority} />
            <LevelSelect id="quick-add-difficulty" label="Difficulty" value={difficulty} onChange={setDifficulty} />
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

function LevelSelect({ id, label, value, onChange }: { id: string; label: string; value: Level; onChange: (v: Level) => void }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as Level)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {LEVELS.map((l) => (
            <SelectItem key={l} value={l}>
              {l}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * Mounted with the dialog's content, so every opening loads the squad afresh and defaults the
 * assignee to the user's own membership when none is chosen (spec §4).
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
        if (!value || !result.data.members.some((m) => m.id === value)) onChange(result.data.mine ?? "");
      })
      .catch(() => {
        if (!alive) return;
        setSquad([]);
        setFailed(true);
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
        placeholder={squad === null ? "Loading growth squad..." : "Choose a squad member"}
        members={squad ?? []}
        value={value}
        onValueChange={onChange}
        disabled={squad === null || squad.length === 0}
      />
      {failed ? (
        <p id="quick-add-assignee-hint" className="text-xs text-destructive">
          The squad could not be loaded. Close and reopen this dialog to try again.
        </p>
      ) : squad !== null && squad.length === 0 ? (
        <p id="quick-add-assignee-hint" className="text-xs text-muted-foreground">
          This brand has no growth squad members yet.{" "}
          <Link href="/growth-squad" className="font-medium text-foreground underline underline-offset-4" onClick={onClose}>
            Add them in Growth Squad
          </Link>
          , then assign tasks to them.
        </p>
      ) : null}
    </div>
  );
}
