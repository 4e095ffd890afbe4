/**
 * Rate limits of the built-in auth endpoint, GoTrue's model, shared by every app instance:
 *  - per client IP, one counter per endpoint group (N per 5 minutes): lib/rate-limit.ts (Postgres,
 *    fixed window), taken in Ctx.limit;
 *  - per email address and mail kind, a minimum gap between two sent mails (60 s by default), and
 *    the per-account sign-in backoff: ./throttle.ts (local_auth.throttles).
 * Nothing is kept in process memory, so a restart forgets nothing and N instances do not multiply
 * the limits (docs/auth.md).
 */

/**
 * An in-process token bucket, for limits that are deliberately per process (the content approval
 * links, modules/content/calendar/approval-limit.ts); the auth endpoint no longer uses it.
 */
export type Bucket = { tokens: number; updatedAt: number };

export class TokenBucketLimiter {
  private buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Takes one token for `key`. Returns 0 when allowed, else the seconds until a token is free.
   * `capacity` 0 means unlimited.
   */
  take(key: string, capacity: number, windowSeconds: number): number {
    if (capacity <= 0) return 0;
    const now = this.now();
    const ratePerMs = capacity / (windowSeconds * 1000);
    const b = this.buckets.get(key) ?? { tokens: capacity, updatedAt: now };
    b.tokens = Math.min(capacity, b.tokens + (now - b.updatedAt) * ratePerMs);
    b.updatedAt = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      this.buckets.set(key, b);
      this.prune(now, windowSeconds);
      return 0;
    }
    this.buckets.set(key, b);
    return (1 - b.tokens) / ratePerMs / 1000;
  }

  /** Full buckets carry no information; dropping them keeps memory bounded under many IPs. */
  private prune(now: number, windowSeconds: number): void {
    if (this.buckets.size < 10_000) return;
    for (const [k, b] of this.buckets) if (now - b.updatedAt > windowSeconds * 1000) this.buckets.delete(k);
  }

  reset(): void {
    this.buckets.clear();
  }
}

/** GoTrue's wording, with the remaining whole seconds. */
export function sendGapMessage(seconds: number): string {
  return `For security purposes, you can only request this after ${Math.max(1, Math.ceil(seconds))} seconds.`;
}
