import { describe, expect, it } from "vitest";
import { chunkSections, countTokens, HEADING_SEPARATOR, tail } from "./chunk";

const sentence = (i: number) => `Sentence number ${i} explains how the sourdough starter is fed every morning with rye flour.`;
const longParagraph = (n: number, from = 0) => Array.from({ length: n }, (_, i) => sentence(from + i)).join(" ");

describe("chunkSections", () => {
  it("keeps each section's heading path and page, and never merges two sections", () => {
    const chunks = chunkSections([
      { headings: ["Guide", "Voice"], text: "Friendly and plain.", page: 2 },
      { headings: ["Guide", "Colours"], text: "Saffron yellow.", page: 3 },
    ]);
    expect(chunks.map((c) => [c.heading, c.page, c.content])).toEqual([
      [`Guide${HEADING_SEPARATOR}Voice`, 2, "Friendly and plain."],
      [`Guide${HEADING_SEPARATOR}Colours`, 3, "Saffron yellow."],
    ]);
    expect(chunks.map((c) => c.position)).toEqual([0, 1]);
  });

  it("keeps whole paragraphs together while they fit", () => {
    const chunks = chunkSections([{ headings: [], text: "One.\n\nTwo.\n\nThree.", page: null }], { maxTokens: 100, overlapTokens: 10 });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.content).toBe("One.\n\nTwo.\n\nThree.");
    expect(chunks[0]!.tokens).toBe(countTokens("One.\n\nTwo.\n\nThree."));
  });

  it("puts no chunk over the limit, however the text is shaped", () => {
    const text = [longParagraph(40), "x".repeat(5000), longParagraph(3, 100), "word ".repeat(900)].join("\n\n");
    for (const maxTokens of [40, 64, 200]) {
      const chunks = chunkSections([{ headings: ["H"], text, page: 1 }], { maxTokens, overlapTokens: 12 });
      expect(chunks.length).toBeGreaterThan(3);
      for (const c of chunks) {
        expect(c.tokens).toBeLessThanOrEqual(maxTokens);
        expect(countTokens(c.content)).toBe(c.tokens);
      }
    }
  });

  it("carries the end of a chunk into the next one of the same section", () => {
    const chunks = chunkSections([{ headings: [], text: longParagraph(30), page: null }], { maxTokens: 80, overlapTokens: 20 });
    expect(chunks.length).toBeGreaterThan(2);
    for (let i = 1; i < chunks.length; i++) {
      const carried = tail(chunks[i - 1]!.content, 20);
      expect(carried.length).toBeGreaterThan(10);
      expect(chunks[i]!.content.startsWith(carried)).toBe(true);
    }
    // Every sentence survives somewhere.
    const all = chunks.map((c) => c.content).join(" ");
    for (let i = 0; i < 30; i++) expect(all).toContain(`Sentence number ${i} `);
  });

  it("does not carry overlap across a heading", () => {
    const chunks = chunkSections(
      [
        { headings: ["A"], text: longParagraph(10), page: null },
        { headings: ["B"], text: "Short B text.", page: null },
      ],
      { maxTokens: 60, overlapTokens: 15 },
    );
    expect(chunks.at(-1)).toMatchObject({ heading: "B", content: "Short B text." });
  });

  it("counts special-token text in a document as plain text", () => {
    const chunks = chunkSections([{ headings: [], text: "A line with <|endoftext|> inside.", page: null }]);
    expect(chunks[0]!.content).toContain("<|endoftext|>");
  });
});
