/**
 * Reads of the webhook settings tab. Every read goes through withScope and filters by the brand;
 * sealed secrets are never selected here (the page only learns whether a secret exists).
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { webhookAttempts, webhookDeliveries, webhookSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { DEPLOYMENT_EVENT_TYPES, BRAND_EVENT_TYPES, envVarForType } from "./event-types";
import { brandAgentUrl, deploymentSigningSecrets, deploymentSourceFor } from "./resolve";

export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  isActive: boolean;
  hasSecret: boolean;
  secretRotatedAt: Date | null;
  disabledReason: string | null;
  disabledAt: Date | null;
  failingSince: Date | null;
  lastDeliveryAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  delivered7d: number;
  failed7d: number;
};

export async function listWebhookEndpoints(scope: BrandScope): Promise<WebhookEndpoint[]> {
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({
        id: webhookSettings.id,
        url: webhookSettings.webhookUrl,
        description: webhookSettings.description,
        webhookType: webhookSettings.webhookType,
        eventTypes: webhookSettings.eventTypes,
        isActive: webhookSettings.isActive,
        hasSecret: sql<boolean>`${webhookSettings.secretCiphertext} is not null`,
        secretRotatedAt: webhookSettings.secretRotatedAt,
        disabledReason: webhookSettings.disabledReason,
        disabledAt: webhookSettings.disabledAt,
        failingSince: webhookSettings.failingSince,
        lastDeliveryAt: webhookSettings.lastDeliveryAt,
        lastStatus: webhookSettings.lastStatus,
        lastError: webhookSettings.lastError,
        createdAt: webhookSettings.createdAt,
      })
      .from(webhookSettings)
      .where(eq(webhookSettings.brandId, scope.brandId))
      .orderBy(desc(webhookSettings.createdAt));
    const stats = rows.length
      ? await tx
          .select({
            endpointId: webhookDeliveries.endpointId,
            delivered: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'succeeded')::int`,
            failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed')::int`,
          })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.brandId, scope.brandId),
              inArray(
                webhookDeliveries.endpointId,
                rows.map((r) => r.id),
              ),
              sql`${webhookDeliveries.createdAt} > now() - interval '7 days'`,
            ),
          )
          .groupBy(webhookDeliveries.endpointId)
      : [];
    const byId = new Map(stats.map((s) => [s.endpointId, s]));
    return rows.map(({ webhookType, eventTypes, ...r }) => ({
      ...r,
      eventTypes: eventTypes.length ? eventTypes : [webhookType],
      delivered7d: byId.get(r.id)?.delivered ?? 0,
      failed7d: byId.get(r.id)?.failed ?? 0,
    }));
  });
}

type WebhookAttempt = {
  id: string;
  attemptNumber: number;
  trigger: string;
  outcome: string;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  nextRetryAt: Date | null;
  createdAt: Date;
};

export type WebhookDelivery = {
  id: string;
  messageId: string;
  eventType: string;
  target: string;
  status: string;
  isTest: boolean;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  attemptLog: WebhookAttempt[];
};

export type DeliveryFilter = { status?: "pending" | "succeeded" | "failed"; limit?: number };

/**
 * The delivery log of one endpoint (or, with endpointId null, of the deliveries that went to the
 * deployment fallback or the brand's agent address), newest first, each with every attempt.
 */
export async function listDeliveries(scope: BrandScope, endpointId: string | null, filter: DeliveryFilter = {}): Promise<WebhookDelivery[]> {
  return withScope(scope, async (tx) => {
    const deliveries = await tx
      .select({
        id: webhookDeliveries.id,
        messageId: webhookDeliveries.messageId,
        eventType: webhookDeliveries.eventType,
        target: webhookDeliveries.target,
        status: webhookDeliveries.status,
        isTest: webhookDeliveries.isTest,
        attempts: webhookDeliveries.attempts,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        lastStatus: webhookDeliveries.lastStatus,
        lastError: webhookDeliveries.lastError,
        createdAt: webhookDeliveries.createdAt,
      })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.brandId, scope.brandId),
          endpointId ? eq(webhookDeliveries.endpointId, endpointId) : isNull(webhookDeliveries.endpointId),
          filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
        ),
      )
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(Math.min(filter.limit ?? 50, 200));
    if (!deliveries.length) return [];
    const attempts = await tx
      .select({
        id: webhookAttempts.id,
        deliveryId: webhookAttempts.deliveryId,
        attemptNumber: webhookAttempts.attemptNumber,
        trigger: webhookAttempts.trigger,
        outcome: webhookAttempts.outcome,
        statusCode: webhookAttempts.statusCode,
        latencyMs: webhookAttempts.latencyMs,
        responseExcerpt: webhookAttempts.responseExcerpt,
        error: webhookAttempts.error,
        nextRetryAt: webhookAttempts.nextRetryAt,
        createdAt: webhookAttempts.createdAt,
      })
      .from(webhookAttempts)
      .where(
        and(
          eq(webhookAttempts.brandId, scope.brandId),
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        ),
      )
      .orderBy(desc(webhookAttempts.createdAt));
    const byDelivery = new Map<string, WebhookAttempt[]>();
    for (const { deliveryId, ...a } of attempts) {
      const list = byDelivery.get(deliveryId) ?? [];
      list.push(a);
      byDelivery.set(deliveryId, list);
    }
    return deliveries.map((d) => ({ ...d, attemptLog: byDelivery.get(d.id) ?? [] }));
  });
}

type DeploymentWebhookRow = {
  type: string;
  label: string;
  scope: "brand" | "deployment";
  /** Name of the environment variable that supplies the address, or null when none does. */
  source: string | null;
  envVar: string;
};

/**
 * Which deployment-level addresses are configured (names of variables only — the URLs can carry
 * tokens and are not shown).
 */
export function deploymentWebhooks(): { rows: DeploymentWebhookRow[]; signed: boolean } {
  const rows = [...DEPLOYMENT_EVENT_TYPES, ...BRAND_EVENT_TYPES].map((t) => ({
    type: t.key,
    label: t.label,
    scope: t.scope,
    source: t.key === "linkedin_content_ideas" ? null : deploymentSourceFor(t.key),
    envVar: envVarForType(t.key),
  }));
  return { rows, signed: deploymentSigningSecrets().length > 0 };
}

/** Whether the brand has an agent address for linkedin_content_ideas (host only: the path may hold a token). */
export async function getAgentWebhook(scope: BrandScope): Promise<{ configured: boolean; host: string | null }> {
  const url = await withScope(scope, (tx) => brandAgentUrl(tx, scope.brandId));
  if (!url) return { configured: false, host: null };
  try {
    return { configured: true, host: new URL(url).host };
  } catch {
    return { configured: true, host: null };
  }
}
