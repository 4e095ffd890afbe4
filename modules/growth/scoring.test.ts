import { describe, expect, it } from "vitest";
import { confidencePrior, effortHundredths, iceScore, rankIdeas, riceScore, scoreFor, type ScoredFields } from "./scoring";

describe("ICE: impact, confidence, ease 1–10, averaged", () => {
  it("averages the three and rounds half up to one decimal", () => {
    expect(iceScore({ impact: 8, confidence: 6, ease: 7 })).toBe(7);
    expect(iceScore({ impact: 8, confidence: 7, ease: 7 })).toBe(7.3); // 7.333…
    expect(iceScore({ impact: 7, confidence: 8, ease: 8 })).toBe(7.7); // 7.666…
    expect(iceScore({ impact: 10, confidence: 10, ease: 10 })).toBe(10);
    expect(iceScore({ impact: 1, confidence: 1, ease: 2 })).toBe(1.3);
    expect(iceScore({ impact: 1, confidence: 2, ease: 2 })).toBe(1.7);
  });

  it("has no score while a value is missing or outside 1–10", () => {
    expect(iceScore({ impact: null, confidence: 5, ease: 5 })).toBeNull();
    expect(iceScore({ impact: 0, confidence: 5, ease: 5 })).toBeNull();
    expect(iceScore({ impact: 11, confidence: 5, ease: 5 })).toBeNull();
    expect(iceScore({ impact: 5.5, confidence: 5, ease: 5 })).toBeNull();
  });
});

describe("RICE: reach × impact × confidence ÷ effort", () => {
  it("multiplies reach, impact (3/2/1/0.5/0.25) and confidence (100/80/50 %) and divides by person-months", () => {
    expect(riceScore({ reach: 1000, impact: 2, confidence: 80, effort: 2 })).toBe(800);
    expect(riceScore({ reach: 500, impact: 3, confidence: 100, effort: 1 })).toBe(1500);
    expect(riceScore({ reach: 150, impact: 0.25, confidence: 50, effort: 0.5 })).toBe(37.5);
    expect(riceScore({ reach: 0, impact: 1, confidence: 100, effort: 1 })).toBe(0);
  });

  it("rounds half up to one decimal, exactly (no float residue)", () => {
    // 100 × 1 × 0.8 ÷ 3 = 26.666… → 26.7
    expect(riceScore({ reach: 100, impact: 1, confidence: 80, effort: 3 })).toBe(26.7);
    // 10 × 0.5 × 0.5 ÷ 0.4 = 6.25 → 6.3 (a tie, rounded up)
    expect(riceScore({ reach: 10, impact: 0.5, confidence: 50, effort: 0.4 })).toBe(6.3);
    // 7 × 0.25 × 0.8 ÷ 0.16 = 8.75 → 8.8
    expect(riceScore({ reach: 7, impact: 0.25, confidence: 80, effort: 0.16 })).toBe(8.8);
    // 1 × 0.25 × 0.5 ÷ 0.3 = 0.41666… → 0.4
    expect(riceScore({ reach: 1, impact: 0.25, confidence: 50, effort: 0.3 })).toBe(0.4);
    // 0.1 + 0.2 style inputs: 0.07 person-months is exactly 7 hundredths
    expect(riceScore({ reach: 3, impact: 1, confidence: 100, effort: 0.07 })).toBe(42.9);
  });

  it("accepts only the fixed impact and confidence scales and a positive two-decimal effort", () => {
    expect(riceScore({ reach: 100, impact: 1.5, confidence: 80, effort: 1 })).toBeNull();
    expect(riceScore({ reach: 100, impact: 1, confidence: 90, effort: 1 })).toBeNull();
    expect(riceScore({ reach: 100, impact: 1, confidence: 80, effort: 0 })).toBeNull();
    expect(riceScore({ reach: 100, impact: 1, confidence: 80, effort: 0.125 })).toBeNull();
    expect(riceScore({ reach: -1, impact: 1, confidence: 80, effort: 1 })).toBeNull();
    expect(riceScore({ reach: null, impact: 1, confidence: 80, effort: 1 })).toBeNull();
    expect(effortHundredths(0.07)).toBe(7);
    expect(effortHundredths(1.1)).toBe(110);
  });
});

