/**
 * The contract's error answers: codes, statuses, messages, both error shapes, and no account
 * enumeration through sign-in or sign-up.
 */
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { AuthWeakPasswordError } from "@supabase/supabase-js";
import { PASSWORD, confirmedUser, makeClient, mailCount, raw, uniqueEmail } from "./helpers";

afterEach(() => {
  delete process.env.AUTH_AUTOCONFIRM;
});

describe("sign-in errors", () => {
  it("answers wrong password and unknown user identically", async () => {
    const { email } = await confirmedUser("wrongpw");
    const wrong = await makeClient().client.auth.signInWithPassword({ email, password: "not-the-password" });
    const unknown = await makeClient().client.auth.signInWithPassword({ email: uniqueEmail("nobody"), password: PASSWORD });
    for (const r of [wrong, unknown]) {
      expect(r.data.session).toBeNull();
      expect(r.error?.status).toBe(400);
      expect(r.error?.code).toBe("invalid_credentials");
      expect(r.error?.message).toBe("Invalid login credentials");
    }
  });

  it("needs an email or phone", async () => {
    const res = await raw("POST", "token?grant_type=password", { body: { password: "x" }, headers: { "X-Supabase-Api-Version": "2024-01-01" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "validation_failed", message: "missing email or phone" });
  });

  it("refuses an unknown grant type", async () => {
    const res = await raw("POST", "token?grant_type=magic", { body: {}, headers: { "X-Supabase-Api-Version": "2024-01-01" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "invalid_credentials", message: "unsupported_grant_type" });
  });

  it("answers a refresh without token OAuth-style and an unknown token with refresh_token_not_found", async () => {
    const missing = await raw("POST", "token?grant_type=refresh_token", { body: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: "invalid_request", error_description: "refresh_token required" });
    const { error } = await makeClient().client.auth.refreshSession({ refresh_token: "nope" });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("refresh_token_not_found");
    expect(error?.message).toBe("Invalid Refresh Token: Refresh Token Not Found");
  });
});

describe("sign-up errors", () => {
  it("refuses a weak password with 422 weak_password and its reasons", async () => {
    const { error } = await makeClient().client.auth.signUp({ email: uniqueEmail("weak"), password: "12345" });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("weak_password");
    expect(error?.message).toBe("Password should be at least 6 characters.");
    expect((error as AuthWeakPasswordError).reasons).toEqual(["length"]);
  });

  it("refuses passwords over 72 bytes and malformed addresses with validation_failed", async () => {
    const long = await makeClient().client.auth.signUp({ email: uniqueEmail("long"), password: "é".repeat(37) });
    expect(long.error?.status).toBe(400);
    expect(long.error?.code).toBe("validation_failed");
    expect(long.error?.message).toBe("Password cannot be longer than 72 characters");
    const bad = await makeClient().client.auth.signUp({ email: "not-an-email", password: PASSWORD });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.message).toBe("Unable to validate email address: invalid format");
  });

  it("answers simultaneous signups of one address without a server error, creating one account", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([1, 2, 3].map(() => raw("POST", "signup", { body: { email, password: "race-pass-123" } })));
    // One signs up; the others meet the existing account, whose confirmation mail was just sent
    // (GoTrue's send gap answers 429 over_email_send_rate_limit) — never a 500.
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    for (const s of statuses) expect([200, 429]).toContain(s);
    const users = await getDb().execute(sql`select id from local_auth.users where email = ${email}`);
    expect(users.length).toBe(1);
  });

  it("answers a duplicate of a confirmed account like a fresh signup, without sending mail", async () => {
    const { email, userId } = await confirmedUser("dup");
    const mails = await mailCount(email);
    const { data, error } = await makeClient().client.auth.signUp({ email, password: "another-pass-1" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.id).not.toBe(userId);
    expect(data.user?.identities).toEqual([]);
    expect(await mailCount(email)).toBe(mails);
  });

  it("with autoconfirm, signs up straight into a session and refuses a duplicate with user_already_exists", async () => {
    process.env.AUTH_AUTOCONFIRM = "true";
    const email = uniqueEmail("auto");
    const first = await makeClient().client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: "Auto" } } });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    expect(first.data.user?.email_confirmed_at).toBeTruthy();
    expect(await mailCount(email)).toBe(0);
    const dup = await makeClient().client.auth.signUp({ email, password: PASSWORD });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe("user_already_exists");
    expect(dup.error?.message).toBe("User already registered");
    const settings = await (await raw("GET", "settings")).json();
    expect(settings.mailer_autoconfirm).toBe(true);
  });
});

