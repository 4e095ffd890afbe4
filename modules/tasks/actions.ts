"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { createTask, type CreatedTask } from "./create";
import {
  addTaskCommentInput,
  bulkUpdateTasksInput,
  changeTaskStatusInput,
  createTaskInput,
  deleteTaskCommentInput,
  deleteTaskInput,
  listGrowthSquadInput,
  updateTaskInput,
} from "./inputs";
import { listGrowthSquad, type SquadMember } from "@/modules/squad/queries";
import { addComment, deleteComment, deleteTask, updateTasks } from "./update";

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

/** The task page: any field of one task. */
export const updateTaskAction = brandAction("updateTask", updateTaskInput, { ...EDIT, failure: "Failed to update task" }, (scope, { brandId: _b, taskId, ...patch }) =>
  updateTasks(scope, [taskId], patch),
);

/** Inline status menus and the board: started_at/completed_at follow, done sends task_completed. */
export const changeTaskStatusAction = brandAction("changeTaskStatus", changeTaskStatusInput, { ...EDIT, failure: "Failed to update task" }, (scope, { taskId, status }) =>
  updateTasks(scope, [taskId], { status }),
);

/** The bulk bar of /tasks and task planning: status, assignee, sprint or due date of many tasks. */
export const bulkUpdateTasksAction = brandAction("bulkUpdateTasks", bulkUpdateTasksInput, { ...EDIT, failure: "Failed to update tasks" }, (scope, { brandId: _b, taskIds, ...patch }) =>
  updateTasks(scope, taskIds, patch),
);

export const deleteTaskAction = brandAction("deleteTask", deleteTaskInput, { ...EDIT, failure: "Failed to delete task" }, (scope, { taskId }) => deleteTask(scope, taskId));

export const addTaskCommentAction = brandAction("addTaskComment", addTaskCommentInput, { ...EDIT, failure: "Failed to add comment" }, (scope, { taskId, body }) =>
  addComment(scope, taskId, body),
);

export const deleteTaskCommentAction = brandAction("deleteTaskComment", deleteTaskCommentInput, { ...EDIT, failure: "Failed to delete comment" }, (scope, { commentId }) =>
  deleteComment(scope, commentId),
);
