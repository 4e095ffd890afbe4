import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, foundationalTasks, growthIdeas, growthMetricValues, growthMetrics } from "@/db/schema";
import { accessTo, scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";
import { createSprints, day, ok, selectBrand } from "./helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const a = await import("@/modules/growth/actions");
const { getDashboard } = await import("@/modules/growth/queries/dashboard");
const { getLearnings } = await import("@/modules/growth/queries/learnings");
const { getOnePager } = await import("@/modules/growth/queries/one-pager");
const { getPlanning } = await import("@/modules/growth/queries/planning");
const { getPrioritization } = await import("@/modules/growth/queries/prioritization");
const { getTasking } = await import("@/modules/growth/queries/experiments");
const { listChannels } = await import("@/modules/growth/queries/channels");
const { listMetrics } = await import("@/modules/growth/queries/metrics");

beforeEach(() => actAs(null));

async function setup() {
  const user = await createUser();
  const brand = await createBrand(user);
  const member = await createSquadMember(brand.id, "Ada", user);
  await selectBrand(user.id, brand.id);
  actAs(user);
  const scope = await scopeFor(user, brand.id);
  return { user, brand, member, scope };
}

describe("growth one-pager", () => {
  it("saves the narrative, the North Star (as a metric with a value) and objectives with key results", async () => {
    const { brand, scope } = await setup();
    ok(
      await a.saveOnePagerAction({
        mission: "Help agencies grow their clients",
        targetCustomer: "Agency owners with 5–50 people",
        valueProposition: "One place for the growth process",
        constraints: "Two people, €2k per month",
        currentFocus: "Activation",
        northStar: { name: "Weekly active brands", definition: "Brands with a task done this week", unit: "brands", current: 40, currentDate: day(-1), target: 100, targetDate: day(90) },
        objectives: [
          { title: "Activate new agencies", keyResults: [{ title: "Onboarding completion", current: 35, target: 60, unit: "%" }, { title: "Time to first task", current: 3, target: 1, unit: "days" }] },
          { title: "Grow referrals", keyResults: [] },
        ],
      }),
    );
    let page = await getOnePager(scope);
    expect(page.mission).toBe("Help agencies grow their clients");
    expect(page.northStar).toMatchObject({ name: "Weekly active brands", stage: "north_star", target: 100, latest: { value: 40, date: day(-1) } });
    expect(page.objectives.map((o) => [o.title, o.keyResults.map((k) => k.title)])).toEqual([
      ["Activate new agencies", ["Onboarding completion", "Time to first task"]],
      ["Grow referrals", []],
    ]);

    // Edit: keep the first objective (by id), drop a key result and the second objective, add one.
    const first = page.objectives[0]!;
    ok(
      await a.saveOnePagerAction({
        mission: page.mission,
        northStar: { name: "Weekly active brands", current: 40, currentDate: day(-1), target: 120 },
        objectives: [{ id: first.id, title: "Activate agencies", keyResults: [{ id: first.keyResults[0]!.id, title: "Onboarding completion", current: 40, target: 60, unit: "%" }] }, { title: "Retain", keyResults: [] }],
      }),
    );
    page = await getOnePager(scope);
    expect(page.objectives.map((o) => o.title)).toEqual(["Activate agencies", "Retain"]);
    expect(page.objectives[0]!.id).toBe(first.id);
    expect(page.objectives[0]!.keyResults).toMatchObject([{ id: first.keyResults[0]!.id, current: 40 }]);
    expect(page.northStar?.target).toBe(120);
    // An unchanged current value is not a new measurement; a new one is.
    expect(page.northStar?.values).toHaveLength(1);
    ok(await a.saveOnePagerAction({ northStar: { name: "Weekly active brands", current: 44, currentDate: day(0) } }));
    expect((await getOnePager(scope)).northStar?.values.map((v) => v.value)).toEqual([40, 44]);

    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "growth_one_pager_saved")));
    expect(logs).toHaveLength(3);
  });
});

