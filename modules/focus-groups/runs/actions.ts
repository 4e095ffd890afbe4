"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { cancelAnalysisRun, resumeAnalysisRun } from "./store";

const runInput = z.object({ runId: z.string().uuid("Choose a run.") });

export const cancelFgAnalysisRunAction = brandAction(
  "cancelFgAnalysisRun",
  runInput,
  { module: "focus-groups", access: "edit", failure: "The run could not be cancelled. Please try again." },
  async (scope, d) => {
    await cancelAnalysisRun(scope, d.runId);
    return { cancelled: true };
  },
);

export const resumeFgAnalysisRunAction = brandAction(
  "resumeFgAnalysisRun",
  runInput,
  { module: "focus-groups", access: "edit", failure: "The run could not be resumed. Please try again." },
  async (scope, d) => {
    await resumeAnalysisRun(scope, d.runId);
    return { resumed: true };
  },
);
