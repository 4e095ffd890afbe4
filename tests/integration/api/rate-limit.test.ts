/** lib/rate-limit: one atomic counter per key in Postgres, so concurrent callers never over-admit. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimitHeaders, sweepExpired, takeRateLimit } from "@/lib/rate-limit";

describe("takeRateLimit", () => {
  it("admits exactly `limit` of many concurrent requests, then refuses with the time to the next window", async () => {
    const key = `test:${randomUUID()}`;
    const rule = { limit: 10, windowSeconds: 3600 };
    const results = await Promise.all(Array.from({ length: 25 }, () => takeRateLimit(key, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.remaining).sort((a, b) => a - b)).toEqual([...Array(15).fill(0), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const refused = results.find((r) => !r.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(rateLimitHeaders(refused, rule)).toMatchObject({ "RateLimit-Limit": "10", "RateLimit-Remaining": "0", "Retry-After": String(refused.retryAfterSeconds) });
    // Another key has its own budget.
    expect((await takeRateLimit(`test:${randomUUID()}`, rule)).allowed).toBe(true);
  });

  it("starts a new window once the old one is over, and sweeps ended windows", async () => {
    const key = `test:${randomUUID()}`;
    const rule = { limit: 1, windowSeconds: 60 };
    expect((await takeRateLimit(key, rule)).allowed).toBe(true);
    expect((await takeRateLimit(key, rule)).allowed).toBe(false);
    // Age the bucket by a window, as if a minute passed.
    await getDb().execute(sql`update rate_limit_buckets set window_start = window_start - interval '1 hour', expires_at = expires_at - interval '1 hour' where key = ${key}`);
    expect((await takeRateLimit(key, rule)).allowed).toBe(true);
    await getDb().execute(sql`update rate_limit_buckets set expires_at = now() - interval '1 second' where key = ${key}`);
    expect(await sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await getDb().execute(sql`select 1 from rate_limit_buckets where key = ${key}`)).toHaveLength(0);
  });

  it("a limit of 0 is unlimited and writes nothing", async () => {
    const key = `test:${randomUUID()}`;
    expect((await takeRateLimit(key, { limit: 0, windowSeconds: 60 })).allowed).toBe(true);
    expect(await getDb().execute(sql`select 1 from rate_limit_buckets where key = ${key}`)).toHaveLength(0);
  });
});
