/**
 * One delivery attempt: resolve the address again (an endpoint may have been disabled, a fallback
 * changed), sign, POST through the outbound client, then record the attempt and its consequences
 * (delivery status, endpoint health, disabling) in one transaction.
 *
 * The HTTP call happens outside any transaction. `run` decides who reads and writes: the user's
 * scope for "Send test event"/"Resend", the system role (filtered by the job's brand) for jobs.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { webhookAttempts, webhookDeliveries, webhookSettings } from "@/db/schema";
import { logActivity } from "@/lib/activity";
import { open } from "@/lib/crypto/secret-box";
import { isOutboundError, outbound, safeUrl, type OutboundClient } from "@/lib/http";
import type { AuditContext } from "@/lib/http";
import { decide, DISABLE_AFTER_FAILING_MS, type AttemptResult, type Decision } from "./retry-policy";
import { brandAgentUrl, deploymentSigningSecrets, deploymentUrlFor } from "./resolve";
import { signPayload } from "./signing";

type Runner = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
export type Trigger = "auto" | "resend" | "test";

/** Caps of a webhook call: 15 s in total, 64 KiB read back, 256 KiB sent. */
const WEBHOOK_LIMITS = { timeoutMs: 15_000, connectTimeoutMs: 5_000, maxResponseBytes: 64 * 1024, maxRequestBytes: 256 * 1024 };
const EXCERPT_CHARS = 1000;

export function secretAad(endpointId: string): string {
  return `webhook_settings:${endpointId}`;
}

export type AttemptOutcome = {
  deliveryId: string;
  attemptNumber: number;
  decision: Decision | { action: "skipped"; reason: string };
  statusCode: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
};

type Address = { url: string; secrets: string[]; endpointId: string | null };

function excerptOf(body: Buffer, truncated: boolean): string {
  const text = body.toString("utf8").replace(/\u0000/g, "");
  const cut = text.length > EXCERPT_CHARS || truncated;
  return cut ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}

async function addressFor(tx: Tx, brandId: string, d: { target: string; endpointId: string | null; eventType: string }): Promise<Address | string> {
  if (d.target === "endpoint") {
    if (!d.endpointId) return "The delivery has no endpoint.";
    const [e] = await tx
      .select({
        url: webhookSettings.webhookUrl,
        active: webhookSettings.isActive,
        secret: webhookSettings.secretCiphertext,
        previous: webhookSettings.previousSecretCiphertext,
        previousUntil: webhookSettings.previousSecretExpiresAt,
      })
      .from(webhookSettings)
      .where(and(eq(webhookSettings.id, d.endpointId), eq(webhookSettings.brandId, brandId)));
    if (!e) return "The endpoint was deleted.";
    const secrets: string[] = [];
    if (e.secret) secrets.push(open(e.secret, secretAad(d.endpointId)));
    if (e.previous && e.previousUntil && e.previousUntil.getTime() > Date.now()) secrets.push(open(e.previous, secretAad(d.endpointId)));
    return { url: e.url, secrets, endpointId: d.endpointId };
  }
  if (d.target === "brand_data") {
    const url = await brandAgentUrl(tx, brandId);
    return url ? { url, secrets: deploymentSigningSecrets(), endpointId: null } : "The brand's agent_process_sm_webhook_url is not set any more.";
  }
  const url = deploymentUrlFor(d.eventType);
  return url ? { url, secrets: deploymentSigningSecrets(), endpointId: null } : `No deployment address is set for ${d.eventType} any more.`;
}

