"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import { useAction } from "@/components/actions/use-action";
import { LazyMenu } from "@/components/shell/lazy-menu";
import type { TaskStatus } from "@/db/schema/task-enums";
import { cn } from "@/lib/utils";
import { changeTaskStatusAction } from "../actions";
import { STATUS_LABELS, STATUS_TONES } from "@/lib/task-status";
import { TaskStatusDot } from "@/components/tasks/task-status-badge";

const loadMenu = () => import("./status-menu-content").then((m) => m.StatusMenuContent);

/**
 * The inline status change of every task view. A plain button until first used: the Radix menu
 * (status-menu-content.tsx) is loaded and mounted on demand, so a 50-row list renders 50 buttons.
 * Shows the new status at once and puts the old one back if the server refuses. Read-only roles see
 * the plain badge.
 */
export function StatusMenu({
  brandId,
  taskId,
  title,
  status,
  canEdit,
  className,
  onChanged,
}: {
  brandId: string;
  taskId: string;
  title: string;
  status: TaskStatus;
  canEdit: boolean;
  className?: string;
  onChanged?: (status: TaskStatus) => void;
}) {
  const { run, pending } = useAction({ brandId });
  const [shown, setShown] = React.useState(status);
  const [prev, setPrev] = React.useState(status);
  if (prev !== status) {
    setPrev(status);
    setShown(status);
  }

  const change = async (next: TaskStatus) => {
    if (next === shown) return;
    const before = shown;
    setShown(next);
    const result = await run(changeTaskStatusAction, { taskId, status: next }, { success: `Status changed to ${STATUS_LABELS[next]}` });
    if (result.ok) onChanged?.(next);
    else setShown(before);
  };

  const badge = (
    <>
      <TaskStatusDot status={shown} />
      {STATUS_LABELS[shown]}
    </>
  );
  const tone = cn("inline-flex h-6 items-center gap-1.5 rounded-md border px-2 text-xs font-medium whitespace-nowrap", STATUS_TONES[shown], className);
  if (!canEdit) return <span className={tone}>{badge}</span>;
  return (
    <LazyMenu
      load={loadMenu}
      props={{ value: shown, onChange: (next) => void change(next) }}
      trigger={
        <button
          type="button"
          className={cn(tone, "outline-none hover:brightness-95 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60 dark:hover:brightness-125")}
          aria-label={`Status of "${title}": ${STATUS_LABELS[shown]}. Change status`}
          disabled={pending}
        >
          {badge}
          <ChevronDownIcon aria-hidden="true" className="size-3 opacity-60" />
        </button>
      }
    />
  );
}
