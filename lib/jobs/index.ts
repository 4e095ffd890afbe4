/**
 * Background jobs: `enqueueJob(tx, task, payload)` inside the transaction that causes the work,
 * `defineTask({ name, handler })` in the module that does it, and one runner per process started
 * by instrumentation.ts (inside the app, the default) or by `npm run worker` (scaled out).
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { JobRunner, type RunnerOptions } from "./runner";
import { ensureSchedule } from "./queue";
import { defineTask } from "./tasks";

export { JobRunner, type RunnerOptions } from "./runner";
export { enqueueJob, ensureSchedule, type EnqueueOptions, type ScheduleSpec } from "./queue";
export { defineTask, getTask, PermanentJobError, RetryLaterError, withJitter, type JobContext, type TaskDefinition } from "./tasks";

/** Finished jobs are kept a week (failed ones a month) for inspection, then removed. */
export const cleanupTask = defineTask({
  name: "jobs.cleanup",
  maxAttempts: 3,
  handler: async () => {
    await getDb().execute(sql`
      delete from jobs where (status in ('succeeded', 'cancelled') and finished_at < now() - interval '7 days')
        or (status = 'failed' and finished_at < now() - interval '30 days')`);
  },
});

const g = globalThis as unknown as { __growthJobRunner?: JobRunner };

/**
 * Starts this process's runner once (dev re-evaluates modules; a second call returns the first
 * runner). Schedules given here are created or updated before polling starts.
 */
export async function startJobRunner(opts: RunnerOptions & { schedules?: Parameters<typeof ensureSchedule>[1][] } = {}): Promise<JobRunner> {
  if (g.__growthJobRunner) return g.__growthJobRunner;
  const runner = new JobRunner(opts);
  g.__growthJobRunner = runner;
  const db = getDb();
  for (const s of [{ name: "jobs.cleanup", cron: "17 3 * * *", task: cleanupTask.name }, ...(opts.schedules ?? [])]) {
    await ensureSchedule(db, s);
  }
  runner.start();
  return runner;
}

export async function stopJobRunner(timeoutMs?: number): Promise<void> {
  const runner = g.__growthJobRunner;
  g.__growthJobRunner = undefined;
  await runner?.stop({ timeoutMs });
}

/** Wakes this process's runner, if any, so work enqueued a moment ago starts without waiting for the next poll. */
export function wakeJobRunner(): void {
  g.__growthJobRunner?.wake();
}
