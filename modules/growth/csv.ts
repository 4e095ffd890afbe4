/**
 * Import of metric values through the import kit (`@/lib/import`). Two layouts are recognised from
 * the header row:
 * - one row per value: columns Date, Metric, Value (any order, extra columns ignored);
 * - one column per metric: Date, then columns named as the brand's metrics.
 * Headers and metric names match ignoring case, spaces and punctuation. Dates: yyyy-MM-dd (also
 * yyyy/MM/dd, and yyyy-MM for a month, stored as its first day); numbers may carry a currency or %
 * sign, spaces, thousands commas ("1,234.5") or a decimal comma ("12,5"). An empty value is skipped.
 * The natural key is metric + date: a later row for the same pair wins, and the write is an upsert.
 */
import { cells, parseDelimited, validateTable, type ImportIssue, type ImportSpec, type ImportValidation } from "@/lib/import";

export const CSV_MAX_BYTES = 1_000_000;
const CSV_MAX_ROWS = 20_000;

export const VALUE_NOUN = { one: "value", many: "values" };

const LONG = "growth.values.long";

/** The two layouts, for the brand's metric names. */
export function metricValueSpecs(metricNames: readonly string[]): ImportSpec[] {
  const date = { field: "date", label: "Date", aliases: ["day", "period", "month", "week", "week of", "datum"], required: true, parse: cells.date() };
  return [
    {
      kind: LONG,
      label: "Metric values, one row per value",
      columns: [
        date,
        {
          field: "metric",
          label: "Metric",
          aliases: ["kpi", "metric name", "name"],
          required: true,
          parse: cells.oneOf(metricNames, (raw) => `No metric is named "${raw}". Create it on this page first, or fix the name.`),
        },
        { field: "value", label: "Value", aliases: ["amount", "count", "total"], required: true, allowEmpty: true, parse: cells.number() },
      ],
      maxRows: CSV_MAX_ROWS,
    },
    {
      kind: "growth.values.wide",
      label: "Metric values, one column per metric",
      columns: [date, ...metricNames.map((name, i) => ({ field: `m${i}`, label: name, allowEmpty: true, parse: cells.number() }))],
      requireOneOf: metricNames.map((_, i) => `m${i}`),
      maxRows: CSV_MAX_ROWS,
    },
  ];
}

type CsvValueRow = { metric: string; date: string; value: number; line: number };
export type MetricValuesImport = {
  layout: "long" | "wide" | null;
  rows: CsvValueRow[];
  errors: ImportIssue[];
  /** Cells left empty (nothing to import). */
  skipped: number;
  /** Rows naming a metric and date an earlier row already named (the later one wins). */
  repeated: number;
};

/** The values a validated table holds, keyed by metric and date (a later row wins). */
export function metricValuesOf(v: ImportValidation, metricNames: readonly string[]): MetricValuesImport {
  const byKey = new Map<string, CsvValueRow>();
  let skipped = 0;
  let repeated = 0;
  const add = (metric: string, date: string, value: unknown, line: number) => {
    if (typeof value !== "number") return void skipped++;
    const key = `${metric}|${date}`;
    if (byKey.has(key)) repeated++;
    byKey.set(key, { metric, date, value, line });
  };
  const long = v.spec?.kind === LONG;
  for (const r of v.rows) {
    const date = r.values.date as string;
    if (long) add(r.values.metric as string, date, r.values.value, r.row);
    else for (const c of v.columns) if (c.field !== "date") add(metricNames[Number(c.field.slice(1))]!, date, r.values[c.field], r.row);
  }
  const rows = [...byKey.values()].sort((a, b) => a.metric.localeCompare(b.metric) || a.date.localeCompare(b.date));
  return { layout: v.spec ? (long ? "long" : "wide") : null, rows, errors: v.errors, skipped, repeated };
}

/** Reads pasted CSV text against the brand's metric names (the server reads uploads through `@/lib/import/source`). */
export function parseMetricValuesCsv(text: string, metricNames: readonly string[]): MetricValuesImport {
  const t = parseDelimited(text);
  const v = validateTable(t.rows, metricValueSpecs(metricNames));
  const r = metricValuesOf(v, metricNames);
  return { ...r, errors: [...t.problems.map((p) => ({ ...p, column: null })), ...r.errors] };
}
