/**
 * Email-link flows with the real client: magic link, recovery, resend, 6-digit codes, GET /verify
 * (implicit and PKCE → exchangeCodeForSession), the redirect allow-list, and the spec §7 webhooks.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authUsers, profiles } from "@/db/schema";
import { siteUrl } from "@/lib/env";
import { flushAuthWebhooks, setAuthWebhookSender, type AuthWebhookPayload } from "@/lib/auth/webhooks";
import { PASSWORD, amrMethod, confirmLink, confirmedUser, latestMail, mailCount, makeClient, raw, uniqueEmail } from "./helpers";

const sent: { url: string; payload: AuthWebhookPayload }[] = [];

beforeAll(() => {
  // Several mails to one address within a test: the 60 s gap has its own test (rate-limit.test.ts).
  process.env.AUTH_EMAIL_SEND_INTERVAL = "0";
  process.env.WEBHOOK_FALLBACK_URL = "https://hooks.example.test/fallback";
  process.env.WEBHOOK_URL_PASSWORD_RESET = "https://hooks.example.test/reset";
  setAuthWebhookSender(async (url, payload) => void sent.push({ url, payload }));
});
afterAll(() => {
  delete process.env.AUTH_EMAIL_SEND_INTERVAL;
  delete process.env.WEBHOOK_FALLBACK_URL;
  delete process.env.WEBHOOK_URL_PASSWORD_RESET;
  setAuthWebhookSender(null);
});
beforeEach(() => {
  sent.length = 0;
});

const dashboardConfirm = () => `${siteUrl()}/auth/confirm?next=%2Fdashboard`;

describe("magic link", () => {
  it("mails a link for a confirmed user that signs in through verifyOtp, and posts the magic_link webhook", async () => {
    const { email, userId } = await confirmedUser("magic");
    const t = makeClient();
    const { data, error } = await t.client.auth.signInWithOtp({ email, options: { emailRedirectTo: dashboardConfirm() } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const mail = await latestMail(email);
    expect(mail.subject).toBe("Your Magic Link");
    const link = confirmLink(mail);
    expect(link.type).toBe("magiclink");
    expect(link.next).toBe("/dashboard");

    const v = await t.client.auth.verifyOtp({ type: "magiclink", token_hash: link.tokenHash });
    expect(v.error).toBeNull();
    expect(v.data.user?.id).toBe(userId);
    const claims = (await t.client.auth.getClaims()).data!.claims;
    expect(amrMethod(claims.amr)).toBe("otp");

    await flushAuthWebhooks();
    const magic = sent.filter((s) => s.payload.type === "magic_link");
    expect(magic).toHaveLength(1);
    expect(magic[0]!.url).toBe("https://hooks.example.test/fallback");
    expect(Object.keys(magic[0]!.payload).sort()).toEqual(["action", "email", "redirectTo", "timestamp", "type"]);
    expect(magic[0]!.payload).toMatchObject({ email, action: "login", redirectTo: dashboardConfirm() });
    expect(Number.isNaN(Date.parse(magic[0]!.payload.timestamp))).toBe(false);
  });

  it("signs a new address up through the magic link (a confirmation mail), unless create_user is false", async () => {
    const email = uniqueEmail("newmagic");
    const refused = await makeClient().client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe("otp_disabled");
    expect(refused.error?.message).toBe("Signups not allowed for otp");

    const t = makeClient();
    expect((await t.client.auth.signInWithOtp({ email, options: { data: { full_name: "New Person" } } })).error).toBeNull();
    const link = confirmLink(await latestMail(email));
    expect(link.type).toBe("signup");
    const v = await t.client.auth.verifyOtp({ type: "signup", token_hash: link.tokenHash });
    expect(v.error).toBeNull();
    expect(v.data.user?.user_metadata.full_name).toBe("New Person");
    expect(v.data.user?.email_confirmed_at).toBeTruthy();
  });

  it("with autoconfirm, a new address gets a magic link, and using it confirms the address", async () => {
    process.env.AUTH_AUTOCONFIRM = "true";
    try {
      const email = uniqueEmail("automagic");
      const t = makeClient();
      expect((await t.client.auth.signInWithOtp({ email })).error).toBeNull();
      const mail = await latestMail(email);
      expect(mail.subject).toBe("Your Magic Link");
      const [before] = await getDb().select().from(authUsers).where(eq(authUsers.email, email));
      expect(before?.emailConfirmedAt).toBeNull();
      const v = await t.client.auth.verifyOtp({ type: "magiclink", token_hash: confirmLink(mail).tokenHash });
      expect(v.error).toBeNull();
      expect(v.data.user?.email_confirmed_at).toBeTruthy();
    } finally {
      delete process.env.AUTH_AUTOCONFIRM;
    }
  });

  it("accepts the 6-digit code with the address instead of the link, and type 'email' for either kind", async () => {
    const { email } = await confirmedUser("code");
    const t = makeClient();
    await t.client.auth.signInWithOtp({ email });
    const { otp } = confirmLink(await latestMail(email));
    const wrong = await t.client.auth.verifyOtp({ type: "email", email, token: otp === "000000" ? "111111" : "000000" });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe("otp_expired");
    expect(wrong.error?.message).toBe("Token has expired or is invalid");
    const ok = await t.client.auth.verifyOtp({ type: "email", email, token: otp });
    expect(ok.error).toBeNull();
    expect(ok.data.session).toBeTruthy();
  });
});

describe("password recovery", () => {
  it("mails a recovery link to /auth/confirm?…&next=/reset-password; the recovered session sets a new password", async () => {
    const { email } = await confirmedUser("recover");
    const t = makeClient();
    const { error } = await t.client.auth.resetPasswordForEmail(email, { redirectTo: `${siteUrl()}/auth/confirm?next=%2Freset-password` });
    expect(error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toBe("Reset Your Password");
    const link = confirmLink(mail);
    expect(link.type).toBe("recovery");
    expect(link.next).toBe("/reset-password");

    const v = await t.client.auth.verifyOtp({ type: "recovery", token_hash: link.tokenHash });
    expect(v.error).toBeNull();
    expect((await t.client.auth.updateUser({ password: "brand-new-pass" })).error).toBeNull();
    expect((await makeClient().client.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe("invalid_credentials");
    expect((await makeClient().client.auth.signInWithPassword({ email, password: "brand-new-pass" })).error).toBeNull();

    await flushAuthWebhooks();
    const reset = sent.filter((s) => s.payload.type === "password_reset");
    expect(reset).toHaveLength(1);
    expect(reset[0]!.url).toBe("https://hooks.example.test/reset");
    expect(Object.keys(reset[0]!.payload).sort()).toEqual(["action", "email", "redirectTo", "timestamp", "type"]);
    expect(reset[0]!.payload).toMatchObject({ email, action: "forgot_password" });
  });

  it("defaults recovery links to /reset-password, and answers unknown addresses the same way without mail", async () => {
    const { email } = await confirmedUser("recover2");
    await makeClient().client.auth.resetPasswordForEmail(email);
    expect(confirmLink(await latestMail(email)).next).toBe("/reset-password");

    const nobody = uniqueEmail("ghost");
    const known = await raw("POST", "recover", { body: { email } });
    const unknown = await raw("POST", "recover", { body: { email: nobody } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(await mailCount(nobody)).toBe(0);
  });
});

describe("email change", () => {
  it("mails the new address; confirming it moves the account, identity and profile to it", async () => {
    const { email, t, userId } = await confirmedUser("change");
    const next = uniqueEmail("changed");
    const { data, error } = await t.client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const mail = await latestMail(next);
    expect(mail.subject).toBe("Confirm Email Change");
    const link = confirmLink(mail);
    expect(link.type).toBe("email_change");

    const v = await t.client.auth.verifyOtp({ type: "email_change", token_hash: link.tokenHash });
    expect(v.error).toBeNull();
    expect(v.data.user?.email).toBe(next);
    expect(v.data.user?.new_email).toBeUndefined();
    expect(v.data.user?.identities?.[0]?.identity_data?.email).toBe(next);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.email).toBe(next);
    expect((await makeClient().client.auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    expect((await makeClient().client.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe("invalid_credentials");

    const { t: other } = await confirmedUser("change-taken");
    const taken = await other.client.auth.updateUser({ email: next });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe("email_exists");
  });
});

describe("resend", () => {
  it("sends the signup confirmation again; a confirmed address gets the same empty answer and no mail", async () => {
    const email = uniqueEmail("resend");
    await makeClient().client.auth.signUp({ email, password: PASSWORD });
    const first = confirmLink(await latestMail(email)).tokenHash;
    const r = await makeClient().client.auth.resend({ type: "signup", email });
    expect(r.error).toBeNull();
    const second = confirmLink(await latestMail(email)).tokenHash;
    expect(second).not.toBe(first);
    // Only the newest link works.
    expect((await makeClient().client.auth.verifyOtp({ type: "signup", token_hash: first })).error?.code).toBe("otp_expired");
    expect((await makeClient().client.auth.verifyOtp({ type: "signup", token_hash: second })).error).toBeNull();

    const count = await mailCount(email);
    expect((await makeClient().client.auth.resend({ type: "signup", email })).error).toBeNull();
    expect(await mailCount(email)).toBe(count);
    const bad = await raw("POST", "resend", { body: { type: "recovery", email } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error_code).toBe("validation_failed");
  });
});

describe("GET /verify (links GoTrue itself would mail)", () => {
  it("PKCE: a pkce_ token redirects with ?code=, and exchangeCodeForSession signs the requesting client in", async () => {
    const { email, userId } = await confirmedUser("pkce");
    const t = makeClient({ flowType: "pkce" });
    const { error } = await t.client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${siteUrl()}/auth/callback` } });
    expect(error).toBeNull();
    const { tokenHash } = confirmLink(await latestMail(email));
    expect(tokenHash.startsWith("pkce_")).toBe(true);

    const res = await raw("GET", `verify?token=${tokenHash}&type=magiclink&redirect_to=${encodeURIComponent(`${siteUrl()}/auth/callback`)}`);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${siteUrl()}/auth/callback`);
    const code = location.searchParams.get("code")!;
    expect(code).toBeTruthy();

    const other = makeClient({ flowType: "pkce" });
    const stolen = await other.client.auth.exchangeCodeForSession(code);
    expect(stolen.error).toBeTruthy(); // no code verifier on another client

    const wrongVerifier = await raw("POST", "token?grant_type=pkce", { body: { auth_code: code, code_verifier: "x".repeat(50) } });
    expect(wrongVerifier.status).toBe(400);
    expect((await wrongVerifier.json()).error_code).toBe("bad_code_verifier");

    const { data, error: exErr } = await t.client.auth.exchangeCodeForSession(code);
    expect(exErr).toBeNull();
    expect(data.session?.user.id).toBe(userId);
    const claims = (await t.client.auth.getClaims()).data!.claims;
    expect(amrMethod(claims.amr)).toBe("magiclink");

    const again = await raw("POST", "token?grant_type=pkce", { body: { auth_code: code, code_verifier: "x".repeat(50) } });
    expect(again.status).toBe(404);
    expect((await again.json()).error_code).toBe("flow_state_not_found");
  });

  it("implicit: redirects with the session in the fragment; a used link redirects with otp_expired", async () => {
    const { email } = await confirmedUser("implicit");
    await makeClient().client.auth.signInWithOtp({ email });
    const { tokenHash } = confirmLink(await latestMail(email));
    const target = `${siteUrl()}/welcome`;
    const res = await raw("GET", `verify?token=${tokenHash}&type=magiclink&redirect_to=${encodeURIComponent(target)}`);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location.startsWith(`${target}#`)).toBe(true);
    const fragment = new URLSearchParams(location.split("#")[1]);
    expect([...fragment.keys()]).toEqual(["access_token", "expires_at", "expires_in", "refresh_token", "token_type", "type"]);
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("type")).toBe("magiclink");

    const used = await raw("GET", `verify?token=${tokenHash}&type=magiclink&redirect_to=${encodeURIComponent(target)}`);
    const err = new URLSearchParams(used.headers.get("location")!.split("#")[1]);
    expect(err.get("error")).toBe("access_denied");
    expect(err.get("error_code")).toBe("otp_expired");
    expect(err.get("error_description")).toBe("Email link is invalid or has expired");
  });

  it("replaces a redirect_to outside the allow-list with the site URL (links and redirects)", async () => {
    const { email } = await confirmedUser("redirect");
    await makeClient().client.auth.signInWithOtp({ email, options: { emailRedirectTo: "https://evil.example/steal" } });
    const link = confirmLink(await latestMail(email));
    expect(link.url.origin).toBe(siteUrl());
    expect(link.next).toBe("/");
    const res = await raw("GET", `verify?token=${link.tokenHash}&type=magiclink&redirect_to=${encodeURIComponent("https://evil.example/steal")}`);
    expect(res.headers.get("location")!.startsWith(`${siteUrl()}#`)).toBe(true);
    // Any port on a loopback site is fine.
    await makeClient().client.auth.signInWithOtp({ email, options: { emailRedirectTo: "http://127.0.0.1:4123/auth/confirm?next=%2Ftasks" } });
    const loop = confirmLink(await latestMail(email));
    expect(loop.url.origin).toBe("http://127.0.0.1:4123");
    expect(loop.next).toBe("/tasks");
  });
});

describe("signup webhook", () => {
  it("posts signup_verification with exactly the spec's fields", async () => {
    const email = uniqueEmail("hook");
    const { data } = await makeClient().client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Hook Person" }, emailRedirectTo: dashboardConfirm() },
    });
    await flushAuthWebhooks();
    const hook = sent.find((s) => s.payload.type === "signup_verification")!;
    expect(hook.url).toBe("https://hooks.example.test/fallback");
    expect(Object.keys(hook.payload).sort()).toEqual(
      ["action", "email", "email_validation_link", "fullName", "redirect_url", "signup_method", "timestamp", "type", "user_id", "verification_required"].sort(),
    );
    expect(hook.payload).toMatchObject({
      type: "signup_verification",
      email,
      fullName: "Hook Person",
      action: "signup_verification_required",
      signup_method: "email_password",
      redirect_url: dashboardConfirm(),
      verification_required: true,
      user_id: data.user!.id,
      email_validation_link: confirmLink(await latestMail(email)).url.toString(),
    });
    const [u] = await getDb().select().from(authUsers).where(eq(authUsers.email, email));
    expect(u?.encryptedPassword).toMatch(/^\$2a\$10\$/);
  });
});
