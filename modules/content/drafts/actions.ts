"use server";

import { ActionError, brandAction } from "@/lib/action";
import { currentSiteOrigin } from "@/lib/site-origin";
import { cancelGeneration, startGeneration } from "./generate";
import { draftFromFile } from "./import-file";
import {
  addManualDraftInput,
  generationIdInput,
  postIdInput,
  readDraftFileInput,
  rejectPostInput,
  restoreVersionInput,
  savePostInput,
  startGenerationInput,
} from "./inputs";
import { syncingBrandData } from "@/modules/knowledge/brand-data";
import { addManualDraft, approvePost, rejectPost, restorePostVersion, savePostText } from "./posts";

const view = { module: "content-marketing", access: "view" } as const;
const edit = { module: "content-marketing", access: "edit" } as const;

export const startContentGenerationAction = brandAction("startContentGeneration", startGenerationInput, { ...edit, failure: "The generation could not be started. Please try again." }, async (scope, d) =>
  startGeneration(scope, d, { callbackOrigin: await currentSiteOrigin() }),
);

export const cancelContentGenerationAction = brandAction("cancelContentGeneration", generationIdInput, edit, async (scope, d) => {
  await cancelGeneration(scope, d.generationId);
  return { cancelled: true };
});

export const addManualDraftAction = brandAction("addManualDraft", addManualDraftInput, { ...edit, failure: "The draft could not be added. Please try again." }, (scope, d) => addManualDraft(scope, d));

/** Reads an uploaded .md/.docx into Markdown for the "Add a draft" form (nothing is stored). */
export const readDraftFileAction = brandAction("readDraftFile", readDraftFileInput, { ...view, failure: "The file could not be read. Please try again." }, async (_scope, form) => {
  const file = form.get("file");
  if (!(file instanceof File)) throw new ActionError("Choose a .md or .docx file to upload.");
  return draftFromFile(file.name || "draft.md", new Uint8Array(await file.arrayBuffer()));
});

// Approved posts are part of the brand's knowledge base (brand data "Approved content"): edits and approvals re-sync it.
export const saveContentPostAction = brandAction("saveContentPost", savePostInput, { ...edit, failure: "The draft could not be saved. Please try again." }, syncingBrandData(savePostText));

export const restoreContentPostVersionAction = brandAction("restoreContentPostVersion", restoreVersionInput, edit, (scope, d) => restorePostVersion(scope, d));

export const approveContentPostAction = brandAction("approveContentPost", postIdInput, edit, syncingBrandData(async (scope, d) => {
  await approvePost(scope, d.postId);
  return { status: "selected" as const };
}));

export const rejectContentPostAction = brandAction("rejectContentPost", rejectPostInput, edit, async (scope, d) => {
  await rejectPost(scope, d.postId, d.reason);
  return { status: "rejected" as const };
});
