/**
 * Per-account sign-in backoff (lib/auth/endpoint/throttle.ts, issue #27 "Sign-in abuse"): free
 * failures, then exponential blocks capped at 15 min, reset on success, the same answers for
 * addresses without an account, and state in Postgres (every instance and every client address
 * sees it). Blocks are ended by moving `blocked_until` into the past instead of waiting.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { SIGN_IN_CAP_SECONDS, SIGN_IN_FREE_FAILURES, signInBackoffSeconds } from "@/lib/auth/endpoint/throttle";
import { PASSWORD, confirmedUser, raw, uniqueEmail } from "./helpers";

const V = { "X-Supabase-Api-Version": "2024-01-01" };

// Each attempt hashes a password (bcrypt, on purpose): on a busy 2-core machine a run of them takes
// longer than the default test timeout.

/** A password sign-in from a fresh client address each time (rotating addresses does not help). */
const signIn = (email: string, password: string) => raw("POST", "token?grant_type=password", { body: { email, password }, headers: V });

async function endBlock(email: string) {
  await getDb().execute(sql`update local_auth.throttles set blocked_until = clock_timestamp() - interval '1 second' where key = ${`signin:${email.toLowerCase()}`}`);
}

async function row(email: string) {
  const rows = await getDb().execute<{ failures: number; blocked: boolean }>(
    sql`select failures, coalesce(blocked_until > clock_timestamp(), false) as blocked from local_auth.throttles where key = ${`signin:${email.toLowerCase()}`}`,
  );
  return rows[0] ?? null;
}

describe("per-account sign-in backoff", () => {
  it("computes 1 s, 2 s, 4 s … after the free failures, capped at 15 minutes", () => {
    expect(signInBackoffSeconds(SIGN_IN_FREE_FAILURES - 1)).toBe(0);
    expect(signInBackoffSeconds(SIGN_IN_FREE_FAILURES)).toBe(1);
    expect(signInBackoffSeconds(SIGN_IN_FREE_FAILURES + 3)).toBe(8);
    expect(signInBackoffSeconds(SIGN_IN_FREE_FAILURES + 40)).toBe(SIGN_IN_CAP_SECONDS);
  });

  it("blocks an account after repeated wrong passwords, from any client address, grows exponentially, and resets on success", async () => {
    const { email } = await confirmedUser("backoff");
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) {
      const res = await signIn(email, "wrong-password-1");
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("invalid_credentials");
    }
    // Blocked: even the right password is not checked meanwhile.
    const blocked = await signIn(email.toUpperCase(), PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toBe("1");
    const body = await blocked.json();
    expect(body.code).toBe("over_request_rate_limit");
    expect(body.message).toBe("Too many failed sign-in attempts for this email address. Try again in 1 seconds.");
    expect((await row(email))?.failures).toBe(SIGN_IN_FREE_FAILURES);

    // Each further failure doubles the block.
    for (const expected of [2, 4]) {
      await endBlock(email);
      expect((await signIn(email, "wrong-password-1")).status).toBe(400);
      const again = await signIn(email, "wrong-password-1");
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("Retry-After"))).toBe(expected);
    }

    // Capped.
    await getDb().execute(sql`update local_auth.throttles set failures = 60 where key = ${`signin:${email}`}`);
    await endBlock(email);
    expect((await signIn(email, "wrong-password-1")).status).toBe(400);
    const capped = await signIn(email, "wrong-password-1");
    expect(Number(capped.headers.get("Retry-After"))).toBe(SIGN_IN_CAP_SECONDS);
    expect((await capped.json()).message).toBe("Too many failed sign-in attempts for this email address. Try again in 15 minutes.");

    // A success clears it: the count starts again from zero.
    await endBlock(email);
    const ok = await signIn(email, PASSWORD);
    expect(ok.status).toBe(200);
    expect(await row(email)).toBeNull();
    expect((await signIn(email, "wrong-password-1")).status).toBe(400);
    expect((await row(email))?.failures).toBe(1);
  }, 120_000);

  it("answers an address without an account exactly like one with an account (no enumeration)", async () => {
    const { email } = await confirmedUser("backoff-known");
    const ghost = uniqueEmail("backoff-ghost");
    const answers: Record<string, Array<{ status: number; body: unknown; retryAfter: string | null }>> = { known: [], ghost: [] };
    for (const [who, address] of [
      ["known", email],
      ["ghost", ghost],
    ] as const) {
      for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i++) {
        const res = await signIn(address, "wrong-password-2");
        answers[who]!.push({ status: res.status, body: await res.json(), retryAfter: res.headers.get("Retry-After") });
      }
    }
    expect(answers.ghost).toEqual(answers.known);
    expect(answers.known!.at(-1)?.status).toBe(429);
  }, 120_000);

  it("keeps its state in Postgres: a block set by one instance holds for every other", async () => {
    const { email } = await confirmedUser("backoff-shared");
    // Another instance's failures, written straight to the shared table.
    await getDb().execute(sql`
      insert into local_auth.throttles (key, failures, blocked_until, updated_at)
      values (${`signin:${email}`}, ${SIGN_IN_FREE_FAILURES + 2}, clock_timestamp() + interval '4 seconds', clock_timestamp())`);
    const res = await signIn(email, PASSWORD);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThanOrEqual(3);
    expect(Number(res.headers.get("Retry-After"))).toBeLessThanOrEqual(4);
  });
});
