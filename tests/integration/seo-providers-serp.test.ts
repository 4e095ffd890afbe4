/**
 * SerpApi, Serper and Search Console clients against the loopback fake (their documented bodies and
 * errors), and the per-brand choice of SERP provider: the brand's own keys before the deployment's,
 * DataForSEO > SerpApi > Serper, Serper skipped for mobile, and one brand's keys never used for another.
 */
import { describe, expect, it } from "vitest";
import {
  createSearchConsoleClient,
  createSerpApiClient,
  createSerperClient,
  fetchSerp,
  keywordDataClientFor,
  listSerpProviders,
  serpSourceFor,
  type ProviderCallContext,
  type ProviderSettings,
} from "@/modules/seo/providers";
import type { SerpQuery } from "@/modules/seo/types";
import { FAKE_KEYS } from "@/tests/support/fake-seo-providers";
import { auditRows, brandWithScope, storeToken, withFakeSeoProviders } from "./helpers/seo-providers";

const fakeProviders = withFakeSeoProviders();

const Q: SerpQuery = { keyword: "running shoes", location: "United Kingdom", language: "en", device: "desktop" };

async function ctxFor(extra: Partial<ProviderCallContext> = {}) {
  const b = await brandWithScope();
  return { ...b, ctx: { scope: b.scope, purpose: "seo.serp", ...extra } satisfies ProviderCallContext };
}

const serpapi = (apiKey: string = FAKE_KEYS.serpapi) => createSerpApiClient({ apiKey, baseUrl: fakeProviders().baseUrl });
const serper = (apiKey: string = FAKE_KEYS.serper) => createSerperClient({ apiKey, baseUrl: fakeProviders().baseUrl });

describe("SerpApi", () => {
  it("asks Google Search with location, gl, hl and device, and normalises the answer; the key stays out of the audit", async () => {
    const { brand, ctx } = await ctxFor();
    const r = await serpapi().serp(Q, ctx);
    const q = fakeProviders().requests[0]!.query;
    expect(fakeProviders().requests[0]!.path).toBe("/search.json");
    expect(Object.fromEntries(q)).toEqual({ engine: "google", q: "running shoes", hl: "en", device: "desktop", num: "10", output: "json", location: "United Kingdom", gl: "gb", api_key: FAKE_KEYS.serpapi });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ provider: "serpapi", totalResults: 1140000000, peopleAlsoAsk: ["Which running shoes are best for beginners?", "How often should you replace running shoes?"] });
    expect(r.value.organic.map((o) => [o.position, o.domain])).toEqual([
      [1, "runnersworld.com"],
      [2, "sportsshoes.com"],
      [3, "brooksrunning.co.uk"],
    ]);
    expect(r.value.features).toEqual(["ai_overview", "local_pack", "people_also_ask", "related_searches", "sitelinks"]);
    expect(r.value.aiOverview).toEqual({
      text: "Choosing running shoes depends on your gait, the surface you run on and how far you run.\n\nDaily trainers: cushioned shoes that suit most new runners.\n\nRacing shoes: lighter shoes with a stiffer plate.",
      references: ["https://www.sportsshoes.com/advice/how-to-choose-running-shoes/", "https://www.runnersworld.com/uk/gear/a776542/best-running-shoes/"],
    });
    expect(r.costUsd).toBe(0.015);
    const rows = await auditRows(brand.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "serpapi", method: "GET", path: "/search.json", status: 200, ok: true });
    expect(Number(rows[0]!.costUsd)).toBeCloseTo(0.015, 9);
    expect(JSON.stringify(rows[0])).not.toContain(FAKE_KEYS.serpapi);
  });

  it("maps 401, out of searches (429), the hourly limit (429) and a failed search to what to do", async () => {
    const { brand, ctx } = await ctxFor();
    expect(await serpapi("wrong-key-wrong-key-wrong-key").serp(Q, ctx)).toMatchObject({ ok: false, failure: { kind: "rejected_key", message: expect.stringContaining("Invalid API key") } });
    fakeProviders().next(
      { status: 429, json: { error: "Your account has run out of searches." } },
      { status: 429, json: { error: "Your searches per hour limit has been reached." } },
      { json: { search_metadata: { id: "x", status: "Error" }, error: "Unsupported `xx` location - location parameter." } },
    );
    expect(await serpapi().serp(Q, ctx)).toMatchObject({ ok: false, failure: { kind: "out_of_credit" } });
    expect(await serpapi().serp(Q, ctx)).toMatchObject({ ok: false, failure: { kind: "rate_limited" } });
    expect(await serpapi().serp(Q, ctx)).toMatchObject({ ok: false, failure: { kind: "provider_error", message: expect.stringContaining("Unsupported") } });
    // Each row says why; the failed search came with HTTP 200 and is marked failed too, at no cost.
    expect((await auditRows(brand.id)).map((x) => [x.status, x.ok, x.errorCode, x.costUsd])).toEqual([
      [401, false, "rejected_key", null],
      [429, false, "out_of_credit", null],
      [429, false, "rate_limited", null],
      [200, false, "provider_error", null],
    ]);
  });

  it("a search Google answered with nothing is an empty SERP", async () => {
    const { ctx } = await ctxFor();
    fakeProviders().next({ json: { search_metadata: { id: "x", status: "Success" }, search_parameters: { engine: "google", q: "zzqx" }, error: "Google hasn't returned any results for this query." } });
    expect(await serpapi().serp(Q, ctx)).toMatchObject({ ok: true, value: { organic: [], features: [] } });
  });
});

