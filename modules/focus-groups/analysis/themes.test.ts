import { describe, expect, it } from "vitest";
import { agglomerate, findThemes, lexiconSentiment, tfidfVectors, tokenize } from "./themes";

// A fixture transcript: answers of six participants about a coffee-subscription concept.
const transcript = [
  { id: "t1", text: "The price is too expensive for a monthly subscription, I would pay less." },
  { id: "t2", text: "Too expensive. The monthly price should be lower for a subscription like this." },
  { id: "t3", text: "I love the fresh roast delivered to my door, the freshness is the best part." },
  { id: "t4", text: "Fresh roast beans at the door every week, love that freshness." },
  { id: "t5", text: "The price feels expensive compared with the supermarket." },
  { id: "t6", text: "Cancelling should be easy; I worry about being locked into the plan." },
  { id: "t7", text: "I worry the plan is hard to cancel, being locked in scares me." },
];

describe("themes", () => {
  it("tokenizes without stopwords", () => {
    expect(tokenize("I don't like the PRICE, it's too expensive!")).toEqual(["price", "expensive"]);
  });

  it("builds TF-IDF vectors that weight rare words higher", () => {
    const { vectors, vocabulary } = tfidfVectors(["price price fresh", "price roast"]);
    const v = vectors[0]!;
    expect(v[vocabulary.indexOf("fresh")]!).toBeGreaterThan(0);
    // "price" is in both documents: lower idf than "fresh" even with twice the count (sublinear tf).
    expect(v[vocabulary.indexOf("price")]! / (1 + Math.log(2))).toBeLessThan(v[vocabulary.indexOf("fresh")]!);
  });

  it("groups the fixture transcript into price, freshness and cancelling themes", () => {
    const themes = findThemes(transcript);
    const sets = themes.map((t) => [...t.memberIds].sort());
    expect(sets).toContainEqual(["t1", "t2", "t5"]);
    expect(sets).toContainEqual(["t3", "t4"]);
    expect(sets).toContainEqual(["t6", "t7"]);
    expect(themes[0]!.memberIds).toHaveLength(3);
    expect(themes[0]!.terms).toContain("expensive");
    expect(themes.find((t) => t.memberIds.includes("t3"))!.terms.some((w) => /fresh/.test(w))).toBe(true);
    for (const t of themes) expect(t.memberIds).toEqual(expect.arrayContaining(t.representativeIds));
  });

  it("is deterministic and uses given embeddings when they are supplied", () => {
    expect(findThemes(transcript)).toEqual(findThemes(transcript));
    // Embeddings that put t1 with t3 (and everything else apart) override the words.
    const vectors = transcript.map((a) => (a.id === "t1" || a.id === "t3" ? [1, 0, 0] : a.id === "t2" ? [0, 1, 0] : [0, 0, 1]));
    const themes = findThemes(transcript, { vectors });
    expect(themes.map((t) => [...t.memberIds].sort())).toContainEqual(["t1", "t3"]);
  });

  it("handles empty and single answers", () => {
    expect(findThemes([])).toEqual([]);
    expect(findThemes([{ id: "x", text: "Nice" }]).map((t) => t.memberIds)).toEqual([["x"]]);
    expect(agglomerate([[1, 0], [0, 1]], { threshold: 0.5 })).toEqual([[0], [1]]);
  });

  it("scores sentiment from a word list with negation", () => {
    expect(lexiconSentiment("I love it, great and clear")).toBe(1);
    expect(lexiconSentiment("Too expensive and confusing")).toBe(-1);
    expect(lexiconSentiment("I don't like it")).toBe(-1);
    expect(lexiconSentiment("It is a headline")).toBe(0);
  });
});

describe("representative quotes", () => {
  it("shows each wording once", () => {
    const same = [
      { id: "a", text: "Too expensive for me." },
      { id: "b", text: "Too expensive for me." },
      { id: "c", text: "Too expensive, honestly, for me." },
    ];
    const [theme] = findThemes(same);
    expect(theme!.memberIds).toHaveLength(3);
    expect(theme!.representativeIds).toHaveLength(2);
  });
});
