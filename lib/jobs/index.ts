/**
 * Background jobs: `enqueueJob(tx, task, payload)` inside the transaction that causes the work,
 * `defineTask({ name, handler })` in the module that does it, and one runner per process started
 * by instrumentation.ts (inside the app, the default) or by `npm run worker` (scaled out). The queue
 * itself is pg-boss (./boss.ts); finished jobs are archived and deleted by its maintenance.
 */
import { getDb } from "@/db/client";
import { JobRunner, type RunnerOptions } from "./runner";
import { ensureSchedule } from "./queue";
import { startBoss, stopBoss } from "./boss";
import { ensureJobQueues } from "./schema";

export { JobRunner, type RunnerOptions } from "./runner";
export { deleteBrandJobs, enqueueJob, ensureSchedule, MissingQueueError, type EnqueueOptions, type JobData, type ScheduleSpec } from "./queue";
export { defineTask, getTask, isPermanentJobError, isRetryLaterError, PermanentJobError, RetryLaterError, withJitter, type JobContext, type TaskDefinition } from "./tasks";
export { ensureJobQueues, installJobQueue } from "./schema";
export { countJobsByStatus, listJobs, type JobRow, type JobStatus } from "./inspect";
export { cancelJob, JobAlreadyPendingError, retryJob } from "./control";

const g = globalThis as unknown as { __growthJobRunner?: JobRunner };

/**
 * Creates the queue of every task defined in this process (idempotent). A process that enqueues
 * but runs no jobs (the app with JOBS_IN_PROCESS=false) calls it at start too.
 */
export async function prepareJobQueues(): Promise<void> {
  await ensureJobQueues();
}

/**
 * Starts this process's runner once (dev re-evaluates modules; a second call returns the first
 * runner). Schedules given here are created or updated before polling starts.
 */
export async function startJobRunner(opts: RunnerOptions & { schedules?: Parameters<typeof ensureSchedule>[1][] } = {}): Promise<JobRunner> {
  if (g.__growthJobRunner) return g.__growthJobRunner;
  await startBoss();
  await prepareJobQueues();
  const db = getDb();
  for (const s of opts.schedules ?? []) await ensureSchedule(db, s);
  const runner = new JobRunner(opts);
  g.__growthJobRunner = runner;
  runner.start();
  return runner;
}

export async function stopJobRunner(timeoutMs?: number): Promise<void> {
  const runner = g.__growthJobRunner;
  g.__growthJobRunner = undefined;
  await runner?.stop({ timeoutMs });
  await stopBoss();
}

/** Wakes this process's runner, if any, so work enqueued a moment ago starts without waiting for the next poll. */
export function wakeJobRunner(): void {
  g.__growthJobRunner?.wake();
}
