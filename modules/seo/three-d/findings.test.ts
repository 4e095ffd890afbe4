import { describe, expect, it } from "vitest";
import { findAll, findCannibalisation, findKeywordsWithoutPage, findLowCtr, findPagesWithoutKeyword, findStrikingDistance } from "./findings";
import type { MatrixCell } from "./model";

const A = "https://ex.com/a";
const B = "https://ex.com/b";
const C = "https://ex.com/c";
const cell = (page: string, keyword: string, metrics: MatrixCell["metrics"]): MatrixCell => ({ page, keyword, metrics });

describe("cannibalisation", () => {
  it("flags one keyword with impressions on several pages, in any case or spacing", () => {
    const f = findCannibalisation([cell(A, "Cold Brew", { impressions: 40, position: 8 }), cell(B, "cold  brew", { impressions: 90, position: 12 }), cell(C, "latte", { impressions: 5 })]);
    expect(f).toHaveLength(1);
    expect(f[0]!.cells.map((c) => c.page)).toEqual([B, A]);
    expect(f[0]!.filter.keyword).toBe("Cold Brew");
  });
  it("ignores pages without impressions and keywords with one page", () => {
    expect(findCannibalisation([cell(A, "x", { impressions: 10 }), cell(B, "x", { impressions: 0 }), cell(C, "y", { impressions: 3 })])).toEqual([]);
  });
});

describe("striking distance", () => {
  it("takes positions 4–20 with impressions, GSC first and the rank check otherwise", () => {
    const f = findStrikingDistance([
      cell(A, "in", { impressions: 10, position: 4 }),
      cell(A, "edge", { impressions: 10, position: 20 }),
      cell(A, "top", { impressions: 10, position: 3.9 }),
      cell(A, "deep", { impressions: 10, position: 20.1 }),
      cell(A, "unseen", { impressions: 0, position: 8 }),
      cell(B, "ranked", { impressions: 2, rank: 11 }),
    ]);
    expect(f.map((x) => x.cells[0]!.keyword).sort()).toEqual(["edge", "in", "ranked"]);
  });
});

describe("low CTR for the position", () => {
  it("flags a CTR under half the curve with enough impressions", () => {
    // The curve visibility % uses (ctrAt): 24.7 % at position 2, so under 12.35 % is low.
    const low = cell(A, "low", { impressions: 1_000, ctr: 0.12, position: 2 });
    const fine = cell(A, "fine", { impressions: 1_000, ctr: 0.13, position: 2 });
    const few = cell(A, "few", { impressions: 50, ctr: 0, position: 2 });
    const f = findLowCtr([low, fine, few]);
    expect(f.map((x) => x.cells[0]!.keyword)).toEqual(["low"]);
    expect(f[0]!.detail).toContain("Rewrite the title and meta description");
  });
});

describe("gaps", () => {
  it("finds keywords without a page of the analysis and pages without a keyword", () => {
    const cells = [cell(A, "mapped", {}), cell("", "orphan", {}), cell("https://elsewhere.com/", "outside", {})];
    expect(findKeywordsWithoutPage(cells, [A, B]).map((f) => f.filter.keyword)).toEqual(["orphan", "outside"]);
    expect(findPagesWithoutKeyword(cells, [A, B]).map((f) => f.filter.page)).toEqual([B]);
  });
  it("findAll gives every finding a unique key", () => {
    const cells = [cell(A, "k", { impressions: 500, position: 6, ctr: 0.001, clicks: 0 }), cell(B, "k", { impressions: 300, position: 9, ctr: 0.001, clicks: 0 })];
    const keys = findAll(cells, [A, B, C]).map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.some((k) => k.startsWith("cannibalisation"))).toBe(true);
    expect(keys.some((k) => k.startsWith("page_without_keyword"))).toBe(true);
  });
});
