import { describe, expect, it } from "vitest";
import { cpa, conversionRate, gramsOfTerm, isNegativeCandidate, NgramAggregator, stemToken, tokenise, type Metrics } from "./engine";
import { bestAdGroup, cannibalisationRate, duplicateOf, TopDuplicates, type AdGroupFigures } from "./duplicates";

const m = (cost: number, clicks: number, conversions = 0, impressions = clicks * 10, conversionValue = 0): Metrics => ({ cost, clicks, impressions, conversions, conversionValue });
const all = { sizes: [1, 2, 3, 4] as const, stem: false };
const t = { minClicks: 20, minCost: 50 };

describe("tokenise", () => {
  it("keeps tokens joined by + or - whole, drops match punctuation, keeps numbers", () => {
    expect(tokenise("Cheap E-Bike for C++ devs")).toEqual(["cheap", "e-bike", "for", "c++", "devs"]);
    expect(tokenise("+running +shoes -free")).toEqual(["running", "shoes", "free"]);
    expect(tokenise("men's shoes size 10.5 at&t 50+ amazon.com")).toEqual(["mens", "shoes", "size", "10.5", "at&t", "50+", "amazon.com"]);
    expect(tokenise("bike - rental -- ")).toEqual(["bike", "rental"]);
  });
});

describe("grams", () => {
  it("makes 1- to 4-grams, once per term, and drops grams of only function words", () => {
    const g = gramsOfTerm("shoes for the shoes", all);
    const grams = [...g.values()].map((x) => x.gram);
    expect(grams).toContain("shoes");
    expect(grams.filter((x) => x === "shoes")).toHaveLength(1);
    expect(grams).not.toContain("for");
    expect(grams).not.toContain("for the");
    expect(grams).toContain("shoes for");
    expect(grams).toContain("shoes for the shoes");
  });

  it("keeps question words: 'how to' is a gram", () => {
    expect([...gramsOfTerm("how to fix a bike", { sizes: [2], stem: false }).values()].map((x) => x.gram)).toEqual(["how to", "to fix", "fix a", "a bike"]);
  });

  it("treats e-bike as one token, never as 'bike'", () => {
    const grams = [...gramsOfTerm("e-bike rental", { sizes: [1], stem: false }).values()].map((x) => x.gram);
    expect(grams).toEqual(["e-bike", "rental"]);
  });

  it("stems words with Porter when asked, and leaves numbers and c++ alone", () => {
    expect(stemToken("running")).toBe("run");
    expect(stemToken("e-bikes")).toBe("e-bike");
    expect(stemToken("c++")).toBe("c++");
    expect(stemToken("10.5")).toBe("10.5");
  });
});

