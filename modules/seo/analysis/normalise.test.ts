import { describe, expect, it } from "vitest";
import {
  compactKeyword,
  foldKeyword,
  keywordTokens,
  looksPlural,
  normaliseKeyword,
  pluralise,
  singularise,
  stemLight,
} from "./normalise";

describe("normaliseKeyword", () => {
  it("lower-cases, trims, collapses whitespace and applies NFKC", () => {
    expect(normaliseKeyword("  Running \t Shoes\n")).toBe("running shoes");
    expect(normaliseKeyword("ｒｕｎｎｉｎｇ shoes")).toBe("running shoes");
    expect(normaliseKeyword("ﬁsh\u00A0tank")).toBe("fish tank");
  });

  it("drops invisible characters from copy-paste", () => {
    expect(normaliseKeyword("\uFEFFcoffee\u200B beans")).toBe("coffee beans");
  });

  it("keeps diacritics and punctuation, which can be different searches", () => {
    expect(normaliseKeyword("Café")).toBe("café");
    expect(normaliseKeyword("C++ Tutorial")).toBe("c++ tutorial");
  });
});

describe("matching helpers", () => {
  it("fold diacritics and split on punctuation", () => {
    expect(foldKeyword("Zoë Café")).toBe("zoe cafe");
    expect(keywordTokens("North-Wind.com  login")).toEqual(["north", "wind", "com", "login"]);
    expect(compactKeyword("North - Wind")).toBe("northwind");
  });

  it("stem plurals only", () => {
    expect(stemLight("shoes")).toBe("shoe");
    expect(stemLight("cities")).toBe("city");
    expect(stemLight("boxes")).toBe("box");
    expect(stemLight("glasses")).toBe("glasses");
    expect(stemLight("class")).toBe("class");
    expect(stemLight("news")).toBe("news");
    expect(stemLight("running")).toBe("running");
    expect(stemLight("ps5s")).toBe("ps5s");
  });

  it("turn the last word plural or singular", () => {
    expect(pluralise("running shoe")).toBe("running shoes");
    expect(pluralise("coffee shop in the city")).toBe("coffee shop in the cities");
    expect(pluralise("french press")).toBe("french presses");
    expect(pluralise("running shoes")).toBe("running shoes");
    expect(singularise("Running Shoes")).toBe("running shoe");
    expect(singularise("coffee")).toBe("coffee");
    expect(looksPlural("espresso machines")).toBe(true);
    expect(looksPlural("espresso machine")).toBe(false);
  });
});
