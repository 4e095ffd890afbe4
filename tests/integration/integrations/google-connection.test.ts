/**
 * The brand's Google connection against the loopback fake Google: start → consent (the fake's
 * redirect) → complete (code exchange, sites list, sealed storage) → choose a property → access
 * tokens for the SEO jobs (reused, refreshed, invalid_grant → "reconnect") → disconnect (revoke +
 * delete). A state for another user, brand or a forged one is refused before Google is called.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, googleConnections } from "@/db/schema";
import { FAKE_GOOGLE } from "@/tests/support/fake-google";
import { withFakeGoogle } from "../helpers/seo-providers";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const a = await import("@/modules/integrations/actions");
const { getGoogleAccessToken, getGoogleConnectionView } = await import("@/modules/integrations/google/connection");
const { createState } = await import("@/modules/integrations/google/state");
const { scopeFor } = await import("@/lib/brand-scope");

const fake = withFakeGoogle();

beforeEach(() => actAs(null));

async function ownerWithBrand() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand };
}

/** What the browser does: open the consent URL, follow the fake's redirect, read code + state. */
async function consent(url: string): Promise<{ code: string; state: string; redirectUri: string }> {
  const res = await fetch(url, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location")!);
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")!, redirectUri: `${back.origin}${back.pathname}` };
}

async function connect() {
  const started = await a.startGoogleConnectionAction({});
  if (!started.ok) throw new Error(started.error);
  const { code, state } = await consent(started.data.url);
  const done = await a.completeGoogleConnectionAction({ code, state });
  return { started: started.data, done };
}

describe("Google connection", () => {
  it("builds the documented consent URL, exchanges the code, lists the properties and stores the refresh token sealed", async () => {
    const { owner, brand } = await ownerWithBrand();
    const { started, done } = await connect();
    const u = new URL(started.url);
    expect(u.pathname).toBe("/o/oauth2/v2/auth");
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: FAKE_GOOGLE.clientId,
      response_type: "code",
      access_type: "offline",
      prompt: "consent",
      scope: "https://www.googleapis.com/auth/webmasters.readonly https://www.googleapis.com/auth/analytics.readonly openid email",
      state: started.state,
    });
    expect(u.searchParams.get("redirect_uri")).toMatch(/\/google-auth-callback$/);
    expect(done).toMatchObject({ ok: true, data: { accountEmail: FAKE_GOOGLE.email, siteUrl: null, sites: [...FAKE_GOOGLE.sites].sort((x, y) => x.siteUrl.localeCompare(y.siteUrl)) } });

    const exchange = fake().requests.find((r) => r.path === "/token")!;
    expect(exchange.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(exchange.form)).toMatchObject({ grant_type: "authorization_code", client_id: FAKE_GOOGLE.clientId, client_secret: FAKE_GOOGLE.clientSecret, redirect_uri: u.searchParams.get("redirect_uri") });

    const [row] = await getDb().select().from(googleConnections).where(eq(googleConnections.brandId, brand.id));
    expect(row!.refreshCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain("1//0fake-refresh");
    const audit = await getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brand.id));
    expect(audit.map((c) => [c.provider, c.purpose, c.ok])).toEqual(expect.arrayContaining([["google-oauth", "google.oauth.exchange", true], ["gsc", "seo.gsc.sites", true]]));
    expect(JSON.stringify(audit)).not.toContain(FAKE_GOOGLE.clientSecret);

    const view = await getGoogleConnectionView(await scopeFor(owner, brand.id));
    expect(view).toMatchObject({ configured: true, connection: { accountEmail: FAKE_GOOGLE.email, searchConsoleGranted: true, siteUrl: null } });
  });

  it("refuses a code whose state is forged, another user's or another brand's, without calling Google", async () => {
    const { owner, brand } = await ownerWithBrand();
    const other = await createBrand(owner);
    const colleague = await createUser();
    await addMember(brand.id, colleague, "admin");
    const started = await a.startGoogleConnectionAction({});
    if (!started.ok) throw new Error(started.error);
    const { code } = await consent(started.data.url);
    fake().requests.length = 0;
    for (const state of ["not-a-sealed-state", createState(owner.id, other.id), createState(colleague.id, brand.id), createState(owner.id, brand.id, Date.now() - 11 * 60_000)]) {
      const r = await a.completeGoogleConnectionAction({ code, state });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/Start again with Connect/);
    }
    expect(fake().requests).toEqual([]);
    expect(await getDb().select().from(googleConnections).where(eq(googleConnections.brandId, brand.id))).toEqual([]);
  });

  it("says what Google answered when the exchange fails or Search Console was not granted", async () => {
    await ownerWithBrand();
    const started = await a.startGoogleConnectionAction({});
    if (!started.ok) throw new Error(started.error);
    const stale = await a.completeGoogleConnectionAction({ code: "4/0A-used-code", state: started.data.state });
    expect(stale).toMatchObject({ ok: false, error: expect.stringContaining("invalid_grant") });

    fake().grantScopes = "openid https://www.googleapis.com/auth/userinfo.email";
    const again = await a.startGoogleConnectionAction({});
    if (!again.ok) throw new Error(again.error);
    const { code, state } = await consent(again.data.url);
    expect(await a.completeGoogleConnectionAction({ code, state })).toMatchObject({ ok: false, error: expect.stringContaining("did not grant access to Search Console") });
    expect(fake().requests.some((r) => r.path === "/revoke")).toBe(true);
  });

  it("keeps the chosen property to one the account can see", async () => {
    await ownerWithBrand();
    await connect();
    expect(await a.chooseSearchConsolePropertyAction({ siteUrl: "https://elsewhere.test/" })).toMatchObject({ ok: false, error: expect.stringContaining("has no Search Console property") });
    expect(await a.chooseSearchConsolePropertyAction({ siteUrl: "sc-domain:example.test" })).toEqual({ ok: true, data: { siteUrl: "sc-domain:example.test" } });
  });

  it("gives the SEO jobs an access token: reused while fresh, refreshed when expired, 'reconnect' on invalid_grant", async () => {
    const { owner, brand } = await ownerWithBrand();
    await connect();
    await a.chooseSearchConsolePropertyAction({ siteUrl: "https://www.example.test/" });
    const scope = await scopeFor(owner, brand.id);
    fake().requests.length = 0;
    const first = await getGoogleAccessToken(scope);
    expect(first).toMatchObject({ ok: true, value: { siteUrl: "https://www.example.test/", accessToken: expect.stringMatching(/^ya29\./) } });
    expect(fake().requests).toEqual([]);

    const later = await getGoogleAccessToken(scope, undefined, { now: Date.now() + 3600_000 });
    expect(later.ok).toBe(true);
    const refresh = fake().requests.find((r) => r.path === "/token")!;
    expect(refresh.form.get("grant_type")).toBe("refresh_token");
    if (first.ok && later.ok) expect(later.value.accessToken).not.toBe(first.value.accessToken);

    fake().revokeAll();
    const revoked = await getGoogleAccessToken(scope, undefined, { now: Date.now() + 3 * 3600_000 });
    expect(revoked).toMatchObject({ ok: false, failure: { kind: "rejected_key", message: expect.stringContaining("Reconnect Google") } });
    const view = await getGoogleConnectionView(scope);
    expect(view.connection?.lastError).toMatch(/invalid_grant.*Reconnect Google/);
    const audit = await getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brand.id));
    expect(audit.find((c) => c.purpose === "google.oauth.refresh" && !c.ok)).toMatchObject({ errorCode: "invalid_grant" });
  });

  it("disconnects: revokes at Google and deletes the connection", async () => {
    const { owner, brand } = await ownerWithBrand();
    await connect();
    fake().requests.length = 0;
    expect(await a.disconnectGoogleAction({})).toEqual({ ok: true, data: { revoked: true, note: null } });
    const revoke = fake().requests.find((r) => r.path === "/revoke")!;
    expect(revoke.form.get("token")).toMatch(/^1\/\/0fake-refresh/);
    expect(await getDb().select().from(googleConnections).where(eq(googleConnections.brandId, brand.id))).toEqual([]);
    expect(await getGoogleAccessToken(await scopeFor(owner, brand.id))).toMatchObject({ ok: false, failure: { kind: "not_configured" } });
  });

  it("is brand administration: a member may not connect; without a client it says what to set", async () => {
    const { brand } = await ownerWithBrand();
    const member = await createUser();
    await addMember(brand.id, member, "member");
    await selectBrand(member, brand.id);
    actAs(member);
    expect((await a.startGoogleConnectionAction({})).ok).toBe(false);
    // Both or neither: lib/env.ts refuses a half-configured client.
    const id = process.env.GOOGLE_CLIENT_ID;
    const secret = process.env.GOOGLE_CLIENT_SECRET;
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
    try {
      const { owner } = await ownerWithBrand();
      expect(owner).toBeTruthy();
      expect(await a.startGoogleConnectionAction({})).toMatchObject({ ok: false, error: expect.stringContaining("set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET") });
    } finally {
      process.env.GOOGLE_CLIENT_ID = id;
      process.env.GOOGLE_CLIENT_SECRET = secret;
    }
  });
});
