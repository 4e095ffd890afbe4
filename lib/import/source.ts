/**
 * Where an import's data comes from, as a server action receives it — pasted text or an uploaded
 * file (base64) — and its reading into a table: text files decoded (BOM, UTF-16, windows-1252) and
 * parsed with papaparse, .xlsx workbooks with read-excel-file. Server code: the preview and the
 * write both read the file here, so nothing the browser parsed is trusted.
 */
import { ActionError } from "@/lib/action";
import { decodeText, type TextEncodingName } from "./decode";
import { DELIMITER_NAMES, parseDelimited, type Delimiter } from "./delimited";
import { isLegacyXls, isZip, readXlsxRows, XlsxError } from "./xlsx";
import type { ImportIssue } from "./spec";
import type { ImportSource } from "./input";

export { importSourceInput, type ImportSource } from "./input";

/** json/zip: imports that read their own files (the Instagram export) and build the preview themselves. */
export type SourceInfo = { format: "text" | "csv" | "xlsx" | "json" | "zip"; name: string | null; encoding?: TextEncodingName; delimiter?: string };
export type SourceTable = { rows: string[][]; info: SourceInfo; problems: ImportIssue[] };

/** Reads the source into rows (row i = spreadsheet row i + 1); a file that cannot be read at all throws `ImportSourceError`. */
export async function readImportSource(src: ImportSource, maxBytes: number): Promise<SourceTable> {
  if (!src.file) {
    const t = parseDelimited(src.csv ?? "");
    return { rows: t.rows, info: { format: "text", name: null, delimiter: DELIMITER_NAMES[t.delimiter] }, problems: t.problems.map((p) => ({ ...p, column: null })) };
  }
  const bytes = new Uint8Array(Buffer.from(src.file.base64, "base64"));
  const name = src.file.name || null;
  if (bytes.length > maxBytes) throw new ImportSourceError(`The file is larger than ${Math.round(maxBytes / 1024)} KB. Split it and import the parts.`);
  if (!bytes.length) throw new ImportSourceError("The file is empty.");
  if (isLegacyXls(bytes)) throw new ImportSourceError("This is an old-style .xls workbook. Save it as .xlsx or CSV and choose it again.");
  if (isZip(bytes)) {
    try {
      return { rows: await readXlsxRows(bytes), info: { format: "xlsx", name }, problems: [] };
    } catch (e) {
      if (e instanceof XlsxError) throw new ImportSourceError(e.message);
      throw e;
    }
  }
  const decoded = decodeText(bytes);
  const t = parseDelimited(decoded.text, /\.tsv$/i.test(name ?? "") ? ("\t" as Delimiter) : undefined);
  return {
    rows: t.rows,
    info: { format: "csv", name, encoding: decoded.encoding, delimiter: DELIMITER_NAMES[t.delimiter] },
    problems: t.problems.map((p) => ({ ...p, column: null })),
  };
}

/** A file that cannot be read at all; an ActionError, so a wrapped action shows its message as is. */
export class ImportSourceError extends ActionError {}
