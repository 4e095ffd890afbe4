/**
 * Rate limit of the public approval page's decision (no account: the token is the only permission,
 * so guessing tokens and flooding one link's decisions must both be slow). The auth endpoint's token
 * bucket, one bucket per client IP and one per link token, each DECISIONS_PER_WINDOW per window —
 * enough for a client deciding on every post of the largest link (APPROVAL_MAX_POSTS) in one sitting.
 * In memory per process, like the auth endpoint's limits (see docs/auth.md).
 */
import { TokenBucketLimiter } from "@/lib/auth/endpoint/rate-limit";
import { hashLinkToken } from "@/lib/crypto/link-token";
import { APPROVAL_MAX_POSTS } from "./approvals";

export const DECISIONS_PER_WINDOW = APPROVAL_MAX_POSTS + 10;
export const DECISION_WINDOW_SECONDS = 5 * 60;

const g = globalThis as unknown as { __growthApprovalLimiter?: TokenBucketLimiter };

/** One limiter per process (dev evaluates modules several times; the state must not split). */
export function approvalLimiter(): TokenBucketLimiter {
  return (g.__growthApprovalLimiter ??= new TokenBucketLimiter());
}

/**
 * Takes one decision from the caller's IP bucket and the link's bucket; the message to show when
 * either is empty (nothing is saved then), else null.
 */
export function decisionRateRefusal(ip: string | null, token: string, limiter = approvalLimiter()): string | null {
  const waits = [limiter.take(`ip:${ip ?? "unknown"}`, DECISIONS_PER_WINDOW, DECISION_WINDOW_SECONDS), limiter.take(`link:${hashLinkToken(token)}`, DECISIONS_PER_WINDOW, DECISION_WINDOW_SECONDS)];
  const wait = Math.max(...waits);
  if (wait <= 0) return null;
  const seconds = Math.max(1, Math.ceil(wait));
  const when = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many decisions in a short time. Nothing was saved: wait ${when} and send it again.`;
}
