import { describe, expect, it } from "vitest";
import { aggregateLikert, anchorsFor, cosine, expectedRating, onScale, ssrDistribution, type Likert } from "./ssr";

// Hand-made 3-d anchors: rating r points along a rotating direction, so an answer's angle sets its rating.
const anchors = [
  [1, 0, 0],
  [0.8, 0.6, 0],
  [0.5, 0.5, 0.5],
  [0, 0.6, 0.8],
  [0, 0, 1],
];

describe("SSR", () => {
  it("puts zero mass on the least similar anchor and the most on the most similar one", () => {
    const p = ssrDistribution([0, 0.1, 1], anchors);
    expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    expect(p[0]).toBe(0);
    expect(p.indexOf(Math.max(...p))).toBe(4);
    expect(expectedRating(p)).toBeGreaterThan(3.5);
    const neg = ssrDistribution([1, 0.05, 0], anchors);
    expect(neg[4]).toBe(0);
    expect(expectedRating(neg)).toBeLessThan(2.5);
  });

  it("matches a hand computation", () => {
    // sims with [1,0,0]: 1, .8, .5/√.75, 0, 0 → minus min 0 → normalise.
    const s3 = 0.5 / Math.sqrt(0.75);
    const total = 1 + 0.8 + s3;
    const p = ssrDistribution([1, 0, 0], anchors);
    expect(p[0]).toBeCloseTo(1 / total, 10);
    expect(p[1]).toBeCloseTo(0.8 / total, 10);
    expect(p[2]).toBeCloseTo(s3 / total, 10);
    expect(p[3]).toBe(0);
    expect(expectedRating(p)).toBeCloseTo((1 + 1.6 + 3 * s3) / total, 10);
  });

  it("temperature sharpens below 1 and flattens above 1", () => {
    const a = [0.3, 0.4, 0.8];
    const base = ssrDistribution(a, anchors);
    const sharp = ssrDistribution(a, anchors, 0.3);
    const flat = ssrDistribution(a, anchors, 5);
    const peak = base.indexOf(Math.max(...base));
    expect(sharp[peak]).toBeGreaterThan(base[peak]!);
    expect(flat[peak]).toBeLessThan(base[peak]!);
    expect(() => ssrDistribution(a, anchors, 0)).toThrow(/temperature/);
  });

  it("gives the uniform distribution when every anchor is equally similar", () => {
    const same = [[1, 0], [1, 0], [1, 0], [1, 0], [1, 0]];
    expect(ssrDistribution([0.2, 0.9], same)).toEqual([0.2, 0.2, 0.2, 0.2, 0.2]);
    expect(expectedRating(ssrDistribution([0.2, 0.9], same))).toBeCloseTo(3);
  });

  it("aggregates answers into one Likert distribution and maps to a question's scale", () => {
    const d1: Likert = [1, 0, 0, 0, 0];
    const d2: Likert = [0, 0, 0, 0.5, 0.5];
    expect(aggregateLikert([d1, d2])).toEqual([0.5, 0, 0, 0.25, 0.25]);
    expect(aggregateLikert([])).toBeNull();
    expect(onScale(3, { min: 1, max: 7 })).toBe(4);
    expect(onScale(5, { min: 0, max: 10 })).toBe(10);
  });

  it("chooses purchase-intent anchors for buying questions", () => {
    expect(anchorsFor("How likely are you to buy this?").key).toBe("purchase");
    expect(anchorsFor("How appealing is this headline?").key).toBe("appeal");
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(() => cosine([1], [1, 2])).toThrow(/different lengths/);
  });
});
