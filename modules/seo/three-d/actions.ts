"use server";

/**
 * Server actions of the 3D analysis (/3danalysis_step1 … step4): thin wrappers (lib/action: sign-in →
 * zod → scope → permission). Each is in the cross-tenant matrix (tests/integration/matrix/seo-3d.matrix.ts).
 */
import { brandAction } from "@/lib/action";
import { create3dFindingTask } from "./tasks";
import {
  add3dPages,
  add3dPair,
  add3dPairsFromSource,
  create3dAnalysis,
  delete3dAnalysis,
  remove3dPages,
  remove3dPairs,
  save3dMetrics,
} from "./queries";
import {
  add3dPagesInput,
  add3dPairInput,
  add3dPairsInput,
  analysisIdInput,
  create3dAnalysisInput,
  create3dFindingTaskInput,
  remove3dPagesInput,
  remove3dPairsInput,
  save3dMetricsInput,
} from "./inputs";

const edit = { module: "seo", access: "edit" } as const;

export const create3dAnalysisAction = brandAction("create3dAnalysis", create3dAnalysisInput, { ...edit, failure: "Failed to start the analysis" }, (scope, d) => create3dAnalysis(scope, d.name));

export const delete3dAnalysisAction = brandAction("delete3dAnalysis", analysisIdInput, { ...edit, failure: "Failed to delete the analysis" }, (scope, d) => delete3dAnalysis(scope, d.id));

export const add3dPagesAction = brandAction("add3dPages", add3dPagesInput, { ...edit, failure: "Failed to add the pages" }, (scope, d) => add3dPages(scope, d.id, d.source, d.input));

export const remove3dPagesAction = brandAction("remove3dPages", remove3dPagesInput, { ...edit, failure: "Failed to remove the pages" }, (scope, d) => remove3dPages(scope, d.id, d.urls));

export const add3dPairsAction = brandAction("add3dPairs", add3dPairsInput, { ...edit, failure: "Failed to add the keywords" }, (scope, d) => add3dPairsFromSource(scope, d.id, d.source));

export const add3dPairAction = brandAction("add3dPair", add3dPairInput, { ...edit, failure: "Failed to add the keyword" }, (scope, d) => add3dPair(scope, d.id, d.keyword, d.page));

export const remove3dPairsAction = brandAction("remove3dPairs", remove3dPairsInput, { ...edit, failure: "Failed to remove the keywords" }, (scope, d) => remove3dPairs(scope, d.id, d.pairs));

export const save3dMetricsAction = brandAction("save3dMetrics", save3dMetricsInput, { ...edit, failure: "Failed to save the metrics" }, (scope, d) => save3dMetrics(scope, d.id, d.metrics, d.periodDays));

export const create3dFindingTaskAction = brandAction("create3dFindingTask", create3dFindingTaskInput, { module: "tasks", access: "edit", failure: "Failed to create the task" }, (scope, d) =>
  create3dFindingTask(scope, d.id, d.findingKey),
);
