/**
 * The keyword files agencies already have, recognised by their header rows (lib/import):
 * Google Search Console Performance export (Queries.csv, Pages.csv), Google Keyword Planner
 * (UTF-16, tab separated, two title lines, "Searches: Jan 2026" month columns), Semrush keyword and
 * organic-positions exports, Ahrefs keyword exports. Each validated row becomes an SeoImportRecord:
 * a keyword with its figures under the file's source, or a Search Console row. Pure and client-safe.
 */
import { cells, parseDateCell, parseNumberCell, type CellParser, type ImportSpec, type ImportValidation } from "@/lib/import";
import type { Ga4Row } from "../queries/ga4";
import { KEYWORD_MAX_CHARS } from "../keyword-text";
import type { MonthlyVolume, SearchConsoleRow, SearchIntent, SeoSource } from "../types";

const MAX_ROWS = 100_000;

const ok = <T>(value: T) => ({ ok: true as const, value });
const bad = (message: string) => ({ ok: false as const, message });

const keywordCell = cells.text({ max: KEYWORD_MAX_CHARS, what: "The keyword" });

/** A count ("1,234"); Search Console and the tools never export fractions of a search. */
const count: CellParser<number> = (raw) => {
  const n = parseNumberCell(raw);
  if (n === null || n < 0) return bad(`"${raw.trim()}" is not a count.`);
  return ok(Math.round(n));
};

const nonNegative: CellParser<number> = (raw) => {
  const n = parseNumberCell(raw);
  return n === null || n < 0 ? bad(`"${raw.trim()}" is not a number of 0 or more.`) : ok(n);
};

/** "3.45%" → 0.0345; a bare number is a fraction when ≤ 1 (the API's form), else a percentage. */
const percentAsFraction: CellParser<number> = (raw) => {
  const n = parseNumberCell(raw);
  if (n === null) return bad(`"${raw.trim()}" is not a percentage, e.g. 3.45%.`);
  return ok(raw.includes("%") || n > 1 ? n / 100 : n);
};

/** A signed change such as "-19%" or "+900%", kept as a fraction. */
const change: CellParser<number> = (raw) => {
  const n = parseNumberCell(raw.replace(/^\+/, ""));
  return n === null ? bad(`"${raw.trim()}" is not a percentage change, e.g. -19%.`) : ok(n / 100);
};

/** Keyword Planner shows ranges ("1K – 10K") for accounts without spend: kept as text, the volume stays unknown. */
const searchesOrRange: CellParser<number | string> = (raw) => {
  const s = raw.trim();
  if (/^\d[\d.,]*\s*[KkMm]?\s*[–—-]\s*\d[\d.,]*\s*[KkMm]?$/.test(s)) return ok(s.replace(/\s*[–—-]\s*/, " – "));
  return count(s);
};

const position: CellParser<number> = (raw) => {
  const n = parseNumberCell(raw);
  return n === null || n < 1 || n > 1000 ? bad(`"${raw.trim()}" is not a position (1 or more).`) : ok(Math.round(n));
};

const difficulty: CellParser<number> = (raw) => {
  const n = parseNumberCell(raw);
  return n === null || n < 0 || n > 100 ? bad(`"${raw.trim()}" is not a difficulty from 0 to 100.`) : ok(Math.round(n));
};

const fraction01: CellParser<number> = (raw) => {
  const n = parseNumberCell(raw);
  return n === null || n < 0 || n > 1 ? bad(`"${raw.trim()}" is not a value from 0 to 1.`) : ok(n);
};

const text = cells.text({ max: 2000 });
const list = cells.list({ separator: /\s*,\s*/, max: 30 });

/** Semrush's 12 monthly ratios ("0.54,0.54,0.67…"): every value kept in order, repeats included. */
const ratios: CellParser<number[]> = (raw) => {
  const parts = raw.split(",").map((t) => parseNumberCell(t));
  if (parts.some((n) => n === null || n < 0)) return bad(`"${raw.trim()}" is not a list of ratios such as 0.54,0.67,1.00.`);
  return ok(parts as number[]);
};

/** "Commercial, Informational" → the first of the four search intents named, or null. */
export function intentOf(raw: string | string[] | undefined): SearchIntent | null {
  const parts = Array.isArray(raw) ? raw : (raw ?? "").split(/[,;|]/);
  for (const p of parts) {
    const v = p.trim().toLowerCase();
    if (v === "informational" || v === "navigational" || v === "commercial" || v === "transactional") return v;
  }
  return null;
}

