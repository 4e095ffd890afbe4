import { describe, expect, it } from "vitest";
import { difficultyPart, fitPart, scoreIdea, volumePart } from "./score";
import { sentenceCase, titleFromUrl } from "./sources";

describe("idea score", () => {
  it("puts volume on a log scale and counts unknown volume as modest", () => {
    expect([10, 100, 1_000, 10_000, 1_000_000].map(volumePart)).toEqual([26, 50, 75, 100, 100]);
    expect(volumePart(null)).toBe(30);
    expect(volumePart(0)).toBe(0);
  });

  it("reads ease from keyword difficulty, else from where the idea came from", () => {
    expect(difficultyPart("competitor_gap", 80)).toBe(20);
    expect(difficultyPart("striking_distance", null)).toBeGreaterThan(difficultyPart("competitor_gap", null));
  });

  it("raises fit for buying intent and the brand's own terms, lowers it for a rival's brand", () => {
    const base = fitPart({ origin: "question" });
    expect(fitPart({ origin: "question", intent: "commercial" })).toBe(base + 15);
    expect(fitPart({ origin: "question", matchesBrandTerms: true })).toBe(base + 15);
    expect(fitPart({ origin: "question", competitorBranded: true })).toBe(base - 25);
    expect(fitPart({ origin: "saio_prompt", intent: "commercial", matchesBrandTerms: true })).toBe(100);
  });

  it("weighs volume 40 %, ease 30 %, fit 30 %, within 0–100", () => {
    expect(scoreIdea({ origin: "manual", volume: 10_000, difficulty: 0, intent: "commercial", matchesBrandTerms: true })).toEqual({ score: 97, parts: { volume: 100, difficulty: 100, fit: 90 } });
    expect(scoreIdea({ origin: "competitor_gap", volume: 0, difficulty: 100, competitorBranded: true }).score).toBe(9);
  });
});

describe("idea titles", () => {
  it("reads a page's title from its URL when no crawl has one", () => {
    expect(titleFromUrl("https://brewlab.example/guides/pour-over-ratio")).toBe("Pour over ratio");
    expect(titleFromUrl("/blog/latte_art.html")).toBe("Latte art");
    expect(titleFromUrl("https://brewlab.example/")).toBe("Home page");
    expect(sentenceCase("  cold   brew ratio ")).toBe("Cold brew ratio");
  });
});
