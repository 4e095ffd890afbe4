/**
 * The webhook jobs. Importing this file registers them with the runner (instrumentation-node.ts and
 * scripts/worker.ts do). Retries are the runner's: a retryable answer throws RetryLaterError with
 * the Standard Webhooks delay, so the next attempt survives restarts like any other job.
 */
import { defineTask, RetryLaterError } from "@/lib/jobs";
import { outbound, safeUrl } from "@/lib/http";
import { asSystem } from "@/lib/system";
import { performAttempt, postSigned } from "./deliver";
import { DELIVER_DEPLOYMENT_TASK, DELIVER_TASK, DELIVERY_JOB_MAX_ATTEMPTS } from "./emit";
import { decide } from "./retry-policy";
import { deploymentSigningSecrets, deploymentUrlFor } from "./resolve";

defineTask<{ deliveryId: string }>({
  name: DELIVER_TASK,
  maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS,
  handler: async (ctx) => {
    if (!ctx.brandId) throw new Error("A brand webhook job without a brand.");
    const outcome = await performAttempt({
      brandId: ctx.brandId,
      deliveryId: ctx.payload.deliveryId,
      trigger: "auto",
      // The job carries its brand; every statement filters by it (system role, no signed-in user).
      run: (fn) => asSystem("webhook delivery job: no signed-in user", (db) => db.transaction(fn)),
      audit: { jobId: ctx.id },
      actorUserId: null,
    });
    if (outcome.decision.action === "retry") {
      throw new RetryLaterError(outcome.error ?? "retrying", outcome.decision.delayMs);
    }
  },
});

defineTask<{ type: string; payload: Record<string, unknown>; messageId: string }>({
  name: DELIVER_DEPLOYMENT_TASK,
  maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS,
  handler: async (ctx) => {
    const { type, payload, messageId } = ctx.payload;
    const url = deploymentUrlFor(type);
    if (!url) {
      console.warn(`[webhooks] no deployment address for "${type}" any more: nothing sent.`);
      return;
    }
    const sent = await postSigned(outbound, { url, secrets: deploymentSigningSecrets() }, messageId, JSON.stringify(payload), {
      brandId: null,
      jobId: ctx.id,
      provider: "webhook",
      purpose: `webhook.${type}`,
      retry: ctx.attempt - 1,
    });
    const decision = decide(sent.result, ctx.attempt);
    if (decision.action === "retry") throw new RetryLaterError(sent.error ?? "retrying", decision.delayMs);
    if (decision.action !== "succeeded") {
      console.error(`[webhooks] ${type} ${messageId} to ${safeUrl(url)} failed for good: ${decision.reason}`);
    }
  },
});

