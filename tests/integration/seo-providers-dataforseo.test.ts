/**
 * The DataForSEO client end to end against a loopback fake answering with DataForSEO's documented
 * bodies: each endpoint's request (Basic auth, a one-task POST array), its normalised answer, the
 * API-call audit row with the cost the answer states, and every documented failure mapped to what
 * a person has to do (rejected login, out of credit, rate limit, timeout, malformed answer).
 */
import { describe, expect, it } from "vitest";
import { createDataForSeoClient } from "@/modules/seo/providers";
import type { ProviderCallContext } from "@/modules/seo/providers";
import type { SerpQuery } from "@/modules/seo/types";
import { dataForSeoError, FAKE_KEYS } from "@/tests/support/fake-seo-providers";
import { listBrandServices } from "@/modules/integrations/queries";
import { listSeoProviderActivity } from "@/modules/seo/queries/provider-activity";
import { auditRows, brandWithScope, storeToken, withFakeSeoProviders } from "./helpers/seo-providers";

const fakeProviders = withFakeSeoProviders();

const UK_DESKTOP: SerpQuery = { keyword: "running shoes", location: "United Kingdom", language: "en", device: "desktop" };
const UK = { location: "United Kingdom", language: "en" };

function client(credentials: string = FAKE_KEYS.dataforseo) {
  return createDataForSeoClient({ credentials, baseUrl: fakeProviders().baseUrl });
}

async function ctxFor(extra: Partial<ProviderCallContext> = {}) {
  const b = await brandWithScope();
  return { ...b, ctx: { scope: b.scope, purpose: "seo.test", ...extra } satisfies ProviderCallContext };
}

