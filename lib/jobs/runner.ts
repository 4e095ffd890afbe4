/**
 * The job runner: pg-boss (./boss.ts) claims, expires, archives; this class keeps the app's task
 * registry and guarantees on top of it, the same on PostgreSQL ≥ 15 and on the embedded database.
 *
 * Invariants:
 * - Claiming is pg-boss's fetch (one UPDATE … FROM (SELECT … FOR UPDATE SKIP LOCKED)): a job is taken
 *   by one worker only, however many instances run.
 * - A claim is a lease: pg-boss's expire_in, which the runner renews by heartbeats while a handler
 *   runs. A worker that dies (kill -9, crash, restart) stops renewing; pg-boss's maintenance (every
 *   instance supervises; one does it each minute) then fails the run and puts the job back, and any
 *   instance takes it again. Nothing is lost; a run cut short counts as an attempt (at-least-once:
 *   handlers must be idempotent), and a job cut short on its last attempt fails.
 * - A run is identified by (id, retry_count): pg-boss counts up on each claim after the first.
 *   Heartbeats, completion and retry only apply while that run still holds the job, so a worker
 *   that lost its lease cannot complete the run of the worker that took over.
 * - The claim never holds a transaction open while a handler runs (a held transaction would stall
 *   every other connection of the embedded database); completion and retry are short transactions.
 */
import os from "node:os";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { nextRun, parseCron } from "./cron";
import { enqueueJob, type JobData } from "./queue";
import { BOSS_SCHEMA, executorDb, getBoss, startBoss } from "./boss";
import { ensureJobQueues } from "./schema";
import { defaultBackoffMs, getTask, isPermanentJobError, isRetryLaterError, taskNames } from "./tasks";

export type RunnerOptions = {
  workerId?: string;
  /** Jobs run at once by this instance (default 4). */
  concurrency?: number;
  /** Idle poll interval (default 1 s). */
  pollMs?: number;
  /** Lease length when the task does not set one (default 60 s). */
  leaseMs?: number;
  /** Only these tasks (default: every task registered in this process). */
  tasks?: string[];
  db?: () => Database;
  log?: Pick<Console, "info" | "warn" | "error">;
};

type ClaimedJob = {
  id: string;
  task: string;
  payload: Record<string, unknown>;
  brandId: string | null;
  /** pg-boss's retry_count when claimed: with the id, names this run. */
  run: number;
  attempts: number;
  maxAttempts: number;
};

const S = sql.raw(BOSS_SCHEMA);

export class JobRunner {
  readonly workerId: string;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly db: () => Database;
  private readonly log: Pick<Console, "info" | "warn" | "error">;
  private readonly onlyTasks?: string[];
  private readonly active = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private lastScheduleTick = 0;
  private ready: Promise<void> | null = null;

  constructor(opts: RunnerOptions = {}) {
    this.workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    this.concurrency = opts.concurrency ?? 4;
    this.pollMs = opts.pollMs ?? 1000;
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.db = opts.db ?? getDb;
    this.log = opts.log ?? console;
    this.onlyTasks = opts.tasks;
  }

  private tasks(): string[] {
    return this.onlyTasks ?? taskNames();
  }

