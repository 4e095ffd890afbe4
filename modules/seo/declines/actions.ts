"use server";

/**
 * Server actions of /historical-declines (issue #19): thin wrappers (lib/action: sign-in → zod → scope →
 * permission). Each is in the cross-tenant matrix (tests/integration/matrix/seo-declines.matrix.ts).
 */
import { brandAction } from "@/lib/action";
import { createTaskFromDecline } from "./tasks";
import { enqueueHistorySync } from "./history-job";
import { createDeclineTaskInput, syncGscHistoryInput } from "./inputs";

export const createDeclineTaskAction = brandAction("createDeclineTask", createDeclineTaskInput, { module: "seo", access: "edit", failure: "Failed to create the task" }, (scope, d) =>
  createTaskFromDecline(scope, d.id),
);

/** Queues the 16-month Search Console sync (a job: a large site takes minutes). */
export const syncGscHistoryAction = brandAction("syncGscHistory", syncGscHistoryInput, { module: "seo", access: "edit", failure: "Failed to start the Search Console history sync" }, (scope, d) =>
  enqueueHistorySync(scope, d.days),
);