const intentCell: CellParser<string[]> = (raw) => ok(raw.split(/\s*[,;|]\s*/).filter(Boolean));

export type SeoImportKind = "gsc_queries" | "gsc_pages" | "gsc_dates" | "gsc_devices" | "gsc_countries" | "gsc_bulk_url" | "ga4_report" | "keyword_planner" | "semrush_keywords" | "semrush_positions" | "ahrefs_keywords";

type SeoSpec = ImportSpec & { kind: `seo.${SeoImportKind}`; source: SeoSource | "ga4_export" };

/** The figures every Search Console Performance export has after its first column (queries or pages). */
const GSC_METRIC_COLUMNS: SeoSpec["columns"] = [
    { field: "clicks", label: "Clicks", required: true, parse: count },
    { field: "impressions", label: "Impressions", required: true, parse: count },
    { field: "ctr", label: "CTR", parse: percentAsFraction },
    { field: "position", label: "Position", aliases: ["Average position", "Avg. position"], parse: nonNegative },
];

export const gscQueriesSpec: SeoSpec = {
  kind: "seo.gsc_queries",
  source: "gsc_export",
  label: "Search Console queries (Performance export)",
  maxRows: MAX_ROWS,
  columns: [
    { field: "query", label: "Top queries", aliases: ["Query", "Queries", "Top query"], required: true, parse: keywordCell },
    ...GSC_METRIC_COLUMNS,
  ],
};

/** Search Console's Dates.csv, Devices.csv and Countries.csv: the chart and the device/country splits. */
export const gscDatesSpec: SeoSpec = {
  kind: "seo.gsc_dates",
  source: "gsc_export",
  label: "Search Console dates (Performance export)",
  maxRows: MAX_ROWS,
  columns: [{ field: "date", label: "Date", required: true, parse: cells.date() }, ...GSC_METRIC_COLUMNS],
};

export const gscDevicesSpec: SeoSpec = {
  kind: "seo.gsc_devices",
  source: "gsc_export",
  label: "Search Console devices (Performance export)",
  maxRows: MAX_ROWS,
  columns: [{ field: "device", label: "Device", required: true, parse: cells.text({ max: 40, what: "The device" }) }, ...GSC_METRIC_COLUMNS],
};

export const gscCountriesSpec: SeoSpec = {
  kind: "seo.gsc_countries",
  source: "gsc_export",
  label: "Search Console countries (Performance export)",
  maxRows: MAX_ROWS,
  columns: [{ field: "country", label: "Country", required: true, parse: cells.text({ max: 100, what: "The country" }) }, ...GSC_METRIC_COLUMNS],
};

