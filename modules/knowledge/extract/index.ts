/**
 * One door for every supported format: the type is told by the bytes (a zip's contents, "%PDF-"),
 * with the file name deciding only among text formats (.md, .html, .csv, .txt) that bytes cannot
 * tell apart. Every failure is an ExtractError with the reason in the user's words.
 */
import { decodeText } from "@/lib/import";
import { extractHtml } from "./html";
import { extractDocx, extractPptx } from "./office";
import { extractPdf } from "./pdf";
import { extractCsv, extractXlsx } from "./sheet";
import { extractMarkdown, extractText } from "./text";
import { isZip, zipEntryNames } from "./zip";
import { DEFAULT_LIMITS, ExtractError, mb, type Extracted, type ExtractLimits, type ExtractProgress } from "./types";

export { DEFAULT_LIMITS, ExtractError, type Extracted, type ExtractLimits, type ExtractProgress, type Section } from "./types";
export { extractHtml } from "./html";
export { extractMarkdown, extractText } from "./text";

export type DocumentKind = "pdf" | "docx" | "pptx" | "xlsx" | "csv" | "txt" | "md" | "html";

export const KIND_LABEL: Record<DocumentKind, string> = { pdf: "PDF", docx: "Word", pptx: "PowerPoint", xlsx: "Excel", csv: "CSV", txt: "Text", md: "Markdown", html: "HTML" };

export { UPLOAD_ACCEPT } from "./accept";

const UNSUPPORTED =
  "This file type is not supported. Upload a PDF, Word (.docx), PowerPoint (.pptx), Excel (.xlsx), CSV, text, Markdown or HTML file.";

function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  let zero = 0;
  for (let i = 0; i < n; i++) if (bytes[i] === 0) zero++;
  // UTF-16 text has a NUL in every other byte but starts with its BOM.
  const bom16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  return !bom16 && zero > 0;
}

/** The document kind of these bytes (name as a hint for text formats); null when unsupported. */
export function detectKind(bytes: Uint8Array, name: string, contentType?: string | null, limits: ExtractLimits = DEFAULT_LIMITS): DocumentKind | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (head.startsWith("%PDF-")) return "pdf";
  if (isZip(bytes)) {
    // Only the directory is read here (no inflating): the entry names tell the Office formats apart.
    const names = new Set(zipEntryNames(bytes, limits));
    if (names.has("word/document.xml")) return "docx";
    if (names.has("ppt/presentation.xml")) return "pptx";
    if (names.has("xl/workbook.xml")) return "xlsx";
    return null;
  }
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return null;
  if (looksBinary(bytes)) return null;
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === "md" || ext === "markdown") return "md";
  if (ext === "csv" || ext === "tsv") return "csv";
  if (ext === "html" || ext === "htm") return "html";
  if (ext === "txt") return "txt";
  if (contentType?.includes("html") || /^\s*(<!doctype html|<html)/i.test(head)) return "html";
  if (contentType?.includes("markdown")) return "md";
  if (contentType?.includes("csv")) return "csv";
  return "txt";
}

export async function extractDocument(
  bytes: Uint8Array,
  name: string,
  contentType: string | null,
  limits: ExtractLimits = DEFAULT_LIMITS,
  onProgress?: ExtractProgress,
): Promise<Extracted & { kind: DocumentKind }> {
  if (!bytes.length) throw new ExtractError("The file is empty.", "empty");
  if (bytes.length > limits.maxBytes) throw new ExtractError(`The file is ${mb(bytes.length)}; the limit is ${mb(limits.maxBytes)}. Split it and upload the parts.`, "too-large");
  const kind = detectKind(bytes, name, contentType, limits);
  if (!kind) throw new ExtractError(UNSUPPORTED, "unsupported");
  const out = await extractKind(kind, bytes, limits, onProgress);
  if (!out.sections.some((s) => s.text.trim())) throw new ExtractError(`The ${KIND_LABEL[kind]} file holds no text to learn from.`, "empty");
  return { ...out, kind };
}

async function extractKind(kind: DocumentKind, bytes: Uint8Array, limits: ExtractLimits, onProgress?: ExtractProgress): Promise<Extracted> {
  switch (kind) {
    case "pdf":
      return extractPdf(bytes, limits, onProgress);
    case "docx":
      return extractDocx(bytes, limits);
    case "pptx":
      return extractPptx(bytes, limits);
    case "xlsx":
      return extractXlsx(bytes, limits);
    case "csv":
      return extractCsv(bytes, limits);
    case "html":
      return extractHtml(decodeText(bytes).text, limits);
    case "md":
      return extractMarkdown(decodeText(bytes).text, limits);
    case "txt":
      return extractText(decodeText(bytes).text, limits);
  }
}
