"use server";

import { brandAction } from "@/lib/action";
import { previewTemplateInput, saveGuideInput } from "./inputs";
import { previewTemplate, saveGuide } from "./queries";

export const saveFgGuideAction = brandAction("saveFgGuide", saveGuideInput, { module: "focus-groups", access: "edit", failure: "The guide could not be saved. Please try again." }, (scope, d) =>
  saveGuide(scope, d),
);

/** Builds a guide from a template over the project's stimuli for the editor to review; nothing is saved. */
export const buildFgGuideFromTemplateAction = brandAction(
  "buildFgGuideFromTemplate",
  previewTemplateInput,
  { module: "focus-groups", access: "edit", failure: "The template could not be applied. Please try again." },
  (scope, d) => previewTemplate(scope, d.projectId, d.template),
);
