import { describe, expect, it } from "vitest";
import { rankDrop } from "./rank-drop";

describe("rankDrop", () => {
  it("alerts only past the threshold", () => {
    expect(rankDrop(3, 8, 5)).toBeNull();
    expect(rankDrop(3, 9, 5)).toEqual({ previous: 3, current: 9, places: 6 });
    expect(rankDrop(9, 3, 5)).toBeNull();
  });

  it("counts falling out of the results as a drop, and a first check as none", () => {
    expect(rankDrop(40, null, 5)).toEqual({ previous: 40, current: null, places: 61 });
    expect(rankDrop(null, 50, 5)).toBeNull();
  });
});
