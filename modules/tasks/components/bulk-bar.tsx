"use client";

import * as React from "react";
import { useAction } from "@/components/actions/use-action";
import { DataTableBulkBar } from "@/components/data-table/bulk-bar";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { TaskStatus } from "@/db/schema/task-enums";
import { bulkUpdateTasksAction } from "../actions";
import { STATUS_LABELS, STATUS_ORDER } from "@/lib/task-status";
import type { MemberOption, SprintOption } from "../queries";
import { AssigneeSelect, SprintSelect } from "@/components/tasks/task-field-selects";

const NONE = "__none";

/** The list's bulk actions (inside the data table's bar): status, assignee or sprint of the selected tasks at once. */
export function BulkBar({
  brandId,
  selected,
  squad,
  sprints,
  onDone,
}: {
  brandId: string;
  selected: string[];
  squad: MemberOption[];
  sprints: SprintOption[];
  onDone: () => void;
}) {
  const { run, pending } = useAction({ brandId });
  const [key, setKey] = React.useState(0);
  const n = selected.length;
  const apply = async (patch: { status?: TaskStatus; assignedTo?: string | null; sprintId?: string | null }, what: string) => {
    const result = await run(bulkUpdateTasksAction, { taskIds: selected, ...patch }, {
      success: (d) => (d.updated === 0 ? `Nothing to change: the ${n === 1 ? "task already has" : "tasks already have"} that ${what}` : `Updated ${d.updated} task${d.updated === 1 ? "" : "s"}`),
    });
    // Reset the pickers so the same choice can be made again.
    setKey((k) => k + 1);
    if (result.ok) onDone();
  };
  if (n === 0) return null;
  return (
    <DataTableBulkBar count={n} pending={pending} onClear={onDone}>
      <React.Fragment key={key}>
        <Select onValueChange={(v) => void apply({ status: v as TaskStatus }, "status")} disabled={pending}>
          <SelectTrigger size="sm" className="w-auto" aria-label="Set status of the selected tasks">
            <SelectValue placeholder="Set status" />
          </SelectTrigger>
          <SelectContent>
            {STATUS_ORDER.map((s) => (
              <SelectItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <AssigneeSelect
          size="sm"
          className="w-auto"
          aria-label="Assign the selected tasks"
          placeholder="Assign to"
          contentClassName="max-h-72"
          members={squad}
          memberText="name"
          unassignedValue={NONE}
          onValueChange={(v) => void apply({ assignedTo: v === NONE ? null : v }, "assignee")}
          disabled={pending}
        />
        <SprintSelect
          size="sm"
          className="w-auto"
          aria-label="Move the selected tasks to a sprint"
          placeholder="Move to sprint"
          contentClassName="max-h-72"
          sprints={sprints}
          noSprintValue={NONE}
          onValueChange={(v) => void apply({ sprintId: v === NONE ? null : v }, "sprint")}
          disabled={pending}
        />
      </React.Fragment>
    </DataTableBulkBar>
  );
}
