import { describe, expect, it } from "vitest";
import { MAX_SEEDS, parseSeeds } from "./assistant";

describe("parseSeeds", () => {
  it("splits on commas and lines, normalises, deduplicates and caps the count", () => {
    expect(parseSeeds("Coffee Grinder, french  press\ncoffee grinder,, ")).toEqual(["coffee grinder", "french press"]);
    expect(parseSeeds(Array.from({ length: 30 }, (_, i) => `seed ${i}`).join(","))).toHaveLength(MAX_SEEDS);
    expect(parseSeeds(`${"x".repeat(201)}, ok`)).toEqual(["ok"]);
  });
});
