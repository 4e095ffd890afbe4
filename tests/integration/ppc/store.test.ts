/**
 * The one writer of reports: storing the same report twice replaces its rows instead of doubling them,
 * repeated keys in one report are summed, keywords land once in the SEO keyword store, and a brand's
 * rows never mix with another's.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { ppcAdGroups, ppcCampaignDays, ppcCampaigns, ppcKeywords, ppcSearchTerms, seoKeywords } from "@/db/schema";
import { scopeFor, withScope } from "@/lib/brand-scope";
import { storeReport } from "@/modules/ppc/store";
import type { PpcReport, SearchTermRow } from "@/modules/ppc/rows";
import { createBrand, createUser } from "../helpers/factories";

async function world() {
  const owner = await createUser();
  const brand = await createBrand(owner, `Northwind PPC ${Math.random().toString(36).slice(2, 7)}`);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

const zero = { cost: 0, clicks: 0, impressions: 0, conversions: 0, conversionValue: 0 };
const term = (t: string, over: Partial<SearchTermRow> = {}): SearchTermRow => ({
  network: "google_ads",
  campaign: "Coffee - Search",
  adGroup: "Cold brew",
  term: t,
  keywordText: "[cold brew coffee]",
  matchType: "Exact match",
  from: "2026-01-01",
  to: "2026-01-31",
  ...zero,
  cost: 12.345,
  clicks: 10,
  impressions: 100,
  ...over,
});

describe("storeReport", () => {
  it("re-storing a search term report replaces its rows; repeats in one report are summed", async () => {
    const { brand, scope } = await world();
    const report: PpcReport = {
      kind: "search_term",
      rows: [term("cold brew coffee"), term("Cold  Brew Coffee", { clicks: 5, cost: 1 }), term("free coffee", { adGroup: "Generic" })],
    };
    const first = await withScope(scope, (tx) => storeReport(tx, brand.id, report, { source: "import", importId: null, userId: scope.userId }));
    expect(first).toMatchObject({ rowsStored: 2, rowsAdded: 2, rowsMerged: 1, campaigns: 1, adGroups: 2 });
    const again = await withScope(scope, (tx) => storeReport(tx, brand.id, report, { source: "import", importId: null }));
    expect(again).toMatchObject({ rowsStored: 2, rowsAdded: 0 });
    const rows = await getDb().select().from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, brand.id)).orderBy(ppcSearchTerms.termKey);
    expect(rows.map((r) => [r.termKey, r.clicks, r.cost, r.keywordText, r.matchType])).toEqual([
      ["cold brew coffee", 15, "13.35", "cold brew coffee", "exact"],
      ["free coffee", 10, "12.35", "cold brew coffee", "exact"],
    ]);
    expect(await getDb().select().from(ppcCampaigns).where(eq(ppcCampaigns.brandId, brand.id))).toHaveLength(1);
    expect(await getDb().select().from(ppcAdGroups).where(eq(ppcAdGroups.brandId, brand.id))).toHaveLength(2);

    // A later period is new rows, not a replacement.
    await withScope(scope, (tx) => storeReport(tx, brand.id, { kind: "search_term", rows: [term("cold brew coffee", { from: "2026-02-01", to: "2026-02-28" })] }, { source: "import", importId: null }));
    expect(await getDb().select().from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, brand.id))).toHaveLength(3);
  });

  it("keywords join the SEO keyword store once; campaign days upsert and keep the campaign's attributes", async () => {
    const { brand, scope } = await world();
    const kw = (keyword: string, matchType: "exact" | "phrase" | "broad", clicks: number) => ({
      network: "google_ads" as const,
      campaign: "Coffee - Search",
      campaignExternalId: "123",
      adGroup: "Cold brew",
      keyword,
      matchType,
      qualityScore: 7,
      maxCpc: 1.5,
      status: "Paused",
      from: "2026-01-01",
      to: "2026-01-31",
      ...zero,
      clicks,
    });
    const report: PpcReport = { kind: "keyword", rows: [kw("[cold brew coffee]", "exact", 3), kw('"cold brew coffee"', "phrase", 4)] };
    const first = await withScope(scope, (tx) => storeReport(tx, brand.id, report, { source: "import", importId: null, userId: scope.userId }));
    expect(first).toMatchObject({ rowsStored: 2, keywordsAdded: 1 });
    const again = await withScope(scope, (tx) => storeReport(tx, brand.id, { kind: "keyword", rows: [kw("[cold brew coffee]", "exact", 9)] }, { source: "import", importId: null }));
    expect(again).toMatchObject({ rowsStored: 1, keywordsAdded: 0 });
    const keywords = await getDb().select().from(seoKeywords).where(eq(seoKeywords.brandId, brand.id));
    expect(keywords.map((k) => [k.keyword, k.source])).toEqual([["cold brew coffee", "google_ads"]]);
    const paid = await getDb().select().from(ppcKeywords).where(eq(ppcKeywords.brandId, brand.id)).orderBy(ppcKeywords.matchType);
    expect(paid.map((p) => [p.matchType, p.clicks, p.qualityScore, p.maxCpc])).toEqual([
      ["exact", 9, 7, "1.50"],
      ["phrase", 4, 7, "1.50"],
    ]);

    const day = (d: string, clicks: number) => ({ network: "google_ads" as const, campaign: "Coffee - Search", campaignExternalId: "123", status: "Enabled", dailyBudget: 50, day: d, spanDays: 1, ...zero, clicks });
    await withScope(scope, (tx) => storeReport(tx, brand.id, { kind: "campaign", rows: [day("2026-01-01", 1), day("2026-01-02", 2)] }, { source: "import", importId: null }));
    await withScope(scope, (tx) => storeReport(tx, brand.id, { kind: "campaign", rows: [day("2026-01-02", 5)] }, { source: "import", importId: null }));
    const days = await getDb().select().from(ppcCampaignDays).where(eq(ppcCampaignDays.brandId, brand.id)).orderBy(ppcCampaignDays.day);
    expect(days.map((d) => [d.day, d.clicks])).toEqual([
      ["2026-01-01", 1],
      ["2026-01-02", 5],
    ]);
    const [campaign] = await getDb().select().from(ppcCampaigns).where(and(eq(ppcCampaigns.brandId, brand.id), eq(ppcCampaigns.campaignKey, "123")));
    expect(campaign).toMatchObject({ status: "Enabled", dailyBudget: "50.00", name: "Coffee - Search" });
    // A later keyword report's "Paused" is the keyword's status, not the campaign's.
    await withScope(scope, (tx) => storeReport(tx, brand.id, { kind: "keyword", rows: [kw("[cold brew coffee]", "exact", 9)] }, { source: "import", importId: null }));
    const [still] = await getDb().select().from(ppcCampaigns).where(eq(ppcCampaigns.brandId, brand.id));
    expect(still!.status).toBe("Enabled");
    expect((await getDb().select().from(ppcKeywords).where(eq(ppcKeywords.brandId, brand.id)))[0]!.status).toBe("Paused");
  });

  it("one campaign and ad group whether a report names them by id or by name, in either order", async () => {
    const { brand, scope } = await world();
    const store = (report: PpcReport) => withScope(scope, (tx) => storeReport(tx, brand.id, report, { source: "import", importId: null }));
    // An export without ids first, then an API sync with ids: the named rows are adopted, the terms replaced.
    await store({ kind: "search_term", rows: [term("cold brew coffee")] });
    const synced = await store({ kind: "search_term", rows: [term("cold brew coffee", { campaignExternalId: "777", adGroupExternalId: "888", clicks: 11 })] });
    expect(synced).toMatchObject({ rowsStored: 1, rowsAdded: 0 });
    // A campaign report with ids, then another export without: still the same campaign.
    await store({ kind: "campaign", rows: [{ network: "google_ads", campaign: "Coffee - Search", campaignExternalId: "777", day: "2026-01-01", spanDays: 1, ...zero }] });
    await store({ kind: "search_term", rows: [term("cold brew coffee", { clicks: 12 })] });
    const campaigns = await getDb().select().from(ppcCampaigns).where(eq(ppcCampaigns.brandId, brand.id));
    expect(campaigns.map((c) => [c.campaignKey, c.externalId])).toEqual([["777", "777"]]);
    expect((await getDb().select().from(ppcAdGroups).where(eq(ppcAdGroups.brandId, brand.id))).map((g) => g.adGroupKey)).toEqual(["888"]);
    const terms = await getDb().select().from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, brand.id));
    expect(terms.map((t) => t.clicks)).toEqual([12]);
  });

  it("keeps two brands' identical reports apart", async () => {
    const a = await world();
    const b = await world();
    const report: PpcReport = { kind: "search_term", rows: [term("cold brew coffee")] };
    await withScope(a.scope, (tx) => storeReport(tx, a.brand.id, report, { source: "import", importId: null }));
    await withScope(b.scope, (tx) => storeReport(tx, b.brand.id, report, { source: "import", importId: null }));
    await withScope(a.scope, (tx) => storeReport(tx, a.brand.id, { kind: "search_term", rows: [term("cold brew coffee", { clicks: 99 })] }, { source: "import", importId: null }));
    const [rowB] = await getDb().select().from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, b.brand.id));
    expect(rowB!.clicks).toBe(10);
    // Under brand A's scope, brand B's rows do not exist.
    const seen = await withScope(a.scope, (tx) => tx.select().from(ppcSearchTerms));
    expect(seen.every((r) => r.brandId === a.brand.id)).toBe(true);
  });

  it("stores 20,000 search terms in a few statements", async () => {
    const { brand, scope } = await world();
    const rows = Array.from({ length: 20_000 }, (_, i) => term(`coffee term ${i}`, { adGroup: `Group ${i % 50}` }));
    const started = Date.now();
    const counts = await withScope(scope, (tx) => storeReport(tx, brand.id, { kind: "search_term", rows }, { source: "import", importId: null }));
    expect(counts).toMatchObject({ rowsStored: 20_000, adGroups: 50 });
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
