/**
 * The server side: getCurrentUser/requireUser (lib/auth/session.ts) over the request cookies, the
 * proxy's updateSession, signOutAction and "Remember me". A forged, an expired and a signed-out
 * token must all be refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { SignJWT, generateKeyPair } from "jose";
import { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { authSessions } from "@/db/schema";
import { getSigningKey } from "@/lib/auth/keys";
import { BUILTIN_AUTH_COOKIE, REMEMBER_COOKIE } from "@/lib/supabase/config";
import { base32Decode, hotp, totpStep } from "@/lib/auth/totp";
import { PASSWORD, confirmedUser, makeClient, nextIp, raw } from "./helpers";

type Written = { name: string; value: string; options?: Record<string, unknown> };

const jar = new Map<string, string>();
const written: Written[] = [];
const requestHeaders = new Headers();

vi.mock("next/headers", () => ({
  cookies: async () => ({
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string, options?: Record<string, unknown>) => {
      written.push({ name, value, options });
      if (!value || options?.maxAge === 0) jar.delete(name);
      else jar.set(name, value);
    },
    delete: (name: string) => {
      written.push({ name, value: "", options: { deleted: true } });
      jar.delete(name);
    },
  }),
  headers: async () => requestHeaders,
}));

const { getCurrentUser, requireUser, userAal } = await import("@/lib/auth/session");
const { signOutAction } = await import("@/modules/auth/actions");
const { updateSession } = await import("@/lib/supabase/proxy");

type SessionLike = { access_token: string; refresh_token: string; expires_at: number; expires_in: number; token_type: string; user?: unknown };

/** Writes a session the way @supabase/ssr does: `base64-` + base64url(JSON), chunked above 3180 chars. */
function cookieValues(session: SessionLike): [string, string][] {
  const encoded = `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`;
  if (encoded.length <= 3180) return [[BUILTIN_AUTH_COOKIE, encoded]];
  const out: [string, string][] = [];
  for (let i = 0; i * 3180 < encoded.length; i++) out.push([`${BUILTIN_AUTH_COOKIE}.${i}`, encoded.slice(i * 3180, (i + 1) * 3180)]);
  return out;
}

function putSession(session: SessionLike): void {
  for (const [k, v] of cookieValues(session)) jar.set(k, v);
}

async function realSession(tag: string) {
  const { t, userId, email } = await confirmedUser(tag);
  const session = (await t.client.auth.getSession()).data.session!;
  const { access_token, refresh_token, expires_in, expires_at, token_type } = session;
  return { session: { access_token, refresh_token, expires_in, expires_at: expires_at!, token_type } as SessionLike, userId, email, t };
}

const future = () => Math.floor(Date.now() / 1000) + 3000;

beforeEach(() => {
  jar.clear();
  written.length = 0;
  for (const k of [...requestHeaders.keys()]) requestHeaders.delete(k);
  requestHeaders.set("x-forwarded-for", nextIp());
});
afterEach(() => {
  jar.clear();
});

describe("getCurrentUser", () => {
  it("returns the verified user of a live session", async () => {
    const { session, userId, email } = await realSession("cur");
    putSession(session);
    const user = await getCurrentUser();
    expect(user).toMatchObject({ id: userId, email, sessionId: expect.any(String) });
    expect(user?.claims).toMatchObject({ sub: userId, role: "authenticated", aud: "authenticated" });
    expect(await requireUser()).toMatchObject({ id: userId });
  });

  it("treats an aal1 session of an account with an authenticator app as signed out until its second factor", async () => {
    const { session, userId, email, t } = await realSession("cur-mfa");
    putSession(session);
    const before = await getCurrentUser();
    expect(before && userAal(before)).toBe("aal1");
    const { data: f } = await t.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "App" });
    const key = base32Decode(f!.totp.secret);
    expect((await t.client.auth.mfa.challengeAndVerify({ factorId: f!.id, code: hotp(key, totpStep()) })).error).toBeNull();
    jar.clear();
    putSession((await t.client.auth.getSession()).data.session as SessionLike);
    const raised = await getCurrentUser();
    expect(raised?.id).toBe(userId);
    expect(userAal(raised!)).toBe("aal2");

    const second = makeClient();
    const { data } = await second.client.auth.signInWithPassword({ email, password: PASSWORD });
    jar.clear();
    putSession(data.session as SessionLike);
    expect(await getCurrentUser()).toBeNull();
    expect((await second.client.auth.mfa.challengeAndVerify({ factorId: f!.id, code: hotp(key, totpStep() + 1) })).error).toBeNull();
    jar.clear();
    putSession((await second.client.auth.getSession()).data.session as SessionLike);
    expect((await getCurrentUser())?.id).toBe(userId);
  });

  it("is null without cookies, and requireUser redirects to /auth?next=<x-pathname>", async () => {
    expect(await getCurrentUser()).toBeNull();
    requestHeaders.set("x-pathname", "/tasks?view=board");
    const err = await requireUser().catch((e: unknown) => e);
    expect(String((err as { digest?: string }).digest)).toContain(`/auth?next=${encodeURIComponent("/tasks?view=board")}`);
    requestHeaders.set("x-pathname", "//evil.example");
    const err2 = await requireUser().catch((e: unknown) => e);
    expect(String((err2 as { digest?: string }).digest)).toMatch(/;\/auth;/);
  });

  it("refuses a token signed with another key, with our kid or an unknown one", async () => {
    const { session, userId } = await realSession("forged");
    const { privateKey } = await generateKeyPair("ES256");
    const ours = await getSigningKey();
    for (const kid of [ours.kid, "someone-elses-key"]) {
      const now = Math.floor(Date.now() / 1000);
      const forged = await new SignJWT({ sub: userId, aud: "authenticated", role: "authenticated", session_id: (await getCurrentUserSessionId(session)) ?? "x", email: "x@y.z" })
        .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
      jar.clear();
      putSession({ ...session, access_token: forged, expires_at: future() });
      expect(await getCurrentUser()).toBeNull();
    }
  });

  it("refuses an expired token even when the cookie claims it is still valid", async () => {
    const { session, userId } = await realSession("expired");
    const key = await getSigningKey();
    const past = Math.floor(Date.now() / 1000) - 7200;
    const sid = await getCurrentUserSessionId(session);
    const expired = await new SignJWT({ sub: userId, aud: "authenticated", role: "authenticated", session_id: sid, email: "x@y.z" })
      .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
      .setIssuedAt(past)
      .setExpirationTime(past + 3600)
      .sign(key.privateKey);
    putSession({ ...session, access_token: expired, expires_at: future() });
    expect(await getCurrentUser()).toBeNull();
    // …and when the cookie admits it expired but carries a refresh token that is not valid.
    jar.clear();
    putSession({ ...session, access_token: expired, refresh_token: "not-a-token", expires_at: past + 3600 });
    expect(await getCurrentUser()).toBeNull();
  });

  it("refuses the still-unexpired token of a signed-out session", async () => {
    const { session } = await realSession("signedout");
    putSession(session);
    expect(await getCurrentUser()).not.toBeNull();
    const out = await raw("POST", "logout?scope=local", { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect(out.status).toBe(204);
    expect(await getCurrentUser()).toBeNull();
  });
});

