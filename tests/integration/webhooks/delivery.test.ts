import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, apiCalls, webhookAttempts, webhookDeliveries, webhookSettings } from "@/db/schema";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { resetSecretBoxKey } from "@/lib/crypto/secret-box";
import { JobRunner, listJobs } from "@/lib/jobs";
import { createWebhookEndpointAction } from "@/modules/webhooks/actions";
import { emitBrandEvent } from "@/modules/webhooks/emit";
import "@/modules/webhooks/jobs";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { startReceiver, type Receiver } from "./receiver";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

// The worker child process must open the same sealed secrets: one key for this run.
process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString("base64");
resetSecretBoxKey();

let receiver: Receiver;
const savedAllow = process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;

beforeAll(async () => {
  receiver = await startReceiver();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = receiver.hostPort;
});
afterAll(async () => {
  await receiver.close();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = savedAllow;
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.script([]);
});

async function setup(eventTypes: string[] = ["task_created"]) {
  const user = await createUser();
  const brand = await createBrand(user);
  actAs(user);
  const created = await createWebhookEndpointAction({ brandId: brand.id, url: `${receiver.url}?token=query-secret-123`, eventTypes } as never);
  if (!created.ok) throw new Error(created.error);
  receiver.setSecret(created.data.secret);
  const scope = await scopeFor(user, brand.id);
  return { user, brand, scope, endpointId: created.data.id, secret: created.data.secret };
}

/** Moves the delivery's next job run to now: the test stands in for the passing of the retry delay. */
async function timeTravel(brandId: string) {
  await getDb().execute(sql`update pgboss.job set start_after = now() where data->>'brandId' = ${brandId} and state in ('created', 'retry')`);
}

