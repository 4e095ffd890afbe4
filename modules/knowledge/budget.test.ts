import { describe, expect, it } from "vitest";
import { chunkHeader, estimateTokens, packWithinBudget } from "./budget";

const c = (id: string, tokens: number) => ({ id, tokens, sourceTitle: "Manual", heading: "Care" });
const cost = (n: number, tokens: number) => tokens + estimateTokens(chunkHeader(n, { sourceTitle: "Manual", heading: "Care" })) + 1;

describe("packWithinBudget", () => {
  it("takes the best chunks first and never exceeds the budget, headers included", () => {
    const budget = cost(1, 100) + cost(2, 50);
    const r = packWithinBudget([c("a", 100), c("b", 50), c("c", 50)], budget);
    expect(r.items.map((i) => i.id)).toEqual(["a", "b"]);
    expect(r.tokens).toBe(budget);
  });

  it("skips a chunk that does not fit and keeps filling with smaller later ones", () => {
    const r = packWithinBudget([c("a", 100), c("big", 1_000), c("b", 100)], cost(1, 100) + cost(2, 100));
    expect(r.items.map((i) => i.id)).toEqual(["a", "b"]);
  });

  it("returns nothing for a budget smaller than any chunk", () => {
    expect(packWithinBudget([c("a", 100)], 50)).toEqual({ items: [], tokens: 0 });
  });

  it("headers name the source and, when there is one, the heading", () => {
    expect(chunkHeader(2, { sourceTitle: "Manual", heading: "Care › Cleaning" })).toBe("[2] Manual › Care › Cleaning");
    expect(chunkHeader(1, { sourceTitle: "Manual", heading: "" })).toBe("[1] Manual");
  });
});
