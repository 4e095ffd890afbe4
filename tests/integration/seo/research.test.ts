/**
 * /keyword-research against the real database: the URL → table state → page (filters, sorts, SERP
 * features from the shared cache), the export, saved views per person, and "Find ideas" / "Refresh
 * volumes" through the DataForSEO client against its loopback fake — stored with source and figures,
 * and every failure (no key, rejected key, out of credit, budget) told as what it is.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoKeywordFigures, seoKeywords, seoSerps } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { NotFoundError, scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { dataForSeoError, FAKE_KEYS } from "@/tests/support/fake-seo-providers";
import { actAs } from "../helpers/session";
import { addMember, createUser } from "../helpers/factories";
import { auditRows, brandWithScope, storeToken, withFakeSeoProviders } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const store = await import("@/modules/seo/queries/keywords");
const research = await import("@/modules/seo/queries/research");
const { findKeywordIdeas, refreshKeywordVolumes } = await import("@/modules/seo/research");
const { updateSeoSettings, DEFAULT_SEO_SETTINGS } = await import("@/modules/seo/queries/settings");
const { parseKeywordTable } = await import("@/modules/seo/research-inputs");
const { NO_KEYWORD_PROVIDER } = await import("@/modules/seo/providers/sources");

const fake = withFakeSeoProviders();
const settings = () => ({ baseUrls: { dataforseo: fake().baseUrl }, deploymentKeys: {} });

beforeEach(() => actAs(null));

async function seeded(): Promise<BrandScope> {
  const { scope } = await brandWithScope();
  await store.addKeywords(scope, ["cold brew coffee", "cold brew maker", "decaf beans", "espresso machine", "french press"], []);
  const ids = await withScope(scope, async (tx) => (await store.upsertKeywords(tx, scope, ["cold brew coffee", "cold brew maker", "decaf beans", "espresso machine"].map((keyword) => ({ keyword })), "manual")).ids);
  const at = new Date("2026-10-01T00:00:00Z");
  const fig = (key: string, volume: number, difficulty: number, position: number | null, intent: "commercial" | "informational") => ({
    keywordId: ids.get(key)!,
    volume,
    monthly: Array.from({ length: 12 }, (_, i) => ({ month: `2025-${String(i + 1).padStart(2, "0")}`, volume: volume + i * 10 })),
    cpcUsd: 1.5,
    difficulty,
    competition: 0.3,
    intent,
    position,
    source: "semrush" as const,
    fetchedAt: at,
  });
  await withScope(scope, (tx) =>
    store.mergeFigures(tx, scope, [
      fig("cold brew coffee", 5400, 45, 3, "commercial"),
      fig("cold brew maker", 880, 20, 14, "commercial"),
      fig("decaf beans", 1300, 60, null, "informational"),
      fig("espresso machine", 22000, 80, 42, "commercial"),
    ]),
  );
  return scope;
}

const page = (scope: BrandScope, search: string) => research.loadKeywordResearch(scope, Object.fromEntries(new URLSearchParams(search)));
const names = (rows: { keyword: string }[]) => rows.map((r) => r.keyword);

describe("the keyword table", () => {
  it("filters, sorts and pages from the URL, and shows nothing of another brand", async () => {
    const scope = await seeded();
    const other = await seeded();
    const all = await page(scope, "");
    expect(all.hasKeywords).toBe(true);
    expect(all.total).toBe(5);
    // Default: most searched first, keywords without a volume last.
    expect(names(all.rows)).toEqual(["espresso machine", "cold brew coffee", "decaf beans", "cold brew maker", "french press"]);
    expect(all.rows[0]!.monthly).toHaveLength(12);

    expect(names((await page(scope, "q=brew")).rows)).toEqual(["cold brew coffee", "cold brew maker"]);
    expect(names((await page(scope, "q=BREW%20co")).rows)).toEqual(["cold brew coffee"]);
    expect(names((await page(scope, "vmin=1000&vmax=6000")).rows)).toEqual(["cold brew coffee", "decaf beans"]);
    expect(names((await page(scope, "dmax=45&sort=difficulty")).rows)).toEqual(["cold brew maker", "cold brew coffee"]);
    expect(names((await page(scope, "pos=top3")).rows)).toEqual(["cold brew coffee"]);
    expect(names((await page(scope, "pos=top20")).rows)).toEqual(["cold brew maker"]);
    expect(names((await page(scope, "pos=unranked&sort=keyword")).rows)).toEqual(["decaf beans", "french press"]);
    expect(names((await page(scope, "intent=informational")).rows)).toEqual(["decaf beans"]);
    expect(names((await page(scope, "source=semrush&sort=-keyword")).rows)).toEqual(["espresso machine", "decaf beans", "cold brew maker", "cold brew coffee"]);
    // Reversed, keywords without a position come first (the index's backward order).
    expect(names((await page(scope, "sort=-position")).rows).slice(0, 2).sort()).toEqual(["decaf beans", "french press"]);
    expect(names((await page(scope, "sort=-position")).rows).slice(2)).toEqual(["espresso machine", "cold brew maker", "cold brew coffee"]);
    const paged = await page(scope, "sort=keyword&size=25&page=1");
    expect(paged.state.size).toBe(25);
    // Malformed filters fall back on their own, never an error.
    const bad = await page(scope, "vmin=lots&dmax=500&pos=top1000&group=not-a-uuid&q=decaf");
    expect(bad.state.filters).toEqual({ q: "decaf" });
    expect(names(bad.rows)).toEqual(["decaf beans"]);

    // Another brand's keywords with the same words are its own rows.
    const mine = new Set(all.rows.map((r) => r.id));
    expect((await page(other, "")).rows.some((r) => mine.has(r.id))).toBe(false);
    expect(all.exportHref).toBe("/keyword-research/export");
    expect((await page(scope, "q=brew&sort=keyword&page=2")).exportHref).toBe("/keyword-research/export?q=brew&sort=keyword");
  });

  it("filters by tracked, tag and group, and reads SERP features of the stored SERP at the brand's market", async () => {
    const scope = await seeded();
    const rows = (await page(scope, "sort=keyword")).rows;
    const id = (k: string) => rows.find((r) => r.keyword === k)!.id;
    await store.setKeywordsTracked(scope, [id("cold brew coffee"), id("french press")], true);
    await store.tagKeywords(scope, [id("decaf beans")], ["Evergreen"], []);
    const groups = await import("@/modules/seo/queries/groups");
    const g = await groups.createKeywordGroup(scope, { name: "Brewing", keywordIds: [id("cold brew maker"), id("french press")] });
    expect(names((await page(scope, "tracked=yes&sort=keyword")).rows)).toEqual(["cold brew coffee", "french press"]);
    expect((await page(scope, "tracked=no")).total).toBe(3);
    // Tags match as written (the GIN index on tags serves it); the chips in the table link to them.
    expect(names((await page(scope, "tag=Evergreen")).rows)).toEqual(["decaf beans"]);
    expect(names((await page(scope, `group=${g.id}&sort=keyword`)).rows)).toEqual(["cold brew maker", "french press"]);
    expect((await page(scope, "group=none")).total).toBe(3);

    // The shared SERP cache: the latest SERP at the brand's location/language/device gives the features.
    const day = (d: string) => ({ keywordKey: "cold brew coffee", location: DEFAULT_SEO_SETTINGS.location, language: DEFAULT_SEO_SETTINGS.language, device: DEFAULT_SEO_SETTINGS.device, provider: "dataforseo", fetchedAt: new Date(), organic: [], day: d });
    await getDb()
      .insert(seoSerps)
      .values([
        { ...day("2020-01-01"), features: ["video"] },
        { ...day("2020-01-02"), features: ["people_also_ask", "ai_overview"] },
        { ...day("2020-01-03"), device: "mobile", features: ["local_pack"] },
      ])
      .onConflictDoNothing();
    const withSerp = (await page(scope, "q=cold%20brew%20coffee")).rows[0]!;
    expect(withSerp.serpFeatures).toEqual(["people_also_ask", "ai_overview"]);
    expect((await page(scope, "q=decaf")).rows[0]!.serpFeatures).toBeNull();
  });

  it("exports every keyword of the filter in the table's order, or only the selected ones", async () => {
    const scope = await seeded();
    const state = parseKeywordTable(new URLSearchParams("q=brew&sort=keyword"));
    const rows = await research.listKeywordsForExport(scope, state);
    expect(rows.map((r) => [r.keyword, r.volume, r.cpcUsd, r.source])).toEqual([
      ["cold brew coffee", 5400, "1.50", "manual"],
      ["cold brew maker", 880, "1.50", "manual"],
    ]);
    const other = await seeded();
    const foreign = (await page(other, "")).rows.map((r) => r.id);
    const one = (await page(scope, "q=decaf")).rows[0]!.id;
    const picked = await research.listKeywordsForExport(scope, parseKeywordTable(new URLSearchParams("")), [one, ...foreign]);
    expect(picked.map((r) => r.keyword)).toEqual(["decaf beans"]);
    expect(await research.listKeywordsForExport(scope, parseKeywordTable(new URLSearchParams("")), [])).toEqual([]);
  });
});

describe("saved views", () => {
  it("keeps named filter sets per person and brand, replaces by name, and refuses another person's", async () => {
    const { scope, brand, owner } = await brandWithScope();
    const v = await research.saveKeywordView(scope, "Quick wins", "?pos=top20&vmin=100&bogus=1&sort=-volume&page=3");
    // Re-written by the table's own rules: unknown parameters and the page go, defaults are left out.
    expect(v.search).toBe("?vmin=100&pos=top20");
    const again = await research.saveKeywordView(scope, " quick WINS ", "?tracked=yes");
    expect(again.id).toBe(v.id);
    expect(await research.listSavedViews(scope)).toEqual([{ id: v.id, name: "quick WINS", search: "?tracked=yes" }]);

    // A colleague in the same brand has their own list.
    const colleague = await createUser();
    await addMember(brand.id, colleague, "member");
    const theirs = await scopeFor(colleague, brand.id);
    expect(await research.listSavedViews(theirs)).toEqual([]);
    await expect(research.deleteKeywordView(theirs, v.id)).rejects.toBeInstanceOf(NotFoundError);
    await research.deleteKeywordView(scope, v.id);
    expect(await research.listSavedViews(scope)).toEqual([]);
    expect(owner.id).toBe(scope.userId);
  });
});

describe("find ideas and refresh volumes (DataForSEO)", () => {
  it("says what to connect when no DataForSEO key exists, before any call", async () => {
    const { scope } = await brandWithScope();
    await expect(findKeywordIdeas(scope, "running shoes", 100, { settings: settings() })).rejects.toThrow(NO_KEYWORD_PROVIDER);
    expect(fake().requests).toHaveLength(0);
  });

  it("stores ideas as keywords with their figures and source, and a repeat changes nothing", async () => {
    const { scope, brand } = await brandWithScope();
    await storeToken(brand.id, "dataforseo", FAKE_KEYS.dataforseo);
    const out = await findKeywordIdeas(scope, "running shoes", 50, { settings: settings() });
    expect(out).toMatchObject({ ideas: 3, added: 3, updated: 0 });
    expect(fake().requests[0]!.path).toBe("/v3/dataforseo_labs/google/keyword_ideas/live");
    expect(fake().requests[0]!.body).toMatchObject([{ keywords: ["running shoes"], language_code: "en", limit: 50 }]);
    const rows = (await page(scope, "")).rows;
    expect(rows.map((r) => [r.keyword, r.volume, r.difficulty, r.intent, r.source])).toEqual([
      ["best running shoes", 40500, 71, "commercial", "dataforseo"],
      ["running shoes for flat feet", 6600, 38, "commercial", "dataforseo"],
      ["how to clean running shoes", 2900, 12, "informational", "dataforseo"],
    ]);
    const figures = await getDb().select().from(seoKeywordFigures).where(eq(seoKeywordFigures.brandId, brand.id));
    expect(figures.every((f) => f.source === "dataforseo")).toBe(true);
    const audit = await auditRows(brand.id);
    expect(audit.map((a) => [a.provider, a.purpose, a.ok])).toEqual([["dataforseo", "seo.ideas", true]]);

    expect(await findKeywordIdeas(scope, "running shoes", 50, { settings: settings() })).toMatchObject({ ideas: 3, added: 0, updated: 0 });
  });

  it("shows a rejected key, no credit and the budget as what they are, and stores nothing", async () => {
    const { scope, brand } = await brandWithScope();
    await storeToken(brand.id, "dataforseo", "login@example.test:wrong-password");
    await expect(findKeywordIdeas(scope, "running shoes", 50, { settings: settings() })).rejects.toThrow(/DataForSEO/);
    const err = await findKeywordIdeas(scope, "running shoes", 50, { settings: settings() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ActionError);
    expect((err as Error).message).not.toMatch(/no data|no ideas/i);

    const ok = await brandWithScope();
    await storeToken(ok.brand.id, "dataforseo", FAKE_KEYS.dataforseo);
    fake().next({ json: dataForSeoError(40200, "Payment Required.") });
    await expect(findKeywordIdeas(ok.scope, "running shoes", 50, { settings: settings() })).rejects.toThrow(/credit|Payment/i);

    await updateSeoSettings(ok.scope, { ...DEFAULT_SEO_SETTINGS, monthlyBudgetUsd: 0 });
    fake().reset();
    await expect(findKeywordIdeas(ok.scope, "running shoes", 50, { settings: settings() })).rejects.toThrow(/budget/i);
    expect(fake().requests).toHaveLength(0);
    expect((await page(ok.scope, "")).hasKeywords).toBe(false);
  });

  it("refreshes volumes of the chosen keywords and refuses another brand's ids", async () => {
    const { scope, brand } = await brandWithScope();
    await storeToken(brand.id, "dataforseo", FAKE_KEYS.dataforseo);
    await store.addKeywords(scope, ["running shoes", "trail running shoes", "nort wind running club"]);
    const ids = (await page(scope, "sort=keyword")).rows.map((r) => r.id);
    const out = await refreshKeywordVolumes(scope, ids, { settings: settings() });
    expect(out).toMatchObject({ asked: 3, withVolume: expect.any(Number) });
    expect(fake().requests[0]!.path).toBe("/v3/keywords_data/google_ads/search_volume/live");
    const after = await page(scope, "sort=-volume");
    expect(after.rows.slice(0, 2).map((r) => [r.keyword, r.volume])).toEqual([
      ["running shoes", 74000],
      ["trail running shoes", 14800],
    ]);
    const other = await seeded();
    const foreign = (await page(other, "")).rows[0]!.id;
    fake().reset();
    await expect(refreshKeywordVolumes(scope, [foreign], { settings: settings() })).rejects.toBeInstanceOf(NotFoundError);
    expect(fake().requests).toHaveLength(0);
    const still = await getDb().select({ volume: seoKeywords.volume }).from(seoKeywords).where(eq(seoKeywords.id, foreign));
    expect(still[0]!.volume).not.toBeNull();
  });
});
