import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleFromHtml } from "./articles";
import { cleanHeading, clusterHeadings, consensusOutline, consensusThreshold, extractTerms, isBoilerplateHeading, stemWord, termTable, typicalLength, type ArticleForStructure } from "./structure";

const DIR = path.join(process.cwd(), "tests/fixtures/content/articles");
const KEYWORD = "how to choose running shoes";

/** The fixture pages as the fetch job stores them (articleFromHtml: the audit's parser, terms from the main text). */
function fixturePages(): ArticleForStructure[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith(".html"))
    .sort()
    .map((f) => {
      const url = `https://${f.replace(/\.html$/, "")}.example/choose-running-shoes`;
      const read = articleFromHtml(readFileSync(path.join(DIR, f), "utf8"), url);
      if (!read.ok) throw new Error(`${f}: ${read.error}`);
      return { url, headings: read.headings, terms: read.terms, wordCount: read.wordCount };
    });
}

describe("heading normalisation", () => {
  it("drops list numbering and keeps the words", () => {
    expect(cleanHeading("1. Know Your Foot Type and Gait")).toBe("Know Your Foot Type and Gait");
    expect(cleanHeading("Tip 3: Choose the right cushioning")).toBe("Choose the right cushioning");
    expect(cleanHeading("2026 running trends")).toBe("2026 running trends");
  });
  it("stems lightly so word forms meet", () => {
    expect(stemWord("choosing")).toBe(stemWord("choose"));
    expect(stemWord("shoes")).toBe(stemWord("shoe"));
    expect(stemWord("running")).toBe("run");
    expect(stemWord("cushioning")).toBe(stemWord("cushion"));
  });
  it("knows page furniture from structure", () => {
    for (const h of ["Table of Contents", "Related Posts", "3 Comments", "Join our newsletter", "You might also like"]) expect(isBoilerplateHeading(h), h).toBe(true);
    for (const h of ["Conclusion", "Know your foot type", "FAQ"]) expect(isBoilerplateHeading(h), h).toBe(false);
  });
});

describe("heading clustering on the fixture pages", () => {
  const pages = fixturePages();
  const clusters = clusterHeadings(pages, { keywords: [KEYWORD] });
  const find = (words: RegExp) => clusters.find((c) => words.test(c.representative.toLowerCase()));

  it("puts the same topic written six ways into one cluster covering every page that has it", () => {
    const foot = find(/foot type/);
    expect(foot, JSON.stringify(clusters.map((c) => [c.representative, c.pages]))).toBeDefined();
    // Every fixture page has a foot-type section under a different wording.
    expect(foot!.pages).toBe(6);
    expect(foot!.examples.length).toBe(5);
    expect(foot!.examples.every((e) => /foot type/i.test(e.text))).toBe(true);
    // The closing section under three names is one topic.
    expect(clusters.find((c) => c.examples.some((e) => e.text === "Final Thoughts"))!.examples.map((e) => e.text).sort()).toEqual(["Bottom line", "Conclusion", "Final Thoughts"]);
    const fit = find(/fit/);
    expect(fit!.pages).toBeGreaterThanOrEqual(5);
    const replace = clusters.find((c) => c.examples.some((e) => /replace/i.test(e.text)));
    expect(replace!.pages).toBeGreaterThanOrEqual(3);
  });

  it("keeps different topics apart and page furniture out", () => {
    const all = clusters.flatMap((c) => c.examples.map((e) => e.text.toLowerCase()));
    expect(all).not.toContain("table of contents");
    expect(all).not.toContain("related posts");
    expect(all).not.toContain("3 comments");
    const foot = find(/foot type/)!;
    expect(foot.examples.some((e) => /cushion|fit|drop/i.test(e.text))).toBe(false);
    // Carbon plates appear on one page only.
    expect(clusters.find((c) => /carbon/i.test(c.representative))!.pages).toBe(1);
  });

  it("orders the consensus outline as the pages do: foot type before cushioning before fit before replacing", () => {
    const outline = consensusOutline(clusters, consensusThreshold(pages.length));
    const texts = outline.map((o) => o.text.toLowerCase());
    const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
    expect(at(/foot type/)).toBeGreaterThanOrEqual(0);
    expect(at(/foot type/)).toBeLessThan(at(/cushion/));
    expect(at(/cushion/)).toBeLessThan(at(/fit/));
    expect(at(/fit/)).toBeLessThan(at(/replace|last/));
    expect(outline.every((o) => (o.coverage ?? 0) >= consensusThreshold(pages.length))).toBe(true);
    expect(texts).not.toContain("carbon plate shoes: do you need them?");
  });
});

describe("terms", () => {
  it("counts 1–3-word n-grams without stop words at the ends", () => {
    const t = extractTerms("The heel drop matters. A low heel drop loads the calves; heel drop is measured in mm.");
    expect(t["heel drop"]).toBe(3);
    expect(t["heel"]).toBe(3);
    expect(t["the heel"]).toBeUndefined();
    expect(t["drop is"]).toBeUndefined();
  });

  it("ranks the terms the pages share above one page's words", () => {
    const table = termTable(fixturePages());
    const terms = table.map((t) => t.term);
    expect(terms).toContain("cushioning");
    expect(terms).toContain("gait analysis");
    expect(table.find((t) => t.term === "cushioning")!.pages).toBeGreaterThanOrEqual(5);
    // A term from one page only is not a shared term.
    expect(terms).not.toContain("carbon plate");
    expect(table.every((t) => t.pages >= 2)).toBe(true);
  });
});

describe("typical length", () => {
  it("gives the median and interquartile range, ignoring pages without a count", () => {
    expect(typicalLength([1000, 2000, 3000, 4000, null, 0])).toEqual({ median: 2500, q1: 1750, q3: 3250, pages: 4 });
    expect(typicalLength([])).toBeNull();
  });
});
