"use server";

/** Keyword Planner ideas from the brand's Google Ads account, stored on the keyword store (see ./ideas.ts). */
import { ActionError, brandAction } from "@/lib/action";
import { keywordIdeasInput } from "./inputs";
import { keywordIdeas } from "./ideas";

export const keywordIdeasAction = brandAction("keywordIdeas", keywordIdeasInput, { module: "performance-marketing", access: "edit", failure: "Could not get keyword ideas" }, async (scope, { keywords, url }) => {
  const got = await keywordIdeas(scope, { keywords, url: url || null });
  if (!got.ok) throw new ActionError(got.failure.message);
  return { ideas: got.value.map((i) => ({ keywordId: i.keywordId, text: i.text, avgMonthlySearches: i.avgMonthlySearches, competition: i.competition, lowTopOfPageBid: i.lowTopOfPageBid, highTopOfPageBid: i.highTopOfPageBid })) };
});
