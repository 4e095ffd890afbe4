import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, brandData, webhookDeliveries, webhookSettings } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { emitAuthWebhook, flushAuthWebhooks, setAuthWebhookSender } from "@/lib/auth/webhooks";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { resetSecretBoxKey } from "@/lib/crypto/secret-box";
import { JobRunner, listJobs } from "@/lib/jobs";
import {
  createWebhookEndpointAction,
  deleteWebhookEndpointAction,
  resendWebhookDeliveryAction,
  rotateWebhookSecretAction,
  sendTestWebhookAction,
  setWebhookEndpointActiveAction,
  updateWebhookEndpointAction,
} from "@/modules/webhooks/actions";
import { emitBrandEvent, enqueueDeploymentWebhook } from "@/modules/webhooks/emit";
import { listDeliveries, listWebhookEndpoints } from "@/modules/webhooks/queries";
import { generateSigningSecret } from "@/modules/webhooks/signing";
import "@/modules/webhooks/jobs";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { startReceiver, type Receiver } from "./receiver";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString("base64");
resetSecretBoxKey();

let receiver: Receiver;
const saved = { ...process.env };
const logged: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver("/hooks/3f9c2e71-5b8a-4d1e-9c3b-7a6f2e1d0c9b");
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = receiver.hostPort;
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});
afterAll(async () => {
  await receiver.close();
  vi.restoreAllMocks();
  for (const k of ["OUTBOUND_ALLOW_PRIVATE_HOSTS", "WEBHOOK_FALLBACK_URL", "WEBHOOK_FALLBACK_ACTIVITY_LOG_URL", "WEBHOOK_SIGNING_SECRET", "WEBHOOK_URL_MAGIC_LINK"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.script([]);
  delete process.env.WEBHOOK_FALLBACK_URL;
  delete process.env.WEBHOOK_FALLBACK_ACTIVITY_LOG_URL;
  delete process.env.WEBHOOK_SIGNING_SECRET;
  delete process.env.WEBHOOK_URL_MAGIC_LINK;
});

async function brandWithOwner() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  return { owner, brand };
}

async function createEndpoint(brandId: string, eventTypes = ["task_created"], url = receiver.url) {
  const r = await createWebhookEndpointAction({ brandId, url, eventTypes } as never);
  if (!r.ok) throw new Error(r.error);
  return r.data;
}

describe("webhook settings", () => {
  it("shows the secret once: sealed at rest, absent from queries, logs and the ledger", async () => {
    const { owner, brand } = await brandWithOwner();
    actAs(owner);
    const { id, secret } = await createEndpoint(brand.id);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    receiver.setSecret(secret);

    const [row] = await getDb().select().from(webhookSettings).where(eq(webhookSettings.id, id));
    expect(row!.secretCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));

    const scope = await scopeFor(owner, brand.id);
    const listed = await listWebhookEndpoints(scope);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id, hasSecret: true, eventTypes: ["task_created"], isActive: true });
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));

    receiver.script([{ status: 202, body: "accepted by the receiver" }]);
    const test = await sendTestWebhookAction({ brandId: brand.id, endpointId: id } as never);
    expect(test).toMatchObject({ ok: true, data: { outcome: "succeeded", statusCode: 202, excerpt: "accepted by the receiver" } });
    expect(receiver.received[0]!.verified).toBe(true);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: "task_created", test: true, brand_id: brand.id });

    const rotated = await rotateWebhookSecretAction({ brandId: brand.id, endpointId: id } as never);
    if (!rotated.ok) throw new Error(rotated.error);
    expect(rotated.data.secret).not.toBe(secret);
    // During the overlap both secrets sign: a receiver still on the old one verifies.
    await sendTestWebhookAction({ brandId: brand.id, endpointId: id } as never);
    expect(receiver.received[1]!.verified).toBe(true);
    receiver.setSecret(rotated.data.secret);
    await sendTestWebhookAction({ brandId: brand.id, endpointId: id } as never);
    expect(receiver.received[2]!.verified).toBe(true);
    expect(receiver.received[2]!.signature.split(" ")).toHaveLength(2);

    const ledger = JSON.stringify(await getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brand.id)));
    const logs = logged.join("\n");
    for (const s of [secret, rotated.data.secret]) {
      expect(ledger).not.toContain(s.slice(6));
      expect(logs).not.toContain(s.slice(6));
    }
    // The URL's secret-looking path segment is redacted in the ledger.
    expect(ledger).toContain("/hooks/:redacted");
    expect(ledger).not.toContain("3f9c2e71");
  });

  it("logs every attempt of an endpoint, and Resend re-sends the same message id", async () => {
    const { owner, brand } = await brandWithOwner();
    actAs(owner);
    const { id, secret } = await createEndpoint(brand.id);
    receiver.setSecret(secret);
    receiver.script([400, 200]);
    const scope = await scopeFor(owner, brand.id);
    const emitted = await withScope(scope, (tx) => emitBrandEvent(tx, scope, "task_created", { taskId: "t1" }));
    await new JobRunner({ workerId: "settings-test" }).runDueOnce();
    // A refused delivery is an answered job; its state (and error, if it threw) says why when this fails.
    const jobs = await listJobs(getDb(), sql`brand_id = ${brand.id}`);
    expect(jobs.map((j) => [j.task, j.status, j.attempts, j.lastError])).toEqual([["webhooks.deliver", "succeeded", 1, null]]);
    let log = await listDeliveries(scope, id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: "failed", attempts: 1, lastStatus: 400 });
    const resent = await resendWebhookDeliveryAction({ brandId: brand.id, deliveryId: emitted!.deliveryId } as never);
    expect(resent).toMatchObject({ ok: true, data: { outcome: "succeeded", statusCode: 200 } });
    log = await listDeliveries(scope, id);
    expect(log[0]).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(log[0]!.attemptLog.map((a) => [a.attemptNumber, a.trigger, a.outcome, a.statusCode])).toEqual([
      [2, "resend", "succeeded", 200],
      [1, "auto", "failed", 400],
    ]);
    expect(receiver.received.map((r) => r.id)).toEqual([emitted!.messageId, emitted!.messageId]);
  });

  it("resolves the newest active endpoint, then the deployment fallbacks, then brand_data for linkedin, else nothing", async () => {
    const { owner, brand } = await brandWithOwner();
    actAs(owner);
    const scope = await scopeFor(owner, brand.id);
    const older = await createEndpoint(brand.id, ["task_created", "sprint_created"], `${receiver.url}?older=1`);
    const newer = await createEndpoint(brand.id, ["task_created"], `${receiver.url}?newer=1`);
    const emit = (type: string) => withScope(scope, (tx) => emitBrandEvent(tx, scope, type, {}));
    const targetOf = async (deliveryId: string) =>
      (await getDb().select({ endpointId: webhookDeliveries.endpointId, target: webhookDeliveries.target }).from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)))[0];

    expect(await targetOf((await emit("task_created"))!.deliveryId)).toEqual({ endpointId: newer.id, target: "endpoint" });
    expect(await targetOf((await emit("sprint_created"))!.deliveryId)).toEqual({ endpointId: older.id, target: "endpoint" });
    await setWebhookEndpointActiveAction({ brandId: brand.id, endpointId: newer.id, active: false } as never);
    expect(await targetOf((await emit("task_created"))!.deliveryId)).toEqual({ endpointId: older.id, target: "endpoint" });

    expect(await emit("task_completed")).toBeNull();
    process.env.WEBHOOK_FALLBACK_URL = `${receiver.url}?fallback=1`;
    expect(await targetOf((await emit("task_completed"))!.deliveryId)).toEqual({ endpointId: null, target: "fallback" });
    // activity_log has its own fallback, not the generic one.
    expect(await emit("activity_log")).toBeNull();
    process.env.WEBHOOK_FALLBACK_ACTIVITY_LOG_URL = `${receiver.url}?activity=1`;
    expect(await targetOf((await emit("activity_log"))!.deliveryId)).toEqual({ endpointId: null, target: "fallback" });
    // linkedin_content_ideas: the brand's agent address, never the generic fallback.
    expect(await emit("linkedin_content_ideas")).toBeNull();
    await getDb().update(brandData).set({ agentProcessSmWebhookUrl: `${receiver.url}?agent=1` }).where(eq(brandData.brandId, brand.id));
    expect(await targetOf((await emit("linkedin_content_ideas"))!.deliveryId)).toEqual({ endpointId: null, target: "brand_data" });
    expect(logged.join("\n")).toMatch(/no address for "linkedin_content_ideas"/);

    // Fallback deliveries are signed with the deployment secret when one is set.
    const deploymentSecret = generateSigningSecret();
    process.env.WEBHOOK_SIGNING_SECRET = deploymentSecret;
    await getDb().execute(sql`delete from pgboss.job where data->>'brandId' = ${brand.id}`);
    await getDb().delete(webhookDeliveries).where(eq(webhookDeliveries.brandId, brand.id));
    const fallback = await emit("activity_log");
    receiver.setSecret(deploymentSecret);
    await new JobRunner({ workerId: "fallback-test" }).runDueOnce();
    expect(receiver.received.map((r) => [r.id, r.verified])).toEqual([[fallback!.messageId, true]]);
    expect(await listDeliveries(scope, null)).toMatchObject([{ target: "fallback", status: "succeeded", eventType: "activity_log" }]);
  });

  it("delivers auth webhooks at deployment level: durable, signed, audited without a brand", async () => {
    const secret = generateSigningSecret();
    process.env.WEBHOOK_SIGNING_SECRET = secret;
    process.env.WEBHOOK_URL_MAGIC_LINK = `${receiver.url}?k=magic-token-zz9`;
    receiver.setSecret(secret);
    receiver.script([502, 200]);
    setAuthWebhookSender(async (_url, payload) => {
      await enqueueDeploymentWebhook(payload.type, payload as unknown as Record<string, unknown>);
    });
    try {
      emitAuthWebhook({ type: "magic_link", email: "someone@example.test", timestamp: new Date().toISOString(), action: "login", redirectTo: "http://localhost/" });
      await flushAuthWebhooks();
    } finally {
      setAuthWebhookSender(null);
    }
    // Passes of a worker until both tries are in, the retry's backoff skipped each time. On PostgreSQL
    // the test files share one queue, so a pass may first work through other files' due jobs.
    const runner = new JobRunner({ workerId: "deployment-test", tasks: ["webhooks.deliver-deployment"] });
    for (let pass = 0; pass < 10 && receiver.received.length < 2; pass++) {
      await runner.runDueOnce();
      await getDb().execute(sql`update pgboss.job set start_after = now() where name = 'webhooks.deliver-deployment' and state in ('created', 'retry')`);
    }
    expect(receiver.received.map((r) => [r.status, r.verified])).toEqual([
      [502, true],
      [200, true],
    ]);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ type: "magic_link", email: "someone@example.test", action: "login" });
    const rows = await getDb().select().from(apiCalls).where(and(isNull(apiCalls.brandId), eq(apiCalls.purpose, "webhook.magic_link")));
    expect(rows.map((r) => [r.status, r.retry])).toEqual([
      [502, 0],
      [200, 1],
    ]);
    expect(JSON.stringify(rows)).not.toContain("magic-token-zz9");
  });
});

