/**
 * Word (.docx) and PowerPoint (.pptx). Both are zips inflated under limits first (./zip.ts).
 * DOCX goes through mammoth to HTML — its headings (Heading 1…6 styles) become h1–h6 — and then the
 * HTML extractor, so both formats share one notion of a heading path. PPTX: one section per slide,
 * headed by the slide's title placeholder, page = slide number; speaker notes are left out.
 */
import mammoth from "mammoth";
import { Parser } from "saxen";
import { extractHtml } from "./html";
import { safeUnzip } from "./zip";
import { ExtractError, type Extracted, type ExtractLimits, type Section } from "./types";

export async function extractDocx(bytes: Uint8Array, limits: ExtractLimits): Promise<Extracted> {
  const files = safeUnzip(bytes, "The Word document", limits);
  if (!files.has("word/document.xml")) throw new ExtractError("The file is not a Word document (.docx): it has no document body. Save it again as .docx and upload that file.", "corrupt");
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }, { ignoreEmptyParagraphs: true })).value;
  } catch {
    throw new ExtractError("The Word document cannot be read. Save it again as .docx and upload that file.", "corrupt");
  }
  const out = extractHtml(html, limits);
  return { ...out, title: out.sections[0]?.headings[0] ?? null };
}

const local = (name: string) => name.slice(name.indexOf(":") + 1);

/** One slide's title (the title/ctrTitle placeholder's text) and its other paragraphs. */
export function readSlide(xml: string): { title: string | null; paragraphs: string[] } {
  const paragraphs: string[] = [];
  let title: string | null = null;
  let shapeIsTitle = false;
  let shapeParas: string[] = [];
  let para = "";
  let inText = false;
  let error: Error | null = null;
  new Parser()
    .on("openTag", (name, attrs) => {
      const n = local(name);
      if (n === "sp") {
        shapeIsTitle = false;
        shapeParas = [];
      } else if (n === "ph") {
        const type = attrs().type;
        if (type === "title" || type === "ctrTitle") shapeIsTitle = true;
      } else if (n === "p") para = "";
      else if (n === "t") inText = true;
      else if (n === "br") para += "\n";
    })
    .on("closeTag", (name) => {
      const n = local(name);
      if (n === "t") inText = false;
      else if (n === "p") {
        const t = para.replace(/[ \t]+/g, " ").trim();
        if (t) shapeParas.push(t);
      } else if (n === "sp") {
        if (shapeIsTitle && title === null) title = shapeParas.join(" ") || null;
        else paragraphs.push(...shapeParas);
      }
    })
    .on("text", (value, decode) => {
      if (inText) para += decode(value);
    })
    .on("error", (e) => {
      error ??= e;
    })
    .parse(xml);
  if (error) throw new ExtractError("A slide of the presentation cannot be read. Save it again as .pptx and upload that file.", "corrupt");
  return { title, paragraphs };
}

/**
 * The slides' part names in the deck's order: presentation.xml lists slide ids → relationship ids,
 * its .rels maps those to parts (a moved slide keeps its file name). Slides the list misses follow
 * in file-number order.
 */
function slideOrder(files: Map<string, Uint8Array>): string[] {
  const decoder = new TextDecoder();
  const parts = [...files.keys()].filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  const rels = new Map<string, string>();
  const relsXml = files.get("ppt/_rels/presentation.xml.rels");
  if (relsXml) {
    new Parser()
      .on("openTag", (name, attrs) => {
        if (local(name) !== "Relationship") return;
        const a = attrs();
        if (a.Id && a.Target) rels.set(a.Id, `ppt/${a.Target.replace(/^\/?ppt\//, "").replace(/^\.\//, "")}`);
      })
      .parse(decoder.decode(relsXml));
  }
  const ordered: string[] = [];
  new Parser()
    .on("openTag", (name, attrs) => {
      if (local(name) !== "sldId") return;
      const a = attrs();
      const target = rels.get(a["r:id"] ?? "");
      if (target && files.has(target) && !ordered.includes(target)) ordered.push(target);
    })
    .parse(decoder.decode(files.get("ppt/presentation.xml")!));
  return [...ordered, ...parts.filter((p) => !ordered.includes(p))];
}

export function extractPptx(bytes: Uint8Array, limits: ExtractLimits): Extracted {
  const files = safeUnzip(bytes, "The presentation", limits, (n) => /^ppt\/slides\/slide\d+\.xml$/.test(n) || n === "ppt/presentation.xml" || n === "ppt/_rels/presentation.xml.rels");
  if (!files.has("ppt/presentation.xml")) throw new ExtractError("The file is not a PowerPoint presentation (.pptx). Save it again as .pptx and upload that file.", "corrupt");
  const slides = slideOrder(files).map((n) => ({ n }));
  const sections: Section[] = [];
  const decoder = new TextDecoder();
  let chars = 0;
  slides.forEach(({ n }, i) => {
    const { title, paragraphs } = readSlide(decoder.decode(files.get(n)!));
    const text = paragraphs.join("\n\n");
    chars += text.length;
    if (chars > limits.maxTextChars) throw new ExtractError("The presentation holds more text than one source may; split it into smaller files.", "too-large");
    const headings = [title ?? `Slide ${i + 1}`];
    sections.push({ headings, text: text || (title ?? ""), page: i + 1 });
  });
  return { sections: sections.filter((s) => s.text), title: sections[0]?.headings[0] ?? null, pages: slides.length };
}