/** GA4 writes dates as 20260131 in its downloads (the "Nth day" chart table is turned into dates when read). */
const ga4Date: CellParser<string> = (raw) => {
  const s = raw.trim();
  const d = parseDateCell(/^\d{8}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}` : s);
  return d ? ok(d) : bad(`"${s}" is not a date such as 20260131.`);
};

/**
 * A GA4 report or exploration download (./ga4-csv.ts strips its comment block): sessions, engaged
 * sessions and key events by any of date, landing page, device category and country. With a channel
 * group column only its "Organic Search" rows are read.
 */
export const ga4ReportSpec: SeoSpec = {
  kind: "seo.ga4_report",
  source: "ga4_export",
  label: "Google Analytics 4 report (CSV download)",
  maxRows: MAX_ROWS,
  columns: [
    { field: "date", label: "Date", parse: ga4Date },
    { field: "landingPage", label: "Landing page", aliases: ["Landing page + query string"], parse: cells.text({ max: 2048, what: "The landing page" }) },
    { field: "device", label: "Device category", aliases: ["Device"], parse: cells.text({ max: 40, what: "The device" }) },
    { field: "country", label: "Country", parse: cells.text({ max: 100, what: "The country" }) },
    { field: "channel", label: "Session default channel group", aliases: ["Session primary channel group (Default Channel Group)", "Default channel group", "Session primary channel group"], parse: cells.text({ max: 100 }) },
    { field: "sessions", label: "Sessions", required: true, parse: count },
    { field: "engagedSessions", label: "Engaged sessions", parse: count },
    { field: "keyEvents", label: "Key events", aliases: ["Conversions"], parse: nonNegative },
  ],
  requireOneOf: ["date", "landingPage", "device", "country"],
};

export const gscPagesSpec: SeoSpec = {
  kind: "seo.gsc_pages",
  source: "gsc_export",
  label: "Search Console pages (Performance export)",
  maxRows: MAX_ROWS,
  columns: [
    { field: "page", label: "Top pages", aliases: ["Page", "Pages", "Top page"], required: true, parse: cells.text({ max: 2048, what: "The page" }) },
    ...GSC_METRIC_COLUMNS,
  ],
};

/**
 * Search Console's bulk data export (BigQuery table searchdata_url_impression, saved as CSV): one row
 * per day × URL × query × country × device × search type × search appearance. Positions are zero-based
 * sums (sum_position), so a row's average position is sum_position / impressions + 1. Anonymized
 * queries come as an empty query with is_anonymized_query = true.
 */
export const gscBulkUrlSpec: SeoSpec = {
  kind: "seo.gsc_bulk_url",
  source: "gsc_export",
  label: "Search Console bulk data export (searchdata_url_impression)",
  maxRows: 400_000,
  columns: [
    { field: "day", label: "data_date", required: true, parse: cells.date() },
    { field: "siteUrl", label: "site_url", parse: cells.text({ max: 2048, what: "The site URL" }) },
    { field: "url", label: "url", required: true, parse: cells.text({ max: 2048, what: "The URL" }) },
    { field: "query", label: "query", required: true, allowEmpty: true, parse: keywordCell },
    { field: "anonymized", label: "is_anonymized_query", parse: cells.boolean() },
    { field: "country", label: "country", parse: cells.text({ max: 60 }) },
    { field: "searchType", label: "search_type", parse: cells.oneOf(["WEB", "IMAGE", "VIDEO", "NEWS", "DISCOVER", "GOOGLE_NEWS"], (r) => `"${r}" is not a search type (WEB, IMAGE, VIDEO, NEWS, DISCOVER or GOOGLE_NEWS).`) },
    { field: "device", label: "device", parse: cells.oneOf(["DESKTOP", "MOBILE", "TABLET"], (r) => `"${r}" is not a device (DESKTOP, MOBILE or TABLET).`) },
    { field: "impressions", label: "impressions", required: true, parse: count },
    { field: "clicks", label: "clicks", required: true, parse: count },
    { field: "sumPosition", label: "sum_position", required: true, parse: nonNegative },
  ],
};

export const keywordPlannerSpec: SeoSpec = {
  kind: "seo.keyword_planner",
  source: "keyword_planner",
  label: "Google Keyword Planner export",
  maxRows: MAX_ROWS,
  columns: [
    { field: "keyword", label: "Keyword", required: true, parse: keywordCell },
    { field: "currency", label: "Currency", parse: cells.pattern(/^[A-Z]{3}$/, (r) => `"${r}" is not a currency code such as USD.`, (s) => s.toUpperCase()) },
    { field: "volume", label: "Avg. monthly searches", required: true, parse: searchesOrRange },
    { field: "threeMonthChange", label: "Three month change", parse: change },
    { field: "yoyChange", label: "YoY change", parse: change },
    { field: "competitionLevel", label: "Competition", parse: cells.oneOf(["Low", "Medium", "High"], (r) => `"${r}" is not Low, Medium or High.`) },
    { field: "competitionIndex", label: "Competition (indexed value)", parse: difficulty },
    { field: "bidLow", label: "Top of page bid (low range)", parse: nonNegative },
    { field: "bidHigh", label: "Top of page bid (high range)", parse: nonNegative },
  ],
};

export const semrushKeywordsSpec: SeoSpec = {
  kind: "seo.semrush_keywords",
  source: "semrush",
  label: "Semrush keyword export",
  maxRows: MAX_ROWS,
  requireOneOf: ["difficulty", "density", "results", "trend", "cpcUsd"],
  columns: [
    { field: "keyword", label: "Keyword", required: true, parse: keywordCell },
    { field: "intent", label: "Intent", aliases: ["Keyword Intents"], parse: intentCell },
    { field: "volume", label: "Volume", aliases: ["Search Volume"], required: true, parse: count },
    { field: "trend", label: "Trend", aliases: ["Trends"], parse: ratios },
    { field: "difficulty", label: "Keyword Difficulty", aliases: ["Keyword Difficulty Index", "KD %"], parse: difficulty },
    { field: "cpcUsd", label: "CPC (USD)", parse: nonNegative },
    { field: "density", label: "Competitive Density", aliases: ["Competition"], parse: fraction01 },
    { field: "features", label: "SERP Features", aliases: ["SERP Features by Keyword"], parse: list },
    { field: "results", label: "Number of Results", parse: count },
  ],
};

export const semrushPositionsSpec: SeoSpec = {
  kind: "seo.semrush_positions",
  source: "semrush",
  label: "Semrush organic positions export",
  maxRows: MAX_ROWS,
  requireOneOf: ["previousPosition", "trafficShare", "traffic"],
  columns: [
    { field: "keyword", label: "Keyword", required: true, parse: keywordCell },
    { field: "position", label: "Position", required: true, parse: position },
    { field: "previousPosition", label: "Previous position", parse: nonNegative },
    { field: "volume", label: "Search Volume", aliases: ["Volume"], parse: count },
    { field: "difficulty", label: "Keyword Difficulty", parse: difficulty },
    { field: "cpcUsd", label: "CPC", aliases: ["CPC (USD)"], parse: nonNegative },
    { field: "url", label: "URL", parse: cells.text({ max: 2048, what: "The URL" }) },
    { field: "traffic", label: "Traffic", parse: nonNegative },
    { field: "trafficShare", label: "Traffic (%)", parse: nonNegative },
    { field: "density", label: "Competition", parse: fraction01 },
    { field: "results", label: "Number of Results", parse: count },
    { field: "trend", label: "Trends", parse: ratios },
    { field: "features", label: "SERP Features by Keyword", parse: list },
    { field: "intent", label: "Keyword Intents", parse: intentCell },
  ],
};

export const ahrefsKeywordsSpec: SeoSpec = {
  kind: "seo.ahrefs_keywords",
  source: "ahrefs",
  label: "Ahrefs keyword export",
  maxRows: MAX_ROWS,
  requireOneOf: ["difficulty", "parentKeyword", "country", "globalVolume"],
  columns: [
    { field: "keyword", label: "Keyword", required: true, parse: keywordCell },
    { field: "country", label: "Country", parse: cells.text({ max: 60 }) },
    { field: "difficulty", label: "Difficulty", aliases: ["KD"], parse: difficulty },
    { field: "volume", label: "Volume", required: true, parse: count },
    { field: "cpcUsd", label: "CPC", parse: nonNegative },
    { field: "cps", label: "CPS", parse: nonNegative },
    { field: "parentKeyword", label: "Parent Keyword", aliases: ["Parent topic"], parse: text },
    { field: "globalVolume", label: "Global volume", parse: count },
    { field: "trafficPotential", label: "Traffic potential", parse: count },
    { field: "intent", label: "Intents", parse: intentCell },
    { field: "features", label: "SERP features", parse: list },
    { field: "position", label: "Current position", aliases: ["Position"], parse: position },
    { field: "url", label: "Current URL", aliases: ["URL"], parse: cells.text({ max: 2048, what: "The URL" }) },
  ],
};

export const SEO_IMPORT_SPECS: readonly SeoSpec[] = [gscQueriesSpec, gscPagesSpec, gscDatesSpec, gscDevicesSpec, gscCountriesSpec, gscBulkUrlSpec, ga4ReportSpec, keywordPlannerSpec, semrushKeywordsSpec, semrushPositionsSpec, ahrefsKeywordsSpec];

export function specSource(v: ImportValidation): SeoSource | "ga4_export" | null {
  return (v.spec as SeoSpec | null)?.source ?? null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** Keyword Planner's month columns ("Searches: Jan 2026") in the header row: column index → "YYYY-MM". */
export function monthColumns(header: readonly string[]): Map<number, string> {
  const out = new Map<number, string>();
  header.forEach((h, i) => {
    const m = /^searches:\s*([a-z]{3})[a-z]*\s+(\d{4})$/i.exec(h.trim());
    const month = m ? MONTHS.indexOf(m[1]!.toLowerCase()) : -1;
    if (m && month >= 0) out.set(i, `${m[2]}-${String(month + 1).padStart(2, "0")}`);
  });
  return out;
}

/** What one row of a keyword file says about a keyword, under the file's source. */
export type KeywordRecord = {
  kind: "keyword";
  row: number;
  keyword: string;
  figures: {
    volume: number | null;
    monthly: MonthlyVolume[] | null;
    cpcUsd: number | null;
    difficulty: number | null;
    competition: number | null;
    intent: SearchIntent | null;
    position: number | null;
    url: string | null;
    extra: Record<string, string | number | boolean | null | string[] | number[]>;
  };
};

export type GscRecord = { kind: "gsc"; row: number; keyword: string | null; gsc: SearchConsoleRow };

/** A GA4 row; `organic` is false for a row of another channel group (not imported). */
export type Ga4Record = { kind: "ga4"; row: number; organic: boolean; ga4: Ga4Row };

export type SeoImportRecord = KeywordRecord | GscRecord | Ga4Record;

/** The Search Console rows of a bulk export, summed per day × URL × query. */
export type GscBulkSummary = { rows: SearchConsoleRow[]; anonymizedRows: number; otherSearchTypeRows: number };

/**
 * The bulk export's rows as the API sync stores them (query × page × date, web search): summed over
 * countries, devices and search appearances, position = Σ sum_position / Σ impressions + 1. Rows of
 * anonymized queries (no query to name) and of other search types (image, video, news, Discover) are
 * counted, not stored, as the Search Analytics API leaves them out of a web query × page report too.
 */
export function summariseBulkRows(v: ImportValidation): GscBulkSummary {
  const sums = new Map<string, { day: string; url: string; query: string; clicks: number; impressions: number; sumPosition: number }>();
  let anonymizedRows = 0;
  let otherSearchTypeRows = 0;
  for (const { values } of v.rows) {
    const query = str(values.query);
    if (values.anonymized === true || !query) {
      anonymizedRows++;
      continue;
    }
    if (str(values.searchType) && values.searchType !== "WEB") {
      otherSearchTypeRows++;
      continue;
    }
    const day = str(values.day)!;
    const url = str(values.url)!;
    const key = `${day}\u0000${url}\u0000${query}`;
    const t = sums.get(key) ?? { day, url, query, clicks: 0, impressions: 0, sumPosition: 0 };
    t.clicks += num(values.clicks) ?? 0;
    t.impressions += num(values.impressions) ?? 0;
    t.sumPosition += num(values.sumPosition) ?? 0;
    sums.set(key, t);
  }
  const rows = [...sums.values()].map((t) => ({
    query: t.query,
    page: t.url,
    country: null,
    device: null,
    date: t.day,
    clicks: t.clicks,
    impressions: t.impressions,
    ctr: t.impressions ? t.clicks / t.impressions : 0,
    position: t.impressions ? t.sumPosition / t.impressions + 1 : 0,
  }));
  return { rows, anonymizedRows, otherSearchTypeRows };
}

type Values = Record<string, unknown>;
const num = (v: unknown): number | null => (typeof v === "number" ? v : null);
const str = (v: unknown): string | null => (typeof v === "string" && v ? v : null);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);

function dropNulls(o: Record<string, string | number | boolean | null | string[] | number[] | undefined>): KeywordRecord["figures"]["extra"] {
  const out: KeywordRecord["figures"]["extra"] = {};
  for (const [k, v] of Object.entries(o)) if (v !== null && v !== undefined && !(Array.isArray(v) && !v.length)) out[k] = v;
  return out;
}

/** Keyword Planner's top-of-page bids are the nearest it has to a CPC: their midpoint, when in USD. */
function plannerCpc(v: Values): number | null {
  const currency = str(v.currency) ?? "USD";
  const low = num(v.bidLow);
  const high = num(v.bidHigh);
  if (currency !== "USD" || (low === null && high === null)) return null;
  return low !== null && high !== null ? Math.round(((low + high) / 2) * 100) / 100 : (low ?? high);
}

/**
 * The records of a validated table. `table` is the file's rows (for Keyword Planner's month columns,
 * which are not part of the spec because their names change with the date range).
 */
export function recordsOf(v: ImportValidation, table: readonly (readonly string[])[]): { records: SeoImportRecord[]; months: string[] } {
  const kind = (v.spec as SeoSpec | null)?.kind;
  if (!kind) return { records: [], months: [] };
  const monthCols = kind === "seo.keyword_planner" && v.headerRow ? monthColumns(table[v.headerRow - 1] ?? []) : new Map<number, string>();
  const records: SeoImportRecord[] = [];
  if (kind === "seo.gsc_bulk_url") {
    const { rows } = summariseBulkRows(v);
    return { records: rows.map((gsc) => ({ kind: "gsc", row: 0, keyword: gsc.query, gsc })), months: [] };
  }
  for (const { row, values } of v.rows) {
    if (kind === "seo.ga4_report") {
      const channel = str(values.channel);
      records.push({
        kind: "ga4",
        row,
        organic: channel === null || channel.toLowerCase() === "organic search",
        ga4: {
          day: str(values.date),
          landingPage: str(values.landingPage),
          device: str(values.device)?.toLowerCase() ?? null,
          country: str(values.country),
          sessions: num(values.sessions) ?? 0,
          engagedSessions: num(values.engagedSessions) ?? 0,
          keyEvents: num(values.keyEvents) ?? 0,
        },
      });
      continue;
    }
    if (kind === "seo.gsc_queries" || kind === "seo.gsc_pages" || kind === "seo.gsc_dates" || kind === "seo.gsc_devices" || kind === "seo.gsc_countries") {
      const query = kind === "seo.gsc_queries" ? str(values.query) : null;
      records.push({
        kind: "gsc",
        row,
        keyword: query,
        gsc: {
          query,
          page: kind === "seo.gsc_pages" ? str(values.page) : null,
          country: str(values.country),
          device: str(values.device)?.toLowerCase() ?? null,
          date: str(values.date),
          clicks: num(values.clicks) ?? 0,
          impressions: num(values.impressions) ?? 0,
          ctr: num(values.ctr) ?? ((num(values.impressions) ?? 0) > 0 ? (num(values.clicks) ?? 0) / num(values.impressions)! : 0),
          position: num(values.position) ?? 0,
        },
      });
      continue;
    }
    const keyword = str(values.keyword);
    if (!keyword) continue;
    const features = strs(values.features);
    if (kind === "seo.keyword_planner") {
      const cells = table[row - 1] ?? [];
      const monthly: MonthlyVolume[] = [];
      for (const [i, month] of monthCols) {
        const n = parseNumberCell(cells[i] ?? "");
        if (n !== null) monthly.push({ month, volume: Math.round(n) });
      }
      monthly.sort((a, b) => a.month.localeCompare(b.month));
      const volume = values.volume;
      const index = num(values.competitionIndex);
      records.push({
        kind: "keyword",
        row,
        keyword,
        figures: {
          volume: typeof volume === "number" ? volume : null,
          monthly: monthly.length ? monthly : null,
          cpcUsd: plannerCpc(values),
          difficulty: null,
          competition: index === null ? null : index / 100,
          intent: null,
          position: null,
          url: null,
          extra: dropNulls({
            volumeRange: typeof volume === "string" ? volume : null,
            currency: str(values.currency),
            competitionLevel: str(values.competitionLevel),
            bidLow: num(values.bidLow),
            bidHigh: num(values.bidHigh),
            threeMonthChange: num(values.threeMonthChange),
            yoyChange: num(values.yoyChange),
          }),
        },
      });
      continue;
    }
    const trend = Array.isArray(values.trend) ? (values.trend as number[]) : [];
    records.push({
      kind: "keyword",
      row,
      keyword,
      figures: {
        volume: num(values.volume),
        // Semrush's trend is 12 ratios to the peak month, not volumes: kept as they are, never turned into invented numbers.
        monthly: null,
        cpcUsd: num(values.cpcUsd),
        difficulty: num(values.difficulty),
        competition: num(values.density),
        intent: intentOf(strs(values.intent)),
        position: num(values.position),
        url: str(values.url),
        extra: dropNulls({
          trend,
          serpFeatures: features,
          results: num(values.results),
          previousPosition: num(values.previousPosition),
          traffic: num(values.traffic),
          parentKeyword: str(values.parentKeyword),
          country: str(values.country),
          globalVolume: num(values.globalVolume),
          trafficPotential: num(values.trafficPotential),
          cps: num(values.cps),
          intents: strs(values.intent),
        }),
      },
    });
  }
  return { records, months: [...new Set(monthCols.values())].sort() };
}

/** Header cells that are Keyword Planner month columns: read by recordsOf, so not "ignored" in the preview. */
export function isMonthHeader(header: string): boolean {
  return monthColumns([header]).size === 1;
}