describe("confidence prior from past learnings (same channel and stage)", () => {
  it("has none without learnings", () => {
    expect(confidencePrior([])).toBeNull();
  });

  it("smooths the win rate with (wins + 1) / (n + 2) before turning it into a confidence", () => {
    // 1 of 1 won: raw 100 %, smoothed 2/3 → ICE 7, RICE 80 (not certainty from one test)
    expect(confidencePrior(["win"])).toMatchObject({ sample: 1, wins: 1, winRate: 100, ice: 7, rice: 80 });
    // 0 of 1: smoothed 1/3 → ICE 3, RICE 50
    expect(confidencePrior(["loss"])).toMatchObject({ winRate: 0, ice: 3, rice: 50 });
    // inconclusive counts as not won
    expect(confidencePrior(["inconclusive", "win"])).toMatchObject({ winRate: 50, ice: 5, rice: 50 });
    // 3 of 4: smoothed 4/6 = 66.7 % → ICE 7, RICE 80
    expect(confidencePrior(["win", "win", "loss", "win"])).toMatchObject({ winRate: 75, ice: 7, rice: 80 });
    // 8 of 8: smoothed 9/10 = 90 % → ICE 9, RICE 100
    expect(confidencePrior(Array(8).fill("win"))).toMatchObject({ ice: 9, rice: 100 });
    // 0 of 8: smoothed 1/10 → ICE 1 (never 0), RICE 50
    expect(confidencePrior(Array(8).fill("loss"))).toMatchObject({ ice: 1, rice: 50 });
  });

  it("rounds the ICE prior half up and picks the RICE tier at 65 % and 90 %", () => {
    // 1 of 2: smoothed 2/4 = 50 % → 5
    expect(confidencePrior(["win", "loss"])?.ice).toBe(5);
    // 2 of 2: 3/4 = 75 % → 7.5 → 8; tier 80
    expect(confidencePrior(["win", "win"])).toMatchObject({ ice: 8, rice: 80 });
    // 11 of 18: 12/20 = 60 % → 50 tier; 12 of 18: 13/20 = 65 % → 80 tier
    const outcomes = (w: number, n: number) => [...Array(w).fill("win"), ...Array(n - w).fill("loss")];
    expect(confidencePrior(outcomes(11, 18))?.rice).toBe(50);
    expect(confidencePrior(outcomes(12, 18))?.rice).toBe(80);
    // 17 of 18: 18/20 = 90 % → 100 tier
    expect(confidencePrior(outcomes(17, 18))?.rice).toBe(100);
    expect(confidencePrior(outcomes(16, 18))?.rice).toBe(80);
  });
});

describe("ranking", () => {
  const blank: ScoredFields = { iceImpact: null, iceConfidence: null, iceEase: null, riceReach: null, riceImpact: null, riceConfidence: null, effort: null };
  const idea = (id: string, createdAt: string, s: Partial<ScoredFields>) => ({ id, createdAt, ...blank, ...s });

  it("orders by the chosen model, ties by age, unscored last and unranked", () => {
    const ideas = [
      idea("a", "2025-01-03", { iceImpact: 5, iceConfidence: 5, iceEase: 5, riceReach: 1000, riceImpact: 1, riceConfidence: 100, effort: 1 }),
      idea("b", "2025-01-01", { iceImpact: 9, iceConfidence: 8, iceEase: 7 }),
      idea("c", "2025-01-02", {}),
      idea("d", "2025-01-02", { iceImpact: 5, iceConfidence: 5, iceEase: 5 }),
    ];
    const ice = rankIdeas(ideas, "ice");
    expect(ice.map((i) => [i.id, i.score, i.rank])).toEqual([
      ["b", 8, 1],
      ["d", 5, 2],
      ["a", 5, 3],
      ["c", null, null],
    ]);
    const rice = rankIdeas(ideas, "rice");
    expect(rice.map((i) => i.id)).toEqual(["a", "b", "c", "d"]);
    expect(rice[0]!.rank).toBe(1);
    expect(scoreFor("rice", ideas[0]!)).toBe(1000);
  });
});
