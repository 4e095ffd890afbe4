import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Serp } from "../types";
import { canonicalUrl, clusterKeywords, contentWords, serpUrls, type ClusterInput } from "./cluster";

const fixtureDir = path.resolve(import.meta.dirname, "../../../tests/fixtures/seo");

type Fixture = { volume: number; serp: Omit<Serp, "fetchedAt"> & { fetchedAt: string } };

function loadSerpFixtures(): ClusterInput[] {
  return readdirSync(fixtureDir)
    .filter((f) => /^serps-.*\.json$/.test(f))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(path.join(fixtureDir, f), "utf8")) as Fixture[])
    .map(({ volume, serp }) => ({ keyword: serp.keyword, volume, serpUrls: serpUrls(serp) }));
}

const sorted = (xs: string[]) => [...xs].sort();

describe("clusterKeywords by SERP overlap", () => {
  const inputs = loadSerpFixtures();

  it("groups the fixture's 32 keywords into its topics, splitting what Google answers differently", () => {
    expect(inputs).toHaveLength(32);
    const groups = clusterKeywords(inputs, { brandDomains: ["northwindcoffee.com"] });
    expect(groups.every((g) => g.method === "serp")).toBe(true);
    expect(groups.map((g) => sorted(g.keywords))).toEqual(
      [
        ["best espresso machine", "best espresso machine under 500", "espresso machine", "espresso machine reviews", "espresso machines for home", "home espresso machine"],
        ["french press", "french press coffee ratio", "french press grind size", "french press instructions", "how to use a french press"],
        ["best burr coffee grinder", "best coffee grinder", "burr grinder", "coffee grinder", "coffee grinders", "manual coffee grinder"],
        ["cold brew coffee", "cold brew concentrate", "cold brew ratio", "cold brew recipe", "homemade cold brew", "how to make cold brew"],
        // Decaf splits by intent: how it is made (informational) vs which beans to buy (commercial).
        ["decaf coffee", "does decaf coffee have caffeine", "how is decaf coffee made", "swiss water decaf"],
        ["best decaf coffee beans", "decaf coffee beans", "decaf espresso beans"],
        // Comparisons get their own pages from Google, so they stay alone although the words overlap.
        ["cold brew vs iced coffee"],
        ["burr vs blade grinder"],
      ],
    );
  });

  it("picks the highest-volume keyword as focus and labels with the words most of the group shares", () => {
    const groups = clusterKeywords(inputs);
    const cold = groups.find((g) => g.keywords.includes("cold brew ratio"))!;
    expect(cold.focusKeyword).toBe("cold brew coffee");
    expect(cold.keywords[0]).toBe("cold brew coffee");
    expect(cold.label).toBe("cold brew");
    expect(cold.totalVolume).toBe(49500 + 33100 + 14800 + 6600 + 5400 + 2400);
    expect(groups.find((g) => g.keywords.includes("burr grinder"))!.label).toBe("coffee grinder");
    // Sorted by total volume, largest first.
    const volumes = groups.map((g) => g.totalVolume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it("flags cannibalisation where two of the brand's URLs rank in one group", () => {
    const groups = clusterKeywords(inputs, { brandDomains: ["www.northwindcoffee.com"] });
    const flagged = groups.filter((g) => g.cannibalisation !== null);
    expect(flagged.map((g) => g.focusKeyword).sort()).toEqual(["cold brew coffee", "decaf coffee beans"]);
    const cold = flagged.find((g) => g.focusKeyword === "cold brew coffee")!.cannibalisation!;
    expect(cold.urls).toEqual([
      "northwindcoffee.com/blogs/guides/cold-brew-at-home",
      "northwindcoffee.com/products/cold-brew-concentrate",
    ]);
    expect(cold.byUrl["northwindcoffee.com/products/cold-brew-concentrate"]!.length).toBeGreaterThan(0);
    // Without the brand's domains there is nothing to flag.
    expect(clusterKeywords(inputs).some((g) => g.cannibalisation)).toBe(false);
  });

  it("takes N from the options: a lower threshold merges the comparison into its topic", () => {
    const loose = clusterKeywords(inputs, { minSharedUrls: 1, mode: "soft" });
    const cold = loose.find((g) => g.focusKeyword === "cold brew coffee")!;
    expect(cold.keywords).toContain("cold brew vs iced coffee");
    const strict = clusterKeywords(inputs, { minSharedUrls: 9 });
    expect(strict.length).toBeGreaterThan(20);
  });

  it("hard mode needs every pair to share N URLs; soft mode only the hub", () => {
    const u = (n: number) => `https://site${n}.com/page`;
    const items: ClusterInput[] = [
      { keyword: "hub", volume: 100, serpUrls: [u(1), u(2), u(3), u(4), u(5), u(6)] },
      { keyword: "left", volume: 50, serpUrls: [u(1), u(2), u(3), u(7), u(8), u(9)] },
      { keyword: "right", volume: 40, serpUrls: [u(4), u(5), u(6), u(7), u(10), u(11)] },
    ];
    expect(clusterKeywords(items, { mode: "soft" }).map((g) => g.keywords)).toEqual([["hub", "left", "right"]]);
    expect(clusterKeywords(items, { mode: "hard" }).map((g) => g.keywords)).toEqual([["hub", "left"], ["right"]]);
  });

  it("clusters 5,000 keywords quickly (the bench script prints the real figure)", () => {
    const items: ClusterInput[] = [];
    for (let i = 0; i < 5000; i++) {
      const topic = i % 500;
      items.push({
        keyword: `topic ${topic} keyword ${i}`,
        volume: 5000 - i,
        serpUrls: Array.from({ length: 10 }, (_, r) => `https://t${topic}.example/${(i * 7 + r) % 14}`),
      });
    }
    const groups = clusterKeywords(items);
    expect(groups.reduce((s, g) => s + g.keywords.length, 0)).toBe(5000);
  });
});

describe("clusterKeywords by lexical similarity", () => {
  it("is used when no SERP is stored, and says so", () => {
    const groups = clusterKeywords([
      { keyword: "running shoes", volume: 90000 },
      { keyword: "best running shoes", volume: 40000 },
      { keyword: "Running Shoe", volume: 500 },
      { keyword: "running shoes for women", volume: 20000 },
      { keyword: "trail running", volume: 12000 },
      { keyword: "espresso machine", volume: 30000 },
    ]);
    expect(groups.every((g) => g.method === "lexical")).toBe(true);
    expect(groups[0]).toMatchObject({
      label: "running shoes",
      focusKeyword: "running shoes",
      keywords: ["running shoes", "best running shoes", "running shoes for women", "running shoe"],
    });
    expect(groups.map((g) => g.keywords.length)).toEqual([4, 1, 1]);
  });

  it("keeps keywords without SERPs out of SERP groups, and merges duplicate spellings", () => {
    const groups = clusterKeywords(
      [
        { keyword: "a", volume: 10, serpUrls: ["x.com/1", "x.com/2", "x.com/3"] },
        { keyword: "b", volume: 5, serpUrls: ["x.com/1", "x.com/2", "x.com/3"] },
        { keyword: "A ", volume: 30, brandUrls: ["https://brand.com/a"] },
        { keyword: "a b", volume: 1 },
      ],
      {},
    );
    expect(groups.map((g) => [g.method, g.keywords])).toEqual([
      ["serp", ["a", "b"]],
      ["lexical", ["a b"]],
    ]);
    expect(groups[0]!.totalVolume).toBe(35);
  });

  it("flags cannibalisation from the brand URLs given per keyword", () => {
    const groups = clusterKeywords([
      { keyword: "cold brew", volume: 10, brandUrls: ["https://brand.com/guide"] },
      { keyword: "cold brew recipe", volume: 5, brandUrls: ["https://brand.com/recipe/"] },
    ]);
    expect(groups[0]!.cannibalisation?.urls).toEqual(["brand.com/guide", "brand.com/recipe"]);
  });
});

describe("helpers", () => {
  it("canonicalUrl drops scheme, www, tracking, fragments and trailing slashes", () => {
    expect(canonicalUrl("https://www.X.com/a/?utm_source=y&id=2#top")).toBe("x.com/a?id=2");
    expect(canonicalUrl("http://x.com/a")).toBe("x.com/a");
    expect(canonicalUrl("x.com")).toBe("x.com");
  });

  it("contentWords drops stop words and plural endings", () => {
    expect(contentWords("How to clean espresso machines")).toEqual(["clean", "espresso", "machine"]);
    expect(contentWords("how to")).toEqual(["how", "to"]);
  });
});
