/**
 * The SEO engine against the real database: the keyword store (upsert, figures per source, the
 * sorted/filtered list), the shared SERP cache (two brands, one provider call, the saving in the
 * audit, and the wall around it), the budget cap, and the rank check through the job runner with a
 * drop alert. SERPs come from an in-process fake SerpSource; the HTTP provider clients are tested
 * against their loopback fakes in modules/seo/providers' own tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, apiCalls, brands, seoKeywords, seoRankChecks, seoSerps, seoSettings, webhookDeliveries, webhookSettings } from "@/db/schema";
import { scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { JobRunner, listJobs } from "@/lib/jobs";
import type { AuthUser } from "@/lib/auth/types";
import type { SerpSource } from "@/modules/seo/serp-source";
import type { ProviderResult, Serp, SerpQuery } from "@/modules/seo/types";
import { actAs } from "../helpers/session";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const store = await import("@/modules/seo/queries/keywords");
const groups = await import("@/modules/seo/queries/groups");
const { getSerp, serpCacheSavings, CACHE_HIT_PURPOSE } = await import("@/modules/seo/serp-cache");
const { setSerpSourceResolver } = await import("@/modules/seo/serp-source");
const { updateSeoSettings, DEFAULT_SEO_SETTINGS } = await import("@/modules/seo/queries/settings");
const { SEO_RANK_CHECK_TASK, SEO_RANK_CHECKS_TASK, enqueueDueRankChecks } = await import("@/modules/seo/jobs");
// The drop alert queues a webhook delivery: its task must be defined (and so its queue made) as at process start.
await import("@/modules/webhooks/jobs");

/** An in-process SERP provider: answers from `results` by keyword, counts its calls, costs $0.002 a call. */
function fakeSource(results: (q: SerpQuery) => { domain: string; url?: string }[], cost = 0.002) {
  const calls: (SerpQuery & { brandId: string })[] = [];
  const source: SerpSource = {
    provider: "dataforseo",
    maxCostUsd: cost,
    fetchSerp: async (scope: BrandScope, q: SerpQuery): Promise<ProviderResult<Serp>> => {
      calls.push({ ...q, brandId: scope.brandId });
      // What a real client records through lib/http: the paid call in the brand's audit.
      await withScope(scope, (tx) =>
        tx.insert(apiCalls).values({ brandId: scope.brandId, userId: scope.userId, provider: "dataforseo", purpose: "seo.serp", method: "POST", host: "api.dataforseo.com", path: "/v3/serp/google/organic/live/advanced", status: 200, ok: true, latencyMs: 5, costUsd: cost.toFixed(6) }),
      );
      const organic = results(q).map((r, i) => ({ position: i + 1, url: r.url ?? `https://${r.domain}/${q.keyword.replace(/ /g, "-")}`, domain: r.domain, title: `${r.domain} result`, snippet: null }));
      return { ok: true, costUsd: cost, value: { ...q, provider: "dataforseo", fetchedAt: new Date(), organic, features: ["people_also_ask"], peopleAlsoAsk: ["Is cold brew stronger?"], aiOverview: null, totalResults: 1000 } };
    },
  };
  return { source, calls };
}

const others = (n: number): { domain: string; url?: string }[] => Array.from({ length: n }, (_, i) => ({ domain: `other${i + 1}.example` }));

async function brandWith(owner: AuthUser, name: string, website: string): Promise<BrandScope> {
  const brand = await createBrand(owner, name);
  await getDb().update(brands).set({ website }).where(eq(brands.id, brand.id));
  return scopeFor(owner, brand.id);
}

beforeEach(() => actAs(null));
afterEach(() => setSerpSourceResolver(null));

