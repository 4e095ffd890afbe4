import { describe, expect, it } from "vitest";
import { choiceShareIntervals, meanRatingInterval, overlaps, seededRng } from "./bootstrap";

describe("cluster bootstrap", () => {
  it("covers the true mean about 95 % of the time on a known distribution", () => {
    // Ratings drawn uniformly from 1..5 (true mean 3): 2 runs × 20 participants, one answer each.
    const rng = seededRng(42);
    let covered = 0;
    const trials = 200;
    for (let t = 0; t < trials; t++) {
      const obs = [];
      for (const run of ["r1", "r2"]) for (let p = 0; p < 20; p++) obs.push({ run, participant: `p${p}`, value: 1 + Math.floor(rng() * 5) });
      const ci = meanRatingInterval(obs, { b: 400, seed: t + 1 })!;
      if (ci.low <= 3 && 3 <= ci.high) covered++;
    }
    const coverage = covered / trials;
    expect(coverage).toBeGreaterThan(0.88);
    expect(coverage).toBeLessThan(0.99);
  });

  it("gives a zero-width interval for one participant and for identical answers", () => {
    const one = meanRatingInterval([
      { run: "r1", participant: "p1", value: 4 },
      { run: "r1", participant: "p1", value: 2 },
    ])!;
    expect(one).toMatchObject({ estimate: 3, low: 3, high: 3, n: 2, clusters: 1 });
    const same = meanRatingInterval(Array.from({ length: 12 }, (_, i) => ({ run: `r${i % 2}`, participant: `p${i}`, value: 5 })))!;
    expect([same.low, same.estimate, same.high]).toEqual([5, 5, 5]);
    const shares = choiceShareIntervals(Array.from({ length: 6 }, (_, i) => ({ run: "r1", participant: `p${i}`, value: "A" })), ["A", "B"]);
    expect(shares.map((s) => [s.option, s.share.low, s.share.high])).toEqual([
      ["A", 1, 1],
      ["B", 0, 0],
    ]);
    expect(meanRatingInterval([])).toBeNull();
    expect(choiceShareIntervals([])).toEqual([]);
  });

  it("is deterministic for a seed and differs across seeds", () => {
    const obs = Array.from({ length: 24 }, (_, i) => ({ run: `r${i % 2}`, participant: `p${i}`, value: ((i * 7) % 5) + 1 + (i % 3) / 10 }));
    expect(meanRatingInterval(obs, { seed: 3 })).toEqual(meanRatingInterval(obs, { seed: 3 }));
    expect(meanRatingInterval(obs, { seed: 3 })).not.toEqual(meanRatingInterval(obs, { seed: 4 }));
  });

  it("resamples whole participant×run clusters, so repeated answers do not narrow the interval", () => {
    const base = Array.from({ length: 8 }, (_, i) => ({ run: "r1", participant: `p${i}`, value: i % 2 ? 5 : 1 }));
    // Every participant repeats their answer four times (probes): the evidence is still 8 people.
    const repeated = base.flatMap((o) => [o, o, o, o]);
    const a = meanRatingInterval(base, { seed: 9 })!;
    const b = meanRatingInterval(repeated, { seed: 9 })!;
    expect(b.high - b.low).toBeCloseTo(a.high - a.low, 5);
    expect(b.clusters).toBe(8);
  });

  it("shares sum to one and intervals contain the estimate", () => {
    const obs = ["A", "A", "B", "A", "C", "B", "A", "A", "B", "C", "A", "B"].map((value, i) => ({ run: i < 6 ? "r1" : "r2", participant: `p${i % 6}`, value }));
    const shares = choiceShareIntervals(obs, ["A", "B", "C"]);
    expect(shares.reduce((s, x) => s + x.share.estimate, 0)).toBeCloseTo(1, 10);
    for (const s of shares) expect(s.share.low <= s.share.estimate && s.share.estimate <= s.share.high).toBe(true);
    expect(shares[0]!.share.estimate).toBeCloseTo(6 / 12);
  });

  it("overlaps", () => {
    expect(overlaps({ low: 1, high: 2 }, { low: 2, high: 3 })).toBe(true);
    expect(overlaps({ low: 1, high: 2 }, { low: 2.1, high: 3 })).toBe(false);
  });
});
