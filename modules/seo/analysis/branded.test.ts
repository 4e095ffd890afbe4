import { describe, expect, it } from "vitest";
import {
  allowedSlips,
  brandClassifier,
  brandedShareOverTime,
  classifyKeywords,
  damerauLevenshtein,
  type BrandLexicon,
} from "./branded";

const lexicon: BrandLexicon = {
  names: ["North Wind", "Northwind Traders"],
  products: ["Gale Pro", "Breeze Kettle"],
  domains: ["https://www.northwind.com/"],
  competitors: [
    { name: "Contoso", domains: ["contoso.co.uk"], products: ["Contoso Brewmaster"] },
    { name: "Fabrikam Coffee", domains: ["fabrikam.com"] },
    { name: "Café Zoë" },
  ],
  overrides: { "North Face jacket": "non_branded", "wind north tea": "branded" },
};

describe("damerauLevenshtein", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps as one edit each", () => {
    expect(damerauLevenshtein("northwind", "northwind")).toBe(0);
    expect(damerauLevenshtein("nortwind", "northwind")).toBe(1);
    expect(damerauLevenshtein("nrothwind", "northwind")).toBe(1);
    expect(damerauLevenshtein("northwinf", "northwind")).toBe(1);
    expect(damerauLevenshtein("northwood", "northwind")).toBe(2);
    expect(damerauLevenshtein("", "abc")).toBe(3);
    expect(damerauLevenshtein("ca", "abc")).toBe(3);
  });

  it("gives up past the limit", () => {
    expect(damerauLevenshtein("north", "northwindtraders", 2)).toBe(3);
  });

  it("allows no slip for short names and more for long ones", () => {
    expect(allowedSlips(4)).toBe(0);
    expect(allowedSlips(9)).toBe(1);
    expect(allowedSlips(16)).toBe(2);
  });
});

describe("brandClassifier", () => {
  const classify = brandClassifier(lexicon);
  const cases: Array<[string, string, string, string | null]> = [
    // keyword, class, rule kind, matched term
    ["north wind coffee", "branded", "name", "North Wind"],
    ["NorthWind coffee beans", "branded", "name", "North Wind"],
    ["north-wind discount code", "branded", "name", "North Wind"],
    ["nort wind", "branded", "misspelling", "North Wind"],
    ["nrothwind opening hours", "branded", "misspelling", "North Wind"],
    ["northwind tarders", "branded", "name", "North Wind"],
    ["gale pro grinder review", "branded", "product", "Gale Pro"],
    ["breeze kettle descaling", "branded", "product", "Breeze Kettle"],
    ["northwind.com login", "branded", "name", "North Wind"],
    ["www.northwind.com/returns", "branded", "name", "North Wind"],
    ["contoso coffee subscription", "competitor", "name", "Contoso"],
    ["contoso.co.uk delivery", "competitor", "name", "Contoso"],
    ["fabrikam coffee pods", "competitor", "name", "Fabrikam Coffee"],
    ["fabrikan coffee", "competitor", "misspelling", "Fabrikam Coffee"],
    ["cafe zoe menu", "competitor", "name", "Café Zoë"],
    ["contoso vs north wind", "branded", "name", "North Wind"],
    ["north", "non_branded", "none", null],
    ["north face jacket", "non_branded", "override", null],
    ["wind north tea", "branded", "override", null],
    ["northwood coffee roasters", "non_branded", "none", null],
    ["wind turbine", "non_branded", "none", null],
    ["best coffee grinder", "non_branded", "none", null],
    ["contosa", "competitor", "misspelling", "Contoso"],
    ["contrast ratio", "non_branded", "none", null],
  ];
  it.each(cases)("%s → %s by %s", (keyword, cls, kind, term) => {
    const r = classify(keyword);
    expect(r.class).toBe(cls);
    expect(r.rule.kind).toBe(kind);
    expect(r.rule.term).toBe(term);
  });

  it("names the competitor and the distance of a misspelling", () => {
    expect(classify("fabrikan coffee").rule).toEqual({
      kind: "misspelling",
      term: "Fabrikam Coffee",
      competitor: "Fabrikam Coffee",
      distance: 1,
    });
    expect(classify("nort wind").rule.competitor).toBeNull();
  });

  it("matches a domain mention as the domain rule when no name covers it", () => {
    const c = brandClassifier({ names: ["Acme Roasting"], domains: ["acmeroast.io"] });
    expect(c("acmeroast.io coupon").rule.kind).toBe("domain");
    expect(c("acmeroast.io coupon").class).toBe("branded");
    expect(c("myacmeroast.io").class).toBe("non_branded");
  });

  it("lets a long name carry two slips", () => {
    const c = brandClassifier({ names: ["Wolfenstein Outfitters"] });
    expect(c("wolfenstien outfiters").rule).toMatchObject({ kind: "misspelling", distance: 2 });
    expect(c("wolfenstein").class).toBe("non_branded");
  });

  it("keeps short brand names exact: no misspelling of a four-letter name counts", () => {
    const c = brandClassifier({ names: ["Nike"] });
    expect(c("nike air max").class).toBe("branded");
    expect(c("bike air max").class).toBe("non_branded");
    expect(c("mike").class).toBe("non_branded");
  });

  it("normalises the keyword it returns and accepts a Map of overrides", () => {
    const c = brandClassifier({ names: ["North Wind"], overrides: new Map([["  NORTH   wind jobs ", "non_branded" as const]]) });
    expect(c("North Wind Jobs")).toMatchObject({ keyword: "north wind jobs", class: "non_branded" });
  });

  it("classifies a realistic mixed list", () => {
    const keywords = [
      "northwind coffee", "north wind coffee near me", "northwinds coffee", "nothwind", "gale pro",
      "contoso", "contoso brewmaster review", "fabrikam.com", "espresso machine", "how to descale a kettle",
      "coffee beans uk", "cafe zoe", "north", "wind",
    ];
    const counts = classifyKeywords(keywords, lexicon).reduce<Record<string, number>>((acc, r) => {
      acc[r.class] = (acc[r.class] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ branded: 5, competitor: 4, non_branded: 5 });
  });
});

describe("brandedShareOverTime", () => {
  const classify = brandClassifier(lexicon);
  const rows = [
    { query: "north wind coffee", date: "2026-10-30", clicks: 40 },
    { query: "best coffee grinder", date: "2026-10-30", clicks: 60 },
    { query: "northwind", date: "2026-11-01", clicks: 10 },
    { query: "contoso beans", date: "2026-11-01", clicks: 5 },
    { query: null, date: "2026-11-01", clicks: 15 },
    { query: "northwind", date: null, clicks: 99 },
    { query: "espresso", date: "2026-11-02", clicks: 0 },
  ];

  it("gives the branded share of clicks per day, anonymised queries in the total", () => {
    expect(brandedShareOverTime(rows, classify)).toEqual([
      { period: "2026-10-30", brandedClicks: 40, competitorClicks: 0, totalClicks: 100, share: 0.4 },
      { period: "2026-11-01", brandedClicks: 10, competitorClicks: 5, totalClicks: 30, share: 10 / 30 },
      { period: "2026-11-02", brandedClicks: 0, competitorClicks: 0, totalClicks: 0, share: null },
    ]);
  });

  it("or per month", () => {
    expect(brandedShareOverTime(rows, classify, "month").map((p) => [p.period, p.brandedClicks, p.totalClicks])).toEqual([
      ["2026-10", 40, 100],
      ["2026-11", 10, 30],
    ]);
  });
});