describe("error shapes and protocol details", () => {
  it("uses the legacy shape and x-sb-error-code without the version header, and echoes the version with it", async () => {
    const legacy = await raw("POST", "token?grant_type=password", { body: { email: uniqueEmail("x"), password: "whatever" } });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    expect(legacy.headers.get("X-Supabase-Api-Version")).toBeNull();
    expect(await legacy.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });

    const versioned = await raw("POST", "token?grant_type=password", {
      body: { email: uniqueEmail("x"), password: "whatever" },
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(versioned.headers.get("X-Supabase-Api-Version")).toBe("2024-01-01");
    expect(versioned.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    expect(await versioned.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });

    const older = await raw("GET", "settings", { headers: { "X-Supabase-Api-Version": "2023-06-01" } });
    expect(older.headers.get("X-Supabase-Api-Version")).toBeNull();
  });

  it("adds weak_password reasons in both shapes", async () => {
    const legacy = await raw("POST", "signup", { body: { email: uniqueEmail("w"), password: "123" } });
    expect(legacy.status).toBe(422);
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: "weak_password",
      msg: "Password should be at least 6 characters.",
      weak_password: { reasons: ["length"] },
    });
  });

  it("answers malformed JSON with bad_json and bodies over 1 MB with 413", async () => {
    const bad = await raw("POST", "signup", { rawBody: "{not json", headers: { "X-Supabase-Api-Version": "2024-01-01" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe("bad_json");
    const array = await raw("POST", "otp", { rawBody: "[]" });
    expect((await array.json()).error_code).toBe("bad_json");
    const wrongType = await raw("POST", "signup", { body: { email: 42, password: PASSWORD } });
    expect((await wrongType.json()).error_code).toBe("bad_json");
    const big = await raw("POST", "signup", { rawBody: JSON.stringify({ email: "a@b.test", password: PASSWORD, data: { x: "y".repeat(1024 * 1024) } }) });
    expect(big.status).toBe(413);
  });

  it("requires a bearer token on /user and rejects garbage tokens with bad_jwt", async () => {
    const none = await raw("GET", "user");
    expect(none.status).toBe(401);
    expect((await none.json()).error_code).toBe("no_authorization");
    const garbage = await raw("GET", "user", { headers: { Authorization: "Bearer abc.def.ghi" } });
    expect(garbage.status).toBe(403);
    expect((await garbage.json()).error_code).toBe("bad_jwt");
  });

  it("refuses app_metadata changes from users", async () => {
    const { t } = await confirmedUser("admin");
    const token = (await t.client.auth.getSession()).data.session!.access_token;
    const res = await raw("PUT", "user", { body: { app_metadata: { role: "admin" } }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
    expect((await res.json()).error_code).toBe("not_admin");
  });

  it("serves settings and the JWKS (cacheable 10 minutes, verify-only public key)", async () => {
    const settings = await raw("GET", "settings");
    expect(settings.status).toBe(200);
    const s = await settings.json();
    expect(s.external.email).toBe(true);
    expect(s.disable_signup).toBe(false);
    expect(s.mailer_autoconfirm).toBe(false);

    const jwks = await raw("GET", ".well-known/jwks.json");
    expect(jwks.headers.get("Cache-Control")).toBe("public, max-age=600");
    const { keys } = await jwks.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig", key_ops: ["verify"] });
    expect(typeof keys[0].kid).toBe("string");
    expect(keys[0].d).toBeUndefined();
  });

  it("answers unknown endpoints 404 and wrong methods 405", async () => {
    expect((await raw("GET", "admin/users")).status).toBe(404);
    expect((await raw("DELETE", "user")).status).toBe(405);
  });
});
