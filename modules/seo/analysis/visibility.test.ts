import { describe, expect, it } from "vitest";
import { ctrAt, positionBuckets, visibility } from "./visibility";

describe("ctrAt", () => {
  it("follows the published page-one curve", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ctrAt)).toEqual([
      0.317, 0.247, 0.187, 0.136, 0.095, 0.062, 0.042, 0.031, 0.03, 0.031,
    ]);
  });

  it("gives page two its small share, deeper positions a token one, and nothing past 100", () => {
    expect(ctrAt(11)).toBeCloseTo(0.00078);
    expect(ctrAt(20)).toBeCloseTo(0.00078);
    expect(ctrAt(57)).toBe(0.0001);
    expect(ctrAt(100)).toBe(0.0001);
    expect(ctrAt(101)).toBe(0);
    expect(ctrAt(null)).toBe(0);
    expect(ctrAt(0)).toBe(0);
    expect(ctrAt(Number.NaN)).toBe(0);
  });

  it("rounds Search Console's average positions", () => {
    expect(ctrAt(1.4)).toBe(0.317);
    expect(ctrAt(2.6)).toBe(0.187);
  });
});

describe("visibility", () => {
  it("is 100% with every keyword first and 0% with none ranked", () => {
    expect(visibility([{ keyword: "a", position: 1, volume: 100 }, { keyword: "b", position: 1, volume: 5 }]).percent).toBe(100);
    expect(visibility([{ keyword: "a", position: null, volume: 100 }, { keyword: "b", position: 140, volume: 5 }])).toEqual({
      percent: 0,
      estimatedClicks: 0,
      keywords: 2,
      ranked: 0,
    });
  });

  it("weighs by volume: the big keyword decides", () => {
    const rows = [
      { keyword: "espresso machine", position: 3, volume: 74000 },
      { keyword: "espresso machine reviews", position: 1, volume: 1900 },
      { keyword: "northwind espresso", position: null, volume: 500 },
    ];
    // (0.187·74000 + 0.317·1900) / (0.317·76400) = 14440.3 / 24218.8 = 59.62%
    expect(visibility(rows).percent).toBe(59.62);
    expect(visibility(rows).estimatedClicks).toBe(14440);
    expect(visibility(rows).ranked).toBe(2);
    // Equal weights: (0.187 + 0.317 + 0) / (3·0.317) = 53.00%
    expect(visibility(rows, { weighting: "equal" }).percent).toBe(53);
    expect(visibility(rows, { weighting: "equal" }).estimatedClicks).toBeNull();
  });

  it("falls back to equal weights when no keyword has a volume, and is null for no keywords", () => {
    expect(visibility([{ keyword: "a", position: 2, volume: null }, { keyword: "b", position: null, volume: null }]).percent).toBe(38.96);
    expect(visibility([]).percent).toBeNull();
  });
});

describe("positionBuckets", () => {
  it("counts cumulative top 3/10/20/100 and unranked", () => {
    expect(positionBuckets([1, 3, 4, 10, 11, 20, 21, 100, 101, null])).toEqual({
      top3: 2,
      top10: 4,
      top20: 6,
      top100: 8,
      unranked: 2,
    });
  });
});
