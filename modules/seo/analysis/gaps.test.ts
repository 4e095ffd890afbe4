import { describe, expect, it } from "vitest";
import type { RankedKeyword } from "../types";
import { brandOverlap, keywordGaps, rankedFromSerps } from "./gaps";

const row = (keyword: string, domain: string, position: number, volume: number | null, path = "/"): RankedKeyword => ({
  keyword,
  domain,
  position,
  url: `https://${domain}${path}`,
  volume,
});

const brand: RankedKeyword[] = [
  row("cold brew coffee", "northwindcoffee.com", 7, 49500, "/blogs/guides/cold-brew-at-home"),
  row("cold brew coffee", "northwindcoffee.com", 12, 49500, "/products/cold-brew-concentrate"),
  row("Decaf Coffee Beans", "northwindcoffee.com", 2, 6600, "/collections/decaf"),
  row("coffee grinder", "northwindcoffee.com", 18, 60500, "/products/gale-pro"),
  row("french press ratio", "northwindcoffee.com", 3, 8100),
  row("swiss water decaf", "northwindcoffee.com", 25, null),
  row("espresso machine", "northwindcoffee.com", 130, 74000),
];
const competitors: RankedKeyword[] = [
  row("cold brew coffee", "contoso.com", 3, 49500),
  row("decaf coffee beans", "contoso.com", 5, 6600),
  row("decaf coffee beans", "fabrikam.com", 9, 7200),
  row("espresso machine", "fabrikam.com", 6, 74000),
  row("espresso machine", "contoso.com", 14, 74000),
  row("burr grinder", "contoso.com", 40, 18100),
  row("coffee subscription", "fabrikam.com", 95, 12100),
  row("moka pot", "fabrikam.com", 101, 9900),
];

describe("keywordGaps", () => {
  const report = keywordGaps(brand, competitors);

  it("lists keywords competitors rank for and the brand does not, by volume, best competitor first", () => {
    expect(report.gap.map((g) => [g.keyword, g.volume, g.competitors.map((c) => `${c.domain}#${c.position}`)])).toEqual([
      ["espresso machine", 74000, ["fabrikam.com#6", "contoso.com#14"]],
      ["burr grinder", 18100, ["contoso.com#40"]],
      ["coffee subscription", 12100, ["fabrikam.com#95"]],
    ]);
  });

  it("a competitor's depth can be limited", () => {
    expect(keywordGaps(brand, competitors, { competitorMaxPosition: 20 }).gap.map((g) => g.keyword)).toEqual(["espresso machine"]);
  });

  it("lists shared keywords with the brand's best URL and who is ahead", () => {
    expect(report.shared).toEqual([
      {
        keyword: "cold brew coffee",
        volume: 49500,
        brand: { domain: "northwindcoffee.com", position: 7, url: "https://northwindcoffee.com/blogs/guides/cold-brew-at-home" },
        competitors: [{ domain: "contoso.com", position: 3, url: "https://contoso.com/" }],
        brandAhead: false,
      },
      {
        keyword: "decaf coffee beans",
        volume: 7200,
        brand: { domain: "northwindcoffee.com", position: 2, url: "https://northwindcoffee.com/collections/decaf" },
        competitors: [
          { domain: "contoso.com", position: 5, url: "https://contoso.com/" },
          { domain: "fabrikam.com", position: 9, url: "https://fabrikam.com/" },
        ],
        brandAhead: true,
      },
    ]);
  });

  it("finds quick wins at positions 4–20 with the clicks position 1 would add", () => {
    expect(report.quickWins.map((q) => [q.keyword, q.brand.position, q.clicksToGain])).toEqual([
      ["coffee grinder", 18, Math.round(60500 * (0.317 - 0.00078))],
      ["cold brew coffee", 7, Math.round(49500 * (0.317 - 0.042))],
    ]);
    const wide = keywordGaps(brand, competitors, { quickWinRange: [3, 30] }).quickWins;
    expect(wide.map((q) => q.keyword)).toEqual(["coffee grinder", "cold brew coffee", "french press ratio", "swiss water decaf"]);
    expect(wide.at(-1)!.clicksToGain).toBeNull();
  });
});

describe("brandOverlap", () => {
  it("shows the keywords two managed brands both rank for and who is ahead", () => {
    const other = [row("cold brew coffee", "roastery.example", 7, 50000), row("decaf coffee beans", "roastery.example", 1, null), row("tea", "roastery.example", 2, 100)];
    expect(brandOverlap(brand, other).map((r) => [r.keyword, r.volume, r.a.position, r.b.position, r.ahead])).toEqual([
      ["cold brew coffee", 50000, 7, 7, "tie"],
      ["decaf coffee beans", 6600, 2, 1, "b"],
    ]);
  });
});

describe("rankedFromSerps", () => {
  it("reads the given domains' positions off stored SERPs, subdomains included", () => {
    const serps = [
      {
        keyword: "Cold Brew Coffee",
        organic: [
          { position: 1, url: "https://www.contoso.com/cold-brew", domain: "contoso.com", title: "", snippet: null },
          { position: 2, url: "https://example.org/", domain: "example.org", title: "", snippet: null },
          { position: 4, url: "https://shop.northwindcoffee.com/cb", domain: "shop.northwindcoffee.com", title: "", snippet: null },
        ],
      },
    ];
    expect(rankedFromSerps(serps, ["northwindcoffee.com", "www.contoso.com"], new Map([["cold brew coffee", 49500]]))).toEqual([
      { keyword: "cold brew coffee", domain: "contoso.com", position: 1, url: "https://www.contoso.com/cold-brew", volume: 49500 },
      { keyword: "cold brew coffee", domain: "northwindcoffee.com", position: 4, url: "https://shop.northwindcoffee.com/cb", volume: 49500 },
    ]);
  });
});
