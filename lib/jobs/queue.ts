/**
 * Putting work on the durable queue (pg-boss, see ./boss.ts). `enqueueJob` takes the caller's
 * executor so a job is inserted in the same transaction as the change that causes it: rolled back
 * together, committed together. Inside a user transaction (withScope) a job must carry that brand's
 * id — the row-level security policy on pgboss.job (./schema.ts) refuses any other.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { getTask } from "./tasks";
import { nextRun, parseCron } from "./cron";
import { BOSS_SCHEMA, executorDb, getBoss } from "./boss";

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

/** What a pg-boss job of ours carries: the brand stays beside the payload so RLS can read it. */
export type JobData = { brandId: string | null; payload: Record<string, unknown> };

export class MissingQueueError extends Error {}

/** Enqueues one job; returns its id, or null when a job with the same singletonKey is already pending. */
export async function enqueueJob(
  executor: Executor,
  task: string,
  payload: Record<string, unknown>,
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const def = getTask(task);
  const maxAttempts = opts.maxAttempts ?? def?.maxAttempts ?? 5;
  const data: JobData = { brandId: opts.brandId ?? null, payload };
  const id = await getBoss().send(task, data, {
    db: executorDb(executor),
    priority: opts.priority ?? 0,
    // Seconds from the database's now() (not this machine's clock), or an absolute time.
    startAfter: opts.runAt ?? (opts.delayMs ? opts.delayMs / 1000 : undefined),
    retryLimit: Math.max(0, maxAttempts - 1),
    // The runner reschedules a failed run itself (task backoff, Retry-After), in the fail's transaction.
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: Math.max(1, Math.ceil((def?.leaseMs ?? 60_000) / 1000)),
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
  });
  if (id) return id;
  // pg-boss inserts with ON CONFLICT DO NOTHING joined to its queue row: no id means either the
  // singleton key is taken (the caller's answer: null) or the queue does not exist (a bug to report).
  const [queue] = await executor.execute(sql`select 1 as ok from ${sql.raw(BOSS_SCHEMA)}.queue where name = ${task}`);
  if (!queue) {
    throw new MissingQueueError(`No job queue "${task}": ensureJobQueues() creates one for every defined task at process start.`);
  }
  return null;
}

/**
 * A deleted brand's jobs go with its data: queued ones never run, a running one loses its lease
 * (the runner's heartbeat finds no row and aborts it), and its history leaves the archive too.
 * pgboss.job has no foreign key to brands, so the brand's delete cannot cascade here.
 */
export async function deleteBrandJobs(executor: Executor, brandId: string): Promise<number> {
  const S = sql.raw(BOSS_SCHEMA);
  const live = await executor.execute(sql`delete from ${S}.job where data->>'brandId' = ${brandId} returning id`);
  const archived = await executor.execute(sql`delete from ${S}.archive where data->>'brandId' = ${brandId} returning id`);
  return live.length + archived.length;
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
