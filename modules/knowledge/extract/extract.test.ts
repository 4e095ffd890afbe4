import { readFileSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, detectKind, extractDocument, ExtractError } from "./index";

const FIX = join(process.cwd(), "tests/fixtures/knowledge");
const file = (name: string) => new Uint8Array(readFileSync(join(FIX, name)));
const extract = (name: string, limits = DEFAULT_LIMITS) => extractDocument(file(name), name, null, limits);

async function reason(name: string, limits = DEFAULT_LIMITS): Promise<ExtractError> {
  try {
    await extract(name, limits);
  } catch (e) {
    if (e instanceof ExtractError) return e;
    throw e;
  }
  throw new Error(`${name} was read`);
}

describe("extraction of each format (tests/fixtures/knowledge)", () => {
  it("PDF: text per page, large lines as headings, the document title", async () => {
    const r = await extract("handbook.pdf");
    expect(r).toMatchObject({ kind: "pdf", pages: 3, title: "Acme pricing handbook" });
    expect(r.sections[1]).toEqual({ headings: ["Refunds"], page: 2, text: "Customers may ask for a full refund within thirty days of purchase.\n\nRefunds are paid to the original card within five working days." });
  });

  it("DOCX: Heading 1/2 styles become the heading path", async () => {
    const r = await extract("brand-guide.docx");
    expect(r.kind).toBe("docx");
    expect(r.sections.map((s) => s.headings)).toEqual([["Brand guide"], ["Brand guide", "Voice"], ["Brand guide", "Colours"]]);
    expect(r.sections[1]!.text).toBe("Friendly, concise and confident. We say bakers, never users.");
  });

  it("PPTX: one section per slide, headed by its title", async () => {
    const r = await extract("launch-deck.pptx");
    expect(r.sections).toEqual([
      { headings: ["Spring launch"], page: 1, text: "Sourdough subscription for bakeries\n\nGoes live in March" },
      { headings: ["Target audience"], page: 2, text: "Independent bakeries with one to five shops\n\nOwners who bake themselves" },
    ]);
  });

  it("PPTX: slides in the deck's order (presentation.xml), not their file numbers", async () => {
    // The same deck with its two slides swapped in the slide list, as PowerPoint saves a moved slide.
    const files = unzipSync(file("launch-deck.pptx"));
    const pres = strFromU8(files["ppt/presentation.xml"]!);
    files["ppt/presentation.xml"] = strToU8(pres.replace('<p:sldId id="256" r:id="rId2"/><p:sldId id="257" r:id="rId3"/>', '<p:sldId id="257" r:id="rId3"/><p:sldId id="256" r:id="rId2"/>'));
    const r = await extractDocument(zipSync(files), "moved.pptx", null);
    expect(r.sections.map((s) => [s.headings[0], s.page])).toEqual([
      ["Target audience", 1],
      ["Spring launch", 2],
    ]);
  });

  it("XLSX: a section per sheet, rows read with their headers", async () => {
    const r = await extract("price-list.xlsx");
    expect(r.sections).toEqual([
      { headings: ["Products"], page: null, text: "Product: Sourdough starter kit; Price: 29; Unit: kit\n\nProduct: Rye flour; Price: 4.5; Unit: kg" },
      { headings: ["Shipping"], page: null, text: "Region: Benelux; Carrier: PostNL" },
    ]);
  });

  it("CSV, TXT", async () => {
    expect((await extract("faq.csv")).sections[0]!.text).toContain("Question: Do you ship abroad?; Answer: Yes, to every EU country within four days.");
    expect((await extract("notes.txt")).sections[0]!.text.split("\n\n")).toHaveLength(3);
  });

  it("Markdown: ATX headings nest, a # inside fenced code is text", async () => {
    const r = await extract("playbook.md");
    expect(r.sections.map((s) => s.headings)).toEqual([["Sales playbook"], ["Sales playbook", "Discovery call"], ["Sales playbook", "Closing"]]);
    expect(r.sections[1]!.text).toContain("# not a heading inside code");
  });

  it("HTML: h1–h3 nest; script, style, nav and footer are dropped", async () => {
    const r = await extract("about.html");
    expect(r.title).toBe("About Acme");
    expect(r.sections.map((s) => s.headings)).toEqual([["About Acme"], ["About Acme", "Mission"], ["About Acme", "Mission", "Values"]]);
    const all = r.sections.map((s) => s.text).join(" ");
    expect(all).toContain("We help bakers sell online.");
    for (const dropped of ["dropme", "color:red", "Menu link text", "Footer copyright"]) expect(all).not.toContain(dropped);
  });

  it("tells the type from the bytes, not the name", () => {
    expect(detectKind(file("handbook.pdf"), "renamed.txt")).toBe("pdf");
    expect(detectKind(file("brand-guide.docx"), "x.pdf")).toBe("docx");
    expect(detectKind(file("launch-deck.pptx"), "x")).toBe("pptx");
    expect(detectKind(file("price-list.xlsx"), "x.csv")).toBe("xlsx");
    expect(detectKind(file("not-supported.bin"), "x.txt")).toBeNull();
  });
});

describe("bad input fails with its own reason", () => {
  it.each([
    ["encrypted.pdf", "encrypted", /protected with a password/],
    ["scanned.pdf", "no-text", /no text layer/],
    ["stream-bomb.pdf", "bomb", /unpacks to more than/],
    ["docx-bomb.docx", "bomb", /zip bomb/],
    ["xlsx-bomb.xlsx", "bomb", /zip bomb/],
    ["nested.html", "too-complex", /nests its elements more than 512 levels/],
    ["not-supported.bin", "unsupported", /not supported/],
  ])("%s", async (name, code, message) => {
    const e = await reason(name);
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
  });

  it("a file over the size limit", async () => {
    const e = await reason("handbook.pdf", { ...DEFAULT_LIMITS, maxBytes: 1000 });
    expect(e.code).toBe("too-large");
    expect(e.message).toMatch(/limit is/);
  });

  it("a zip whose header understates what it inflates to", async () => {
    // Rewrites the declared size of the bomb's big entry to 1 KB: the inflating counter still stops it.
    const bytes = file("docx-bomb.docx");
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < bytes.length - 4; i++) if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, 1024, true);
    const e = await extractDocument(bytes, "lying.docx", null).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ExtractError);
    expect((e as ExtractError).code).toBe("bomb");
  });

  it("an empty file", async () => {
    const e = await extractDocument(new Uint8Array(), "x.txt", null).catch((x: unknown) => x);
    expect((e as ExtractError).code).toBe("empty");
  });
});
