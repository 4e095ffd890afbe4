/**
 * The keyword-words pages against the real database: the assistant's candidates marked when stored and
 * kept with their source, the 5 Ws' stored "People also ask", and the stored branded classification —
 * computed once per set of brand terms, reclassified when the terms change, overrides that survive it,
 * counts and filters per class, the branded share of clicks, and the wall between brands.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { brandData, brands, seoGscRows, seoKeywords, seoSerps } from "@/db/schema";
import { NotFoundError, scopeFor, type BrandScope } from "@/lib/brand-scope";
import { JobRunner, listJobs } from "@/lib/jobs";
import type { AuthUser } from "@/lib/auth/types";
import { actAs } from "../helpers/session";
import { createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const store = await import("@/modules/seo/queries/keywords");
const words = await import("@/modules/seo/queries/words");
const { localCandidates, aiCandidates } = await import("@/modules/seo/assistant");
const { loadFiveWsPage, loadBrandedPage, INLINE_CLASSIFY_MAX } = await import("@/modules/seo/words-pages");
const { SEO_BRAND_CLASS_TASK } = await import("@/modules/seo/brand-class-job");

async function brandWith(owner: AuthUser, name: string, website: string, competitors: { name: string; domain?: string }[] = []): Promise<BrandScope> {
  const brand = await createBrand(owner, name);
  await getDb().update(brands).set({ website }).where(eq(brands.id, brand.id));
  await getDb().update(brandData).set({ competitors }).where(eq(brandData.brandId, brand.id));
  return scopeFor(owner, brand.id);
}

async function row(scope: BrandScope, key: string) {
  const [r] = await getDb().select().from(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, key)));
  return r!;
}

beforeEach(() => actAs(null));

describe("keyword assistant", () => {
  it("expands seeds with the brand's competitors, marks stored candidates and keeps candidates with the assistant source", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, `Brewhaus ${Date.now()}`, "https://brewhaus.example", [{ name: "Contoso", domain: "contoso.example" }]);
    await store.addKeywords(scope, ["best coffee grinder"]);

    const candidates = await localCandidates(scope, ["coffee grinder"]);
    const best = candidates.find((c) => c.keyword === "best coffee grinder");
    expect(best).toMatchObject({ origin: "modifier", stored: true, seed: "coffee grinder" });
    expect(candidates.find((c) => c.keyword === "coffee grinder vs contoso")).toMatchObject({ origin: "competitor", stored: false });
    expect(candidates.some((c) => c.origin === "question" && c.keyword.startsWith("how "))).toBe(true);
    expect(candidates.find((c) => c.keyword === "coffee grinders")).toMatchObject({ origin: "plural" });

    expect(await words.keepKeywords(scope, ["coffee grinder vs contoso", "Best Coffee Grinder"], "assistant", "the keyword assistant")).toEqual({ added: 1, existing: 1 });
    const kept = await row(scope, "coffee grinder vs contoso");
    expect(kept.source).toBe("assistant");
    expect(kept.tags).toEqual(["assistant"]);
    // An existing keyword keeps its first source.
    expect((await row(scope, "best coffee grinder")).source).toBe("manual");
    expect([...(await words.storedKeywordKeys(scope, ["coffee grinder vs contoso", "coffee grinders"]))]).toEqual(["coffee grinder vs contoso"]);
  });

  it("says so when the brand has no AI engine, instead of returning no ideas", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, `No Engine ${Date.now()}`, "https://no-engine.example");
    const r = await aiCandidates(scope, ["coffee grinder"]);
    expect(r.status).toBe("no_engine");
    if (r.status === "no_engine") expect(r.message).toMatch(/Connect one under Integrations/);
  });
});

describe("keywords 5 Ws", () => {
  it("builds template trees, adds stored People-also-ask questions only for brands that have the keyword, and marks stored questions", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, `Fivews ${Date.now()}`, "https://fivews.example", [{ name: "Fabrikam" }]);
    const other = await brandWith(await createUser(), `Other ${Date.now()}`, "https://other.example");
    const seed = `espresso machine ${Date.now()}`;
    await getDb()
      .insert(seoSerps)
      .values({ keywordKey: seed, location: "United States", language: "en", device: "desktop", day: "2026-11-20", provider: "dataforseo", fetchedAt: new Date(), organic: [], peopleAlsoAsk: [`Which ${seed} lasts longest?`] });
    await store.addKeywords(scope, [seed, `where to buy ${seed}`]);

    const view = await loadFiveWsPage(scope, { seed });
    expect(view.seeds).toEqual([seed]);
    const tree = view.trees[0]!;
    const what = tree.branches.find((b) => b.word === "what")!;
    expect(what.questions[0]).toEqual({ text: `which ${seed} lasts longest?`, source: "suggestion" });
    expect(tree.branches.find((b) => b.word === "vs")!.questions.map((q) => q.text)).toContain(`${seed} vs fabrikam`);
    expect(view.withSuggestions).toEqual([seed]);
    expect(view.stored).toEqual([`where to buy ${seed}`]);

    // The SERP cache is shared, but its rows show only to brands holding the keyword.
    const foreign = await loadFiveWsPage(other, { seed });
    expect(foreign.withSuggestions).toEqual([]);
    expect(foreign.trees[0]!.branches.flatMap((b) => b.questions).every((q) => q.source === "template")).toBe(true);
  });
});

describe("branded classification", () => {
  it("stores each keyword's class and rule, reclassifies only when terms change, and keeps overrides", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "North Wind", "https://brewbase.example", [{ name: "Contoso", domain: "contoso.example" }]);
    await store.addKeywords(scope, ["north wind coffee", "nort wind beans", "contoso espresso", "cold brew ratio", "brewbase.example login"]);

    const first = await words.ensureBrandClasses(scope);
    expect(first.classified).toBe(5);
    expect((await words.ensureBrandClasses(scope)).classified).toBe(0);
    expect(await row(scope, "nort wind beans")).toMatchObject({ brandClass: "branded", brandRule: { kind: "misspelling", term: "North Wind", competitor: null, distance: 1 } });
    expect(await row(scope, "contoso espresso")).toMatchObject({ brandClass: "competitor", brandRule: { kind: "name", competitor: "Contoso" } });
    expect((await row(scope, "brewbase.example login")).brandRule).toMatchObject({ kind: "domain", term: "https://brewbase.example" });

    // A new keyword only is classified on the next pass.
    await store.addKeywords(scope, ["contoso vs north wind"]);
    expect((await words.ensureBrandClasses(scope)).classified).toBe(1);
    expect((await row(scope, "contoso vs north wind")).brandClass).toBe("branded");

    // A manual decision wins and survives a change of brand terms (which reclassifies everything).
    const cold = await row(scope, "cold brew ratio");
    expect(await words.setBrandClassOverride(scope, [cold.id], "branded")).toEqual({ changed: 1 });
    expect(await words.setBrandClassOverride(scope, [cold.id], "branded")).toEqual({ changed: 0 });
    // Without the competitor, only the row that named it changes (and only it is written).
    await getDb().update(brandData).set({ competitors: [] }).where(eq(brandData.brandId, scope.brandId));
    expect((await words.ensureBrandClasses(scope)).classified).toBe(1);
    expect((await words.ensureBrandClasses(scope)).classified).toBe(0);
    expect(await row(scope, "contoso espresso")).toMatchObject({ brandClass: "non_branded" });
    expect(await row(scope, "cold brew ratio")).toMatchObject({ brandClass: "non_branded", brandClassOverride: "branded" });

    const counts = await words.brandClassCounts(scope);
    expect(counts).toEqual({ branded: 5, competitor: 0, non_branded: 1, overridden: 1, total: 6 });
    const branded = await words.listBrandedKeywords(scope, { class: "branded" });
    expect(branded.total).toBe(5);
    expect(branded.rows.find((r) => r.keyword === "cold brew ratio")).toMatchObject({ class: "branded", ruleClass: "non_branded", override: "branded" });
    expect((await words.listBrandedKeywords(scope, { overridden: true })).rows.map((r) => r.keyword)).toEqual(["cold brew ratio"]);
    expect((await words.listBrandedKeywords(scope, { q: "CONTOSO" })).total).toBe(2);

    // Clearing the override hands the keyword back to the rules.
    await words.setBrandClassOverride(scope, [cold.id], null);
    expect((await words.brandClassCounts(scope)).non_branded).toBe(2);
  });

  it("uses the name variants and products saved for the brand, and reclassifies when they change", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "Northwind Coffee Roasters", "https://nwcr.example");
    await store.addKeywords(scope, ["northwind beans", "arctic roast review", "cold brew ratio"]);
    await words.ensureBrandClasses(scope);
    expect((await row(scope, "northwind beans")).brandClass).toBe("non_branded");

    await words.updateBrandTerms(scope, { nameVariants: ["Northwind"], products: ["Arctic Roast"] });
    expect((await words.getBrandTerms(scope)).nameVariants).toEqual(["Northwind"]);
    expect((await words.ensureBrandClasses(scope)).classified).toBe(2);
    expect(await row(scope, "northwind beans")).toMatchObject({ brandClass: "branded", brandRule: { kind: "name", term: "Northwind" } });
    expect(await row(scope, "arctic roast review")).toMatchObject({ brandClass: "branded", brandRule: { kind: "product", term: "Arctic Roast" } });
    expect((await row(scope, "cold brew ratio")).brandClass).toBe("non_branded");
  });

  it("hands a large backlog to the job runner and shows the pass on the page until it ends", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "North Wind", "https://northwind-backlog.example");
    const keywords = Array.from({ length: INLINE_CLASSIFY_MAX + 1 }, (_, i) => `generic keyword ${i}`);
    await store.addKeywords(scope, [...keywords, "north wind beans"]);

    const first = await loadBrandedPage(scope, {});
    expect(first.classifying?.backlog).toBe(INLINE_CLASSIFY_MAX + 2);
    expect(first.classifying?.job?.status).toBe("queued");
    expect(first.counts).toMatchObject({ branded: 0, competitor: 0, non_branded: 0 });
    // A second view while the pass is queued does not queue another.
    await loadBrandedPage(scope, {});
    const queued = await listJobs(getDb(), sql`task = ${SEO_BRAND_CLASS_TASK} and brand_id = ${scope.brandId}`);
    expect(queued).toHaveLength(1);

    await new JobRunner({ workerId: "seo-brand-class-test", tasks: [SEO_BRAND_CLASS_TASK] }).runDueOnce();
    const [job] = await listJobs(getDb(), sql`task = ${SEO_BRAND_CLASS_TASK} and brand_id = ${scope.brandId}`, 1);
    expect(job?.status, JSON.stringify(job)).toBe("succeeded");
    const after = await loadBrandedPage(scope, {});
    expect(after.classifying).toBeNull();
    expect(after.counts).toMatchObject({ total: INLINE_CLASSIFY_MAX + 2, branded: 1, non_branded: INLINE_CLASSIFY_MAX + 1 });
    expect((await row(scope, "north wind beans")).brandClass).toBe("branded");
  });

  it("never touches or shows another brand's keywords", async () => {
    const a = await brandWith(await createUser(), "Alpha Roasters", "https://alpha.example");
    const b = await brandWith(await createUser(), "Beta Roasters", "https://beta.example");
    await store.addKeywords(a, ["alpha roasters beans"]);
    await store.addKeywords(b, ["beta roasters beans", "alpha roasters beans"]);
    const aRow = await row(a, "alpha roasters beans");
    await expect(words.setBrandClassOverride(b, [aRow.id], "competitor")).rejects.toBeInstanceOf(NotFoundError);
    expect((await row(a, "alpha roasters beans")).brandClassOverride).toBeNull();

    await words.ensureBrandClasses(b);
    expect((await row(a, "alpha roasters beans")).brandClass).toBeNull();
    const list = await words.listBrandedKeywords(b, {});
    expect(list.rows.map((r) => r.keyword).sort()).toEqual(["alpha roasters beans", "beta roasters beans"]);
    expect((await words.brandClassCounts(b)).total).toBe(2);
  });

  it("computes the branded share of Search Console clicks per day, with overrides applied", async () => {
    const owner = await createUser();
    const scope = await brandWith(owner, "North Wind", "https://northwind-gsc.example");
    await store.addKeywords(scope, ["cold brew ratio"]);
    await words.setBrandClassOverride(scope, [(await row(scope, "cold brew ratio")).id], "branded");
    const gsc = (day: string, query: string, clicks: number) => ({ brandId: scope.brandId, source: "gsc", rowKey: `${day}|${query}`, day, query, clicks, impressions: clicks * 10, ctr: 0.1, position: 3, fetchedAt: new Date() });
    await getDb()
      .insert(seoGscRows)
      .values([gsc("2026-11-01", "north wind coffee", 30), gsc("2026-11-01", "espresso beans", 70), gsc("2026-11-02", "cold brew ratio", 10), gsc("2026-11-02", "espresso beans", 30)]);

    const view = await loadBrandedPage(scope, {});
    expect(view.share.map((s) => [s.period, s.brandedClicks, s.totalClicks, s.share])).toEqual([
      ["2026-11-01", 30, 100, 0.3],
      ["2026-11-02", 10, 40, 0.25],
    ]);
    expect(view.counts.total).toBe(1);
  });
});
