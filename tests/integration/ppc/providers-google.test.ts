/**
 * Google Ads end to end against the loopback fake: connect through the actions (consent redirect,
 * code exchange, accessible customers, the accounts under the manager, sealed tokens, the account
 * chosen and the first sync queued), the sync job through the runner writing campaigns, days,
 * keywords and search terms via storeReport (idempotent on re-sync), the documented error shown on
 * the connection, the picker, keyword ideas on the SEO keyword store, and another brand seeing nothing.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { apiCalls, ppcCampaignDays, ppcCampaigns, ppcConnections, ppcImports, ppcKeywords, ppcSearchTerms, ppcSettings, seoKeywordFigures, seoKeywords } from "@/db/schema";
import { JobRunner } from "@/lib/jobs";
import { FAKE_ADS, googleAdsError } from "@/tests/fixtures/ppc/fake-ads-server";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { withFakeAds } from "../helpers/ads";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const connect = await import("@/modules/ppc/connect/actions");
const syncActions = await import("@/modules/ppc/sync/actions");
const ideasActions = await import("@/modules/ppc/providers/actions");
const { getAdsConnectionsView } = await import("@/modules/ppc/connect/connection");
const { PPC_SYNC_TASK, enqueueDueAdsSyncs } = await import("@/modules/ppc/sync/jobs");
const { syncAds } = await import("@/modules/ppc/sync/sync");
const { scopeFor } = await import("@/lib/brand-scope");
const { createAdsState } = await import("@/modules/ppc/connect/state");

const fake = withFakeAds();
const runJobs = () => new JobRunner({ workerId: `ppc-${Math.random()}`, tasks: [PPC_SYNC_TASK], pollMs: 20 }).runDueOnce();

beforeEach(() => actAs(null));

async function ownerWithBrand() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

async function connectGoogle() {
  const started = await connect.startAdsConnectionAction({ network: "google_ads" });
  if (!started.ok) throw new Error(started.error);
  const res = await fetch(started.data.url, { redirect: "manual" });
  const back = new URL(res.headers.get("location")!);
  expect(back.pathname).toBe("/social-auth-callback");
  return { started: started.data, done: await connect.completeAdsConnectionAction({ network: "google_ads", code: back.searchParams.get("code")!, state: back.searchParams.get("state")! }) };
}

const db = () => getDb();

describe("Google Ads", () => {
  it("connects: offline consent with the adwords scope, the one account under the manager chosen, tokens sealed, the first sync queued", async () => {
    const { brand } = await ownerWithBrand();
    const { started, done } = await connectGoogle();
    const consent = new URL(started.url);
    expect(consent.pathname).toBe("/o/oauth2/v2/auth");
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({ scope: "https://www.googleapis.com/auth/adwords", access_type: "offline", response_type: "code", client_id: FAKE_ADS.google.clientId });
    expect(done).toEqual({ ok: true, data: { network: "google_ads", accountName: FAKE_ADS.account.name, accounts: 1 } });
    const listing = fake().requests.find((r) => r.path.endsWith("googleAds:searchStream"))!;
    expect(listing.headers["developer-token"]).toBe(FAKE_ADS.google.developerToken);
    expect(listing.headers["login-customer-id"]).toBe(FAKE_ADS.manager.id);
    expect(JSON.parse(listing.body).query).toContain("FROM customer_client");

    const [row] = await db().select().from(ppcConnections).where(eq(ppcConnections.brandId, brand.id));
    expect(row).toMatchObject({ network: "google_ads", accountId: FAKE_ADS.account.id, accountName: FAKE_ADS.account.name, managerId: FAKE_ADS.manager.id });
    expect(row!.refreshCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain("1//fake-refresh");
    // The account's currency becomes the brand's paid-search currency.
    expect((await db().select().from(ppcSettings).where(eq(ppcSettings.brandId, brand.id)))[0]?.currency).toBe("EUR");
    const audit = await db().select().from(apiCalls).where(eq(apiCalls.brandId, brand.id));
    expect(new Set(audit.map((c) => c.provider))).toEqual(new Set(["google_ads"]));
    expect(JSON.stringify(audit)).not.toContain(FAKE_ADS.google.clientSecret);
  });

  it("the sync job stores campaigns per day, keywords and search terms through storeReport; a re-sync replaces instead of doubling", async () => {
    const { brand, scope } = await ownerWithBrand();
    await connectGoogle();
    await runJobs();
    const campaigns = await db().select().from(ppcCampaigns).where(eq(ppcCampaigns.brandId, brand.id));
    expect(campaigns.map((c) => [c.name, c.externalId, c.channel, c.status, c.source, Number(c.dailyBudget)]).sort()).toEqual([
      ["Brand - Search", "111", "search", "Enabled", "api", 50],
      ["Generic - Search", "222", "search", "Enabled", "api", 120],
    ]);
    const days = await db().select().from(ppcCampaignDays).where(eq(ppcCampaignDays.brandId, brand.id));
    expect(days).toHaveLength(6);
    const brandDays = days.filter((d) => d.campaignId === campaigns.find((c) => c.name === "Brand - Search")!.id).sort((a, b) => a.day.localeCompare(b.day));
    expect(brandDays.map((d) => [Number(d.cost), d.clicks, Number(d.conversions)])).toEqual([[12.34, 10, 0], [13.34, 11, 1.5], [14.34, 12, 1.5]]);
    const keywords = await db().select({ keyword: seoKeywords.keyword, matchType: ppcKeywords.matchType, qs: ppcKeywords.qualityScore }).from(ppcKeywords).innerJoin(seoKeywords, eq(seoKeywords.id, ppcKeywords.keywordId)).where(eq(ppcKeywords.brandId, brand.id));
    expect(keywords.map((k) => [k.keyword, k.matchType, k.qs]).sort()).toEqual([["brew co", "exact", 9], ["cold brew coffee", "phrase", null]]);
    const terms = await db().select().from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, brand.id));
    expect(terms).toHaveLength(6);
    const imports = await db().select().from(ppcImports).where(eq(ppcImports.brandId, brand.id));
    expect(imports.map((i) => [i.reportKind, i.source]).sort()).toEqual([["campaign", "api"], ["keyword", "api"], ["search_term", "api"]]);
    const [view] = await getAdsConnectionsView(scope);
    expect(view!.connection!.lastSyncAt).not.toBeNull();

    // The next sync reads from three days before the last one and replaces those rows.
    const again = await syncAds(scope, "google_ads", { now: Date.now() });
    expect(again.ok).toBe(true);
    const q = fake().requests.filter((r) => r.path.endsWith("googleAds:searchStream")).map((r) => JSON.parse(r.body).query as string);
    expect(q.at(-1)).toContain("FROM search_term_view");
    expect(await db().select().from(ppcCampaignDays).where(eq(ppcCampaignDays.brandId, brand.id))).toHaveLength(6);
    expect(await db().select().from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, brand.id))).toHaveLength(6);
  });

  it("a refused report says the documented error code and message on the connection, stores nothing, and a later success clears it", async () => {
    const { brand, scope } = await ownerWithBrand();
    await connectGoogle();
    fake().next(googleAdsError(403, "authorizationError", "USER_PERMISSION_DENIED", "User doesn't have permission to access customer."));
    const failed = await syncAds(scope, "google_ads");
    expect(failed).toMatchObject({ ok: false, failure: { kind: "missing_permission", code: "USER_PERMISSION_DENIED" } });
    const [view] = await getAdsConnectionsView(scope);
    expect(view!.connection!.lastError).toContain(`Google Ads refused the request: USER_PERMISSION_DENIED — "User doesn't have permission to access customer."`);
    expect(await db().select().from(ppcCampaigns).where(eq(ppcCampaigns.brandId, brand.id))).toHaveLength(0);
    const [failedCall] = await db().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.status, 403)));
    expect(failedCall).toBeDefined();

    expect((await syncAds(scope, "google_ads")).ok).toBe(true);
    const [after] = await getAdsConnectionsView(scope);
    expect(after!.connection!.lastError).toBeNull();
  });

  it("several accounts wait for the picker; an account the sign-in does not reach is refused; the daily tick queues only chosen accounts", async () => {
    const { brand } = await ownerWithBrand();
    fake().setTwoGoogleAccounts(true);
    const { done } = await connectGoogle();
    expect(done).toEqual({ ok: true, data: { network: "google_ads", accountName: null, accounts: 2 } });
    expect((await enqueueDueAdsSyncs()).filter((k) => k.startsWith(brand.id))).toEqual([]);
    const sync = await syncActions.syncAdsNowAction({ network: "google_ads" });
    expect(!sync.ok && sync.error).toContain("choose its account on Integrations");
    const wrong = await connect.chooseAdsAccountAction({ network: "google_ads", accountId: "999" });
    expect(!wrong.ok && wrong.error).toContain("does not reach the account 999");
    const chosen = await connect.chooseAdsAccountAction({ network: "google_ads", accountId: FAKE_ADS.secondAccount.id });
    expect(chosen).toEqual({ ok: true, data: { network: "google_ads", accountName: FAKE_ADS.secondAccount.name } });
    await runJobs();
    const [row] = await db().select().from(ppcConnections).where(eq(ppcConnections.brandId, brand.id));
    expect(row!.lastSyncAt).not.toBeNull();
    expect(fake().requests.filter((r) => r.path === `/v23/customers/${FAKE_ADS.secondAccount.id}/googleAds:searchStream`).length).toBe(3);
  });

  it("keyword ideas land on the SEO keyword store with source google_ads figures", async () => {
    const { brand } = await ownerWithBrand();
    await connectGoogle();
    const got = await ideasActions.keywordIdeasAction({ keywords: ["coffee"] });
    expect(got.ok && got.data.ideas.map((i) => [i.text, i.avgMonthlySearches, i.competition, i.highTopOfPageBid])).toEqual([
      ["coffee beans", 8100, "high", 1.73],
      ["best coffee", 720, "low", null],
    ]);
    const req = fake().requests.find((r) => r.path.endsWith(":generateKeywordIdeas"))!;
    expect(req.path).toBe(`/v23/customers/${FAKE_ADS.account.id}:generateKeywordIdeas`);
    expect(JSON.parse(req.body)).toMatchObject({ keywordSeed: { keywords: ["coffee"] }, keywordPlanNetwork: "GOOGLE_SEARCH" });
    const figures = await db().select({ keyword: seoKeywords.keyword, volume: seoKeywordFigures.volume, source: seoKeywordFigures.source, competition: seoKeywordFigures.competition, monthly: seoKeywordFigures.monthly }).from(seoKeywordFigures).innerJoin(seoKeywords, eq(seoKeywords.id, seoKeywordFigures.keywordId)).where(eq(seoKeywordFigures.brandId, brand.id));
    expect(figures.find((f) => f.keyword === "coffee beans")).toMatchObject({ volume: 8100, source: "google_ads", monthly: [{ month: "2026-09", volume: 8100 }, { month: "2026-10", volume: 9900 }] });
    expect(figures.find((f) => f.keyword === "coffee beans")!.competition).toBeCloseTo(0.87);
    const bad = await ideasActions.keywordIdeasAction({ keywords: [] });
    expect(!bad.ok && bad.error).toContain("at least one seed keyword");
  });

  it("refuses a state of another user, brand or network before Google is called; says which env is missing; another brand sees nothing", async () => {
    const { owner, brand, scope } = await ownerWithBrand();
    const other = await createUser();
    for (const state of [createAdsState(other.id, brand.id, "google_ads"), createAdsState(owner.id, brand.id, "microsoft_ads"), "forged"]) {
      const r = await connect.completeAdsConnectionAction({ network: "google_ads", code: "4/x", state });
      expect(!r.ok && r.error).toMatch(/Start again with Connect/);
    }
    expect(fake().requests).toHaveLength(0);

    await connectGoogle();
    await runJobs();
    const stranger = await createUser();
    const strangerBrand = await createBrand(stranger);
    await selectBrand(stranger, strangerBrand.id);
    actAs(stranger);
    const strangerScope = await scopeFor(stranger, strangerBrand.id);
    const views = await getAdsConnectionsView(strangerScope);
    expect(views.map((v) => v.connection)).toEqual([null, null]);
    expect((await syncAds(strangerScope, "google_ads")).ok).toBe(false);
    // Acting on brand A by id is refused as if it did not exist.
    const foreign = await syncActions.syncAdsNowAction({ brandId: brand.id, network: "google_ads" });
    expect(foreign.ok).toBe(false);
    expect(scope.brandId).toBe(brand.id);

    const saved = process.env.GOOGLE_ADS_DEVELOPER_TOKEN;
    delete process.env.GOOGLE_ADS_DEVELOPER_TOKEN;
    try {
      actAs(owner);
      const r = await connect.startAdsConnectionAction({ network: "google_ads" });
      expect(!r.ok && r.error).toContain("set GOOGLE_ADS_DEVELOPER_TOKEN (");
      const [g] = await getAdsConnectionsView(scope);
      expect(g).toMatchObject({ configured: false, notConfiguredNote: expect.stringContaining("GOOGLE_ADS_DEVELOPER_TOKEN") });
    } finally {
      process.env.GOOGLE_ADS_DEVELOPER_TOKEN = saved;
    }
  });

  it("disconnect deletes the tokens and keeps the synced data", async () => {
    const { brand } = await ownerWithBrand();
    await connectGoogle();
    await runJobs();
    const r = await connect.disconnectAdsAction({ network: "google_ads" });
    expect(r.ok).toBe(true);
    expect(await db().select().from(ppcConnections).where(eq(ppcConnections.brandId, brand.id))).toHaveLength(0);
    expect((await db().select().from(ppcCampaigns).where(eq(ppcCampaigns.brandId, brand.id))).length).toBe(2);
  });
});
