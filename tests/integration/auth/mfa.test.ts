/**
 * MFA (TOTP) and reauthentication through the real supabase-js client against the built-in
 * endpoint, modelled on auth-js's own MFA tests: enroll, challenge, verify, unenroll, listFactors,
 * the AAL transitions, wrong/expired/reused codes, and our recovery codes.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { getDb } from "@/db/client";
import { authMfaChallenges, authMfaFactors, authSessions } from "@/db/schema";
import { replaceRecoveryCodes } from "@/lib/auth/recovery-codes";
import { base32Decode, hotp, totpStep } from "@/lib/auth/totp";
import { PASSWORD, confirmedUser, latestMail, mailCount, makeClient, raw, type TestClient } from "./helpers";

afterEach(() => {
  delete process.env.AUTH_SECURE_PASSWORD_CHANGE;
});

/** A code the factor has not used yet: the earliest step within ±1 of now that is after its last accepted one. */
async function freshCode(factorId: string, secret: string): Promise<string> {
  const [f] = await getDb().select({ last: authMfaFactors.lastUsedStep }).from(authMfaFactors).where(eq(authMfaFactors.id, factorId));
  const now = totpStep();
  const step = Math.max(now, (f?.last ?? -Infinity) + 1);
  if (step > now + 1) throw new Error("no unused code left in this window");
  return hotp(base32Decode(secret), step);
}

async function signedIn(email: string): Promise<TestClient> {
  const t = makeClient();
  const { error } = await t.client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return t;
}

async function claimsOf(t: TestClient) {
  const { data } = await t.client.auth.getSession();
  return decodeJwt(data.session!.access_token) as { aal: string; amr: { method: string }[]; session_id: string };
}

/** A user with a verified TOTP factor, signed in at aal2. */
async function enrolledUser(tag: string) {
  const { email, userId } = await confirmedUser(tag);
  const t = await signedIn(email);
  const { data, error } = await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  if (error) throw error;
  const secret = data.totp.secret;
  const v = await t.client.auth.mfa.challengeAndVerify({ factorId: data.id, code: await freshCode(data.id, secret) });
  if (v.error) throw v.error;
  return { email, userId, t, factorId: data.id, secret };
}

