/**
 * A small document builder over pdf-lib for the app's PDF exports (persona one-pagers, focus-group
 * reports): flowing blocks (title, headings, paragraphs, bullets, key/value rows, tables) laid out top to
 * bottom on A4 pages, with a new page whenever the next line would cross the bottom margin and
 * "Page n of m" stamped once the page count is known.
 *
 * The standard PDF fonts only carry the WinAnsi character set, and pdf-lib throws on anything else, so
 * every string goes through `toWinAnsi` first: accented letters outside the set fall back to their
 * base letter, common typography to its ASCII twin, everything else (emoji, CJK) to "?". An export must
 * never fail because a persona's quote contains an emoji.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 50;
const FOOTER = 30;
const CONTENT_WIDTH = PAGE[0] - MARGIN * 2;

const INK = rgb(0.09, 0.09, 0.11);
const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.86, 0.86, 0.88);
const HEADER_FILL = rgb(0.95, 0.95, 0.96);

/** Characters the WinAnsi encoding has but which are easy to mistake for non-Latin-1; and the reverse. */
const FALLBACKS: Record<string, string> = {
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2015": "-", "\u2212": "-",
  "\u2032": "'", "\u2033": '"', "\u2039": "<", "\u203a": ">",
  "\u00a0": " ", "\u2002": " ", "\u2003": " ", "\u2009": " ", "\u200a": " ", "\u202f": " ",
  "\u2190": "<-", "\u2192": "->", "\u2194": "<->", "\u21d2": "=>",
  "\u2264": "<=", "\u2265": ">=", "\u2260": "!=", "\u2248": "~",
  "\u2713": "v", "\u2714": "v", "\u2717": "x", "\u2718": "x",
  "\u25cf": "\u2022", "\u25aa": "\u2022", "\u25e6": "\u2022",
};

/** Zero-width and joiner characters: dropped rather than drawn as "?". */
const INVISIBLE = /[\u200b-\u200d\u2060\ufe0e\ufe0f\u{1f3fb}-\u{1f3ff}]/u;

/**
 * Rewrites `text` so every character is drawable by `font` (a standard font). Newlines and tabs are
 * kept as spaces/newlines for the layout to handle; nothing is ever thrown.
 */
export function toWinAnsi(text: string, font: PDFFont): string {
  const supported = charsetOf(font);
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\n") { out += "\n"; continue; }
    if (ch === "\t" || ch === "\r") { out += " "; continue; }
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) continue;
    if (supported.has(cp)) { out += ch; continue; }
    if (INVISIBLE.test(ch)) continue;
    const mapped = FALLBACKS[ch];
    if (mapped !== undefined && [...mapped].every((c) => supported.has(c.codePointAt(0)!))) {
      out += mapped;
      continue;
    }
    // Strip combining marks: "ő" → "o", "ș" → "s".
    const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
    if (base && base !== ch && [...base].every((c) => supported.has(c.codePointAt(0)!))) {
      out += base;
      continue;
    }
    out += "?";
  }
  return out;
}

const charsets = new WeakMap<PDFFont, Set<number>>();
function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  return set;
}

/** Greedy word wrap; a single word wider than the line is broken by characters. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    const words = paragraph.split(/ +/).filter((w) => w.length > 0);
    if (words.length === 0) { lines.push(""); continue; }
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) { line = candidate; continue; }
      if (line) lines.push(line);
      line = "";
      if (font.widthOfTextAtSize(word, size) <= width) { line = word; continue; }
      let chunk = "";
      for (const ch of word) {
        if (font.widthOfTextAtSize(chunk + ch, size) > width && chunk) { lines.push(chunk); chunk = ""; }
        chunk += ch;
      }
      line = chunk;
    }
    lines.push(line);
  }
  return lines;
}

export interface PdfTable {
  columns: string[];
  rows: (string | number | null | undefined)[][];
  /** Relative column widths; equal when omitted. */
  widths?: number[];
}

export interface PdfDocumentOptions {
  title: string;
  subtitle?: string;
  author?: string;
  /** Fixed creation date, so tests and re-exports can produce identical bytes. */
  createdAt?: Date;
}

