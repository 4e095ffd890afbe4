/**
 * PDF text through pdfjs-dist (Mozilla's parser; its legacy build runs on Node 20). Per page, the
 * text items are joined into lines by their baseline and into paragraphs by the gaps between lines;
 * a line set clearly larger than the page's body text (≥ 1.3×, short) is taken as a heading. An
 * encrypted PDF that needs a password, and a scanned PDF (pages of images, no text layer), fail with
 * their own reasons. Parsing yields to the event loop between pages and stops at the time limit.
 */
import { ExtractError, mb, type Extracted, type ExtractLimits, type ExtractProgress, type Section } from "./types";
import { inflatesPast } from "./zip";

type TextItem = { str: string; transform: number[]; height: number };

/** Under this many letters per page on average, the PDF is taken to be scanned images. */
const MIN_CHARS_PER_PAGE = 20;

function pageSections(items: TextItem[], page: number, headings: string[]): Section[] {
  type Line = { y: number; size: number; text: string };
  const lines: Line[] = [];
  for (const it of items) {
    if (!it.str) continue;
    const y = Math.round(it.transform[5] ?? 0);
    const size = Math.abs(it.height || it.transform[3] || 0);
    const last = lines.at(-1);
    if (last && Math.abs(last.y - y) <= Math.max(2, size * 0.3)) {
      last.text += (last.text.endsWith(" ") || it.str.startsWith(" ") ? "" : " ") + it.str;
      last.size = Math.max(last.size, size);
    } else lines.push({ y, size, text: it.str });
  }
  const sizes = lines.filter((l) => l.text.trim().length > 3).map((l) => l.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const out: Section[] = [];
  let paras: string[] = [];
  let para = "";
  let prev: Line | null = null;
  const endPara = () => {
    const t = para.replace(/\s+/g, " ").trim();
    if (t) paras.push(t);
    para = "";
  };
  const flush = () => {
    endPara();
    if (paras.length) out.push({ headings: [...headings], text: paras.join("\n\n"), page });
    paras = [];
  };
  for (const l of lines) {
    const text = l.text.trim();
    if (!text) continue;
    if (body > 0 && l.size >= body * 1.3 && text.length <= 120) {
      flush();
      // A larger font than the previous heading's is a higher level.
      headings.splice(0, headings.length, text);
      prev = null;
      continue;
    }
    if (prev && prev.y - l.y > Math.max(l.size, prev.size) * 1.6) endPara();
    para += " " + text;
    prev = l;
  }
  flush();
  return out;
}

const STREAM = Buffer.from("stream");
const ENDSTREAM = Buffer.from("endstream");

/**
 * pdfjs inflates a compressed stream whole, with no limit: a small PDF whose content or object
 * stream inflates to gigabytes would take the process down. Every Flate stream is inflated here first
 * in slices, counting, and a stream past the limit fails the file before pdfjs sees it.
 */
export function findStreamBomb(bytes: Uint8Array, limits: ExtractLimits): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const perStream = Math.min(limits.maxUnzippedBytes, 64 * 1024 * 1024);
  let at = 0;
  for (;;) {
    const s = buf.indexOf(STREAM, at);
    if (s < 0) return false;
    // "endstream" also contains "stream"; only a keyword followed by an end of line opens data.
    let start = s + STREAM.length;
    if (buf[start] === 0x0d) start++;
    if (buf[start] !== 0x0a || (s >= 3 && buf.subarray(s - 3, s).toString() === "end")) {
      at = s + STREAM.length;
      continue;
    }
    start++;
    const e = buf.indexOf(ENDSTREAM, start);
    if (e < 0) return false;
    const dict = buf.subarray(Math.max(0, s - 512), s).toString("latin1");
    const obj = dict.lastIndexOf("obj");
    if (/\/FlateDecode/.test(obj < 0 ? dict : dict.slice(obj)) && inflatesPast(buf.subarray(start, e), perStream)) return true;
    at = e + ENDSTREAM.length;
  }
}

export async function extractPdf(bytes: Uint8Array, limits: ExtractLimits, onProgress?: ExtractProgress): Promise<Extracted> {
  const started = Date.now();
  if (findStreamBomb(bytes, limits))
    throw new ExtractError(`The PDF holds a compressed stream that unpacks to more than ${mb(Math.min(limits.maxUnzippedBytes, 64 * 1024 * 1024))}, far more than a document needs, so it was not read. Save it again from the program that made it.`, "bomb");
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({
    // pdfjs takes ownership of (and detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const timer = setTimeout(() => void task.destroy(), limits.timeoutMs);
  let doc;
  try {
    doc = await task.promise;
  } catch (e) {
    clearTimeout(timer);
    const name = (e as { name?: string }).name;
    if (name === "PasswordException") throw new ExtractError("The PDF is protected with a password, so its text cannot be read. Save an unprotected copy and upload that.", "encrypted");
    if (Date.now() - started >= limits.timeoutMs) throw timeout(limits);
    throw new ExtractError("The file is not a readable PDF. Save it again as PDF and upload that file.", "corrupt");
  }
  try {
    if (doc.numPages > limits.maxPages) throw new ExtractError(`The PDF has ${doc.numPages} pages; one source may have at most ${limits.maxPages}. Split it and upload the parts.`, "too-large");
    const sections: Section[] = [];
    const headings: string[] = [];
    let chars = 0;
    let title: string | null = null;
    try {
      const meta = await doc.getMetadata();
      const t = (meta.info as { Title?: unknown } | undefined)?.Title;
      if (typeof t === "string" && t.trim()) title = t.trim();
    } catch {
      /* no metadata */
    }
    for (let p = 1; p <= doc.numPages; p++) {
      if (Date.now() - started >= limits.timeoutMs) throw timeout(limits);
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      const items = content.items.filter((i) => "str" in i) as TextItem[];
      const secs = pageSections(items, p, headings);
      for (const s of secs) chars += s.text.replace(/\s/g, "").length;
      if (chars > limits.maxTextChars) throw new ExtractError("The PDF holds more text than one source may; split it and upload the parts.", "too-large");
      sections.push(...secs);
      page.cleanup();
      if (onProgress && (p % 10 === 0 || p === doc.numPages)) await onProgress(p, doc.numPages);
    }
    if (chars < MIN_CHARS_PER_PAGE * doc.numPages * 0.5 && chars < 200)
      throw new ExtractError("The PDF has no text layer — it looks like scanned pages (images of text). Run it through text recognition (OCR) and upload the result.", "no-text");
    return { sections, title, pages: doc.numPages };
  } catch (e) {
    if (e instanceof ExtractError) throw e;
    if (Date.now() - started >= limits.timeoutMs) throw timeout(limits);
    throw new ExtractError("The PDF is damaged: its pages cannot be read. Save it again as PDF and upload that file.", "corrupt");
  } finally {
    clearTimeout(timer);
    await doc.destroy();
  }
}

function timeout(limits: ExtractLimits) {
  return new ExtractError(`Reading the PDF took longer than ${Math.round(limits.timeoutMs / 1000)} s, so it was stopped. It may be very complex or damaged; save it again or split it.`, "timeout");
}

