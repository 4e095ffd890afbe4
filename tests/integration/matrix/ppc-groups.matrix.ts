import { getDb } from "@/db/client";
import { ppcGroupKeywords, ppcGroups, ppcKeywords, seoKeywordGroups, seoKeywords } from "@/db/schema";
import * as groups from "@/modules/ppc/groups/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /ppc-selection-groups (issue #23): owners and members edit, viewers look and export. Creating a group acts on
// the caller's current brand (the outsider succeeds in their own brand B); everything that names a group or a
// keyword takes one of brand A — anyone outside A gets "not found". Building from SEO clusters and clustering
// paid keywords act on the current brand: A has clusters and paid keywords, B has none, so the outsider is refused.
// The page itself is a server component behind requireModule("performance-marketing") with no route handler.

async function keywordsOfA(w: MatrixWorld, names: string[]): Promise<string[]> {
  const rows = await getDb()
    .insert(seoKeywords)
    .values(names.map((k) => ({ brandId: w.a.id, keyword: k, keywordKey: k, source: "manual" })))
    .returning({ id: seoKeywords.id });
  return rows.map((r) => r.id);
}

async function groupOfA(w: MatrixWorld): Promise<{ groupId: string; keywordId: string; groupKeywordId: string }> {
  const [keywordId] = await keywordsOfA(w, ["matrix cold brew"]);
  const [g] = await getDb().insert(ppcGroups).values({ brandId: w.a.id, name: "Matrix group" }).returning({ id: ppcGroups.id });
  const [gk] = await getDb().insert(ppcGroupKeywords).values({ brandId: w.a.id, groupId: g!.id, keywordId: keywordId! }).returning({ id: ppcGroupKeywords.id });
  return { groupId: g!.id, keywordId: keywordId!, groupKeywordId: gk!.id };
}

export default defineMatrix([
  { action: "createPpcGroup", call: groups.createPpcGroupAction, allow: ["owner", "member", "outsider"], input: () => ({ name: "Matrix new group" }) },
  {
    action: "addKeywordsToPpcGroup",
    call: groups.addKeywordsToPpcGroupAction,
    allow: ["owner", "member"],
    input: async (w) => {
      const { groupId } = await groupOfA(w);
      return { groupId, keywordIds: await keywordsOfA(w, ["matrix iced coffee"]) };
    },
  },
  {
    action: "buildPpcGroupsFromSeo",
    call: groups.buildPpcGroupsFromSeoAction,
    allow: ["owner", "member"],
    input: async (w) => {
      const [seo] = await getDb().insert(seoKeywordGroups).values({ brandId: w.a.id, name: "Matrix SEO cluster", method: "lexical" }).returning({ id: seoKeywordGroups.id });
      await getDb().insert(seoKeywords).values({ brandId: w.a.id, keyword: "matrix espresso", keywordKey: "matrix espresso", source: "manual", groupId: seo!.id });
      return {};
    },
  },
  {
    action: "clusterPaidKeywords",
    call: groups.clusterPaidKeywordsAction,
    allow: ["owner", "member"],
    input: async (w) => {
      const ids = await keywordsOfA(w, ["french press", "french press coffee"]);
      await getDb().insert(ppcKeywords).values(ids.map((keywordId) => ({ brandId: w.a.id, keywordId, matchType: "phrase" as const, source: "import" as const })));
      return {};
    },
  },
  { action: "updatePpcGroup", call: groups.updatePpcGroupAction, allow: ["owner", "member"], input: async (w) => ({ groupId: (await groupOfA(w)).groupId, maxCpc: 1.5 }) },
  { action: "deletePpcGroup", call: groups.deletePpcGroupAction, allow: ["owner", "member"], input: async (w) => ({ groupId: (await groupOfA(w)).groupId }) },
  { action: "setPpcMatchTypes", call: groups.setPpcMatchTypesAction, allow: ["owner", "member"], input: async (w) => ({ groupKeywordId: (await groupOfA(w)).groupKeywordId, matchTypes: ["exact"] }) },
  { action: "removePpcGroupKeyword", call: groups.removePpcGroupKeywordAction, allow: ["owner", "member"], input: async (w) => ({ groupKeywordId: (await groupOfA(w)).groupKeywordId }) },
  { action: "exportPpcEditorCsv", call: groups.exportPpcEditorCsvAction, allow: ["owner", "member", "viewer"], input: async (w) => ({ groupIds: [(await groupOfA(w)).groupId], encoding: "utf8" }) },
]);
