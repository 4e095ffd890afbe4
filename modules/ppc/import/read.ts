/**
 * Report files → the normalised rows of modules/ppc/rows.ts. What surrounds the table is read and set
 * aside first — Google's title and date-range lines and its "Total: …" lines, Microsoft's preamble
 * ("Report Name: …", "Report Time: …", …) and copyright footer — by blanking those rows, so the row numbers
 * of problems stay the ones the user sees in a spreadsheet. Client-safe and pure; `readPpcCsv` is also how
 * the Microsoft Advertising sync reads the CSV the Reporting API hands out.
 */
import { decodeText, normalizeHeader, parseDelimited, validateTable, type DelimitedTable, type Delimiter, type ImportIssue, type ImportValidation } from "@/lib/import";
import type { PpcNetwork, PpcReportKind } from "@/db/schema/ppc";
import type { CampaignRow, KeywordRow, PpcMetrics, PpcReport, SearchTermRow } from "../rows";
import { bareKeywordText } from "../keyword-text";
import { channelOf, parseReportDay, PPC_IMPORT_SPECS, type PpcSpec } from "./specs";
import { PPC_NETWORK_LABELS } from "../labels";

export type PpcFileMeta = {
  /** The title line of a Google Ads download ("Search terms report") or Microsoft's "Report Name". */
  title: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  /** The first cell of each totals line skipped ("Total: Account"). */
  totals: string[];
  /** Microsoft's preamble lines, as they were. */
  preamble: string[];
  currencies: string[];
};

export type PpcRead = {
  spec: PpcSpec | null;
  network: PpcNetwork | null;
  kind: PpcReportKind | null;
  validation: ImportValidation;
  meta: PpcFileMeta;
  /** Null when the file has problems (see `errors`): nothing of it may be stored. */
  report: PpcReport | null;
  errors: ImportIssue[];
  notes: string[];
};

const PREAMBLE = /^(Report Name|Report Time|Time Zone|Last Completed Available (Day|Hour)|Report Aggregation|Report Filter|Potential Incomplete Data|Rows)\s*:/i;
const FOOTER = /^©\s*\d{4}\s+Microsoft Corporation/i;
const TOTAL = /^Total(:|$)/i;

/** "January 1, 2026 - January 31, 2026", "1/1/2026,1/31/2026", "2026-01-01 to 2026-01-31": the two days, in order. */
export function parsePeriod(raw: string): { from: string; to: string } | null {
  for (const sep of [/\s+[-–—]\s+/, /\s*,\s*(?=\d{1,2}\/)/, /\s+to\s+/i, /\s*[–—]\s*/]) {
    const parts = raw.trim().split(sep);
    if (parts.length !== 2) continue;
    const from = parseReportDay(parts[0]!);
    const to = parseReportDay(parts[1]!);
    if (from && to) return from <= to ? { from, to } : { from: to, to: from };
  }
  const one = parseReportDay(raw);
  return one ? { from: one, to: one } : null;
}

const filled = (row: readonly string[]) => row.map((c) => c.trim()).filter(Boolean);

/** Sets aside what is not the table. Returns the rows with those lines blanked, and what they said. */
function strip(rows: readonly (readonly string[])[]): { rows: string[][]; meta: PpcFileMeta } {
  const meta: PpcFileMeta = { title: null, periodFrom: null, periodTo: null, totals: [], preamble: [], currencies: [] };
  const out = rows.map((r) => [...r]);
  let beforeHeader = true;
  out.forEach((row, i) => {
    const cells = filled(row);
    if (!cells.length) return;
    const first = cells[0]!;
    const blank = () => (out[i] = [""]);
    if (cells.length === 1 && PREAMBLE.test(first)) {
      meta.preamble.push(first);
      const [, name, value] = /^([^:]+):\s*(.*)$/.exec(first)!;
      if (/^report name$/i.test(name!.trim()) && value) meta.title = value.trim();
      if (/^report time$/i.test(name!.trim())) {
        const p = parsePeriod(value ?? "");
        if (p) [meta.periodFrom, meta.periodTo] = [p.from, p.to];
      }
      return blank();
    }
    if (cells.length === 1 && FOOTER.test(first)) return blank();
    if (TOTAL.test(first)) {
      meta.totals.push(first);
      return blank();
    }
    // Unquoted, "January 1, 2026 - January 31, 2026" splits at its commas: the line is read whole.
    const period = beforeHeader && cells.length <= 3 ? parsePeriod(row.join(",")) : null;
    if (period && !meta.periodFrom) {
      [meta.periodFrom, meta.periodTo] = [period.from, period.to];
      return blank();
    }
    if (beforeHeader && cells.length === 1) {
      const p = parsePeriod(first);
      if (p && !meta.periodFrom) [meta.periodFrom, meta.periodTo] = [p.from, p.to];
      else if (!p && !meta.title) meta.title = first;
      return blank();
    }
    beforeHeader = false;
  });
  return { rows: out, meta };
}

