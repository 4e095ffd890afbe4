import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { seoKeywords, seoSavedViews } from "@/db/schema";
import * as research from "@/modules/seo/research-actions";
import { defineMatrix, type MatrixWorld, type Persona } from "../helpers/matrix";
import { matrixFakeDataForSeo } from "../helpers/matrix-fake-dataforseo";

// Finding ideas and refreshing volumes are edits (paid calls that write keywords); saved views are a
// person's own way of looking, so viewers keep them too. Actions without ids act on the caller's
// current brand, so the outsider succeeds in their own brand B (A stays untouched).
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

// The allowed personas must really reach DataForSEO (a loopback fake as the deployment's provider).
const fakeDataForSeo = matrixFakeDataForSeo();

const uniq = () => randomUUID().slice(0, 8);

async function keywordInA(w: MatrixWorld): Promise<string> {
  const keyword = `running shoes ${uniq()}`;
  const [k] = await getDb().insert(seoKeywords).values({ brandId: w.a.id, keyword, keywordKey: keyword, source: "manual", createdBy: w.a.owner.id }).returning({ id: seoKeywords.id });
  return k!.id;
}

function userOf(w: MatrixWorld, persona: Persona): string {
  return persona === "signedOut" ? w.a.owner.id : w.users[persona].id;
}

export default defineMatrix([
  {
    action: "findSeoKeywordIdeas",
    call: research.findSeoKeywordIdeasAction,
    allow: anyBrand,
    input: async () => {
      await fakeDataForSeo();
      return { seeds: "running shoes", limit: 10 };
    },
  },
  {
    action: "refreshSeoKeywordVolumes",
    call: research.refreshSeoKeywordVolumesAction,
    allow: editors,
    input: async (w) => {
      await fakeDataForSeo();
      return { ids: [await keywordInA(w)] };
    },
  },
  { action: "saveSeoKeywordView", call: research.saveSeoKeywordViewAction, allow: ["owner", "member", "viewer", "outsider"], input: () => ({ name: `Matrix view ${uniq()}`, search: "?pos=top20" }) },
  {
    action: "deleteSeoKeywordView",
    call: research.deleteSeoKeywordViewAction,
    // A view of brand A belonging to the caller: people of A delete their own; the outsider's current brand is B.
    allow: ["owner", "member", "viewer"],
    input: async (w, persona) => {
      const [v] = await getDb()
        .insert(seoSavedViews)
        .values({ brandId: w.a.id, userId: userOf(w, persona), name: `Matrix view ${uniq()}`, search: "?tracked=yes" })
        .returning({ id: seoSavedViews.id });
      return { id: v!.id };
    },
  },
]);
