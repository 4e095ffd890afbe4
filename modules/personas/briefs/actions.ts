"use server";

import { z } from "zod";
import { brandAction } from "@/lib/action";
import { draftBriefWithAi } from "./draft";
import { briefIdInput, createBriefInput, saveBriefSettingsInput, updateBriefInput } from "./inputs";
import { createBrief, deleteBrief, duplicateBrief, saveBriefSettings, updateBrief } from "./queries";

export const savePersonasBriefSettingsAction = brandAction(
  "savePersonasBriefSettings",
  saveBriefSettingsInput,
  { module: "personas", access: "edit", failure: "The personas brief settings could not be saved. Please try again." },
  async (scope, d) => {
    const s = await saveBriefSettings(scope, d);
    return { engineKey: s.engineKey, monthlyBudgetUsd: s.monthlyBudgetUsd };
  },
);

export const createPersonasBriefAction = brandAction(
  "createPersonasBrief",
  createBriefInput,
  { module: "personas", access: "edit", failure: "The brief could not be saved. Please try again." },
  (scope, d) => createBrief(scope, d),
);

export const updatePersonasBriefAction = brandAction(
  "updatePersonasBrief",
  updateBriefInput,
  { module: "personas", access: "edit", failure: "The brief could not be saved. Please try again." },
  (scope, d) => updateBrief(scope, d.id, d.brief),
);

export const duplicatePersonasBriefAction = brandAction(
  "duplicatePersonasBrief",
  briefIdInput,
  { module: "personas", access: "edit", failure: "The brief could not be duplicated. Please try again." },
  (scope, d) => duplicateBrief(scope, d.id),
);

export const deletePersonasBriefAction = brandAction(
  "deletePersonasBrief",
  briefIdInput,
  { module: "personas", access: "edit", failure: "The brief could not be deleted. Please try again." },
  (scope, d) => deleteBrief(scope, d.id),
);

export const draftPersonasBriefAction = brandAction(
  "draftPersonasBrief",
  z.object({ audience: z.string().trim().max(4_000, "Keep the audience under 4,000 characters").default(""), b2b: z.boolean().default(false) }),
  { module: "personas", access: "edit", failure: "The brief could not be drafted. Please try again." },
  (scope, d) => draftBriefWithAi(scope, d),
);
