import { describe, expect, it } from "vitest";
import { findConflicts, negativeBlocks } from "./match";
import { negativesToCsv, negativesToText, parseNegatives } from "./text";

describe("negative matching (Google Ads rules)", () => {
  it("exact blocks the identical query only", () => {
    const n = { text: "running shoes", matchType: "exact" as const };
    expect(negativeBlocks(n, "running shoes")).toBe(true);
    expect(negativeBlocks(n, "Running  SHOES")).toBe(true);
    expect(negativeBlocks(n, "red running shoes")).toBe(false);
    expect(negativeBlocks(n, "shoes running")).toBe(false);
  });

  it("phrase blocks queries holding the words in order, adjacent", () => {
    const n = { text: "running shoes", matchType: "phrase" as const };
    expect(negativeBlocks(n, "red running shoes sale")).toBe(true);
    expect(negativeBlocks(n, "shoes running")).toBe(false);
    expect(negativeBlocks(n, "running red shoes")).toBe(false);
  });

  it("broad blocks queries holding all words in any order", () => {
    const n = { text: "running shoes", matchType: "broad" as const };
    expect(negativeBlocks(n, "shoes for running")).toBe(true);
    expect(negativeBlocks(n, "running socks")).toBe(false);
  });

  it("never matches close variants (plural, misspelling)", () => {
    expect(negativeBlocks({ text: "shoe", matchType: "broad" }, "running shoes")).toBe(false);
    expect(negativeBlocks({ text: "runing", matchType: "phrase" }, "running shoes")).toBe(false);
    expect(negativeBlocks({ text: "free", matchType: "broad" }, "free shipping")).toBe(true);
  });

  it("finds the positive keywords a list would block", () => {
    const negatives = [
      { text: "free", matchType: "broad" as const },
      { text: "cold brew", matchType: "exact" as const },
      { text: "brew kit", matchType: "phrase" as const },
    ];
    const keywords = [{ text: "free coffee samples" }, { text: "cold brew" }, { text: "cold brew coffee" }, { text: "kit brew" }, { text: "home brew kit" }];
    const found = findConflicts(negatives, keywords).map((c) => `${c.negative.text}→${c.keyword.text}`);
    expect(found.sort()).toEqual(["brew kit→home brew kit", "cold brew→cold brew", "free→free coffee samples"]);
  });
});

describe("negative list text and CSV", () => {
  it("reads Google's notation", () => {
    expect(parseNegatives('[cheap shoes]\n"free"\nused boots\n\n').entries).toEqual([
      { text: "cheap shoes", matchType: "exact" },
      { text: "free", matchType: "phrase" },
      { text: "used boots", matchType: "broad" },
    ]);
  });

  it("reads a CSV with Keyword and Criterion Type / Match type columns and names bad lines", () => {
    const parsed = parseNegatives('Keyword,Criterion Type\n"cheap, used",Negative Exact\nfree,Negative Phrase\nx,Sometimes\n');
    expect(parsed.entries).toEqual([
      { text: "cheap, used", matchType: "exact" },
      { text: "free", matchType: "phrase" },
    ]);
    expect(parsed.refused).toEqual(['Line 4: "Sometimes" is not a match type (Exact, Phrase or Broad).']);
  });

  it("round-trips through CSV and text", () => {
    const list = [
      { text: 'say "hi", now', matchType: "exact" as const },
      { text: "free", matchType: "broad" as const },
    ];
    expect(parseNegatives(negativesToCsv(list)).entries).toEqual(list);
    expect(negativesToText(list)).toBe('[say "hi", now]\nfree\n');
  });
});
