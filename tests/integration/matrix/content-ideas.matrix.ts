import { getDb } from "@/db/client";
import { aiEngines, contentIdeas, contentSettings } from "@/db/schema";
import * as ideas from "@/modules/content/ideas/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /content-ideas (issue #21). Owners and members change ideas; viewers look. Generating and adding act
// on the caller's current brand (the outsider succeeds in B, learns nothing of A); the rest name A's ideas.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

async function ideaInA(w: MatrixWorld, status: "new" | "rejected" = "new"): Promise<string> {
  const [row] = await getDb()
    .insert(contentIdeas)
    .values({ brandId: w.a.id, title: `Idea ${w.a.markers[0]} ${Math.random()}`, origin: "manual", status, rejectReason: status === "rejected" ? "Off-brand" : null })
    .returning({ id: contentIdeas.id });
  return row!.id;
}

export default defineMatrix([
  { action: "generateContentIdeas", call: ideas.generateContentIdeasAction, allow: anyBrand, input: () => ({}) },
  {
    action: "generateAiContentIdeas",
    call: ideas.generateAiContentIdeasAction,
    // Brand A has an engine and a spent budget (refused before any call); B has no engine: nobody generates.
    allow: [],
    input: async (w) => {
      await getDb().insert(aiEngines).values({ brandId: w.a.id, label: "Matrix model", provider: "openai-compatible", model: "m", baseUrl: "http://127.0.0.1:9/v1", isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" });
      await getDb().insert(contentSettings).values({ brandId: w.a.id, monthlyBudgetUsd: "0" });
      return { count: 3 };
    },
  },
  { action: "acceptContentIdea", call: ideas.acceptContentIdeaAction, allow: editors, input: async (w) => ({ id: await ideaInA(w) }) },
  { action: "rejectContentIdea", call: ideas.rejectContentIdeaAction, allow: editors, input: async (w) => ({ id: await ideaInA(w), reason: "Not for this brand" }) },
  { action: "reopenContentIdea", call: ideas.reopenContentIdeaAction, allow: editors, input: async (w) => ({ id: await ideaInA(w, "rejected") }) },
  {
    action: "mergeContentIdeas",
    call: ideas.mergeContentIdeasAction,
    allow: editors,
    input: async (w) => {
      const keep = await ideaInA(w);
      return { ids: [keep, await ideaInA(w)], intoId: keep };
    },
  },
  { action: "addContentIdea", call: ideas.addContentIdeaAction, allow: anyBrand, input: () => ({ title: "How to descale an espresso machine", summary: "" }) },
]);
