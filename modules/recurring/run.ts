/**
 * Turning due occurrences of recurring rules into tasks. One routine serves the background job
 * (every rule of every brand, as the system) and "Run now" (one rule, as the signed-in user).
 *
 * Idempotency: each occurrence is first claimed in recurring_task_runs, whose unique
 * (rule_id, occurrence) admits one row; the task is created only for the rows this transaction's
 * INSERT … ON CONFLICT DO NOTHING actually inserted. Two runs racing on one rule (two instances,
 * a job and "Run now", a retried job) therefore create each occurrence once: the loser's insert
 * waits for the winner's commit and then inserts nothing. Claim, task, history, webhook and the
 * rule's cursor commit together, so a crash mid-run leaves the occurrence unclaimed for the next run.
 */
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthSprints, recurringTaskRules, recurringTaskRuns } from "@/db/schema";
import { logActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { actingScope } from "@/modules/roles/acting";
import { createTasksInTx, type CreatedTask } from "@/modules/tasks/create";
import { today as currentDay } from "@/lib/calendar-day";
import { planRun, MAX_OCCURRENCES_PER_RUN } from "./recurrence";

export type RuleRow = typeof recurringTaskRules.$inferSelect;

type MaterializeResult = { created: CreatedTask[]; nextRunOn: string | null; skipped: "paused" | "missing" | null };

/** The sprint a task due on `day` belongs to: one that is not closed and contains the day. */
function sprintOn(sprints: { id: string; startDate: string; endDate: string; status: string }[], day: string): string | null {
  return sprints.find((s) => s.status !== "closed" && s.startDate <= day && day <= s.endDate)?.id ?? null;
}

/**
 * Creates the rule's due tasks up to `today` inside `tx` (a transaction of `scope`'s brand).
 * `actor` "system": the schedule ran it (the job, acting as the scope's user); "user": Run now.
 */
export async function materializeRule(tx: Tx, scope: BrandScope, ruleId: string, today: string, actor: "system" | "user"): Promise<MaterializeResult> {
  const [rule] = await tx
    .select()
    .from(recurringTaskRules)
    .where(and(eq(recurringTaskRules.id, ruleId), eq(recurringTaskRules.brandId, scope.brandId)));
  if (!rule) return { created: [], nextRunOn: null, skipped: "missing" };
  if (rule.paused) return { created: [], nextRunOn: rule.nextRunOn, skipped: "paused" };

  const plan = planRun(rule, today, MAX_OCCURRENCES_PER_RUN);
  let created: CreatedTask[] = [];
  if (plan.occurrences.length) {
    const claimed = await tx
      .insert(recurringTaskRuns)
      .values(plan.occurrences.map((occurrence) => ({ brandId: scope.brandId, ruleId: rule.id, occurrence })))
      .onConflictDoNothing({ target: [recurringTaskRuns.ruleId, recurringTaskRuns.occurrence] })
      .returning({ id: recurringTaskRuns.id, occurrence: recurringTaskRuns.occurrence });
    claimed.sort((a, b) => a.occurrence.localeCompare(b.occurrence));
    if (claimed.length) {
      const sprints = await tx
        .select({ id: growthSprints.id, startDate: growthSprints.startDate, endDate: growthSprints.endDate, status: growthSprints.status })
        .from(growthSprints)
        .where(eq(growthSprints.brandId, scope.brandId))
        .orderBy(asc(growthSprints.startDate));
      created = await createTasksInTx(
        tx,
        scope,
        claimed.map((c) => ({
          title: rule.title,
          description: rule.description,
          priority: rule.priority,
          difficulty: rule.difficulty,
          assignedTo: rule.assignedTo,
          sprintId: sprintOn(sprints, c.occurrence),
          dueDate: c.occurrence,
          sourceType: "recurring",
          sourceData: { rule_id: rule.id, occurrence: c.occurrence },
        })),
        { activity: "none" },
      );
      for (const [i, c] of claimed.entries()) {
        await tx
          .update(recurringTaskRuns)
          .set({ taskId: created[i]!.id })
          .where(and(eq(recurringTaskRuns.id, c.id), eq(recurringTaskRuns.brandId, scope.brandId)));
      }
      const n = created.length;
      await logActivity(tx, {
        brandId: scope.brandId,
        // RLS admits only lines of the acting user; the trigger says whether a person or the schedule ran it.
        userId: scope.userId,
        actionType: "create_recurring_tasks",
        userAction: `Recurring rule "${rule.title}" created ${n} task${n === 1 ? "" : "s"}${actor === "system" ? " (scheduled run)" : ""}`,
        payload: { ruleId: rule.id, trigger: actor === "system" ? "schedule" : "run_now", occurrences: claimed.map((c) => c.occurrence), taskIds: created.map((t) => t.id) },
      });
    }
  }
  // A concurrent run may already have moved the cursor further: never move it back.
  await tx
    .update(recurringTaskRules)
    .set({ processedThrough: plan.processedThrough, nextRunOn: plan.nextRunOn, lastRunAt: new Date() })
    .where(
      and(
        eq(recurringTaskRules.id, rule.id),
        eq(recurringTaskRules.brandId, scope.brandId),
        or(isNull(recurringTaskRules.processedThrough), lte(recurringTaskRules.processedThrough, plan.processedThrough)),
      ),
    );
  return { created, nextRunOn: plan.nextRunOn, skipped: null };
}

type DueRunSummary = { rules: number; created: number; failed: number };

/**
 * The job's work: every active rule whose next occurrence is due by `today` (optionally of one
 * brand or one rule), each in its own transaction so one failing rule does not hold up the rest.
 * Rules with a backlog longer than one run's cap are taken again until they are caught up.
 */
export async function runDueRules(opts: { today?: string; brandId?: string; ruleId?: string; log?: Pick<Console, "warn" | "error"> } = {}): Promise<DueRunSummary> {
  const today = opts.today ?? currentDay();
  const log = opts.log ?? console;
  const summary: DueRunSummary = { rules: 0, created: 0, failed: 0 };
  const done = new Set<string>();
  for (let pass = 0; pass < 50; pass++) {
    const due = await asSystem("recurring job: due rules of every brand", (db) =>
      db
        .select({ id: recurringTaskRules.id, brandId: recurringTaskRules.brandId, createdBy: recurringTaskRules.createdBy, title: recurringTaskRules.title })
        .from(recurringTaskRules)
        .where(
          and(
            eq(recurringTaskRules.paused, false),
            lte(recurringTaskRules.nextRunOn, today),
            opts.brandId ? eq(recurringTaskRules.brandId, opts.brandId) : undefined,
            opts.ruleId ? eq(recurringTaskRules.id, opts.ruleId) : undefined,
            done.size ? sql`${recurringTaskRules.id} not in (${sql.join([...done].map((id) => sql`${id}::uuid`), sql`, `)})` : undefined,
          ),
        )
        .orderBy(asc(recurringTaskRules.nextRunOn))
        .limit(200),
    );
    if (due.length === 0) break;
    for (const rule of due) {
      try {
        const scope = await actingScope(rule.brandId, rule.createdBy, "tasks");
        if (!scope) {
          log.warn(`[recurring] rule ${rule.id} ("${rule.title}"): neither its creator nor the brand owner may create tasks; skipped.`);
          done.add(rule.id);
          summary.failed++;
          continue;
        }
        const result = await withScope(scope, (tx) => materializeRule(tx, scope, rule.id, today, "system"));
        summary.rules++;
        summary.created += result.created.length;
        // Caught up (or ended): done for this run. Otherwise the next pass takes the rest of its backlog.
        if (result.nextRunOn === null || result.nextRunOn > today || result.created.length === 0) done.add(rule.id);
      } catch (e) {
        done.add(rule.id);
        summary.failed++;
        log.error(`[recurring] rule ${rule.id} ("${rule.title}") failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }
  return summary;
}
