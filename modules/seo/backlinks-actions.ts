"use server";

/**
 * Server actions of /competitors-backlinks (issue #19): thin wrappers (lib/action: sign-in → zod →
 * scope → permission). Each is in the cross-tenant matrix (tests/integration/matrix/seo-backlinks.matrix.ts).
 */
import { z } from "zod";
import { brandAction } from "@/lib/action";
import { createOutreachTaskInput } from "./backlinks-inputs";
import { importBacklinksFile, previewBacklinksImport } from "./import/backlinks";
import { importSeoInput } from "./inputs";
import { createOutreachTask, fetchBacklinks } from "./queries/backlinks";

const edit = { module: "seo", access: "edit" } as const;

/** Paid: DataForSEO Backlinks for the brand and its competitors, budget-checked per call, today's answers reused. */
export const fetchBacklinksAction = brandAction("fetchBacklinks", z.object({}), { ...edit, failure: "Failed to fetch backlinks" }, (scope) => fetchBacklinks(scope));

export const previewBacklinksImportAction = brandAction("previewBacklinksImport", importSeoInput, { ...edit, failure: "Failed to read the file" }, (scope, d) => previewBacklinksImport(scope, d));

export const importBacklinksFileAction = brandAction("importBacklinksFile", importSeoInput, { ...edit, failure: "Failed to import the backlinks" }, (scope, d) => importBacklinksFile(scope, d));

/** "Create task" on a link-gap row: an outreach task in the tasks module. */
export const createOutreachTaskAction = brandAction("createOutreachTask", createOutreachTaskInput, { ...edit, failure: "Failed to create the task" }, (scope, d) => createOutreachTask(scope, d.domain));
