import { describe, expect, it } from "vitest";
import { expandSeeds } from "./expand";

describe("expandSeeds", () => {
  it("grows a seed with plural, modifiers, competitors and questions, each labelled", () => {
    const out = expandSeeds(["Coffee Grinder"], { competitors: ["Baratza", "Fellow"], audiences: ["espresso"] });
    const kinds = (k: string) => out.filter((c) => c.kind === k).map((c) => c.keyword);
    expect(out.every((c) => c.seed === "coffee grinder")).toBe(true);
    expect(kinds("plural")).toEqual(["coffee grinders"]);
    expect(kinds("modifier")).toContain("best coffee grinder");
    expect(kinds("modifier")).toContain("coffee grinder near me");
    expect(kinds("audience")).toEqual(["coffee grinder for espresso"]);
    expect(kinds("competitor")).toEqual([
      "coffee grinder vs baratza",
      "baratza coffee grinder",
      "baratza alternatives",
      "coffee grinder vs fellow",
      "fellow coffee grinder",
      "fellow alternatives",
    ]);
    expect(kinds("question")).toEqual([
      "who makes the best coffee grinder",
      "what is coffee grinder",
      "where to buy coffee grinder",
      "why is coffee grinder so expensive",
      "how to choose coffee grinder",
      "is coffee grinder worth it",
    ]);
  });

  it("singularises a plural seed and does not stack modifiers", () => {
    const out = expandSeeds(["best espresso machines"]);
    expect(out[0]).toEqual({ keyword: "best espresso machine", seed: "best espresso machines", kind: "singular" });
    expect(out.some((c) => c.keyword.startsWith("best best") || c.keyword.startsWith("cheap best"))).toBe(false);
    const reviews = expandSeeds(["grinder reviews"]).map((c) => c.keyword);
    expect(reviews).not.toContain("grinder reviews reviews");
  });

  it("dedupes across seeds, never repeats a seed and leaves out stored keywords", () => {
    const out = expandSeeds(["cold brew", "Cold  Brew", "cold brews", "best cold brew"], {
      exclude: ["cold brew near me"],
    });
    const keys = out.map((c) => c.keyword);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain("cold brew");
    expect(keys).not.toContain("cold brews");
    expect(keys).not.toContain("best cold brew");
    expect(keys).not.toContain("cold brew near me");
    // "cheap cold brew" comes from the first seed; the plural seed does not claim it again.
    expect(out.filter((c) => c.keyword === "cheap cold brew")).toEqual([{ keyword: "cheap cold brew", seed: "cold brew", kind: "modifier" }]);
  });

  it("takes custom modifiers and ignores empty seeds", () => {
    expect(expandSeeds(["  ", "decaf"], { prefixes: ["organic"], suffixes: ["beans"] }).map((c) => c.keyword)).toEqual([
      "decafs",
      "organic decaf",
      "decaf beans",
      "who makes the best decaf",
      "what is decaf",
      "where to buy decaf",
      "why is decaf so expensive",
      "how to choose decaf",
      "is decaf worth it",
    ]);
  });
});