describe("NgramAggregator", () => {
  it("sums figures per gram, counts distinct terms and each gram once per term", () => {
    const agg = new NgramAggregator({ sizes: [1, 2], stem: false });
    agg.addTerm("red shoes", m(10, 5, 1, 100, 40));
    agg.addTerm("shoes shoes sale", m(4, 2));
    agg.addTerm("for the", m(1, 1));
    const top = agg.top(100, t);
    const shoes = top.find((g) => g.gram === "shoes")!;
    expect(shoes).toMatchObject({ n: 1, terms: 2, cost: 14, clicks: 7, impressions: 120, conversions: 1, conversionValue: 40 });
    expect(top.find((g) => g.gram === "shoes shoes")).toMatchObject({ terms: 1, cost: 4 });
    expect(top.some((g) => g.gram === "for" || g.gram === "for the")).toBe(false);
    expect(agg.terms).toBe(3);
    expect(cpa(shoes)).toBe(14);
    expect(conversionRate(shoes)).toBeCloseTo(1 / 7);
  });

  it("with stemming merges running shoes and run shoe under the spelling met first", () => {
    const agg = new NgramAggregator({ sizes: [2], stem: true });
    agg.addTerm("running shoes", m(3, 1));
    agg.addTerm("run shoe", m(2, 1));
    const top = agg.top(10, t);
    expect(top).toHaveLength(1);
    expect(top[0]).toMatchObject({ gram: "running shoes", terms: 2, cost: 5, clicks: 2 });
    const plain = new NgramAggregator({ sizes: [2], stem: false });
    plain.addTerm("running shoes", m(3, 1));
    plain.addTerm("run shoe", m(2, 1));
    expect(plain.top(10, t)).toHaveLength(2);
  });

  it("flags negative candidates by clicks or cost only without conversions", () => {
    const agg = new NgramAggregator({ sizes: [1], stem: false });
    agg.addTerm("free", m(5, 20));
    agg.addTerm("cheap", m(50, 3));
    agg.addTerm("buy", m(80, 40, 1));
    agg.addTerm("used", m(49.99, 19));
    const flag = Object.fromEntries(agg.top(10, t).map((g) => [g.gram, g.negativeCandidate]));
    expect(flag).toEqual({ free: true, cheap: true, buy: false, used: false });
    expect(isNegativeCandidate({ clicks: 5, cost: 5, conversions: 0 }, { minClicks: 5, minCost: 1000 })).toBe(true);
  });

  it("keeps only grams with a click or cost, costliest first, capped", () => {
    const agg = new NgramAggregator({ sizes: [1], stem: false });
    agg.addTerm("alpha", m(0, 0, 0, 50));
    agg.addTerm("beta", m(0, 1));
    agg.addTerm("gamma", m(9, 2));
    expect(agg.top(10, t).map((g) => g.gram)).toEqual(["gamma", "beta"]);
    expect(agg.top(1, t).map((g) => g.gram)).toEqual(["gamma"]);
  });

  it("stays under its bound by dropping grams without clicks or cost first", () => {
    const agg = new NgramAggregator({ sizes: [1], stem: false, maxLive: 100 });
    agg.addTerm("keeper", m(100, 10));
    for (let i = 0; i < 1000; i++) agg.addTerm(`w${i}`, m(0, 0, 0, 1));
    expect(agg.size).toBeLessThanOrEqual(100);
    expect(agg.pruned).toBeGreaterThan(0);
    expect(agg.top(10, t)[0]).toMatchObject({ gram: "keeper", cost: 100 });
  });

  it("refuses no sizes", () => {
    expect(() => new NgramAggregator({ sizes: [], stem: false })).toThrow(/at least one/);
  });
});

describe("duplicates and cannibalisation", () => {
  const g = (adGroupId: string, cost: number, clicks: number, conversions = 0, conversionValue = 0): AdGroupFigures => ({ adGroupId, cost, clicks, impressions: clicks * 10, conversions, conversionValue });

  it("is a duplicate only when two or more ad groups served the term", () => {
    expect(duplicateOf("x", [g("a", 5, 2)])).toBeNull();
    expect(duplicateOf("x", [g("a", 5, 2), { ...g("b", 0, 0), impressions: 0 }])).toBeNull();
    expect(duplicateOf("x", [g("a", 5, 2), { ...g("b", 0, 0), impressions: 3 }])).not.toBeNull();
  });

  it("rates cost outside the best-converting ad group, with shares", () => {
    const d = duplicateOf("red shoes", [g("a", 30, 10, 0), g("b", 10, 5, 2), g("c", 60, 25, 1)])!;
    expect(d.bestAdGroupId).toBe("b");
    expect(d.cannibalisationRate).toBe(0.9);
    expect(d.adGroups.map((x) => x.adGroupId)).toEqual(["b", "c", "a"]);
    expect(d.adGroups[1]).toMatchObject({ costShare: 0.6, clickShare: 0.625 });
    expect(d).toMatchObject({ cost: 100, clicks: 40, conversions: 3 });
  });

  it("breaks ties by value, then lower cost; without conversions picks the cheaper with most clicks", () => {
    expect(bestAdGroup([g("a", 10, 5, 1, 50), g("b", 10, 5, 1, 80)]).adGroupId).toBe("b");
    expect(bestAdGroup([g("a", 20, 5, 1, 50), g("b", 10, 5, 1, 50)]).adGroupId).toBe("b");
    expect(bestAdGroup([g("a", 10, 5), g("b", 10, 9)]).adGroupId).toBe("b");
    expect(cannibalisationRate([g("a", 0, 1), g("b", 0, 1)])).toBe(0);
    expect(cannibalisationRate([g("a", 25, 5), g("b", 75, 10)])).toBe(0.75);
  });

  it("keeps the costliest duplicates of a stream", () => {
    const top = new TopDuplicates(2);
    for (const [term, cost] of [["a", 1], ["b", 9], ["c", 5], ["d", 7], ["e", 2]] as const) top.add(duplicateOf(term, [g("x", cost / 2, 1), g("y", cost / 2, 1)])!);
    expect(top.list().map((d) => d.term)).toEqual(["b", "d"]);
    expect(top.count).toBe(5);
  });
});
