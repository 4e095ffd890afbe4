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
import { enqueueBacklinksFetch } from "./backlinks-job";
import { backlinksFetchPlan, createOutreachTask } from "./queries/backlinks";

const edit = { module: "seo", access: "edit" } as const;

/**
 * Paid: DataForSEO Backlinks for the brand and its competitors, budget-checked per call, today's
 * answers reused — queued as a job (./backlinks-job.ts) after checking what would stop it at once (no
 * website, no competitor domain, no login), which comes back as that failure without queueing.
 */
export const fetchBacklinksAction = brandAction("fetchBacklinks", z.object({}), { ...edit, failure: "Failed to start fetching backlinks" }, async (scope) => {
  const plan = await backlinksFetchPlan(scope);
  if (!plan.ok) return plan;
  const jobId = await enqueueBacklinksFetch(scope, plan.targets);
  return { ok: true as const, value: { jobId, alreadyRunning: jobId === null, domains: plan.targets.length } };
});

export const previewBacklinksImportAction = brandAction("previewBacklinksImport", importSeoInput, { ...edit, failure: "Failed to read the file" }, (scope, d) => previewBacklinksImport(scope, d));

export const importBacklinksFileAction = brandAction("importBacklinksFile", importSeoInput, { ...edit, failure: "Failed to import the backlinks" }, (scope, d) => importBacklinksFile(scope, d));

/** "Create task" on a link-gap row: an outreach task in the tasks module. */
export const createOutreachTaskAction = brandAction("createOutreachTask", createOutreachTaskInput, { ...edit, failure: "Failed to create the task" }, (scope, d) => createOutreachTask(scope, d.domain));
