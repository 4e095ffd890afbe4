/**
 * Social data sources end to end against the loopback fake Meta + LinkedIn: connect through the
 * actions (consent redirect, code exchange, paging of the Pages list, sealed tokens, the own profile
 * tracked), the token door (`socialAccessToken`: reuse, LinkedIn refresh, revoked → reconnect), the
 * `social.refresh` job through the runner (counts, today's snapshot, posts with metrics; a
 * competitor by business_discovery / vanity name; a personal account's error kept on the profile),
 * a run repeated after a restart storing everything once, and the competitors list actions.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { apiCalls, socialConnections, socialMedia, socialProfileSnapshots, socialProfiles } from "@/db/schema";
import { JobRunner } from "@/lib/jobs";
import { FAKE_SOCIAL } from "@/tests/support/fake-social";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { withFakeSocial } from "../helpers/social";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const connect = await import("@/modules/social/connect/actions");
const competitors = await import("@/modules/social/competitors/actions");
const { socialAccessToken, getSocialConnectionsView } = await import("@/modules/social/connect/connection");
const { refreshProfile } = await import("@/modules/social/refresh");
const { getCompetitorsPage } = await import("@/modules/social/competitors/queries");
const { SOCIAL_REFRESH_TASK, enqueueDueSocialRefreshes } = await import("@/modules/social/jobs");
const { scopeFor } = await import("@/lib/brand-scope");
const { createSocialState } = await import("@/modules/social/connect/state");

const fake = withFakeSocial();
const runJobs = () => new JobRunner({ workerId: `social-${Math.random()}`, tasks: [SOCIAL_REFRESH_TASK], pollMs: 20 }).runDueOnce();

beforeEach(() => actAs(null));

async function ownerWithBrand() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

/** What the popup does: open the consent URL, follow the fake's redirect, read code + state. */
async function consent(url: string) {
  const res = await fetch(url, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location")!);
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")! };
}

async function connectNetwork(network: "instagram" | "linkedin") {
  const started = await connect.startSocialConnectionAction({ network });
  if (!started.ok) throw new Error(started.error);
  const { code, state } = await consent(started.data.url);
  expect(state).toBe(started.data.state);
  return { started: started.data, done: await connect.completeSocialConnectionAction({ network, code, state }) };
}

const profilesOf = (brandId: string) => getDb().select().from(socialProfiles).where(eq(socialProfiles.brandId, brandId));
const mediaOf = (profileId: string) => getDb().select().from(socialMedia).where(eq(socialMedia.profileId, profileId));

describe("connecting Instagram and LinkedIn", () => {
  it("connects Instagram: long-lived token, the Page with an Instagram account found on the second page, token sealed, own profile tracked", async () => {
    const { brand } = await ownerWithBrand();
    const { started, done } = await connectNetwork("instagram");
    expect(new URL(started.url).pathname).toBe("/v21.0/dialog/oauth");
    expect(done).toMatchObject({ ok: true, data: { network: "instagram", accountName: "@brewco" } });
    // Code exchange, then fb_exchange_token, then both pages of /me/accounts (cursor paging).
    const tokenCalls = fake().requests.filter((r) => r.path === "/v21.0/oauth/access_token");
    expect(tokenCalls.map((r) => r.query.get("grant_type") ?? "code")).toEqual(["code", "fb_exchange_token"]);
    expect(fake().requests.filter((r) => r.path === "/v21.0/me/accounts").map((r) => r.query.get("after") !== null)).toEqual([false, true]);

    const [row] = await getDb().select().from(socialConnections).where(eq(socialConnections.brandId, brand.id));
    expect(row).toMatchObject({ network: "instagram", accountId: FAKE_SOCIAL.instagram.igUserId, pageId: FAKE_SOCIAL.instagram.pageId, accessExpiresAt: null });
    expect(row!.accessCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain("EAApage");
    const audit = await getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brand.id));
    expect(audit.every((c) => c.provider === "meta")).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(FAKE_SOCIAL.meta.appSecret);
    expect(await profilesOf(brand.id)).toMatchObject([{ network: "instagram", handle: "brewco", isOwn: true, refreshSchedule: "daily" }]);
  });

  it("connects LinkedIn: 3-legged code exchange, the administered organisation, refresh token kept, versioned headers", async () => {
    const { brand, scope } = await ownerWithBrand();
    const { done } = await connectNetwork("linkedin");
    expect(done).toMatchObject({ ok: true, data: { network: "linkedin", accountName: "Brew Co" } });
    const exchange = fake().requests.find((r) => r.path === "/oauth/v2/accessToken")!;
    expect(Object.fromEntries(exchange.form)).toMatchObject({ grant_type: "authorization_code", client_id: FAKE_SOCIAL.linkedin.clientId });
    for (const r of fake().requests.filter((x) => x.path.startsWith("/rest/"))) {
      expect(r.headers["linkedin-version"]).toMatch(/^\d{6}$/);
      expect(r.headers["x-restli-protocol-version"]).toBe("2.0.0");
    }
    const [row] = await getDb().select().from(socialConnections).where(eq(socialConnections.brandId, brand.id));
    expect(row).toMatchObject({ accountId: `urn:li:organization:${FAKE_SOCIAL.linkedinOrg.id}`, accountName: "Brew Co" });
    expect(row!.refreshCiphertext).toMatch(/^v1\./);
    const views = await getSocialConnectionsView(scope);
    expect(views.map((v) => [v.network, v.configured, v.connection?.accountName ?? null])).toEqual([["instagram", true, null], ["linkedin", true, "Brew Co"]]);
  });

  it("refuses a state of another user, brand or network before the network is called", async () => {
    const { owner, brand } = await ownerWithBrand();
    const other = await createUser();
    const code = fake().issueMetaCode("http://x/social-auth-callback");
    for (const state of [createSocialState(other.id, brand.id, "instagram"), createSocialState(owner.id, brand.id, "linkedin"), "forged"]) {
      const r = await connect.completeSocialConnectionAction({ network: "instagram", code, state });
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatch(/Start again with Connect/);
    }
    expect(fake().requests).toHaveLength(0);
  });

  it("LinkedIn tokens are refreshed when they expire; a revoked connection says to reconnect and shows on Integrations", async () => {
    const { brand, scope } = await ownerWithBrand();
    await connectNetwork("linkedin");
    const first = await socialAccessToken(scope, "linkedin");
    expect(first.ok).toBe(true);
    await getDb().update(socialConnections).set({ accessExpiresAt: new Date(Date.now() - 1000) }).where(eq(socialConnections.brandId, brand.id));
    const refreshed = await socialAccessToken(scope, "linkedin");
    expect(refreshed.ok && refreshed.value.accessToken).not.toBe(first.ok && first.value.accessToken);
    expect(fake().requests.filter((r) => r.form.get("grant_type") === "refresh_token")).toHaveLength(1);

    fake().revokeAll();
    await getDb().update(socialConnections).set({ accessExpiresAt: new Date(Date.now() - 1000) }).where(eq(socialConnections.brandId, brand.id));
    const revoked = await socialAccessToken(scope, "linkedin");
    expect(revoked).toMatchObject({ ok: false, failure: { kind: "expired_token" } });
    const [view] = (await getSocialConnectionsView(scope)).filter((v) => v.network === "linkedin");
    expect(view!.connection!.lastError).toMatch(/reconnect LinkedIn on Integrations/);
  });

  it("says exactly which env vars to set when the network has no app", async () => {
    const { scope } = await ownerWithBrand();
    const saved = [process.env.META_APP_ID, process.env.META_APP_SECRET];
    delete process.env.META_APP_ID;
    delete process.env.META_APP_SECRET;
    try {
      const r = await connect.startSocialConnectionAction({ network: "instagram" });
      expect(!r.ok && r.error).toContain("set META_APP_ID and META_APP_SECRET");
      const [ig] = await getSocialConnectionsView(scope);
      expect(ig).toMatchObject({ configured: false, notConfiguredNote: expect.stringContaining("META_APP_ID") });
    } finally {
      [process.env.META_APP_ID, process.env.META_APP_SECRET] = saved;
    }
  });

  it("disconnects: the token goes, tracked profiles stay", async () => {
    const { brand } = await ownerWithBrand();
    await connectNetwork("instagram");
    const r = await connect.disconnectSocialAction({ network: "instagram" });
    expect(r.ok).toBe(true);
    expect(await getDb().select().from(socialConnections).where(eq(socialConnections.brandId, brand.id))).toHaveLength(0);
    expect(await profilesOf(brand.id)).toHaveLength(1);
  });
});

