"use server";

/**
 * Webhook endpoint management (Settings → Webhooks). Managing endpoints and secrets is brand
 * administration (module "brand-settings": owners and admins edit, members view). Every write
 * checks that the endpoint belongs to the caller's brand (by id AND brand id, under RLS).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { webhookDeliveries, webhookSettings } from "@/db/schema";
import { ActionError, brandAction } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { seal } from "@/lib/crypto/secret-box";
import { checkUrl, OutboundBlockedError, safeUrl } from "@/lib/http";
import { performAttempt, secretAad, type AttemptOutcome } from "./deliver";
import { brandEnvelope } from "./emit";
import { eventTypeLabel } from "./event-types";
import {
  createWebhookEndpointInput,
  deleteWebhookEndpointInput,
  resendWebhookDeliveryInput,
  rotateWebhookSecretInput,
  sendTestWebhookInput,
  setWebhookEndpointActiveInput,
  updateWebhookEndpointInput,
} from "./inputs";
import { generateSigningSecret, messageIdFor } from "./signing";

const MODULE = "brand-settings";
/** After a rotation the old secret keeps signing for a day, so receivers can switch over. */
const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

/** Refuses addresses the outbound guard would refuse, so the problem shows at save time. */
async function assertCallable(url: string): Promise<void> {
  try {
    await checkUrl(url);
  } catch (e) {
    // A host that does not resolve yet (DNS not set up, offline machine) may be saved; sending will tell.
    if (e instanceof OutboundBlockedError && e.kind === "refused") throw new ActionError(e.message);
    if (!(e instanceof OutboundBlockedError)) throw e;
  }
}

async function ownedEndpoint(scope: BrandScope, endpointId: string) {
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({ id: webhookSettings.id, url: webhookSettings.webhookUrl, eventTypes: webhookSettings.eventTypes, webhookType: webhookSettings.webhookType })
      .from(webhookSettings)
      .where(and(eq(webhookSettings.id, endpointId), eq(webhookSettings.brandId, scope.brandId))),
  );
  if (!row) throw new NotFoundError();
  return row;
}

export const createWebhookEndpointAction = brandAction(
  "createWebhookEndpoint",
  createWebhookEndpointInput,
  { module: MODULE, access: "edit", failure: "Failed to add the webhook endpoint" },
  async (scope, { url, description, eventTypes }) => {
    await assertCallable(url);
    const id = randomUUID();
    const secret = generateSigningSecret();
    await withScope(scope, async (tx) => {
      await tx.insert(webhookSettings).values({
        id,
        brandId: scope.brandId,
        webhookUrl: url,
        webhookType: eventTypes[0]!,
        eventTypes,
        description,
        isActive: true,
        secretCiphertext: seal(secret, secretAad(id)),
        secretRotatedAt: new Date(),
        createdBy: scope.userId,
      });
      await logScopeActivity(tx, scope, "webhook_endpoint_created", `Added webhook endpoint ${safeUrl(url)} (${eventTypes.map(eventTypeLabel).join(", ")})`, { endpointId: id, eventTypes });
    });
    // The only time the secret leaves the server: shown once to the person who created it.
    return { id, secret };
  },
);

