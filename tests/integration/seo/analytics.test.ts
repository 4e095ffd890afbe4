/**
 * GA4 through the brand's Google connection, against the loopback fake Google: connecting asks for
 * analytics.readonly and lists the GA4 properties (accountSummaries, paged); a connection made
 * before Analytics was asked for is told to reconnect; the property is chosen; "Sync Google
 * Analytics" queues the job, which runs runReport (documented body, organic-search filter, paged by
 * offset) into seo_ga4_rows; quota and permission errors come back in words; /seo-analytics reads
 * Search Console and GA4 together. The GA4 report download and the Performance export's dates go
 * through the SEO import.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { apiCalls, googleConnections, seoGa4Rows } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { JobRunner, listJobs } from "@/lib/jobs";
import { FAKE_GA4_DAY } from "@/tests/support/fake-google";
import { withFakeGoogle } from "../helpers/seo-providers";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const g = await import("@/modules/integrations/actions");
const ga4 = await import("@/modules/integrations/ga4-actions");
const analytics = await import("@/modules/seo/analytics-actions");
const { SEO_GA4_SYNC_TASK } = await import("@/modules/seo/ga4-job");
const { syncGa4 } = await import("@/modules/seo/ga4-sync");
const { loadSeoAnalytics } = await import("@/modules/seo/queries/analytics");
const { importSeoFile, previewSeoImport } = await import("@/modules/seo/import/import");
const { getGoogleConnectionView } = await import("@/modules/integrations/google/connection");

const fake = withFakeGoogle();

beforeEach(() => actAs(null));

async function ownerWithBrand() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

async function connect() {
  const started = await g.startGoogleConnectionAction({});
  if (!started.ok) throw new Error(started.error);
  const res = await fetch(started.data.url, { redirect: "manual" });
  const back = new URL(res.headers.get("location")!);
  const done = await g.completeGoogleConnectionAction({ code: back.searchParams.get("code")!, state: back.searchParams.get("state")! });
  if (!done.ok) throw new Error(done.error);
  return done.data;
}

const runJobs = () => new JobRunner({ workerId: `ga4-test-${Math.random()}`, tasks: [SEO_GA4_SYNC_TASK] }).runDueOnce();

describe("GA4 through the Google connection", () => {
  it("asks for analytics.readonly, lists the GA4 properties of every account page, and keeps the choice to one of them", async () => {
    const { brand } = await ownerWithBrand();
    const done = await connect();
    expect(done.ga4Properties.map((p) => [p.property, p.displayName, p.accountName])).toEqual([
      ["properties/250000002", "Client blog", "Example Agency"],
      ["properties/250000001", "example.test – GA4", "Example Co"],
    ]);
    expect(done.ga4Property).toBeNull();
    const listCalls = fake().requests.filter((r) => r.path === "/v1beta/accountSummaries");
    expect(listCalls).toHaveLength(2);
    expect(listCalls[1]!.headers.authorization).toMatch(/^Bearer ya29\./);

    expect(await ga4.chooseGa4PropertyAction({ property: "properties/999" })).toMatchObject({ ok: false, error: expect.stringContaining("has no Google Analytics property") });
    expect(await ga4.chooseGa4PropertyAction({ property: "not-a-property" })).toMatchObject({ ok: false });
    expect(await ga4.chooseGa4PropertyAction({ property: "properties/250000001" })).toEqual({ ok: true, data: { property: "properties/250000001", displayName: "example.test – GA4" } });
    const [row] = await getDb().select().from(googleConnections).where(eq(googleConnections.brandId, brand.id));
    expect(row!.ga4Property).toBe("properties/250000001");
    const audit = await getDb().select().from(apiCalls).where(eq(apiCalls.brandId, brand.id));
    expect(audit.filter((c) => c.provider === "ga4").map((c) => [c.purpose, c.ok])).toEqual([["seo.ga4.properties", true], ["seo.ga4.properties", true]]);
  });

  it("tells a connection made before Analytics was asked for to reconnect, and reconnecting adds it", async () => {
    const { owner, brand, scope } = await ownerWithBrand();
    fake().grantScopes = "https://www.googleapis.com/auth/webmasters.readonly openid https://www.googleapis.com/auth/userinfo.email";
    const old = await connect();
    expect(old).toMatchObject({ ga4Properties: [], ga4Note: expect.stringContaining("reconnect") });
    expect((await getGoogleConnectionView(scope)).connection).toMatchObject({ analyticsGranted: false });
    expect(await analytics.syncGa4Action({ days: 7 })).toMatchObject({ ok: false, error: expect.stringContaining("reconnect Google on Integrations to add Google Analytics") });
    await expect(syncGa4(scope, { days: 7 })).rejects.toThrow(/Reconnect Google on Integrations to add Google Analytics/);

    fake().grantScopes = null;
    const again = await connect();
    expect(again.ga4Properties).toHaveLength(2);
    expect((await getGoogleConnectionView(await scopeFor(owner, brand.id))).connection).toMatchObject({ analyticsGranted: true });
  });

  it("syncs organic sessions as a job: documented runReport body, paged by offset, rows stored once", async () => {
    const { owner, brand, scope } = await ownerWithBrand();
    await connect();
    expect(await analytics.syncGa4Action({ days: 7 })).toMatchObject({ ok: false, error: expect.stringContaining("Choose the brand's Google Analytics property") });
    await ga4.chooseGa4PropertyAction({ property: "properties/250000001" });
    fake().requests.length = 0;
    expect(await analytics.syncGa4Action({ days: 7 })).toMatchObject({ ok: true, data: { alreadyRunning: false, property: "properties/250000001" } });
    expect(await analytics.syncGa4Action({ days: 7 })).toMatchObject({ ok: true, data: { alreadyRunning: true } });
    await runJobs();
    const [job] = await listJobs(getDb(), sql`task = ${SEO_GA4_SYNC_TASK} and brand_id = ${brand.id}`);
    expect(job?.status, JSON.stringify(job)).toBe("succeeded");
    expect(job?.payload).toMatchObject({ userId: owner.id, days: 7 });

    const report = fake().requests.find((r) => r.path === "/v1beta/properties/250000001:runReport")!;
    expect(report.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(report.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      dimensions: [{ name: "date" }, { name: "landingPage" }, { name: "deviceCategory" }, { name: "country" }],
      metrics: [{ name: "sessions" }, { name: "engagedSessions" }, { name: "keyEvents" }],
      dimensionFilter: { filter: { fieldName: "sessionDefaultChannelGroup", stringFilter: { matchType: "EXACT", value: "Organic Search" } } },
      offset: "0",
    });
    const rows = await getDb().select().from(seoGa4Rows).where(eq(seoGa4Rows.brandId, brand.id));
    expect(rows).toHaveLength(7 * FAKE_GA4_DAY.length);
    expect(new Set(rows.map((r) => r.dims))).toEqual(new Set(["date,landingPage,device,country"]));
    const perDay = FAKE_GA4_DAY.reduce((s, r) => s + r.sessions, 0);
    expect(rows.reduce((s, r) => s + r.sessions, 0)).toBe(7 * perDay);

    // Again, with a page size of 5: every row is read through offset paging and nothing changes.
    fake().requests.length = 0;
    const { createGa4Client } = await import("@/modules/seo/providers/ga4");
    const token = (await (await import("@/modules/integrations/google/connection")).getGoogleAccessToken(scope, "https://www.googleapis.com/auth/analytics.readonly"));
    if (!token.ok) throw new Error(token.failure.message);
    const paged = await createGa4Client({ accessToken: token.value.accessToken, baseUrl: fake().baseUrl }).runReport(
      { property: "properties/250000001", startDate: "2026-03-01", endDate: "2026-03-03", dimensions: ["date", "landingPage"], metrics: ["sessions"], equals: { dimension: "sessionDefaultChannelGroup", value: "Organic Search" }, limit: 5 },
      { scope, purpose: "seo.ga4" },
    );
    expect(paged.ok && paged.value.length).toBe(12);
    expect(fake().requests.map((r) => (JSON.parse(r.body) as { offset: string }).offset)).toEqual(["0", "5", "10"]);
    const second = await syncGa4(scope, { days: 7 });
    expect(second).toMatchObject({ added: 0, updated: 0, unchanged: 7 * FAKE_GA4_DAY.length });

    const view = await loadSeoAnalytics(scope, 7);
    expect(view.sources.ga4).toBe("api");
    expect(view.current.sessions).toBe(7 * perDay);
    expect(view.series.filter((p) => p.sessions !== null)).toHaveLength(7);
    expect(view.pages.map((p) => [p.path, p.sessions])).toEqual([["/", 7 * 42], ["/guides/cold-brew", 7 * 12]]);
    expect(view.devices.map((d) => [d.key, d.sessions])).toEqual([["mobile", 7 * 38], ["desktop", 7 * 16]]);
  });

  it("says what Google answered: no access to the property, quota used up", async () => {
    const { scope } = await ownerWithBrand();
    await connect();
    await ga4.chooseGa4PropertyAction({ property: "properties/250000001" });
    fake().ga4Access = false;
    await expect(syncGa4(scope, { days: 3 })).rejects.toThrow(/cannot read this Google Analytics property \(HTTP 403\).*Viewer/);
    fake().ga4Access = true;
    fake().next({ status: 429, json: { error: { code: 429, message: "Exhausted property tokens per hour for a project per property.", status: "RESOURCE_EXHAUSTED" } } });
    await expect(syncGa4(scope, { days: 3 })).rejects.toThrow(/quota for this property is used up.*Exhausted property tokens/);
    const audit = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, scope.brandId), eq(apiCalls.provider, "ga4"), eq(apiCalls.ok, false)));
    expect(audit.map((c) => c.errorCode).sort()).toEqual(["rate_limited", "rejected_key"]);
  });
});

describe("GA4 and Search Console files into /seo-analytics", () => {
  it("imports the shipped GA4 download (organic rows only) and the Performance export's dates, and compares periods", async () => {
    const { scope } = await ownerWithBrand();
    const dir = path.resolve(import.meta.dirname, "../../../db/sample/seo");
    const file = (name: string) => ({ file: { name, base64: readFileSync(path.join(dir, name)).toString("base64") } });
    const preview = await previewSeoImport(scope, file("ga4-organic-landing-pages.csv"));
    expect(preview.notes.join(" ")).toMatch(/Google Analytics 4 download: property northwind-coffee.example - GA4, 2026-01-01 to 2026-03-31/);
    expect(preview.notes.join(" ")).toMatch(/Only the Organic Search rows are imported: 3 rows of other channels left out/);
    const first = await importSeoFile(scope, file("ga4-organic-landing-pages.csv"));
    expect(first.added).toBeGreaterThan(1000);
    expect(await importSeoFile(scope, file("ga4-organic-landing-pages.csv"))).toMatchObject({ added: 0, updated: 0 });
    const rows = await getDb().select().from(seoGa4Rows).where(eq(seoGa4Rows.brandId, scope.brandId));
    expect(rows.some((r) => r.sessions === 40 && r.landingPage === "/" && r.device === "desktop" && r.day === "2026-01-01" && r.engagedSessions === 25)).toBe(false);
    expect(new Set(rows.map((r) => r.dims))).toEqual(new Set(["date", "date,landingPage,device,country"]));

    await importSeoFile(scope, file("gsc-performance-export.zip"));
    const view = await loadSeoAnalytics(scope, 28);
    expect(view.period).toMatchObject({ end: "2026-03-31", start: "2026-03-04", previousEnd: "2026-03-03" });
    expect(view.sources).toMatchObject({ gsc: "export", ga4: "export", gscUndated: false });
    expect(view.current.clicks).toBeGreaterThan(0);
    expect(view.previous?.clicks).toBeGreaterThan(0);
    // The chart table and the report table of one download are never added together.
    const chart = rows.filter((r) => r.dims === "date" && r.day! >= "2026-03-04").reduce((s, r) => s + r.sessions, 0);
    expect(view.current.sessions).toBe(rows.filter((r) => r.dims !== "date" && r.day! >= "2026-03-04").reduce((s, r) => s + r.sessions, 0));
    expect(Math.abs(view.current.sessions - chart)).toBeLessThan(view.current.sessions * 0.05);
    expect(view.pages.find((p) => p.path === "/guides/cold-brew")).toMatchObject({ clicks: 131, impressions: 18204, sessions: expect.any(Number) });
    expect(view.queries[0]).toMatchObject({ query: "northwind coffee", clicks: 412 });
    expect(view.devices.map((d) => d.key)).toEqual(["mobile", "desktop"]);
    expect(view.countries[0]).toMatchObject({ key: "United States", clicks: 512 });
  });
});
