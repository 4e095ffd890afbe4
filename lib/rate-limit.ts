/**
 * A rate limiter that holds across app instances: fixed-window counters in Postgres
 * (rate_limit_buckets), one atomic upsert per check, timed by the database's clock so instances
 * with skewed clocks still agree on the window. Works on the PostgreSQL server and the embedded
 * database alike (plain SQL, no advisory locks, no extensions).
 *
 * Why a fixed window: one row and one statement per check, and its answer maps one-to-one onto the
 * RateLimit headers (limit, remaining, seconds to reset). Its known edge — up to 2× the limit across a
 * window boundary — is acceptable for abuse protection; callers that need a smoother rate use a
 * shorter window.
 *
 * Every check counts, refused ones included, so a client hammering past its limit gains nothing.
 * Expired rows are swept now and then by the check itself (about one call in 200), so the table stays
 * as small as the set of keys active in the longest window.
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

export type RateLimitResult = {
  /** True when this request may go ahead. */
  allowed: boolean;
  /** The window's budget (the `limit` asked for). */
  limit: number;
  /** Requests left in the current window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the current window ends (≥ 1). */
  resetSeconds: number;
  /** Seconds to wait before retrying: 0 when allowed, else the time to the next window (≥ 1). */
  retryAfterSeconds: number;
};

export type RateLimitRule = {
  /** Requests allowed per window; 0 or less means unlimited (no row is written). */
  limit: number;
  windowSeconds: number;
};

const SWEEP_PROBABILITY = 1 / 200;

/**
 * Counts one request against `key` (e.g. "api:key:<uuid>", "auth:ip:<addr>:token") and answers
 * whether it is within `rule`. Keys are free-form; prefix them with their feature so features
 * never share a counter.
 */
export async function takeRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const { limit, windowSeconds } = rule;
  if (limit <= 0) return { allowed: true, limit, remaining: Number.MAX_SAFE_INTEGER, resetSeconds: windowSeconds, retryAfterSeconds: 0 };
  if (!(windowSeconds >= 1)) throw new Error("takeRateLimit: windowSeconds must be at least 1");
  const w = Math.floor(windowSeconds);
  // The window start is computed by the database (clock_timestamp: the real time, not the
  // transaction's start), the same way for every instance.
  const rows = await getDb().execute<{ count: number; reset: number }>(sql`
    with now_ as (select clock_timestamp() as t),
    win as (select to_timestamp(floor(extract(epoch from t) / ${w}) * ${w}) as start, t from now_)
    insert into rate_limit_buckets as b (key, window_start, count, expires_at)
    select ${key}, win.start, 1, win.start + make_interval(secs => ${w}) from win
    on conflict (key) do update set
      count = case when b.window_start = excluded.window_start then b.count + 1 else 1 end,
      window_start = excluded.window_start,
      expires_at = excluded.expires_at
    returning b.count::int as count,
      greatest(1, ceil(extract(epoch from (b.expires_at - (select t from now_)))))::int as reset`);
  const row = rows[0];
  if (!row) throw new Error("takeRateLimit: the counter upsert returned no row");
  if (Math.random() < SWEEP_PROBABILITY) void sweepExpired().catch(() => {});
  const count = Number(row.count);
  const reset = Number(row.reset);
  const allowed = count <= limit;
  return { allowed, limit, remaining: Math.max(0, limit - count), resetSeconds: reset, retryAfterSeconds: allowed ? 0 : reset };
}

/** Deletes counters whose window is over (they would restart at 1 anyway). */
export async function sweepExpired(): Promise<number> {
  const rows = await getDb().execute<{ n: number }>(sql`
    with gone as (delete from rate_limit_buckets where expires_at < clock_timestamp() returning 1) select count(*)::int as n from gone`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers) plus Retry-After on a
 * refusal, for any HTTP answer that was rate limited.
 */
export function rateLimitHeaders(r: RateLimitResult, rule: RateLimitRule): Record<string, string> {
  if (rule.limit <= 0) return {};
  const headers: Record<string, string> = {
    "RateLimit-Policy": `${rule.limit};w=${Math.floor(rule.windowSeconds)}`,
    "RateLimit-Limit": String(rule.limit),
    "RateLimit-Remaining": String(r.remaining),
    "RateLimit-Reset": String(r.resetSeconds),
  };
  if (!r.allowed) headers["Retry-After"] = String(r.retryAfterSeconds);
  return headers;
}
