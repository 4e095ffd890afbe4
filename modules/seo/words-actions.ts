"use server";

/**
 * Server actions of /keyword-assistant, /keywords-5ws and /branded-keywords (lib/action: sign-in → zod →
 * scope → permission). Each is in the cross-tenant matrix (tests/integration/matrix/seo-words.matrix.ts).
 */
import { brandAction } from "@/lib/action";
import { aiCandidates } from "./assistant";
import { fetchSeedSuggestions } from "./seed-suggestions";
import { brandClassOverrideInput, brandTermsInput, expandSeedsInput, keepKeywordsInput, seedSuggestionsInput } from "./words-inputs";
import { keepKeywords, setBrandClassOverride, updateBrandTerms } from "./queries/words";

const edit = { module: "seo", access: "edit" } as const;

export const keepAssistantKeywordsAction = brandAction("keepAssistantKeywords", keepKeywordsInput, { ...edit, failure: "Failed to keep the keywords" }, (scope, d) =>
  keepKeywords(scope, d.keywords, "assistant", "the keyword assistant"),
);

export const addQuestionKeywordsAction = brandAction("addQuestionKeywords", keepKeywordsInput, { ...edit, failure: "Failed to add the questions" }, (scope, d) =>
  keepKeywords(scope, d.keywords, "5ws", "Keywords 5Ws"),
);

export const expandKeywordsWithAiAction = brandAction("expandKeywordsWithAi", expandSeedsInput, { ...edit, failure: "Failed to ask the AI engine" }, (scope, d) =>
  aiCandidates(scope, d.seeds),
);

export const overrideBrandClassAction = brandAction("overrideBrandClass", brandClassOverrideInput, { ...edit, failure: "Failed to change the class" }, (scope, d) =>
  setBrandClassOverride(scope, d.ids, d.class),
);

export const updateBrandTermsAction = brandAction("updateBrandTerms", brandTermsInput, { ...edit, failure: "Failed to save the brand terms" }, (scope, d) => updateBrandTerms(scope, d));

export const fetchSeedSuggestionsAction = brandAction("fetchSeedSuggestions", seedSuggestionsInput, { ...edit, failure: "Failed to get suggestions" }, (scope, d) =>
  fetchSeedSuggestions(scope, d.seed),
);
