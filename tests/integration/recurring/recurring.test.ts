import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, foundationalTasks, growthSprints, recurringTaskRules, recurringTaskRuns, taskEvents } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { addDays } from "@/lib/calendar-day";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { JobRunner, listJobs } from "@/lib/jobs";
import { isoDay } from "@/modules/tasks/sprint-rule";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/recurring/actions");
const { createRecurringRule, setRecurringRulePaused } = await import("@/modules/recurring/queries");
const { materializeRule, runDueRules } = await import("@/modules/recurring/run");
const { RECURRING_TASK } = await import("@/modules/recurring/jobs");

beforeEach(() => actAs(null));

async function world() {
  const owner = await createUser({ fullName: "Rita Owner" });
  const brand = await createBrand(owner, `Recurring ${Math.random().toString(36).slice(2, 8)}`);
  const member = await createSquadMember(brand.id, "Rita Owner", owner);
  await selectBrand(owner, brand.id);
  const scope = await scopeFor(owner, brand.id);
  return { owner, brand, member, scope };
}

const rule = (assignedTo: string, over: Record<string, unknown> = {}) =>
  ({
    title: "Check ad spend pacing",
    description: "Compare spend to plan in every campaign.",
    priority: "High" as const,
    difficulty: "Low" as const,
    assignedTo,
    frequency: "daily" as const,
    interval: 1,
    weekdays: [] as number[],
    monthDay: null,
    startDate: "2026-03-02",
    endDate: null,
    ...over,
  });

async function tasksOf(brandId: string) {
  return getDb()
    .select({ id: foundationalTasks.id, dueDate: foundationalTasks.dueDate, sourceType: foundationalTasks.sourceType, sourceData: foundationalTasks.sourceData, assignedTo: foundationalTasks.assignedTo, sprintId: foundationalTasks.sprintId, userId: foundationalTasks.userId, status: foundationalTasks.status, title: foundationalTasks.title, priority: foundationalTasks.priority })
    .from(foundationalTasks)
    .where(eq(foundationalTasks.brandId, brandId))
    .orderBy(foundationalTasks.dueDate);
}

