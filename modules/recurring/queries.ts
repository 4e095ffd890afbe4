/**
 * Recurring task rules of a brand (issue 7 /task-scheduling, /scheduled-tasks): reads for the two
 * pages and the rule's lifecycle (create, edit, pause/resume, delete, run now).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { foundationalTasks, growthSquad, recurringTaskRules, recurringTaskRuns } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { addDays, today as currentDay } from "@/lib/calendar-day";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { squadMembersQuery } from "@/modules/squad/queries";
import { scopedReads } from "@/modules/tasks/batch";
import type { z } from "zod";
import type { createRecurringRuleInput } from "./inputs";
import { cursorFor, describeRecurrence, nextOccurrence } from "./recurrence";
import { materializeRule } from "./run";
import { enqueueRuleRun, wakeRecurringJob } from "./jobs";

export type RuleListItem = {
  id: string;
  title: string;
  description: string;
  priority: "High" | "Medium" | "Low";
  difficulty: "High" | "Medium" | "Low";
  assignedTo: string | null;
  assigneeName: string | null;
  frequency: "daily" | "weekly" | "monthly" | "every_n_weeks";
  interval: number;
  weekdays: number[];
  monthDay: number | null;
  startDate: string;
  endDate: string | null;
  paused: boolean;
  nextRunOn: string | null;
  lastRunAt: string | null;
  createdCount: number;
};

export type RuleRunItem = {
  ruleId: string;
  occurrence: string;
  taskId: string | null;
  taskTitle: string | null;
  taskStatus: string | null;
};

export type SquadOption = { id: string; name: string; alias: string | null; isMe: boolean };

const ruleColumns = {
  id: recurringTaskRules.id,
  title: recurringTaskRules.title,
  description: recurringTaskRules.description,
  priority: recurringTaskRules.priority,
  difficulty: recurringTaskRules.difficulty,
  assignedTo: recurringTaskRules.assignedTo,
  assigneeName: growthSquad.name,
  frequency: recurringTaskRules.frequency,
  interval: recurringTaskRules.interval,
  weekdays: recurringTaskRules.weekdays,
  monthDay: recurringTaskRules.monthDay,
  startDate: recurringTaskRules.startDate,
  endDate: recurringTaskRules.endDate,
  paused: recurringTaskRules.paused,
  nextRunOn: recurringTaskRules.nextRunOn,
  lastRunAt: sql<string | null>`to_char(${recurringTaskRules.lastRunAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  createdCount: sql<number>`(select count(*)::int from ${recurringTaskRuns} r where r.rule_id = ${recurringTaskRules.id} and r.brand_id = ${recurringTaskRules.brandId})`,
};

function rulesQuery(tx: Tx, scope: BrandScope) {
  return tx
    .select(ruleColumns)
    .from(recurringTaskRules)
    .leftJoin(growthSquad, eq(growthSquad.id, recurringTaskRules.assignedTo))
    .where(eq(recurringTaskRules.brandId, scope.brandId))
    .orderBy(desc(recurringTaskRules.createdAt), asc(recurringTaskRules.id));
}

const toSquad = (scope: BrandScope, rows: { id: string; name: string; alias: string | null; userId: string | null }[]): SquadOption[] =>
  rows.map((m) => ({ id: m.id, name: m.name, alias: m.alias, isMe: m.userId === scope.userId }));

/** /task-scheduling: the rules (to pick one to edit) and the squad to assign to. */
export async function getSchedulingPage(scope: BrandScope): Promise<{ rules: RuleListItem[]; squad: SquadOption[] }> {
  const r = await scopedReads(scope, (tx) => ({ rules: rulesQuery(tx, scope), squad: squadMembersQuery(tx, scope) }));
  return { rules: r.rules, squad: toSquad(scope, r.squad) };
}

/** /scheduled-tasks: the rules with their ten latest created tasks each. */
export async function getScheduledTasksPage(scope: BrandScope): Promise<{ rules: RuleListItem[]; runs: RuleRunItem[] }> {
  const r = await scopedReads(scope, (tx) => ({
    rules: rulesQuery(tx, scope),
    runs: tx.execute<{ rule_id: string; occurrence: string; task_id: string | null; task_title: string | null; task_status: string | null }>(sql`
      select x.rule_id, x.occurrence::text as occurrence, x.task_id, t.title as task_title, t.status as task_status
      from (
        select r.*, row_number() over (partition by r.rule_id order by r.occurrence desc) as n
        from ${recurringTaskRuns} r where r.brand_id = ${scope.brandId}::uuid
      ) x
      left join ${foundationalTasks} t on t.id = x.task_id and t.brand_id = x.brand_id
      where x.n <= 10
      order by x.rule_id, x.occurrence desc`),
  }));
  return {
    rules: r.rules,
    runs: r.runs.map((x) => ({ ruleId: x.rule_id, occurrence: x.occurrence, taskId: x.task_id, taskTitle: x.task_title, taskStatus: x.task_status })),
  };
}

type RuleData = z.output<typeof createRecurringRuleInput>;

type SavedRule = { id: string; title: string; nextRunOn: string | null; schedule: string };

