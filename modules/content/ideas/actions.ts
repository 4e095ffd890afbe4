"use server";
/**
 * The /content-ideas actions. Reading needs view access to content marketing; everything that
 * changes ideas (or spends on the AI engine) needs edit.
 */
import { brandAction } from "@/lib/action";
import { generateAiIdeas } from "./ai";
import { generateIdeas } from "./generate";
import { addIdeaInput, generateAiIdeasInput, generateIdeasInput, ideaIdInput, mergeIdeasInput, rejectIdeaInput } from "./inputs";
import { acceptIdea, addIdea, mergeIdeas, rejectIdea, reopenIdea } from "./manage";

const CONTENT = "content-marketing" as const;

export const generateContentIdeasAction = brandAction("generateContentIdeas", generateIdeasInput, { module: CONTENT, access: "edit", failure: "Failed to generate ideas from the brand's data" }, (scope) =>
  generateIdeas(scope),
);

export const generateAiContentIdeasAction = brandAction("generateAiContentIdeas", generateAiIdeasInput, { module: CONTENT, access: "edit", failure: "Failed to generate ideas with AI" }, (scope, d) =>
  generateAiIdeas(scope, { count: d.count, focus: d.focus }),
);

export const acceptContentIdeaAction = brandAction("acceptContentIdea", ideaIdInput, { module: CONTENT, access: "edit", failure: "Failed to create the brief" }, (scope, d) => acceptIdea(scope, d.id));

export const rejectContentIdeaAction = brandAction("rejectContentIdea", rejectIdeaInput, { module: CONTENT, access: "edit", failure: "Failed to reject the idea" }, (scope, d) =>
  rejectIdea(scope, d.id, d.reason),
);

export const reopenContentIdeaAction = brandAction("reopenContentIdea", ideaIdInput, { module: CONTENT, access: "edit", failure: "Failed to reopen the idea" }, (scope, d) => reopenIdea(scope, d.id));

export const mergeContentIdeasAction = brandAction("mergeContentIdeas", mergeIdeasInput, { module: CONTENT, access: "edit", failure: "Failed to merge the ideas" }, (scope, d) =>
  mergeIdeas(scope, d.ids, d.intoId),
);

export const addContentIdeaAction = brandAction("addContentIdea", addIdeaInput, { module: CONTENT, access: "edit", failure: "Failed to add the idea" }, (scope, d) => addIdea(scope, d));
