"use server";

import { brandAction } from "@/lib/action";
import { syncingBrandData } from "@/modules/knowledge/brand-data";
import { adoptTemplate, decideUpdate, decideUpdateItem } from "./adopt";
import { assignSopTasks } from "./assign";
import {
  adoptTemplateInput,
  assignSopTasksInput,
  createAreaInput,
  createSopTaskInput,
  createTaskGroupInput,
  decideUpdateInput,
  decideUpdateItemInput,
  deleteSopItemInput,
  moveSopItemInput,
  setRoleAssigneeInput,
  updateAreaInput,
  updateSopTaskInput,
  updateTaskGroupInput,
} from "./inputs";
import {
  createArea,
  createSopTask,
  createTaskGroup,
  deleteSopItem,
  moveSopItem,
  updateArea,
  updateSopTask,
  updateTaskGroup,
} from "./queries/editor";
import { setRoleAssignee } from "./queries/sop-tree";

/** Every SOP action edits the brand's SOPs; a role that can only view the module gets a clear refusal. */
const edit = (failure: string) => ({ module: "sops" as const, access: "edit" as const, failure });

export const createSopAreaAction = brandAction("createSopArea", createAreaInput, edit("Failed to create the area"), syncingBrandData(createArea));
export const updateSopAreaAction = brandAction("updateSopArea", updateAreaInput, edit("Failed to update the area"), syncingBrandData(updateArea));
export const createSopTaskGroupAction = brandAction("createSopTaskGroup", createTaskGroupInput, edit("Failed to create the task group"), syncingBrandData(createTaskGroup));
export const updateSopTaskGroupAction = brandAction("updateSopTaskGroup", updateTaskGroupInput, edit("Failed to update the task group"), syncingBrandData(updateTaskGroup));
export const createSopTaskAction = brandAction("createSopTask", createSopTaskInput, edit("Failed to create the SOP task"), syncingBrandData(createSopTask));
export const updateSopTaskAction = brandAction("updateSopTask", updateSopTaskInput, edit("Failed to update the SOP task"), syncingBrandData(updateSopTask));
export const deleteSopItemAction = brandAction("deleteSopItem", deleteSopItemInput, edit("Failed to delete"), syncingBrandData(deleteSopItem));
export const moveSopItemAction = brandAction("moveSopItem", moveSopItemInput, edit("Failed to reorder"), syncingBrandData(moveSopItem));
export const adoptTemplateAction = brandAction("adoptTemplate", adoptTemplateInput, edit("Failed to adopt the template"), syncingBrandData(adoptTemplate));
/** Spec §8 wording for a failed task creation. */
export const assignSopTasksAction = brandAction("assignSopTasks", assignSopTasksInput, edit("Failed to create task"), assignSopTasks);
export const decideTemplateUpdateItemAction = brandAction(
  "decideTemplateUpdateItem",
  decideUpdateItemInput,
  edit("Failed to apply the change"),
  decideUpdateItem,
);
export const decideTemplateUpdateAction = brandAction("decideTemplateUpdate", decideUpdateInput, edit("Failed to apply the update"), syncingBrandData(decideUpdate));
export const setSopRoleAssigneeAction = brandAction("setSopRoleAssignee", setRoleAssigneeInput, edit("Failed to save the default assignee"), setRoleAssignee);