describe("keyword store", () => {
  it("adds typed keywords once per brand, merges figures per source and lists them sorted and filtered", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "Northwind Store", "https://northwind.example");
    expect(await store.addKeywords(scope, ["Cold Brew Coffee", "cold  brew coffee", "decaf beans", "espresso machine"], ["launch"])).toEqual({ added: 3, existing: 0 });
    expect(await store.addKeywords(scope, ["COLD BREW COFFEE"])).toEqual({ added: 0, existing: 1 });

    const fetchedAt = new Date("2026-01-15T10:00:00Z");
    const ids = await withScope(scope, async (tx) => (await store.upsertKeywords(tx, scope, [{ keyword: "cold brew coffee" }, { keyword: "decaf beans" }], "keyword_planner")).ids);
    const figures = (source: "keyword_planner" | "semrush", volume: number, at: Date) =>
      ["cold brew coffee", "decaf beans"].map((key, i) => ({ keywordId: ids.get(key)!, volume: volume * (i + 1), monthly: null, cpcUsd: 1.25, difficulty: null, competition: 0.4, intent: null, source, fetchedAt: at }));
    const first = await withScope(scope, (tx) => store.mergeFigures(tx, scope, figures("keyword_planner", 1000, fetchedAt)));
    expect(first).toEqual({ added: 2, updated: 0, unchanged: 0 });
    const again = await withScope(scope, (tx) => store.mergeFigures(tx, scope, figures("keyword_planner", 1000, new Date())));
    expect(again).toEqual({ added: 0, updated: 0, unchanged: 2 });
    // A newer figure from another source is the one shown; both stay stored with source and time.
    await withScope(scope, (tx) => store.mergeFigures(tx, scope, figures("semrush", 5000, new Date("2026-02-01T00:00:00Z"))));

    const byVolume = await store.listKeywords(scope, { sort: "volume" });
    expect(byVolume.total).toBe(3);
    expect(byVolume.rows.map((r) => [r.keyword, r.volume])).toEqual([
      ["decaf beans", 10000],
      ["Cold Brew Coffee", 5000],
      ["espresso machine", null],
    ]);
    expect(byVolume.rows[0]!.sources).toEqual(["keyword_planner", "semrush"]);
    expect(byVolume.rows[2]!.tags).toEqual(["launch"]);

    const filtered = await store.listKeywords(scope, { q: "brew", minVolume: 1000 });
    expect(filtered.rows.map((r) => r.keyword)).toEqual(["Cold Brew Coffee"]);
    const paged = await store.listKeywords(scope, { sort: "keyword", pageSize: 2, page: 2 });
    expect(paged.rows.map((r) => r.keyword)).toEqual(["espresso machine"]);

    const id = byVolume.rows[1]!.id;
    expect(await store.tagKeywords(scope, [id], ["Priority"], ["launch"])).toEqual({ changed: 1 });
    expect(await store.setKeywordsTracked(scope, [id], true)).toEqual({ changed: 1 });
    expect((await store.listKeywords(scope, { tracked: true, tags: ["Priority"] })).rows.map((r) => r.id)).toEqual([id]);
    expect(await store.deleteKeywords(scope, [id])).toEqual({ deleted: 1 });
    expect((await store.listKeywords(scope)).total).toBe(2);
  });

  it("keeps focus keyword groups with their keywords, focus keyword and target URL", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "Group Brand", "https://groups.example");
    await store.addKeywords(scope, ["cold brew ratio", "cold brew recipe", "espresso grind size"]);
    const kws = (await store.listKeywords(scope, { sort: "keyword" })).rows;
    const [ratio, recipe, espresso] = kws;
    const { id } = await groups.createKeywordGroup(scope, { name: "Cold brew", method: "lexical", keywordIds: [ratio!.id, recipe!.id], focusKeywordId: recipe!.id });
    await groups.updateKeywordGroup(scope, id, { targetUrl: "https://groups.example/cold-brew" });
    await expect(groups.createKeywordGroup(scope, { name: " cold BREW " })).rejects.toThrow(/already exists/);
    expect(await groups.listKeywordGroups(scope)).toEqual([
      { id, name: "Cold brew", method: "lexical", focusKeywordId: recipe!.id, focusKeyword: "cold brew recipe", targetUrl: "https://groups.example/cold-brew", keywords: 2, volume: 0 },
    ]);
    expect((await store.listKeywords(scope, { group: id, sort: "keyword" })).rows.map((r) => [r.keyword, r.groupName])).toEqual([
      ["cold brew ratio", "Cold brew"],
      ["cold brew recipe", "Cold brew"],
    ]);
    expect((await store.listKeywords(scope, { group: "none" })).rows.map((r) => r.id)).toEqual([espresso!.id]);
    await store.deleteKeywords(scope, [recipe!.id]);
    expect((await groups.listKeywordGroups(scope))[0]).toMatchObject({ focusKeywordId: null, keywords: 1 });
    await groups.deleteKeywordGroup(scope, id);
    expect((await store.listKeywords(scope, { group: "none" })).total).toBe(2);
  });

  it("uses brand_id-leading indexes for the list's sorts", async () => {
    // The test table is tiny, so a sequential scan or an explicit sort would win on cost; forbid both to see
    // which index serves each sort (PostgreSQL 15 otherwise sorts a handful of rows read off another index).
    const planFor = (order: string) =>
      getDb().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const rows = await tx.execute<{ "QUERY PLAN": string }>(
          sql.raw(`explain select id from seo_keywords where brand_id = '00000000-0000-4000-8000-000000000000' order by ${order} limit 50`),
        );
        return rows.map((r) => r["QUERY PLAN"]).join("\n");
      });
    expect(await planFor("volume desc nulls last, id desc nulls last")).toMatch(/seo_keywords_brand_volume_idx/);
    expect(await planFor("volume asc nulls first, id asc nulls first")).toMatch(/seo_keywords_brand_volume_idx/);
    expect(await planFor("difficulty asc nulls last, id asc")).toMatch(/seo_keywords_brand_difficulty_idx/);
    expect(await planFor("position desc nulls first, id desc")).toMatch(/seo_keywords_brand_position_idx/);
    expect(await planFor("created_at desc, id desc")).toMatch(/seo_keywords_brand_created_idx/);
    expect(await planFor("keyword_key asc")).toMatch(/seo_keywords_brand_key/);
    for (const plan of [await planFor("volume desc nulls last, id desc nulls last"), await planFor("created_at desc, id desc")]) expect(plan).not.toMatch(/Sort Key/);
  });
});