  /** pg-boss started (schema current, maintenance on) and a queue for every task this runner works. */
  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      await startBoss();
      // Every task defined in this process, not only the ones this runner works: schedules and
      // callers here may enqueue any of them.
      await ensureJobQueues();
    })().catch((e: unknown) => {
      this.ready = null;
      throw e;
    });
    return this.ready;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Wakes an idle poller at once (after enqueueing work that should start now). */
  wake(): void {
    this.wakeUp?.();
  }

  /**
   * Stops claiming, waits up to `timeoutMs` for running jobs, then aborts the rest; their leases
   * expire and another instance (or the next start) runs them again.
   */
  async stop({ timeoutMs = 10_000 } = {}): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    const all = Promise.all([...this.active.values()].map((a) => a.promise));
    const timedOut = await Promise.race([all.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), timeoutMs).unref())]);
    if (timedOut) for (const a of this.active.values()) a.abort.abort();
    await all;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        await this.prepare();
        if (Date.now() - this.lastScheduleTick > Math.min(5000, this.pollMs * 5)) {
          this.lastScheduleTick = Date.now();
          // pg-boss's own maintenance expires runs only once a minute; a dead worker's job should
          // be free again within seconds of its lease running out, as it was with the old runner.
          await getBoss().expire();
          await this.tickSchedules();
        }
        claimed = await this.claimAndStart();
      } catch (e) {
        this.log.error(`[jobs] poll failed: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!this.running) break;
      const full = claimed > 0 && this.active.size >= this.concurrency;
      if (claimed > 0 && !full) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  /**
   * One pass for tests and scripts: expires runs whose lease ran out, fires due schedules, runs
   * every due job this pass can claim, waits for them.
   */
  async runDueOnce(): Promise<number> {
    await this.prepare();
    await getBoss().expire();
    await this.tickSchedules();
    let total = 0;
    for (;;) {
      const n = await this.claimAndStart();
      total += n;
      await Promise.all([...this.active.values()].map((a) => a.promise));
      if (n === 0) return total;
    }
  }

  private async claimAndStart(): Promise<number> {
    let started = 0;
    for (const task of this.tasks()) {
      const free = this.concurrency - this.active.size;
      if (free <= 0) break;
      if (!getTask(task)) continue;
      const jobs = await getBoss().fetch<JobData>(task, { batchSize: free, includeMetadata: true });
      for (const j of jobs) {
        const job: ClaimedJob = {
          id: j.id,
          task,
          payload: j.data?.payload ?? {},
          brandId: j.data?.brandId ?? null,
          run: j.retryCount,
          attempts: j.retryCount + 1,
          maxAttempts: j.retryLimit + 1,
        };
        const abort = new AbortController();
        const promise = this.execute(job, abort).finally(() => this.active.delete(job.id));
        this.active.set(job.id, { promise, abort });
        started++;
      }
    }
    return started;
  }

  private leaseFor(task: string | null): number {
    return (task ? getTask(task)?.leaseMs : undefined) ?? this.leaseMs;
  }

  /** This run still holds the job (not expired and taken over, not cancelled). */
  private mine(job: ClaimedJob) {
    return sql`name = ${job.task} and id = ${job.id} and state = 'active' and retry_count = ${job.run}`;
  }

  private async execute(job: ClaimedJob, abort: AbortController): Promise<void> {
    const def = getTask(job.task);
    if (!def) return;
    const db = this.db();
    const lease = this.leaseFor(job.task);
    const renew = () =>
      db.execute<{ id: string }>(sql`
        update ${S}.job set expire_in = (now() - started_on) + make_interval(secs => ${lease / 1000})
        where ${this.mine(job)} returning id`);
    await renew();
    const heartbeat = setInterval(() => {
      renew()
        .then((r) => {
          if (r.length === 0) abort.abort();
        })
        .catch(() => {});
    }, Math.max(1000, lease / 3));
    heartbeat.unref();
    try {
      await def.handler({
        id: job.id,
        task: job.task,
        payload: job.payload,
        brandId: job.brandId,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        workerId: this.workerId,
        signal: abort.signal,
      });
      clearInterval(heartbeat);
      await this.record(job, "completion", () => this.complete(job));
    } catch (e) {
      clearInterval(heartbeat);
      const message = (e instanceof Error ? e.message : String(e)).slice(0, 2000);
      const permanent = isPermanentJobError(e) || job.attempts >= job.maxAttempts;
      const delay = permanent ? 0 : isRetryLaterError(e) && e.delayMs !== undefined ? e.delayMs : (def.backoffMs ?? defaultBackoffMs)(job.attempts);
      await this.record(job, "failure", () => this.fail(job, message, permanent, delay));
      if (!isRetryLaterError(e) && !isPermanentJobError(e)) {
        this.log.warn(`[jobs] ${job.task} ${job.id} attempt ${job.attempts} failed: ${message}`);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Writes a run's outcome. When the database is gone at that moment (a crash, a restart) the run
   * stays claimed: its lease runs out and the job runs again, once. Throwing here would be an
   * unhandled rejection, which ends the process.
   */
  private async record(job: ClaimedJob, what: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (e) {
      this.log.error(`[jobs] ${job.task} ${job.id}: the ${what} could not be recorded (${e instanceof Error ? e.message : String(e)}); it runs again when its lease expires.`);
    }
  }

  private async complete(job: ClaimedJob): Promise<void> {
    await this.db().transaction(async (tx) => {
      const [held] = await tx.execute(sql`select 1 as ok from ${S}.job where ${this.mine(job)} for update`);
      if (held) await getBoss().complete(job.task, job.id, {}, { db: executorDb(tx) });
    });
  }

  /**
   * pg-boss's fail decides between retry and failed from its counters; in the same transaction the
   * runner gives up at once on a permanent error and sets the task's own delay (backoff, Retry-After).
   */
  private async fail(job: ClaimedJob, message: string, permanent: boolean, delayMs: number): Promise<void> {
    await this.db().transaction(async (tx) => {
      const [held] = await tx.execute(sql`select 1 as ok from ${S}.job where ${this.mine(job)} for update`);
      if (!held) return;
      if (permanent) await tx.execute(sql`update ${S}.job set retry_limit = retry_count where ${this.mine(job)}`);
      await getBoss().fail(job.task, job.id, { message }, { db: executorDb(tx) });
      if (!permanent) {
        await tx.execute(sql`
          update ${S}.job set start_after = now() + make_interval(secs => ${delayMs / 1000})
          where name = ${job.task} and id = ${job.id} and state = 'retry'`);
      }
    });
  }

  /** Each due schedule advances with a compare-and-set on next_run_at, so one instance enqueues each tick. */
  private async tickSchedules(): Promise<void> {
    const due = await this.db().execute<{ name: string; cron: string; task: string; payload: Record<string, unknown>; next_run_at: string }>(sql`
      select name, cron, task, payload, next_run_at::text as next_run_at from job_schedules where enabled and next_run_at <= now()`);
    for (const s of due) {
      let next: Date;
      try {
        next = nextRun(parseCron(s.cron), new Date());
      } catch (e) {
        this.log.error(`[jobs] schedule ${s.name}: ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      await this.db().transaction(async (tx) => {
        const won = await tx.execute(sql`
          update job_schedules set next_run_at = ${next.toISOString()}::timestamptz, last_run_at = now(), updated_at = now()
          where name = ${s.name} and next_run_at = ${s.next_run_at}::timestamptz returning name`);
        if (won.length) await enqueueJob(tx, s.task, s.payload, { singletonKey: `schedule:${s.name}` });
      });
    }
  }
}
