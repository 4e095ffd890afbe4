"use server";

import { brandAction } from "@/lib/action";
import { addNegatives } from "@/modules/ppc/negatives/store";
import { addNgramNegativesInput, runNgramsInput } from "./inputs";
import { startNgramRun } from "./job";

export const runNgramsAction = brandAction(
  "runPpcNgrams",
  runNgramsInput,
  { module: "performance-marketing", access: "edit", failure: "The n-gram mining could not be started. Please try again." },
  async (scope, input) => startNgramRun(scope, input),
);

/** Selected n-grams become negatives of the brand's "Brand negatives" list, spelled as the search terms spell them. */
export const addNgramNegativesAction = brandAction(
  "addPpcNgramNegatives",
  addNgramNegativesInput,
  { module: "performance-marketing", access: "edit", failure: "The negatives could not be added. Please try again." },
  async (scope, input) => addNegatives(scope, { entries: input.grams.map((text) => ({ text, matchType: input.matchType, origin: "ngram" as const })) }),
);
