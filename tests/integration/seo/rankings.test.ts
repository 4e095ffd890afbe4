/**
 * /rankings, /seo-dashboard and /settings-seo on the database: concurrent askers of one SERP pay once
 * (the claim in seo_serp_claims), "Check now" through the job runner with the page's figures,
 * progress and alerts, a stopped check shown with the provider's words, the dashboard's figures and
 * the Search Console sync against the loopback fake.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brands, seoGscRows, seoKeywordFigures, seoKeywords, seoRankChecks, seoSerpClaims } from "@/db/schema";
import { scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { JobRunner, listJobs } from "@/lib/jobs";
import type { AuthUser } from "@/lib/auth/types";
import type { SerpSource } from "@/modules/seo/serp-source";
import type { ProviderResult, Serp, SerpQuery } from "@/modules/seo/types";
import { connectSearchConsole, withFakeSeoProviders } from "../helpers/seo-providers";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const store = await import("@/modules/seo/queries/keywords");
const { getSerp } = await import("@/modules/seo/serp-cache");
const { setSerpSourceResolver } = await import("@/modules/seo/serp-source");
const { updateSeoSettings, DEFAULT_SEO_SETTINGS } = await import("@/modules/seo/queries/settings");
const { SEO_RANK_CHECK_TASK } = await import("@/modules/seo/jobs");
const rankActions = await import("@/modules/seo/rank-actions");
const { listRankings, getRankCheckProgress, listRankAlerts } = await import("@/modules/seo/queries/rankings");
const { parseRankTable } = await import("@/modules/seo/rankings-page");
const { loadSeoDashboard } = await import("@/modules/seo/queries/dashboard");
const { runRankCheck } = await import("@/modules/seo/rank-check");
await import("@/modules/webhooks/jobs");

/** An in-process SERP provider that answers after `delayMs`, with the given domains in order. */
function slowSource(domains: (q: SerpQuery) => string[], delayMs = 0, fail = 0) {
  const calls: (SerpQuery & { brandId: string })[] = [];
  let failures = fail;
  const source: SerpSource = {
    provider: "dataforseo",
    maxCostUsd: 0.002,
    fetchSerp: async (scope: BrandScope, q: SerpQuery): Promise<ProviderResult<Serp>> => {
      calls.push({ ...q, brandId: scope.brandId });
      await new Promise((ok) => setTimeout(ok, delayMs));
      if (failures-- > 0) return { ok: false, failure: { kind: "provider_error", status: 500, message: "DataForSEO could not do this (HTTP 500)." } };
      const organic = domains(q).map((d, i) => ({ position: i + 1, url: `https://${d}/${q.keyword.replace(/ /g, "-")}`, domain: d, title: d, snippet: null }));
      return { ok: true, costUsd: 0.002, value: { ...q, provider: "dataforseo", fetchedAt: new Date(), organic, features: [], peopleAlsoAsk: [], aiOverview: null, totalResults: 100 } };
    },
  };
  return { source, calls };
}

async function brandWith(owner: AuthUser, name: string, website: string): Promise<BrandScope> {
  const brand = await createBrand(owner, name);
  await getDb().update(brands).set({ website }).where(eq(brands.id, brand.id));
  return scopeFor(owner, brand.id);
}

const uniq = () => randomUUID().slice(0, 8);

beforeEach(() => actAs(null));
afterEach(() => setSerpSourceResolver(null));

