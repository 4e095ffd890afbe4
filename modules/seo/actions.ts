"use server";

/**
 * SEO server actions: thin wrappers (lib/action: sign-in → zod → scope → permission) over the
 * keyword store, imports, groups and settings. Each is in the cross-tenant matrix
 * (tests/integration/matrix/seo.matrix.ts).
 */
import { ActionError, brandAction } from "@/lib/action";
import { importSeoFile, previewSeoImport } from "./import/import";
import {
  addKeywordsInput,
  createGroupInput,
  groupIdInput,
  groupKeywordsInput,
  importSeoInput,
  keywordIdsInput,
  tagKeywordsInput,
  trackKeywordsInput,
  updateGroupInput,
  updateSeoSettingsInput,
} from "./inputs";
import { splitKeywords } from "./keyword-text";
import { createKeywordGroup, deleteKeywordGroup, updateKeywordGroup } from "./queries/groups";
import { addBrandDataKeywords, addKeywords, deleteKeywords, setKeywordsGroup, setKeywordsTracked, tagKeywords } from "./queries/keywords";
import { updateSeoSettings } from "./queries/settings";
import { z } from "zod";

const edit = { module: "seo", access: "edit" } as const;

export const addSeoKeywordsAction = brandAction("addSeoKeywords", addKeywordsInput, { ...edit, failure: "Failed to add the keywords" }, (scope, d) => {
  const keywords = splitKeywords(d.text);
  if (!keywords.length) throw new ActionError("Enter at least one keyword.");
  return addKeywords(scope, keywords, d.tags);
});

export const addBrandDataSeoKeywordsAction = brandAction("addBrandDataSeoKeywords", z.object({}), { ...edit, failure: "Failed to add the keywords" }, (scope) =>
  addBrandDataKeywords(scope),
);

export const deleteSeoKeywordsAction = brandAction("deleteSeoKeywords", keywordIdsInput, { ...edit, failure: "Failed to delete the keywords" }, (scope, d) => deleteKeywords(scope, d.ids));

export const tagSeoKeywordsAction = brandAction("tagSeoKeywords", tagKeywordsInput, { ...edit, failure: "Failed to tag the keywords" }, (scope, d) => tagKeywords(scope, d.ids, d.add, d.remove));

export const trackSeoKeywordsAction = brandAction("trackSeoKeywords", trackKeywordsInput, { ...edit, failure: "Failed to change tracking" }, (scope, d) =>
  setKeywordsTracked(scope, d.ids, d.tracked),
);

export const groupSeoKeywordsAction = brandAction("groupSeoKeywords", groupKeywordsInput, { ...edit, failure: "Failed to change the group" }, (scope, d) =>
  setKeywordsGroup(scope, d.ids, d.groupId),
);

export const previewSeoImportAction = brandAction("previewSeoImport", importSeoInput, { ...edit, failure: "Failed to read the file" }, (scope, d) => previewSeoImport(scope, d));

export const importSeoFileAction = brandAction("importSeoFile", importSeoInput, { ...edit, failure: "Failed to import the file" }, (scope, d) => importSeoFile(scope, d));

export const createSeoKeywordGroupAction = brandAction("createSeoKeywordGroup", createGroupInput, { ...edit, failure: "Failed to create the group" }, (scope, d) =>
  createKeywordGroup(scope, d),
);

export const updateSeoKeywordGroupAction = brandAction("updateSeoKeywordGroup", updateGroupInput, { ...edit, failure: "Failed to update the group" }, async (scope, { id, ...d }) => {
  await updateKeywordGroup(scope, id, d);
  return { id };
});

export const deleteSeoKeywordGroupAction = brandAction("deleteSeoKeywordGroup", groupIdInput, { ...edit, failure: "Failed to delete the group" }, async (scope, d) => {
  await deleteKeywordGroup(scope, d.id);
  return { id: d.id };
});

export const updateSeoSettingsAction = brandAction("updateSeoSettings", updateSeoSettingsInput, { ...edit, failure: "Failed to save the SEO settings" }, async (scope, d) => {
  await updateSeoSettings(scope, d);
  return { saved: true };
});