describe("recurring task rules", () => {
  it("the job creates a new rule's task due today, once, with its source and ledger row", async () => {
    const { owner, brand, member } = await world();
    const today = isoDay();
    const [sprint] = await getDb()
      .insert(growthSprints)
      .values({ brandId: brand.id, name: "Now", startDate: addDays(today, -2), endDate: addDays(today, 10), status: "open" })
      .returning({ id: growthSprints.id });
    actAs(owner);
    const created = await actions.createRecurringRuleAction({ ...rule(member.id), startDate: today });
    expect(created).toMatchObject({ ok: true, data: { nextRunOn: today, schedule: "Every day" } });
    if (!created.ok) return;
    // Creating a rule whose first occurrence is today queued the job for it.
    const queued = await listJobs(getDb(), sql`task = ${RECURRING_TASK} and brand_id = ${brand.id}`);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ ruleId: created.data.id });

    const runner = new JobRunner({ workerId: "recurring-test", tasks: [RECURRING_TASK], pollMs: 20 });
    expect(await runner.runDueOnce()).toBeGreaterThanOrEqual(1);
    const tasks = await tasksOf(brand.id);
    expect(tasks).toEqual([
      {
        id: expect.any(String),
        title: "Check ad spend pacing",
        priority: "High",
        dueDate: today,
        sourceType: "recurring",
        sourceData: { rule_id: created.data.id, occurrence: today },
        assignedTo: member.id,
        sprintId: sprint!.id,
        userId: owner.id,
        status: "pending",
      },
    ]);
    const [run] = await getDb().select().from(recurringTaskRuns).where(eq(recurringTaskRuns.ruleId, created.data.id));
    expect(run).toMatchObject({ occurrence: today, taskId: tasks[0]!.id });
    expect(await getDb().select().from(taskEvents).where(eq(taskEvents.taskId, tasks[0]!.id))).toHaveLength(1);
    const [ruleRow] = await getDb().select().from(recurringTaskRules).where(eq(recurringTaskRules.id, created.data.id));
    expect(ruleRow).toMatchObject({ processedThrough: today, nextRunOn: addDays(today, 1) });
    const log = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "create_recurring_tasks")));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ userId: owner.id, payload: { trigger: "schedule" } });

    // Another pass (a second tick, another instance) finds nothing new.
    await runner.runDueOnce();
    expect(await runDueRules({ brandId: brand.id })).toMatchObject({ created: 0 });
    expect(await tasksOf(brand.id)).toHaveLength(1);
  });

  it("catches up after downtime: the missed occurrences once each, then nothing more", async () => {
    const { brand, member, scope } = await world();
    // Mondays and Thursdays from Monday 2 Mar 2026; created on 2 Mar, first run that day.
    const saved = await createRecurringRule(scope, rule(member.id, { frequency: "weekly", weekdays: [1, 4] }), "2026-03-02");
    await runDueRules({ brandId: brand.id, today: "2026-03-02" });
    expect((await tasksOf(brand.id)).map((t) => t.dueDate)).toEqual(["2026-03-02"]);
    // The server was down until Friday 13 Mar: Thu 5, Mon 9, Thu 12 were missed.
    expect(await runDueRules({ brandId: brand.id, today: "2026-03-13" })).toEqual({ rules: 1, created: 3, failed: 0 });
    expect((await tasksOf(brand.id)).map((t) => t.dueDate)).toEqual(["2026-03-02", "2026-03-05", "2026-03-09", "2026-03-12"]);
    expect(await runDueRules({ brandId: brand.id, today: "2026-03-13" })).toEqual({ rules: 0, created: 0, failed: 0 });
    const [r] = await getDb().select().from(recurringTaskRules).where(eq(recurringTaskRules.id, saved.id));
    expect(r).toMatchObject({ processedThrough: "2026-03-13", nextRunOn: "2026-03-16" });
  });

  it("takes a long backlog in several passes of one run without losing or repeating a day", async () => {
    const { brand, member, scope } = await world();
    await createRecurringRule(scope, rule(member.id, { startDate: "2026-01-01" }), "2026-01-01");
    const result = await runDueRules({ brandId: brand.id, today: "2026-04-10" }); // 100 days, two passes of 60
    expect(result.created).toBe(100);
    const due = (await tasksOf(brand.id)).map((t) => t.dueDate);
    expect(new Set(due).size).toBe(100);
    expect(due[0]).toBe("2026-01-01");
    expect(due.at(-1)).toBe("2026-04-10");
  });

  it("two concurrent runs create each occurrence once", async () => {
    const { brand, member, scope } = await world();
    const other = await world();
    await createRecurringRule(scope, rule(member.id), "2026-03-02");
    await createRecurringRule(other.scope, rule(other.member.id, { frequency: "every_n_weeks", interval: 2, weekdays: [1, 3] }), "2026-03-02");
    const today = "2026-03-20";
    const results = await Promise.all([runDueRules({ today }), runDueRules({ today }), runDueRules({ brandId: brand.id, today })]);
    expect(results.reduce((n, r) => n + r.failed, 0)).toBe(0);
    const a = (await tasksOf(brand.id)).map((t) => t.dueDate);
    expect(a).toHaveLength(19); // 2–20 Mar
    expect(new Set(a).size).toBe(19);
    const b = (await tasksOf(other.brand.id)).map((t) => t.dueDate);
    expect(b).toEqual(["2026-03-02", "2026-03-04", "2026-03-16", "2026-03-18"]);
  });

  it("the ledger refuses an occurrence twice even to runs that read a stale cursor", async () => {
    const { brand, member, scope } = await world();
    const saved = await createRecurringRule(scope, rule(member.id), "2026-03-02");
    // Two transactions that both planned from the same cursor, committing one after the other.
    const first = await withScope(scope, (tx) => materializeRule(tx, scope, saved.id, "2026-03-04", "system"));
    await getDb().update(recurringTaskRules).set({ processedThrough: "2026-03-01" }).where(eq(recurringTaskRules.id, saved.id));
    const [second, third] = await Promise.all([
      withScope(scope, (tx) => materializeRule(tx, scope, saved.id, "2026-03-04", "system")),
      withScope(scope, (tx) => materializeRule(tx, scope, saved.id, "2026-03-05", "system")),
    ]);
    expect(first.created).toHaveLength(3);
    expect(second.created.length + third.created.length).toBe(1); // only 5 Mar was new
    const due = (await tasksOf(brand.id)).map((t) => t.dueDate);
    expect(due).toEqual(["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"]);
    const claims = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from recurring_task_runs where rule_id = ${saved.id}::uuid`);
    expect(claims[0]!.n).toBe(4);
  });

  it("a paused rule creates nothing and skips the paused days when resumed", async () => {
    const { brand, member, scope } = await world();
    const today = isoDay();
    const saved = await createRecurringRule(scope, rule(member.id, { startDate: addDays(today, -10) }), addDays(today, -10));
    await runDueRules({ brandId: brand.id, today: addDays(today, -10) });
    await setRecurringRulePaused(scope, saved.id, true);
    expect(await runDueRules({ brandId: brand.id, today })).toMatchObject({ created: 0 });
    const resumed = await setRecurringRulePaused(scope, saved.id, false);
    expect(resumed).toMatchObject({ paused: false, nextRunOn: today });
    await runDueRules({ brandId: brand.id, today });
    expect((await tasksOf(brand.id)).map((t) => t.dueDate)).toEqual([addDays(today, -10), today]);
  });

  it("run now creates what is due, refuses paused rules, and respects roles and brands", async () => {
    const { owner, brand, member } = await world();
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer, brand.id);
    actAs(owner);
    const created = await actions.createRecurringRuleAction({ ...rule(member.id), frequency: "monthly", monthDay: 1, startDate: addDays(isoDay(), 1) });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(await actions.runRecurringRuleNowAction({ ruleId: created.data.id })).toMatchObject({ ok: true, data: { created: 0 } });
    await actions.setRecurringRulePausedAction({ ruleId: created.data.id, paused: true });
    expect(await actions.runRecurringRuleNowAction({ ruleId: created.data.id })).toEqual({ ok: false, error: "This rule is paused. Resume it to create its tasks." });

    actAs(viewer);
    expect(await actions.deleteRecurringRuleAction({ ruleId: created.data.id })).toMatchObject({ ok: false, error: expect.stringMatching(/view this but not change it/) });
    const stranger = await createUser();
    const own = await createBrand(stranger);
    await selectBrand(stranger, own.id);
    actAs(stranger);
    expect(await actions.deleteRecurringRuleAction({ ruleId: created.data.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await actions.createRecurringRuleAction({ ...rule(member.id) })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    actAs(owner);
    expect(await actions.deleteRecurringRuleAction({ ruleId: created.data.id })).toMatchObject({ ok: true });
  });

  it("validates the schedule", async () => {
    const { owner, member } = await world();
    actAs(owner);
    const weekly = await actions.createRecurringRuleAction({ ...rule(member.id), frequency: "weekly", weekdays: [] });
    expect(weekly).toMatchObject({ ok: false, fieldErrors: { weekdays: ["Pick at least one day of the week"] } });
    const every = await actions.createRecurringRuleAction({ ...rule(member.id), frequency: "every_n_weeks", interval: 1, weekdays: [2] });
    expect(every).toMatchObject({ ok: false, fieldErrors: { interval: [expect.stringMatching(/2 to 52/)] } });
    const ends = await actions.createRecurringRuleAction({ ...rule(member.id), endDate: "2026-03-01" });
    expect(ends).toMatchObject({ ok: false, fieldErrors: { endDate: ["The end date must be on or after the start date"] } });
    const blank = await actions.createRecurringRuleAction({ ...rule(member.id), title: "   " });
    expect(blank).toMatchObject({ ok: false, fieldErrors: { title: ["Title is required"] } });
  });
});