describe("the social.refresh job", () => {
  it("refreshes the own Instagram account through the runner: counts, today's snapshot, media with insights", async () => {
    const { brand } = await ownerWithBrand();
    await connectNetwork("instagram");
    const [own] = await profilesOf(brand.id);
    // Connecting queued the account's first refresh: "Refresh now" meanwhile joins it rather than queueing a second.
    expect(await competitors.refreshSocialProfileAction({ profileId: own!.id })).toMatchObject({ ok: true, data: { queued: false } });
    await runJobs();
    const [p] = await profilesOf(brand.id);
    expect(p).toMatchObject({ followers: 1520, following: 180, mediaCount: 3, lastStatus: "ok", lastError: null, lastSource: "api", externalId: FAKE_SOCIAL.instagram.igUserId });
    const snaps = await getDb().select().from(socialProfileSnapshots).where(eq(socialProfileSnapshots.profileId, p!.id));
    expect(snaps).toMatchObject([{ followers: 1520, takenOn: new Date().toISOString().slice(0, 10) }]);
    const media = (await mediaOf(p!.id)).sort((a, b) => a.externalId.localeCompare(b.externalId));
    expect(media.map((m) => [m.mediaType, m.likes, m.reach, m.saves, m.videoViews, m.impressions])).toEqual([
      ["image", 88, 3000, 30, null, 6000],
      ["carousel", 120, 2000, 20, null, 4000],
      ["reel", 240, 1000, 10, 2000, null],
    ]);
    expect(media[2]!.hashtags).toEqual(["coldbrew", "summer"]);
  });

  it("refreshes LinkedIn: own page with posts and share statistics, a competitor by vanity name", async () => {
    const { brand, scope } = await ownerWithBrand();
    await connectNetwork("linkedin");
    const added = await competitors.addSocialProfilesAction({ network: "linkedin", handles: "linkedin.com/company/rival-roasters", schedule: "weekly" });
    expect(added).toMatchObject({ ok: true, data: { added: ["rival-roasters"] } });
    const profiles = await profilesOf(brand.id);
    for (const p of profiles) expect(await refreshProfile(scope, p.id)).toMatchObject({ ok: true });
    const after = await profilesOf(brand.id);
    const own = after.find((p) => p.isOwn)!;
    const rival = after.find((p) => !p.isOwn)!;
    expect(own).toMatchObject({ followers: 830, lastStatus: "ok" });
    expect(rival).toMatchObject({ followers: 2900, displayName: "Rival Roasters", externalId: "urn:li:organization:5000002", lastStatus: "ok" });
    const posts = await mediaOf(own.id);
    expect(posts).toHaveLength(3);
    const doc = posts.find((m) => m.externalId.startsWith("urn:li:ugcPost:"))!;
    expect(doc).toMatchObject({ mediaType: "document", impressions: expect.any(Number), likes: expect.any(Number), clicks: expect.any(Number) });
    expect(posts.find((m) => m.caption === "Hello LinkedIn")!.mediaType).toBe("text");
  });

  it("reads an Instagram competitor through business_discovery and keeps a personal account's error on the profile", async () => {
    const { brand, scope } = await ownerWithBrand();
    await connectNetwork("instagram");
    await competitors.addSocialProfilesAction({ network: "instagram", handles: "@RivalRoasters, justajoe", schedule: "daily" });
    const rows = await profilesOf(brand.id);
    const rival = rows.find((p) => p.handle === "rivalroasters")!;
    const joe = rows.find((p) => p.handle === "justajoe")!;
    expect(await refreshProfile(scope, rival.id)).toMatchObject({ ok: true, media: 2 });
    expect(await refreshProfile(scope, joe.id)).toMatchObject({ ok: false, failure: { kind: "not_professional" } });
    const [r2] = await getDb().select().from(socialProfiles).where(eq(socialProfiles.id, rival.id));
    expect(r2).toMatchObject({ followers: 4210, mediaCount: 2, lastStatus: "ok" });
    // business_discovery gives likes and comments, not reach: reach stays unknown.
    expect((await mediaOf(rival.id)).map((m) => [m.likes, m.reach])).toEqual(expect.arrayContaining([[510, null], [930, null]]));
    const [j2] = await getDb().select().from(socialProfiles).where(eq(socialProfiles.id, joe.id));
    expect(j2).toMatchObject({ lastStatus: "error", lastError: expect.stringContaining("@justajoe is not an Instagram professional") });
    const page = await getCompetitorsPage(scope);
    expect(page.profiles.map((p) => p.handle)).toEqual(["brewco", "justajoe", "rivalroasters"]);
    expect(page.profiles.map((p) => p.storedPosts)).toEqual([0, 0, 2]);
  });

  it("a run repeated (a restart mid-way) stores each post and the day's snapshot once, and keeps metrics a later reading lacks", async () => {
    const { brand, scope } = await ownerWithBrand();
    await connectNetwork("instagram");
    const [own] = await profilesOf(brand.id);
    await refreshProfile(scope, own!.id);
    await refreshProfile(scope, own!.id);
    expect(await mediaOf(own!.id)).toHaveLength(3);
    expect(await getDb().select().from(socialProfileSnapshots).where(eq(socialProfileSnapshots.profileId, own!.id))).toHaveLength(1);
    // Insights refused this time (not a token problem): the stored reach stays.
    const reach = async () => (await getDb().select().from(socialMedia).where(and(eq(socialMedia.profileId, own!.id), eq(socialMedia.externalId, "18000000000000001"))))[0]!.reach;
    expect(await reach()).toBe(3000);
    const insightsFail = { status: 400, json: { error: { message: "(#100) Media posted before business account conversion", type: "OAuthException", code: 100, fbtrace_id: "x" } } };
    fake().next(
      { status: 200, json: { id: FAKE_SOCIAL.instagram.igUserId, username: "brewco", followers_count: 1600, follows_count: 180, media_count: 3 } },
      { status: 200, json: { data: [{ id: "18000000000000001", media_type: "IMAGE", timestamp: "2026-11-06T07:45:00+0000", like_count: 99, comments_count: 4 }] } },
      insightsFail,
    );
    expect(await refreshProfile(scope, own!.id)).toMatchObject({ ok: true, media: 1 });
    expect(await reach()).toBe(3000);
    const [p] = await profilesOf(brand.id);
    expect(p!.followers).toBe(1600);
  });

  it("a revoked token fails the refresh with what to do, on the profile and the connection; a rate limit retries later", async () => {
    const { brand, scope } = await ownerWithBrand();
    await connectNetwork("instagram");
    const [own] = await profilesOf(brand.id);
    fake().revokeAll();
    expect(await refreshProfile(scope, own!.id)).toMatchObject({ ok: false, failure: { kind: "expired_token" } });
    const [p] = await profilesOf(brand.id);
    expect(p).toMatchObject({ lastStatus: "error", lastError: expect.stringContaining("Reconnect Instagram on Integrations") });
    const [c] = await getDb().select().from(socialConnections).where(eq(socialConnections.brandId, brand.id));
    expect(c!.lastError).toContain("Reconnect Instagram");
    fake().next({ status: 400, json: { error: { message: "Application request limit reached", type: "OAuthException", code: 4, fbtrace_id: "x" } }, headers: { "retry-after": "300" } });
    expect(await refreshProfile(scope, own!.id)).toMatchObject({ ok: false, failure: { kind: "rate_limited", retryAfterMs: 300_000 } });
  });

  it("the hourly tick queues due profiles once and skips manual ones", async () => {
    const { brand } = await ownerWithBrand();
    await connectNetwork("instagram");
    await competitors.addSocialProfilesAction({ network: "instagram", handles: "rivalroasters", schedule: "manual" });
    await runJobs();
    const rows = await profilesOf(brand.id);
    const own = rows.find((p) => p.isOwn)!;
    const manual = rows.find((p) => !p.isOwn)!;
    // A day later the daily own account is due, the manual competitor never.
    const due = await enqueueDueSocialRefreshes(new Date(Date.now() + 25 * 3_600_000));
    expect(due).toContain(own.id);
    expect(due).not.toContain(manual.id);
  });
});

