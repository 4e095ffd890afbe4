import * as analysis from "@/modules/focus-groups/analysis/actions";
import * as results from "@/modules/focus-groups/results/actions";
import * as runs from "@/modules/focus-groups/runs/actions";
import { getDb } from "@/db/client";
import { fgAnalysisRuns, fgOutcomes } from "@/db/schema";
import { defineMatrix } from "../helpers/matrix";
import { seedFinishedGroup } from "../helpers/fg-results";

// /fg-results, /fg-feedback-analysis (issue #25): every action names a project (or an outcome) of brand A,
// so anyone outside A — the outsider acting in their own brand B included — gets "not found". Viewers
// export; owners and members also score SSR, run the analysis and record outcomes. No brand in the matrix
// has an embedding model, so SSR is refused with what to connect for everyone: an entry that proves only
// that the refusal never reveals A (the SSR path itself is covered in focus-groups/results.test.ts).
const editors = ["owner", "member"] as const;
const readers = ["owner", "member", "viewer"] as const;

async function runOfA(brandId: string, status: "running" | "budget"): Promise<string> {
  const g = await seedFinishedGroup(brandId, { runs: [1] });
  const [r] = await getDb().insert(fgAnalysisRuns).values({ brandId, projectId: g.projectId, kind: "feedback", sessionIds: g.sessionIds, status, message: status === "budget" ? "Budget reached." : null }).returning({ id: fgAnalysisRuns.id });
  return r!.id;
}

export default defineMatrix([
  { action: "exportFgResultsCsv", call: results.exportFgResultsCsvAction, allow: readers, input: async (w) => ({ projectId: (await seedFinishedGroup(w.a.id, { runs: [1] })).projectId }) },
  { action: "exportFgTranscript", call: results.exportFgTranscriptAction, allow: readers, input: async (w) => ({ projectId: (await seedFinishedGroup(w.a.id, { runs: [1] })).projectId, format: "txt" }) },
  { action: "exportFgReportPdf", call: results.exportFgReportPdfAction, allow: readers, input: async (w) => ({ projectId: (await seedFinishedGroup(w.a.id, { runs: [1] })).projectId }) },
  { action: "scoreFgSsr", call: results.scoreFgSsrAction, allow: [], input: async (w) => ({ projectId: (await seedFinishedGroup(w.a.id, { runs: [1] })).projectId }) },
  {
    action: "recordFgOutcome",
    call: results.recordFgOutcomeAction,
    allow: editors,
    input: async (w) => {
      const g = await seedFinishedGroup(w.a.id, { runs: [1] });
      return { projectId: g.projectId, stimulusId: g.ids.stimulusA, metric: "CTR", actual: 0.04 };
    },
  },
  {
    action: "deleteFgOutcome",
    call: results.deleteFgOutcomeAction,
    allow: editors,
    input: async (w) => {
      const g = await seedFinishedGroup(w.a.id, { runs: [1] });
      const [o] = await getDb().insert(fgOutcomes).values({ brandId: w.a.id, projectId: g.projectId, stimulusId: g.ids.stimulusA, metric: "CTR", predicted: "0.8", actual: "0.04" }).returning({ id: fgOutcomes.id });
      return { outcomeId: o!.id };
    },
  },
  // Runs of A (inserted as the job would leave them): cancel a running one, resume one stopped by the budget.
  { action: "cancelFgAnalysisRun", call: runs.cancelFgAnalysisRunAction, allow: editors, input: async (w) => ({ runId: await runOfA(w.a.id, "running") }) },
  { action: "resumeFgAnalysisRun", call: runs.resumeFgAnalysisRunAction, allow: editors, input: async (w) => ({ runId: await runOfA(w.a.id, "budget") }) },
  { action: "runFgFeedbackAnalysis", call: analysis.runFgFeedbackAnalysisAction, allow: editors, input: async (w) => ({ projectId: (await seedFinishedGroup(w.a.id, { runs: [1] })).projectId }) },
]);
