/**
 * /search-keywords against the real database: the URL → table state → page of paid keywords and of
 * search terms aggregated per term (filters, sorts, period), the organic position SEO keeps for the same
 * keyword and the "pays for clicks it already wins organically" overlap with its spend, the bulk actions
 * (planned keywords on the one seo_keywords record, negatives through the brand's list, a PPC group), and
 * that another brand's rows never show.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { ppcAdGroups, ppcCampaigns, ppcGroupKeywords, ppcGroups, ppcKeywords, ppcNegatives, ppcSearchTerms, ppcSettings, seoKeywords } from "@/db/schema";
import { NotFoundError, type BrandScope } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { brandWithScope } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const q = await import("@/modules/ppc/search-keywords/queries");
const bulk = await import("@/modules/ppc/search-keywords/bulk");
const actions = await import("@/modules/ppc/search-keywords/actions");

beforeEach(() => actAs(null));

type Seeded = { scope: BrandScope; owner: Awaited<ReturnType<typeof brandWithScope>>["owner"]; campaign: string; shoes: string; boots: string };

async function seeded(): Promise<Seeded> {
  const { scope, owner } = await brandWithScope();
  const db = getDb();
  const brandId = scope.brandId;
  await db.insert(ppcSettings).values({ brandId, currency: "EUR" });
  const [c] = await db.insert(ppcCampaigns).values({ brandId, network: "google_ads", campaignKey: "shoes", name: "Shoes", source: "import" }).returning();
  const [c2] = await db.insert(ppcCampaigns).values({ brandId, network: "microsoft_ads", campaignKey: "bing", name: "Bing Shoes", source: "import" }).returning();
  const [shoes] = await db.insert(ppcAdGroups).values({ brandId, campaignId: c!.id, adGroupKey: "running", name: "Running shoes" }).returning();
  const [boots] = await db.insert(ppcAdGroups).values({ brandId, campaignId: c!.id, adGroupKey: "boots", name: "Boots" }).returning();
  const [bing] = await db.insert(ppcAdGroups).values({ brandId, campaignId: c2!.id, adGroupKey: "bing", name: "Bing running" }).returning();
  // SEO already ranks #2 for "running shoes" and #15 for "trail shoes".
  const kw = await db
    .insert(seoKeywords)
    .values([
      { brandId, keyword: "running shoes", keywordKey: "running shoes", source: "manual", position: 2, positionUrl: "https://example.com/running" },
      { brandId, keyword: "trail shoes", keywordKey: "trail shoes", source: "manual", position: 15 },
      { brandId, keyword: "winter boots", keywordKey: "winter boots", source: "manual" },
    ])
    .returning();
  const id = (k: string) => kw.find((r) => r.keywordKey === k)!.id;
  await db.insert(ppcKeywords).values([
    { brandId, keywordId: id("running shoes"), adGroupId: shoes!.id, matchType: "exact", qualityScore: 8, maxCpc: "1.20", source: "import", cost: "120", clicks: 100, impressions: 1000, conversions: "5", conversionValue: "600" },
    { brandId, keywordId: id("trail shoes"), adGroupId: shoes!.id, matchType: "phrase", qualityScore: 5, source: "import", cost: "40", clicks: 20, impressions: 800, conversions: "0", conversionValue: "0" },
    { brandId, keywordId: id("winter boots"), adGroupId: boots!.id, matchType: "broad", source: "import", cost: "300", clicks: 60, impressions: 3000, conversions: "2", conversionValue: "100" },
  ]);
  const term = (t: string, adGroupId: string, campaignId: string, day: string, cost: number, clicks: number, conv: number, network: "google_ads" | "microsoft_ads" = "google_ads", matchType = "exact", keywordText = t) => ({
    brandId,
    network,
    campaignId,
    adGroupId,
    term: t,
    termKey: t.toLowerCase(),
    keywordText,
    matchType,
    periodFrom: day,
    periodTo: day,
    cost: String(cost),
    clicks,
    impressions: clicks * 10,
    conversions: String(conv),
    conversionValue: String(conv * 50),
    rowKey: `${adGroupId}|${t}|${day}|${network}`,
  });
  await db.insert(ppcSearchTerms).values([
    term("running shoes", shoes!.id, c!.id, "2026-10-30", 50, 40, 2),
    term("running shoes", shoes!.id, c!.id, "2026-10-01", 30, 20, 1),
    term("running shoes", bing!.id, c2!.id, "2026-10-30", 10, 5, 0, "microsoft_ads"),
    term("Cheap running shoes", shoes!.id, c!.id, "2026-10-29", 25, 30, 0, "google_ads", "phrase (close variant)", "running shoes"),
    term("trail shoes", shoes!.id, c!.id, "2026-10-30", 8, 4, 0, "google_ads", "broad", "trail shoes"),
    term("winter boots", boots!.id, c!.id, "2026-09-01", 100, 10, 1, "google_ads", "broad", "winter boots"),
  ]);
  return { scope, owner, campaign: c!.id, shoes: shoes!.id, boots: boots!.id };
}

const page = (scope: BrandScope, search: string) => q.loadSearchKeywords(scope, Object.fromEntries(new URLSearchParams(search)));

describe("search terms tab", () => {
  it("aggregates per term over ad groups and days, with the ad groups, match types, keywords and organic position", async () => {
    const { scope } = await seeded();
    const d = await page(scope, "tab=terms");
    expect(d.hasData).toBe(true);
    expect(d.currency).toBe("EUR");
    expect(d.terms!.total).toBe(4);
    // Default sort: cost, highest first.
    expect(d.terms!.rows.map((r) => r.term)).toEqual(["winter boots", "running shoes", "Cheap running shoes", "trail shoes"]);
    const running = d.terms!.rows.find((r) => r.termKey === "running shoes")!;
    expect(running).toMatchObject({ cost: 90, clicks: 65, conversions: 3, position: 2, positionUrl: "https://example.com/running", adGroupCount: 2 });
    expect(running.adGroups.map((g) => `${g.campaign} › ${g.name}`).sort()).toEqual(["Bing Shoes › Bing running", "Shoes › Running shoes"]);
    expect(d.terms!.rows.find((r) => r.termKey === "cheap running shoes")).toMatchObject({ matchTypes: ["phrase (close variant)"], keywords: ["running shoes"], position: null });
    // Organic overlap: only "running shoes" ranks 1–3; its paid spend is counted.
    expect(d.terms!.overlap).toEqual({ terms: 1, cost: 90 });
  });

  it("filters by period (from the latest day), network, campaign, ad group, match type, text, thresholds, no conversions and organic wins", async () => {
    const { scope, shoes, boots } = await seeded();
    const terms = async (s: string) => (await page(scope, `tab=terms&${s}`)).terms!.rows.map((r) => r.termKey).sort();
    expect(await terms("period=7d")).toEqual(["cheap running shoes", "running shoes", "trail shoes"]);
    expect((await page(scope, "tab=terms&period=7d")).terms!.rows.find((r) => r.termKey === "running shoes")!.cost).toBe(60);
    expect(await terms("network=microsoft_ads")).toEqual(["running shoes"]);
    expect(await terms(`adgroup=${boots}`)).toEqual(["winter boots"]);
    expect(await terms(`adgroup=${shoes}&match=phrase`)).toEqual(["cheap running shoes"]);
    expect(await terms("q=RUNNING")).toEqual(["cheap running shoes", "running shoes"]);
    expect(await terms("q=100%25")).toEqual([]);
    expect(await terms("minclicks=30")).toEqual(["cheap running shoes", "running shoes"]);
    expect(await terms("mincost=90")).toEqual(["running shoes", "winter boots"]);
    expect(await terms("noconv=1")).toEqual(["cheap running shoes", "trail shoes"]);
    expect(await terms("organic=top3")).toEqual(["running shoes"]);
    expect(await terms("adgroup=planned")).toEqual([]);
    // A malformed filter is ignored, never an error.
    expect(await terms("minclicks=lots&campaign=nope")).toHaveLength(4);
  });

  it("sorts on every metric with ratios of sums, and pages with a total", async () => {
    const { scope } = await seeded();
    const order = async (sort: string) => (await page(scope, `tab=terms&sort=${sort}`)).terms!.rows.map((r) => r.termKey);
    expect(await order("term")).toEqual(["cheap running shoes", "running shoes", "trail shoes", "winter boots"]);
    expect((await order("-clicks"))[0]).toBe("running shoes");
    // CPA: cost / conversions; terms without conversions have none and go last either way.
    expect(await order("cpa")).toEqual(["running shoes", "winter boots", "cheap running shoes", "trail shoes"]);
    expect((await order("-roas"))[0]).toBe("running shoes");
    expect(await order("position")).toEqual(["running shoes", "trail shoes", "cheap running shoes", "winter boots"]);
    const p2 = await page(scope, "tab=terms&size=25&page=2");
    // A page past the end shows the first page.
    expect(p2.terms!.rows).toHaveLength(4);
  });
});

describe("keywords tab", () => {
  it("lists paid keywords with campaign › ad group, quality score and the organic position, filtered and sorted", async () => {
    const { scope, boots } = await seeded();
    const d = await page(scope, "");
    expect(d.tab).toBe("keywords");
    expect(d.keywords!.total).toBe(3);
    expect(d.keywords!.rows[0]).toMatchObject({ keyword: "winter boots", campaign: "Shoes", adGroup: "Boots", matchType: "broad", network: "google_ads" });
    expect(d.keywords!.rows.find((r) => r.keyword === "running shoes")).toMatchObject({ qualityScore: 8, maxCpc: 1.2, position: 2, cost: 120 });
    expect(d.keywords!.overlap).toEqual({ terms: 1, cost: 120 });
    const kws = async (s: string) => (await page(scope, s)).keywords!.rows.map((r) => r.keyword);
    expect(await kws("organic=top3")).toEqual(["running shoes"]);
    expect(await kws("noconv=1")).toEqual(["trail shoes"]);
    expect(await kws(`adgroup=${boots}`)).toEqual(["winter boots"]);
    expect(await kws("match=phrase")).toEqual(["trail shoes"]);
    expect(await kws("sort=-qualityScore")).toEqual(["running shoes", "trail shoes", "winter boots"]);
    expect(await kws("sort=-convRate")).toEqual(["running shoes", "winter boots", "trail shoes"]);
  });
});

describe("bulk actions", () => {
  it("plans terms as keywords on their one keyword record, and says which were already planned", async () => {
    const { scope } = await seeded();
    const first = await bulk.addTermsAsKeywords(scope, ["running shoes", "Cheap running shoes"], "exact");
    expect(first).toEqual({ added: 2, existing: 0 });
    expect(await bulk.addTermsAsKeywords(scope, ["cheap running shoes"], "exact")).toEqual({ added: 0, existing: 1 });
    const db = getDb();
    // "running shoes" reused SEO's record; "cheap running shoes" got one.
    const records = await db.select().from(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, "running shoes")));
    expect(records).toHaveLength(1);
    const planned = await page(scope, "adgroup=planned");
    expect(planned.keywords!.rows.map((r) => r.keyword).sort()).toEqual(["Cheap running shoes", "running shoes"]);
    expect(planned.keywords!.rows.every((r) => r.adGroup === null && r.matchType === "exact")).toBe(true);
  });

  it("adds negatives to Brand negatives (skipping ones already there) and sends terms to a new or existing group", async () => {
    const { scope } = await seeded();
    expect(await bulk.addTermsAsNegatives(scope, ["cheap running shoes", "trail shoes"], "exact")).toEqual({ listName: "Brand negatives", added: 2, existing: 0 });
    expect(await bulk.addTermsAsNegatives(scope, ["cheap running shoes", "free shoes"], "exact")).toMatchObject({ added: 1, existing: 1 });
    expect(await bulk.addTermsAsNegatives(scope, ["cheap running shoes"], "phrase")).toMatchObject({ added: 1, existing: 0 });
    const negs = await getDb().select().from(ppcNegatives);
    expect(negs.filter((n) => n.textKey === "cheap running shoes").map((n) => n.matchType).sort()).toEqual(["exact", "phrase"]);

    const made = await bulk.sendTermsToGroup(scope, ["running shoes", "new term"], { newGroupName: "Running" });
    expect(made).toMatchObject({ groupName: "Running", created: true, added: 2, existing: 0 });
    const again = await bulk.sendTermsToGroup(scope, ["running shoes", "trail shoes"], { groupId: made.groupId });
    expect(again).toMatchObject({ created: false, added: 1, existing: 1 });
    const members = await getDb().select().from(ppcGroupKeywords).where(eq(ppcGroupKeywords.groupId, made.groupId));
    expect(members).toHaveLength(3);
  });

  it("answers bad input and another brand's group with clear errors, changing nothing", async () => {
    const a = await seeded();
    const b = await seeded();
    const [g] = await getDb().insert(ppcGroups).values({ brandId: b.scope.brandId, name: "B's group" }).returning();
    await expect(bulk.sendTermsToGroup(a.scope, ["running shoes"], { groupId: g!.id })).rejects.toThrow(NotFoundError);
    actAs(a.owner);
    const empty = await actions.addPpcTermsAsNegativesAction({ terms: [], matchType: "exact", brandId: a.scope.brandId } as never);
    expect(empty).toMatchObject({ ok: false });
    expect(!empty.ok && empty.error).toMatch(/Select at least one search term/);
    const neither = await actions.sendPpcTermsToGroupAction({ terms: ["x"], brandId: a.scope.brandId } as never);
    expect(!neither.ok && neither.error).toMatch(/Pick a group or name a new one/);
    // Bid on in an ad group already, "trail shoes" is not planned yet: planning it is new, the second time not.
    const plan = () => actions.addPpcTermsAsKeywordsAction({ terms: ["trail shoes"], matchType: "phrase", brandId: a.scope.brandId } as never);
    expect(await plan()).toEqual({ ok: true, data: { added: 1, existing: 0 } });
    expect(await plan()).toEqual({ ok: true, data: { added: 0, existing: 1 } });
  });
});

describe("isolation", () => {
  it("never shows another brand's keywords, terms, campaigns or organic positions", async () => {
    const a = await seeded();
    const b = await brandWithScope();
    const d = await page(b.scope, "tab=terms");
    expect(d.hasData).toBe(false);
    expect(d.options).toEqual({ campaigns: [], adGroups: [] });
    expect((await q.listPpcSearchTerms(b.scope, (await page(b.scope, "tab=terms")).state)).rows).toEqual([]);
    // Brand B's own term of the same text does not pick up A's organic position.
    await getDb().insert(ppcSearchTerms).values({ brandId: b.scope.brandId, network: "google_ads", term: "running shoes", termKey: "running shoes", periodFrom: "2026-10-01", periodTo: "2026-10-01", cost: "5", clicks: 1, rowKey: "b1" });
    const bTerms = (await page(b.scope, "tab=terms")).terms!;
    expect(bTerms.rows).toEqual([expect.objectContaining({ termKey: "running shoes", position: null, cost: 5, adGroups: [] })]);
    // A filter naming A's campaign shows nothing in B.
    expect((await page(b.scope, `tab=terms&campaign=${a.campaign}`)).terms!.rows).toEqual([]);
  });
});
