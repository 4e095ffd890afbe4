import { describe, expect, it } from "vitest";
import { COFFEE_BRANDS, PM_BRANDS, RUN_BRANDS } from "./fixtures/brands";
import { fixture } from "./fixtures/load";
import type { TrackedBrand } from "./mentions";
import { lexiconSentiment, scoreClause, sentenceRanges } from "./sentiment";

const [asana, trello] = PM_BRANDS as [TrackedBrand, TrackedBrand];

describe("lexiconSentiment", () => {
  it("is null when the brand is not mentioned", () => {
    expect(lexiconSentiment("Trello is great.", asana)).toBeNull();
    expect(lexiconSentiment(fixture("coffee-02-instant-coffee.md"), COFFEE_BRANDS[0]!)).toBeNull();
  });

  it("scores positive and negative wording, labelled as lexicon", () => {
    const pos = lexiconSentiment("Asana is excellent and very intuitive.", asana)!;
    expect(pos.label).toBe("positive");
    expect(pos.method).toBe("lexicon");
    expect(pos.score).toBeGreaterThan(0.6);
    expect(pos.score).toBeLessThanOrEqual(1);
    const neg = lexiconSentiment("Asana is expensive and buggy.", asana)!;
    expect(neg.label).toBe("negative");
    expect(neg.score).toBeLessThan(-0.5);
    expect(lexiconSentiment("Asana has a timeline view.", asana)).toMatchObject({ score: 0, label: "neutral", sentences: 1 });
  });

  it("handles negation", () => {
    expect(lexiconSentiment("Asana is not great.", asana)?.label).toBe("negative");
    expect(lexiconSentiment("Asana isn't reliable.", asana)?.label).toBe("negative");
    expect(lexiconSentiment("Asana isn’t reliable for big teams.", asana)?.label).toBe("negative");
    expect(lexiconSentiment("Asana never crashes.", asana)?.label).toBe("positive");
    expect(lexiconSentiment("Asana is not bad at all.", asana)?.label).toBe("positive");
    expect(lexiconSentiment("Asana is not only fast but reliable.", asana)?.label).toBe("positive");
  });

  it("reads only the sentences that mention the brand", () => {
    const text = "Asana is great. Trello is terrible and clunky.";
    expect(lexiconSentiment(text, asana, PM_BRANDS)?.label).toBe("positive");
    expect(lexiconSentiment(text, trello, PM_BRANDS)?.label).toBe("negative");
    expect(lexiconSentiment(text, asana, PM_BRANDS)?.sentences).toBe(1);
  });

  it("credits contrast clauses to the brand they name, pronoun clauses to the subject", () => {
    const split = "Asana is great, but Trello is clunky.";
    expect(lexiconSentiment(split, asana, PM_BRANDS)?.label).toBe("positive");
    expect(lexiconSentiment(split, trello, PM_BRANDS)?.label).toBe("negative");
    expect(lexiconSentiment("Asana is great, but it is expensive.", asana)).toMatchObject({ score: 0, label: "neutral" });
  });

  it("does not credit a brand used as a yardstick", () => {
    expect(lexiconSentiment("Automations are limited compared with Asana.", asana)?.label).toBe("neutral");
    // pm-04: "Automations are limited compared with Asana or monday.com" is about Notion.
    expect(lexiconSentiment(fixture("pm-04-notion-for-pm.md"), asana, PM_BRANDS)?.label).toBe("neutral");
    expect(lexiconSentiment(fixture("pm-04-notion-for-pm.md"), PM_BRANDS[4]!, PM_BRANDS)?.label).toBe("positive");
  });

  it("scores the fixtures plausibly", () => {
    expect(lexiconSentiment(fixture("pm-01-best-tools-small-teams.md"), asana, PM_BRANDS)?.label).toBe("positive");
    const nike = lexiconSentiment(fixture("run-04-nike-review.md"), RUN_BRANDS[2]!, RUN_BRANDS)!;
    // The Pegasus/Vomero sentences do not name Nike, so their wording is not counted.
    expect(nike.terms.map((t) => t.term)).not.toContain("reliable");
    expect(nike.terms.map((t) => t.term)).toEqual(expect.arrayContaining(["good", "responsive"]));
    const starbucks = lexiconSentiment(fixture("coffee-03-starbucks-vs-peets.md"), COFFEE_BRANDS[2]!, COFFEE_BRANDS)!;
    // "…tastes the same, which isn't great" and "Starbucks wins easily"
    expect(starbucks.terms).toEqual([
      { term: "isn't … great", weight: -0.75 },
      { term: "wins", weight: 1 },
    ]);
  });
});

describe("scoreClause and sentenceRanges", () => {
  it("weights intensifiers and downtoners", () => {
    expect(scoreClause("very fast").sum).toBeCloseTo(1.3);
    expect(scoreClause("slightly slow").sum).toBeCloseTo(-0.6);
    expect(scoreClause("a bit pricey").sum).toBeCloseTo(-0.6);
    expect(scoreClause("steep learning curve").sum).toBeCloseTo(-2);
    expect(scoreClause("easy to use").terms).toEqual([{ term: "easy to use", weight: 1 }]);
  });

  it("splits on sentence ends and line breaks, not on abbreviations or domains", () => {
    const text = "Use Monday.com e.g. for boards. Then Asana!\nNew line";
    expect(sentenceRanges(text).map(([a, b]) => text.slice(a, b).trim())).toEqual(["Use Monday.com e.g. for boards.", "Then Asana!", "New line"]);
  });
});
