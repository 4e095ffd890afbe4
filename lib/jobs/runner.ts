/**
 * The durable job runner: a poller over the `jobs` table that works the same on PostgreSQL ≥ 15
 * and on the embedded database (PGlite behind one shared backend).
 *
 * Why our own rather than pg-boss or graphile-worker: both were evaluated (docs/jobs.md). Their
 * current majors need Node 22 (this project runs on Node 20), and both bring a second driver and
 * pool (`pg`) that would need drizzle's internals to enqueue inside the caller's transaction. The
 * runner below needs no LISTEN/NOTIFY, no advisory locks and no session state, which the embedded
 * database's shared backend cannot offer, and every step is one statement.
 *
 * Invariants:
 * - Claiming is one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED): a job is taken by one
 *   worker only, however many instances run (row locks on a server; a single backend serialises
 *   statements on the embedded database).
 * - A claim is a lease (locked_until) renewed by heartbeats. A worker that dies (kill -9, crash,
 *   restart) leaves a lease that expires; any instance then takes the job again. Nothing is lost;
 *   a run cut short counts as an attempt (at-least-once: handlers must be idempotent).
 * - Completion and retry only apply while the worker still holds the lease (locked_by = me).
 * - The claim never holds a transaction open while a handler runs (a held transaction would stall
 *   every other connection of the embedded database).
 */
import os from "node:os";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { nextRun, parseCron } from "./cron";
import { enqueueJob } from "./queue";
import { defaultBackoffMs, getTask, PermanentJobError, RetryLaterError, taskNames } from "./tasks";

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
  brand_id: string | null;
  attempts: number;
  max_attempts: number;
};

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
        if (Date.now() - this.lastScheduleTick > Math.min(5000, this.pollMs * 5)) {
          this.lastScheduleTick = Date.now();
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

  /** One pass for tests and scripts: fires due schedules, runs every due job this pass can claim, waits for them. */
  async runDueOnce(): Promise<number> {
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
    const free = this.concurrency - this.active.size;
    const tasks = this.tasks();
    if (free <= 0 || tasks.length === 0) return 0;
    const rows = await this.db().execute<ClaimedJob>(sql`
      update jobs j set
        status = 'running',
        attempts = j.attempts + 1,
        locked_by = ${this.workerId},
        locked_until = now() + make_interval(secs => ${this.leaseFor(null) / 1000}),
        started_at = now(),
        updated_at = now()
      where j.id in (
        select id from jobs
        where task in (${sql.join(tasks.map((t) => sql`${t}`), sql`, `)})
          and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
        order by priority desc, run_at
        limit ${free}
        for update skip locked
      )
      returning j.id, j.task, j.payload, j.brand_id, j.attempts, j.max_attempts`);
    for (const job of rows) {
      const abort = new AbortController();
      const promise = this.execute(job, abort).finally(() => this.active.delete(job.id));
      this.active.set(job.id, { promise, abort });
    }
    return rows.length;
  }

  private leaseFor(task: string | null): number {
    return (task ? getTask(task)?.leaseMs : undefined) ?? this.leaseMs;
  }

  private async execute(job: ClaimedJob, abort: AbortController): Promise<void> {
    const def = getTask(job.task);
    const db = this.db();
    if (!def) return;
    if (job.attempts > job.max_attempts) {
      // Every allowed run was cut short (the worker died each time): give up instead of looping.
      await this.finish(job, "failed", "Gave up: the worker stopped during every attempt.");
      return;
    }
    const lease = this.leaseFor(job.task);
    if (lease !== this.leaseMs) {
      await db.execute(sql`update jobs set locked_until = now() + make_interval(secs => ${lease / 1000}) where id = ${job.id} and locked_by = ${this.workerId}`);
    }
    const heartbeat = setInterval(() => {
      db.execute<{ id: string }>(
        sql`update jobs set locked_until = now() + make_interval(secs => ${lease / 1000}) where id = ${job.id} and locked_by = ${this.workerId} and status = 'running' returning id`,
      )
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
        brandId: job.brand_id,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        workerId: this.workerId,
        signal: abort.signal,
      });
      await this.finish(job, "succeeded", null);
    } catch (e) {
      const message = (e instanceof Error ? e.message : String(e)).slice(0, 2000);
      if (e instanceof PermanentJobError || job.attempts >= job.max_attempts) {
        await this.finish(job, "failed", message);
      } else {
        const delay = e instanceof RetryLaterError && e.delayMs !== undefined ? e.delayMs : (def.backoffMs ?? defaultBackoffMs)(job.attempts);
        await this.retry(job, delay, message);
      }
      if (!(e instanceof RetryLaterError) && !(e instanceof PermanentJobError)) {
        this.log.warn(`[jobs] ${job.task} ${job.id} attempt ${job.attempts} failed: ${message}`);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async finish(job: ClaimedJob, status: "succeeded" | "failed", error: string | null): Promise<void> {
    await this.db().execute(sql`
      update jobs set status = ${status}, last_error = ${error}, finished_at = now(), locked_by = null, locked_until = null, updated_at = now()
      where id = ${job.id} and locked_by = ${this.workerId}`);
  }

  private async retry(job: ClaimedJob, delayMs: number, error: string): Promise<void> {
    await this.db().execute(sql`
      update jobs set status = 'queued', last_error = ${error}, run_at = now() + make_interval(secs => ${delayMs / 1000}),
        locked_by = null, locked_until = null, updated_at = now()
      where id = ${job.id} and locked_by = ${this.workerId}`);
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
