/**
 * Microsoft Advertising end to end against the loopback fake: connect (identity platform consent with
 * msads.manage + offline_access, GetUser → customer roles → SearchAccounts with each account's currency), the sync (Submit → Poll
 * until Success → the zip download → the CSV read into report rows → storeReport), headers on every
 * call, a documented fault in words on the connection, a refresh with a rotated refresh token.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { ppcCampaignDays, ppcCampaigns, ppcConnections, ppcSettings, ppcKeywords, ppcSearchTerms } from "@/db/schema";
import { FAKE_ADS } from "@/tests/fixtures/ppc/fake-ads-server";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { withFakeAds } from "../helpers/ads";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const connect = await import("@/modules/ppc/connect/actions");
const { getAdsConnectionsView } = await import("@/modules/ppc/connect/connection");
const { syncAds } = await import("@/modules/ppc/sync/sync");
const { scopeFor } = await import("@/lib/brand-scope");

const fake = withFakeAds();
beforeEach(() => actAs(null));

async function connectedBrand() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  actAs(owner);
  const started = await connect.startAdsConnectionAction({ network: "microsoft_ads" });
  if (!started.ok) throw new Error(started.error);
  const back = new URL((await fetch(started.data.url, { redirect: "manual" })).headers.get("location")!);
  const done = await connect.completeAdsConnectionAction({ network: "microsoft_ads", code: back.searchParams.get("code")!, state: back.searchParams.get("state")! });
  return { brand, scope: await scopeFor(owner, brand.id), started: started.data, done };
}

describe("Microsoft Advertising", () => {
  it("connects with the documented scope and finds the account through the user's customer roles", async () => {
    const { brand, started, done } = await connectedBrand();
    const consent = new URL(started.url);
    expect(consent.pathname).toBe("/common/oauth2/v2.0/authorize");
    expect(consent.searchParams.get("scope")).toBe("https://ads.microsoft.com/msads.manage offline_access");
    expect(done).toEqual({ ok: true, data: { network: "microsoft_ads", accountName: FAKE_ADS.msAccount.name, accounts: 1 } });
    const info = fake().requests.find((r) => r.path === "/CustomerManagement/v13/Accounts/Search")!;
    expect(JSON.parse(info.body)).toEqual({ Predicates: [{ Field: "CustomerId", Operator: "Equals", Value: FAKE_ADS.msCustomer }], Ordering: null, PageInfo: { Index: 0, Size: 1000 } });
    expect(info.headers.developertoken).toBe(FAKE_ADS.microsoft.developerToken);
    const [row] = await getDb().select().from(ppcConnections).where(eq(ppcConnections.brandId, brand.id));
    expect(row).toMatchObject({ accountId: FAKE_ADS.msAccount.id, managerId: FAKE_ADS.msCustomer });
    // The brand's paid-search currency follows the account's (SearchAccounts' CurrencyCode); the inactive account is not offered.
    const [settings] = await getDb().select().from(ppcSettings).where(eq(ppcSettings.brandId, brand.id));
    expect(settings?.currency).toBe("EUR");
  });

  it("syncs: submit, poll until Success, download the zip, read its CSV, store campaigns, keywords and search terms", async () => {
    const { brand, scope } = await connectedBrand();
    const synced = await syncAds(scope, "microsoft_ads", { microsoftPollMs: 1 });
    expect(synced).toMatchObject({ ok: true, value: { network: "microsoft_ads", campaigns: 1, campaignDays: 3, keywords: 1, searchTerms: 3 } });
    const submits = fake().requests.filter((r) => r.path === "/Reporting/v13/GenerateReport/Submit");
    expect(submits.map((r) => JSON.parse(r.body).ReportRequest.Type)).toEqual(["CampaignPerformanceReportRequest", "KeywordPerformanceReportRequest", "SearchQueryPerformanceReportRequest"]);
    expect(JSON.parse(submits[0]!.body).ReportRequest).toMatchObject({ Format: "Csv", ReturnOnlyCompleteData: false, Aggregation: "Daily", Scope: { AccountIds: [Number(FAKE_ADS.msAccount.id)] } });
    for (const r of submits) expect([r.headers.customerid, r.headers.customeraccountid]).toEqual([FAKE_ADS.msCustomer, FAKE_ADS.msAccount.id]);
    // Each report was polled until Success (Pending first), then downloaded.
    expect(fake().requests.filter((r) => r.path === "/Reporting/v13/GenerateReport/Poll")).toHaveLength(6);
    expect(fake().requests.filter((r) => r.path.startsWith("/download/"))).toHaveLength(3);

    const [campaign] = await getDb().select().from(ppcCampaigns).where(eq(ppcCampaigns.brandId, brand.id));
    expect(campaign).toMatchObject({ network: "microsoft_ads", name: "Bing Brand", externalId: "501", status: "Active" });
    const days = await getDb().select().from(ppcCampaignDays).where(eq(ppcCampaignDays.brandId, brand.id));
    expect(days.map((d) => Number(d.cost)).sort()).toEqual([10.25, 8.25, 9.25]);
    const [kw] = await getDb().select().from(ppcKeywords).where(eq(ppcKeywords.brandId, brand.id));
    expect(kw).toMatchObject({ matchType: "exact", qualityScore: null, clicks: 21 });
    expect(await getDb().select().from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, brand.id))).toHaveLength(3);
  });

  it("a fault is shown in words on the connection; an expired access token is refreshed; a revoked one says to reconnect", async () => {
    const { brand, scope } = await connectedBrand();
    fake().next({ status: 400, json: { TrackingId: "t", Type: "ApiFaultDetail", BatchErrors: [], OperationErrors: [{ Code: 106, ErrorCode: "UserIsNotAuthorized", Message: "The user does not represent a authorized developer." }] } });
    expect((await syncAds(scope, "microsoft_ads", { microsoftPollMs: 1 })).ok).toBe(false);
    const view = (await getAdsConnectionsView(scope)).find((v) => v.network === "microsoft_ads")!;
    expect(view.connection!.lastError).toContain("Microsoft Advertising refused the request: UserIsNotAuthorized (106)");

    const before = (await getDb().select().from(ppcConnections).where(eq(ppcConnections.brandId, brand.id)))[0]!;
    await getDb().update(ppcConnections).set({ accessExpiresAt: new Date(Date.now() - 1000) }).where(eq(ppcConnections.brandId, brand.id));
    expect((await syncAds(scope, "microsoft_ads", { microsoftPollMs: 1 })).ok).toBe(true);
    const refresh = fake().requests.filter((r) => r.path === "/common/oauth2/v2.0/token" && new URLSearchParams(r.body).get("grant_type") === "refresh_token");
    expect(refresh).toHaveLength(1);
    expect(new URLSearchParams(refresh[0]!.body).get("scope")).toBe("https://ads.microsoft.com/msads.manage offline_access");
    const after = (await getDb().select().from(ppcConnections).where(eq(ppcConnections.brandId, brand.id)))[0]!;
    expect(after.accessCiphertext).not.toBe(before.accessCiphertext);
    expect(after.lastError).toBeNull();

    fake().revokeAll();
    await getDb().update(ppcConnections).set({ accessExpiresAt: new Date(Date.now() - 1000) }).where(eq(ppcConnections.brandId, brand.id));
    const revoked = await syncAds(scope, "microsoft_ads", { microsoftPollMs: 1 });
    expect(revoked).toMatchObject({ ok: false, failure: { kind: "expired_token" } });
    expect((await getAdsConnectionsView(scope)).find((v) => v.network === "microsoft_ads")!.connection!.lastError).toContain("Reconnect Microsoft Advertising on Integrations");
  });
});
