/**
 * The cross-tenant matrix of the growth module: every growth action, called by the owner of
 * brand B, (1) aimed at brand A through an explicit brandId and (2) given ids of brand A's rows
 * while acting in brand B, answers "not found" and leaves brand A exactly as it was.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { foundationalTasks, growthIdeas } from "@/db/schema";
import { NOT_FOUND_MESSAGE, actionRegistry } from "@/lib/action";
import { actAs } from "../helpers/session";
import { createBrand, createSquadMember, createUser } from "../helpers/factories";
import { createSprints, ok, selectBrand } from "./helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/growth/actions");
type ActionFn = (raw: Record<string, unknown>) => Promise<{ ok: true; data: unknown } | { ok: false; error: string }>;
const call = (name: string, input: Record<string, unknown>) => (actions as unknown as Record<string, ActionFn>)[name]!(input);

const GROWTH_TABLES = [
  "growth_settings",
  "growth_one_pagers",
  "growth_objectives",
  "growth_key_results",
  "growth_pillars",
  "growth_pillar_metrics",
  "growth_metrics",
  "growth_metric_values",
  "growth_channels",
  "growth_ideas",
  "growth_capacity",
  "growth_learnings",
  "foundational_tasks",
  "activity_logs",
];

async function snapshot(brandId: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of GROWTH_TABLES) {
    out[t] = await getDb().execute(sql`select * from ${sql.identifier(t)} where brand_id = ${brandId}::uuid order by 1, 2`);
  }
  return out;
}

type Ids = {
  brand: string;
  member: string;
  sprint: string;
  pillar: string;
  metric: string;
  value: string;
  objective: string;
  keyResult: string;
  idea: string;
  doneIdea: string;
  learning: string;
};

let A: Ids;
let B: Ids;
let before: Record<string, unknown[]>;
let mallory: Awaited<ReturnType<typeof createUser>>;

/** A brand with one of everything, built through the actions themselves. */
async function seed(user: Awaited<ReturnType<typeof createUser>>, name: string): Promise<Ids> {
  const brand = await createBrand(user, name);
  const member = await createSquadMember(brand.id, `${name} member`, user);
  const sprint = await createSprints(brand.id);
  await selectBrand(user.id, brand.id);
  actAs(user);
  const metric = ok(await actions.createMetricAction({ name: "Sign-ups", stage: "activation" }));
  ok(await actions.recordMetricValueAction({ metricId: metric.id, date: "2025-01-31", value: 10 }));
  ok(
    await actions.saveOnePagerAction({
      mission: `${name} mission`,
      northStar: { name: "North", current: 5, currentDate: "2025-01-31" },
      objectives: [{ title: "Objective", keyResults: [{ title: "KR", current: 1, target: 2 }] }],
    }),
  );
  const pillar = ok(await actions.createPillarAction({ name: "Activation", ownerId: member.id, metricIds: [metric.id] }));
  const idea = ok(await actions.captureIdeaAction({ title: `${name} idea`, pillarId: pillar.id, ownerId: member.id, stage: "activation", channel: "seo" }));
  ok(await actions.scoreIdeaAction({ id: idea.id, iceImpact: 5, iceConfidence: 5, iceEase: 5 }));
  ok(await actions.planIdeaAction({ id: idea.id, sprintId: sprint.id, ownerId: member.id }));
  ok(await actions.setCapacityAction({ sprintId: sprint.id, memberId: member.id, capacity: 1 }));
  ok(await actions.createExperimentTasksAction({ ideaId: idea.id, tasks: [{ title: "Task" }] }));
  const doneIdea = ok(await actions.captureIdeaAction({ title: `${name} finished` }));
  ok(await actions.planIdeaAction({ id: doneIdea.id, sprintId: sprint.id, ownerId: member.id }));
  const learning = ok(await actions.recordLearningAction({ ideaId: doneIdea.id, outcome: "win", learned: "It worked" }));
  ok(await actions.updateChannelAction({ channel: "seo", ring: "inner" }));

  const { getDb: db } = await import("@/db/client");
  const [value] = await db().execute<{ id: string }>(sql`select id from growth_metric_values where brand_id = ${brand.id}::uuid and date = '2025-01-31' and metric_id = ${metric.id}::uuid`);
  const [objective] = await db().execute<{ id: string }>(sql`select id from growth_objectives where brand_id = ${brand.id}::uuid`);
  const [kr] = await db().execute<{ id: string }>(sql`select id from growth_key_results where brand_id = ${brand.id}::uuid`);
  return {
    brand: brand.id,
    member: member.id,
    sprint: sprint.id,
    pillar: pillar.id,
    metric: metric.id,
    value: value!.id,
    objective: objective!.id,
    keyResult: kr!.id,
    idea: idea.id,
    doneIdea: doneIdea.id,
    learning: learning.id,
  };
}

