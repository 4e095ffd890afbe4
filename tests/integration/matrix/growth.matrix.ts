import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { growthIdeas, growthKeyResults, growthLearnings, growthMetrics, growthMetricValues, growthObjectives, growthPillars } from "@/db/schema";
import * as g from "@/modules/growth/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";
import { sprintInA } from "./fixtures";

// Growth hacking is not brand administration: members edit it like owners, viewers only look.
const editors = ["member", "owner"] as const;
// Inputs that name no row of brand A: the outsider acts in their own brand B.
const anyEditor = ["member", "owner", "outsider"] as const;

const short = () => randomUUID().slice(0, 8);

async function pillarInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb()
    .insert(growthPillars)
    .values({ brandId: w.a.id, name: `Matrix pillar ${short()}`, ownerId: w.a.squadMemberId })
    .returning({ id: growthPillars.id });
  return p!.id;
}

async function metricInA(w: MatrixWorld, name = `Matrix metric ${short()}`): Promise<string> {
  const [m] = await getDb().insert(growthMetrics).values({ brandId: w.a.id, name, stage: "activation", inFunnel: true }).returning({ id: growthMetrics.id });
  return m!.id;
}

async function metricValueInA(w: MatrixWorld): Promise<string> {
  const metricId = await metricInA(w);
  const [v] = await getDb()
    .insert(growthMetricValues)
    .values({ brandId: w.a.id, metricId, date: "2025-01-31", value: 42, createdBy: w.a.owner.id })
    .returning({ id: growthMetricValues.id });
  return v!.id;
}

async function objectiveInA(w: MatrixWorld): Promise<{ objectiveId: string; keyResultId: string }> {
  const [o] = await getDb().insert(growthObjectives).values({ brandId: w.a.id, title: "Matrix objective" }).returning({ id: growthObjectives.id });
  const [kr] = await getDb()
    .insert(growthKeyResults)
    .values({ brandId: w.a.id, objectiveId: o!.id, title: "Matrix key result", current: 1, target: 10 })
    .returning({ id: growthKeyResults.id });
  return { objectiveId: o!.id, keyResultId: kr!.id };
}

type IdeaRow = typeof growthIdeas.$inferInsert;

async function ideaInA(w: MatrixWorld, over: Partial<IdeaRow> = {}): Promise<string> {
  const [i] = await getDb()
    .insert(growthIdeas)
    .values({ brandId: w.a.id, title: `Matrix idea ${short()}`, ownerId: w.a.squadMemberId, createdBy: w.a.owner.id, ...over })
    .returning({ id: growthIdeas.id });
  return i!.id;
}

/** An experiment planned into (or running in) one of brand A's sprints. */
async function plannedIdeaInA(w: MatrixWorld, status: "planned" | "running" = "planned"): Promise<string> {
  return ideaInA(w, { status, sprintId: await sprintInA(w), iceImpact: 5, iceConfidence: 5, iceEase: 5 });
}

/** A finished experiment of brand A with its recorded learning. */
async function learningInA(w: MatrixWorld): Promise<string> {
  const ideaId = await ideaInA(w, { status: "done", sprintId: await sprintInA(w), startedAt: "2025-01-15", completedAt: "2025-02-01" });
  const [l] = await getDb()
    .insert(growthLearnings)
    .values({ brandId: w.a.id, ideaId, outcome: "win", learned: "Matrix learning", recordedBy: w.a.owner.id })
    .returning({ id: growthLearnings.id });
  return l!.id;
}

