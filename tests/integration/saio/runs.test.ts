import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, brandData, brands, saioAnswers, saioCandidates, saioRuns, saioSchedules } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { enqueueJob, JobRunner } from "@/lib/jobs";
import { runSchedule } from "@/modules/saio/jobs";
import { lastUserText, systemText } from "../../support/fake-openai";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/saio/actions");
const { getDashboard, listCandidates, listRunAnswers, listRuns } = await import("@/modules/saio/queries");
const { getPanelSummary } = await import("@/modules/saio/panel");
const { SAIO_RUN_TASK, SAIO_SCHEDULES_TASK } = await import("@/modules/saio/jobs");

const ANSWER = `Here are the most popular project management tools for small teams:

1. **Asana** – great for task tracking and timelines.
2. **Acme PM** – simple, affordable and loved by agencies. See [Acme](https://www.acmepm.io/pricing).
3. **Trello** – visual boards, ideal for simple workflows.
4. **ClickUp** – packs many features into one workspace.

Sources: https://www.g2.com/categories/project-management and https://blog.acmepm.io/guide`;

let mode: "ok" | "unauthorized" = "ok";

const fake = fakeOpenAIForFile((req) => {
  if (mode === "unauthorized") return { status: 401, error: "Incorrect API key provided" };
  const system = systemText(req);
  if (system.startsWith("You rate how")) return { content: JSON.stringify({ score: 0.7 }) };
  if (system.startsWith("You classify names")) {
    return { content: JSON.stringify({ items: [{ name: "ClickUp", kind: "direct_competitor", reason: "Another project management app for the same teams." }] }) };
  }
  return { content: lastUserText(req).includes("coffee") ? "Try a local roaster." : ANSWER, promptTokens: 1_000, completionTokens: 1_000 };
});

beforeEach(() => {
  actAs(null);
  mode = "ok";
});

