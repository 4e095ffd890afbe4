import { describe, expect, it } from "vitest";
import { parsePromptsCsv, promptsToCsv } from "./csv";

describe("prompt CSV", () => {
  it("round-trips the export", () => {
    const rows = [
      { text: 'Best CRM for "small" teams, 2026?', topic: "CRM", tags: ["b2b", "smb"], country: "US", language: "en", active: true },
      { text: "Alternatives to HubSpot", topic: "", tags: [], country: "", language: "de", active: false },
    ];
    expect(parsePromptsCsv(promptsToCsv(rows))).toEqual({ rows, errors: [] });
  });

  it("finds columns by header name in any order and reports bad cells by row and column", () => {
    const csv = "Topic;Question;Country\nShoes;Best running shoes for flat feet?;us\nShoes;x;US\nShoes;Best trail shoes?;USA\n";
    const r = parsePromptsCsv(csv);
    expect(r.rows).toEqual([{ text: "Best running shoes for flat feet?", topic: "Shoes", tags: [], country: "US", language: "en", active: true }]);
    expect(r.errors).toEqual([
      { row: 3, column: "Question", message: "The prompt is shorter than 3 characters." },
      { row: 4, column: "Country", message: '"USA" is not a two-letter country code (e.g. US, DE).' },
    ]);
  });

  it("takes the first column as the prompt when there is no header", () => {
    expect(parsePromptsCsv("What is the best espresso machine?\nWhich coffee beans are best for espresso?\n").rows.map((r) => r.text)).toEqual([
      "What is the best espresso machine?",
      "Which coffee beans are best for espresso?",
    ]);
  });

  it("says so when the file is empty", () => {
    expect(parsePromptsCsv("\n\n").errors).toEqual([{ row: null, column: null, message: "The file is empty." }]);
  });
});
