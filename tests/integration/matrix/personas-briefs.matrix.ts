import { getDb } from "@/db/client";
import { personasBriefs } from "@/db/schema";
import * as a from "@/modules/personas/briefs/actions";
import type { BriefInput } from "@/modules/personas/briefs/inputs";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Persona briefs and their settings (issue #24): owners and members edit. Saving settings and creating a
// brief act on the caller's current brand (the outsider succeeds in their own brand B, A stays untouched);
// updating, duplicating and deleting name one of A's briefs, which only A's editors may reach.
const editors = ["owner", "member"] as const;

async function briefInA(w: MatrixWorld): Promise<string> {
  const [row] = await getDb()
    .insert(personasBriefs)
    .values({ brandId: w.a.id, name: `Brief of ${w.a.name}`, audience: "Home baristas", segments: [{ key: "home", name: "Home", share: 100, description: "", attributes: {} }] })
    .returning({ id: personasBriefs.id });
  return row!.id;
}

const brief = {
  name: "Matrix brief",
  audience: "Coffee buyers",
  segments: [
    { key: "", name: "Owners", share: 40, description: "", attributes: [{ key: "company size", value: "1–10" }] },
    { key: "", name: "Home baristas", share: 60, description: "", attributes: [] },
  ],
  constraints: "",
  decision: "Subscribe or not",
  country: "DE",
  language: "de",
  ageMin: 20,
  ageMax: 60,
  b2b: false,
  requiredAttributes: ["goals", "pains"],
  collectionIds: [],
} satisfies BriefInput;

export default defineMatrix([
  {
    action: "savePersonasBriefSettings",
    call: a.savePersonasBriefSettingsAction,
    allow: [...editors, "outsider"],
    input: () => ({ country: "DE", language: "de", ageMin: 21, ageMax: 64, b2b: true, requiredAttributes: ["goals"], collectionIds: [], engineKey: "", monthlyBudgetUsd: "12" }),
  },
  { action: "createPersonasBrief", call: a.createPersonasBriefAction, allow: [...editors, "outsider"], input: () => brief },
  { action: "updatePersonasBrief", call: a.updatePersonasBriefAction, allow: editors, input: async (w) => ({ id: await briefInA(w), brief }) },
  { action: "duplicatePersonasBrief", call: a.duplicatePersonasBriefAction, allow: editors, input: async (w) => ({ id: await briefInA(w) }) },
  { action: "deletePersonasBrief", call: a.deletePersonasBriefAction, allow: editors, input: async (w) => ({ id: await briefInA(w) }) },
  // No AI engine in the matrix world: refused for everyone with what to connect, and nothing of A is read.
  { action: "draftPersonasBrief", call: a.draftPersonasBriefAction, allow: [], input: () => ({ audience: "Coffee buyers", b2b: false }) },
]);