async function world(opts: { budget?: number } = {}) {
  const owner = await createUser({ fullName: "Sia Owner" });
  const brand = await createBrand(owner, "Acme PM");
  await getDb().update(brands).set({ website: "https://acmepm.io", industry: "Project management software" }).where(eq(brands.id, brand.id));
  await getDb()
    .update(brandData)
    .set({ competitors: [{ name: "Asana", domain: "asana.com" }, { name: "Trello", domain: "trello.com" }], keywords: ["project management software"] })
    .where(eq(brandData.brandId, brand.id));
  const [engine] = await getDb()
    .insert(aiEngines)
    // $1 per 1k tokens each way: every answer costs exactly $2, so budget arithmetic is visible.
    .values({ brandId: brand.id, label: "Local test model", provider: "openai-compatible", model: "test-model", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" })
    .returning({ id: aiEngines.id });
  await selectBrand(owner, brand.id);
  actAs(owner);
  if (opts.budget !== undefined) {
    const saved = await actions.updateSaioSettingsAction({ aliases: [], domains: [], competitorAliases: {}, monthlyBudgetUsd: opts.budget, aiSentiment: false });
    expect(saved.ok).toBe(true);
  }
  const added = await actions.createSaioPromptsAction({ texts: ["What is the best project management tool for small teams?", "Which tool should an agency use to plan work?"], topic: "Tools" });
  expect(added).toMatchObject({ ok: true, data: { added: 2, skipped: 0 } });
  return { owner, brand, engineId: engine!.id, scope: await scopeFor(owner, brand.id) };
}

const runner = () => new JobRunner({ workerId: `saio-test-${Math.random()}`, tasks: [SAIO_RUN_TASK, SAIO_SCHEDULES_TASK], pollMs: 20 });

describe("SAIO runs", () => {
  it("two ticks that read the same due schedule start one run between them", async () => {
    const { brand, engineId } = await world();
    const created = await actions.createSaioScheduleAction({ name: "Daily check", frequency: "daily", hour: 6, engineKeys: [engineId], samples: 1 });
    if (!created.ok) throw new Error(created.error);
    await getDb().update(saioSchedules).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(saioSchedules.id, created.data.id));
    const [due] = await getDb().select().from(saioSchedules).where(eq(saioSchedules.id, created.data.id));
    const [a, b] = await Promise.all([runSchedule(due!), runSchedule(due!)]);
    expect([a.runId, b.runId].filter(Boolean)).toHaveLength(1);
    expect([a.message, b.message]).toContain("This schedule has just started a run.");
    expect(await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, brand.id))).toHaveLength(1);
  });

  it("a scheduled run executes on the job runner, stores analysed answers, audits tokens and cost, and finds competitors", async () => {
    const { brand, engineId, scope } = await world();
    const created = await actions.createSaioScheduleAction({ name: "Weekly check", frequency: "weekly", hour: 6, weekday: 1, engineKeys: [engineId], samples: 1 });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    // Make it due now, then let the schedule tick start the run and the runner execute it.
    await getDb().update(saioSchedules).set({ nextRunAt: new Date(Date.now() - 1000) }).where(eq(saioSchedules.id, created.data.id));
    await enqueueJob(getDb(), SAIO_SCHEDULES_TASK, {});
    await runner().runDueOnce();

    const [run] = await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, brand.id));
    expect(run).toMatchObject({ status: "succeeded", trigger: "schedule", scheduleId: created.data.id, total: 2, done: 2, failed: 0 });
    const [schedule] = await getDb().select().from(saioSchedules).where(eq(saioSchedules.id, created.data.id));
    expect(schedule!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(schedule!.lastRunAt).not.toBeNull();

    const answers = await getDb().select().from(saioAnswers).where(eq(saioAnswers.runId, run!.id));
    expect(answers).toHaveLength(2);
    for (const a of answers) {
      expect(a.ok).toBe(true);
      expect(a.mentions.map((m) => [m.brandId, m.position])).toEqual([
        ["c:asana", 1],
        ["own", 2],
        ["c:trello", 3],
      ]);
      expect(a.ownMentioned).toBe(true);
      expect(a.ownPosition).toBe(2);
      expect(a.ownCited).toBe(true);
      expect(a.citedDomains).toEqual(expect.arrayContaining(["acmepm.io", "g2.com", "blog.acmepm.io"]));
      expect(a.sentimentMethod).toBe("ai");
      expect(Number(a.sentiment)).toBeCloseTo(0.7);
      expect(a).toMatchObject({ tokensIn: 1000, tokensOut: 1000, engineLabel: "Local test model" });
      expect(Number(a.costUsd)).toBeCloseTo(2);
    }
    // Every model call is in the ledger with its model, tokens and cost.
    const calls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.purpose, "saio.answer")));
    expect(calls).toHaveLength(2);
    for (const c of calls) expect(c).toMatchObject({ provider: "openai-compatible", model: "test-model", tokensIn: 1000, tokensOut: 1000, ok: true, status: 200 });
    expect(calls.map((c) => Number(c.costUsd))).toEqual([2, 2]);
    expect(Number(run!.costUsd)).toBeGreaterThanOrEqual(4);

    // Names the brand does not track were discovered and classified by the default engine.
    const candidates = await listCandidates(scope);
    const clickup = candidates.find((c) => c.name === "ClickUp");
    expect(clickup).toMatchObject({ kind: "direct_competitor", method: "ai", answers: 2, status: "new" });
    expect(candidates.some((c) => ["Asana", "Trello", "Acme PM"].includes(c.name))).toBe(false);

    // Adding it puts it into Brand Basic Data's competitors; the next run tracks it.
    const add = await actions.addSaioCandidateAction({ id: clickup!.id });
    expect(add).toMatchObject({ ok: true, data: { name: "ClickUp", alreadyListed: false } });
    const [data] = await getDb().select({ competitors: brandData.competitors }).from(brandData).where(eq(brandData.brandId, brand.id));
    expect(data!.competitors.map((c) => c.name)).toEqual(["Asana", "Trello", "ClickUp"]);

    const dash = await getDashboard(scope, 30);
    expect(dash.answers).toBe(2);
    expect(dash.overall!.visibility).toMatchObject({ value: 1, n: 2 });
    expect(dash.overall!.avgPosition).toBe(2);
    // Own brand in 2 answers of 6 brand-answer mentions (Asana 2, Acme 2, Trello 2).
    expect(dash.overall!.shareOfVoice.value).toBeCloseTo(1 / 3);
    expect(dash.topDomains.find((d) => d.domain === "acmepm.io")).toMatchObject({ own: true });
    expect(dash.promptsWon).toHaveLength(2);
  });

  it("stops before the monthly budget would be exceeded and says why", async () => {
    // Each answer costs $2 and may cost up to ~$1.7 more than its prompt: $5 allows two answers, not a third.
    const { brand, engineId } = await world({ budget: 5 });
    const prompts = await getDb().execute<{ id: string }>(sql`select id from saio_prompts where brand_id = ${brand.id}`);
    const started = await actions.startSaioRunAction({ promptIds: prompts.map((p) => p.id), engineKeys: [engineId], samples: 2 });
    expect(started).toMatchObject({ ok: true, data: { total: 4 } });
    await runner().runDueOnce();
    const [run] = await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, brand.id));
    expect(run!.status).toBe("budget");
    expect(run!.message).toMatch(/^Stopped before exceeding this month's budget of \$5\.00: \$4\.00 spent/);
    expect(run!.done).toBe(2);
    const [spent] = await getDb().execute<{ total: string }>(sql`select coalesce(sum(cost_usd), 0)::text as total from api_calls where brand_id = ${brand.id}`);
    expect(Number(spent!.total)).toBeLessThanOrEqual(5);

    // A new run is refused up front once nothing is left.
    await getDb().update(apiCalls).set({ costUsd: "0" }).where(eq(apiCalls.brandId, brand.id));
    await getDb().update(apiCalls).set({ costUsd: "3" }).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.purpose, "saio.answer")));
    const refused = await actions.startSaioRunAction({ promptIds: prompts.map((p) => p.id), engineKeys: [engineId], samples: 1 });
    expect(refused).toEqual({ ok: false, error: "This month's SAIO budget of $5.00 is used up ($6.00 spent). Raise the budget in SAIO settings or wait for next month." });
  });

  it("a refused key fails the engine's answers once, with the provider's reason, without retrying", async () => {
    const { brand, engineId } = await world();
    mode = "unauthorized";
    const prompts = await getDb().execute<{ id: string }>(sql`select id from saio_prompts where brand_id = ${brand.id}`);
    const before = fake().requests.length;
    const started = await actions.startSaioRunAction({ promptIds: prompts.map((p) => p.id), engineKeys: [engineId], samples: 1 });
    expect(started.ok).toBe(true);
    await runner().runDueOnce();
    const [run] = await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, brand.id));
    expect(run).toMatchObject({ status: "failed", done: 0, failed: 2 });
    expect(run!.message).toContain("OpenAI-compatible refused the key (HTTP 401)");
    expect(run!.message).toContain("Incorrect API key provided");
    // One call for the first answer; the second is recorded as failed without calling again.
    expect(fake().requests.length - before).toBe(1);
  });

  it("cancelling keeps the answers so far and the runner stops", async () => {
    const { brand, engineId } = await world();
    const prompts = await getDb().execute<{ id: string }>(sql`select id from saio_prompts where brand_id = ${brand.id}`);
    const started = await actions.startSaioRunAction({ promptIds: prompts.map((p) => p.id), engineKeys: [engineId], samples: 1 });
    if (!started.ok) throw new Error(started.error);
    expect(await actions.cancelSaioRunAction({ id: started.data.runId })).toMatchObject({ ok: true });
    await runner().runDueOnce();
    const [run] = await getDb().select().from(saioRuns).where(eq(saioRuns.id, started.data.runId));
    expect(run).toMatchObject({ status: "cancelled", done: 0 });
    expect(await actions.cancelSaioRunAction({ id: started.data.runId })).toEqual({ ok: false, error: "This run has already finished." });
  });

  it("re-classifying new names by AI replaces rule results in one pass and leaves names the model did not return", async () => {
    const { brand } = await world();
    const base = { brandId: brand.id, kind: "adjacent", reason: "Named next to tracked brands.", method: "rules", mentions: 3, answers: 2, examples: ["ClickUp and Zapier both came up."] };
    await getDb()
      .insert(saioCandidates)
      .values([
        { ...base, name: "ClickUp", key: "clickup" },
        { ...base, name: "Zapier", key: "zapier" },
        { ...base, name: "Monday", key: "monday", status: "dismissed" },
      ]);
    const result = await actions.classifySaioCandidatesAction({});
    expect(result).toEqual({ ok: true, data: { classified: 1, total: 2, failure: null } });
    const rows = await getDb().select().from(saioCandidates).where(eq(saioCandidates.brandId, brand.id));
    const by = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(by.ClickUp).toMatchObject({ kind: "direct_competitor", method: "ai", reason: "Another project management app for the same teams." });
    expect(by.Zapier).toMatchObject({ kind: "adjacent", method: "rules" });
    expect(by.Monday).toMatchObject({ kind: "adjacent", method: "rules", status: "dismissed" });
  });

  it("refuses a run with no usable engine and explains where to connect one", async () => {
    const { brand } = await world();
    await getDb().delete(aiEngines).where(eq(aiEngines.brandId, brand.id));
    const prompts = await getDb().execute<{ id: string }>(sql`select id from saio_prompts where brand_id = ${brand.id}`);
    const r = await actions.startSaioRunAction({ promptIds: prompts.map((p) => p.id), engineKeys: ["deployment"], samples: 1 });
    expect(r).toEqual({ ok: false, error: "One of the chosen engines is no longer available or cannot be called. Check AI engines on /integrations." });
    expect(await getDb().select().from(saioCandidates).where(eq(saioCandidates.brandId, brand.id))).toHaveLength(0);
  });

  it("an industry panel run scores the unbranded answers for every opted-in brand of the owner, splits the cost, and shows nobody another brand", async () => {
    const { owner, brand: a, engineId } = await world();
    const settings = { aliases: [], domains: [], competitorAliases: {}, monthlyBudgetUsd: null, aiSentiment: false };
    expect(await actions.updateSaioSettingsAction({ ...settings, panelOptIn: true })).toMatchObject({ ok: true });
    expect(await actions.createSaioPromptsAction({ texts: ["Is Acme PM good for agencies?"] })).toMatchObject({ ok: true, data: { added: 1 } });

    // B: same owner and industry, opted in, tracks Trello. C: same industry, not opted in.
    const b = await createBrand(owner, "Beta Boards");
    const c = await createBrand(owner, "Gamma Plans");
    for (const id of [b.id, c.id]) await getDb().update(brands).set({ industry: "project management software " }).where(eq(brands.id, id));
    await getDb().update(brandData).set({ competitors: [{ name: "Trello", domain: "trello.com" }] }).where(eq(brandData.brandId, b.id));
    await selectBrand(owner, b.id);
    expect(await actions.updateSaioSettingsAction({ ...settings, panelOptIn: true })).toMatchObject({ ok: true });
    await selectBrand(owner, a.id);

    const prompts = await getDb().execute<{ id: string }>(sql`select id from saio_prompts where brand_id = ${a.id}`);
    const started = await actions.startSaioRunAction({ promptIds: prompts.map((p) => p.id), engineKeys: [engineId], samples: 1, panel: true });
    expect(started).toMatchObject({ ok: true, data: { total: 3 } });
    await runner().runDueOnce();

    const [parent] = await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, a.id));
    expect(parent).toMatchObject({ status: "succeeded", panel: true, done: 3 });
    const [child] = await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, b.id));
    expect(child).toMatchObject({ status: "succeeded", trigger: "panel", parentRunId: parent!.id, total: 2, done: 2 });
    expect(await getDb().select().from(saioRuns).where(eq(saioRuns.brandId, c.id))).toHaveLength(0);

    // One call per answer (3), not per brand; each shared answer's $2 is split in two.
    expect(await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, a.id), eq(apiCalls.purpose, "saio.answer")))).toHaveLength(3);
    const aAnswers = await getDb().select().from(saioAnswers).where(eq(saioAnswers.runId, parent!.id));
    expect(aAnswers.map((r) => Number(r.costUsd)).sort()).toEqual([1, 1, 2]);
    const bAnswers = await getDb().select().from(saioAnswers).where(eq(saioAnswers.brandId, b.id));
    expect(bAnswers).toHaveLength(2);
    for (const r of bAnswers) {
      expect(r).toMatchObject({ runId: child!.id, promptId: null, ownMentioned: false, ownPosition: null });
      expect(Number(r.costUsd)).toBe(1);
      // Scored against B's own tracked brands: Trello is B's competitor; Asana is not tracked by B.
      expect(r.mentions.map((m) => m.brandId)).toEqual(["c:trello"]);
    }
    expect(bAnswers.map((r) => r.promptText).sort()).toEqual(["What is the best project management tool for small teams?", "Which tool should an agency use to plan work?"]);

    // A teammate of A only sees A: no panel brand's name, run or answers.
    const member = await createUser({ fullName: "Mia Member" });
    await addMember(a.id, member, "member", owner);
    const memberScope = await scopeFor(member, a.id);
    expect((await getPanelSummary(memberScope, true, "Project management software")).visible).toEqual([]);
    expect((await listRuns(memberScope)).map((r) => r.id)).toEqual([parent!.id]);
    expect(await listRunAnswers(memberScope, child!.id)).toEqual([]);
    // The owner sees B by name.
    const ownerScope = await scopeFor(owner, a.id);
    expect((await getPanelSummary(ownerScope, true, "Project management software")).visible.map((x) => x.name)).toEqual(["Beta Boards"]);
  });

  it("refuses a panel run for a brand that has not opted in", async () => {
    const { brand, engineId } = await world();
    const prompts = await getDb().execute<{ id: string }>(sql`select id from saio_prompts where brand_id = ${brand.id}`);
    expect(await actions.startSaioRunAction({ promptIds: prompts.map((p) => p.id), engineKeys: [engineId], samples: 1, panel: true })).toEqual({
      ok: false,
      error: "Opt in to the industry panel in Tracking settings first.",
    });
  });
});