describe("shared SERP cache", () => {
  it("fetches a SERP once for two brands of the deployment and records the saving", async () => {
    const owner = await createUser();
    const a = await brandWith(owner, "Cache A", "https://a.example");
    const otherOwner = await createUser();
    const b = await brandWith(otherOwner, "Cache B", "https://b.example");
    await store.addKeywords(a, ["pour over kettle"]);
    await store.addKeywords(b, ["Pour Over Kettle"]);
    const { source, calls } = fakeSource(() => others(10));
    const q = { keyword: "pour over kettle", location: "United Kingdom", language: "en", device: "desktop" as const };

    const first = await getSerp(a, q, { source });
    const second = await getSerp(b, { ...q, keyword: "Pour Over Kettle" }, { source });
    expect(calls).toHaveLength(1);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.value.cached).toBe(false);
    expect(second.value.cached).toBe(true);
    expect(second.value.id).toBe(first.value.id);

    const [hit] = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, b.brandId), eq(apiCalls.purpose, CACHE_HIT_PURPOSE)));
    expect(hit).toMatchObject({ costUsd: "0.000000", path: `/seo-serps/${first.value.id}` });
    expect(await serpCacheSavings(b)).toEqual({ hits: 1, savedUsd: 0.002 });

    // The wall: a brand without the keyword can neither reach the SERP through getSerp nor read the row.
    const c = await brandWith(await createUser(), "Cache C", "https://c.example");
    await expect(getSerp(c, q, { source })).rejects.toThrow(/not one of the brand's keywords/);
    const visible = await withScope(c, (tx) => tx.select({ id: seoSerps.id }).from(seoSerps));
    expect(visible.map((r) => r.id)).not.toContain(first.value.id);
    const writable = withScope(a, (tx) => tx.update(seoSerps).set({ provider: "serper" }).where(eq(seoSerps.id, first.value.id)).returning({ id: seoSerps.id }));
    expect(await writable).toEqual([]);
  });

  it("refuses a paid call over the monthly budget and says so", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "Budget Brand", "https://budget.example");
    await store.addKeywords(scope, ["moka pot", "french press"]);
    await updateSeoSettings(scope, { ...DEFAULT_SEO_SETTINGS, monthlyBudgetUsd: 0.01 });
    const { source, calls } = fakeSource(() => others(3), 0.006);
    const q = { location: "United States", language: "en", device: "desktop" as const };
    expect((await getSerp(scope, { ...q, keyword: "moka pot" }, { source })).ok).toBe(true);
    const refused = await getSerp(scope, { ...q, keyword: "french press" }, { source });
    expect(refused).toMatchObject({ ok: false, failure: { kind: "budget" } });
    if (!refused.ok) expect(refused.failure.message).toMatch(/Stopped before exceeding this month's SEO budget of \$0\.01/);
    expect(calls).toHaveLength(1);
  });

  it("says what to connect when no SERP provider is configured", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "No Provider", "https://none.example");
    await store.addKeywords(scope, ["aeropress"]);
    const r = await getSerp(scope, { keyword: "aeropress", location: "United States", language: "en", device: "mobile" });
    expect(r).toMatchObject({ ok: false, failure: { kind: "not_configured" } });
  });
});