describe("Serper", () => {
  it("posts q, gl, hl, location and num with X-API-KEY, normalises the answer and prices the credits used", async () => {
    const { brand, ctx } = await ctxFor();
    const r = await serper().serp(Q, ctx);
    expect(fakeProviders().requests[0]!.headers["x-api-key"]).toBe(FAKE_KEYS.serper);
    expect(fakeProviders().requests[0]!.body).toEqual({ q: "running shoes", hl: "en", num: 10, gl: "gb", location: "United Kingdom" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ provider: "serper", aiOverview: null, totalResults: null, peopleAlsoAsk: ["Which running shoes are best for beginners?"] });
    expect(r.value.organic.map((o) => o.domain)).toEqual(["runnersworld.com", "sportsshoes.com", "brooksrunning.co.uk"]);
    expect(r.value.features).toEqual(["featured_snippet", "people_also_ask", "related_searches", "sitelinks"]);
    expect(r.costUsd).toBe(0.001);
    const [row] = await auditRows(brand.id);
    expect(row).toMatchObject({ provider: "serper", method: "POST", path: "/search", status: 200, ok: true });
    expect(Number(row!.costUsd)).toBeCloseTo(0.001, 9);
  });

  it("maps a wrong key (403), no credits, a rate limit and a malformed body; refuses mobile without a call", async () => {
    const { ctx } = await ctxFor();
    expect(await serper("wrong-key-wrong-key-wrong-key").serp(Q, ctx)).toMatchObject({ ok: false, failure: { kind: "rejected_key", message: expect.stringContaining("Unauthorized.") } });
    fakeProviders().next({ status: 400, json: { message: "Not enough credits", statusCode: 400 } }, { status: 429, json: { message: "Too many requests", statusCode: 429 }, headers: { "retry-after": "30" } }, { json: { searchParameters: { q: "x" } } });
    expect(await serper().serp(Q, ctx)).toMatchObject({ ok: false, failure: { kind: "out_of_credit" } });
    expect(await serper().serp(Q, ctx)).toMatchObject({ ok: false, failure: { kind: "rate_limited", message: expect.stringContaining("30 s") } });
    expect(await serper().serp(Q, ctx)).toMatchObject({ ok: false, failure: { kind: "provider_error", message: expect.stringContaining("no organic array") } });
    const before = fakeProviders().requests.length;
    expect(await serper().serp({ ...Q, device: "mobile" }, ctx)).toMatchObject({ ok: false, failure: { kind: "not_configured", message: expect.stringContaining("desktop results only") } });
    expect(fakeProviders().requests).toHaveLength(before);
  });
});

