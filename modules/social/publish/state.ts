/**
 * The publish-once state machine of a social publication (one row per post: social_publications,
 * unique on post_id). Pure: given the stored row and the clock it says what to do next; the runner
 * (./run.ts) does it and stores the new state *before* and *after* every call that cannot be undone.
 *
 *   scheduled ──(api)──▶ sending ──ok──▶ published
 *       │                  │  └─error──▶ retry (next_attempt_at = now + backoff) ──▶ sending …
 *       │                  └─restart──▶ reconcile: look for the post on the network first
 *       │ (instagram)
 *       └──▶ container (container id stored) ──FINISHED──▶ sending ──▶ published
 *   webhook / reminder: one transaction (the delivery or the task and the state together).
 *
 * Why nothing goes out twice: a row in `sending` means a create call may have reached the network.
 * It is never sent again blindly — the runner first asks the network whether the post is there
 * (LinkedIn: the author's latest posts with our text; Instagram: the container's status_code,
 * PUBLISHED meaning it went out) and only sends when it is not.
 */
export const PUBLICATION_STATES = ["scheduled", "container", "sending", "retry", "published", "failed"] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];
export const PUBLICATION_TARGETS = ["api", "webhook", "reminder"] as const;
export type PublicationTarget = (typeof PUBLICATION_TARGETS)[number];

/** Runs including the first before a retryable failure becomes final. */
export const MAX_PUBLISH_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** How long one runner owns a publication; a crashed runner's claim lapses after this. */
export const PUBLISH_LEASE_MS = 2 * 60_000;

/**
 * Delay before attempt n+1 after attempt n failed: 1, 2, 4, 8 … minutes, capped at 1 hour, or the
 * network's Retry-After when it gave one (never shorter). `jitter` in [0,1) spreads retries of
 * many posts (±10 %); 0.5 = none.
 */
export function publishBackoffMs(attempt: number, retryAfterMs: number | null = null, jitter = 0.5): number {
  const base = Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
  const spread = Math.round(base * (1 + (jitter - 0.5) * 0.2));
  return Math.max(spread, retryAfterMs ?? 0);
}

export type PublicationRow = {
  state: PublicationState;
  target: PublicationTarget;
  attempts: number;
  nextAttemptAt: Date | null;
  leaseUntil: Date | null;
  containerId: string | null;
};

export type NextStep =
  | { kind: "wait"; reason: string }
  | { kind: "done" }
  | { kind: "deliver" } // webhook / reminder, in one transaction
  | { kind: "create" } // api: first send, or a retry after a failure the network answered
  | { kind: "reconcile" } // api: a send may have landed (restart mid-call): look before sending again
  | { kind: "check_container" }; // instagram: poll the container, publish when FINISHED; linkedin: wait until the uploaded video is AVAILABLE

/** What the runner does with this publication now. */
export function nextStep(row: PublicationRow, now: Date): NextStep {
  if (row.state === "published" || row.state === "failed") return { kind: "done" };
  if (row.leaseUntil && row.leaseUntil > now) return { kind: "wait", reason: "another runner holds it" };
  if (row.nextAttemptAt && row.nextAttemptAt > now) return { kind: "wait", reason: "backing off" };
  if (row.target !== "api") return { kind: "deliver" };
  if (row.state === "sending") return { kind: "reconcile" };
  if (row.state === "container") return { kind: "check_container" };
  return { kind: "create" };
}

export type FailureKind = "retryable" | "permanent";
export type Failure = { kind: FailureKind; message: string; retryAfterMs?: number | null };

/** The row after a failed attempt: retry later with backoff, or failed for good. */
export function afterFailure(row: Pick<PublicationRow, "attempts">, failure: Failure, now: Date, jitter = 0.5): { state: "retry" | "failed"; attempts: number; nextAttemptAt: Date | null; lastError: string } {
  const attempts = row.attempts + 1;
  if (failure.kind === "permanent" || attempts >= MAX_PUBLISH_ATTEMPTS) {
    const why = failure.kind === "permanent" ? failure.message : `${failure.message} (gave up after ${attempts} attempts)`;
    return { state: "failed", attempts, nextAttemptAt: null, lastError: why };
  }
  return { state: "retry", attempts, nextAttemptAt: new Date(now.getTime() + publishBackoffMs(attempts, failure.retryAfterMs ?? null, jitter)), lastError: failure.message };
}

/**
 * An HTTP answer (or no answer) as a failure: 429, 5xx and no answer at all are worth another
 * try; 401/403 need a reconnect; other 4xx are the request's fault and fail at once.
 */
export function classifyHttp(status: number | null, message: string, retryAfterMs: number | null = null): Failure {
  if (status === null || status === 429 || status >= 500) return { kind: "retryable", message, retryAfterMs };
  return { kind: "permanent", message };
}

/** Retry-After: seconds, or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now = new Date()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
