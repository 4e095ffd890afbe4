/**
 * /keywords-5ws provider suggestions against the real database and the DataForSEO fake: the button only
 * with a keyword-data provider, one budget-checked keyword_suggestions call per seed whose questions join
 * the tree as provider questions (the rest dropped), kept so a reload does not pay again, failures told
 * as what they are, and another brand never seeing them.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoKeywords, seoSeedSuggestions } from "@/db/schema";
import { dataForSeoError, FAKE_KEYS } from "@/tests/support/fake-seo-providers";
import { actAs } from "../helpers/session";
import { auditRows, brandWithScope, storeToken, withFakeSeoProviders } from "../helpers/seo-providers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { fetchSeedSuggestions } = await import("@/modules/seo/seed-suggestions");
const { loadFiveWsPage } = await import("@/modules/seo/words-pages");
const { updateSeoSettings, DEFAULT_SEO_SETTINGS } = await import("@/modules/seo/queries/settings");
const { NO_KEYWORD_PROVIDER } = await import("@/modules/seo/providers/sources");

const fake = withFakeSeoProviders();
const settings = () => ({ baseUrls: { dataforseo: fake().baseUrl }, deploymentKeys: {} });

beforeEach(() => actAs(null));

const questionsOf = (view: Awaited<ReturnType<typeof loadFiveWsPage>>) =>
  view.trees[0]!.branches.flatMap((b) => b.questions.map((q) => [b.word, q.text, q.source] as const)).filter(([, , source]) => source === "provider");

describe("5 Ws suggestions from DataForSEO", () => {
  it("offers nothing and calls nothing without a keyword-data provider", async () => {
    const { scope } = await brandWithScope();
    const view = await loadFiveWsPage(scope, { seed: "running shoes" }, { settings: settings() });
    expect(view.suggestProvider).toBeNull();
    expect(view.providerSuggested).toEqual([]);
    await expect(fetchSeedSuggestions(scope, "running shoes", { settings: settings() })).rejects.toThrow(NO_KEYWORD_PROVIDER);
    expect(fake().requests).toHaveLength(0);
  });

  it("fetches once, feeds the questions among the suggestions into the tree, keeps them for reloads and only for this brand", async () => {
    const { scope, brand } = await brandWithScope();
    await storeToken(brand.id, "dataforseo", FAKE_KEYS.dataforseo);
    const before = await loadFiveWsPage(scope, { seed: "Running Shoes" }, { settings: settings() });
    expect(before.suggestProvider).toBe("DataForSEO");
    expect(questionsOf(before)).toEqual([]);

    expect(await fetchSeedSuggestions(scope, "running shoes", { settings: settings() })).toEqual({ seed: "running shoes", suggestions: 4, questions: 3, costUsd: 0.0103 });
    expect(fake().requests.map((r) => [r.path, r.body])).toEqual([
      ["/v3/dataforseo_labs/google/keyword_suggestions/live", [{ keyword: "running shoes", location_name: "United States", language_code: "en", include_seed_keyword: false, limit: 200 }]],
    ]);
    expect((await auditRows(brand.id)).map((a) => [a.purpose, a.ok])).toEqual([["seo.suggestions", true]]);

    const after = await loadFiveWsPage(scope, { seed: "running shoes" }, { settings: settings() });
    expect(questionsOf(after)).toEqual([
      ["how", "how to clean running shoes", "provider"],
      ["are", "are running shoes good for walking", "provider"],
      ["for", "best running shoes for beginners", "provider"],
    ]);
    expect(after.providerSuggested).toEqual([{ seed: "running shoes", fetchedAt: expect.any(String), questions: 3 }]);
    // Nothing joined the keyword store, and the reload made no call.
    expect(await getDb().select().from(seoKeywords).where(eq(seoKeywords.brandId, brand.id))).toEqual([]);
    expect(fake().requests).toHaveLength(1);

    const other = await brandWithScope();
    await storeToken(other.brand.id, "dataforseo", FAKE_KEYS.dataforseo);
    const foreign = await loadFiveWsPage(other.scope, { seed: "running shoes" }, { settings: settings() });
    expect(questionsOf(foreign)).toEqual([]);
    expect(foreign.providerSuggested).toEqual([]);
  });

  it("tells out of credit and the budget as what they are, before keeping anything", async () => {
    const { scope, brand } = await brandWithScope();
    await storeToken(brand.id, "dataforseo", FAKE_KEYS.dataforseo);
    fake().next({ json: dataForSeoError(40200, "Payment Required.") });
    await expect(fetchSeedSuggestions(scope, "running shoes", { settings: settings() })).rejects.toThrow(/out of credit/i);

    await updateSeoSettings(scope, { ...DEFAULT_SEO_SETTINGS, monthlyBudgetUsd: 0 });
    fake().reset();
    await expect(fetchSeedSuggestions(scope, "running shoes", { settings: settings() })).rejects.toThrow(/budget/i);
    expect(fake().requests).toHaveLength(0);
    expect(await getDb().select().from(seoSeedSuggestions).where(eq(seoSeedSuggestions.brandId, brand.id))).toEqual([]);
  });
});
