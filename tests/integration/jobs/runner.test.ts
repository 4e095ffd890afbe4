import { afterEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobSchedules } from "@/db/schema";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { countJobsByStatus, defineTask, enqueueJob, ensureSchedule, JobRunner, listJobs, PermanentJobError, RetryLaterError } from "@/lib/jobs";
import { createBrand, createUser } from "../helpers/factories";

const runs = new Map<string, string[]>();
let failFirst = new Set<string>();

defineTask<{ key: string }>({
  name: "test.record",
  handler: async (ctx) => {
    // A little real concurrency: both runners are mid-job at the same time.
    await new Promise((r) => setTimeout(r, 5));
    runs.set(ctx.payload.key, [...(runs.get(ctx.payload.key) ?? []), ctx.workerId]);
    if (failFirst.has(ctx.payload.key) && ctx.attempt === 1) throw new RetryLaterError("try again", 0);
  },
});
defineTask<{ key: string }>({
  name: "test.permanent",
  handler: async () => {
    throw new PermanentJobError("bad input");
  },
});
// As another copy of lib/jobs would throw it (Next bundles the instrumentation and the routes apart).
class OtherCopyPermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}
defineTask<{ key: string }>({
  name: "test.permanent-other-copy",
  handler: async () => {
    throw new OtherCopyPermanentJobError("bad input, other copy");
  },
});
defineTask<{ key: string }>({
  name: "test.flaky",
  maxAttempts: 3,
  backoffMs: () => 0,
  handler: async () => {
    throw new Error("always down");
  },
});

afterEach(() => {
  runs.clear();
  failFirst = new Set();
});