/** A valid input of each action in brand B (so only the brand differs in the brandId case). */
const ownInput = (b: Ids): Record<string, Record<string, unknown>> => ({
  setScoringModelAction: { model: "rice" },
  saveOnePagerAction: { mission: "changed" },
  createPillarAction: { name: "New pillar" },
  updatePillarAction: { id: b.pillar, name: "Renamed" },
  deletePillarAction: { id: b.pillar },
  createMetricAction: { name: "Visitors", stage: "acquisition" },
  updateMetricAction: { id: b.metric, name: "Renamed", stage: "activation" },
  deleteMetricAction: { id: b.metric },
  recordMetricValueAction: { metricId: b.metric, date: "2025-02-28", value: 1 },
  deleteMetricValueAction: { id: b.value },
  previewMetricValuesImportAction: { csv: "date,metric,value\n2025-03-31,Sign-ups,3\n" },
  importMetricValuesAction: { csv: "date,metric,value\n2025-03-31,Sign-ups,3\n" },
  updateChannelAction: { channel: "sales", ring: "middle" },
  rankChannelsAction: { ring: "middle", order: ["sales"] },
  captureIdeaAction: { title: "Another idea" },
  updateIdeaAction: { id: b.idea, title: "Renamed" },
  setIdeaStatusAction: { id: b.idea, status: "discarded" },
  deleteIdeaAction: { id: b.idea },
  scoreIdeaAction: { id: b.idea, iceImpact: 1, iceConfidence: 1, iceEase: 1 },
  planIdeaAction: { id: b.idea, sprintId: b.sprint, ownerId: b.member },
  unplanIdeaAction: { id: b.idea },
  setCapacityAction: { sprintId: b.sprint, memberId: b.member, capacity: 2 },
  createExperimentTasksAction: { ideaId: b.idea, tasks: [{ title: "t" }] },
  recordLearningAction: { ideaId: b.idea, outcome: "loss", learned: "x" },
  updateLearningAction: { id: b.learning, outcome: "loss", learned: "x" },
  deleteLearningAction: { id: b.learning },
});