describe("webhook actions: the cross-tenant matrix", () => {
  it("treats another brand's endpoints and deliveries as not found, and lets members only view", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const a = await createBrand(alice, "Alice Co");
    const b = await createBrand(bob, "Bob Co");
    actAs(bob);
    const bobEndpoint = await createEndpoint(b.id);
    const bobScope = await scopeFor(bob, b.id);
    const bobDelivery = await withScope(bobScope, (tx) => emitBrandEvent(tx, bobScope, "task_created", {}));

    actAs(alice);
    const attempts: [string, () => Promise<{ ok: boolean; error?: string }>][] = [
      ["update", () => updateWebhookEndpointAction({ brandId: a.id, endpointId: bobEndpoint.id, url: "https://example.com/x", eventTypes: ["task_created"] } as never)],
      ["toggle", () => setWebhookEndpointActiveAction({ brandId: a.id, endpointId: bobEndpoint.id, active: false } as never)],
      ["rotate", () => rotateWebhookSecretAction({ brandId: a.id, endpointId: bobEndpoint.id } as never)],
      ["test", () => sendTestWebhookAction({ brandId: a.id, endpointId: bobEndpoint.id } as never)],
      ["resend", () => resendWebhookDeliveryAction({ brandId: a.id, deliveryId: bobDelivery!.deliveryId } as never)],
      ["delete", () => deleteWebhookEndpointAction({ brandId: a.id, endpointId: bobEndpoint.id } as never)],
      // Naming Bob's brand outright does not help either.
      ["create in B", () => createWebhookEndpointAction({ brandId: b.id, url: "https://example.com/x", eventTypes: ["task_created"] } as never)],
      ["delete in B", () => deleteWebhookEndpointAction({ brandId: b.id, endpointId: bobEndpoint.id } as never)],
    ];
    for (const [name, run] of attempts) {
      const r = await run();
      expect(r, name).toMatchObject({ ok: false, error: NOT_FOUND_MESSAGE });
    }
    const [still] = await getDb().select().from(webhookSettings).where(eq(webhookSettings.id, bobEndpoint.id));
    expect(still).toMatchObject({ isActive: true });
    expect(receiver.received).toHaveLength(0);
    expect(await listWebhookEndpoints(await scopeFor(alice, a.id))).toEqual([]);

    const member = await createUser();
    await addMember(b.id, member, "member", bob);
    actAs(member);
    const denied = await createWebhookEndpointAction({ brandId: b.id, url: "https://example.com/x", eventTypes: ["task_created"] } as never);
    expect(denied).toMatchObject({ ok: false, error: expect.stringMatching(/can view this but not change it/) });
    expect(await listWebhookEndpoints(await scopeFor(member, b.id))).toHaveLength(1);
  });

  it("refuses addresses the outbound guard refuses, at save time", async () => {
    const { owner, brand } = await brandWithOwner();
    actAs(owner);
    for (const url of ["http://169.254.169.254/latest/meta-data/", "http://10.0.0.5/hook", "http://127.0.0.1:6379/", "https://example.com:2222/"]) {
      const r = await createWebhookEndpointAction({ brandId: brand.id, url, eventTypes: ["task_created"] } as never);
      expect(r.ok, url).toBe(false);
    }
    const bad = await createWebhookEndpointAction({ brandId: brand.id, url: "ftp://example.com/", eventTypes: ["task_created"] } as never);
    expect(bad).toMatchObject({ ok: false, error: "The URL must start with https:// or http://" });
    const none = await createWebhookEndpointAction({ brandId: brand.id, url: "https://example.com/", eventTypes: [] } as never);
    expect(none).toMatchObject({ ok: false, error: "Choose at least one event type" });
  });
});
