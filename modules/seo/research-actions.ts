"use server";

/**
 * Server actions of /keyword-research beyond the keyword store's (modules/seo/actions.ts): ideas and
 * volumes from the provider, and saved views. Each is in tests/integration/matrix/seo-research.matrix.ts.
 */
import { brandAction } from "@/lib/action";
import { deleteKeywordView, saveKeywordView } from "./queries/research";
import { findKeywordIdeas, refreshKeywordVolumes } from "./research";
import { findKeywordIdeasInput, keywordViewIdInput, refreshKeywordVolumesInput, saveKeywordViewInput } from "./research-inputs";

const edit = { module: "seo", access: "edit" } as const;

export const findSeoKeywordIdeasAction = brandAction("findSeoKeywordIdeas", findKeywordIdeasInput, { ...edit, failure: "Failed to find keyword ideas" }, (scope, d) =>
  findKeywordIdeas(scope, d.seeds, d.limit),
);

export const refreshSeoKeywordVolumesAction = brandAction("refreshSeoKeywordVolumes", refreshKeywordVolumesInput, { ...edit, failure: "Failed to refresh the volumes" }, (scope, d) =>
  refreshKeywordVolumes(scope, d.ids),
);

// A saved view is a person's own way of looking at the brand's keywords: viewers may keep them too.
export const saveSeoKeywordViewAction = brandAction("saveSeoKeywordView", saveKeywordViewInput, { module: "seo", access: "view", failure: "Failed to save the view" }, (scope, d) =>
  saveKeywordView(scope, d.name, d.search),
);

export const deleteSeoKeywordViewAction = brandAction("deleteSeoKeywordView", keywordViewIdInput, { module: "seo", access: "view", failure: "Failed to delete the view" }, async (scope, d) => {
  await deleteKeywordView(scope, d.id);
  return { id: d.id };
});