describe("Search Console", () => {
  const query = { siteUrl: "sc-domain:example.co.uk", startDate: "2026-11-01", endDate: "2026-11-01", dimensions: ["query", "page", "date"] as const };

  it("pages with startRow until a short page and maps keys by the requested dimensions", async () => {
    const { brand, ctx } = await ctxFor({ purpose: "seo.gsc" });
    const gsc = createSearchConsoleClient({ accessToken: FAKE_KEYS.gsc, baseUrl: fakeProviders().baseUrl });
    const r = await gsc.query({ ...query, dimensions: [...query.dimensions], rowLimit: 2 }, ctx);
    expect(fakeProviders().requests.map((q) => [q.path, q.headers.authorization, (q.body as { startRow: number }).startRow])).toEqual([
      ["/webmasters/v3/sites/sc-domain%3Aexample.co.uk/searchAnalytics/query", `Bearer ${FAKE_KEYS.gsc}`, 0],
      ["/webmasters/v3/sites/sc-domain%3Aexample.co.uk/searchAnalytics/query", `Bearer ${FAKE_KEYS.gsc}`, 2],
    ]);
    expect(fakeProviders().requests[0]!.body).toEqual({ startDate: "2026-11-01", endDate: "2026-11-01", dimensions: ["query", "page", "date"], type: "web", dataState: "final", rowLimit: 2, startRow: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toHaveLength(3);
    expect(r.value[0]).toEqual({ query: "running shoes", page: "https://www.example.co.uk/running-shoes/", country: null, device: null, date: "2026-11-01", clicks: 42, impressions: 1830, ctr: 0.022950819672131147, position: 7.4 });
    expect(r.costUsd).toBeNull();
    expect((await auditRows(brand.id)).map((x) => [x.provider, x.purpose, x.ok, x.costUsd])).toEqual([
      ["gsc", "seo.gsc", true, null],
      ["gsc", "seo.gsc", true, null],
    ]);
  });

  it("an expired token (401), no access (403) and the quota (429) say what to do", async () => {
    const { ctx } = await ctxFor();
    const gsc = createSearchConsoleClient({ accessToken: "ya29.expired", baseUrl: fakeProviders().baseUrl });
    expect(await gsc.query({ ...query, dimensions: ["query"] }, ctx)).toMatchObject({ ok: false, failure: { kind: "rejected_key", message: expect.stringContaining("Connect Search Console again") } });
    const ok = createSearchConsoleClient({ accessToken: FAKE_KEYS.gsc, baseUrl: fakeProviders().baseUrl });
    fakeProviders().next(
      { status: 403, json: { error: { code: 403, message: "User does not have sufficient permission for site 'sc-domain:example.co.uk'.", status: "PERMISSION_DENIED" } } },
      { status: 429, json: { error: { code: 429, message: "Search Analytics load quota exceeded.", status: "RESOURCE_EXHAUSTED" } } },
    );
    expect(await ok.query({ ...query, dimensions: ["query"] }, ctx)).toMatchObject({ ok: false, failure: { kind: "rejected_key", message: expect.stringContaining("no access to this Search Console property") } });
    expect(await ok.query({ ...query, dimensions: ["query"] }, ctx)).toMatchObject({ ok: false, failure: { kind: "rate_limited" } });
  });
});

describe("choosing the SERP provider", () => {
  const settings = (deploymentKeys: ProviderSettings["deploymentKeys"] = {}): ProviderSettings => ({
    baseUrls: { dataforseo: fakeProviders().baseUrl, serpapi: fakeProviders().baseUrl, serper: fakeProviders().baseUrl },
    deploymentKeys,
  });

  it("with no key anywhere, says what to connect and calls nothing", async () => {
    const { ctx } = await ctxFor();
    expect(await fetchSerp(Q, ctx, { settings: settings() })).toEqual({ ok: false, failure: { kind: "not_configured", message: expect.stringContaining("Brand Settings → APIs") } });
    expect(await keywordDataClientFor(ctx.scope, settings())).toBeNull();
    expect(fakeProviders().requests).toHaveLength(0);
  });

  it("uses the brand's own keys first, DataForSEO > SerpApi > Serper, and Serper not for mobile", async () => {
    const { brand, ctx } = await ctxFor();
    await storeToken(brand.id, "serper", FAKE_KEYS.serper);
    await storeToken(brand.id, "serpapi", FAKE_KEYS.serpapi);
    const s = settings({ dataforseo: FAKE_KEYS.dataforseo });
    expect(await listSerpProviders(ctx.scope, s)).toEqual([
      { provider: "serpapi", name: "SerpApi", origin: "brand" },
      { provider: "serper", name: "Serper", origin: "brand" },
      { provider: "dataforseo", name: "DataForSEO", origin: "deployment" },
    ]);
    const r = await fetchSerp(Q, ctx, { settings: s });
    expect(r).toMatchObject({ ok: true, value: { provider: "serpapi" } });

    await storeToken(brand.id, "dataforseo", FAKE_KEYS.dataforseo);
    expect((await serpSourceFor(ctx.scope, "desktop", s))?.provider).toBe("dataforseo");
    expect(await keywordDataClientFor(ctx.scope, s)).toMatchObject({ provider: "dataforseo", origin: "brand" });
  });

  it("falls back to the deployment's key, and skips a Serper-only brand for mobile when another exists", async () => {
    const { brand, ctx } = await ctxFor();
    await storeToken(brand.id, "serper", FAKE_KEYS.serper);
    const s = settings({ serpapi: FAKE_KEYS.serpapi });
    expect((await serpSourceFor(ctx.scope, "desktop", s))?.provider).toBe("serper");
    const mobile = await serpSourceFor(ctx.scope, "mobile", s);
    expect(mobile).toMatchObject({ provider: "serpapi", origin: "deployment" });
    expect(await fetchSerp({ ...Q, device: "mobile" }, ctx, { settings: s })).toMatchObject({ ok: true, value: { provider: "serpapi", device: "mobile" } });
    expect(fakeProviders().requests.at(-1)!.query.get("device")).toBe("mobile");
  });

  it("never uses another brand's keys", async () => {
    const a = await ctxFor();
    const b = await ctxFor();
    await storeToken(a.brand.id, "dataforseo", FAKE_KEYS.dataforseo);
    expect(await listSerpProviders(b.ctx.scope, settings())).toEqual([]);
    expect(await fetchSerp(Q, b.ctx, { settings: settings() })).toMatchObject({ ok: false, failure: { kind: "not_configured" } });
    expect(await auditRows(b.brand.id)).toHaveLength(0);
  });
});
