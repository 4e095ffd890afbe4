/**
 * Rate limits of the built-in auth endpoint, GoTrue's model:
 *  - per client IP, one token bucket per endpoint group (capacity N, refilled at N per 5 minutes);
 *  - per email address and mail kind, a minimum gap between two sent mails (60 s by default).
 *
 * State is kept IN MEMORY, per process (documented in docs/auth.md): a restart forgets it, and
 * several app processes behind a load balancer each count on their own. That suits the embedded
 * single-process default; the mail gap is additionally enforced from the *_sent_at columns, so the
 * per-address rule survives restarts for known users.
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

export class SendGapLimiter {
  private last = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds to wait before `key` may send again (0 = may send now); does not record. */
  wait(key: string, gapSeconds: number, lastSentAt?: Date | null): number {
    if (gapSeconds <= 0) return 0;
    const now = this.now();
    const times = [this.last.get(key), lastSentAt?.getTime()].filter((t): t is number => typeof t === "number");
    const latest = times.length ? Math.max(...times) : null;
    if (latest === null) return 0;
    const left = latest + gapSeconds * 1000 - now;
    return left > 0 ? left / 1000 : 0;
  }

  record(key: string, gapSeconds: number): void {
    const now = this.now();
    this.last.set(key, now);
    if (this.last.size > 10_000) {
      for (const [k, t] of this.last) if (now - t > gapSeconds * 1000) this.last.delete(k);
    }
  }

  reset(): void {
    this.last.clear();
  }
}

type Limiters = { ip: TokenBucketLimiter; mail: SendGapLimiter };
const g = globalThis as unknown as { __growthAuthLimiters?: Limiters };

/** One set per process (dev evaluates modules several times; the state must not split). */
export function limiters(): Limiters {
  return (g.__growthAuthLimiters ??= { ip: new TokenBucketLimiter(), mail: new SendGapLimiter() });
}

/** GoTrue's wording, with the remaining whole seconds. */
export function sendGapMessage(seconds: number): string {
  return `For security purposes, you can only request this after ${Math.max(1, Math.ceil(seconds))} seconds.`;
}