/** POSTs a signed JSON body; returns the raw result for the retry policy plus what the log shows. */
export async function postSigned(
  client: OutboundClient,
  address: { url: string; secrets: string[] },
  msgId: string,
  body: string,
  audit: AuditContext,
): Promise<{ result: AttemptResult; statusCode: number | null; latencyMs: number; excerpt: string | null; error: string | null }> {
  const started = Date.now();
  const signed = signPayload(address.secrets, msgId, new Date(), body);
  try {
    const res = await client.request(
      {
        url: address.url,
        method: "POST",
        headers: { "content-type": "application/json", ...(signed ?? { "webhook-id": msgId }) },
        body,
        ...WEBHOOK_LIMITS,
      },
      audit,
    );
    const retryAfter = res.headers["retry-after"];
    return {
      result: { kind: "response", status: res.status, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter },
      statusCode: res.status,
      latencyMs: res.latencyMs,
      excerpt: excerptOf(res.body, res.truncated),
      error: res.status >= 200 && res.status < 300 ? null : `HTTP ${res.status}`,
    };
  } catch (e) {
    if (!isOutboundError(e)) throw e;
    return { result: { kind: "error", code: e.code }, statusCode: null, latencyMs: Date.now() - started, excerpt: null, error: e.message };
  }
}

type AttemptOptions = {
  brandId: string;
  deliveryId: string;
  trigger: Trigger;
  run: Runner;
  /** Audit identity: the user's scope for manual attempts, the job id for automatic ones. */
  audit: Pick<AuditContext, "scope" | "jobId" | "userId">;
  actorUserId: string | null;
  client?: OutboundClient;
};

export async function performAttempt(opts: AttemptOptions): Promise<AttemptOutcome> {
  const { brandId, deliveryId, trigger, run } = opts;
  const skipped = (attemptNumber: number, reason: string): AttemptOutcome => ({
    deliveryId,
    attemptNumber,
    decision: { action: "skipped", reason },
    statusCode: null,
    latencyMs: 0,
    excerpt: null,
    error: null,
  });

  // Step 1 (own transaction): claim an attempt number and write the attempt as "sending" before
  // any byte leaves, so a worker killed mid-request leaves a visible, honest trace.
  const started = await run(async (tx) => {
    const [d] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.brandId, brandId)))
      .for("update");
    if (!d) return null;
    // A retry job that wakes after a manual resend already succeeded must not send again.
    if (trigger === "auto" && d.status !== "pending") return { d, attemptId: null, address: null };
    await tx
      .update(webhookAttempts)
      .set({ outcome: "interrupted", error: "The worker stopped before an answer arrived." })
      .where(and(eq(webhookAttempts.deliveryId, deliveryId), eq(webhookAttempts.brandId, brandId), eq(webhookAttempts.outcome, "sending")));
    const address = await addressFor(tx, brandId, d);
    const attemptNumber = d.attempts + 1;
    const [a] = await tx
      .insert(webhookAttempts)
      .values({
        brandId,
        deliveryId,
        endpointId: typeof address === "string" ? d.endpointId : address.endpointId,
        attemptNumber,
        trigger,
        outcome: "sending",
        latencyMs: 0,
      })
      .returning({ id: webhookAttempts.id });
    await tx
      .update(webhookDeliveries)
      .set({ attempts: attemptNumber })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.brandId, brandId)));
    return { d, attemptId: a!.id, address };
  });
  if (!started) return skipped(0, "The delivery no longer exists.");
  const { d, attemptId, address } = started;
  if (!attemptId || address === null) return skipped(d.attempts, `Already ${d.status}.`);
  const attemptNumber = d.attempts + 1;

  // Step 2: the call itself, outside any transaction.
  let sent: Awaited<ReturnType<typeof postSigned>>;
  if (typeof address === "string") {
    sent = { result: { kind: "error", code: "blocked" }, statusCode: null, latencyMs: 0, excerpt: null, error: address };
  } else {
    sent = await postSigned(opts.client ?? outbound, address, d.messageId, JSON.stringify(d.payload), {
      brandId,
      ...opts.audit,
      provider: "webhook",
      purpose: `webhook.${d.eventType}${d.isTest ? ".test" : ""}`,
      retry: d.attempts,
    });
  }

  let decision: Decision = typeof address === "string" ? { action: "failed", reason: address } : decide(sent.result, attemptNumber);
  // Manual attempts are one-offs: the person sees the answer and can resend again.
  if (trigger !== "auto" && decision.action === "retry") decision = { action: "failed", reason: "The endpoint did not accept this attempt; it is not retried automatically." };
  if (d.isTest && decision.action === "disable") decision = { action: "failed", reason: decision.reason };

  const now = new Date();
  const nextRetryAt = decision.action === "retry" ? new Date(now.getTime() + decision.delayMs) : null;
  const endpointId = typeof address === "string" ? d.endpointId : address.endpointId;

  // Step 3 (own transaction): the attempt's answer and what follows from it.
  await run(async (tx) => {
    await tx
      .update(webhookAttempts)
      .set({
        outcome: decision.action === "succeeded" ? "succeeded" : decision.action === "retry" ? "retrying" : "failed",
        statusCode: sent.statusCode,
        latencyMs: sent.latencyMs,
        responseExcerpt: sent.excerpt,
        error: sent.error,
        nextRetryAt,
      })
      .where(and(eq(webhookAttempts.id, attemptId), eq(webhookAttempts.brandId, brandId)));
    await tx
      .update(webhookDeliveries)
      .set({
        status: decision.action === "succeeded" ? "succeeded" : decision.action === "retry" ? "pending" : "failed",
        nextAttemptAt: nextRetryAt,
        lastStatus: sent.statusCode,
        lastError: decision.action === "succeeded" ? null : (sent.error ?? ("reason" in decision ? decision.reason : null)),
        completedAt: decision.action === "retry" ? null : now,
      })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.brandId, brandId)));
    if (endpointId && !d.isTest) await recordEndpointHealth(tx, brandId, endpointId, decision, sent, opts.actorUserId, now);
    else if (endpointId) {
      await tx
        .update(webhookSettings)
        .set({ lastDeliveryAt: now, lastStatus: sent.statusCode, lastError: decision.action === "succeeded" ? null : sent.error })
        .where(and(eq(webhookSettings.id, endpointId), eq(webhookSettings.brandId, brandId)));
    }
  });

  if (decision.action !== "succeeded" && typeof address !== "string") {
    console.warn(`[webhooks] ${d.eventType} ${d.messageId} attempt ${attemptNumber} to ${safeUrl(address.url)}: ${sent.error ?? "failed"} → ${decision.action}`);
  }
  return { deliveryId, attemptNumber, decision, statusCode: sent.statusCode, latencyMs: sent.latencyMs, excerpt: sent.excerpt, error: sent.error };
}

