import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { draftFromFile, sectionsToMarkdown } from "./import-file";

describe("a writer's file as Markdown", () => {
  it("rebuilds heading lines only where the heading path changes", () => {
    const md = sectionsToMarkdown(
      [
        { headings: [], text: "Intro.", page: null },
        { headings: ["A"], text: "One.", page: null },
        { headings: ["A", "A1"], text: "Two.", page: null },
        { headings: ["A", "A1"], text: "Three.", page: null },
        { headings: ["B"], text: "Four.", page: null },
      ],
      2,
    );
    expect(md).toBe("Intro.\n\n## A\n\nOne.\n\n### A1\n\nTwo.\n\nThree.\n\n## B\n\nFour.");
  });

  it("a Google Docs export (.docx): the title heading becomes the title, the rest ## and ### headings", async () => {
    const bytes = new Uint8Array(readFileSync(join(process.cwd(), "tests/fixtures/content/draft-from-google-docs.docx")));
    const d = await draftFromFile("draft.docx", bytes);
    expect(d.title).toBe("Project management for small teams");
    expect(d.bodyMd).toMatch(/^Small teams lose work/);
    expect(d.bodyMd).toContain("\n\n## Choosing a tool for small teams\n\n");
    expect(d.bodyMd).toContain("\n\n### Pricing\n\n");
  });

  it("Markdown keeps its text, the H1 as the title; other files are refused with what to upload", async () => {
    expect(await draftFromFile("my-post.md", new TextEncoder().encode("\uFEFFIntro only.\r\n"))).toEqual({ title: "my post", bodyMd: "Intro only." });
    // A newsletter draft's first line names its subject: that is the title, not part of the body.
    expect(await draftFromFile("issue-12.md", new TextEncoder().encode("Subject: Cold brew week\n\nHi there,\n\n# Not the title"))).toEqual({ title: "Cold brew week", bodyMd: "Hi there,\n\n# Not the title" });
    await expect(draftFromFile("x.pdf", new Uint8Array([1]))).rejects.toThrow(/Markdown \(\.md\) or Word \(\.docx\)/);
    await expect(draftFromFile("x.docx", new Uint8Array([1, 2, 3]))).rejects.toThrow(/not a Word document/);
  });
});
