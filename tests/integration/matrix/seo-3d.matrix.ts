import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { seo3dAnalyses, seoGscRows } from "@/db/schema";
import * as threeD from "@/modules/seo/three-d/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// The 3D analysis (issue #19): owners and members edit, viewers look; creating acts on the caller's
// current brand (the outsider's own brand B). Every other action names an analysis of brand A by id.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

const uniq = () => randomUUID().slice(0, 8);
const PAGE_A = "https://matrix-a.example/a";
const PAGE_B = "https://matrix-a.example/b";

/** An analysis of brand A with two pages, GSC rows that make one keyword cannibalised, its pairs and metrics. */
async function analysis(w: MatrixWorld): Promise<{ id: string; keyword: string }> {
  const db = getDb();
  const keyword = `matrix 3d ${uniq()}`;
  const day = "2026-11-01";
  await db.insert(seoGscRows).values(
    [PAGE_A, PAGE_B].map((page, i) => ({
      brandId: w.a.id,
      source: "gsc",
      rowKey: JSON.stringify(["gsc", "query", day, keyword, page, "", ""]),
      day,
      query: keyword,
      page,
      clicks: 1 + i,
      impressions: 100 + i,
      ctr: (1 + i) / (100 + i),
      position: 7 + i,
      fetchedAt: new Date(),
    })),
  );
  const [row] = await db
    .insert(seo3dAnalyses)
    .values({
      brandId: w.a.id,
      name: `Matrix analysis ${uniq()}`,
      pages: [PAGE_A, PAGE_B].map((url) => ({ url, source: "paste" })),
      pairs: [PAGE_A, PAGE_B].map((page) => ({ keyword, page, source: "gsc" })),
      metrics: ["clicks", "impressions", "ctr", "position"],
      createdBy: w.a.owner.id,
    })
    .returning({ id: seo3dAnalyses.id });
  return { id: row!.id, keyword };
}

export default defineMatrix([
  { action: "create3dAnalysis", call: threeD.create3dAnalysisAction, allow: anyBrand, input: () => ({ name: `Matrix 3D ${uniq()}` }) },
  { action: "delete3dAnalysis", call: threeD.delete3dAnalysisAction, allow: editors, input: async (w) => ({ id: (await analysis(w)).id }) },
  { action: "add3dPages", call: threeD.add3dPagesAction, allow: editors, input: async (w) => ({ id: (await analysis(w)).id, source: "paste", input: `https://matrix-a.example/new-${uniq()}` }) },
  { action: "remove3dPages", call: threeD.remove3dPagesAction, allow: editors, input: async (w) => ({ id: (await analysis(w)).id, urls: [PAGE_B] }) },
  { action: "add3dPairs", call: threeD.add3dPairsAction, allow: editors, input: async (w) => ({ id: (await analysis(w)).id, source: "gsc" }) },
  { action: "add3dPair", call: threeD.add3dPairAction, allow: editors, input: async (w) => ({ id: (await analysis(w)).id, keyword: `by hand ${uniq()}`, page: PAGE_A }) },
  {
    action: "remove3dPairs",
    call: threeD.remove3dPairsAction,
    allow: editors,
    input: async (w) => {
      const a = await analysis(w);
      return { id: a.id, pairs: [{ keyword: a.keyword, page: PAGE_A }] };
    },
  },
  { action: "save3dMetrics", call: threeD.save3dMetricsAction, allow: editors, input: async (w) => ({ id: (await analysis(w)).id, metrics: ["clicks", "rank"], periodDays: 90 }) },
  {
    action: "create3dFindingTask",
    call: threeD.create3dFindingTaskAction,
    allow: editors,
    input: async (w) => {
      const a = await analysis(w);
      return { id: a.id, findingKey: `cannibalisation:${a.keyword}` };
    },
  },
]);
