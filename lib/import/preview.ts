/**
 * What an import's preview shows and what its write answers — plain data a server action returns
 * to the shared import dialog. Client-safe.
 */
import type { SourceInfo, SourceTable } from "./source";
import type { ImportIssue, ImportValidation } from "./spec";

export type ImportPreview = {
  /** What the file was recognised as (the import spec's label), null when it was not. */
  recognised: string | null;
  source: SourceInfo;
  headerRow: number | null;
  columns: { label: string; header: string; letter: string }[];
  ignored: { header: string; letter: string }[];
  /** Non-blank data rows in the file. */
  rowCount: number;
  /** The first data rows as in the file, one cell per recognised column; `bad` marks cells with an error. */
  sample: { row: number; cells: string[]; bad: boolean[] }[];
  /** The first errors (all of them up to PREVIEW_MAX_ERRORS); `errorCount` is the total. */
  errors: ImportIssue[];
  errorCount: number;
  /** How many items the write would import (rows, or values of a wide sheet) and what they are called. */
  ready: number;
  noun: { one: string; many: string };
  /** Anything else worth knowing before importing ("3 empty cells are skipped"). */
  notes: string[];
};

/** `message`, when given, is what the user is told instead of the counts (e.g. "this file was imported before"). */
export type ImportOutcome = { added: number; updated: number; unchanged: number; message?: string };

export const PREVIEW_SAMPLE_ROWS = 10;
export const PREVIEW_MAX_ERRORS = 200;

export function buildPreview(
  table: SourceTable,
  v: ImportValidation,
  o: { ready: number; noun: { one: string; many: string }; notes?: string[]; errors?: ImportIssue[] },
): ImportPreview {
  const errors = [...table.problems, ...v.errors, ...(o.errors ?? [])].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const sample: ImportPreview["sample"] = [];
  const start = v.headerRow ?? 0;
  for (let i = start; i < table.rows.length && sample.length < PREVIEW_SAMPLE_ROWS; i++) {
    const row = table.rows[i]!;
    if (row.every((c) => c.trim() === "")) continue;
    const cells = v.columns.map((c) => row[c.index] ?? "");
    const bad = v.columns.map((c) => errors.some((e) => e.row === i + 1 && e.column === (c.header || c.label)));
    sample.push({ row: i + 1, cells, bad });
  }
  return {
    recognised: v.spec?.label ?? null,
    source: table.info,
    headerRow: v.headerRow,
    columns: v.columns.map((c) => ({ label: c.label, header: c.header, letter: c.letter })),
    ignored: v.ignored,
    rowCount: v.rowCount,
    sample,
    errors: errors.slice(0, PREVIEW_MAX_ERRORS),
    errorCount: errors.length,
    ready: errors.length ? 0 : o.ready,
    noun: o.noun,
    notes: o.notes ?? [],
  };
}

export function countNoun(n: number, noun: { one: string; many: string }): string {
  return `${n.toLocaleString("en")} ${n === 1 ? noun.one : noun.many}`;
}

/** "Imported 6 values: 4 added, 1 updated, 1 unchanged" — the toast after a write. */
export function outcomeText(o: ImportOutcome, noun: { one: string; many: string }): string {
  if (o.message) return o.message;
  return `Imported ${countNoun(o.added + o.updated + o.unchanged, noun)}: ${o.added} added, ${o.updated} updated, ${o.unchanged} unchanged`;
}

/** The refusal of a write whose file still has problems (all or nothing): how many, and the first. */
export function problemsMessage(errors: readonly ImportIssue[]): string {
  const e = errors[0]!;
  const where = [e.row ? `row ${e.row}` : "", e.column ? `column "${e.column}"` : ""].filter(Boolean).join(", ");
  return `Nothing was imported: ${countNoun(errors.length, { one: "problem", many: "problems" })} in the file (${where ? `${where}: ` : ""}${e.message}). Fix the file and import it again.`;
}
