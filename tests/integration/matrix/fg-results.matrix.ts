import * as analysis from "@/modules/focus-groups/analysis/actions";
import * as results from "@/modules/focus-groups/results/actions";
import { getDb } from "@/db/client";
import { fgOutcomes } from "@/db/schema";
import { defineMatrix } from "../helpers/matrix";
import { seedFinishedGroup } from "../helpers/fg-results";

// /fg-results, /fg-feedback-analysis (issue #25): every action names a project (or an outcome) of brand A,
// so anyone outside A — the outsider acting in their own brand B included — gets "not found". Viewers
// export; owners and members also score SSR, run the analysis and record outcomes. No brand in the matrix
// has an embedding model, so SSR is refused with what to connect for everyone: an entry that proves only
// that the refusal never reveals A (the SSR path itself is covered in focus-groups/results.test.ts).
const editors = ["owner", "member"] as const;
const readers = ["owner", "member", "viewer"] as const;

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
  { action: "runFgFeedbackAnalysis", call: analysis.runFgFeedbackAnalysisAction, allow: editors, input: async (w) => ({ projectId: (await seedFinishedGroup(w.a.id, { runs: [1] })).projectId }) },
]);
