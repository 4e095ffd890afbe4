/**
 * Putting work on the durable queue. `enqueueJob` takes the caller's executor so a job is enqueued
 * in the same transaction as the change that causes it: rolled back together, committed together.
 * Inside a user transaction (withScope) a job must carry that brand's id — RLS refuses any other.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { getTask } from "./tasks";
import { nextRun, parseCron } from "./cron";

export type EnqueueOptions = {
  brandId?: string | null;
  /** Not before this time (default: now). */
  runAt?: Date;
  delayMs?: number;
  maxAttempts?: number;
  priority?: number;
  /** While a job with this key is queued or running, enqueueing another one does nothing (returns null). */
  singletonKey?: string;
};

/** Enqueues one job; returns its id, or null when a job with the same singletonKey is already pending. */
export async function enqueueJob(
  executor: Executor,
  task: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const maxAttempts = opts.maxAttempts ?? getTask(task)?.maxAttempts ?? 5;
  const runAt = opts.runAt ?? (opts.delayMs ? new Date(Date.now() + opts.delayMs) : null);
  const rows = await executor.execute<{ id: string }>(sql`
    insert into jobs (brand_id, task, payload, max_attempts, priority, run_at, singleton_key)
    values (${opts.brandId ?? null}, ${task}, ${JSON.stringify(payload)}::jsonb, ${maxAttempts}, ${opts.priority ?? 0},
            coalesce(${runAt?.toISOString() ?? null}::timestamptz, now()), ${opts.singletonKey ?? null})
    on conflict (singleton_key) where status in ('queued', 'running') do nothing
    returning id`);
  return rows[0]?.id ?? null;
}

export type ScheduleSpec = {
  name: string;
  cron: string;
  task: string;
  payload?: Record<string, unknown>;
};

/**
 * Creates or updates a recurring schedule (idempotent; every instance may call it at start).
 * A changed cron expression takes effect from its next match; an unchanged one keeps its next run.
 */
export async function ensureSchedule(executor: Executor, spec: ScheduleSpec): Promise<void> {
  const next = nextRun(parseCron(spec.cron), new Date());
  await executor.execute(sql`
    insert into job_schedules (name, cron, task, payload, next_run_at)
    values (${spec.name}, ${spec.cron}, ${spec.task}, ${JSON.stringify(spec.payload ?? {})}::jsonb, ${next.toISOString()}::timestamptz)
    on conflict (name) do update set
      task = excluded.task,
      payload = excluded.payload,
      next_run_at = case when job_schedules.cron = excluded.cron then job_schedules.next_run_at else excluded.next_run_at end,
      cron = excluded.cron,
      updated_at = now()`);
}
