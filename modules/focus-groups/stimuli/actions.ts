"use server";

import { z } from "zod";
import { ActionError, brandAction } from "@/lib/action";
import { imageStimulusForm, MAX_IMAGE_FORM_BYTES, createStimulusInput, reorderStimuliInput, stimulusId, updateStimulusInput } from "./inputs";
import { addVariant, createImageStimulus, createStimulus, deleteStimulus, refreshSnapshot, reorderStimuli, updateStimulus } from "./queries";

const edit = (failure: string) => ({ module: "focus-groups" as const, access: "edit" as const, failure });
const formInput = z.custom<FormData>((v) => typeof FormData !== "undefined" && v instanceof FormData, "Choose an image to upload.");

export const createFgStimulusAction = brandAction("createFgStimulus", createStimulusInput, edit("The stimulus could not be added. Please try again."), (scope, { projectId, ...f }) =>
  createStimulus(scope, projectId, f),
);

export const uploadFgStimulusImageAction = brandAction("uploadFgStimulusImage", formInput, edit("The image could not be added. Please try again."), async (scope, form) => {
  const fields = imageStimulusForm.safeParse({
    projectId: form.get("projectId"),
    label: form.get("label"),
    content: form.get("content"),
    variantGroup: form.get("variantGroup") || null,
  });
  if (!fields.success) throw new ActionError(fields.error.issues[0]?.message ?? "Check the image form.");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw new ActionError("Choose an image to upload (PNG, JPEG, GIF or WebP).");
  if (file.size > MAX_IMAGE_FORM_BYTES) throw new ActionError(`"${file.name}" is larger than 10 MB, the limit for a stimulus image.`);
  const { projectId, ...rest } = fields.data;
  return createImageStimulus(scope, projectId, { ...rest, fileName: file.name || "image", bytes: new Uint8Array(await file.arrayBuffer()) });
});

export const updateFgStimulusAction = brandAction("updateFgStimulus", updateStimulusInput, edit("The stimulus could not be saved. Please try again."), (scope, { stimulusId: id, ...patch }) =>
  updateStimulus(scope, id, patch),
);

export const refreshFgSnapshotAction = brandAction("refreshFgSnapshot", z.object({ stimulusId }), edit("The snapshot could not be refreshed. Please try again."), (scope, d) =>
  refreshSnapshot(scope, d.stimulusId),
);

export const addFgVariantAction = brandAction("addFgVariant", z.object({ stimulusId }), edit("The variant could not be added. Please try again."), (scope, d) => addVariant(scope, d.stimulusId));

export const reorderFgStimuliAction = brandAction("reorderFgStimuli", reorderStimuliInput, edit("The new order could not be saved. Please try again."), (scope, d) =>
  reorderStimuli(scope, d.projectId, d.ids),
);

export const deleteFgStimulusAction = brandAction("deleteFgStimulus", z.object({ stimulusId }), edit("The stimulus could not be deleted. Please try again."), (scope, d) =>
  deleteStimulus(scope, d.stimulusId),
);
