/**
 * What an attempt's outcome means for the delivery (Standard Webhooks retry guidance):
 * 2xx delivered; network errors, timeouts, 5xx and 429 retried on the schedule below (Retry-After
 * honoured when it asks for longer); 410 Gone disables the endpoint; any other answer fails at once.
 */
import { withJitter } from "@/lib/jobs";

/** Delay before attempt n+1 after attempt n: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
const RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
/** An endpoint whose deliveries have failed without a success for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3600 * 1000;
/** Retry-After values beyond this are capped (a receiver cannot park a delivery for a month). */
const MAX_RETRY_AFTER_MS = 36_000_000;

export type AttemptResult =
  | { kind: "response"; status: number; retryAfter?: string | null }
  | { kind: "error"; code: "blocked" | "timeout" | "network" | "too_large" };

export type Decision =
  | { action: "succeeded" }
  | { action: "retry"; delayMs: number }
  | { action: "failed"; reason: string }
  | { action: "disable"; reason: string };

function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** `attempt` is the number of the attempt that just ran (1-based). */
export function decide(result: AttemptResult, attempt: number, now = Date.now()): Decision {
  if (result.kind === "response" && result.status >= 200 && result.status < 300) return { action: "succeeded" };
  if (result.kind === "response" && result.status === 410) {
    return { action: "disable", reason: "The endpoint answered 410 Gone, so deliveries to it were stopped." };
  }
  const retryable =
    result.kind === "error"
      ? result.code === "timeout" || result.code === "network"
      : result.status >= 500 || result.status === 429 || result.status === 408;
  if (!retryable) {
    const why =
      result.kind === "error"
        ? result.code === "blocked"
          ? "The address was refused by the outbound guard."
          : "The payload is larger than the limit."
        : `The endpoint answered HTTP ${result.status}; a 4xx is not retried.`;
    return { action: "failed", reason: why };
  }
  if (attempt >= MAX_ATTEMPTS) return { action: "failed", reason: `No success after ${MAX_ATTEMPTS} attempts.` };
  let delay = withJitter(RETRY_SCHEDULE_MS[attempt - 1]!, 0.1);
  const asked = result.kind === "response" ? parseRetryAfter(result.retryAfter, now) : null;
  if (asked !== null) delay = Math.max(delay, Math.min(asked, MAX_RETRY_AFTER_MS));
  return { action: "retry", delayMs: delay };
}
