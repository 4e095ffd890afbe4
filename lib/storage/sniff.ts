/**
 * What a stored file really is, read from its bytes. The name (or a browser's claim) never decides a
 * type on its own: an extension may only pick between the plain-text flavours (csv, md, txt) once the
 * bytes have proved to be text. Office files are ZIP archives told apart by their entries
 * (word/document.xml, xl/workbook.xml, ppt/presentation.xml), read from the ZIP's central directory.
 *
 * `active` marks types a browser would run or render with scripts (SVG, HTML): lib/storage serves
 * those as attachments inside a sandbox, never inline. The signature of sniffContentType is stable;
 * knowledge ingestion and the upload paths depend on it.
 */

export const SNIFFED_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
  html: "text/html",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  zip: "application/zip",
  json: "application/json",
  csv: "text/csv",
  md: "text/markdown",
  txt: "text/plain",
  bin: "application/octet-stream",
} as const;

export type SniffedKind = keyof typeof SNIFFED_TYPES;
export type SniffedType = (typeof SNIFFED_TYPES)[SniffedKind];

export type Sniffed = {
  /** Short name of the type (pdf, docx, csv, bin…), also the usual file extension. */
  kind: SniffedKind;
  /** The MIME type the file is stored and served with. */
  contentType: SniffedType;
  /** A browser could run something inside it (SVG, HTML): never serve it inline. */
  active: boolean;
  /** The bytes are text (UTF-8, optionally with a byte-order mark). */
  text: boolean;
};

const ACTIVE: ReadonlySet<SniffedKind> = new Set(["svg", "html"]);
const TEXT_EXTENSIONS: Record<string, SniffedKind> = { csv: "csv", md: "md", markdown: "md", txt: "txt", text: "txt" };
/** How much of a file the text checks read; enough to judge, bounded for large uploads. */
const TEXT_PROBE = 64 * 1024;

function result(kind: SniffedKind, text: boolean): Sniffed {
  return { kind, contentType: SNIFFED_TYPES[kind], active: ACTIVE.has(kind), text };
}

function startsWith(bytes: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + sig.length) return false;
  return sig.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** Names of the entries of a ZIP archive, from its central directory (falls back to walking local headers). */
export function zipEntryNames(bytes: Uint8Array, max = 10_000): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  const dec = new TextDecoder("utf-8", { fatal: false });
  // End of central directory: 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (view.getUint32(i, true) !== 0x06054b50) continue;
    const count = view.getUint16(i + 10, true);
    let p = view.getUint32(i + 16, true);
    for (let n = 0; n < count && n < max; n++) {
      if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) break;
      const nameLen = view.getUint16(p + 28, true);
      const extraLen = view.getUint16(p + 30, true);
      const commentLen = view.getUint16(p + 32, true);
      if (p + 46 + nameLen > bytes.length) break;
      names.push(dec.decode(bytes.subarray(p + 46, p + 46 + nameLen)));
      p += 46 + nameLen + extraLen + commentLen;
    }
    if (names.length) return names;
    break;
  }
  // No usable central directory (truncated archive): walk the local file headers that carry sizes.
  let p = 0;
  while (p + 30 <= bytes.length && names.length < max && view.getUint32(p, true) === 0x04034b50) {
    const flags = view.getUint16(p + 6, true);
    const compressed = view.getUint32(p + 18, true);
    const nameLen = view.getUint16(p + 26, true);
    const extraLen = view.getUint16(p + 28, true);
    if (p + 30 + nameLen > bytes.length) break;
    names.push(dec.decode(bytes.subarray(p + 30, p + 30 + nameLen)));
    if (flags & 0x08) break; // sizes follow the data: the next header cannot be found without inflating
    p += 30 + nameLen + extraLen + compressed;
  }
  return names;
}

function sniffZip(bytes: Uint8Array): SniffedKind {
  const names = new Set(zipEntryNames(bytes));
  if (names.has("word/document.xml")) return "docx";
  if (names.has("xl/workbook.xml")) return "xlsx";
  if (names.has("ppt/presentation.xml")) return "pptx";
  return "zip";
}

/** The head of the file as text, or null when the bytes are not UTF-8 text (NUL or other control bytes, invalid sequences). */
function textHead(bytes: Uint8Array): string | null {
  const probe = bytes.subarray(0, TEXT_PROBE);
  let text: string;
  try {
    // stream: true tolerates a multi-byte character cut by the probe's end.
    text = new TextDecoder("utf-8", { fatal: true }).decode(probe, { stream: bytes.length > TEXT_PROBE });
  } catch {
    return null;
  }
  // Tab, line feed, form feed and carriage return are text; any other C0 control byte means binary.
  if (/[\u0000-\u0008\u000B\u000E-\u001A\u001C-\u001F]/.test(text)) return null;
  return text.replace(/^\uFEFF/, "");
}

/** Leading whitespace, XML declarations, comments and doctypes that may precede a root element. */
function skipProlog(text: string): string {
  return text.replace(/^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i, "");
}

// WHATWG MIME Sniffing's HTML patterns: any of these tags first (after whitespace) makes a document HTML.
const HTML_START = /^<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p)(?=[\s>/])|^<!--/i;

function isJson(text: string, complete: boolean): boolean {
  const t = text.trim();
  if (!/^[[{]/.test(t)) return false;
  if (!complete) return /^[[{]\s*(?:["{[\]}]|-?\d|true|false|null)/.test(t);
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

function extensionOf(name: string | undefined): string {
  const m = /\.([a-z0-9]{1,10})$/i.exec(name ?? "");
  return m?.[1]?.toLowerCase() ?? "";
}

/**
 * The type of a file from its bytes. `name` is consulted only to choose csv / md / txt for bytes
 * already proved to be text, never to make binary bytes into something else or text into a binary
 * type. Unknown binary is application/octet-stream.
 */
export function sniffContentType(bytes: Uint8Array, name?: string): Sniffed {
  if (startsWith(bytes, ascii("%PDF-"))) return result("pdf", false);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return result("png", false);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return result("jpeg", false);
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return result("gif", false);
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return result("webp", false);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return result(sniffZip(bytes), false);

  const head = textHead(bytes);
  if (head === null) return result("bin", false);
  const rest = skipProlog(head);
  if (/^<svg[\s>/]/i.test(rest)) return result("svg", true);
  if (HTML_START.test(head.trimStart()) || HTML_START.test(rest)) return result("html", true);
  const complete = bytes.length <= TEXT_PROBE;
  // A large JSON document is judged by its head (parsing megabytes only to name a type is not worth it).
  if (isJson(head, complete)) return result("json", true);
  const byName = TEXT_EXTENSIONS[extensionOf(name)];
  return result(byName ?? "txt", true);
}
