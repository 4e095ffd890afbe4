"use server";

import { brandAction } from "@/lib/action";
import { assertAccess } from "@/lib/brand-scope";
import { assignTranscriptTasksInput, createTranscriptInput, transcriptIdInput } from "./inputs";
import { assignTranscriptTasks, createTranscript, deleteTranscript } from "./queries";

const MODULE = "meeting-minutes";

export const createTranscriptAction = brandAction(
  "createTranscript",
  createTranscriptInput,
  { module: MODULE, access: "edit", failure: "Failed to save the transcript. Please try again." },
  (scope, data) => createTranscript(scope, data),
);

export const deleteTranscriptAction = brandAction(
  "deleteTranscript",
  transcriptIdInput,
  { module: MODULE, access: "edit", failure: "Failed to delete the transcript. Please try again." },
  (scope, { transcriptId }) => deleteTranscript(scope, transcriptId),
);

// Creating the tasks needs edit access to the tasks, and the minutes they come from must be visible.
export const assignTranscriptTasksAction = brandAction(
  "assignTranscriptTasks",
  assignTranscriptTasksInput,
  { module: "tasks", access: "edit", failure: "Failed to create task" },
  async (scope, data) => {
    await assertAccess(scope, MODULE, "view");
    return assignTranscriptTasks(scope, data);
  },
);
