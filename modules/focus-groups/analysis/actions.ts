"use server";

import { brandAction } from "@/lib/action";
import { resultsInput } from "../results/inputs";
import { startAnalysisRun } from "../runs/store";
import { checkFeedbackStart } from "./run";

/** Queues a feedback analysis of the picked sessions (a durable run; the page shows its progress). */
export const runFgFeedbackAnalysisAction = brandAction(
  "runFgFeedbackAnalysis",
  resultsInput,
  { module: "focus-groups", access: "edit", failure: "The feedback analysis could not be started. Please try again." },
  async (scope, d) => {
    const sessionIds = await checkFeedbackStart(scope, d.projectId, d.sessionIds);
    return startAnalysisRun(scope, "feedback", d.projectId, sessionIds, {});
  },
);
