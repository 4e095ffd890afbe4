import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { seoKeywords } from "@/db/schema";
import * as words from "@/modules/seo/words-actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// The keyword-words actions: keeping candidates and asking the AI engine act on the caller's current
// brand (the outsider succeeds in their own brand B, A stays untouched); an override names A's keywords.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

const uniq = () => randomUUID().slice(0, 8);

async function keywordInA(w: MatrixWorld): Promise<string> {
  const keyword = `matrix branded ${uniq()}`;
  const [k] = await getDb().insert(seoKeywords).values({ brandId: w.a.id, keyword, keywordKey: keyword, source: "manual", createdBy: w.a.owner.id }).returning({ id: seoKeywords.id });
  return k!.id;
}

export default defineMatrix([
  { action: "keepAssistantKeywords", call: words.keepAssistantKeywordsAction, allow: anyBrand, input: () => ({ keywords: [`matrix kept ${uniq()}`] }) },
  { action: "addQuestionKeywords", call: words.addQuestionKeywordsAction, allow: anyBrand, input: () => ({ keywords: [`how to use matrix ${uniq()}`] }) },
  // Without an engine the answer is a "no_engine" result (a success), so access is what the cell tests.
  { action: "expandKeywordsWithAi", call: words.expandKeywordsWithAiAction, allow: anyBrand, input: () => ({ seeds: [`matrix seed ${uniq()}`] }) },
  { action: "updateBrandTerms", call: words.updateBrandTermsAction, allow: anyBrand, input: () => ({ nameVariants: [`Matrix ${uniq()}`], products: [] }) },
  { action: "overrideBrandClass", call: words.overrideBrandClassAction, allow: editors, input: async (w) => ({ ids: [await keywordInA(w)], class: "branded" as const }) },
]);