describe("webhook delivery", () => {
  it("retries 5xx and 429 on the schedule, honours Retry-After, and delivers once, signed", async () => {
    const { brand, scope, secret } = await setup();
    receiver.script([500, { status: 429, headers: { "retry-after": "900" } }, 200]);
    const emitted = await withScope(scope, (tx) => emitBrandEvent(tx, scope, "task_created", { taskId: "t-1", title: "Write the brief" }));
    expect(emitted).not.toBeNull();

    const runner = new JobRunner({ workerId: "test-a", pollMs: 50 });
    await runner.runDueOnce();
    await timeTravel(brand.id);
    await runner.runDueOnce();
    await timeTravel(brand.id);
    await runner.runDueOnce();

    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set([emitted!.messageId]));
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect([...receiver.accepted().values()]).toEqual([1]);
    expect(receiver.received[0]!.signature).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const body = JSON.parse(receiver.received[2]!.body);
    expect(body).toMatchObject({ type: "task_created", brand_id: brand.id, data: { taskId: "t-1" } });

    const [delivery] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, emitted!.deliveryId));
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3, lastStatus: 200 });
    const attempts = await getDb()
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, emitted!.deliveryId))
      .orderBy(asc(webhookAttempts.attemptNumber));
    expect(attempts.map((a) => [a.attemptNumber, a.outcome, a.statusCode])).toEqual([
      [1, "retrying", 500],
      [2, "retrying", 429],
      [3, "succeeded", 200],
    ]);
    // Schedule: 5 s after the first failure; Retry-After 900 s beats the 5 min step after the second.
    const gap1 = attempts[0]!.nextRetryAt!.getTime() - attempts[0]!.createdAt.getTime();
    expect(gap1).toBeGreaterThan(4000);
    expect(gap1).toBeLessThan(7000);
    const gap2 = attempts[1]!.nextRetryAt!.getTime() - attempts[1]!.createdAt.getTime();
    expect(gap2).toBeGreaterThanOrEqual(899_000);

    const calls = await getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brand.id)).orderBy(asc(apiCalls.createdAt));
    expect(calls.map((c) => [c.provider, c.purpose, c.status, c.retry])).toEqual([
      ["webhook", "webhook.task_created", 500, 0],
      ["webhook", "webhook.task_created", 429, 1],
      ["webhook", "webhook.task_created", 200, 2],
    ]);
    expect(calls[0]).toMatchObject({ host: receiver.hostPort, path: "/hooks/growth", method: "POST", ok: false });
    const ledger = JSON.stringify(calls);
    expect(ledger).not.toContain("query-secret-123");
    expect(ledger).not.toContain(secret);
    expect(ledger).not.toContain(secret.slice(6));
  });

  it("fails a 4xx at once and disables the endpoint on 410 with a visible reason and an activity row", async () => {
    const { brand, scope, endpointId } = await setup();
    receiver.script([400, 410]);
    const runner = new JobRunner({ workerId: "test-b", pollMs: 50 });
    const first = await withScope(scope, (tx) => emitBrandEvent(tx, scope, "task_created", { n: 1 }));
    await runner.runDueOnce();
    const second = await withScope(scope, (tx) => emitBrandEvent(tx, scope, "task_created", { n: 2 }));
    await runner.runDueOnce();
    const statuses = await getDb()
      .select({ id: webhookDeliveries.id, status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.brandId, brand.id));
    expect(statuses.find((s) => s.id === first!.deliveryId)).toMatchObject({ status: "failed", attempts: 1 });
    expect(statuses.find((s) => s.id === second!.deliveryId)).toMatchObject({ status: "failed", attempts: 1 });
    const [endpoint] = await getDb().select().from(webhookSettings).where(eq(webhookSettings.id, endpointId));
    expect(endpoint!.isActive).toBe(false);
    expect(endpoint!.disabledReason).toMatch(/410 Gone/);
    const log = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "webhook_endpoint_disabled")));
    expect(log).toHaveLength(1);
    // Disabled: the next event finds no endpoint and, with no fallback set, is not sent at all.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await withScope(scope, (tx) => emitBrandEvent(tx, scope, "task_created", { n: 3 }))).toBeNull();
    expect(warn.mock.calls.flat().join(" ")).toMatch(/no address for "task_created"/);
    warn.mockRestore();
  });

  it("disables an endpoint that has failed for days", async () => {
    const { brand, scope, endpointId } = await setup();
    await getDb().update(webhookSettings).set({ failingSince: sql`now() - interval '6 days'` }).where(eq(webhookSettings.id, endpointId));
    receiver.script([503]);
    await withScope(scope, (tx) => emitBrandEvent(tx, scope, "task_created", {}));
    await new JobRunner({ workerId: "test-c" }).runDueOnce();
    const [endpoint] = await getDb().select().from(webhookSettings).where(eq(webhookSettings.id, endpointId));
    expect(endpoint).toMatchObject({ isActive: false });
    expect(endpoint!.disabledReason).toMatch(/5 days without a success/);
    expect(await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "webhook_endpoint_disabled")))).toHaveLength(1);
  });

  it("loses nothing when the worker process is killed mid-delivery and another one starts", { timeout: 90_000 }, async () => {
    const { brand, scope } = await setup();
    // Earlier tests leave retries queued (e.g. a 503 a few seconds ago); a worker process would send
    // them to this receiver too. Only this test's delivery may be in flight.
    await getDb().execute(sql`
      update pgboss.job set state = 'cancelled', completed_on = now()
      where name like 'webhooks.%' and state in ('created', 'retry') and data->>'brandId' is distinct from ${brand.id}`);
    receiver.script(["hang"], 200);
    const emitted = await withScope(scope, (tx) => emitBrandEvent(tx, scope, "task_created", { restart: true }));

    const first = startWorker();
    try {
      await waitFor(() => receiver.received.length >= 1, 30_000, "the first worker to send");
      first.kill("SIGKILL");
      await new Promise((r) => first.once("exit", r));
    } finally {
      if (first.exitCode === null) first.kill("SIGKILL");
    }
    const [job] = await listJobs(getDb(), sql`brand_id = ${brand.id}`);
    expect(job).toMatchObject({ status: "running", attempts: 1 });
    // The dead worker's lease would expire after 60 s; the test does not wait that long.
    await getDb().execute(sql`update pgboss.job set expire_in = now() - started_on - interval '1 second' where id = ${job!.id}`);

    const second = startWorker();
    try {
      await waitFor(async () => {
        const [d] = await getDb().select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.id, emitted!.deliveryId));
        // The queue's job is completed just after the delivery row: stopping the worker between the two
        // (a loaded machine) would leave it running.
        const [j] = await listJobs(getDb(), sql`id = ${job!.id}`);
        return d?.status === "succeeded" && j?.status === "succeeded";
      }, 30_000, "the second worker to deliver and complete its job");
    } finally {
      second.kill("SIGTERM");
      await new Promise((r) => (second.exitCode === null ? second.once("exit", r) : r(null)));
    }

    expect(receiver.received.map((r) => r.id)).toEqual([emitted!.messageId, emitted!.messageId]);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    expect([...receiver.accepted().values()]).toEqual([1]);
    const attempts = await getDb()
      .select({ n: webhookAttempts.attemptNumber, outcome: webhookAttempts.outcome })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, emitted!.deliveryId))
      .orderBy(asc(webhookAttempts.attemptNumber));
    expect(attempts).toEqual([
      { n: 1, outcome: "interrupted" },
      { n: 2, outcome: "succeeded" },
    ]);
    const [done] = await listJobs(getDb(), sql`id = ${job!.id}`);
    expect(done).toMatchObject({ status: "succeeded", attempts: 2 });
  });
});

function startWorker(): ChildProcess {
  const root = path.resolve(import.meta.dirname, "../../..");
  const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/worker.ts"], {
    cwd: root,
    // Webhook tasks only: test files share the database on PostgreSQL, and another file's queued jobs are not this worker's to run.
    env: { ...process.env, JOBS_POLL_MS: "100", JOBS_TASKS: "webhooks.deliver,webhooks.deliver-deployment", NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  child.stdout!.on("data", (d: Buffer) => lines.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => lines.push(d.toString()));
  child.once("exit", (code, signal) => {
    if (code && code !== 0 && code !== 143 && signal !== "SIGKILL") console.error(`worker exited ${code}:\n${lines.join("")}`);
  });
  return child;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}.`);
}