describe("AARRR metrics", () => {
  it("makes the first metric of a stage its funnel step, keeps one North Star, and imports CSV values", async () => {
    const { scope } = await setup();
    const visitors = ok(await a.createMetricAction({ name: "Visitors", stage: "acquisition", unit: "visits" }));
    const signups = ok(await a.createMetricAction({ name: "Sign-ups", stage: "activation" }));
    const leads = ok(await a.createMetricAction({ name: "Leads", stage: "acquisition" }));
    ok(await a.createMetricAction({ name: "Weekly active brands", stage: "north_star" }));
    const second = await a.createMetricAction({ name: "Another star", stage: "north_star" });
    expect(second).toMatchObject({ ok: false, error: expect.stringMatching(/already "Weekly active brands"/) });
    expect(await a.createMetricAction({ name: "visitors", stage: "revenue" })).toMatchObject({ ok: false, error: expect.stringMatching(/already exists/) });

    let metrics = await listMetrics(scope);
    const funnel = () => metrics.filter((m) => m.inFunnel).map((m) => m.name).sort();
    expect(funnel()).toEqual(["Sign-ups", "Visitors"]);
    ok(await a.updateMetricAction({ id: leads.id, name: "Leads", stage: "acquisition", inFunnel: true }));
    metrics = await listMetrics(scope);
    expect(funnel()).toEqual(["Leads", "Sign-ups"]);

    // A file with a problem imports nothing (row 5 names no metric, row 6 has no date).
    const bad = "date,metric,value\n2025-01-31,Visitors,1000\n2025-01-31,Sign-ups,45\n2025-02-28,Visitors,\"1,200\"\n2025-02-28,Churn,3\nbad,Visitors,1\n";
    expect(await a.importMetricValuesAction({ csv: bad })).toMatchObject({ ok: false, error: expect.stringMatching(/Nothing was imported: 2 problems in the file \(row 5, column "metric": No metric is named "Churn"/) });
    const csv = "date,metric,value\n2025-01-31,Visitors,1000\n2025-01-31,Sign-ups,45\n2025-02-28,Visitors,\"1,200\"\n";
    expect(ok(await a.importMetricValuesAction({ csv }))).toMatchObject({ added: 3, updated: 0, unchanged: 0, skipped: 0 });
    const again = ok(await a.importMetricValuesAction({ csv: "date,Visitors,Sign-ups\n2025-02-28,1300,50\n" }));
    expect(again).toMatchObject({ added: 1, updated: 1, unchanged: 0 });
    expect(await a.importMetricValuesAction({ csv: "date,metric,value\n2025-01-01,Nope,1\n" })).toMatchObject({ ok: false, error: expect.stringMatching(/Nothing was imported/) });

    ok(await a.recordMetricValueAction({ metricId: signups.id, date: "2025-03-31", value: 61 }));
    metrics = await listMetrics(scope);
    expect(metrics.find((m) => m.id === visitors.id)?.values.map((v) => [v.date, v.value, v.source])).toEqual([
      ["2025-01-31", 1000, "csv"],
      ["2025-02-28", 1300, "csv"],
    ]);
    const s = metrics.find((m) => m.id === signups.id)!;
    expect(s.latest).toMatchObject({ date: "2025-03-31", value: 61, source: "manual" });
    ok(await a.deleteMetricValueAction({ id: s.latest!.id }));
    ok(await a.deleteMetricAction({ id: visitors.id }));
    const left = await getDb().select().from(growthMetricValues).where(eq(growthMetricValues.metricId, visitors.id));
    expect(left).toEqual([]);
  });
});

describe("traction channels", () => {
  it("lists all 19 in the outer ring until they are placed and ranked", async () => {
    const { scope } = await setup();
    let channels = await listChannels(scope);
    expect(channels).toHaveLength(19);
    expect(new Set(channels.map((c) => c.ring))).toEqual(new Set(["outer"]));
    ok(await a.updateChannelAction({ channel: "seo", ring: "inner", ideas: "Comparison pages", testCost: 300, testResults: "12 sign-ups", cac: 25 }));
    ok(await a.rankChannelsAction({ ring: "middle", order: ["email_marketing", "content_marketing"] }));
    ok(await a.rankChannelsAction({ ring: "middle", order: ["content_marketing", "email_marketing"] }));
    channels = await listChannels(scope);
    expect(channels.find((c) => c.channel === "seo")).toMatchObject({ ring: "inner", ideas: "Comparison pages", testCost: 300, cac: 25 });
    expect(channels.filter((c) => c.ring === "middle").map((c) => c.channel)).toEqual(["content_marketing", "email_marketing"]);
    expect(channels.filter((c) => c.ring === "outer")).toHaveLength(16);
    // A channel moving to another ring goes to its end.
    ok(await a.updateChannelAction({ channel: "sales", ring: "middle" }));
    channels = await listChannels(scope);
    expect(channels.filter((c) => c.ring === "middle").map((c) => c.channel)).toEqual(["content_marketing", "email_marketing", "sales"]);
  });
});

describe("experiment pipeline: capture → score → plan → tasks → learning", () => {
  it("runs an idea through the whole process", async () => {
    const { brand, member, scope } = await setup();
    const current = await createSprints(brand.id);

    const i1 = ok(await a.captureIdeaAction({ title: "Referral program with double-sided reward", stage: "referral", channel: "viral_marketing" }));
    const i2 = ok(await a.captureIdeaAction({ title: "Exit-intent offer on pricing page", stage: "activation", channel: "content_marketing" }));
    const i3 = ok(await a.captureIdeaAction({ title: "Launch a referral program with a double-sided reward" }));
    expect(i1.duplicates).toEqual([]);
    expect(i3.duplicates.map((d) => d.id)).toEqual([i1.id]);

    ok(await a.updateIdeaAction({ id: i1.id, title: "Referral program with double-sided reward", hypothesisChange: "a double-sided referral reward", hypothesisOutcome: "more sign-ups from invites", hypothesisMeasure: "invite sign-ups grow 20 %", stage: "referral", channel: "viral_marketing", ownerId: member.id, effort: 0.5 }));
    expect(await a.scoreIdeaAction({ id: i1.id, iceImpact: 11, iceConfidence: 5, iceEase: 5 })).toMatchObject({ ok: false, fieldErrors: { iceImpact: expect.any(Array) } });
    expect(ok(await a.scoreIdeaAction({ id: i1.id, iceImpact: 9, iceConfidence: 7, iceEase: 6, effort: 0.5 }))).toMatchObject({ score: 7.3, status: "prioritised" });
    expect(ok(await a.scoreIdeaAction({ id: i2.id, iceImpact: 5, iceConfidence: 5, iceEase: 8 }))).toMatchObject({ score: 6, status: "prioritised" });
    expect(ok(await a.scoreIdeaAction({ id: i3.id, iceImpact: 5 }))).toMatchObject({ score: null, status: "idea" });

    let prio = await getPrioritization(scope);
    expect(prio.model).toBe("ice");
    ok(await a.setScoringModelAction({ model: "rice" }));
    ok(await a.scoreIdeaAction({ id: i2.id, iceImpact: 5, iceConfidence: 5, iceEase: 8, riceReach: 2000, riceImpact: 1, riceConfidence: 80, effort: 1 }));
    prio = await getPrioritization(scope);
    expect(prio.model).toBe("rice");

    // Plan the top ICE idea into the current sprint.
    ok(await a.planIdeaAction({ id: i1.id, sprintId: current.id, ownerId: member.id }));
    ok(await a.setCapacityAction({ sprintId: current.id, memberId: member.id, capacity: 0.75 }));
    const planning = await getPlanning(scope);
    expect(planning.ideas.find((i) => i.id === i1.id)).toMatchObject({ status: "planned", sprintId: current.id, sprintName: "Current sprint", ownerName: "Ada", effort: 0.5 });
    expect(planning.capacity).toEqual([{ sprintId: current.id, memberId: member.id, capacity: 0.75 }]);
    expect(planning.sprints.find((s) => s.current)?.id).toBe(current.id);

    // Unplanning puts it back among the prioritised; plan again.
    expect(ok(await a.unplanIdeaAction({ id: i1.id }))).toMatchObject({ status: "prioritised" });
    ok(await a.planIdeaAction({ id: i1.id, sprintId: current.id, ownerId: member.id }));

    // Tasks of the experiment are foundational tasks with source growth_idea.
    expect(await a.createExperimentTasksAction({ ideaId: i2.id, tasks: [{ title: "x" }] })).toMatchObject({ ok: false, error: expect.stringMatching(/Plan the experiment/) });
    const { ids } = ok(await a.createExperimentTasksAction({ ideaId: i1.id, tasks: [{ title: "Design the reward" }, { title: "Build the invite flow", priority: "High" }] }));
    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id));
    expect(tasks.map((t) => t.id).sort()).toEqual([...ids].sort());
    for (const t of tasks) {
      expect(t).toMatchObject({ sourceType: "growth_idea", sprintId: current.id, assignedTo: member.id, status: "pending" });
      expect(t.sourceData).toMatchObject({ growth_idea_id: i1.id, task_type: "growth_experiment", sprint_id: current.id });
    }
    const tasking = await getTasking(scope);
    expect(tasking.tasks.filter((t) => t.ideaId === i1.id)).toHaveLength(2);

    ok(await a.setIdeaStatusAction({ id: i1.id, status: "running" }));
    expect(await a.setIdeaStatusAction({ id: i3.id, status: "planned" })).toMatchObject({ ok: false, error: expect.stringMatching(/Plan the idea/) });

    // The learning closes the experiment and feeds win rates and the confidence prior.
    const learning = ok(
      await a.recordLearningAction({
        ideaId: i1.id,
        outcome: "win",
        metricChange: 18.5,
        changeUnit: "percent",
        learned: "Double-sided rewards beat one-sided ones",
        evidenceLinks: ["https://example.com/report"],
      }),
    );
    expect(await a.recordLearningAction({ ideaId: i1.id, outcome: "loss", learned: "again" })).toMatchObject({ ok: false, error: expect.stringMatching(/already has a learning/) });
    expect(await a.recordLearningAction({ ideaId: i2.id, outcome: "win", learned: "x", evidenceLinks: ["javascript:alert(1)"] })).toMatchObject({ ok: false });
    const [done] = await getDb().select().from(growthIdeas).where(eq(growthIdeas.id, i1.id));
    expect(done).toMatchObject({ status: "done", startedAt: day(0), completedAt: day(0) });
    const lib = await getLearnings(scope);
    expect(lib.learnings).toMatchObject([{ id: learning.id, ideaTitle: "Referral program with double-sided reward", outcome: "win", channel: "viral_marketing", stage: "referral", metricChange: 18.5 }]);
    expect(lib.pending.map((i) => i.id)).not.toContain(i1.id);
    expect((await getPrioritization(scope)).priors["viral_marketing|referral"]).toMatchObject({ sample: 1, wins: 1, ice: 7, rice: 80 });
    expect(await a.deleteIdeaAction({ id: i1.id })).toMatchObject({ ok: false, error: expect.stringMatching(/Discard it instead/) });

    const dash = await getDashboard(scope);
    expect(dash.ideas.map((i) => i.status).sort()).toEqual(["done", "idea", "prioritised"]);
    expect(dash.learnings).toHaveLength(1);

    // Deleting the learning reopens the experiment.
    ok(await a.deleteLearningAction({ id: learning.id }));
    const [reopened] = await getDb().select().from(growthIdeas).where(eq(growthIdeas.id, i1.id));
    expect(reopened).toMatchObject({ status: "running", completedAt: null });
    ok(await a.deleteIdeaAction({ id: i3.id }));
  });

  it("lets a viewer read but not change anything", async () => {
    const owner = await createUser();
    const viewer = await createUser();
    const brand = await createBrand(owner);
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer.id, brand.id);
    actAs(viewer);
    const denied = await a.captureIdeaAction({ title: "Viewer idea" });
    expect(denied).toEqual({ ok: false, error: "Your role in this brand can view this but not change it." });
    const scope = await scopeFor(viewer, brand.id);
    expect(await accessTo(scope, "growth-hacking")).toBe("view");
    expect(await getDb().select().from(growthMetrics).where(eq(growthMetrics.brandId, brand.id))).toEqual([]);
  });

  it("asks signed-out callers to log in", async () => {
    expect(await a.captureIdeaAction({ title: "x" })).toEqual({ ok: false, error: "Please log in to continue." });
  });
});
