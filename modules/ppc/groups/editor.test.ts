import { describe, expect, it } from "vitest";
import { EDITOR_HEADER, editorFile, editorRows, siblingNegatives } from "./editor";

const groups = [
  { id: "a", name: "Cold brew", campaign: "Coffee", maxCpc: "1.20", finalUrl: "https://x.test/cold", keywords: [{ text: "cold brew", matchTypes: ["exact" as const, "phrase" as const] }] },
  { id: "b", name: "Espresso", campaign: "coffee", maxCpc: null, finalUrl: null, keywords: [{ text: "espresso beans", matchTypes: ["phrase" as const] }, { text: "cold brew", matchTypes: ["broad" as const] }] },
  { id: "c", name: "Tea", campaign: "Tea", maxCpc: null, finalUrl: null, keywords: [{ text: "green tea", matchTypes: ["exact" as const] }] },
];

describe("sibling negatives", () => {
  it("adds each keyword of a group as exact negative to its siblings in the same campaign, never its own keywords", () => {
    const s = siblingNegatives(groups);
    expect(s.get("a")).toEqual([{ text: "espresso beans", fromGroupId: "b", fromGroup: "Espresso" }]);
    expect(s.get("b")).toEqual([]);
    expect(s.get("c")).toEqual([]);
  });
});

describe("Google Ads Editor CSV", () => {
  it("writes ad group rows, keyword rows per match type, sibling and campaign negatives", () => {
    const rows = editorRows(groups.slice(0, 2), [{ text: "free", matchType: "phrase" }]);
    expect(rows[0]).toEqual([...EDITOR_HEADER]);
    expect(rows).toContainEqual(["Coffee", "Cold brew", "", "", "1.20", "https://x.test/cold", "Enabled"]);
    expect(rows).toContainEqual(["Coffee", "Cold brew", "cold brew", "Phrase", "", "https://x.test/cold", ""]);
    expect(rows).toContainEqual(["Coffee", "Cold brew", "espresso beans", "Negative Exact", "", "", ""]);
    expect(rows).toContainEqual(["coffee", "", "free", "Negative Phrase", "", "", ""]);
  });

  it("encodes UTF-8 with BOM and commas, or UTF-16LE with tabs", () => {
    const rows = [["Campaign", "Keyword"], ["Café, Paris", 'say "hi"']];
    const utf8 = new TextDecoder().decode(editorFile(rows, "utf8"));
    expect(utf8).toBe('Campaign,Keyword\r\n"Café, Paris","say ""hi"""\r\n');
    const bytes = editorFile(rows, "utf16le");
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder("utf-16le").decode(bytes)).toBe('Campaign\tKeyword\r\nCafé, Paris\t"say ""hi"""\r\n');
  });
});
