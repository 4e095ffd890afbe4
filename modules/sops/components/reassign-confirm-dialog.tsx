"use client";

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
import { TaskStatusBadge } from "@/components/tasks/task-status-badge";
import type { AssignResult } from "../assign";

export type OpenTaskConflicts = Extract<AssignResult, { status: "needs_confirmation" }>["open"];

/** Asked when selected SOP tasks already have an open task: creating another duplicates the work. */
export function ReassignConfirmDialog({
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  open: OpenTaskConflicts | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open !== null} onOpenChange={(o) => !o && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Some tasks are already in progress</AlertDialogTitle>
          <AlertDialogDescription>
            {open?.length === 1 ? "This SOP task already has an open task." : `These ${open?.length} SOP tasks already have an open task.`} Creating
            another one gives the team two tasks for the same work.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="max-h-60 space-y-2 overflow-y-auto text-sm">
          {open?.map((o) => (
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
              onConfirm();
            }}
          >
            {pending ? "Creating..." : "Create anyway"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