export async function createRecurringRule(scope: BrandScope, data: RuleData, today = currentDay()): Promise<SavedRule> {
  const processedThrough = cursorFor(data.startDate, today);
  const nextRunOn = nextOccurrence(data, processedThrough);
  const saved = await withScope(scope, async (tx) => {
    await assertInBrand(tx, scope, growthSquad, [data.assignedTo]);
    const [row] = await tx
      .insert(recurringTaskRules)
      .values({ ...data, brandId: scope.brandId, createdBy: scope.userId, processedThrough, nextRunOn })
      .returning({ id: recurringTaskRules.id });
    const schedule = describeRecurrence(data);
    await logScopeActivity(
      tx,
      scope,
      "create_recurring_rule",
      `Scheduled recurring task "${data.title}" (${schedule.toLowerCase()})`,
      { ruleId: row!.id, title: data.title, schedule, startDate: data.startDate, endDate: data.endDate },
    );
    // Its first task is due today: the job creates it now rather than at the next tick.
    if (nextRunOn !== null && nextRunOn <= today) await enqueueRuleRun(tx, scope.brandId, row!.id);
    return { id: row!.id, title: data.title, nextRunOn, schedule };
  });
  if (saved.nextRunOn !== null && saved.nextRunOn <= today) wakeRecurringJob();
  return saved;
}

export async function updateRecurringRule(scope: BrandScope, ruleId: string, data: RuleData, today = currentDay()): Promise<SavedRule> {
  const saved = await withScope(scope, async (tx) => {
    const [before] = await tx
      .select({ processedThrough: recurringTaskRules.processedThrough, paused: recurringTaskRules.paused })
      .from(recurringTaskRules)
      .where(and(eq(recurringTaskRules.id, ruleId), eq(recurringTaskRules.brandId, scope.brandId)));
    if (!before) throw new NotFoundError();
    await assertInBrand(tx, scope, growthSquad, [data.assignedTo]);
    const processedThrough = cursorFor(data.startDate, today, before.processedThrough);
    const nextRunOn = nextOccurrence(data, processedThrough);
    await tx
      .update(recurringTaskRules)
      .set({ ...data, processedThrough, nextRunOn })
      .where(and(eq(recurringTaskRules.id, ruleId), eq(recurringTaskRules.brandId, scope.brandId)));
    const schedule = describeRecurrence(data);
    await logScopeActivity(
      tx,
      scope,
      "update_recurring_rule",
      `Updated recurring task "${data.title}" (${schedule.toLowerCase()})`,
      { ruleId, title: data.title, schedule, startDate: data.startDate, endDate: data.endDate },
    );
    const due = !before.paused && nextRunOn !== null && nextRunOn <= today;
    if (due) await enqueueRuleRun(tx, scope.brandId, ruleId);
    return { saved: { id: ruleId, title: data.title, nextRunOn, schedule }, due };
  });
  if (saved.due) wakeRecurringJob();
  return saved.saved;
}

export async function setRecurringRulePaused(scope: BrandScope, ruleId: string, paused: boolean, today = currentDay()): Promise<{ title: string; paused: boolean; nextRunOn: string | null }> {
  const result = await withScope(scope, async (tx) => {
    const [rule] = await tx
      .select()
      .from(recurringTaskRules)
      .where(and(eq(recurringTaskRules.id, ruleId), eq(recurringTaskRules.brandId, scope.brandId)));
    if (!rule) throw new NotFoundError();
    let { processedThrough, nextRunOn } = rule;
    if (!paused && rule.paused) {
      // Days that passed while paused are skipped, not caught up; today's occurrence is still due.
      const floor = [addDays(today, -1), addDays(rule.startDate, -1), rule.processedThrough].filter((d): d is string => d !== null).sort().at(-1)!;
      processedThrough = floor;
      nextRunOn = nextOccurrence(rule, floor);
    }
    await tx
      .update(recurringTaskRules)
      .set({ paused, processedThrough, nextRunOn })
      .where(and(eq(recurringTaskRules.id, ruleId), eq(recurringTaskRules.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, paused ? "pause_recurring_rule" : "resume_recurring_rule", `${paused ? "Paused" : "Resumed"} recurring task "${rule.title}"`, { ruleId, title: rule.title });
    const due = !paused && nextRunOn !== null && nextRunOn <= today;
    if (due) await enqueueRuleRun(tx, scope.brandId, ruleId);
    return { title: rule.title, paused, nextRunOn, due };
  });
  if (result.due) wakeRecurringJob();
  return { title: result.title, paused: result.paused, nextRunOn: result.nextRunOn };
}

/** Deletes the rule and its ledger; the tasks it created stay. */
export async function deleteRecurringRule(scope: BrandScope, ruleId: string): Promise<{ title: string }> {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .delete(recurringTaskRules)
      .where(and(eq(recurringTaskRules.id, ruleId), eq(recurringTaskRules.brandId, scope.brandId)))
      .returning({ title: recurringTaskRules.title });
    if (!row) throw new NotFoundError();
    await logScopeActivity(tx, scope, "delete_recurring_rule", `Deleted recurring task "${row.title}"`, { ruleId, title: row.title });
    return row;
  });
}

/** "Run now": creates whatever of the rule is due by today, at once (the same routine as the job). */
export async function runRecurringRuleNow(scope: BrandScope, ruleId: string, today = currentDay()): Promise<{ created: number; nextRunOn: string | null }> {
  const result = await withScope(scope, (tx) => materializeRule(tx, scope, ruleId, today, "user"));
  if (result.skipped === "missing") throw new NotFoundError();
  if (result.skipped === "paused") throw new ActionError("This rule is paused. Resume it to create its tasks.");
  return { created: result.created.length, nextRunOn: result.nextRunOn };
}
