import { describe, expect, it } from "vitest";
import { cleanKeyword, keywordKey, splitKeywords } from "./keyword-text";

describe("keyword text", () => {
  it("keys keywords by case and spacing only", () => {
    expect(keywordKey("  Cold Brew\u00a0 Coffee ")).toBe("cold brew coffee");
    expect(keywordKey("ＣＯＦＦＥＥ")).toBe("coffee");
    expect(keywordKey("café")).not.toBe(keywordKey("cafe"));
    expect(cleanKeyword(" Cold  Brew ")).toBe("Cold Brew");
  });

  it("splits pasted lists and drops repeats, first spelling wins", () => {
    expect(splitKeywords("Cold Brew\ncold  brew\n\n decaf beans ; espresso,\tlatte")).toEqual(["Cold Brew", "decaf beans", "espresso", "latte"]);
  });
});
