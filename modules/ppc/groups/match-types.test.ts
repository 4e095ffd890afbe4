import { describe, expect, it } from "vitest";
import { suggestMatchTypes } from "./match-types";

describe("suggested match types", () => {
  it("head terms (≤ 2 words, ≥ 1,000 searches) get exact only, even with smart bidding", () => {
    expect(suggestMatchTypes("running shoes", 40_000)).toEqual(["exact"]);
    expect(suggestMatchTypes("running shoes", 40_000, { smartBidding: true })).toEqual(["exact"]);
  });
  it("3+ word terms get phrase", () => {
    expect(suggestMatchTypes("best trail running shoes", 90_000)).toEqual(["phrase"]);
  });
  it("short terms with little or unknown volume get exact and phrase", () => {
    expect(suggestMatchTypes("trail shoes", 200)).toEqual(["exact", "phrase"]);
    expect(suggestMatchTypes("trail shoes", null)).toEqual(["exact", "phrase"]);
  });
  it("broad is added only with smart bidding", () => {
    expect(suggestMatchTypes("trail shoes", 200, { smartBidding: true })).toEqual(["exact", "phrase", "broad"]);
    expect(suggestMatchTypes("waterproof trail running shoes", 10, { smartBidding: true })).toEqual(["phrase", "broad"]);
  });
});