export default defineMatrix([
  { action: "setScoringModel", call: g.setScoringModelAction, allow: anyEditor, input: () => ({ model: "rice" }) },
  {
    action: "saveOnePager",
    call: g.saveOnePagerAction,
    allow: editors,
    input: async (w) => {
      const { objectiveId, keyResultId } = await objectiveInA(w);
      return {
        mission: "Matrix mission",
        northStar: { name: `Matrix north star ${short()}`, current: 12, currentDate: "2025-01-31" },
        objectives: [{ id: objectiveId, title: "Renamed objective", keyResults: [{ id: keyResultId, title: "Renamed key result", current: 2, target: 10 }] }],
      };
    },
  },
  {
    action: "createPillar",
    call: g.createPillarAction,
    allow: editors,
    input: async (w) => ({ name: `Matrix pillar ${short()}`, ownerId: w.a.squadMemberId, metricIds: [await metricInA(w)] }),
  },
  {
    action: "updatePillar",
    call: g.updatePillarAction,
    allow: editors,
    input: async (w) => ({ id: await pillarInA(w), name: `Renamed pillar ${short()}`, ownerId: w.a.squadMemberId, metricIds: [await metricInA(w)] }),
  },
  { action: "deletePillar", call: g.deletePillarAction, allow: editors, input: async (w) => ({ id: await pillarInA(w) }) },
  { action: "createMetric", call: g.createMetricAction, allow: anyEditor, input: () => ({ name: `Matrix metric ${short()}`, stage: "acquisition" }) },
  {
    action: "updateMetric",
    call: g.updateMetricAction,
    allow: editors,
    input: async (w) => ({ id: await metricInA(w), name: `Renamed metric ${short()}`, stage: "activation", target: 100 }),
  },
  { action: "deleteMetric", call: g.deleteMetricAction, allow: editors, input: async (w) => ({ id: await metricInA(w) }) },
  {
    action: "recordMetricValue",
    call: g.recordMetricValueAction,
    allow: editors,
    input: async (w) => ({ metricId: await metricInA(w), date: "2025-02-28", value: 7 }),
  },
  { action: "deleteMetricValue", call: g.deleteMetricValueAction, allow: editors, input: async (w) => ({ id: await metricValueInA(w) }) },
  {
    // Reads the file against brand A's metrics; the outsider's brand B has none, so it is refused.
    action: "previewMetricValuesImport",
    call: g.previewMetricValuesImportAction,
    allow: editors,
    input: async (w) => {
      const name = `Matrix preview ${short()}`;
      await metricInA(w, name);
      return { csv: `date,metric,value\n2025-03-31,${name},3\n` };
    },
  },
  {
    // The CSV names brand A's metric; brand B has none of that name, so the outsider imports nothing.
    action: "importMetricValues",
    call: g.importMetricValuesAction,
    allow: editors,
    input: async (w) => {
      const name = `Matrix visitors ${short()}`;
      await metricInA(w, name);
      return { csv: `date,metric,value\n2025-03-31,${name},3\n2025-04-30,${name},5\n` };
    },
  },
  { action: "updateChannel", call: g.updateChannelAction, allow: anyEditor, input: () => ({ channel: "seo", ring: "inner", ideas: "Matrix notes", testCost: 100 }) },
  { action: "rankChannels", call: g.rankChannelsAction, allow: anyEditor, input: () => ({ ring: "middle", order: ["sales", "seo"] }) },
  {
    action: "captureIdea",
    call: g.captureIdeaAction,
    allow: editors,
    input: async (w) => ({ title: `Matrix idea ${short()}`, pillarId: await pillarInA(w), ownerId: w.a.squadMemberId, stage: "activation", channel: "seo" }),
  },
  {
    action: "updateIdea",
    call: g.updateIdeaAction,
    allow: editors,
    input: async (w) => ({ id: await ideaInA(w), title: `Renamed idea ${short()}`, pillarId: await pillarInA(w), ownerId: w.a.squadMemberId }),
  },
  { action: "setIdeaStatus", call: g.setIdeaStatusAction, allow: editors, input: async (w) => ({ id: await ideaInA(w), status: "discarded" }) },
  { action: "deleteIdea", call: g.deleteIdeaAction, allow: editors, input: async (w) => ({ id: await ideaInA(w) }) },
  {
    action: "scoreIdea",
    call: g.scoreIdeaAction,
    allow: editors,
    input: async (w) => ({ id: await ideaInA(w), iceImpact: 8, iceConfidence: 6, iceEase: 4 }),
  },
  {
    action: "planIdea",
    call: g.planIdeaAction,
    allow: editors,
    input: async (w) => ({
      id: await ideaInA(w, { status: "prioritised", iceImpact: 5, iceConfidence: 5, iceEase: 5 }),
      sprintId: await sprintInA(w),
      ownerId: w.a.squadMemberId,
      effort: 0.5,
    }),
  },
  { action: "unplanIdea", call: g.unplanIdeaAction, allow: editors, input: async (w) => ({ id: await plannedIdeaInA(w) }) },
  {
    action: "setCapacity",
    call: g.setCapacityAction,
    allow: editors,
    input: async (w) => ({ sprintId: await sprintInA(w), memberId: w.a.squadMemberId, capacity: 1.5 }),
  },
  {
    action: "createExperimentTasks",
    call: g.createExperimentTasksAction,
    allow: editors,
    input: async (w) => ({ ideaId: await plannedIdeaInA(w), tasks: [{ title: "Matrix experiment task", assignedTo: w.a.squadMemberId }] }),
  },
  {
    action: "recordLearning",
    call: g.recordLearningAction,
    allow: editors,
    input: async (w) => ({
      ideaId: await plannedIdeaInA(w, "running"),
      outcome: "win",
      metricId: await metricInA(w),
      metricChange: 12.5,
      learned: "Matrix: it worked",
      evidenceLinks: ["https://example.com/report"],
    }),
  },
  {
    action: "updateLearning",
    call: g.updateLearningAction,
    allow: editors,
    input: async (w) => ({ id: await learningInA(w), outcome: "loss", metricId: await metricInA(w), learned: "Matrix: it did not work" }),
  },
  { action: "deleteLearning", call: g.deleteLearningAction, allow: editors, input: async (w) => ({ id: await learningInA(w) }) },
]);