export const updateWebhookEndpointAction = brandAction(
  "updateWebhookEndpoint",
  updateWebhookEndpointInput,
  { module: MODULE, access: "edit", failure: "Failed to save the webhook endpoint" },
  async (scope, { endpointId, url, description, eventTypes }) => {
    await ownedEndpoint(scope, endpointId);
    await assertCallable(url);
    await withScope(scope, async (tx) => {
      await tx
        .update(webhookSettings)
        .set({ webhookUrl: url, description, eventTypes, webhookType: eventTypes[0]! })
        .where(and(eq(webhookSettings.id, endpointId), eq(webhookSettings.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "webhook_endpoint_updated", `Updated webhook endpoint ${safeUrl(url)}`, { endpointId, eventTypes });
    });
    return { id: endpointId };
  },
);

export const setWebhookEndpointActiveAction = brandAction(
  "setWebhookEndpointActive",
  setWebhookEndpointActiveInput,
  { module: MODULE, access: "edit", failure: "Failed to change the webhook endpoint" },
  async (scope, { endpointId, active }) => {
    const endpoint = await ownedEndpoint(scope, endpointId);
    await withScope(scope, async (tx) => {
      await tx
        .update(webhookSettings)
        // Enabling by hand starts a fresh health record; disabling by hand is not a system reason.
        .set(active ? { isActive: true, disabledReason: null, disabledAt: null, failingSince: null } : { isActive: false, disabledReason: null, disabledAt: new Date() })
        .where(and(eq(webhookSettings.id, endpointId), eq(webhookSettings.brandId, scope.brandId)));
      await logScopeActivity(
        tx,
        scope,
        active ? "webhook_endpoint_enabled" : "webhook_endpoint_disabled",
        `${active ? "Enabled" : "Disabled"} webhook endpoint ${safeUrl(endpoint.url)}`,
        { endpointId },
      );
    });
    return { id: endpointId, active };
  },
);

export const deleteWebhookEndpointAction = brandAction(
  "deleteWebhookEndpoint",
  deleteWebhookEndpointInput,
  { module: MODULE, access: "edit", failure: "Failed to delete the webhook endpoint" },
  async (scope, { endpointId }) => {
    const endpoint = await ownedEndpoint(scope, endpointId);
    await withScope(scope, async (tx) => {
      await tx.delete(webhookSettings).where(and(eq(webhookSettings.id, endpointId), eq(webhookSettings.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "webhook_endpoint_deleted", `Deleted webhook endpoint ${safeUrl(endpoint.url)}`, { endpointId });
    });
    return { id: endpointId };
  },
);

export const rotateWebhookSecretAction = brandAction(
  "rotateWebhookSecret",
  rotateWebhookSecretInput,
  { module: MODULE, access: "edit", failure: "Failed to rotate the signing secret" },
  async (scope, { endpointId }) => {
    const endpoint = await ownedEndpoint(scope, endpointId);
    const secret = generateSigningSecret();
    await withScope(scope, async (tx) => {
      const [current] = await tx
        .select({ secret: webhookSettings.secretCiphertext })
        .from(webhookSettings)
        .where(and(eq(webhookSettings.id, endpointId), eq(webhookSettings.brandId, scope.brandId)));
      await tx
        .update(webhookSettings)
        .set({
          secretCiphertext: seal(secret, secretAad(endpointId)),
          previousSecretCiphertext: current?.secret ?? null,
          previousSecretExpiresAt: current?.secret ? new Date(Date.now() + ROTATION_OVERLAP_MS) : null,
          secretRotatedAt: new Date(),
        })
        .where(and(eq(webhookSettings.id, endpointId), eq(webhookSettings.brandId, scope.brandId)));
      await logScopeActivity(tx, scope, "webhook_secret_rotated", `Rotated the signing secret of webhook endpoint ${safeUrl(endpoint.url)}`, { endpointId });
    });
    return { id: endpointId, secret };
  },
);

export type AttemptSummary = {
  deliveryId: string;
  outcome: "succeeded" | "failed" | "skipped";
  statusCode: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
};

function summarize(o: AttemptOutcome): AttemptSummary {
  return {
    deliveryId: o.deliveryId,
    outcome: o.decision.action === "succeeded" ? "succeeded" : o.decision.action === "skipped" ? "skipped" : "failed",
    statusCode: o.statusCode,
    latencyMs: o.latencyMs,
    excerpt: o.excerpt,
    error: o.error ?? ("reason" in o.decision ? o.decision.reason : null),
  };
}

export const sendTestWebhookAction = brandAction(
  "sendTestWebhook",
  sendTestWebhookInput,
  { module: MODULE, access: "edit", failure: "Failed to send the test event" },
  async (scope, { endpointId }) => {
    const endpoint = await ownedEndpoint(scope, endpointId);
    const type = endpoint.eventTypes[0] ?? endpoint.webhookType;
    const id = randomUUID();
    await withScope(scope, (tx) =>
      tx.insert(webhookDeliveries).values({
        id,
        brandId: scope.brandId,
        endpointId,
        messageId: messageIdFor(id),
        eventType: type,
        target: "endpoint",
        payload: brandEnvelope(type, scope.brandId, { message: "This is a test event from Growth OS." }, true) as unknown as Record<string, unknown>,
        isTest: true,
      }),
    );
    const outcome = await performAttempt({
      brandId: scope.brandId,
      deliveryId: id,
      trigger: "test",
      run: (fn) => withScope(scope, fn),
      audit: { scope },
      actorUserId: scope.userId,
    });
    return summarize(outcome);
  },
);

export const resendWebhookDeliveryAction = brandAction(
  "resendWebhookDelivery",
  resendWebhookDeliveryInput,
  { module: MODULE, access: "edit", failure: "Failed to resend the delivery" },
  async (scope, { deliveryId }) => {
    const [d] = await withScope(scope, (tx) =>
      tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.brandId, scope.brandId))),
    );
    if (!d) throw new NotFoundError();
    const outcome = await performAttempt({
      brandId: scope.brandId,
      deliveryId,
      trigger: "resend",
      run: (fn) => withScope(scope, fn),
      audit: { scope },
      actorUserId: scope.userId,
    });
    return summarize(outcome);
  },
);
