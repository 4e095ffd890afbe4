"use server";

import { brandAction } from "@/lib/action";
import { cancelGenerationInput, createManualPersonaInput, startGenerationInput, startSimpleGenerationInput } from "./inputs";
import { createManualPersona } from "./manual";
import { cancelGeneration, startGeneration } from "./start";

export const startPersonaGenerationAction = brandAction(
  "startPersonaGeneration",
  startGenerationInput,
  { module: "personas", access: "edit", failure: "The generation could not be started. Please try again." },
  async (scope, input) => startGeneration(scope, { mode: "brief", briefId: input.briefId, count: input.count, seed: input.seed }),
);

export const startSimplePersonaGenerationAction = brandAction(
  "startSimplePersonaGeneration",
  startSimpleGenerationInput,
  { module: "personas", access: "edit", failure: "The generation could not be started. Please try again." },
  async (scope, input) => startGeneration(scope, { mode: "simple", prompt: input.prompt, count: input.count }),
);

export const cancelPersonaGenerationAction = brandAction(
  "cancelPersonaGeneration",
  cancelGenerationInput,
  { module: "personas", access: "edit", failure: "The generation could not be cancelled. Please try again." },
  async (scope, input) => cancelGeneration(scope, input.runId),
);

export const createManualPersonaAction = brandAction(
  "createManualPersona",
  createManualPersonaInput,
  { module: "personas", access: "edit", failure: "The persona could not be saved. Please try again." },
  async (scope, input) => createManualPersona(scope, { name: input.name, briefId: input.briefId, segmentKey: input.segmentKey ?? null, profile: input.profile }),
);