async function recordEndpointHealth(
  tx: Tx,
  brandId: string,
  endpointId: string,
  decision: Decision,
  sent: { statusCode: number | null; error: string | null },
  actorUserId: string | null,
  now: Date,
): Promise<void> {
  const where = and(eq(webhookSettings.id, endpointId), eq(webhookSettings.brandId, brandId));
  if (decision.action === "succeeded") {
    await tx.update(webhookSettings).set({ lastDeliveryAt: now, lastStatus: sent.statusCode, lastError: null, failingSince: null }).where(where);
    return;
  }
  const [row] = await tx
    .update(webhookSettings)
    .set({ lastDeliveryAt: now, lastStatus: sent.statusCode, lastError: sent.error, failingSince: sql`coalesce(${webhookSettings.failingSince}, now())` })
    .where(where)
    .returning({ failingSince: webhookSettings.failingSince, active: webhookSettings.isActive, url: webhookSettings.webhookUrl });
  if (!row?.active) return;
  let reason: string | null = null;
  if (decision.action === "disable") reason = decision.reason;
  else if (row.failingSince && now.getTime() - row.failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
    reason = `Deliveries have failed since ${row.failingSince.toISOString().slice(0, 10)} (5 days without a success), so the endpoint was disabled.`;
  }
  if (!reason) return;
  await tx.update(webhookSettings).set({ isActive: false, disabledReason: reason, disabledAt: now }).where(where);
  await logActivity(tx, {
    brandId,
    userId: actorUserId,
    actionType: "webhook_endpoint_disabled",
    userAction: `Webhook endpoint ${safeUrl(row.url)} was disabled: ${reason}`,
    payload: { endpointId, reason },
  });
}
