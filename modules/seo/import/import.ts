/**
 * SEO files into the keyword store: the preview and the write, both reading the file on the server.
 * All or nothing (a file with a problem imports nothing). Keywords are added once per brand; each
 * row's figures are stored under the file's source (keyword_planner, semrush, ahrefs, gsc_export)
 * with the time of the import, and figures equal to the stored ones change nothing — so importing
 * the same file again reports "0 added, 0 updated, N unchanged".
 */
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { analyzeAfterBulkWrite } from "@/lib/system";
import { seoGa4Rows, seoGscRows, seoKeywordFigures, seoKeywords } from "@/db/schema";
import { buildPreview, countNoun, problemsMessage, validateTable, type ImportIssue, type ImportOutcome, type ImportPreview, type ImportValidation } from "@/lib/import";
import type { ImportSource } from "@/lib/import/source";
import { keywordKey } from "../keyword-text";
import { queryTotals } from "../gsc-totals";
import { ga4RowKey, upsertGa4Rows } from "../queries/ga4";
import { gscRowKey, upsertGscRows } from "../queries/gsc";
import { mergeFigures, upsertKeywords } from "../queries/keywords";
import { isMonthHeader, recordsOf, SEO_IMPORT_SPECS, specSource, summariseBulkRows, type Ga4Record, type GscRecord, type KeywordRecord, type SeoImportRecord } from "./specs";
import { readSeoSource, type NamedTable } from "./read";

import { SEO_IMPORT_MAX_BYTES } from "../inputs";
const ROW_NOUN = { one: "row", many: "rows" };

type Part = { table: NamedTable; validation: ImportValidation; records: SeoImportRecord[]; months: string[]; errors: ImportIssue[] };

async function read(source: ImportSource): Promise<Part[]> {
  const tables = await readSeoSource(source, SEO_IMPORT_MAX_BYTES);
  const parts = tables.map((table) => {
    const validation = validateTable(table.rows, SEO_IMPORT_SPECS);
    const { records, months } = recordsOf(validation, table.rows);
    const errors = [...table.problems, ...validation.errors].map((e) => (table.entry ? { ...e, message: `${table.entry}: ${e.message}` } : e));
    return { table, validation, records, months, errors };
  });
  // A GA4 download holds the chart's table next to the report's: the tables GA4 import reads are
  // kept, any other (a comparison summary) is left out rather than failing the file.
  const ga4 = parts.filter((p) => p.table.ga4 && p.validation.spec?.kind === "seo.ga4_report");
  return ga4.length ? ga4 : parts;
}

/** Later rows of the same keyword (or Search Console row) win, as in a spreadsheet's last edit. */
function lastWins<T extends SeoImportRecord>(records: readonly T[], key: (r: T) => string): { rows: T[]; repeated: number } {
  const byKey = new Map<string, T>();
  for (const r of records) byKey.set(key(r), r);
  return { rows: [...byKey.values()], repeated: records.length - byKey.size };
}

/**
 * The keyword figures a bulk export gives its queries: the sums of its last 28 days (as a sync of the
 * default window would), not 16 months in one number.
 */
