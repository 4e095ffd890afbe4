import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { ppcGroups } from "@/db/schema";
import * as sk from "@/modules/ppc/search-keywords/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Performance marketing is a working module: owners and members change keywords, negatives and groups;
// viewers only look. Planning keywords and adding negatives act on the caller's current brand, so the
// outsider succeeds in their own brand B (A stays untouched); sending to a group of A by id is not found
// from another brand. The route /search-keywords is covered by route-matrix.test.ts from the registry.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

const uniq = () => randomUUID().slice(0, 8);

async function groupInA(w: MatrixWorld): Promise<string> {
  const [g] = await getDb().insert(ppcGroups).values({ brandId: w.a.id, name: `Matrix group ${uniq()}` }).returning({ id: ppcGroups.id });
  return g!.id;
}

export default defineMatrix([
  { action: "addPpcTermsAsKeywords", call: sk.addPpcTermsAsKeywordsAction, allow: anyBrand, input: () => ({ terms: [`matrix term ${uniq()}`], matchType: "exact" }) },
  { action: "addPpcTermsAsNegatives", call: sk.addPpcTermsAsNegativesAction, allow: anyBrand, input: () => ({ terms: [`matrix negative ${uniq()}`], matchType: "phrase" }) },
  { action: "sendPpcTermsToGroup", call: sk.sendPpcTermsToGroupAction, allow: editors, input: async (w) => ({ terms: [`matrix term ${uniq()}`], groupId: await groupInA(w) }) },
]);
