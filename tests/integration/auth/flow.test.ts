/**
 * Issue 3 "Done when", first bullet: the real supabase-js client against the built-in endpoint,
 * from sign-up to a signed-out session.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decodeProtectedHeader } from "jose";
import { getDb } from "@/db/client";
import { authRefreshTokens, authSessions, emailMessages, profiles } from "@/db/schema";
import { siteUrl } from "@/lib/env";
import { PASSWORD, amrMethod, confirmLink, latestMail, makeClient, raw, uniqueEmail, type TestClient } from "./helpers";

const NEW_PASSWORD = "battery-staple-42";

afterEach(() => {
  delete process.env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL;
});

describe("sign up → confirm → sign in → use → refresh → sign out", () => {
  const email = uniqueEmail("flow");
  let a: TestClient;
  let userId: string;

  beforeAll(async () => {
    a = makeClient();
  });

  it("signs up without a session and mails a confirmation link to /auth/confirm", async () => {
    const { data, error } = await a.client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Ada Lovelace" }, emailRedirectTo: `${siteUrl()}/auth/confirm?next=%2Fdashboard` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    userId = data.user!.id;

    const mail = await latestMail(email);
    expect(mail.subject).toBe("Confirm Your Signup");
    expect(mail.kind).toBe("confirmation");
    const link = confirmLink(mail);
    expect(link.url.origin).toBe(siteUrl());
    expect(link.type).toBe("signup");
    expect(link.next).toBe("/dashboard");
    expect(link.tokenHash).toMatch(/^[0-9a-f]{56}$/);
    expect(mail.html).toContain(link.url.toString().replace(/&/g, "&amp;"));

    // spec §7: the email_messages row (its insert is detached, so give it a moment)
    await expect
      .poll(async () => (await getDb().select().from(emailMessages).where(eq(emailMessages.userId, userId))).length)
      .toBe(1);
    const [row] = await getDb().select().from(emailMessages).where(eq(emailMessages.userId, userId));
    expect(row).toMatchObject({
      type: "signup_verification",
      email,
      fullName: "Ada Lovelace",
      action: "signup_verification_required",
      signupMethod: "email_password",
      verificationRequired: true,
    });
    expect(row!.payload.email_validation_link).toBe(link.url.toString());
  });

  it("refuses the password before the email is confirmed", async () => {
    const { error } = await a.client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("email_not_confirmed");
    expect(error?.message).toBe("Email not confirmed");
  });

  it("confirms through the captured mail, once", async () => {
    const link = confirmLink(await latestMail(email));
    const confirmer = makeClient();
    const { data, error } = await confirmer.client.auth.verifyOtp({ type: "signup", token_hash: link.tokenHash });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.email_verified).toBe(true);
    expect(data.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);

    const again = await makeClient().client.auth.verifyOtp({ type: "signup", token_hash: link.tokenHash });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe("otp_expired");
    expect(again.error?.message).toBe("Email link is invalid or has expired");

    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ email, fullName: "Ada Lovelace" });
  });

  it("signs in, answers getUser, and verifies claims locally (no request once the JWKS is cached)", async () => {
    const { data, error } = await a.client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe("bearer");
    expect(data.session?.expires_in).toBe(3600);
    expect(data.session?.refresh_token).toMatch(/^[A-Za-z0-9]{32}$/);

    const got = await a.client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(userId);
    expect(got.data.user?.last_sign_in_at).toBeTruthy();

    await a.client.auth.getClaims(); // may fetch /.well-known/jwks.json once
    const before = a.calls.length;
    const { data: c, error: cErr } = await a.client.auth.getClaims();
    expect(cErr).toBeNull();
    expect(a.calls.length).toBe(before);
    const claims = c!.claims;
    expect(claims).toMatchObject({
      iss: `${siteUrl()}/api/supabase/auth/v1`,
      sub: userId,
      aud: "authenticated",
      role: "authenticated",
      aal: "aal1",
      email,
      phone: "",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
    });
    expect(claims.user_metadata).toMatchObject({ full_name: "Ada Lovelace", email_verified: true });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe("string");
    const header = decodeProtectedHeader(data.session!.access_token);
    expect(header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(typeof header.kid).toBe("string");
  });

  it("updates metadata and password; the new password signs out the other sessions", async () => {
    const other = makeClient();
    expect((await other.client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const same = await a.client.auth.updateUser({ password: PASSWORD });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe("same_password");

    const { data, error } = await a.client.auth.updateUser({
      data: { full_name: "Ada King", avatar_url: "https://example.test/ada.png", email_verified: null },
      password: NEW_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: "Ada King", avatar_url: "https://example.test/ada.png" });
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ fullName: "Ada King", avatarUrl: "https://example.test/ada.png" });

    expect((await a.client.auth.getUser()).error).toBeNull();
    const gone = await other.client.auth.getUser();
    expect(gone.error?.name).toBe("AuthSessionMissingError");
    expect(gone.error?.message).toBe("Auth session missing!");

    const old = await makeClient().client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe("invalid_credentials");
    const fresh = await makeClient().client.auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();
  });

  it("refreshes with rotation: a new access and refresh token in the same session", async () => {
    const s0 = (await a.client.auth.getSession()).data.session!;
    const { data, error } = await a.client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(s0.refresh_token);
    expect(data.session!.access_token).not.toBe(s0.access_token);
    const claims = (await a.client.auth.getClaims()).data!.claims;
    // The session keeps its identity and how it was authenticated.
    expect(amrMethod(claims.amr)).toBe("password");
    const [oldRow] = await getDb().select().from(authRefreshTokens).where(eq(authRefreshTokens.token, s0.refresh_token));
    expect(oldRow?.revoked).toBe(true);
  });

  it("answers a lost refresh response with the active token, and allows reuse within the interval", async () => {
    const b = makeClient();
    await b.client.auth.signInWithPassword({ email, password: NEW_PASSWORD });
    const rt0 = (await b.client.auth.getSession()).data.session!.refresh_token;
    const rt1 = (await b.client.auth.refreshSession()).data.session!.refresh_token;
    const rt2 = (await b.client.auth.refreshSession()).data.session!.refresh_token;

    const lost = await raw("POST", "token?grant_type=refresh_token", { body: { refresh_token: rt1 } });
    expect(lost.status).toBe(200);
    expect((await lost.json()).refresh_token).toBe(rt2);

    const twoTabs = await raw("POST", "token?grant_type=refresh_token", { body: { refresh_token: rt0 } });
    expect(twoTabs.status).toBe(200);
    const body = await twoTabs.json();
    expect(body.refresh_token).not.toBe(rt2);
    expect(body.user.id).toBe(userId);
  });

  it("rejects an old refresh token reused outside the interval and kills the whole family", async () => {
    const c = makeClient();
    await c.client.auth.signInWithPassword({ email, password: NEW_PASSWORD });
    const s = (await c.client.auth.getSession()).data.session!;
    await c.client.auth.refreshSession();
    await c.client.auth.refreshSession();
    const active = (await c.client.auth.getSession()).data.session!.refresh_token;

    process.env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL = "0";
    await new Promise((r) => setTimeout(r, 20));
    const reuse = await raw("POST", "token?grant_type=refresh_token", {
      body: { refresh_token: s.refresh_token },
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" });

    const rows = await getDb().select().from(authRefreshTokens).where(eq(authRefreshTokens.token, active));
    expect(rows[0]?.revoked).toBe(true);
    const after = await c.client.auth.refreshSession();
    expect(after.error?.code).toBe("refresh_token_already_used");
    // The access token of that session still verifies until the session is signed out.
    const [session] = await getDb().select().from(authSessions).where(eq(authSessions.id, rows[0]!.sessionId));
    expect(session).toBeTruthy();
  });

  it("signOut('others') ends the other sessions, signOut('global') every session; getUser then answers session_not_found", async () => {
    const signedIn = async () => {
      const t = makeClient();
      const { error } = await t.client.auth.signInWithPassword({ email, password: NEW_PASSWORD });
      expect(error).toBeNull();
      return t;
    };
    const d = await signedIn();
    const e = await signedIn();
    const f = await signedIn();

    expect((await d.client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await d.client.auth.getUser()).error).toBeNull();
    const eToken = (await e.client.auth.getSession()).data.session!.access_token;
    const eUser = await e.client.auth.getUser();
    expect(eUser.error?.name).toBe("AuthSessionMissingError");
    // getUser drops the dead session locally.
    expect((await e.client.auth.getSession()).data.session).toBeNull();

    const rawUser = await raw("GET", "user", { headers: { Authorization: `Bearer ${eToken}`, "X-Supabase-Api-Version": "2024-01-01" } });
    expect(rawUser.status).toBe(403);
    expect(rawUser.headers.get("X-Supabase-Api-Version")).toBe("2024-01-01");
    expect(await rawUser.json()).toEqual({ code: "session_not_found", message: "Session from session_id claim in JWT does not exist" });

    const fToken = (await f.client.auth.getSession()).data.session!.access_token;
    const g = await signedIn();
    const gToken = (await g.client.auth.getSession()).data.session!.access_token;
    expect((await g.client.auth.signOut({ scope: "global" })).error).toBeNull();
    expect((await g.client.auth.getSession()).data.session).toBeNull();
    expect(g.storage.size).toBe(0);
    expect((await d.client.auth.getUser()).error?.name).toBe("AuthSessionMissingError");
    for (const token of [fToken, gToken]) {
      const res = await raw("GET", "user", { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
      expect((await res.json()).error_code).toBe("session_not_found");
    }
    const remaining = await getDb().select().from(authSessions).where(eq(authSessions.userId, userId));
    expect(remaining).toHaveLength(0);
  });

  it("logout answers 204 without a body, and treats a bad scope as validation_failed", async () => {
    const h = makeClient();
    await h.client.auth.signInWithPassword({ email, password: NEW_PASSWORD });
    const token = (await h.client.auth.getSession()).data.session!.access_token;
    const bad = await raw("POST", "logout?scope=everything", { headers: { Authorization: `Bearer ${token}` } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error_code).toBe("validation_failed");
    const ok = await raw("POST", "logout?scope=local", { headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe("");
    const none = await raw("POST", "logout", {});
    expect(none.status).toBe(401);
    expect((await none.json()).error_code).toBe("no_authorization");
  });
});
