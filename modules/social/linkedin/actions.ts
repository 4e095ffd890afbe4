"use server";

import { brandAction } from "@/lib/action";
import { currentSiteOrigin } from "@/lib/site-origin";
import { syncingBrandData } from "@/modules/knowledge/brand-data";
import { addManualIdea, generateIdeas, setIdeaStatus } from "./ideas";
import {
  addIdeaInput,
  addSamplesInput,
  createStyleProfileInput,
  generateIdeasInput,
  ideaIdInput,
  linkedinPostIdInput,
  rejectIdeaInput,
  rejectLinkedinPostInput,
  sampleIdInput,
  saveLinkedinPostInput,
  styleProfileIdInput,
  trainStyleProfileInput,
  updateStyleProfileInput,
  writePostsInput,
} from "./inputs";
import { approveLinkedinPost, rejectLinkedinPost, saveLinkedinPost, writeLinkedinPosts } from "./posts";
import { addSamples, createStyleProfile, deleteSample, deleteStyleProfile, trainStyleProfile, updateStyleProfile } from "./training";

const edit = { module: "social-media", access: "edit" } as const;

// 1. Training
export const createStyleProfileAction = brandAction("createStyleProfile", createStyleProfileInput, { ...edit, failure: "The style profile could not be created. Please try again." }, (scope, d) =>
  createStyleProfile(scope, { name: d.name, kind: d.kind, socialProfileId: d.socialProfileId || undefined }),
);

export const addStyleSamplesAction = brandAction("addStyleSamples", addSamplesInput, { ...edit, failure: "The posts could not be added. Please try again." }, (scope, d) => addSamples(scope, d));

export const deleteStyleSampleAction = brandAction("deleteStyleSample", sampleIdInput, edit, async (scope, d) => {
  await deleteSample(scope, d.sampleId);
  return { deleted: true };
});

export const trainStyleProfileAction = brandAction("trainStyleProfile", trainStyleProfileInput, { ...edit, failure: "Training failed. Please try again." }, (scope, d) => trainStyleProfile(scope, d));

export const updateStyleProfileAction = brandAction("updateStyleProfile", updateStyleProfileInput, { ...edit, failure: "The style profile could not be saved. Please try again." }, async (scope, d) => {
  const { styleProfileId, socialProfileId, ...rest } = d;
  await updateStyleProfile(scope, styleProfileId, { ...rest, socialProfileId: socialProfileId || undefined });
  return { saved: true };
});

export const deleteStyleProfileAction = brandAction("deleteStyleProfile", styleProfileIdInput, edit, async (scope, d) => {
  await deleteStyleProfile(scope, d.styleProfileId);
  return { deleted: true };
});

// 2. Ideas
export const generateLinkedinIdeasAction = brandAction("generateLinkedinIdeas", generateIdeasInput, { ...edit, failure: "The ideas could not be generated. Please try again." }, async (scope, d) =>
  generateIdeas(scope, { count: d.count, styleProfileId: d.styleProfileId || undefined, focus: d.focus }, { callbackOrigin: await currentSiteOrigin() }),
);

export const addLinkedinIdeaAction = brandAction("addLinkedinIdea", addIdeaInput, edit, (scope, d) => addManualIdea(scope, d));

export const rejectLinkedinIdeaAction = brandAction("rejectLinkedinIdea", rejectIdeaInput, edit, async (scope, d) => {
  await setIdeaStatus(scope, d.ideaId, "rejected", d.reason);
  return { status: "rejected" as const };
});

export const restoreLinkedinIdeaAction = brandAction("restoreLinkedinIdea", ideaIdInput, edit, async (scope, d) => {
  await setIdeaStatus(scope, d.ideaId, "new");
  return { status: "new" as const };
});

// 3. Posts
export const writeLinkedinPostsAction = brandAction("writeLinkedinPosts", writePostsInput, { ...edit, failure: "The post could not be written. Please try again." }, (scope, d) =>
  writeLinkedinPosts(scope, { styleProfileId: d.styleProfileId, ideaId: d.ideaId || undefined, topic: d.topic, variants: d.variants }),
);

export const saveLinkedinPostAction = brandAction("saveLinkedinPost", saveLinkedinPostInput, { ...edit, failure: "The post could not be saved. Please try again." }, syncingBrandData(saveLinkedinPost));

// Approved posts join the brand's knowledge base (brand data "Approved content"), as on /cm-posts-suggested.
export const approveLinkedinPostAction = brandAction("approveLinkedinPost", linkedinPostIdInput, edit, syncingBrandData(async (scope, d) => {
  await approveLinkedinPost(scope, d.postId);
  return { status: "selected" as const };
}));

export const rejectLinkedinPostAction = brandAction("rejectLinkedinPost", rejectLinkedinPostInput, edit, async (scope, d) => {
  await rejectLinkedinPost(scope, d.postId, d.reason);
  return { status: "rejected" as const };
});
