/**
 * GoTrue's rate limits: per-IP buckets per endpoint group (429 over_request_rate_limit) and the
 * per-address mail gap (429 over_email_send_rate_limit), both with Retry-After. Limits are tightened
 * through the same environment variables an operator would use.
 */
import { afterEach, describe, expect, it } from "vitest";
import { PASSWORD, confirmedUser, makeClient, nextIp, raw, uniqueEmail } from "./helpers";

afterEach(() => {
  delete process.env.AUTH_RATE_LIMIT_EMAIL;
  delete process.env.AUTH_RATE_LIMIT_TOKEN;
  delete process.env.AUTH_RATE_LIMIT_VERIFY;
});

describe("per-IP limits", () => {
  it("answers 429 over_request_rate_limit with Retry-After once an IP used up its /recover bucket", async () => {
    process.env.AUTH_RATE_LIMIT_EMAIL = "2";
    const ip = nextIp();
    for (let i = 0; i < 2; i++) {
      expect((await raw("POST", "recover", { ip, body: { email: uniqueEmail("rl") } })).status).toBe(200);
    }
    const limited = await raw("POST", "recover", { ip, body: { email: uniqueEmail("rl") }, headers: { "X-Supabase-Api-Version": "2024-01-01" } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });

    // The client sees it as an API error (not a retryable network failure).
    const t = makeClient({ ip });
    const { error } = await t.client.auth.resetPasswordForEmail(uniqueEmail("rl"));
    expect(error?.status).toBe(429);
    expect(error?.code).toBe("over_request_rate_limit");

    // Another address, and another endpoint group on the same address, are unaffected.
    expect((await raw("POST", "recover", { ip: nextIp(), body: { email: uniqueEmail("rl") } })).status).toBe(200);
    expect((await raw("POST", "otp", { ip, body: { email: uniqueEmail("rl") } })).status).toBe(200);
  });

  it("limits sign-in attempts per IP on /token", async () => {
    process.env.AUTH_RATE_LIMIT_TOKEN = "3";
    const t = makeClient();
    for (let i = 0; i < 3; i++) {
      const { error } = await t.client.auth.signInWithPassword({ email: uniqueEmail("brute"), password: PASSWORD });
      expect(error?.code).toBe("invalid_credentials");
    }
    const { error } = await t.client.auth.signInWithPassword({ email: uniqueEmail("brute"), password: PASSWORD });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe("over_request_rate_limit");
    expect(error?.message).toBe("Request rate limit reached");
  });

  it("limits /verify attempts per IP (guessing token hashes)", async () => {
    process.env.AUTH_RATE_LIMIT_VERIFY = "2";
    const ip = nextIp();
    for (let i = 0; i < 2; i++) {
      const res = await raw("POST", "verify", { ip, body: { type: "magiclink", token_hash: `guess${i}` } });
      expect(res.status).toBe(403);
    }
    const res = await raw("POST", "verify", { ip, body: { type: "magiclink", token_hash: "guess" } });
    expect(res.status).toBe(429);
    expect(res.headers.get("x-sb-error-code")).toBe("over_request_rate_limit");
  });
});

describe("per-address mail gap", () => {
  it("refuses a second recovery mail to one address within 60 s, whatever the IP, known or unknown alike", async () => {
    const { email } = await confirmedUser("gap");
    const ghost = uniqueEmail("gap-ghost");
    for (const address of [email, ghost]) {
      expect((await raw("POST", "recover", { body: { email: address } })).status).toBe(200);
      const again = await raw("POST", "recover", { body: { email: address }, headers: { "X-Supabase-Api-Version": "2024-01-01" } });
      expect(again.status).toBe(429);
      const retryAfter = Number(again.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = await again.json();
      expect(body.code).toBe("over_email_send_rate_limit");
      expect(body.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    }
  });

  it("refuses an immediate resend of a signup confirmation", async () => {
    const email = uniqueEmail("gap-signup");
    expect((await makeClient().client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { error } = await makeClient().client.auth.resend({ type: "signup", email });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe("over_email_send_rate_limit");
  });
});