describe("DataForSEO SERP (live/advanced)", () => {
  it("posts one task with Basic auth and normalises organic results, features, PAA and the AI Overview", async () => {
    const { brand, ctx } = await ctxFor({ purpose: "seo.serp" });
    const r = await client().serp({ ...UK_DESKTOP, location: "gb" }, ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;

    expect(fakeProviders().requests).toHaveLength(1);
    const req = fakeProviders().requests[0]!;
    expect(req.path).toBe("/v3/serp/google/organic/live/advanced");
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(FAKE_KEYS.dataforseo).toString("base64")}`);
    expect(req.body).toEqual([{ keyword: "running shoes", location_name: "United Kingdom", language_code: "en", device: "desktop", depth: 10 }]);

    const serp = r.value;
    expect(serp.provider).toBe("dataforseo");
    expect(serp.location).toBe("gb");
    expect(serp.fetchedAt.toISOString()).toBe("2026-11-26T04:31:07.000Z");
    expect(serp.totalResults).toBe(1140000000);
    expect(serp.organic).toEqual([
      { position: 1, url: "https://www.runnersworld.com/uk/gear/a776542/best-running-shoes/", domain: "runnersworld.com", title: "The best running shoes 2026, tested by experts", snippet: "Our testers ran over 1,000 miles to find the best running shoes for every runner." },
      { position: 2, url: "https://www.sportsshoes.com/running/shoes/", domain: "sportsshoes.com", title: expect.stringContaining("SportsShoes.com"), snippet: expect.any(String) },
      // A subdomain ranks for its registrable domain.
      { position: 3, url: expect.stringContaining("shop.brooksrunning.co.uk"), domain: "brooksrunning.co.uk", title: expect.any(String), snippet: expect.any(String) },
      { position: 4, url: expect.stringContaining("nike.com/gb"), domain: "nike.com", title: expect.any(String), snippet: expect.any(String) },
    ]);
    expect(serp.features).toEqual(["ai_overview", "featured_snippet", "images", "local_pack", "people_also_ask", "related_searches", "sitelinks"]);
    expect(serp.peopleAlsoAsk).toEqual(["Which running shoes are best for beginners?", "How often should you replace running shoes?"]);
    expect(serp.aiOverview).toEqual({
      text: "Choosing running shoes depends on your gait, the surface you run on and how far you run.\n\nCushioned daily trainers suit most new runners; lighter shoes suit races.",
      references: ["https://www.runnersworld.com/uk/gear/a776542/best-running-shoes/", "https://www.sportsshoes.com/advice/how-to-choose-running-shoes/"],
    });
    expect(r.costUsd).toBe(0.002);

    const rows = await auditRows(brand.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "dataforseo", purpose: "seo.serp", method: "POST", host: fakeProviders().host, path: "/v3/serp/google/organic/live/advanced", status: 200, ok: true, errorCode: null });
    expect(Number(rows[0]!.costUsd)).toBeCloseTo(0.002, 9);
  });

  it("sends a numeric location as location_code and the depth asked for", async () => {
    const { ctx } = await ctxFor();
    await client().serp({ ...UK_DESKTOP, location: "2826", device: "mobile" }, ctx, { depth: 100 });
    expect(fakeProviders().requests[0]!.body).toEqual([{ keyword: "running shoes", location_code: 2826, language_code: "en", device: "mobile", depth: 100 }]);
  });

  it("treats 40102 No Search Results as an empty SERP, not a failure", async () => {
    const { ctx } = await ctxFor();
    fakeProviders().next({ json: dataForSeoError(40102, "No Search Results.", "task") });
    const r = await client().serp(UK_DESKTOP, ctx);
    expect(r).toMatchObject({ ok: true, value: { organic: [], features: [], peopleAlsoAsk: [], aiOverview: null } });
  });
});

describe("DataForSEO keyword figures", () => {
  it("reads search volume, 12 months oldest first, CPC and competition; absent figures stay null", async () => {
    const { brand, ctx } = await ctxFor({ purpose: "seo.volume" });
    const r = await client().searchVolume(["running shoes", "trail running shoes", "nort wind running club"], UK, ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(fakeProviders().requests[0]!.body).toEqual([{ keywords: ["running shoes", "trail running shoes", "nort wind running club"], location_name: "United Kingdom", language_code: "en" }]);
    const [a, b, c] = r.value;
    expect(a).toMatchObject({ keyword: "running shoes", volume: 74000, cpcUsd: 0.82, competition: 1, difficulty: null, intent: null, source: "dataforseo" });
    expect(a!.monthly).toHaveLength(12);
    expect(a!.monthly![0]!.month).toBe("2025-11");
    expect(a!.monthly![11]!.month).toBe("2026-10");
    expect(b).toMatchObject({ keyword: "trail running shoes", volume: 14800, competition: 0.56 });
    expect(c).toMatchObject({ keyword: "nort wind running club", volume: null, monthly: null, cpcUsd: null, competition: null });
    expect(r.costUsd).toBe(0.075);
    const rows = await auditRows(brand.id);
    expect(rows.map((x) => [x.path, x.purpose, Number(x.costUsd)])).toEqual([["/v3/keywords_data/google_ads/search_volume/live", "seo.volume", 0.075]]);
  });

  it("splits more than 1,000 keywords into several calls and adds up their cost", async () => {
    const { ctx } = await ctxFor();
    const keywords = Array.from({ length: 1001 }, (_, i) => `keyword ${i}`);
    const r = await client().searchVolume(keywords, UK, ctx);
    expect(fakeProviders().requests.map((q) => ((q.body as [{ keywords: string[] }])[0].keywords.length))).toEqual([1000, 1]);
    expect(r).toMatchObject({ ok: true, costUsd: 0.15 });
  });

  it("reads keyword ideas with difficulty, intent and competition (Labs)", async () => {
    const { ctx } = await ctxFor({ purpose: "seo.ideas" });
    const r = await client().keywordIdeas(["running shoes"], UK, ctx, { limit: 50 });
    expect(fakeProviders().requests[0]!.path).toBe("/v3/dataforseo_labs/google/keyword_ideas/live");
    expect(fakeProviders().requests[0]!.body).toEqual([{ keywords: ["running shoes"], location_name: "United Kingdom", language_code: "en", limit: 50 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((k) => [k.keyword, k.volume, k.difficulty, k.intent, k.competition])).toEqual([
      ["best running shoes", 40500, 71, "commercial", 1],
      ["running shoes for flat feet", 6600, 38, "commercial", 0.84],
      ["how to clean running shoes", 2900, 12, "informational", 0.02],
    ]);
    expect(r.value[0]!.fetchedAt.toISOString()).toBe("2026-11-20T09:12:44.000Z");
    expect(r.costUsd).toBe(0.0103);
  });

  it("reads keyword suggestions for one seed, without the seed, with their figures (Labs keyword_suggestions)", async () => {
    const { brand, ctx } = await ctxFor({ purpose: "seo.suggestions" });
    const r = await client().keywordSuggestions("running shoes", UK, ctx, { limit: 200 });
    expect(fakeProviders().requests[0]!.path).toBe("/v3/dataforseo_labs/google/keyword_suggestions/live");
    expect(fakeProviders().requests[0]!.body).toEqual([{ keyword: "running shoes", location_name: "United Kingdom", language_code: "en", include_seed_keyword: false, limit: 200 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((k) => [k.keyword, k.volume, k.difficulty, k.intent, k.source])).toEqual([
      ["how to clean running shoes", 2900, 12, "informational", "dataforseo"],
      ["best running shoes for beginners", 5400, 44, "commercial", "dataforseo"],
      ["are running shoes good for walking", 880, 9, "informational", "dataforseo"],
      ["running shoes sale", 9900, 35, "transactional", "dataforseo"],
    ]);
    expect(r.costUsd).toBe(0.0103);
    const rows = await auditRows(brand.id);
    expect(rows.map((x) => [x.path, x.purpose, x.ok])).toEqual([["/v3/dataforseo_labs/google/keyword_suggestions/live", "seo.suggestions", true]]);
  });

  it("reports keyword_suggestions task errors and refused budgets as failures, not as no suggestions", async () => {
    const { ctx } = await ctxFor();
    fakeProviders().next({ json: dataForSeoError(40210, "You don't have enough funds.", "task") });
    expect(await client().keywordSuggestions("running shoes", UK, ctx)).toMatchObject({ ok: false, failure: { kind: "out_of_credit" } });
    const refused = await client().keywordSuggestions("running shoes", UK, { ...ctx, checkBudget: async () => "Over the monthly SEO budget." });
    expect(refused).toMatchObject({ ok: false, failure: { kind: "budget" } });
    expect(fakeProviders().requests).toHaveLength(1);
  });

  it("reads the keywords a domain ranks for with position, URL and volume (Labs ranked_keywords)", async () => {
    const { ctx } = await ctxFor();
    const r = await client().rankedKeywords("sportsshoes.com", UK, ctx);
    expect(fakeProviders().requests[0]!.body).toEqual([{ target: "sportsshoes.com", location_name: "United Kingdom", language_code: "en", item_types: ["organic"], limit: 100 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map(({ figures: _f, ...k }) => k)).toEqual([
      { keyword: "running shoes", domain: "sportsshoes.com", position: 2, url: "https://www.sportsshoes.com/running/shoes/", volume: 74000 },
      { keyword: "trail running shoes", domain: "sportsshoes.com", position: 5, url: "https://www.sportsshoes.com/running/trail-shoes/", volume: 14800 },
      { keyword: "how to choose running shoes", domain: "sportsshoes.com", position: 11, url: "https://www.sportsshoes.com/advice/how-to-choose-running-shoes/", volume: 1900 },
    ]);
    expect(r.value[0]!.figures).toMatchObject({ difficulty: 74, intent: "commercial", cpcUsd: 0.82 });
  });

  it("reads keywords two domains share with both positions (Labs domain_intersection)", async () => {
    const { ctx } = await ctxFor();
    const r = await client().domainIntersection("sportsshoes.com", "runnersneed.com", UK, ctx);
    expect(fakeProviders().requests[0]!.body).toEqual([
      { target1: "sportsshoes.com", target2: "runnersneed.com", location_name: "United Kingdom", language_code: "en", item_types: ["organic"], intersections: true, limit: 100 },
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.map((s) => [s.keyword, s.volume, s.first.domain, s.first.position, s.second.domain, s.second.position])).toEqual([
      ["running shoes", 74000, "sportsshoes.com", 2, "runnersneed.com", 6],
      ["trail running shoes", 14800, "sportsshoes.com", 5, "runnersneed.com", 3],
    ]);
  });
});

describe("DataForSEO failures", () => {
  it("a rejected login (HTTP 401, 40100) says what to fix, and the audit row shows the 401", async () => {
    const { brand, ctx } = await ctxFor();
    const r = await client("login@example.test:wrong").serp(UK_DESKTOP, ctx);
    expect(r).toMatchObject({ ok: false, failure: { kind: "rejected_key", message: expect.stringMatching(/API Access.*login:password.*Brand Settings → APIs/) } });
    if (r.ok) return;
    expect(r.failure.message).toContain("You are not authorized");
    const [row] = await auditRows(brand.id);
    expect(row).toMatchObject({ status: 401, ok: false, costUsd: "0.000000", errorCode: "rejected_key", errorMessage: expect.stringContaining("API Access") });

    // /integrations shows the brand's DataForSEO key as failing, with what to fix.
    await storeToken(brand.id, "dataforseo", "login@example.test:wrong");
    // SEO providers have their own section there (with spend), not a second row under "This brand".
    expect((await listBrandServices(ctx.scope)).find((x) => x.key === "provider:dataforseo")).toBeUndefined();
    const seo = await listSeoProviderActivity(ctx.scope);
    expect(seo.providers.find((x) => x.provider === "dataforseo")).toMatchObject({ name: "DataForSEO", origin: "brand", lastStatus: 401, failed30d: 1, lastError: { message: expect.stringContaining("DataForSEO refused the login") } });
  });

  it("a key that is not login:password fails at once without a call", async () => {
    const { brand, ctx } = await ctxFor();
    const r = await client("just-a-password").searchVolume(["x"], UK, ctx);
    expect(r).toMatchObject({ ok: false, failure: { kind: "rejected_key", message: expect.stringContaining('"login:password"') } });
    expect(fakeProviders().requests).toHaveLength(0);
    expect(await auditRows(brand.id)).toHaveLength(0);
  });

  it("out of credit as HTTP 402 and as a 40200 inside a 200 both say to top up, and the 200 is marked failed", async () => {
    const { brand, ctx } = await ctxFor();
    fakeProviders().next({ status: 402, json: dataForSeoError(40200, "Payment Required.") }, { json: dataForSeoError(40200, "Payment Required. Please, check your account's balance.", "task") });
    const first = await client().serp(UK_DESKTOP, ctx);
    const second = await client().keywordIdeas(["running shoes"], UK, ctx);
    for (const r of [first, second]) expect(r).toMatchObject({ ok: false, failure: { kind: "out_of_credit", message: expect.stringContaining("Top up the balance") } });
    const rows = await auditRows(brand.id);
    expect(rows.map((x) => [x.status, x.ok, x.errorCode])).toEqual([
      [402, false, "out_of_credit"],
      [200, false, "out_of_credit"],
    ]);
  });

  it("rate limits (40202) and server errors are told apart", async () => {
    const { ctx } = await ctxFor();
    fakeProviders().next({ json: dataForSeoError(40202, "Rate limit exceeded. You can set up to 2000 requests per minute.") }, { status: 500, json: dataForSeoError(50000, "Internal Error.") });
    expect(await client().serp(UK_DESKTOP, ctx)).toMatchObject({ ok: false, failure: { kind: "rate_limited" } });
    expect(await client().serp(UK_DESKTOP, ctx)).toMatchObject({ ok: false, failure: { kind: "provider_error", status: 500, message: expect.stringContaining("Internal Error.") } });
  });

  it("no answer in time is a timeout, audited without a status", async () => {
    const { brand, ctx } = await ctxFor({ timeoutMs: 300 });
    fakeProviders().next({ delayMs: 1_500, json: {} });
    const r = await client().serp(UK_DESKTOP, ctx);
    expect(r).toMatchObject({ ok: false, failure: { kind: "timeout", message: expect.stringContaining("did not answer in time") } });
    const [row] = await auditRows(brand.id);
    expect(row).toMatchObject({ status: null, ok: false, errorCode: "timeout" });
  });

  it("a body that is not the documented shape is a provider error, and the 200 is marked failed", async () => {
    const { brand, ctx } = await ctxFor();
    fakeProviders().next({ raw: "<html><body>502 Bad Gateway</body></html>" }, { json: { status_code: 20000, tasks: [{ status_code: 20000, result: [{ items: [{ type: "organic", title: "no url or rank" }] }] }] } });
    expect(await client().serp(UK_DESKTOP, ctx)).toMatchObject({ ok: false, failure: { kind: "provider_error", message: expect.stringContaining("unexpected format") } });
    expect(await client().serp(UK_DESKTOP, ctx)).toMatchObject({ ok: false, failure: { kind: "provider_error", message: expect.stringContaining("rank_group") } });
    expect((await auditRows(brand.id)).map((x) => [x.ok, x.errorCode])).toEqual([
      [false, "provider_error"],
      [false, "provider_error"],
    ]);
  });

  it("the budget check runs before a paid call with its worst-case cost, and a refusal sends nothing", async () => {
    const { brand, ctx } = await ctxFor();
    const asked: number[] = [];
    const r = await client().serp(UK_DESKTOP, { ...ctx, checkBudget: async (usd) => (asked.push(usd), "This month's SEO budget of $5.00 is used up.") }, { depth: 30 });
    expect(asked).toEqual([0.006]);
    expect(r).toEqual({ ok: false, failure: { kind: "budget", message: "This month's SEO budget of $5.00 is used up." } });
    expect(fakeProviders().requests).toHaveLength(0);
    expect(await auditRows(brand.id)).toHaveLength(0);
  });
});
