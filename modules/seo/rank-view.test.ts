import { describe, expect, it } from "vitest";
import { queryTotals } from "./gsc-totals";
import { parseWhere, rankingsToSearch, whereParam } from "./rank-view";

describe("rankings URL state", () => {
  it("round-trips a location and device, and refuses anything else", () => {
    expect(parseWhere(whereParam("United Kingdom", "mobile"))).toEqual({ location: "United Kingdom", device: "mobile" });
    expect(parseWhere("London|Greater London|desktop")).toEqual({ location: "London|Greater London", device: "desktop" });
    expect(parseWhere("United Kingdom|tablet")).toBeNull();
    expect(parseWhere("|desktop")).toBeNull();
    expect(parseWhere(undefined)).toBeNull();
  });

  it("leaves defaults out of the link", () => {
    expect(rankingsToSearch({ sort: { id: "position", desc: false }, page: 1, size: 50, filters: {} })).toBe("");
    expect(rankingsToSearch({ sort: { id: "change", desc: true }, page: 2, size: 50, filters: { q: "shoes" } })).toBe("?q=shoes&sort=-change&page=2");
  });
});

describe("Search Console totals per query", () => {
  const row = (query: string | null, clicks: number, impressions: number, position: number) => ({ query, page: null, country: null, device: null, date: null, clicks, impressions, ctr: 0, position });

  it("sums clicks and impressions and weights the position by impressions", () => {
    const t = queryTotals([row("Running Shoes", 10, 100, 4), row("running  shoes", 0, 300, 8), row(null, 5, 50, 1)]);
    expect([...t.keys()]).toEqual(["running shoes"]);
    expect(t.get("running shoes")).toEqual({ keyword: "Running Shoes", clicks: 10, impressions: 400, ctr: 0.025, position: 7 });
  });

  it("weighs a row without impressions as one", () => {
    expect(queryTotals([row("moka pot", 0, 0, 3), row("moka pot", 0, 0, 5)]).get("moka pot")).toMatchObject({ ctr: 0, position: 4 });
  });
});
