"use server";

/**
 * Server actions of /historical-declines (issue #19): thin wrappers (lib/action: sign-in → zod → scope →
 * permission). Each is in the cross-tenant matrix (tests/integration/matrix/seo-declines.matrix.ts).
 */
import { brandAction } from "@/lib/action";
import { createTaskFromDecline } from "./tasks";
import { createDeclineTaskInput } from "./inputs";

export const createDeclineTaskAction = brandAction("createDeclineTask", createDeclineTaskInput, { module: "seo", access: "edit", failure: "Failed to create the task" }, (scope, d) =>
  createTaskFromDecline(scope, d.id),
);
