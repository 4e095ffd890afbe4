import { describe, expect, it } from "vitest";
import { compare, normalisedWords, stem, textFingerprint, tokenSimilarity, TOKEN_NEAR_DUPLICATE } from "./similarity";

const ARTICLE =
  "Choosing running shoes starts with your gait. Overpronation, neutral strides and supination each call for a different kind of support, " +
  "and the wrong pair can turn a pleasant morning jog into weeks of shin splints. Visit a specialist store, ask for a treadmill analysis, " +
  "and try shoes late in the day when your feet are at their largest. Cushioning matters more for long distances on asphalt, while trail " +
  "runners need grip and a rock plate. Replace your shoes every five to eight hundred kilometres, because foam loses its spring long before " +
  "the upper looks worn. Finally, keep a second pair in rotation so each one dries out between runs.";

function near(a: string, b: string, opts: { titleA?: string } = {}) {
  const fa = textFingerprint(a);
  return compare({ fingerprint: fa, titleTokens: opts.titleA ? textFingerprint(opts.titleA).tokens : null }, textFingerprint(b));
}

describe("textFingerprint", () => {
  it("normalises case and accents and drops stop words", () => {
    expect(normalisedWords("Café  CRÈME, s'il-vous-plaît!")).toEqual(["cafe", "creme", "s", "il", "vous", "plait"]);
    expect(textFingerprint("How to choose the best running shoes for you").tokens).toEqual(["best", "choos", "how", "run", "shoe"]);
  });

  it("stems lightly so inflections meet", () => {
    expect(stem("running")).toBe(stem("run"));
    expect(stem("studies")).toBe(stem("study"));
    expect(stem("shoes")).toBe(stem("shoe"));
    expect(stem("analysis")).toBe("analysis");
    expect(stem("2025")).toBe("2025");
  });

  it("has a simhash only from 50 words", () => {
    expect(textFingerprint("Short idea title").simhash).toBeNull();
    expect(textFingerprint(ARTICLE).simhash).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("tokenSimilarity", () => {
  it("is Jaccard, or 0.9 when a set of two or more lies wholly in one at most half again its size", () => {
    expect(tokenSimilarity(["a", "b"], ["a", "b"])).toBe(1);
    expect(tokenSimilarity(["a", "b"], ["c", "d"])).toBe(0);
    expect(tokenSimilarity([], ["a"])).toBe(0);
    expect(tokenSimilarity(["espresso", "grinder"], ["choos", "espresso", "grinder"])).toBeCloseTo(0.9);
    expect(tokenSimilarity(["choos", "run", "shoe"], ["choos", "guid", "run", "shoe"])).toBeCloseTo(0.9);
    // partly shared, or inside a much longer title: Jaccard only
    expect(tokenSimilarity(["buy", "espresso", "grinder"], ["choos", "espresso", "grinder"])).toBeCloseTo(0.5);
    expect(tokenSimilarity(["espresso", "grinder"], ["clean", "espresso", "grinder", "how"])).toBeCloseTo(0.5);
    // one word inside a title, or a short title inside a paragraph, is not a duplicate
    expect(tokenSimilarity(["shoe"], ["best", "run", "shoe", "women"])).toBeLessThan(TOKEN_NEAR_DUPLICATE);
    expect(tokenSimilarity(["run", "shoe"], ["a", "b", "c", "d", "run", "shoe", "x"])).toBeLessThan(TOKEN_NEAR_DUPLICATE);
  });
});

describe("compare", () => {
  it("finds reworded titles and leaves different topics apart", () => {
    expect(near("How to choose running shoes", "Choosing the right running shoe").near).toBe(true);
    expect(near("Best running shoes for women in 2026", "The best women's running shoes of 2026").near).toBe(true);
    expect(near("How to choose running shoes", "How to clean suede boots").near).toBe(false);
    expect(near("Running shoes", "Trail running nutrition plan for ultramarathons").near).toBe(false);
    expect(near("What is an espresso grinder?", "Why is an espresso grinder so expensive?").near).toBe(false);
    expect(near("Where to buy an espresso grinder", "How to choose an espresso grinder").near).toBe(false);
  });

  it("finds a lightly edited article by simhash and not a different one", () => {
    const edited = ARTICLE.replace("pleasant morning jog", "nice morning run").replace("Finally,", "Last of all,");
    expect(near(ARTICLE, edited).near).toBe(true);
    expect(near(ARTICLE, edited).similarity).toBeGreaterThan(0.85);
    const other = ARTICLE.split(" ").reverse().join(" ");
    expect(near(ARTICLE, other).near).toBe(false);
  });

  it("never token-compares a long body with a title, unless the body's own title is given", () => {
    expect(near(ARTICLE, "Choosing running shoes").near).toBe(false);
    expect(near(ARTICLE, "Choosing running shoes", { titleA: "How to choose running shoes" }).near).toBe(true);
  });
});
