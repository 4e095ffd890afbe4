/** The provider answers' normalisers on the edges the fixtures do not show. */
import { describe, expect, it } from "vitest";
import type { SerpQuery } from "../types";
import { monthlyVolumes, serpFromDataForSeo } from "./dataforseo";
import { serpFromSerpApi } from "./serpapi";
import { serpFromSerper } from "./serper";

const Q: SerpQuery = { keyword: "k", location: "United Kingdom", language: "en", device: "desktop" };

describe("monthlyVolumes", () => {
  it("keeps the last 12 known months, oldest first, and gives null for none", () => {
    const rows = Array.from({ length: 14 }, (_, i) => ({ year: 2026 - Math.floor(i / 12), month: 12 - (i % 12), search_volume: i === 3 ? null : 100 + i }));
    const out = monthlyVolumes(rows)!;
    expect(out).toHaveLength(12);
    expect(out.at(-1)).toEqual({ month: "2026-12", volume: 100 });
    expect(out.some((m) => m.month === "2026-09")).toBe(false);
    expect(monthlyVolumes(null)).toBeNull();
    expect(monthlyVolumes([])).toBeNull();
  });
});

describe("SERP normalisers", () => {
  it("DataForSEO: unknown item types are ignored, an organic item without url is malformed", () => {
    const ok = serpFromDataForSeo(Q, { datetime: "2026-01-02 03:04:05 +00:00", items: [{ type: "paid", url: "https://ad.example/" }, { type: "organic", rank_group: 1, url: "https://a.example.com/x", title: null, description: null }] });
    expect(ok).toMatchObject({ organic: [{ position: 1, domain: "example.com", title: "", snippet: null }], features: [], totalResults: null });
    expect(ok!.fetchedAt.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(serpFromDataForSeo(Q, { items: [{ type: "organic", rank_group: 1 }] })).toBeNull();
  });

  it("SerpApi: an AI Overview that needs a second search is a feature without text", () => {
    const s = serpFromSerpApi(Q, { search_metadata: { status: "Success" }, ai_overview: { page_token: "abc", serpapi_link: "https://serpapi.com/search.json?engine=google_ai_overview" }, organic_results: [] });
    expect(s).toMatchObject({ features: ["ai_overview"], aiOverview: null });
  });

  it("Serper: empty feature arrays are not features", () => {
    const s = serpFromSerper(Q, { organic: [], peopleAlsoAsk: [], relatedSearches: [], credits: 1 });
    expect(s).toMatchObject({ features: [], peopleAlsoAsk: [] });
    expect(serpFromSerper(Q, { organic: "nope" })).toBeNull();
  });
});
