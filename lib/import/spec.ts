/**
 * Declarative import specs: which columns an import has (field, label, accepted header aliases,
 * required or not, how a cell is read), how a file is recognised as one of several imports by its
 * header row, and the validation of every row with errors by spreadsheet row and column.
 * Client-safe and pure: the server runs it for the preview and again before writing.
 */
import { isBlankRow } from "./delimited";
import { normalizeHeader, type CellParser } from "./cells";

export type ColumnSpec = {
  field: string;
  /** How the column is named in the preview and in error messages. */
  label: string;
  /** Other header names that mean this column; the label and the field name always match too. */
  aliases?: readonly string[];
  /** The header row must have this column. */
  required?: boolean;
  /** An empty cell is fine (the field is left out of the row). Default: the column is not required. */
  allowEmpty?: boolean;
  parse: CellParser<unknown>;
};

export type ImportSpec = {
  /** Stable name of the import ("growth.values.long"). */
  kind: string;
  /** What the file was recognised as, for the preview ("Metric values, one row per value"). */
  label: string;
  columns: readonly ColumnSpec[];
  /** At least one of these fields must be in the header (e.g. one column per metric). */
  requireOneOf?: readonly string[];
  /** Fields in column order when no header row is recognised (a plain list); without it a header is required. */
  headerless?: readonly string[];
  /** More data rows than this are refused as a whole (split the file). */
  maxRows?: number;
};

export type RecognisedColumn = { field: string; label: string; header: string; index: number; letter: string };
/** `row` as the user sees it in their spreadsheet (header = row 1 unless title lines come first); null = the whole file. */
export type ImportIssue = { row: number | null; column: string | null; message: string };
export type ValidRow = { row: number; values: Record<string, unknown> };

export type ImportValidation = {
  spec: ImportSpec | null;
  /** Spreadsheet row of the header, null when the file has none (headerless import). */
  headerRow: number | null;
  columns: RecognisedColumn[];
  /** Header cells no column of the import matched: their cells are not imported. */
  ignored: { header: string; letter: string }[];
  /** Non-blank data rows in the file. */
  rowCount: number;
  /** Rows whose every cell parsed. */
  rows: ValidRow[];
  errors: ImportIssue[];
};

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** How far down a header row is looked for (report exports put a title and a date range above it). */
const HEADER_SEARCH_ROWS = 10;

type Match = { spec: ImportSpec; columns: RecognisedColumn[]; ignored: { header: string; letter: string }[] };

function matchHeader(header: readonly string[], spec: ImportSpec): Match | null {
  const keys = spec.columns.map((c) => new Set([c.field, c.label, ...(c.aliases ?? [])].map(normalizeHeader)));
  const columns: RecognisedColumn[] = [];
  const ignored: Match["ignored"] = [];
  header.forEach((raw, index) => {
    const key = normalizeHeader(raw);
    const letter = columnLetter(index);
    if (!key) return;
    const c = spec.columns.findIndex((_, i) => keys[i]!.has(key));
    // A second column of the same name is not read: which of the two was meant cannot be known.
    if (c < 0 || columns.some((r) => r.field === spec.columns[c]!.field)) return ignored.push({ header: raw.trim(), letter });
    columns.push({ field: spec.columns[c]!.field, label: spec.columns[c]!.label, header: raw.trim(), index, letter });
  });
  const has = (f: string) => columns.some((c) => c.field === f);
  if (spec.columns.some((c) => c.required && !has(c.field))) return null;
  if (spec.requireOneOf && !spec.requireOneOf.some(has)) return null;
  return { spec, columns, ignored };
}

/** The import whose columns the header names best (ties: the first listed), or null. */
export function recogniseHeader(header: readonly string[], specs: readonly ImportSpec[]): Match | null {
  let best: Match | null = null;
  for (const spec of specs) {
    const m = matchHeader(header, spec);
    if (m && (!best || m.columns.length > best.columns.length)) best = m;
  }
  return best;
}

function describe(specs: readonly ImportSpec[]): string {
  return specs
    .map((s) => {
      const req = s.columns.filter((c) => c.required).map((c) => `"${c.label}"`);
      const one = s.requireOneOf?.length ? [`one of ${s.requireOneOf.map((f) => `"${s.columns.find((c) => c.field === f)?.label ?? f}"`).slice(0, 3).join(", ")}${s.requireOneOf.length > 3 ? "…" : ""}`] : [];
      return [...req, ...one].join(", ");
    })
    .join("; or ");
}

/**
 * Recognises `table` (row i = spreadsheet row i + 1) as one of `specs` and validates every data row.
 * A row with a bad cell is reported (one issue per bad cell) and left out of `rows`.
 */
export function validateTable(table: readonly (readonly string[])[], specs: readonly ImportSpec[]): ImportValidation {
  const empty: ImportValidation = { spec: null, headerRow: null, columns: [], ignored: [], rowCount: 0, rows: [], errors: [] };
  const firstData = table.findIndex((r) => !isBlankRow(r));
  if (firstData < 0) return { ...empty, errors: [{ row: null, column: null, message: "The file is empty." }] };

  let match: Match | null = null;
  let headerIndex = -1;
  for (let i = firstData; i < Math.min(table.length, firstData + HEADER_SEARCH_ROWS) && !match; i++) {
    match = recogniseHeader(table[i]!, specs);
    if (match) headerIndex = i;
  }
  if (!match) {
    const plain = specs.find((s) => s.headerless?.length);
    if (!plain) {
      return { ...empty, errors: [{ row: firstData + 1, column: null, message: `The columns were not recognised. The header row needs ${describe(specs)}.` }] };
    }
    match = {
      spec: plain,
      columns: plain.headerless!.map((field, index) => {
        const c = plain.columns.find((col) => col.field === field)!;
        return { field, label: c.label, header: "", index, letter: columnLetter(index) };
      }),
      ignored: [],
    };
  }

  const { spec, columns } = match;
  const byField = new Map(spec.columns.map((c) => [c.field, c]));
  const rows: ValidRow[] = [];
  const errors: ImportIssue[] = [];
  let rowCount = 0;
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cellsOfRow = table[i]!;
    if (isBlankRow(cellsOfRow)) continue;
    rowCount++;
    const values: Record<string, unknown> = {};
    let good = true;
    for (const col of columns) {
      const c = byField.get(col.field)!;
      const raw = cellsOfRow[col.index] ?? "";
      const where = col.header || col.label;
      if (raw.trim() === "") {
        if (!(c.allowEmpty ?? !c.required)) {
          errors.push({ row: i + 1, column: where, message: `${c.label} is empty.` });
          good = false;
        }
        continue;
      }
      const r = c.parse(raw);
      if (r.ok) values[col.field] = r.value;
      else {
        errors.push({ row: i + 1, column: where, message: r.message });
        good = false;
      }
    }
    if (good) rows.push({ row: i + 1, values });
  }
  if (spec.maxRows && rowCount > spec.maxRows) {
    return { ...empty, spec, headerRow: headerIndex + 1 || null, columns, ignored: match.ignored, rowCount, errors: [{ row: null, column: null, message: `The file has ${rowCount.toLocaleString("en")} rows; at most ${spec.maxRows.toLocaleString("en")} can be imported at once. Split it and import the parts.` }] };
  }
  if (rowCount === 0) errors.push({ row: null, column: null, message: "The file has a header row but no rows of data." });
  return { spec, headerRow: headerIndex >= 0 ? headerIndex + 1 : null, columns, ignored: match.ignored, rowCount, rows, errors };
}
