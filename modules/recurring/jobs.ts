/**
 * The recurring-task job (lib/jobs): a schedule runs it every 15 minutes for every brand, and a
 * rule that is due at once (created or resumed with an occurrence today) enqueues it for itself.
 * After downtime the first tick finds every rule whose next run has passed and catches it up.
 */
import { RetryLaterError, defineTask, enqueueJob, wakeJobRunner, type ScheduleSpec } from "@/lib/jobs";
import type { Executor } from "@/db/client";
import { runDueRules } from "./run";

export const RECURRING_TASK = "recurring.create-due-tasks";

export const recurringSchedule: ScheduleSpec = { name: "recurring.create-due-tasks", cron: "*/15 * * * *", task: RECURRING_TASK };

defineTask<{ brandId?: string; ruleId?: string }>({
  name: RECURRING_TASK,
  maxAttempts: 5,
  leaseMs: 5 * 60_000,
  handler: async ({ payload }) => {
    const summary = await runDueRules({ brandId: payload.brandId, ruleId: payload.ruleId });
    // Every rule is idempotent per occurrence, so running all of them again is safe.
    if (summary.failed > 0) throw new RetryLaterError(`${summary.failed} recurring rule(s) failed; ${summary.created} task(s) created.`);
  },
});

/** Queues a run for one rule in `executor`'s transaction; call wakeRecurringJob() after the commit. */
export async function enqueueRuleRun(executor: Executor, brandId: string, ruleId: string): Promise<void> {
  await enqueueJob(executor, RECURRING_TASK, { brandId, ruleId }, { brandId });
}

export function wakeRecurringJob(): void {
  wakeJobRunner();
}
