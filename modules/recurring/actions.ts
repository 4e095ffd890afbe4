"use server";

import { brandAction } from "@/lib/action";
import { createRecurringRuleInput, ruleIdInput, setRulePausedInput, updateRecurringRuleInput } from "./inputs";
import { createRecurringRule, deleteRecurringRule, runRecurringRuleNow, setRecurringRulePaused, updateRecurringRule } from "./queries";

// /task-scheduling and /scheduled-tasks belong to the tasks module (navigation registry).
const MODULE = "tasks";

export const createRecurringRuleAction = brandAction(
  "createRecurringRule",
  createRecurringRuleInput,
  { module: MODULE, access: "edit", failure: "Failed to save the recurring task. Please try again." },
  (scope, data) => createRecurringRule(scope, data),
);

export const updateRecurringRuleAction = brandAction(
  "updateRecurringRule",
  updateRecurringRuleInput,
  { module: MODULE, access: "edit", failure: "Failed to save the recurring task. Please try again." },
  (scope, { ruleId, ...data }) => updateRecurringRule(scope, ruleId, data),
);

export const setRecurringRulePausedAction = brandAction(
  "setRecurringRulePaused",
  setRulePausedInput,
  { module: MODULE, access: "edit", failure: "Failed to change the recurring task. Please try again." },
  (scope, { ruleId, paused }) => setRecurringRulePaused(scope, ruleId, paused),
);

export const deleteRecurringRuleAction = brandAction(
  "deleteRecurringRule",
  ruleIdInput,
  { module: MODULE, access: "edit", failure: "Failed to delete the recurring task. Please try again." },
  (scope, { ruleId }) => deleteRecurringRule(scope, ruleId),
);

export const runRecurringRuleNowAction = brandAction(
  "runRecurringRuleNow",
  ruleIdInput,
  { module: MODULE, access: "edit", failure: "Failed to create the due tasks. Please try again." },
  (scope, { ruleId }) => runRecurringRuleNow(scope, ruleId),
);
