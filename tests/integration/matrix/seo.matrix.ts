import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brandData, seoKeywordGroups, seoKeywords } from "@/db/schema";
import * as seo from "@/modules/seo/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// SEO is a working module: owners and members edit, viewers only look. Actions without ids act on
// the caller's current brand, so the outsider succeeds in their own brand B (A stays untouched).
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

const uniq = () => randomUUID().slice(0, 8);

async function keywordInA(w: MatrixWorld): Promise<string> {
  const keyword = `matrix keyword ${uniq()}`;
  const [k] = await getDb().insert(seoKeywords).values({ brandId: w.a.id, keyword, keywordKey: keyword, source: "manual", createdBy: w.a.owner.id }).returning({ id: seoKeywords.id });
  return k!.id;
}

async function groupInA(w: MatrixWorld): Promise<string> {
  const [g] = await getDb().insert(seoKeywordGroups).values({ brandId: w.a.id, name: `Matrix group ${uniq()}`, createdBy: w.a.owner.id }).returning({ id: seoKeywordGroups.id });
  return g!.id;
}

const settings = {
  location: "United Kingdom",
  language: "en",
  device: "mobile" as const,
  providers: { serp: null, keywordData: null },
  rankCheckFrequency: "weekly" as const,
  rankCheckHour: 6,
  dropAlertPlaces: 3,
  serpOverlapMin: 3,
  monthlyBudgetUsd: 25,
  competitorDomains: ["matrix-competitor.example"],
};

export default defineMatrix([
  { action: "addSeoKeywords", call: seo.addSeoKeywordsAction, allow: anyBrand, input: () => ({ text: `matrix coffee ${uniq()}\nmatrix tea ${uniq()}` }) },
  {
    action: "addBrandDataSeoKeywords",
    call: seo.addBrandDataSeoKeywordsAction,
    allow: anyBrand,
    input: async (w) => {
      await getDb().update(brandData).set({ keywords: [`brand data keyword ${uniq()}`] }).where(inArray(brandData.brandId, [w.a.id, w.b.id]));
      return {};
    },
  },
  { action: "deleteSeoKeywords", call: seo.deleteSeoKeywordsAction, allow: editors, input: async (w) => ({ ids: [await keywordInA(w)] }) },
  { action: "tagSeoKeywords", call: seo.tagSeoKeywordsAction, allow: editors, input: async (w) => ({ ids: [await keywordInA(w)], add: ["matrix"] }) },
  { action: "trackSeoKeywords", call: seo.trackSeoKeywordsAction, allow: editors, input: async (w) => ({ ids: [await keywordInA(w)], tracked: true }) },
  { action: "groupSeoKeywords", call: seo.groupSeoKeywordsAction, allow: editors, input: async (w) => ({ ids: [await keywordInA(w)], groupId: await groupInA(w) }) },
  {
    action: "previewSeoImport",
    call: seo.previewSeoImportAction,
    allow: anyBrand,
    input: () => ({ csv: `Keyword,Volume,KD,CPC\nmatrix keyword ${uniq()},1200,34,0.80\n` }),
  },
  {
    action: "importSeoFile",
    call: seo.importSeoFileAction,
    allow: anyBrand,
    input: () => ({ csv: `Keyword,Volume,KD,CPC\nmatrix keyword ${uniq()},1200,34,0.80\n` }),
  },
  { action: "createSeoKeywordGroup", call: seo.createSeoKeywordGroupAction, allow: anyBrand, input: () => ({ name: `Matrix topic ${uniq()}` }) },
  {
    action: "updateSeoKeywordGroup",
    call: seo.updateSeoKeywordGroupAction,
    allow: editors,
    input: async (w) => ({ id: await groupInA(w), name: `Renamed ${uniq()}`, focusKeywordId: await keywordInA(w), targetUrl: "https://example.com/topic" }),
  },
  { action: "deleteSeoKeywordGroup", call: seo.deleteSeoKeywordGroupAction, allow: editors, input: async (w) => ({ id: await groupInA(w) }) },
  { action: "updateSeoSettings", call: seo.updateSeoSettingsAction, allow: anyBrand, input: () => settings },
]);