describe("shared SERP cache under concurrency", () => {
  it("two brands asking for the same SERP at once make one provider call", async () => {
    const keyword = `concurrent kettle ${uniq()}`;
    const a = await brandWith(await createUser(), "Claim A", "https://claim-a.example");
    const b = await brandWith(await createUser(), "Claim B", "https://claim-b.example");
    await store.addKeywords(a, [keyword]);
    await store.addKeywords(b, [keyword]);
    const { source, calls } = slowSource(() => ["claim-b.example", "claim-a.example"], 400);
    const q = { keyword, location: "United Kingdom", language: "en", device: "desktop" as const };

    const [ra, rb] = await Promise.all([getSerp(a, q, { source }), getSerp(b, q, { source })]);
    expect(calls).toHaveLength(1);
    expect(ra.ok && rb.ok).toBe(true);
    if (!ra.ok || !rb.ok) return;
    expect([ra.value.cached, rb.value.cached].sort()).toEqual([false, true]);
    expect(ra.value.id).toBe(rb.value.id);
    // The claim is gone once the fetch ended.
    const claims = await getDb().select().from(seoSerpClaims).where(eq(seoSerpClaims.keywordKey, keyword));
    expect(claims).toEqual([]);
  });

  it("a waiter takes over when the first fetch fails, and a stale claim does not block", async () => {
    const keyword = `takeover kettle ${uniq()}`;
    const a = await brandWith(await createUser(), "Takeover A", "https://take-a.example");
    const b = await brandWith(await createUser(), "Takeover B", "https://take-b.example");
    await store.addKeywords(a, [keyword]);
    await store.addKeywords(b, [keyword]);
    const { source, calls } = slowSource(() => ["take-a.example"], 300, 1);
    const q = { keyword, location: "United States", language: "en", device: "mobile" as const };
    const [ra, rb] = await Promise.all([getSerp(a, q, { source }), getSerp(b, q, { source })]);
    expect(calls).toHaveLength(2);
    expect([ra.ok, rb.ok].sort()).toEqual([false, true]);

    // A claim left by a crashed fetch (older than the fetch timeout) is taken over at once.
    const other = `stale kettle ${uniq()}`;
    await store.addKeywords(a, [other]);
    const day = new Date().toISOString().slice(0, 10);
    await getDb().insert(seoSerpClaims).values({ keywordKey: other, location: "United States", language: "en", device: "desktop", day, claimedAt: new Date(Date.now() - 10 * 60_000) });
    const started = Date.now();
    const r = await getSerp(a, { keyword: other, location: "United States", language: "en", device: "desktop" }, { source: slowSource(() => ["take-a.example"]).source });
    expect(r.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("rankings page", () => {
  it("tracks typed keywords, checks them through the job runner and shows positions, competitors, progress and alerts", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "Rankings Brand", "https://www.rankings-brand.example");
    await updateSeoSettings(scope, { ...DEFAULT_SEO_SETTINGS, competitorDomains: ["rival.example"], dropAlertPlaces: 3 });
    await selectBrand(owner, scope.brandId);
    actAs(owner);
    const k1 = `rankings alpha ${uniq()}`;
    const k2 = `rankings beta ${uniq()}`;
    expect(await rankActions.trackNewSeoKeywordsAction({ text: `${k1}\n${k2}` })).toMatchObject({ ok: true, data: { added: 2, tracked: 2, total: 2 } });

    let ownAt = 2;
    const { source, calls } = slowSource((q) => {
      const list = ["one.example", "rival.example", "two.example", "three.example", "four.example", "five.example", "six.example", "seven.example"];
      if (q.keyword === k1) list.splice(ownAt - 1, 0, "rankings-brand.example");
      return list;
    });
    setSerpSourceResolver(async () => source);

    // Yesterday's check, then "Check now" today through the job runner.
    await runRankCheck(scope, { now: new Date(Date.now() - 86_400_000) });
    ownAt = 7;
    const started = await rankActions.checkSeoRanksNowAction({});
    expect(started).toMatchObject({ ok: true, data: { alreadyRunning: false } });
    // A second press while it is queued does not double it.
    expect(await rankActions.checkSeoRanksNowAction({})).toMatchObject({ ok: true, data: { alreadyRunning: true } });
    expect((await getRankCheckProgress(scope)).job?.status).toBe("queued");

    const runner = new JobRunner({ workerId: "rankings-test", tasks: [SEO_RANK_CHECK_TASK] });
    await runner.runDueOnce();
    const [job] = await listJobs(getDb(), sql`task = ${SEO_RANK_CHECK_TASK} and brand_id = ${scope.brandId}`);
    expect(job?.status, JSON.stringify(job)).toBe("succeeded");
    // The job acted as the person who pressed the button.
    expect(job?.payload).toMatchObject({ userId: owner.id });
    expect(calls.filter((c) => c.brandId === scope.brandId)).toHaveLength(4);

    const progress = await getRankCheckProgress(scope);
    expect(progress).toMatchObject({ checkedToday: 2, tracked: 2 });
    expect(progress.job?.status).toBe("succeeded");

    const page = await listRankings(scope, parseRankTable({}));
    expect(page.total).toBe(2);
    const alpha = page.rows.find((r) => r.keyword === k1)!;
    expect(alpha).toMatchObject({ position: 7, previous: 2, hasPrevious: true, best: 2, url: `https://rankings-brand.example/${k1.replace(/ /g, "-")}` });
    expect(alpha.competitors).toEqual([{ domain: "rival.example", position: 2 }]);
    const beta = page.rows.find((r) => r.keyword === k2)!;
    expect(beta).toMatchObject({ position: null, best: null, hasPrevious: true });
    // Position sort: ranked first.
    expect(page.rows[0]!.keyword).toBe(k1);
    expect(page.visibility.ranked).toBe(1);
    expect(page.visibility.percent).toBeGreaterThan(0);

    // Sorting by change puts the drop last; a text filter narrows.
    expect((await listRankings(scope, parseRankTable({ q: "beta" }))).rows.map((r) => r.keyword)).toEqual([k2]);

    const alerts = await listRankAlerts(scope);
    expect(alerts.map((a) => a.keyword)).toEqual([k1]);
    expect(alerts[0]!.text).toContain("dropped from position 2 to position 7");

    // The dashboard: visibility trend over the two days, buckets and the mover.
    const d = await loadSeoDashboard(scope);
    expect(d.tracked).toBe(2);
    expect(d.visibilityTrend).toHaveLength(2);
    expect(d.visibilityTrend[0]!.value).toBeGreaterThan(d.visibilityTrend[1]!.value);
    expect(d.buckets.top10).toBe(1);
    expect(d.movers.down.map((m) => m.keyword)).toEqual([k1]);
    expect(d.branded).toBeNull();

    // Other brands see none of it.
    const outsider = await brandWith(await createUser(), "Other Rankings", "https://other.example");
    expect((await listRankings(outsider, parseRankTable({}))).total).toBe(0);
    expect(await listRankAlerts(outsider)).toEqual([]);
  });

  it("a check stopped by the provider fails its job with the provider's words, and Check now says what is missing", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "Stopped Brand", "https://stopped.example");
    await selectBrand(owner, scope.brandId);
    actAs(owner);
    expect(await rankActions.checkSeoRanksNowAction({})).toMatchObject({ ok: false });
    await rankActions.trackNewSeoKeywordsAction({ text: `stopped keyword ${uniq()}` });
    setSerpSourceResolver(async () => ({ kind: "not_configured", message: "No SERP provider is connected." }));
    expect(await rankActions.checkSeoRanksNowAction({})).toEqual({ ok: false, error: "No SERP provider is connected." });

    setSerpSourceResolver(async () => ({
      provider: "dataforseo",
      maxCostUsd: 0,
      fetchSerp: async () => ({ ok: false, failure: { kind: "out_of_credit", message: "DataForSEO says the account has no credit left." } }),
    }));
    expect(await rankActions.checkSeoRanksNowAction({})).toMatchObject({ ok: true });
    await new JobRunner({ workerId: "rankings-stop", tasks: [SEO_RANK_CHECK_TASK] }).runDueOnce();
    const progress = await getRankCheckProgress(scope);
    expect(progress.job).toMatchObject({ status: "failed", lastError: "DataForSEO says the account has no credit left." });
  });
});

describe("Search Console sync", () => {
  const fake = withFakeSeoProviders({ searchConsole: true });

  it("stores the API's rows and their queries as keywords, and re-syncing changes nothing", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "Example Running", "https://www.example.co.uk");
    await selectBrand(owner, scope.brandId);
    actAs(owner);
    expect(await rankActions.syncSearchConsoleAction({ days: 28 })).toMatchObject({ ok: false, error: expect.stringMatching(/no Google connection/) });

    await connectSearchConsole(scope.brandId, "https://www.example.co.uk/");
    const first = await rankActions.syncSearchConsoleAction({ days: 28 });
    expect(first.ok, JSON.stringify(first)).toBe(true);
    if (!first.ok) return;
    expect(first.data.rows).toBeGreaterThan(0);
    // The query rows and the device and country splits of the same days.
    expect(first.data.splitRows).toBeGreaterThan(0);
    const stored = first.data.rows + first.data.splitRows;
    expect(first.data.added).toBe(stored);
    const req = fake().requests.find((r) => r.path.includes("searchAnalytics"))!;
    expect(req.path).toBe(`/webmasters/v3/sites/${encodeURIComponent("https://www.example.co.uk/")}/searchAnalytics/query`);
    expect(req.body).toMatchObject({ dimensions: ["query", "page", "date"] });

    const rows = await getDb().select().from(seoGscRows).where(and(eq(seoGscRows.brandId, scope.brandId), eq(seoGscRows.source, "gsc")));
    expect(rows).toHaveLength(stored);
    const [kw] = await getDb().select().from(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, "running shoes")));
    expect(kw).toMatchObject({ source: "gsc" });
    const [fig] = await getDb().select().from(seoKeywordFigures).where(and(eq(seoKeywordFigures.keywordId, kw!.id), eq(seoKeywordFigures.source, "gsc")));
    expect(fig!.extra).toMatchObject({ clicks: expect.any(Number), impressions: expect.any(Number) });

    const again = await rankActions.syncSearchConsoleAction({ days: 28 });
    expect(again).toMatchObject({ ok: true, data: { added: 0, updated: 0, unchanged: stored, keywordsAdded: 0 } });

    // The dashboard's branded share now has Search Console clicks ("example running club" names the brand).
    const d = await loadSeoDashboard(scope);
    expect(d.branded?.total.all).toBeGreaterThan(0);
    expect(d.branded?.total.branded).toBeGreaterThan(0);
    // Another brand reads none of it.
    const other = await brandWith(await createUser(), "Other GSC", "https://other-gsc.example");
    expect(await withScope(other, (tx) => tx.select().from(seoGscRows).where(eq(seoGscRows.brandId, scope.brandId)))).toEqual([]);
    expect(await getDb().select().from(seoRankChecks).where(eq(seoRankChecks.brandId, scope.brandId))).toEqual([]);
  });
});
