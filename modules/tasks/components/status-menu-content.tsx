"use client";

import type { MenuComponent } from "@/components/shell/lazy-menu";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { TaskStatusDot } from "@/components/tasks/task-status-badge";
import type { TaskStatus } from "@/db/schema/task-enums";
import { STATUS_LABELS, STATUS_ORDER } from "@/lib/task-status";

type StatusMenuProps = { value: TaskStatus; onChange: (status: TaskStatus) => void };

/** The status menu's Radix part, loaded on first use (status-menu.tsx). */
export const StatusMenuContent: MenuComponent<StatusMenuProps> = ({ open, onOpenChange, trigger, value, onChange }) => (
  <DropdownMenu open={open} onOpenChange={onOpenChange}>
    <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
    <DropdownMenuContent align="start" className="w-44">
      <DropdownMenuLabel className="text-xs text-muted-foreground">Move to</DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuRadioGroup value={value} onValueChange={(v) => onChange(v as TaskStatus)}>
        {STATUS_ORDER.map((s) => (
          <DropdownMenuRadioItem key={s} value={s} className="gap-2">
            <TaskStatusDot status={s} />
            {STATUS_LABELS[s]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenuContent>
  </DropdownMenu>
);
