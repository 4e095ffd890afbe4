import { getDb } from "@/db/client";
import { aiEngines, personaGenerationRuns, personasBriefs } from "@/db/schema";
import { ensureJobQueues } from "@/lib/jobs";
import * as generate from "@/modules/personas/generate/actions";
import { PERSONAS_GENERATE_TASK } from "@/modules/personas/generate/jobs";
import * as personaImport from "@/modules/personas/import/actions";
import { EMPTY_PROFILE } from "@/modules/personas/profile";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /personas and /personas-simple (issue #24): owners and members generate, write and import personas;
// viewers only look. Starting a run names A's brief, so only A's editors succeed (the outsider's brief
// lookup in B finds nothing); the simple run, the hand-written persona without a brief and the import act
// on the caller's current brand (the outsider succeeds in B and learns nothing of A).
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

async function engineIn(brandId: string): Promise<void> {
  await ensureJobQueues([PERSONAS_GENERATE_TASK]);
  // Never called: the job is only enqueued here, not run.
  await getDb().insert(aiEngines).values({ brandId, label: "Matrix model", provider: "openai-compatible", model: "m", baseUrl: "http://127.0.0.1:9/v1", isDefault: true });
}

async function briefInA(w: MatrixWorld): Promise<string> {
  await engineIn(w.a.id);
  const [b] = await getDb()
    .insert(personasBriefs)
    .values({ brandId: w.a.id, name: `Brief ${w.a.markers[0]}`, segments: [{ key: "s", name: "Segment", share: 100, description: "", attributes: {} }] })
    .returning({ id: personasBriefs.id });
  return b!.id;
}

async function runInA(w: MatrixWorld): Promise<string> {
  const [r] = await getDb()
    .insert(personaGenerationRuns)
    .values({ brandId: w.a.id, requested: 2, plan: [{ index: 0, segmentKey: null, attributes: {}, status: "pending" }], createdBy: w.a.owner.id })
    .returning({ id: personaGenerationRuns.id });
  return r!.id;
}

const profile = { ...EMPTY_PROFILE, summary: "Buys espresso equipment for a small office.", age: 40, goals: ["Good coffee"], pains: ["Broken machines"] };
const csv = "name,summary,age\nMatrix Import,Owns a bakery with a coffee corner.,45";

export default defineMatrix([
  { action: "startPersonaGeneration", call: generate.startPersonaGenerationAction, allow: editors, input: async (w) => ({ briefId: await briefInA(w), count: 2, seed: 1 }) },
  {
    action: "startSimplePersonaGeneration",
    call: generate.startSimplePersonaGenerationAction,
    allow: anyBrand,
    input: async (w) => {
      await engineIn(w.a.id);
      await engineIn(w.b.id);
      return { prompt: "Office managers who buy coffee machines", count: 3 };
    },
  },
  { action: "cancelPersonaGeneration", call: generate.cancelPersonaGenerationAction, allow: editors, input: async (w) => ({ runId: await runInA(w) }) },
  { action: "createManualPersona", call: generate.createManualPersonaAction, allow: anyBrand, input: () => ({ name: "Hand-written Hana", briefId: null, profile }) },
  { action: "previewPersonaImport", call: personaImport.previewPersonaImportAction, allow: anyBrand, input: () => ({ text: csv, fileName: "p.csv", briefId: null }) },
  { action: "importPersonas", call: personaImport.importPersonasAction, allow: anyBrand, input: () => ({ text: csv, fileName: "p.csv", briefId: null }) },
]);
