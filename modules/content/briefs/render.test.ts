import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { briefToDocx } from "./docx";
import { briefToMarkdown, exportFileName, type BriefDoc } from "./render";

const brief: BriefDoc = {
  title: "How to brew pour over coffee",
  keyword: "pour over coffee",
  intent: "informational",
  audience: "Home baristas",
  personaName: "Weekend Wendy",
  angle: "Ratios first, gear second.",
  titleOptions: ["Pour over coffee: the 3-step method", "# not a heading"],
  outline: [
    { level: 2, text: "Choosing beans" },
    { level: 3, text: "Roast level", notes: "Light to medium" },
    { level: 2, text: "The ratio" },
  ],
  questions: ["What is the best ratio?"],
  terms: [{ term: "bloom", count: 4 }, { term: "gooseneck kettle" }],
  internalLinks: [{ url: "https://brand.example/grinders", anchor: "Our grinders [2026]", reason: "Shares the outline's \"grinder\"." }],
  sources: [{ url: "https://sca.example/ratio (study)", title: "SCA brewing ratio" }],
  targetWords: 1500,
  cta: "Try our starter kit",
};

describe("briefToMarkdown", () => {
  const md = briefToMarkdown(brief);

  it("has the facts, then every section in order, with outline headings under Outline", () => {
    expect(md.startsWith("# How to brew pour over coffee\n\n- **Keyword:** pour over coffee\n- **Search intent:** Informational\n- **Audience:** Weekend Wendy — Home baristas\n")).toBe(true);
    expect(md).toContain("- **Length:** about 1,500 words\n- **Call to action:** Try our starter kit");
    const order = ["## Title options", "## Outline", "### Choosing beans", "#### Roast level", "Light to medium", "### The ratio", "## Questions to answer", "## Terms to include", "## Internal links to add", "## Sources to cite"];
    const at = order.map((h) => md.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("keeps user text from breaking the document", () => {
    expect(md).toContain("- \\# not a heading");
    expect(md).toContain("- [Our grinders \\[2026\\]](https://brand.example/grinders) — Shares the outline's \"grinder\".");
    expect(md).toContain("(https://sca.example/ratio%20%28study%29)");
    expect(md).toContain("- bloom (about 4×)\n- gooseneck kettle");
  });

  it("leaves out empty sections and facts", () => {
    const bare = briefToMarkdown({ ...brief, keyword: null, intent: null, audience: "", personaName: null, angle: "", titleOptions: [], outline: [], questions: [], terms: [], internalLinks: [], sources: [], targetWords: null, cta: "" });
    expect(bare).toBe("# How to brew pour over coffee\n");
  });
});

describe("briefToDocx", () => {
  it("is a Word document with real headings, bullets and hyperlinks", async () => {
    const bytes = await briefToDocx(brief);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["[Content_Types].xml", "word/document.xml"]));
    const xml = strFromU8(files["word/document.xml"]!);
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>.*How to brew pour over coffee/s);
    expect(xml).toMatch(/<w:pStyle w:val="Heading3"\/>.*Choosing beans/s);
    expect(xml).toMatch(/<w:pStyle w:val="Heading4"\/>.*Roast level/s);
    expect(xml).toContain("What is the best ratio?");
    expect(xml).toContain("<w:hyperlink");
    const rels = strFromU8(files["word/_rels/document.xml.rels"]!);
    expect(rels).toContain("https://brand.example/grinders");
  });
});

describe("exportFileName", () => {
  it("is the title as words", () => {
    expect(exportFileName("Café: pour over / guide!", "docx")).toBe("cafe-pour-over-guide-brief.docx");
    expect(exportFileName("???", "md")).toBe("content-brief-brief.md");
  });
});
