import { getDb } from "@/db/client";
import { aiEngines, fgSessions } from "@/db/schema";
import { ensureJobQueues } from "@/lib/jobs";
import * as fg from "@/modules/focus-groups/session/actions";
import { FG_SESSION_TASK } from "@/modules/focus-groups/session/task";
import { seedFgProject } from "../helpers/fg-session";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Focus-group sessions (issue #25): owners and members run them, viewers follow them. Every action
// names a project or session of brand A, so the outsider (acting in brand B) must get "not found".
const editors = ["owner", "member"] as const;
const everyone = ["owner", "member", "viewer"] as const;

// A reserved name that never resolves (RFC 2606): the engine is callable on paper; no job runs here.
const UNREACHABLE = "https://fg.matrix.invalid/v1";

async function projectInA(w: MatrixWorld) {
  await ensureJobQueues([FG_SESSION_TASK]);
  const [engine] = await getDb()
    .insert(aiEngines)
    .values({ brandId: w.a.id, label: "Matrix engine", provider: "openai-compatible", model: "matrix-model", baseUrl: UNREACHABLE, isDefault: true })
    .returning({ id: aiEngines.id });
  return { ...(await seedFgProject(w.a.id, w.a.owner.id, { probes: false })), engineKey: engine!.id };
}

async function sessionInA(w: MatrixWorld, status: "running" | "paused" | "succeeded"): Promise<string> {
  const { projectId, personaIds, engineKey } = await projectInA(w);
  const [s] = await getDb()
    .insert(fgSessions)
    .values({
      brandId: w.a.id,
      projectId,
      name: "Matrix session",
      participantIds: personaIds,
      status,
      guide: { sections: [], moderatorInstructions: "", turnWordCap: 40 },
      totalSteps: 0,
      engineKey,
      createdBy: w.a.owner.id,
    })
    .returning({ id: fgSessions.id });
  return s!.id;
}

export default defineMatrix([
  { action: "startFgSession", call: fg.startFgSessionAction, allow: editors, input: async (w) => ({ projectId: (await projectInA(w)).projectId, name: "Matrix run", personaIds: [], perSegment: false, seed: 3 }) },
  { action: "rerunFgSession", call: fg.rerunFgSessionAction, allow: editors, input: async (w) => ({ sessionId: await sessionInA(w, "succeeded"), seed: 4 }) },
  { action: "pauseFgSession", call: fg.pauseFgSessionAction, allow: editors, input: async (w) => ({ sessionId: await sessionInA(w, "running") }) },
  { action: "resumeFgSession", call: fg.resumeFgSessionAction, allow: editors, input: async (w) => ({ sessionId: await sessionInA(w, "paused") }) },
  { action: "cancelFgSession", call: fg.cancelFgSessionAction, allow: editors, input: async (w) => ({ sessionId: await sessionInA(w, "paused") }) },
  { action: "listFgSessionTurns", call: fg.fgSessionTurnsAction, allow: everyone, input: async (w) => ({ sessionId: await sessionInA(w, "running"), afterSeq: 0 }) },
]);
