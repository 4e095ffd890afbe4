"use server";

import { brandAction } from "@/lib/action";
import { resultsInput } from "../results/inputs";
import { runFeedbackAnalysis } from "./run";

export const runFgFeedbackAnalysisAction = brandAction(
  "runFgFeedbackAnalysis",
  resultsInput,
  { module: "focus-groups", access: "edit", failure: "The feedback analysis could not be run. Please try again." },
  async (scope, d) => {
    const a = await runFeedbackAnalysis(scope, d.projectId, d.sessionIds);
    return { id: a.id, method: a.content.method, themes: a.content.themes.length, note: a.content.note };
  },
);
