"use server";

import { brandAction } from "@/lib/action";
import { deleteSprintInput, generateSprintsInput, updateSprintInput } from "./inputs";
import { deleteSprint, generateSprintsForYear, updateSprint } from "./queries";

// /sprints belongs to the growth-hacking module (navigation registry): its access decides.
const MODULE = "growth-hacking";
/** Spec §5: sprint generation without a user or a brand. */
const NEED_USER_AND_BRAND = "Please log in and select a brand first";

export const generateSprintsAction = brandAction(
  "generateSprints",
  generateSprintsInput,
  { module: MODULE, access: "edit", signedOut: NEED_USER_AND_BRAND, noBrand: NEED_USER_AND_BRAND, failure: "Failed to create sprints" },
  (scope, data) => generateSprintsForYear(scope, data),
);

export const updateSprintAction = brandAction(
  "updateSprint",
  updateSprintInput,
  { module: MODULE, access: "edit", failure: "Failed to update sprint" },
  (scope, data) => updateSprint(scope, data),
);

export const deleteSprintAction = brandAction(
  "deleteSprint",
  deleteSprintInput,
  { module: MODULE, access: "edit", failure: "Failed to delete sprint" },
  (scope, { sprintId }) => deleteSprint(scope, sprintId),
);