function dailyQueryFigures(rows: readonly GscRecord[]): Map<string, ReturnType<typeof gscFigures> & { extra: { period: string } }> {
  const last = rows.reduce((m, r) => (r.gsc.date! > m ? r.gsc.date! : m), "");
  const from = new Date(Date.parse(`${last}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10);
  const out = new Map<string, ReturnType<typeof gscFigures> & { extra: { period: string } }>();
  for (const [key, t] of queryTotals(rows.filter((r) => r.gsc.date! >= from).map((r) => r.gsc))) {
    const figures = gscFigures({ kind: "gsc", row: 0, keyword: t.keyword, gsc: { query: t.keyword, page: null, country: null, device: null, date: null, clicks: t.clicks, impressions: t.impressions, ctr: t.ctr, position: t.position } });
    out.set(key, { ...figures, extra: { ...figures.extra, period: `${from}..${last}` } });
  }
  return out;
}

/** A GA4 row of another channel group is read (for the preview's count) but never stored. */
const imported = (r: SeoImportRecord) => r.kind !== "ga4" || r.organic;

function recordKey(r: SeoImportRecord): string {
  if (r.kind === "ga4") return ga4RowKey("ga4_export", r.ga4);
  // Rows per day (a bulk export's, summed per day × page × query) and the query-less tables are each
  // kept; the Queries table's rows are keywords, the later row winning.
  if (r.kind === "gsc") return r.gsc.query === null || r.gsc.date ? gscRowKey("gsc_export", r.gsc) : `gsc:query:${keywordKey(r.gsc.query)}`;
  return `kw:${keywordKey(r.keyword)}`;
}

function gscFigures(g: GscRecord) {
  const { clicks, impressions, ctr, position } = g.gsc;
  return {
    volume: null,
    monthly: null,
    cpcUsd: null,
    difficulty: null,
    competition: null,
    intent: null,
    position: position >= 1 ? Math.round(position) : null,
    url: null,
    extra: { clicks, impressions, ctr: Math.round(ctr * 1e6) / 1e6, averagePosition: position },
  };
}

function ga4Notes(about: NonNullable<NamedTable["ga4"]>, records: readonly Ga4Record[], hasChannel: boolean): string[] {
  const notes: string[] = [];
  const what = [about.property && `property ${about.property}`, about.startDate && about.endDate && `${about.startDate} to ${about.endDate}`].filter(Boolean).join(", ");
  if (what) notes.push(`Google Analytics 4 download: ${what}.`);
  const other = records.filter((r) => !r.organic).length;
  if (hasChannel) notes.push(`Only the Organic Search rows are imported${other ? `: ${countNoun(other, ROW_NOUN)} of other channels left out` : ""}.`);
  else notes.push("The report has no channel group column: every row is taken as organic search. Download it with the filter Session default channel group = Organic Search.");
  if (records.some((r) => r.ga4.day === null) && !records.some((r) => r.ga4.day !== null)) notes.push("No date column: the figures cover the whole date range and do not appear in the charts over time.");
  return notes;
}

export async function previewSeoImport(_scope: BrandScope, source: ImportSource): Promise<ImportPreview> {
  const parts = await read(source);
  const [main, ...more] = parts as [Part, ...Part[]];
  const notes: string[] = [];
  const all = parts.flatMap((p) => p.records.filter(imported));
  const { rows, repeated } = lastWins(all, recordKey);
  if (main.months.length) notes.push(`Monthly searches for ${main.months.length} months (${main.months[0]} to ${main.months.at(-1)}) are kept for the trend.`);
  const ranges = main.records.filter((r) => r.kind === "keyword" && typeof r.figures.extra.volumeRange === "string").length;
  if (ranges) notes.push(`${countNoun(ranges, { one: "keyword has", many: "keywords have" })} a range instead of a number of searches: the range is kept, the volume stays unknown.`);
  if (main.validation.spec?.kind === "seo.gsc_bulk_url") {
    const bulk = summariseBulkRows(main.validation);
    const days = [...new Set(bulk.rows.map((r) => r.date!))].sort();
    if (days.length) notes.push(`${countNoun(bulk.rows.length, ROW_NOUN)} of daily clicks, impressions and position per page and query from ${days[0]} to ${days.at(-1)} (summed over countries and devices).`);
    if (bulk.anonymizedRows) notes.push(`${countNoun(bulk.anonymizedRows, { one: "row is", many: "rows are" })} of anonymized queries: Google hides these queries, so they are left out as the Search Console API leaves them out.`);
    if (bulk.otherSearchTypeRows) notes.push(`${countNoun(bulk.otherSearchTypeRows, { one: "row is", many: "rows are" })} of image, video, news or Discover results: only web search is imported.`);
  }
  if (repeated) notes.push(`${countNoun(repeated, { one: "row repeats", many: "rows repeat" })} a keyword: the later row wins.`);
  if (main.table.ga4) notes.push(...ga4Notes(main.table.ga4, parts.flatMap((p) => p.records.filter((r): r is Ga4Record => r.kind === "ga4")), parts.some((p) => p.validation.columns.some((c) => c.field === "channel"))));
  for (const p of more) notes.push(`Also in the zip: ${p.table.entry} (${p.validation.spec?.label ?? "not recognised"}), ${countNoun(p.records.length, ROW_NOUN)}.`);
  const validation = { ...main.validation, ignored: main.validation.ignored.filter((i) => !isMonthHeader(i.header)) };
  return buildPreview(main.table, validation, { ready: rows.length, noun: ROW_NOUN, notes, errors: more.flatMap((p) => p.errors) });
}

export async function importSeoFile(scope: BrandScope, source: ImportSource): Promise<ImportOutcome & { keywordsAdded: number }> {
  const parts = await read(source);
  const errors = parts.flatMap((p) => p.errors);
  if (errors.length) throw new ActionError(problemsMessage(errors));
  const fetchedAt = new Date();
  const result = await withScope(scope, async (tx) => {
    const outcome = { added: 0, updated: 0, unchanged: 0, keywordsAdded: 0 };
    const labels: string[] = [];
    for (const p of parts) {
      const src = specSource(p.validation);
      if (!src || !p.records.length) continue;
      labels.push(p.validation.spec!.label);
      const { rows } = lastWins(p.records.filter(imported), recordKey);
      if (src === "ga4_export") {
        const ga4 = rows.filter((r): r is Ga4Record => r.kind === "ga4").map((r) => r.ga4);
        const r = await upsertGa4Rows(tx, scope, "ga4_export", ga4, fetchedAt);
        outcome.added += r.added;
        outcome.updated += r.updated;
        outcome.unchanged += r.unchanged;
        continue;
      }
      const keywordRows = rows.filter((r): r is KeywordRecord => r.kind === "keyword");
      const gscRows = rows.filter((r): r is GscRecord => r.kind === "gsc");
      const names = [...new Set([...keywordRows.map((r) => r.keyword), ...gscRows.flatMap((r) => (r.keyword ? [r.keyword] : []))])];
      const { ids, added } = names.length ? await upsertKeywords(tx, scope, names.map((keyword) => ({ keyword })), src) : { ids: new Map<string, string>(), added: 0 };
      outcome.keywordsAdded += added;
      if (keywordRows.length) {
        const r = await mergeFigures(
          tx,
          scope,
          keywordRows.map((k) => ({ keywordId: ids.get(keywordKey(k.keyword))!, ...k.figures, source: src, fetchedAt })),
        );
        outcome.added += r.added;
        outcome.updated += r.updated;
        outcome.unchanged += r.unchanged;
      }
      if (gscRows.length) {
        // A query's average position is the brand's position as Search Console saw it: kept as the
        // query's gsc_export figures, so the keyword table shows it with its source. The rows count once.
        const daily = gscRows.filter((g) => g.gsc.date && g.gsc.query);
        const figures = daily.length
          ? [...dailyQueryFigures(daily)].map(([key, f]) => ({ keywordId: ids.get(key)!, ...f, source: src, fetchedAt }))
          : gscRows.flatMap((g) => (g.keyword ? [{ keywordId: ids.get(keywordKey(g.keyword))!, ...gscFigures(g), source: src, fetchedAt }] : []));
        await mergeFigures(tx, scope, figures);
        const r = await upsertGscRows(tx, scope, "gsc_export", gscRows.map((g) => g.gsc), fetchedAt);
        outcome.added += r.added;
        outcome.updated += r.updated;
        outcome.unchanged += r.unchanged;
      }
    }
    if (!labels.length) throw new ActionError("Nothing was imported: the file has no keywords and no Search Console or Google Analytics rows.");
    if (outcome.added || outcome.updated) {
      await logActivity(tx, {
        brandId: scope.brandId,
        userId: scope.userId,
        actionType: "seo_keywords_imported",
        userAction: `Imported ${labels.join(" and ")} (${outcome.added} added, ${outcome.updated} updated, ${outcome.unchanged} unchanged; ${outcome.keywordsAdded} new keywords)`,
        payload: outcome,
      });
    }
    return outcome;
  });
  await analyzeAfterBulkWrite([seoGscRows, seoGa4Rows, seoKeywords, seoKeywordFigures], result.added + result.updated + result.keywordsAdded);
  return result;
}
