"use server";

import { brandAction } from "@/lib/action";
import { syncingBrandData } from "@/modules/knowledge/brand-data";
import type { AccessLevel } from "@/lib/permissions";
import {
  captureIdeaInput,
  createExperimentTasksInput,
  createMetricInput,
  createPillarInput,
  deleteByIdInput,
  importMetricValuesInput,
  planIdeaInput,
  rankChannelsInput,
  recordLearningInput,
  recordMetricValueInput,
  saveOnePagerInput,
  scoreIdeaInput,
  setCapacityInput,
  setIdeaStatusInput,
  setScoringModelInput,
  unplanIdeaInput,
  updateChannelInput,
  updateIdeaInput,
  updateLearningInput,
  updateMetricInput,
  updatePillarInput,
} from "./inputs";
import { GROWTH_MODULE } from "./queries/shared";
import { captureIdea, deleteIdea, scoreIdea, setIdeaStatus, updateIdea } from "./queries/ideas";
import { createExperimentTasks } from "./queries/experiments";
import { createMetric, deleteMetric, deleteMetricValue, recordMetricValue, updateMetric } from "./queries/metrics";
import { createPillar, deletePillar, updatePillar } from "./queries/pillars";
import { deleteLearning, recordLearning, updateLearning } from "./queries/learnings";
import { importMetricValues, previewMetricValuesImport } from "./import";
import { planIdea, setCapacity, unplanIdea } from "./queries/planning";
import { rankChannels, updateChannel } from "./queries/channels";
import { saveOnePager } from "./queries/one-pager";
import { setScoringModel } from "./queries/prioritization";

const opts = (access: AccessLevel, failure: string) => ({ module: GROWTH_MODULE, access, failure });

export const setScoringModelAction = brandAction("setScoringModel", setScoringModelInput, opts("edit", "Failed to change the scoring model"), (scope, d) =>
  setScoringModel(scope, d.model),
);

export const saveOnePagerAction = brandAction("saveOnePager", saveOnePagerInput, opts("edit", "Failed to save the one-pager"), saveOnePager);

export const createPillarAction = brandAction("createPillar", createPillarInput, opts("edit", "Failed to create the pillar"), createPillar);
export const updatePillarAction = brandAction("updatePillar", updatePillarInput, opts("edit", "Failed to update the pillar"), updatePillar);
export const deletePillarAction = brandAction("deletePillar", deleteByIdInput, opts("edit", "Failed to delete the pillar"), (scope, d) =>
  deletePillar(scope, d.id),
);

export const createMetricAction = brandAction("createMetric", createMetricInput, opts("edit", "Failed to create the metric"), createMetric);
export const updateMetricAction = brandAction("updateMetric", updateMetricInput, opts("edit", "Failed to update the metric"), updateMetric);
export const deleteMetricAction = brandAction("deleteMetric", deleteByIdInput, opts("edit", "Failed to delete the metric"), (scope, d) =>
  deleteMetric(scope, d.id),
);
export const recordMetricValueAction = brandAction(
  "recordMetricValue",
  recordMetricValueInput,
  opts("edit", "Failed to save the value"),
  recordMetricValue,
);
export const deleteMetricValueAction = brandAction("deleteMetricValue", deleteByIdInput, opts("edit", "Failed to delete the value"), (scope, d) =>
  deleteMetricValue(scope, d.id),
);
/** Reads the file on the server and says what it would import; writes nothing. */
export const previewMetricValuesImportAction = brandAction(
  "previewMetricValuesImport",
  importMetricValuesInput,
  opts("edit", "Failed to read the file"),
  previewMetricValuesImport,
);
export const importMetricValuesAction = brandAction(
  "importMetricValues",
  importMetricValuesInput,
  opts("edit", "Failed to import the file"),
  importMetricValues,
);

export const updateChannelAction = brandAction("updateChannel", updateChannelInput, opts("edit", "Failed to update the channel"), updateChannel);
export const rankChannelsAction = brandAction("rankChannels", rankChannelsInput, opts("edit", "Failed to rank the channels"), (scope, d) =>
  rankChannels(scope, d.ring, d.order),
);

export const captureIdeaAction = brandAction("captureIdea", captureIdeaInput, opts("edit", "Failed to save the idea"), captureIdea);
export const updateIdeaAction = brandAction("updateIdea", updateIdeaInput, opts("edit", "Failed to update the idea"), updateIdea);
export const setIdeaStatusAction = brandAction("setIdeaStatus", setIdeaStatusInput, opts("edit", "Failed to change the status"), (scope, d) =>
  setIdeaStatus(scope, d.id, d.status),
);
export const deleteIdeaAction = brandAction("deleteIdea", deleteByIdInput, opts("edit", "Failed to delete the idea"), (scope, d) =>
  deleteIdea(scope, d.id),
);
export const scoreIdeaAction = brandAction("scoreIdea", scoreIdeaInput, opts("edit", "Failed to save the score"), scoreIdea);

export const planIdeaAction = brandAction("planIdea", planIdeaInput, opts("edit", "Failed to plan the experiment"), planIdea);
export const unplanIdeaAction = brandAction("unplanIdea", unplanIdeaInput, opts("edit", "Failed to take the experiment out of its sprint"), (scope, d) =>
  unplanIdea(scope, d.id),
);
export const setCapacityAction = brandAction("setCapacity", setCapacityInput, opts("edit", "Failed to save the capacity"), setCapacity);

export const createExperimentTasksAction = brandAction(
  "createExperimentTasks",
  createExperimentTasksInput,
  opts("edit", "Failed to create task"),
  createExperimentTasks,
);

export const recordLearningAction = brandAction("recordLearning", recordLearningInput, opts("edit", "Failed to record the learning"), syncingBrandData(recordLearning));
export const updateLearningAction = brandAction("updateLearning", updateLearningInput, opts("edit", "Failed to update the learning"), syncingBrandData(updateLearning));
export const deleteLearningAction = brandAction("deleteLearning", deleteByIdInput, opts("edit", "Failed to delete the learning"), syncingBrandData((scope, d) =>
  deleteLearning(scope, d.id),
));
