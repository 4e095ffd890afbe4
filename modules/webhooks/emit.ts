/**
 * Emitting webhooks. `emitBrandEvent` is what other modules call: inside the transaction that makes
 * the change (withScope), so the delivery exists exactly when the change does. Delivery itself is
 * a durable job; nothing here touches the network.
 */
import { randomUUID } from "node:crypto";
import type { Executor, Tx } from "@/db/client";
import { webhookDeliveries } from "@/db/schema";
import type { ActivityListener } from "@/lib/activity";
import { enqueueJob } from "@/lib/jobs";
import { asSystem } from "@/lib/system";
import { envVarForType } from "./event-types";
import { MAX_ATTEMPTS } from "./retry-policy";
import { resolveBrandTarget } from "./resolve";
import { messageIdFor } from "./signing";

export const DELIVER_TASK = "webhooks.deliver";
export const DELIVER_DEPLOYMENT_TASK = "webhooks.deliver-deployment";
/** Job runs allowed per delivery: the delivery's own attempts plus slack for runs cut short by a restart. */
export const DELIVERY_JOB_MAX_ATTEMPTS = MAX_ATTEMPTS + 3;

type BrandEventPayload = {
  type: string;
  timestamp: string;
  brand_id: string;
  data: Record<string, unknown>;
  test?: true;
};

export function brandEnvelope(type: string, brandId: string, data: Record<string, unknown>, test = false): BrandEventPayload {
  return { type, timestamp: new Date().toISOString(), brand_id: brandId, data, ...(test ? { test: true as const } : {}) };
}

/**
 * Queues `type` for the brand: resolves the address (spec §7), stores the delivery and enqueues its
 * job in `tx`. Returns null — after a logged warning, spec §8 — when no address exists.
 * Call inside withScope(scope, tx => …) (or a system transaction for work without a user).
 */
export async function emitBrandEvent(
  tx: Tx,
  scope: { brandId: string },
  type: string,
  data: Record<string, unknown>,
  opts: { warnWhenUnrouted?: boolean } = {},
): Promise<{ deliveryId: string; messageId: string } | null> {
  const resolved = await resolveBrandTarget(tx, scope.brandId, type);
  if (!resolved) {
    if (opts.warnWhenUnrouted === false) return null;
    const hint = type === "linkedin_content_ideas" ? "the brand's agent_process_sm_webhook_url" : `${envVarForType(type)} or the fallback`;
    console.warn(`[webhooks] no address for "${type}" (brand ${scope.brandId}; add an endpoint in Settings → Webhooks or set ${hint}): nothing sent.`);
    return null;
  }
  const id = randomUUID();
  const messageId = messageIdFor(id);
  await tx.insert(webhookDeliveries).values({
    id,
    brandId: scope.brandId,
    endpointId: resolved.endpointId,
    messageId,
    eventType: type,
    target: resolved.target,
    payload: brandEnvelope(type, scope.brandId, data) as unknown as Record<string, unknown>,
    status: "pending",
    nextAttemptAt: new Date(),
  });
  await enqueueJob(tx, DELIVER_TASK, { deliveryId: id }, { brandId: scope.brandId, maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS });
  return { deliveryId: id, messageId };
}

/**
 * A deployment-level webhook (auth events: no brand exists yet). The address is resolved again at
 * send time from the environment; only the type and the spec's payload are stored (in the job).
 */
export async function enqueueDeploymentWebhook(type: string, payload: Record<string, unknown>, executor?: Executor): Promise<string> {
  const messageId = messageIdFor(randomUUID());
  const enqueue = (db: Executor) => enqueueJob(db, DELIVER_DEPLOYMENT_TASK, { type, payload, messageId }, { maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS });
  await (executor ? enqueue(executor) : asSystem("deployment webhook: no brand exists yet", enqueue));
  return messageId;
}

/**
 * Spec §7's activity_log type: every activity row of a brand, queued in the row's own transaction
 * (registered with setActivityListener at process start). Unlike the other types, a brand that
 * receives it nowhere is the normal case, so no warning per row.
 * A brand's own deletion is not delivered: its endpoints and deliveries go with it (on delete cascade).
 */
export const emitActivityLog: ActivityListener = async (tx, row) => {
  await emitBrandEvent(
    tx,
    { brandId: row.brandId },
    "activity_log",
    {
      activity_id: row.id,
      action_type: row.actionType,
      user_action: row.userAction,
      user_id: row.userId,
      payload: row.payload,
      created_at: row.createdAt.toISOString(),
    },
    { warnWhenUnrouted: false },
  );
};