const num = (v: unknown) => (typeof v === "number" ? v : 0);
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const metricsOf = (v: Record<string, unknown>): PpcMetrics => ({
  cost: num(v.cost),
  clicks: num(v.clicks),
  impressions: num(v.impressions),
  conversions: num(v.conversions),
  conversionValue: num(v.conversionValue),
});

/** Ratios the exports add; stored figures make them again, for any period. */
const DERIVED = new Set(["ctr", "avgcpc", "averagecpc", "convrate", "conversionrate", "costconv", "costperconversion", "cpa", "roas", "convvaluecost", "conversionsrate"]);

const DAY_MS = 86_400_000;
const spanOf = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Reads a table (row i = spreadsheet row i + 1) as a paid-search report. */
export function readPpcRows(table: readonly (readonly string[])[], opts: { period?: { from: string; to: string } } = {}): PpcRead {
  const { rows, meta } = strip(table);
  // An API download without its report header (Microsoft's ExcludeReportHeader) names its period in the request instead.
  if (!meta.periodFrom && opts.period) Object.assign(meta, { periodFrom: opts.period.from, periodTo: opts.period.to });
  const validation = validateTable(rows, PPC_IMPORT_SPECS);
  const spec = validation.spec as PpcSpec | null;
  const errors = [...validation.errors];
  const base = { spec, network: spec?.network ?? null, kind: spec?.report ?? null, validation, meta, report: null, errors, notes: [] as string[] };
  if (!spec || !validation.rows.length) return base;

  const hasDay = validation.columns.some((c) => c.field === "day");
  if (!hasDay && !meta.periodFrom) {
    errors.push({
      row: null,
      column: null,
      message:
        spec.network === "google_ads"
          ? "The report has neither its date-range line nor a Day column. Download it again with the date range included (the default), or add the Day segment."
          : 'The report has neither a "Report Time" line nor a Time period column. Download it again with the report header included, or add the Time period column.',
    });
    return base;
  }
  const periodOf = (v: Record<string, unknown>) => (hasDay ? { from: v.day as string, to: v.day as string } : { from: meta.periodFrom!, to: meta.periodTo! });

  const currencies = new Set<string>();
  const need = (v: Record<string, unknown>, row: number, field: string, label: string) => {
    if (str(v[field])) return true;
    errors.push({ row, column: label, message: `${label} is empty.` });
    return false;
  };

  let report: PpcReport;
  if (spec.report === "search_term") {
    const out: SearchTermRow[] = [];
    for (const { row, values: v } of validation.rows) {
      if (!need(v, row, "campaign", "Campaign") || !need(v, row, "adGroup", "Ad group")) continue;
      if (str(v.currency)) currencies.add(str(v.currency)!.toUpperCase());
      out.push({
        network: spec.network,
        campaign: str(v.campaign)!,
        campaignExternalId: str(v.campaignId),
        adGroup: str(v.adGroup)!,
        adGroupExternalId: str(v.adGroupId),
        term: str(v.term)!,
        keywordText: str(v.keyword) ? bareKeywordText(str(v.keyword)!) : null,
        matchType: str(v.matchType),
        ...periodOf(v),
        ...metricsOf(v),
      });
    }
    report = { kind: "search_term", rows: out };
  } else if (spec.report === "keyword") {
    const out: KeywordRow[] = [];
    for (const { row, values: v } of validation.rows) {
      if (!need(v, row, "campaign", "Campaign") || !need(v, row, "adGroup", "Ad group")) continue;
      if (str(v.currency)) currencies.add(str(v.currency)!.toUpperCase());
      out.push({
        network: spec.network,
        campaign: str(v.campaign)!,
        campaignExternalId: str(v.campaignId),
        adGroup: str(v.adGroup)!,
        adGroupExternalId: str(v.adGroupId),
        keyword: bareKeywordText(str(v.keyword)!),
        matchType: v.matchType as KeywordRow["matchType"],
        externalId: str(v.keywordId),
        status: str(v.status),
        qualityScore: typeof v.qualityScore === "number" ? v.qualityScore : null,
        maxCpc: typeof v.maxCpc === "number" ? v.maxCpc : null,
        ...periodOf(v),
        ...metricsOf(v),
      });
    }
    report = { kind: "keyword", rows: out };
  } else {
    const out: CampaignRow[] = [];
    for (const { values: v } of validation.rows) {
      if (str(v.currency)) currencies.add(str(v.currency)!.toUpperCase());
      const { from, to } = periodOf(v);
      out.push({
        network: spec.network,
        campaign: str(v.campaign)!,
        campaignExternalId: str(v.campaignId),
        status: str(v.status),
        channel: channelOf(str(v.channel) ?? undefined),
        dailyBudget: typeof v.budget === "number" ? v.budget : null,
        day: from,
        spanDays: spanOf(from, to),
        ...metricsOf(v),
      });
    }
    if (out.some((r) => r.spanDays > 366)) {
      errors.push({ row: null, column: null, message: "The report covers more than 366 days in one row per campaign. Add the Day segment, or download at most a year at a time." });
    }
    report = { kind: "campaign", rows: out };
  }
  meta.currencies = [...currencies].sort();

  const days = report.rows.flatMap((r) => ("day" in r ? [r.day, new Date(Date.parse(r.day) + (r.spanDays - 1) * DAY_MS).toISOString().slice(0, 10)] : [r.from, r.to]));
  if (days.length) {
    meta.periodFrom = days.reduce((a, b) => (b < a ? b : a));
    meta.periodTo = days.reduce((a, b) => (b > a ? b : a));
  }
  const notes = [`${PPC_NETWORK_LABELS[spec.network]}, ${meta.periodFrom} to ${meta.periodTo}${hasDay ? ", by day" : ""}`];
  if (meta.totals.length) notes.push(`${meta.totals.length} totals ${meta.totals.length === 1 ? "line" : "lines"} skipped (${[...new Set(meta.totals)].slice(0, 4).join(", ")}${new Set(meta.totals).size > 4 ? ", …" : ""})`);
  const derived = validation.ignored.filter((i) => DERIVED.has(normalizeHeader(i.header))).map((i) => i.header);
  if (derived.length) notes.push(`${derived.join(", ")}: worked out from clicks, cost and conversions, so not read`);
  if (meta.currencies.length > 1) notes.push(`Several currencies in one file (${meta.currencies.join(", ")}): figures are stored as they are, in the brand's currency`);
  return { ...base, report: errors.length ? null : report, errors, notes };
}

