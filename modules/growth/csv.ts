/**
 * CSV import of metric values. Two layouts are accepted, recognised from the header:
 * - long: columns `date`, `metric`, `value` (any order, any extra columns ignored);
 * - wide: `date` first, then one column per metric, named as the metric.
 * Delimiter: comma, semicolon or tab (whichever the header uses most). Dates: yyyy-MM-dd
 * (also yyyy/MM/dd, and yyyy-MM for a month, stored as its first day). Numbers may carry a
 * currency sign, a % sign, spaces, thousands commas ("1,234.5") or a decimal comma ("12,5").
 * Pure and client-safe: the browser previews with it and the server parses again before writing.
 */

export const CSV_MAX_BYTES = 1_000_000;
export const CSV_MAX_ROWS = 20_000;

/** RFC 4180 rows: quoted fields may hold delimiters, doubled quotes and line breaks. */
export function parseCsv(text: string, delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
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
    if (c === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (c === delimiter) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}

export function detectDelimiter(text: string): string {
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const counts = [",", ";", "\t"].map((d) => ({ d, n: header.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.d : ",";
}

/** yyyy-MM-dd of a valid calendar date, or null. */
export function parseCsvDate(raw: string): string | null {
  const s = raw.trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s);
  let day = m?.[3];
  if (!m) {
    m = /^(\d{4})[-/](\d{1,2})$/.exec(s);
    day = "1";
  }
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(day)];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** A finite number, or null for text that is not one. */
export function parseCsvNumber(raw: string): number | null {
  let s = raw.trim().replace(/[\s_\u00a0]/g, "").replace(/^[$€£¥]|[$€£¥%]$/g, "").replace(/%$/, "");
  if (s === "") return null;
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, "");
  else if (/^[-+]?\d+,\d+$/.test(s)) s = s.replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export type CsvValueRow = { metric: string; date: string; value: number; line: number };
export type CsvIssue = { line: number; message: string };
export type CsvParseResult = {
  layout: "long" | "wide" | null;
  rows: CsvValueRow[];
  errors: CsvIssue[];
  /** Metric names in the file that match no metric of the brand. */
  unknownMetrics: string[];
  /** Cells left empty (nothing to import). */
  skipped: number;
};

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Parses `text` against the brand's metric names (matched case-insensitively). Rows are returned
 * with the brand's spelling of the metric; a later row for the same metric and date wins.
 */
export function parseMetricValuesCsv(text: string, metricNames: readonly string[]): CsvParseResult {
  const empty: CsvParseResult = { layout: null, rows: [], errors: [], unknownMetrics: [], skipped: 0 };
  if (text.length > CSV_MAX_BYTES) return { ...empty, errors: [{ line: 0, message: "The file is larger than 1 MB. Split it and import the parts." }] };
  const table = parseCsv(text);
  if (table.length < 2) return { ...empty, errors: [{ line: 1, message: "The file needs a header row and at least one row of values." }] };
  if (table.length - 1 > CSV_MAX_ROWS) return { ...empty, errors: [{ line: 0, message: `The file has more than ${CSV_MAX_ROWS.toLocaleString("en")} rows. Split it and import the parts.` }] };

  const known = new Map(metricNames.map((n) => [norm(n), n]));
  const header = table[0]!.map(norm);
  const dateCol = header.indexOf("date");
  const metricCol = header.indexOf("metric");
  const valueCol = header.indexOf("value");
  const errors: CsvIssue[] = [];
  const unknown = new Set<string>();
  const byKey = new Map<string, CsvValueRow>();
  let skipped = 0;

  const add = (metricRaw: string, dateRaw: string, valueRaw: string, line: number) => {
    const metric = known.get(norm(metricRaw));
    if (!metric) {
      if (metricRaw.trim()) unknown.add(metricRaw.trim());
      else errors.push({ line, message: "The metric name is empty." });
      return;
    }
    if (valueRaw.trim() === "") {
      skipped += 1;
      return;
    }
    const date = parseCsvDate(dateRaw);
    if (!date) {
      errors.push({ line, message: `"${dateRaw.trim()}" is not a date. Use yyyy-MM-dd, e.g. 2025-03-31.` });
      return;
    }
    const value = parseCsvNumber(valueRaw);
    if (value === null) {
      errors.push({ line, message: `"${valueRaw.trim()}" is not a number (${metric}, ${date}).` });
      return;
    }
    byKey.set(`${metric}|${date}`, { metric, date, value, line });
  };

  let layout: "long" | "wide";
  if (dateCol >= 0 && metricCol >= 0 && valueCol >= 0) {
    layout = "long";
    table.slice(1).forEach((cells, i) => add(cells[metricCol] ?? "", cells[dateCol] ?? "", cells[valueCol] ?? "", i + 2));
  } else if (dateCol === 0 && header.length > 1) {
    layout = "wide";
    const names = table[0]!.slice(1);
    table.slice(1).forEach((cells, i) => names.forEach((name, j) => add(name, cells[0] ?? "", cells[j + 1] ?? "", i + 2)));
  } else {
    return {
      ...empty,
      errors: [{ line: 1, message: 'Start with a header row: either "date,metric,value" or "date" followed by one column per metric name.' }],
    };
  }
  const rows = [...byKey.values()].sort((a, b) => a.metric.localeCompare(b.metric) || a.date.localeCompare(b.date));
  return { layout, rows, errors, unknownMetrics: [...unknown], skipped };
}