describe("rank check", () => {
  it("runs on the job runner's schedule, stores the day's positions and alerts on a drop", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "Rank Brand", "https://www.rankbrand.example");
    await store.addKeywords(scope, ["rank keyword one", "rank keyword two", "untracked keyword"]);
    const list = await store.listKeywords(scope, { sort: "keyword" });
    await store.setKeywordsTracked(scope, list.rows.filter((r) => r.keyword.startsWith("rank")).map((r) => r.id), true);
    await getDb().insert(webhookSettings).values({ brandId: scope.brandId, webhookUrl: "https://hooks.rank.example/seo", webhookType: "seo_rank_drop", eventTypes: ["seo_rank_drop"] });

    let ownPosition = 2;
    const { source, calls } = fakeSource((q) => {
      const list = others(20);
      if (q.keyword === "rank keyword one") list.splice(ownPosition - 1, 0, { domain: "rankbrand.example", url: "https://rankbrand.example/one" });
      return list;
    });
    setSerpSourceResolver(async () => source);

    // Yesterday's check, as the tick would have run it.
    const yesterday = new Date(Date.now() - 86_400_000);
    const { runRankCheck } = await import("@/modules/seo/rank-check");
    expect(await runRankCheck(scope, { now: yesterday })).toMatchObject({ tracked: 2, checked: 2, alerts: 0, stopped: null });

    // Today: the hourly tick finds the brand due (its first scheduled check) and the runner runs it.
    ownPosition = 12;
    await getDb().update(seoSettings).set({ nextRankCheckAt: null }).where(eq(seoSettings.brandId, scope.brandId));
    const runner = new JobRunner({ workerId: "seo-test", tasks: [SEO_RANK_CHECKS_TASK, SEO_RANK_CHECK_TASK] });
    expect(await enqueueDueRankChecks()).toContain(scope.brandId);
    await runner.runDueOnce();
    const [job] = await listJobs(getDb(), sql`task = ${SEO_RANK_CHECK_TASK} and brand_id = ${scope.brandId}`);
    expect(job?.status, JSON.stringify(job)).toBe("succeeded");
    // On a shared server database other files' brands may be due too; count this brand's calls.
    expect(calls.filter((c) => c.brandId === scope.brandId)).toHaveLength(4);

    const history = await getDb().select().from(seoRankChecks).where(eq(seoRankChecks.brandId, scope.brandId)).orderBy(seoRankChecks.day);
    expect(history.filter((h) => h.url?.includes("/one")).map((h) => h.position)).toEqual([2, 12]);
    const [kw] = await getDb().select().from(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, "rank keyword one")));
    expect(kw).toMatchObject({ position: 12, positionUrl: "https://rankbrand.example/one" });

    const alerts = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, scope.brandId), eq(activityLogs.actionType, "seo_rank_drop")));
    expect(alerts.map((a) => a.userAction)).toEqual(['"rank keyword one" dropped from position 2 to position 12 (United States, desktop)']);
    const deliveries = await getDb().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.brandId, scope.brandId), eq(webhookDeliveries.eventType, "seo_rank_drop")));
    expect(deliveries).toHaveLength(1);

    // The next due time is tomorrow's hour; a second tick today enqueues nothing for the brand.
    const [settings] = await getDb().select().from(seoSettings).where(eq(seoSettings.brandId, scope.brandId));
    expect(settings!.nextRankCheckAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await enqueueDueRankChecks()).not.toContain(scope.brandId);
  });
});
