/**
 * Metric values from a file: the preview and the write, both reading the file on the server through
 * the import kit. The write is all or nothing (a file with a problem imports nothing) and an upsert
 * on (brand, metric, date) that touches only values that differ, so importing the same file again
 * changes nothing and says so.
 */
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { growthMetrics, growthMetricValues } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logScopeActivity } from "@/lib/activity";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { buildPreview, countNoun, problemsMessage, validateTable, type ImportOutcome, type ImportPreview } from "@/lib/import";
import { readImportSource, type ImportSource, type SourceTable } from "@/lib/import/source";
import { CSV_MAX_BYTES, metricValueSpecs, metricValuesOf, VALUE_NOUN, type MetricValuesImport } from "./csv";

async function metricsOf(tx: Tx, scope: BrandScope) {
  return tx.select({ id: growthMetrics.id, name: growthMetrics.name }).from(growthMetrics).where(eq(growthMetrics.brandId, scope.brandId));
}

const readTable = (source: string | ImportSource) => readImportSource(typeof source === "string" ? { csv: source } : source, CSV_MAX_BYTES);

function check(table: SourceTable, names: readonly string[]) {
  const validation = validateTable(table.rows, metricValueSpecs(names));
  const values = metricValuesOf(validation, names);
  return { table, validation, values, errors: [...table.problems, ...validation.errors] };
}

function notes(v: MetricValuesImport): string[] {
  return [
    v.skipped ? `${countNoun(v.skipped, { one: "empty cell", many: "empty cells" })} skipped` : "",
    v.repeated ? `${countNoun(v.repeated, { one: "row repeats", many: "rows repeat" })} a metric and date: the later row wins` : "",
  ].filter(Boolean);
}

export async function previewMetricValuesImport(scope: BrandScope, source: ImportSource): Promise<ImportPreview> {
  const metrics = await withScope(scope, (tx) => metricsOf(tx, scope));
  if (!metrics.length) throw new ActionError("Define the metrics first: the file's metric names must match them.");
  const r = check(await readTable(source), metrics.map((m) => m.name));
  return buildPreview(r.table, r.validation, { ready: r.values.rows.length, noun: VALUE_NOUN, notes: notes(r.values) });
}

type ImportResult = ImportOutcome & {
  skipped: number;
  /** @deprecated `added` under its former name, for callers written before the import kit (the sample-data seed). */
  created: number;
  /** @deprecated Always empty: a file with a problem now imports nothing and the call throws. */
  errors: never[];
  /** @deprecated Always empty: a row naming an unknown metric is a problem of the file (see `errors`). */
  unknownMetrics: never[];
};

/** Reads `source` (pasted text, or a file from the dialog) and upserts its values by metric and day. */
export async function importMetricValues(scope: BrandScope, source: string | ImportSource): Promise<ImportResult> {
  // The file is decoded and parsed before the transaction opens: an .xlsx takes a while to unpack.
  const table = await readTable(source);
  return withScope(scope, async (tx) => {
    const metrics = await metricsOf(tx, scope);
    if (!metrics.length) throw new ActionError("Define the metrics first: the file's metric names must match them.");
    const { values, errors } = check(table, metrics.map((m) => m.name));
    if (errors.length) throw new ActionError(problemsMessage(errors));
    if (!values.rows.length) throw new ActionError("Nothing was imported: the file has no values.");
    const idByName = new Map(metrics.map((m) => [m.name, m.id]));
    let added = 0;
    let updated = 0;
    for (let i = 0; i < values.rows.length; i += 500) {
      const chunk = values.rows.slice(i, i + 500);
      // Only a value that differs is written: an unchanged one returns no row (and keeps its source).
      const res = await tx
        .insert(growthMetricValues)
        .values(chunk.map((r) => ({ brandId: scope.brandId, metricId: idByName.get(r.metric)!, date: r.date, value: r.value, source: "csv" as const, createdBy: scope.userId })))
        .onConflictDoUpdate({
          target: [growthMetricValues.brandId, growthMetricValues.metricId, growthMetricValues.date],
          set: { value: sql`excluded.value`, source: "csv", updatedAt: new Date() },
          setWhere: sql`${growthMetricValues.value} is distinct from excluded.value`,
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const r of res) {
        if (r.inserted) added++;
        else updated++;
      }
    }
    const unchanged = values.rows.length - added - updated;
    if (added || updated) {
      await logScopeActivity(
        tx,
        scope,
        "growth_metric_values_imported",
        `Imported ${countNoun(values.rows.length, VALUE_NOUN)} (${added} added, ${updated} updated, ${unchanged} unchanged)`,
        { added, updated, unchanged },
      );
    }
    return { added, updated, unchanged, skipped: values.skipped, created: added, errors: [], unknownMetrics: [] };
  });
}
