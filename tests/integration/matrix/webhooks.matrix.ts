import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { webhookDeliveries, webhookSettings } from "@/db/schema";
import { seal } from "@/lib/crypto/secret-box";
import * as hooks from "@/modules/webhooks/actions";
import { secretAad } from "@/modules/webhooks/deliver";
import { brandEnvelope } from "@/modules/webhooks/emit";
import { generateSigningSecret, messageIdFor } from "@/modules/webhooks/signing";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// Webhook endpoints are brand administration (module brand-settings): owners edit, members only view.
const managers = ["owner", "outsider"] as const;

// A reserved name that never resolves (RFC 2606): saving accepts it, sending fails at once, no byte leaves the machine.
const ENDPOINT_URL = "https://hooks.matrix.invalid/growth-os";

async function endpointInA(w: MatrixWorld): Promise<string> {
  const id = randomUUID();
  await getDb()
    .insert(webhookSettings)
    .values({
      id,
      brandId: w.a.id,
      webhookUrl: ENDPOINT_URL,
      webhookType: "task_created",
      eventTypes: ["task_created", "task_completed"],
      description: "Matrix endpoint",
      secretCiphertext: seal(generateSigningSecret(), secretAad(id)),
      secretRotatedAt: new Date(),
      createdBy: w.a.owner.id,
    });
  return id;
}

/** A delivery of brand A whose automatic attempt failed: what "Resend" is for. */
async function failedDeliveryInA(w: MatrixWorld): Promise<string> {
  const endpointId = await endpointInA(w);
  const id = randomUUID();
  await getDb()
    .insert(webhookDeliveries)
    .values({
      id,
      brandId: w.a.id,
      endpointId,
      messageId: messageIdFor(id),
      eventType: "task_created",
      target: "endpoint",
      payload: brandEnvelope("task_created", w.a.id, { taskId: randomUUID() }) as unknown as Record<string, unknown>,
      status: "failed",
      attempts: 1,
      lastStatus: 500,
      lastError: "HTTP 500",
      completedAt: new Date(),
    });
  return id;
}

export default defineMatrix([
  {
    action: "createWebhookEndpoint",
    call: hooks.createWebhookEndpointAction,
    allow: managers,
    input: () => ({ url: ENDPOINT_URL, description: "Matrix endpoint", eventTypes: ["task_created"] }),
  },
  {
    action: "updateWebhookEndpoint",
    call: hooks.updateWebhookEndpointAction,
    allow: ["owner"],
    input: async (w) => ({ endpointId: await endpointInA(w), url: `${ENDPOINT_URL}/v2`, description: "Changed", eventTypes: ["sprint_created"] }),
  },
  {
    action: "setWebhookEndpointActive",
    call: hooks.setWebhookEndpointActiveAction,
    allow: ["owner"],
    input: async (w) => ({ endpointId: await endpointInA(w), active: false }),
  },
  { action: "deleteWebhookEndpoint", call: hooks.deleteWebhookEndpointAction, allow: ["owner"], input: async (w) => ({ endpointId: await endpointInA(w) }) },
  { action: "rotateWebhookSecret", call: hooks.rotateWebhookSecretAction, allow: ["owner"], input: async (w) => ({ endpointId: await endpointInA(w) }) },
  { action: "sendTestWebhook", call: hooks.sendTestWebhookAction, allow: ["owner"], input: async (w) => ({ endpointId: await endpointInA(w) }) },
  {
    action: "resendWebhookDelivery",
    call: hooks.resendWebhookDeliveryAction,
    allow: ["owner"],
    input: async (w) => ({ deliveryId: await failedDeliveryInA(w) }),
  },
]);