/** Inputs acting in brand B that point at brand A's rows. */
const foreignInputs = (a: Ids, b: Ids): [string, Record<string, unknown>][] => [
  ["saveOnePagerAction", { objectives: [{ id: a.objective, title: "pwned" }] }],
  ["saveOnePagerAction", { objectives: [{ title: "x", keyResults: [{ id: a.keyResult, title: "pwned" }] }] }],
  ["createPillarAction", { name: "P", ownerId: a.member }],
  ["createPillarAction", { name: "P", metricIds: [a.metric] }],
  ["updatePillarAction", { id: a.pillar, name: "pwned" }],
  ["updatePillarAction", { id: b.pillar, name: "P", metricIds: [a.metric] }],
  ["deletePillarAction", { id: a.pillar }],
  ["updateMetricAction", { id: a.metric, name: "pwned", stage: "activation" }],
  ["deleteMetricAction", { id: a.metric }],
  ["recordMetricValueAction", { metricId: a.metric, date: "2025-02-28", value: 666 }],
  ["deleteMetricValueAction", { id: a.value }],
  ["captureIdeaAction", { title: "x", pillarId: a.pillar }],
  ["captureIdeaAction", { title: "x", ownerId: a.member }],
  ["updateIdeaAction", { id: a.idea, title: "pwned" }],
  ["updateIdeaAction", { id: b.idea, title: "x", pillarId: a.pillar }],
  ["setIdeaStatusAction", { id: a.idea, status: "discarded" }],
  ["deleteIdeaAction", { id: a.idea }],
  ["scoreIdeaAction", { id: a.idea, iceImpact: 1, iceConfidence: 1, iceEase: 1 }],
  ["planIdeaAction", { id: a.idea, sprintId: b.sprint, ownerId: b.member }],
  ["planIdeaAction", { id: b.idea, sprintId: a.sprint, ownerId: b.member }],
  ["planIdeaAction", { id: b.idea, sprintId: b.sprint, ownerId: a.member }],
  ["unplanIdeaAction", { id: a.idea }],
  ["setCapacityAction", { sprintId: a.sprint, memberId: b.member, capacity: 9 }],
  ["setCapacityAction", { sprintId: b.sprint, memberId: a.member, capacity: 9 }],
  ["createExperimentTasksAction", { ideaId: a.idea, tasks: [{ title: "pwned" }] }],
  ["createExperimentTasksAction", { ideaId: b.idea, tasks: [{ title: "x", assignedTo: a.member }] }],
  ["recordLearningAction", { ideaId: a.idea, outcome: "loss", learned: "pwned" }],
  ["recordLearningAction", { ideaId: b.idea, outcome: "loss", learned: "x", metricId: a.metric }],
  ["updateLearningAction", { id: a.learning, outcome: "loss", learned: "pwned" }],
  ["updateLearningAction", { id: b.learning, outcome: "loss", learned: "x", metricId: a.metric }],
  ["deleteLearningAction", { id: a.learning }],
];

/** Actions whose inputs carry no row id: the brandId attempt is their cross-tenant case. */
const NO_ROW_IDS = new Set(["setScoringModelAction", "createMetricAction", "previewMetricValuesImportAction", "importMetricValuesAction", "updateChannelAction", "rankChannelsAction"]);

beforeAll(async () => {
  const alice = await createUser();
  mallory = await createUser();
  A = await seed(alice, "Alice Co");
  B = await seed(mallory, "Mallory Co");
  before = await snapshot(A.brand);
  actAs(mallory);
  await selectBrand(mallory.id, B.brand);
});

describe("growth cross-tenant matrix", () => {
  const names = Object.keys(actions).filter((k) => k.endsWith("Action"));

  it("covers every growth action registered with the action wrapper", () => {
    const registered = [...actionRegistry.entries()].filter(([, v]) => v.options?.module === "growth-hacking").map(([k]) => `${k}Action`);
    expect(names.sort()).toEqual(registered.sort());
    expect(Object.keys(ownInput(B)).sort()).toEqual(names.sort());
    const withForeignIds = new Set(foreignInputs(A, B).map(([n]) => n));
    for (const n of names) expect(withForeignIds.has(n) || NO_ROW_IDS.has(n), `${n} has a foreign-id case`).toBe(true);
  });

  it.each(Object.keys(ownInput({} as Ids)))("%s aimed at another brand (brandId) answers not found", async (name) => {
    const result = await call(name, { ...ownInput(B)[name], brandId: A.brand });
    expect(result).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });

  it.each(foreignInputs({} as Ids, {} as Ids).map(([n], i) => [n, i] as const))("%s with another brand's ids (#%i) answers not found", async (_n, i) => {
    const [name, input] = foreignInputs(A, B)[i]!;
    const result = await call(name, input);
    expect(result).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });

  it("left brand A exactly as it was", async () => {
    expect(await snapshot(A.brand)).toEqual(before);
  });

  it("still lets Mallory act in her own brand (the inputs were valid)", async () => {
    ok(await call("scoreIdeaAction", ownInput(B).scoreIdeaAction!));
    const [idea] = await getDb().select().from(growthIdeas).where(eq(growthIdeas.id, B.idea));
    expect(idea).toMatchObject({ iceImpact: 1 });
    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, B.brand));
    expect(tasks.length).toBe(1);
  });
});