/**
 * Tab when the lines have tabs: the Google Ads "Excel .csv" is tab-separated, and the commas of its date-range line and
 * of "1,234" would otherwise win the guess.
 */
export function reportDelimiter(text: string): Delimiter | undefined {
  const lines = text.split(/\r?\n/, 40);
  return lines.filter((l) => (l.match(/\t/g)?.length ?? 0) >= 2).length >= 2 ? "\t" : undefined;
}

/** Report CSV text → rows, the delimiter chosen as above. */
export function parseReportText(text: string): DelimitedTable {
  return parseDelimited(text, reportDelimiter(text));
}

/** A report's CSV text or bytes (UTF-8/16, comma or tab), e.g. a Microsoft Advertising Reporting API download. */
export function readPpcCsv(input: string | Uint8Array, opts: { period?: { from: string; to: string } } = {}): PpcRead {
  const text = typeof input === "string" ? input : decodeText(input).text;
  return readPpcRows(parseReportText(text).rows, opts);
}

const shiftDay = (d: string, days: number) => new Date(Date.parse(`${d}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same read moved `days` later: the shipped sample report, brought up to yesterday for the demo brand. */
export function shiftRead(read: PpcRead, days: number): PpcRead {
  if (!days || !read.report) return read;
  const meta = { ...read.meta, periodFrom: read.meta.periodFrom && shiftDay(read.meta.periodFrom, days), periodTo: read.meta.periodTo && shiftDay(read.meta.periodTo, days) };
  const r = read.report;
  const report: PpcReport =
    r.kind === "campaign"
      ? { kind: "campaign", rows: r.rows.map((x) => ({ ...x, day: shiftDay(x.day, days) })) }
      : r.kind === "keyword"
        ? { kind: "keyword", rows: r.rows.map((x) => ({ ...x, from: shiftDay(x.from, days), to: shiftDay(x.to, days) })) }
        : { kind: "search_term", rows: r.rows.map((x) => ({ ...x, from: shiftDay(x.from, days), to: shiftDay(x.to, days) })) };
  return { ...read, meta, report, notes: read.notes.map((n) => n.replace(`${read.meta.periodFrom} to ${read.meta.periodTo}`, `${meta.periodFrom} to ${meta.periodTo}`)) };
}
