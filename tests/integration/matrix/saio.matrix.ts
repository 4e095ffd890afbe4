import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { aiEngines, saioCandidates, saioPrompts, saioRuns, saioSchedules } from "@/db/schema";
import * as saio from "@/modules/saio/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// SAIO is a working module: owners and members edit, viewers only look. Actions without ids act on
// the caller's current brand, so the outsider succeeds in their own brand B (A stays untouched).
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

// A reserved name that never resolves (RFC 2606): the engine is callable on paper, nothing is sent.
const UNREACHABLE = "https://saio.matrix.invalid/v1";

const uniq = () => randomUUID().slice(0, 8);

async function promptInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb()
    .insert(saioPrompts)
    .values({ brandId: w.a.id, text: `Matrix prompt ${uniq()}?`, createdBy: w.a.owner.id })
    .returning({ id: saioPrompts.id });
  return p!.id;
}

async function engineInA(w: MatrixWorld): Promise<string> {
  const [e] = await getDb()
    .insert(aiEngines)
    .values({ brandId: w.a.id, label: `Matrix ${uniq()}`, provider: "openai-compatible", model: "matrix-model", baseUrl: UNREACHABLE })
    .returning({ id: aiEngines.id });
  return e!.id;
}

async function scheduleInA(w: MatrixWorld): Promise<string> {
  const [s] = await getDb()
    .insert(saioSchedules)
    .values({ brandId: w.a.id, name: `Matrix ${uniq()}`, frequency: "daily", nextRunAt: new Date(Date.now() + 86_400_000), createdBy: w.a.owner.id })
    .returning({ id: saioSchedules.id });
  return s!.id;
}

async function candidateInA(w: MatrixWorld): Promise<string> {
  const name = `Matrixco ${uniq()}`;
  const [c] = await getDb()
    .insert(saioCandidates)
    .values({ brandId: w.a.id, name, key: name.toLowerCase(), kind: "direct_competitor", method: "rules", answers: 2, mentions: 3 })
    .returning({ id: saioCandidates.id });
  return c!.id;
}

const schedule = { name: "Matrix weekly", frequency: "weekly" as const, hour: 6, weekday: 1, monthDay: null, topic: null, engineKeys: [], samples: 1 };

export default defineMatrix([
  { action: "createSaioPrompts", call: saio.createSaioPromptsAction, allow: anyBrand, input: () => ({ texts: [`Which matrix tool is best ${uniq()}?`] }) },
  { action: "previewSaioPromptsImport", call: saio.previewSaioPromptsImportAction, allow: anyBrand, input: () => ({ csv: `prompt,topic\nWhich matrix tool is best ${uniq()}?,Matrix\n` }) },
  { action: "importSaioPrompts", call: saio.importSaioPromptsAction, allow: anyBrand, input: () => ({ csv: `prompt,topic\nWhich matrix tool is best ${uniq()}?,Matrix\n` }) },
  {
    action: "updateSaioPrompt",
    call: saio.updateSaioPromptAction,
    allow: editors,
    input: async (w) => ({ id: await promptInA(w), text: `Edited matrix prompt ${uniq()}?`, topic: "T", tags: [], country: "", language: "en", active: true }),
  },
  { action: "deleteSaioPrompts", call: saio.deleteSaioPromptsAction, allow: editors, input: async (w) => ({ ids: [await promptInA(w)] }) },
  { action: "setSaioPromptsActive", call: saio.setSaioPromptsActiveAction, allow: editors, input: async (w) => ({ ids: [await promptInA(w)], active: false }) },
  { action: "suggestSaioPrompts", call: saio.suggestSaioPromptsAction, allow: anyBrand, input: () => ({}) },
  {
    action: "startSaioRun",
    call: saio.startSaioRunAction,
    allow: editors,
    input: async (w) => ({ promptIds: [await promptInA(w)], engineKeys: [await engineInA(w)], samples: 1 }),
  },
  {
    action: "cancelSaioRun",
    call: saio.cancelSaioRunAction,
    allow: editors,
    input: async (w) => {
      const [r] = await getDb().insert(saioRuns).values({ brandId: w.a.id, engines: [], promptIds: [], total: 0, createdBy: w.a.owner.id }).returning({ id: saioRuns.id });
      return { id: r!.id };
    },
  },
  { action: "createSaioSchedule", call: saio.createSaioScheduleAction, allow: anyBrand, input: () => schedule },
  { action: "updateSaioSchedule", call: saio.updateSaioScheduleAction, allow: editors, input: async (w) => ({ id: await scheduleInA(w), schedule: { ...schedule, name: "Changed" } }) },
  { action: "deleteSaioSchedule", call: saio.deleteSaioScheduleAction, allow: editors, input: async (w) => ({ id: await scheduleInA(w) }) },
  { action: "setSaioSchedulePaused", call: saio.setSaioSchedulePausedAction, allow: editors, input: async (w) => ({ id: await scheduleInA(w), paused: true }) },
  {
    action: "runSaioScheduleNow",
    call: saio.runSaioScheduleNowAction,
    allow: editors,
    input: async (w) => {
      await promptInA(w);
      await engineInA(w);
      return { id: await scheduleInA(w) };
    },
  },
  {
    action: "updateSaioSettings",
    call: saio.updateSaioSettingsAction,
    allow: anyBrand,
    input: () => ({ aliases: ["Matrix alias"], domains: ["matrix.example"], competitorAliases: {}, monthlyBudgetUsd: 10, aiSentiment: false }),
  },
  { action: "addSaioCandidate", call: saio.addSaioCandidateAction, allow: editors, input: async (w) => ({ id: await candidateInA(w) }) },
  { action: "dismissSaioCandidate", call: saio.dismissSaioCandidateAction, allow: editors, input: async (w) => ({ id: await candidateInA(w) }) },
  { action: "restoreSaioCandidate", call: saio.restoreSaioCandidateAction, allow: editors, input: async (w) => ({ id: await candidateInA(w) }) },
  { action: "classifySaioCandidates", call: saio.classifySaioCandidatesAction, allow: anyBrand, input: () => ({}) },
]);