async function statusOf(ids: string[]) {
  const rows = await listJobs(getDb(), sql`id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return rows.map(({ id, status, attempts, lastError }) => ({ id, status, attempts, lastError }));
}

/** As a worker leaves a job it holds: running (pg-boss "active"), its lease ending `leaseEnds` from now. */
async function holdAsAnotherWorker(id: string, leaseEnds: string) {
  await getDb().execute(sql`
    update pgboss.job set state = 'active', started_on = now() - interval '5 minutes', expire_in = interval '5 minutes' + ${leaseEnds}::interval
    where name = 'test.record' and id = ${id}`);
}

describe("job runner", () => {
  it("runs each job exactly once with two runners polling the same queue", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push((await enqueueJob(getDb(), "test.record", { key: `k${i}` }))!);
    const a = new JobRunner({ workerId: "A", concurrency: 3, pollMs: 20, tasks: ["test.record"] });
    const b = new JobRunner({ workerId: "B", concurrency: 3, pollMs: 20, tasks: ["test.record"] });
    a.start();
    b.start();
    const until = Date.now() + 30_000;
    while (Date.now() < until && (await statusOf(ids)).some((j) => j.status !== "succeeded")) await new Promise((r) => setTimeout(r, 50));
    await Promise.all([a.stop(), b.stop()]);
    expect((await statusOf(ids)).every((j) => j.status === "succeeded" && j.attempts === 1)).toBe(true);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((w) => w.length === 1)).toBe(true);
    const byWorker = [...runs.values()].flat();
    expect(byWorker).toContain("A");
    expect(byWorker).toContain("B");
  });

  it("retries with backoff, fails permanent errors at once and gives up after maxAttempts", async () => {
    failFirst = new Set(["again"]);
    const retried = (await enqueueJob(getDb(), "test.record", { key: "again" }))!;
    const permanent = (await enqueueJob(getDb(), "test.permanent", { key: "p" }))!;
    const otherCopy = (await enqueueJob(getDb(), "test.permanent-other-copy", { key: "o" }))!;
    const flaky = (await enqueueJob(getDb(), "test.flaky", { key: "f" }))!;
    const runner = new JobRunner({ workerId: "R", tasks: ["test.record", "test.permanent", "test.permanent-other-copy", "test.flaky"] });
    for (let i = 0; i < 4; i++) await runner.runDueOnce();
    const s = Object.fromEntries((await statusOf([retried, permanent, otherCopy, flaky])).map((j) => [j.id, j]));
    expect(s[retried]).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(s[permanent]).toMatchObject({ status: "failed", attempts: 1, lastError: "bad input" });
    expect(s[otherCopy]).toMatchObject({ status: "failed", attempts: 1, lastError: "bad input, other copy" });
    expect(s[flaky]).toMatchObject({ status: "failed", attempts: 3, lastError: "always down" });
  });

  it("respects run_at and takes over a job whose worker died (expired lease)", async () => {
    const later = (await enqueueJob(getDb(), "test.record", { key: "later" }, { delayMs: 3_600_000 }))!;
    const orphan = (await enqueueJob(getDb(), "test.record", { key: "orphan" }))!;
    // As a crashed worker leaves it: running, with a lease that has run out.
    await holdAsAnotherWorker(orphan, "-1 second");
    const runner = new JobRunner({ workerId: "heir", tasks: ["test.record"] });
    await runner.runDueOnce();
    const s = Object.fromEntries((await statusOf([later, orphan])).map((j) => [j.id, j]));
    expect(s[later]).toMatchObject({ status: "queued", attempts: 0 });
    expect(s[orphan]).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(runs.get("orphan")).toEqual(["heir"]);
  });

  it("a run whose outcome cannot be written (the database went away) stays claimed, runs again once its lease ends, and the runner lives on", async () => {
    const id = (await enqueueJob(getDb(), "test.record", { key: "outcome-lost" }))!;
    // Every transaction fails, as when the server was killed between the handler and its completion.
    let down = true;
    const flaky = () => new Proxy(getDb(), { get: (t, k, r) => (k === "transaction" && down ? () => Promise.reject(new Error("connect ECONNREFUSED")) : Reflect.get(t, k, r)) });
    const errors: string[] = [];
    const log = { info: () => {}, warn: () => {}, error: (m: string) => void errors.push(m) };
    await expect(new JobRunner({ workerId: "crashed", tasks: ["test.record"], db: flaky, log }).runDueOnce()).resolves.toBe(1);
    expect(errors).toEqual([expect.stringContaining("the completion could not be recorded (connect ECONNREFUSED); it runs again when its lease expires.")]);
    expect((await statusOf([id]))[0]).toMatchObject({ status: "running", attempts: 1 });

    down = false;
    await holdAsAnotherWorker(id, "-1 second");
    await new JobRunner({ workerId: "heir", tasks: ["test.record"] }).runDueOnce();
    await new JobRunner({ workerId: "heir", tasks: ["test.record"] }).runDueOnce();
    expect((await statusOf([id]))[0]).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(runs.get("outcome-lost")).toEqual(["crashed", "heir"]);
  });

  it("does not take a job whose lease is still held", async () => {
    const held = (await enqueueJob(getDb(), "test.record", { key: "held" }))!;
    await holdAsAnotherWorker(held, "1 minute");
    await new JobRunner({ workerId: "other", tasks: ["test.record"] }).runDueOnce();
    expect((await statusOf([held]))[0]).toMatchObject({ status: "running", attempts: 1 });
    expect(runs.has("held")).toBe(false);
  });

  it("enqueues a due schedule once across two runners and moves it to the next match", async () => {
    await ensureSchedule(getDb(), { name: "test.every-minute", cron: "* * * * *", task: "test.record", payload: { key: "cron" } });
    await getDb().update(jobSchedules).set({ nextRunAt: sql`now() - interval '1 minute'` }).where(eq(jobSchedules.name, "test.every-minute"));
    const a = new JobRunner({ workerId: "A", tasks: ["test.record"] });
    const b = new JobRunner({ workerId: "B", tasks: ["test.record"] });
    await Promise.all([a.runDueOnce(), b.runDueOnce()]);
    expect(runs.get("cron")).toHaveLength(1);
    const [s] = await getDb().select().from(jobSchedules).where(eq(jobSchedules.name, "test.every-minute"));
    expect(s!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(s!.lastRunAt).not.toBeNull();
  });

  it("keeps one pending job per singleton key, and rolls back with the enqueueing transaction", async () => {
    const first = await enqueueJob(getDb(), "test.record", { key: "single" }, { singletonKey: "only-one" });
    const second = await enqueueJob(getDb(), "test.record", { key: "single" }, { singletonKey: "only-one" });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await getDb()
      .transaction(async (tx) => {
        await enqueueJob(tx, "test.record", { key: "rolled-back" });
        throw new Error("abort");
      })
      .catch(() => {});
    const rows = await listJobs(getDb(), sql`payload->>'key' = 'rolled-back'`);
    expect(rows).toEqual([]);
  });

  it("inside a user's transaction enqueues only for that user's brand and shows only its jobs", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const mine = await createBrand(alice);
    const theirs = await createBrand(bob);
    const scope = await scopeFor(alice, mine.id);
    const id = await withScope(scope, (tx) => enqueueJob(tx, "test.record", { key: "scoped" }, { brandId: mine.id, delayMs: 3_600_000 }));
    expect(id).not.toBeNull();
    await enqueueJob(getDb(), "test.record", { key: "other brand" }, { brandId: theirs.id, delayMs: 3_600_000 });
    // The row-level security policy on pg-boss's table refuses a job for a brand the user cannot access.
    await expect(withScope(scope, (tx) => enqueueJob(tx, "test.record", { key: "forged" }, { brandId: theirs.id }))).rejects.toThrow();
    await expect(withScope(scope, (tx) => enqueueJob(tx, "test.record", { key: "no brand" }))).rejects.toThrow();
    const seen = await withScope(scope, (tx) => listJobs(tx));
    expect(seen.map((j) => [j.id, j.brandId, j.status])).toEqual([[id, mine.id, "queued"]]);
    expect(await withScope(scope, (tx) => countJobsByStatus(tx))).toMatchObject({ queued: 1, running: 0 });
    expect(await listJobs(getDb(), sql`payload->>'key' in ('forged', 'no brand')`)).toEqual([]);
  });
});
