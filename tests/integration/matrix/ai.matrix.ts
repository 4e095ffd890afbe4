import { randomUUID } from "node:crypto";
import { afterAll } from "vitest";
import { getDb } from "@/db/client";
import { aiEngines } from "@/db/schema";
import * as ai from "@/modules/ai/actions";
import { startFakeOpenAI, type FakeOpenAI } from "@/tests/support/fake-openai";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Changing engines is brand administration (brand-settings: owners edit, members view); testing one
// is integrations work (members edit too).
const managers = ["owner", "outsider"] as const;

// A reserved name that never resolves (RFC 2606): saving accepts it, no byte leaves the machine.
const UNREACHABLE = "https://ai.matrix.invalid/v1";

// "Test connection" must succeed for the allowed personas: a local OpenAI-compatible server answers.
let fake: Promise<FakeOpenAI> | null = null;
function fakeServer(): Promise<FakeOpenAI> {
  fake ??= startFakeOpenAI(() => ({ content: "OK" })).then((f) => {
    const allow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
    process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = allow ? `${allow},${f.host}` : f.host;
    return f;
  });
  return fake;
}
afterAll(async () => {
  if (fake) await (await fake).close();
});

async function engineInA(w: MatrixWorld, baseUrl = UNREACHABLE): Promise<string> {
  const id = randomUUID();
  await getDb().insert(aiEngines).values({ id, brandId: w.a.id, label: `Matrix engine ${id.slice(0, 8)}`, provider: "openai-compatible", model: "matrix-model", baseUrl, createdBy: w.a.owner.id });
  return id;
}

export default defineMatrix([
  {
    action: "createAiEngine",
    call: ai.createAiEngineAction,
    allow: managers,
    input: () => ({ label: "Matrix engine", provider: "openai-compatible", model: "matrix-model", baseUrl: UNREACHABLE, webSearch: false }),
  },
  {
    action: "updateAiEngine",
    call: ai.updateAiEngineAction,
    allow: ["owner"],
    input: async (w) => ({ engineId: await engineInA(w), label: "Changed", provider: "openai-compatible", model: "other-model", baseUrl: UNREACHABLE, webSearch: false }),
  },
  { action: "setAiEngineEnabled", call: ai.setAiEngineEnabledAction, allow: ["owner"], input: async (w) => ({ engineId: await engineInA(w), enabled: false }) },
  { action: "setDefaultAiEngine", call: ai.setDefaultAiEngineAction, allow: ["owner"], input: async (w) => ({ engineId: await engineInA(w) }) },
  { action: "deleteAiEngine", call: ai.deleteAiEngineAction, allow: ["owner"], input: async (w) => ({ engineId: await engineInA(w) }) },
  {
    action: "testAiEngine",
    call: ai.testAiEngineAction,
    allow: ["owner", "member"],
    input: async (w) => ({ engineKey: await engineInA(w, (await fakeServer()).baseUrl) }),
  },
]);
