/**
 * CSV reading and writing for imports and exports (RFC 4180: quoted fields may hold delimiters,
 * doubled quotes and line breaks). Pure and client-safe.
 *
 * Exports neutralise spreadsheet formulas: a cell starting with = + - @ (or a tab/CR) is prefixed
 * with an apostrophe, so a keyword like `=HYPERLINK(...)` typed by one user cannot run in another
 * user's spreadsheet (CSV injection).
 */

export type CsvDelimiter = "," | ";" | "\t";

/** The delimiter the first line uses most (comma when none appears). */
export function detectDelimiter(text: string): CsvDelimiter {
  const first = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const count = (d: string) => first.split(d).length - 1;
  const candidates: CsvDelimiter[] = [",", ";", "\t"];
  return candidates.reduce((best, d) => (count(d) > count(best) ? d : best), ",");
}

export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  const src = text.replace(/^\uFEFF/, "");
  const endField = () => {
    row.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    // Blank lines carry no data.
    if (!(row.length === 1 && row[0]!.trim() === "")) rows.push(row);
    row = [];
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === delimiter) {
      endField();
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRow();
    } else {
      if (!(c === " " && !fieldStarted)) fieldStarted = true;
      field += c;
    }
  }
  if (field !== "" || row.length > 0) endRow();
  return rows;
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
