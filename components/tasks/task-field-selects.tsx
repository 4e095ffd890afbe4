"use client";

import * as React from "react";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { TaskLevel } from "@/db/schema/task-enums";
import { DIFFICULTY_LABELS, DIFFICULTY_ORDER, PRIORITY_ORDER } from "@/lib/task-levels";

/**
 * The pickers for a task's priority, difficulty, assignee and sprint, shared by every form that
 * creates or edits tasks (task page, Quick Add, recurring rules, meeting minutes, SOPs, growth
 * experiments) so their options and labels cannot drift apart. Trigger props (id, className, size,
 * aria-*) go to the trigger; `disabled` locks the whole select. Leaving `value` out makes a picker
 * that forgets its choice, as the bulk bar wants.
 */
type FieldSelectProps<V extends string> = Omit<React.ComponentProps<typeof SelectTrigger>, "children" | "value" | "defaultValue" | "disabled"> & {
  value?: V;
  onValueChange: (value: V) => void;
  disabled?: boolean;
  placeholder?: string;
  contentClassName?: string;
};

function FieldSelect<V extends string>({ value, onValueChange, disabled, placeholder, contentClassName, children, ...trigger }: FieldSelectProps<V> & { children: React.ReactNode }) {
  return (
    <Select value={value} onValueChange={(v) => onValueChange(v as V)} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>{children}</SelectContent>
    </Select>
  );
}

export function PrioritySelect(props: FieldSelectProps<TaskLevel>) {
  return (
    <FieldSelect {...props}>
      {PRIORITY_ORDER.map((p) => (
        <SelectItem key={p} value={p}>
          {p}
        </SelectItem>
      ))}
    </FieldSelect>
  );
}

/** Stored Low/Medium/High, shown Easy/Medium/Hard (spec §9). */
export function DifficultySelect(props: FieldSelectProps<TaskLevel>) {
  return (
    <FieldSelect {...props}>
      {DIFFICULTY_ORDER.map((d) => (
        <SelectItem key={d} value={d}>
          {DIFFICULTY_LABELS[d]}
        </SelectItem>
      ))}
    </FieldSelect>
  );
}

export type AssigneeOption = { id: string; name: string; alias?: string | null; isMe?: boolean };

/** How a squad member reads in the list: each form keeps the wording it had. */
export type MemberText = "name" | "name-alias" | "name-me";

function memberLabel(m: AssigneeOption, text: MemberText): React.ReactNode {
  switch (text) {
    case "name":
      return m.name;
    case "name-me":
      return m.isMe ? `${m.name} (me)` : m.name;
    case "name-alias":
      return (
        <>
          {m.name}
          {m.alias ? <span className="text-muted-foreground">· {m.alias}</span> : null}
        </>
      );
  }
}

/**
 * A growth squad member. `unassignedValue` adds an "Unassigned" option carrying the caller's own
 * sentinel (Radix items cannot have an empty value); `missingLabel` keeps a value that is no longer
 * in the squad choosable under that name instead of showing a blank trigger.
 */
export function AssigneeSelect({
  members,
  memberText: text = "name-alias",
  unassignedValue,
  missingLabel,
  ...props
}: FieldSelectProps<string> & { members: readonly AssigneeOption[]; memberText?: MemberText; unassignedValue?: string; missingLabel?: string }) {
  const { value } = props;
  const missing = missingLabel && value && value !== unassignedValue && !members.some((m) => m.id === value);
  return (
    <FieldSelect {...props}>
      {unassignedValue !== undefined ? <SelectItem value={unassignedValue}>Unassigned</SelectItem> : null}
      {missing ? <SelectItem value={value}>{missingLabel}</SelectItem> : null}
      {unassignedValue !== undefined && members.length ? <SelectSeparator /> : null}
      {members.map((m) => (
        <SelectItem key={m.id} value={m.id}>
          {memberLabel(m, text)}
        </SelectItem>
      ))}
    </FieldSelect>
  );
}

export type SprintChoice = { id: string; name: string };

/**
 * A sprint. `noSprintValue` adds a "No sprint" option with the caller's sentinel, set apart from the
 * sprints by a separator unless `separateNoSprint` is false; `note` adds a muted "· …" after a
 * sprint's name (closed, current); `missingLabel` works as in AssigneeSelect.
 */
export function SprintSelect<S extends SprintChoice>({
  sprints,
  noSprintValue,
  separateNoSprint = true,
  note,
  missingLabel,
  ...props
}: FieldSelectProps<string> & { sprints: readonly S[]; noSprintValue?: string; separateNoSprint?: boolean; note?: (sprint: S) => string | null; missingLabel?: string }) {
  const { value } = props;
  const missing = missingLabel && value && value !== noSprintValue && !sprints.some((s) => s.id === value);
  return (
    <FieldSelect {...props}>
      {noSprintValue !== undefined ? <SelectItem value={noSprintValue}>No sprint</SelectItem> : null}
      {missing ? <SelectItem value={value}>{missingLabel}</SelectItem> : null}
      {noSprintValue !== undefined && separateNoSprint && sprints.length ? <SelectSeparator /> : null}
      {sprints.map((s) => {
        const extra = note?.(s);
        return (
          <SelectItem key={s.id} value={s.id}>
            {s.name}
            {extra ? <span className="text-muted-foreground">· {extra}</span> : null}
          </SelectItem>
        );
      })}
    </FieldSelect>
  );
}
