import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { webhookDeliveries } from "@/db/schema";
import { setActivityListener } from "@/lib/activity";
import { scopeFor } from "@/lib/brand-scope";
import { resetSecretBoxKey } from "@/lib/crypto/secret-box";
import { JobRunner } from "@/lib/jobs";
import { renameBrandAction } from "@/modules/brands/actions";
import { createWebhookEndpointAction } from "@/modules/webhooks/actions";
import { emitActivityLog } from "@/modules/webhooks/emit";
import { listDeliveries } from "@/modules/webhooks/queries";
import "@/modules/webhooks/jobs";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { startReceiver, type Receiver } from "./receiver";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

process.env.APP_ENCRYPTION_KEY = randomBytes(32).toString("base64");
resetSecretBoxKey();

let receiverA: Receiver;
let receiverB: Receiver;
const saved = { allow: process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS, fallback: process.env.WEBHOOK_FALLBACK_ACTIVITY_LOG_URL, secret: process.env.WEBHOOK_SIGNING_SECRET };

beforeAll(async () => {
  receiverA = await startReceiver("/hooks/a");
  receiverB = await startReceiver("/hooks/b");
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `${receiverA.hostPort},${receiverB.hostPort}`;
  // As instrumentation-node.ts does in every server and worker process.
  setActivityListener(emitActivityLog);
});
afterAll(async () => {
  setActivityListener(null);
  await Promise.all([receiverA.close(), receiverB.close()]);
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = saved.allow;
  process.env.WEBHOOK_FALLBACK_ACTIVITY_LOG_URL = saved.fallback;
  process.env.WEBHOOK_SIGNING_SECRET = saved.secret;
});
afterEach(() => {
  receiverA.received.length = 0;
  receiverB.received.length = 0;
});

async function brandWithEndpoint(receiver: Receiver, eventTypes = ["activity_log"]) {
  const user = await createUser();
  const brand = await createBrand(user);
  actAs(user);
  const created = await createWebhookEndpointAction({ brandId: brand.id, url: receiver.url, eventTypes } as never);
  if (!created.ok) throw new Error(created.error);
  receiver.setSecret(created.data.secret);
  return { user, brand, endpointId: created.data.id };
}

const bodies = (r: Receiver) => r.received.map((x) => JSON.parse(x.body) as { type: string; brand_id: string; data: Record<string, unknown> });

describe("activity_log webhooks", () => {
  it("delivers a brand rename to the brand's subscribed endpoint, signed and in the delivery log, and to no other brand", async () => {
    const b = await brandWithEndpoint(receiverB);
    const a = await brandWithEndpoint(receiverA);
    actAs(a.user);
    const renamed = await renameBrandAction({ brandId: a.brand.id, name: "Acme Renamed" } as never);
    expect(renamed.ok).toBe(true);

    await new JobRunner({ workerId: "test-activity", pollMs: 50 }).runDueOnce();

    const rename = receiverA.received.find((r) => JSON.parse(r.body).data.action_type === "rename_brand");
    expect(rename).toBeDefined();
    expect(rename!.verified).toBe(true);
    expect(JSON.parse(rename!.body)).toMatchObject({
      type: "activity_log",
      brand_id: a.brand.id,
      data: { action_type: "rename_brand", user_id: a.user.id, payload: { newName: "Acme Renamed" }, user_action: expect.stringContaining("Acme Renamed") },
    });

    const log = await listDeliveries(await scopeFor(a.user, a.brand.id), a.endpointId);
    const entry = log.find((d) => d.messageId === rename!.id);
    expect(entry).toMatchObject({ eventType: "activity_log", target: "endpoint", status: "succeeded", lastStatus: 200 });

    // Brand B's endpoint only ever hears about brand B (its own endpoint creation).
    expect(bodies(receiverB).every((x) => x.brand_id === b.brand.id)).toBe(true);
    expect(bodies(receiverB).some((x) => x.data.action_type === "rename_brand")).toBe(false);
  });

  it("sends nothing to an endpoint that is not subscribed to activity_log", async () => {
    const a = await brandWithEndpoint(receiverA, ["task_created"]);
    const before = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.brandId, a.brand.id));
    const renamed = await renameBrandAction({ brandId: a.brand.id, name: "Other name" } as never);
    expect(renamed.ok).toBe(true);
    const after = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.brandId, a.brand.id));
    expect(after).toEqual(before);
  });

  it("goes to WEBHOOK_FALLBACK_ACTIVITY_LOG_URL, signed with the deployment secret, when the brand has no endpoint for it", async () => {
    process.env.WEBHOOK_FALLBACK_ACTIVITY_LOG_URL = receiverB.url;
    process.env.WEBHOOK_SIGNING_SECRET = `whsec_${randomBytes(24).toString("base64")}`;
    receiverB.setSecret(process.env.WEBHOOK_SIGNING_SECRET);
    try {
      const user = await createUser();
      const brand = await createBrand(user);
      actAs(user);
      expect((await renameBrandAction({ brandId: brand.id, name: "Fallback Co" } as never)).ok).toBe(true);
      await new JobRunner({ workerId: "test-activity-fallback", pollMs: 50 }).runDueOnce();
      const got = receiverB.received.filter((r) => JSON.parse(r.body).brand_id === brand.id);
      expect(got).toHaveLength(1);
      expect(got[0]!.verified).toBe(true);
      const [delivery] = await listDeliveries(await scopeFor(user, brand.id), null);
      expect(delivery).toMatchObject({ eventType: "activity_log", target: "fallback", status: "succeeded" });
    } finally {
      delete process.env.WEBHOOK_FALLBACK_ACTIVITY_LOG_URL;
      delete process.env.WEBHOOK_SIGNING_SECRET;
    }
  });
});