describe("refresh on the server, Remember me, and the proxy", () => {
  it("refreshes an expired session from its refresh token; persistent cookies by default, session cookies with gos-remember=0", async () => {
    for (const remember of [undefined, "0"]) {
      jar.clear();
      written.length = 0;
      const { session, userId } = await realSession(`remember${remember ?? ""}`);
      putSession({ ...session, expires_at: Math.floor(Date.now() / 1000) - 10 });
      if (remember) jar.set(REMEMBER_COOKIE, remember);
      const user = await getCurrentUser();
      expect(user?.id).toBe(userId);
      const auth = written.filter((w) => w.name.startsWith(BUILTIN_AUTH_COOKIE) && w.value);
      expect(auth.length).toBeGreaterThan(0);
      for (const w of auth) {
        if (remember) {
          expect(w.options?.maxAge).toBeUndefined();
          expect(w.options?.expires).toBeUndefined();
        } else {
          expect(w.options?.maxAge).toBe(400 * 24 * 60 * 60);
        }
      }
    }
  });

  it("updateSession refreshes onto the response and the forwarded request, and passes x-pathname", async () => {
    const { session, userId } = await realSession("proxy");
    const cookieHeader = cookieValues({ ...session, expires_at: Math.floor(Date.now() / 1000) - 10 })
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    const request = new NextRequest("http://localhost:3000/dashboard?tab=1", {
      headers: { cookie: cookieHeader, "x-forwarded-for": nextIp(), "x-pathname": "/spoofed" },
    });
    const { response, claims } = await updateSession(request);
    expect(claims?.sub).toBe(userId);
    const setCookies = response.cookies.getAll().filter((c) => c.name.startsWith(BUILTIN_AUTH_COOKIE));
    expect(setCookies.length).toBeGreaterThan(0);
    expect(response.headers.get("x-middleware-request-x-pathname")).toBe("/dashboard?tab=1");
    expect(response.headers.get("Cache-Control")).toContain("no-store");

    const anonymous = await updateSession(new NextRequest("http://localhost:3000/auth"));
    expect(anonymous.claims).toBeNull();
  });
});

describe("signOutAction", () => {
  it("revokes the session server-side and clears the auth cookies", async () => {
    const { session } = await realSession("action");
    putSession(session);
    const sid = await getCurrentUserSessionId(session);
    expect(await signOutAction()).toEqual({ ok: true });
    expect([...jar.keys()].filter((k) => k.startsWith(BUILTIN_AUTH_COOKIE))).toEqual([]);
    expect(await getDb().select().from(authSessions).where(eq(authSessions.id, sid!))).toHaveLength(0);
    expect(await getCurrentUser()).toBeNull();
    // Signing out again (no session) is fine too.
    expect(await signOutAction()).toEqual({ ok: true });
  });

  it("with scope others keeps this session and ends the rest", async () => {
    const { session, email } = await realSession("action-others");
    const other = makeClient();
    await other.client.auth.signInWithPassword({ email, password: "correct-horse-9" });
    putSession(session);
    expect(await signOutAction({ scope: "others" })).toEqual({ ok: true });
    expect(await getCurrentUser()).not.toBeNull();
    expect((await other.client.auth.getUser()).error?.name).toBe("AuthSessionMissingError");
  });
});

async function getCurrentUserSessionId(session: { access_token: string }): Promise<string | undefined> {
  const payload = JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString("utf8"));
  return payload.session_id;
}
