import { describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { createPdf, toWinAnsi, wrapText } from "./document";

/** The text of every page, read back with pdfjs (the same reader the knowledge base uses). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    out.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
  }
  await doc.destroy();
  return out;
}

describe("toWinAnsi", () => {
  it("keeps Latin-1 and WinAnsi typography, folds accents and replaces the rest", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(toWinAnsi("Café “quoted” — 10 €", font)).toBe("Café “quoted” — 10 €");
    expect(toWinAnsi("Ștefan Őrs", font)).toBe("Stefan Ors");
    expect(toWinAnsi("a → b ≥ c", font)).toBe("a -> b >= c");
    expect(toWinAnsi("Hi 👋🏽 there", font)).toBe("Hi ? there");
    expect(toWinAnsi("东京 persona", font)).toBe("?? persona");
    expect(toWinAnsi("tab\there\r\nnext", font)).toBe("tab here \nnext");
  });
});

describe("wrapText", () => {
  it("wraps on words and breaks a word longer than the line", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText("alpha beta gamma delta", font, 10, font.widthOfTextAtSize("gamma delta", 10) + 1);
    expect(lines).toEqual(["alpha beta", "gamma delta"]);
    const long = wrapText("x".repeat(200), font, 10, 100);
    expect(long.length).toBeGreaterThan(1);
    for (const l of long) expect(font.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(100);
    expect(long.join("")).toBe("x".repeat(200));
  });
});

describe("createPdf", () => {
  it("never throws on emoji or CJK anywhere and the text reads back", async () => {
    const pdf = await createPdf({ title: "Persona 😀 张伟", subtitle: "Brief — 東京 launch", author: "Zoë 🚀" });
    pdf
      .heading("Goals 🎯")
      .paragraph("“I want coffee that tastes like the café” ☕ — 李")
      .bullets(["Fast 🚚 delivery", "한국어 support"])
      .keyValues([["Channel 📱", "Instagram"], ["Budget", null]])
      .table({ columns: ["Name", "Quote 💬"], rows: [["Ana", "Olá 👋"], ["王", 3]] });
    const bytes = await pdf.toBytes();
    const [text] = await pageTexts(bytes);
    expect(text).toContain("Persona ? ??");
    expect(text).toContain("Goals ?");
    expect(text).toContain("Fast ? delivery");
    expect(text).toContain("Instagram");
    expect(text).toContain("Page 1 of 1");
  });

  it("breaks pages, repeats the table header and numbers every page", async () => {
    const pdf = await createPdf({ title: "Long report" });
    for (let i = 0; i < 40; i++) pdf.paragraph(`Paragraph ${i}: ${"words ".repeat(40)}`);
    pdf.pageBreak().heading("Table");
    pdf.table({ columns: ["Row", "Value"], widths: [1, 3], rows: Array.from({ length: 80 }, (_, i) => [`r${i}`, "v ".repeat(30)]) });
    const bytes = await pdf.toBytes();
    const texts = await pageTexts(bytes);
    expect(texts.length).toBe(pdf.pageCount);
    expect(texts.length).toBeGreaterThan(4);
    texts.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of ${texts.length}`));
    // The table spans at least two pages and each one starts with its header.
    const tablePages = texts.filter((t) => /\br\d+\b/.test(t));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const t of tablePages) expect(t).toMatch(/Row\s+Value/);
    // Every row was drawn exactly once.
    const all = texts.join(" ");
    for (let i = 0; i < 80; i++) expect(all.match(new RegExp(`\\br${i}\\b`, "g"))?.length).toBe(1);
  });

  it("writes identical bytes for identical input when the date is fixed", async () => {
    const make = async () => {
      const pdf = await createPdf({ title: "Same", createdAt: new Date("2026-01-01T00:00:00Z") });
      pdf.paragraph("Hello");
      return Buffer.from(await pdf.toBytes()).toString("base64");
    };
    expect(await make()).toBe(await make());
  });
});