describe("the competitors list actions", () => {
  it("adds handles as pasted, skips tracked ones, refuses a bad paste whole, changes schedules, refuses to remove the own account", async () => {
    const { brand } = await ownerWithBrand();
    await connectNetwork("instagram");
    const bad = await competitors.addSocialProfilesAction({ network: "instagram", handles: "good_one, not valid!", schedule: "weekly" });
    expect(bad.ok).toBe(false);
    expect((await profilesOf(brand.id)).map((p) => p.handle)).toEqual(["brewco"]);
    const added = await competitors.addSocialProfilesAction({ network: "instagram", handles: "@a_rival brewco", schedule: "weekly", competitorName: "A Rival" });
    expect(added).toMatchObject({ ok: true, data: { added: ["a_rival"], skipped: ["brewco"] } });
    const rows = await profilesOf(brand.id);
    const rival = rows.find((p) => p.handle === "a_rival")!;
    const own = rows.find((p) => p.isOwn)!;
    expect(rival.competitorName).toBe("A Rival");
    expect(await competitors.setSocialProfileScheduleAction({ profileId: rival.id, schedule: "daily" })).toMatchObject({ ok: true });
    const removeOwn = await competitors.removeSocialProfileAction({ profileId: own.id });
    expect(!removeOwn.ok && removeOwn.error).toContain("disconnect it on Integrations");
    expect(await competitors.removeSocialProfileAction({ profileId: rival.id })).toMatchObject({ ok: true });
    expect((await profilesOf(brand.id)).map((p) => p.handle)).toEqual(["brewco"]);
  });
});