export class PdfBuilder {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly italic: PDFFont,
  ) {}

  static async create(options: PdfDocumentOptions): Promise<PdfBuilder> {
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
    const builder = new PdfBuilder(doc, regular, bold, italic);
    doc.setTitle(toWinAnsi(options.title, regular));
    if (options.author) doc.setAuthor(toWinAnsi(options.author, regular));
    doc.setProducer("Growth OS");
    doc.setCreator("Growth OS");
    if (options.createdAt) {
      doc.setCreationDate(options.createdAt);
      doc.setModificationDate(options.createdAt);
    }
    builder.newPage();
    builder.title(options.title);
    if (options.subtitle) builder.subtitle(options.subtitle);
    return builder;
  }

  /** Starts the next block on a fresh page. */
  pageBreak(): this {
    this.newPage();
    return this;
  }

  title(text: string): this {
    this.lines(text, { font: this.bold, size: 20, gapAfter: 4, lineHeight: 24 });
    return this;
  }

  subtitle(text: string): this {
    this.lines(text, { font: this.regular, size: 11, color: MUTED, gapAfter: 14 });
    return this;
  }

  heading(text: string, level: 1 | 2 = 1): this {
    const size = level === 1 ? 14 : 12;
    // Keep a heading with at least two lines of what follows.
    this.ensure(size + 6 + 2 * 15);
    this.y -= level === 1 ? 10 : 6;
    this.lines(text, { font: this.bold, size, gapAfter: 4 });
    return this;
  }

  paragraph(text: string, options: { italic?: boolean; muted?: boolean } = {}): this {
    this.lines(text, {
      font: options.italic ? this.italic : this.regular,
      size: 10.5,
      color: options.muted ? MUTED : INK,
      gapAfter: 6,
    });
    return this;
  }

  bullets(items: string[]): this {
    const size = 10.5;
    const indent = 14;
    for (const item of items) {
      const wrapped = wrapText(toWinAnsi(item, this.regular), this.regular, size, CONTENT_WIDTH - indent);
      wrapped.forEach((line, i) => {
        this.ensure(15);
        if (i === 0) this.page.drawText("\u2022", { x: MARGIN + 3, y: this.y - size, size, font: this.regular, color: INK });
        this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font: this.regular, color: INK });
        this.y -= 15;
      });
    }
    this.y -= 4;
    return this;
  }

  /** Label/value rows; the label column is a third of the width. */
  keyValues(rows: [label: string, value: string | number | null | undefined][]): this {
    const size = 10;
    const labelWidth = CONTENT_WIDTH / 3;
    for (const [label, value] of rows) {
      const left = wrapText(toWinAnsi(label, this.bold), this.bold, size, labelWidth - 8);
      const right = wrapText(toWinAnsi(display(value), this.regular), this.regular, size, CONTENT_WIDTH - labelWidth);
      const count = Math.max(left.length, right.length);
      for (let i = 0; i < count; i++) {
        this.ensure(14);
        const l = left[i];
        const r = right[i];
        if (l) this.page.drawText(l, { x: MARGIN, y: this.y - size, size, font: this.bold, color: MUTED });
        if (r) this.page.drawText(r, { x: MARGIN + labelWidth, y: this.y - size, size, font: this.regular, color: INK });
        this.y -= 14;
      }
      this.y -= 2;
    }
    this.y -= 4;
    return this;
  }

  /** A ruled table; the header row repeats on every page the table spans. */
  table(table: PdfTable): this {
    const size = 9.5;
    const lineHeight = 12;
    const pad = 4;
    const weights = table.widths && table.widths.length === table.columns.length ? table.widths : table.columns.map(() => 1);
    const total = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (w / total) * CONTENT_WIDTH);

    const layoutRow = (cells: string[], font: PDFFont) =>
      widths.map((w, i) => wrapText(toWinAnsi(cells[i] ?? "", font), font, size, w - pad * 2));

    const drawRow = (wrapped: string[][], font: PDFFont, fill: boolean) => {
      const height = Math.max(1, ...wrapped.map((c) => c.length)) * lineHeight + pad * 2;
      if (fill) {
        this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: CONTENT_WIDTH, height, color: HEADER_FILL });
      }
      let x = MARGIN;
      wrapped.forEach((cell, i) => {
        cell.forEach((line, j) => {
          this.page.drawText(line, { x: x + pad, y: this.y - pad - size - j * lineHeight, size, font, color: INK });
        });
        x += widths[i] ?? 0;
      });
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 0.5, color: RULE });
    };

    const header = layoutRow(table.columns, this.bold);
    const headerHeight = Math.max(1, ...header.map((c) => c.length)) * lineHeight + pad * 2;
    this.ensure(headerHeight + lineHeight + pad * 2);
    drawRow(header, this.bold, true);
    for (const row of table.rows) {
      const wrapped = layoutRow(row.map(display), this.regular);
      const height = Math.max(1, ...wrapped.map((c) => c.length)) * lineHeight + pad * 2;
      if (this.y - height < MARGIN + FOOTER) {
        this.newPage();
        drawRow(header, this.bold, true);
      }
      drawRow(wrapped, this.regular, false);
    }
    this.y -= 10;
    return this;
  }

  /** Vertical space, in points. */
  space(points = 8): this {
    this.y -= points;
    return this;
  }

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  /** Stamps page numbers and serialises. */
  async toBytes(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${pages.length}`;
      const size = 8.5;
      const width = this.regular.widthOfTextAtSize(label, size);
      page.drawText(label, { x: PAGE[0] - MARGIN - width, y: FOOTER - 6, size, font: this.regular, color: MUTED });
    });
    return this.doc.save();
  }

  private newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  /** Moves to a new page when fewer than `height` points remain above the footer. */
  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  private lines(
    text: string,
    o: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; gapAfter?: number; lineHeight?: number },
  ): void {
    const lineHeight = o.lineHeight ?? Math.round(o.size * 1.4);
    for (const line of wrapText(toWinAnsi(text, o.font), o.font, o.size, CONTENT_WIDTH)) {
      this.ensure(lineHeight);
      if (line) this.page.drawText(line, { x: MARGIN, y: this.y - o.size, size: o.size, font: o.font, color: o.color ?? INK });
      this.y -= lineHeight;
    }
    this.y -= o.gapAfter ?? 0;
  }
}

function display(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  return String(value);
}

/** Convenience entry point: `const pdf = await createPdf({ title }); pdf.heading(…); await pdf.toBytes()`. */
export function createPdf(options: PdfDocumentOptions): Promise<PdfBuilder> {
  return PdfBuilder.create(options);
}
