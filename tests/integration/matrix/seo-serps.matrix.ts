import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { seoKeywordGroups, seoKeywords } from "@/db/schema";
import * as serps from "@/modules/seo/serps-actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Focus keyword groups, SERPs research and competitor keywords (issue #18). Owners and members edit,
// viewers look; actions without ids act on the caller's current brand (the outsider's own brand B).
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

const uniq = () => randomUUID().slice(0, 8);

async function groupWithKeywords(w: MatrixWorld, n: number): Promise<{ groupId: string; keywordIds: string[] }> {
  const db = getDb();
  const [g] = await db.insert(seoKeywordGroups).values({ brandId: w.a.id, name: `Matrix group ${uniq()}`, method: "lexical", createdBy: w.a.owner.id }).returning({ id: seoKeywordGroups.id });
  const rows = await db
    .insert(seoKeywords)
    .values(Array.from({ length: n }, (_, i) => ({ brandId: w.a.id, keyword: `matrix group kw ${i} ${uniq()}`, keywordKey: `matrix group kw ${i} ${uniq()}`, source: "manual", groupId: g!.id, createdBy: w.a.owner.id })))
    .returning({ id: seoKeywords.id });
  return { groupId: g!.id, keywordIds: rows.map((r) => r.id) };
}

export default defineMatrix([
  { action: "clusterSeoKeywords", call: serps.clusterSeoKeywordsAction, allow: anyBrand, input: () => ({}) },
  {
    action: "mergeSeoKeywordGroups",
    call: serps.mergeSeoKeywordGroupsAction,
    allow: editors,
    input: async (w) => ({ ids: [(await groupWithKeywords(w, 1)).groupId, (await groupWithKeywords(w, 1)).groupId], name: `Merged ${uniq()}` }),
  },
  {
    action: "splitSeoKeywordGroup",
    call: serps.splitSeoKeywordGroupAction,
    allow: editors,
    input: async (w) => {
      const { groupId, keywordIds } = await groupWithKeywords(w, 2);
      return { id: groupId, keywordIds: [keywordIds[0]], name: `Split ${uniq()}` };
    },
  },
  // No SERP provider in the test world: the action answers with the provider failure, in the caller's own brand.
  { action: "fetchSerp", call: serps.fetchSerpAction, allow: anyBrand, input: () => ({ keyword: `matrix serp ${uniq()}`, location: "United States", device: "desktop" }) },
  // No DataForSEO key in the test world: the answer is the "not configured" failure, for the caller's own brand.
  { action: "fetchCompetitorLabs", call: serps.fetchCompetitorLabsAction, allow: anyBrand, input: () => ({}) },
]);
