import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { seoKeywords } from "@/db/schema";
import * as research from "@/modules/content/research/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";
import { storeSerp } from "../helpers/seo-brand";

// Content research (issue #21): owners and members edit, viewers look; every action acts on the
// caller's current brand (the outsider's own brand B), so both brands get the same keyword and the
// shared SERP cache holds one SERP of it.
const anyBrand = ["owner", "member", "outsider"] as const;

async function keywordWithSerp(w: MatrixWorld): Promise<string> {
  const keyword = `matrix research ${randomUUID().slice(0, 8)}`;
  await getDb().insert(seoKeywords).values([w.a.id, w.b.id].map((brandId) => ({ brandId, keyword, keywordKey: keyword, source: "manual" })));
  await storeSerp(keyword, ["https://rival.example/guide"], undefined, { peopleAlsoAsk: ["What is a matrix?"] });
  return keyword;
}

export default defineMatrix([
  // Queues the fetch job (nothing is fetched inside the request).
  { action: "fetchTopArticles", call: research.fetchTopArticlesAction, allow: anyBrand, input: async (w) => ({ keyword: await keywordWithSerp(w) }) },
  // No AI engine and no article read in the test world: refused with what to do, for everyone.
  { action: "recommendStructure", call: research.recommendStructureAction, allow: [], input: async (w) => ({ keyword: await keywordWithSerp(w) }) },
  // The SERP's questions make a brief even before any article is read.
  { action: "saveStructureToBrief", call: research.saveStructureToBriefAction, allow: anyBrand, input: async (w) => ({ keyword: await keywordWithSerp(w), method: "consensus" }) },
]);
