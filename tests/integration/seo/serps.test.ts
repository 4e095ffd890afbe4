/**
 * /serps-research against the real database: fetching today's SERP for a typed keyword (it joins the
 * store, the provider is called once for two brands, a provider failure comes back as such), and the
 * stored history with the change since the previous fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seoKeywords, seoSerps } from "@/db/schema";
import type { SerpSource } from "@/modules/seo/serp-source";
import type { ProviderResult, Serp, SerpQuery } from "@/modules/seo/types";
import { actAs } from "../helpers/session";
import { seoBrand } from "../helpers/seo-brand";
import { createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { setSerpSourceResolver } = await import("@/modules/seo/serp-source");
const { fetchTodaysSerp, loadSerpResearch } = await import("@/modules/seo/queries/serp-research");
const { serpDay } = await import("@/modules/seo/serp-cache");

function source(domains: () => string[], fail?: ProviderResult<Serp>) {
  const calls: string[] = [];
  const s: SerpSource = {
    provider: "serper",
    maxCostUsd: 0.001,
    fetchSerp: async (_scope, q: SerpQuery) => {
      calls.push(q.keyword);
      if (fail) return fail;
      const organic = domains().map((d, i) => ({ position: i + 1, url: `https://${d}/${q.keyword.replace(/ /g, "-")}`, domain: d, title: `${d} on ${q.keyword}`, snippet: null }));
      return { ok: true, costUsd: 0.001, value: { ...q, provider: "serper", fetchedAt: new Date(), organic, features: ["people_also_ask", "ai_overview"], peopleAlsoAsk: ["Is it worth it?"], aiOverview: { text: "It depends.", references: [] }, totalResults: 500 } };
    },
  };
  return { source: s, calls };
}

beforeEach(() => actAs(null));
afterEach(() => setSerpSourceResolver(null));

const market = { location: "United States", language: "en", device: "desktop" as const };

describe("SERPs research", () => {
  it("fetches today's SERP once for the workspace, adds a typed keyword to the store, and shows the change since the last fetch", async () => {
    const owner = await createUser();
    const a = await seoBrand(owner, "Serp Research A", "https://serp-a.example");
    const b = await seoBrand(owner, "Serp Research B", "https://serp-b.example");
    const keyword = `pour over kettle ${a.brandId.slice(0, 6)}`;
    const { source: fake, calls } = source(() => ["serp-a.example", "rival.example", "other.example"]);
    setSerpSourceResolver(async () => fake);

    expect(await loadSerpResearch(a, { keyword, ...market })).toMatchObject({ inStore: false, current: null });
    expect(await fetchTodaysSerp(a, { keyword, ...market })).toEqual({ fetched: true, cached: false, added: true, day: serpDay(new Date()) });
    expect(await fetchTodaysSerp(b, { keyword, ...market })).toMatchObject({ fetched: true, cached: true, added: true });
    expect(calls).toEqual([keyword]);

    // Yesterday's SERP, stored before today's, had other pages in other places.
    const yesterday = serpDay(new Date(Date.now() - 86_400_000));
    await getDb()
      .insert(seoSerps)
      .values({
        keywordKey: keyword,
        ...market,
        day: yesterday,
        provider: "serper",
        fetchedAt: new Date(`${yesterday}T05:00:00Z`),
        organic: [
          { position: 1, url: `https://rival.example/${keyword.replace(/ /g, "-")}`, domain: "rival.example", title: "r", snippet: null },
          { position: 2, url: "https://gone.example/x", domain: "gone.example", title: "g", snippet: null },
          { position: 3, url: `https://serp-a.example/${keyword.replace(/ /g, "-")}`, domain: "serp-a.example", title: "a", snippet: null },
        ],
      });
    const research = await loadSerpResearch(a, { keyword, ...market });
    expect(research.hasToday).toBe(true);
    expect(research.history.map((h) => h.day)).toEqual([serpDay(new Date()), yesterday]);
    expect(research.current!.serp.features).toEqual(["people_also_ask", "ai_overview"]);
    expect(research.diff!.results.map((r) => [r.delta, r.isNew])).toEqual([
      [2, false],
      [-1, false],
      [null, true],
    ]);
    expect(research.diff!.lost.map((l) => l.domain)).toEqual(["gone.example"]);
    // The older day can be opened on its own: nothing before it to compare with.
    const older = await loadSerpResearch(a, { keyword, ...market }, yesterday);
    expect(older.current!.day).toBe(yesterday);
    expect(older.diff!.hasPrevious).toBe(false);

    // A brand that does not have the keyword sees none of it.
    const c = await seoBrand(await createUser(), "Serp Research C", "https://serp-c.example");
    expect(await loadSerpResearch(c, { keyword, ...market })).toMatchObject({ inStore: false, history: [] });
  });

  it("returns the provider's failure as such, with the keyword still added", async () => {
    const owner = await createUser();
    const a = await seoBrand(owner, "Serp Failure", "https://serp-fail.example");
    const { source: fake } = source(() => [], { ok: false, failure: { kind: "out_of_credit", message: "Serper: the account has no credits left. Top up at serper.dev." } });
    setSerpSourceResolver(async () => fake);
    const keyword = `failing keyword ${a.brandId.slice(0, 6)}`;
    expect(await fetchTodaysSerp(a, { keyword, ...market })).toEqual({ fetched: false, added: true, failure: { kind: "out_of_credit", message: "Serper: the account has no credits left. Top up at serper.dev." } });
    const [k] = await getDb().select().from(seoKeywords).where(eq(seoKeywords.keywordKey, keyword));
    expect(k?.brandId).toBe(a.brandId);
    expect((await loadSerpResearch(a, { keyword, ...market })).current).toBeNull();
  });
});