describe("enrol a TOTP factor", () => {
  it("returns the secret, the otpauth URI and an SVG QR code; the factor is listed unverified; aal stays 1", async () => {
    const { email } = await confirmedUser("mfa-enroll");
    const t = await signedIn(email);
    const { data, error } = await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Laptop", issuer: "Growth OS" });
    expect(error).toBeNull();
    expect(data!.type).toBe("totp");
    expect(data!.friendly_name).toBe("Laptop");
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/Growth%20OS:${encodeURIComponent(email)}?secret=${data!.totp.secret}&issuer=Growth+OS&algorithm=SHA1&digits=6&period=30`,
    );
    expect(data!.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);

    const [row] = await getDb().select().from(authMfaFactors).where(eq(authMfaFactors.id, data!.id));
    expect(row!.secret).toMatch(/^v1\./);
    expect(row!.secret).not.toContain(data!.totp.secret);

    const listed = await t.client.auth.mfa.listFactors();
    expect(listed.data!.all.map((f) => [f.id, f.status, f.factor_type])).toEqual([[data!.id, "unverified", "totp"]]);
    expect(listed.data!.totp).toEqual([]);
    const aal = await t.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const dup = await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Laptop" });
    expect(dup.error?.code).toBe("mfa_factor_name_conflict");
    const phone = await t.client.auth.mfa.enroll({ factorType: "phone", phone: "+15555550100" });
    expect(phone.error?.code).toBe("mfa_phone_enroll_not_enabled");
  });

  it("deletes unverified factors nobody challenged once they are older than five minutes", async () => {
    const { email } = await confirmedUser("mfa-expire-factor");
    const t = await signedIn(email);
    const old = await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Old" });
    await getDb().update(authMfaFactors).set({ createdAt: new Date(Date.now() - 301_000) }).where(eq(authMfaFactors.id, old.data!.id));
    await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "New" });
    const listed = await t.client.auth.mfa.listFactors();
    expect(listed.data!.all.map((f) => f.friendly_name)).toEqual(["New"]);
  });
});

describe("challenge and verify", () => {
  it("refuses a wrong code, then raises the session to aal2 with amr totp + password and fires MFA_CHALLENGE_VERIFIED", async () => {
    const { email } = await confirmedUser("mfa-verify");
    const t = await signedIn(email);
    const other = await signedIn(email);
    const before = await claimsOf(t);
    const { data: f } = await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    const { data: ch, error: chErr } = await t.client.auth.mfa.challenge({ factorId: f!.id });
    expect(chErr).toBeNull();
    expect(ch!.type).toBe("totp");
    expect(ch!.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(290);

    const wrong = await t.client.auth.mfa.verify({ factorId: f!.id, challengeId: ch!.id, code: "000000" === (await freshCode(f!.id, f!.totp.secret)) ? "111111" : "000000" });
    expect(wrong.error?.code).toBe("mfa_verification_failed");
    expect(wrong.error?.status).toBe(422);

    const events: string[] = [];
    t.client.auth.onAuthStateChange((e) => void events.push(e));
    const oldRefresh = (await t.client.auth.getSession()).data.session!.refresh_token;
    const ok = await t.client.auth.mfa.verify({ factorId: f!.id, challengeId: ch!.id, code: await freshCode(f!.id, f!.totp.secret) });
    expect(ok.error).toBeNull();
    expect(events).toContain("MFA_CHALLENGE_VERIFIED");
    const after = await claimsOf(t);
    expect(after.aal).toBe("aal2");
    expect(after.session_id).toBe(before.session_id);
    expect(after.amr.map((a) => a.method).sort()).toEqual(["password", "totp"]);
    expect(ok.data!.refresh_token).not.toBe(oldRefresh);
    expect(ok.data!.user.factors?.map((x) => x.status)).toEqual(["verified"]);

    const aal = await t.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    expect((await t.client.auth.mfa.listFactors()).data!.totp.map((x) => x.id)).toEqual([f!.id]);

    // The user's other one-factor session is signed out (GoTrue InvalidateSessionsWithAALLessThan).
    const otherUser = await other.client.auth.getUser();
    expect(otherUser.error?.name).toBe("AuthSessionMissingError");

    // The aal1 refresh token held before the verification no longer mints tokens.
    const stale = await raw("POST", "token?grant_type=refresh_token", { body: { refresh_token: oldRefresh }, headers: { "X-Supabase-Api-Version": "2024-01-01" } });
    expect(stale.status).toBe(400);
  });

  it("a challenge is verified once, a code is good once, and a challenge must be answered from its own address", async () => {
    const { email, factorId, secret } = await enrolledUser("mfa-reuse");
    const t = await signedIn(email);
    const { data: ch } = await t.client.auth.mfa.challenge({ factorId });
    const code = await freshCode(factorId, secret);
    expect((await t.client.auth.mfa.verify({ factorId, challengeId: ch!.id, code })).error).toBeNull();

    const again = await t.client.auth.mfa.verify({ factorId, challengeId: ch!.id, code });
    expect(again.error?.code).toBe("mfa_ip_address_mismatch");
    const { data: ch2 } = await t.client.auth.mfa.challenge({ factorId });
    const replay = await t.client.auth.mfa.verify({ factorId, challengeId: ch2!.id, code });
    expect(replay.error?.code).toBe("mfa_verification_failed");

    // Same session, another address.
    const session = (await t.client.auth.getSession()).data.session!;
    const res = await raw("POST", `factors/${factorId}/verify`, {
      // Any code: the address is checked first.
      body: { challenge_id: ch2!.id, code: "123456" },
      headers: { Authorization: `Bearer ${session.access_token}`, "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe("mfa_ip_address_mismatch");
  });

  it("refuses an expired challenge and deletes it", async () => {
    const { email, factorId, secret } = await enrolledUser("mfa-expired");
    const t = await signedIn(email);
    const { data: ch } = await t.client.auth.mfa.challenge({ factorId });
    await getDb().update(authMfaChallenges).set({ createdAt: new Date(Date.now() - 301_000) }).where(eq(authMfaChallenges.id, ch!.id));
    const res = await t.client.auth.mfa.verify({ factorId, challengeId: ch!.id, code: await freshCode(factorId, secret) });
    expect(res.error?.code).toBe("mfa_challenge_expired");
    expect(await getDb().select().from(authMfaChallenges).where(eq(authMfaChallenges.id, ch!.id))).toEqual([]);
  });

  it("another user's factor is not found, and a malformed id is refused", async () => {
    const a = await enrolledUser("mfa-owner");
    const { email } = await confirmedUser("mfa-stranger");
    const b = await signedIn(email);
    expect((await b.client.auth.mfa.challenge({ factorId: a.factorId })).error?.code).toBe("mfa_factor_not_found");
    expect((await b.client.auth.mfa.unenroll({ factorId: a.factorId })).error?.code).toBe("mfa_factor_not_found");
    expect((await b.client.auth.mfa.challenge({ factorId: "not-a-uuid" })).error?.status).toBe(404);
  });
});

describe("sign-in with a verified factor", () => {
  it("starts at aal1 with nextLevel aal2; refresh keeps each level; enrolling another factor needs aal2", async () => {
    const { email, factorId, secret } = await enrolledUser("mfa-signin");
    const t = await signedIn(email);
    expect((await t.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const refreshed = await t.client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe("aal1");

    const blocked = await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second" });
    expect(blocked.error?.code).toBe("insufficient_aal");
    const notYet = await t.client.auth.mfa.unenroll({ factorId });
    expect(notYet.error?.code).toBe("insufficient_aal");

    expect((await t.client.auth.mfa.challengeAndVerify({ factorId, code: await freshCode(factorId, secret) })).error).toBeNull();
    const again = await t.client.auth.refreshSession();
    expect(decodeJwt(again.data.session!.access_token).aal).toBe("aal2");
    expect((await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second" })).error).toBeNull();
  });

  it("unenrolling at aal2 removes the factor and drops the sessions it raised to aal1", async () => {
    const { userId, t, factorId } = await enrolledUser("mfa-unenroll");
    await replaceRecoveryCodes(getDb(), userId);
    const { data, error } = await t.client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const [s] = await getDb().select().from(authSessions).where(eq(authSessions.userId, userId));
    expect(s).toMatchObject({ aal: "aal1", factorId: null });
    const refreshed = await t.client.auth.refreshSession();
    const claims = decodeJwt(refreshed.data.session!.access_token) as { aal: string; amr: { method: string }[] };
    expect(claims.aal).toBe("aal1");
    expect(claims.amr.map((a) => a.method)).toEqual(["password"]);
    expect((await t.client.auth.getUser()).data.user!.factors).toBeUndefined();
    expect((await t.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
    const { remainingRecoveryCodes } = await import("@/lib/auth/recovery-codes");
    expect(await remainingRecoveryCodes(getDb(), userId)).toBe(0);
  });

  it("a recovery code stands in for the TOTP code once", async () => {
    const { email, userId, factorId } = await enrolledUser("mfa-recovery");
    const codes = await replaceRecoveryCodes(getDb(), userId);
    expect(codes).toHaveLength(10);
    const t = await signedIn(email);
    const { data: ch } = await t.client.auth.mfa.challenge({ factorId });
    const ok = await t.client.auth.mfa.verify({ factorId, challengeId: ch!.id, code: codes[3]!.toUpperCase() });
    expect(ok.error).toBeNull();
    const claims = await claimsOf(t);
    expect(claims.aal).toBe("aal2");
    expect(claims.amr.map((a) => a.method)).toContain("mfa/recovery_code");

    const u = await signedIn(email);
    const { data: ch2 } = await u.client.auth.mfa.challenge({ factorId });
    const reused = await u.client.auth.mfa.verify({ factorId, challengeId: ch2!.id, code: codes[3]! });
    expect(reused.error?.code).toBe("mfa_verification_failed");
    // The refused attempt did not spend the challenge.
    expect((await u.client.auth.mfa.verify({ factorId, challengeId: ch2!.id, code: codes[4]! })).error).toBeNull();
  });
});

describe("reauthenticate", () => {
  it("mails a nonce (once a minute); with secure password change an old session needs it, once", async () => {
    const { email, t } = await confirmedUser("reauth");
    const sessionId = (await claimsOf(t)).session_id;
    const before = await mailCount(email);
    expect((await t.client.auth.reauthenticate()).error).toBeNull();
    expect(await mailCount(email)).toBe(before + 1);
    const mail = await latestMail(email);
    expect(mail.subject).toBe("Confirm Reauthentication");
    const nonce = /code: (\d{6})/.exec(mail.text)![1]!;
    expect((await t.client.auth.reauthenticate()).error?.code).toBe("over_email_send_rate_limit");

    // A fresh session may change its password without the nonce.
    process.env.AUTH_SECURE_PASSWORD_CHANGE = "true";
    expect((await t.client.auth.updateUser({ password: "fresh-session-pass-1" })).error).toBeNull();

    await getDb().update(authSessions).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(authSessions.id, sessionId));
    expect((await t.client.auth.updateUser({ password: "old-session-pass-2" })).error?.code).toBe("reauthentication_needed");
    expect((await t.client.auth.updateUser({ password: "old-session-pass-2", nonce: nonce === "000000" ? "111111" : "000000" })).error?.code).toBe(
      "reauthentication_not_valid",
    );
    expect((await t.client.auth.updateUser({ password: "old-session-pass-2", nonce })).error).toBeNull();
    expect((await t.client.auth.updateUser({ password: "old-session-pass-3", nonce })).error?.code).toBe("reauthentication_not_valid");

    const relog = makeClient();
    expect((await relog.client.auth.signInWithPassword({ email, password: "old-session-pass-2" })).error).toBeNull();
  });
});
