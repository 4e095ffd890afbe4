"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { createTask, type CreatedTask } from "./create";
import { createTaskInput, listGrowthSquadInput } from "./inputs";
import { listGrowthSquad, type SquadMember } from "./queries";

const EDIT = { module: "tasks", access: "edit" } as const;

/** Quick Add (spec §4): pending, my_own_initiative, source_data.task_type quick_add, current sprint or none. */
export const quickAddTaskAction = brandAction(
  "quickAddTask",
  // brandId: the brand the dialog was opened in, so a switch in another tab cannot redirect the task.
  createTaskInput.omit({ sourceType: true, sourceData: true }).extend({ brandId: z.string().uuid().optional() }),
  { ...EDIT, signedOut: "User not authenticated", failure: "Failed to create task" },
  (scope, { brandId: _brandId, ...data }): Promise<CreatedTask> =>
    createTask(scope, { ...data, sprintId: "current", sourceType: "my_own_initiative", sourceData: { task_type: "quick_add" } }),
);

/** The squad to assign to, and the caller's own membership (the default assignee). */
export const listGrowthSquadAction = brandAction(
  "listGrowthSquad",
  listGrowthSquadInput,
  { module: "tasks", access: "view", failure: "Failed to fetch growth squad members." },
  async (scope): Promise<{ brandId: string; members: SquadMember[]; mine: string | null }> => {
    const members = await listGrowthSquad(scope);
    return { brandId: scope.brandId, members, mine: members.find((m) => m.userId === scope.userId)?.id ?? null };
  },
);
