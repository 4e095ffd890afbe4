/**
 * CSV writing for exports and a small reader for pasted lists (RFC 4180: quoted fields may hold
 * delimiters, doubled quotes and line breaks). Pure and client-safe.
 *
 * Exports neutralise spreadsheet formulas: a cell starting with = + - @ (or a tab/CR) is prefixed
 * with an apostrophe, so a keyword like `=HYPERLINK(...)` typed by one user cannot run in another
 * user's spreadsheet (CSV injection).
 */
import { isBlankRow, parseDelimited } from "@/lib/import/delimited";

export type CsvDelimiter = "," | ";" | "\t";

/**
 * Rows of CSV text, blank lines left out; the delimiter is guessed when not given. Parsing is
 * papaparse's (through the import kit); imports that report rows by number use `@/lib/import`,
 * which keeps blank lines so numbers match the spreadsheet.
 */
export function parseCsv(text: string, delimiter?: CsvDelimiter): string[][] {
  return parseDelimited(text, delimiter).rows.filter((r) => !isBlankRow(r));
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n;\t]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows to CSV text with CRLF line ends (what spreadsheets expect). */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
