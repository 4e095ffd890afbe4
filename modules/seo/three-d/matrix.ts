/**
 * Step 4: the page × keyword matrix of a saved analysis, its findings, and one filtered, sorted page
 * of it for the table. Figures come fresh from the metric sources on each view; the cells are at
 * most MAX_PAIRS, so sorting and filtering run in memory over the built matrix.
 */
import type { BrandScope } from "@/lib/brand-scope";
import { pageWindow, type TablePage, type TableState } from "@/lib/table/state";
import { findAll, type Finding, type FindingKind } from "./findings";
import { cellKey, keywordKey, type CellMetrics, type MatrixCell } from "./model";
import type { Analysis } from "./queries";
import { METRIC_SOURCES } from "./sources";
import type { MatrixFilters } from "./url-state";

export type Matrix = { cells: MatrixCell[]; findings: Finding[] };

/** Every cell of the analysis with the figures its metric sources have for it. */
export async function build3dMatrix(scope: BrandScope, a: Analysis): Promise<Matrix> {
  const pages = a.pages.map((p) => p.url);
  const wanted = new Set(a.metrics);
  const sources = METRIC_SOURCES.filter((s) => s.metrics.some((m) => wanted.has(m)));
  const reads = await Promise.all(sources.map((s) => s.read(scope, { pages, pairs: a.pairs, periodDays: a.periodDays })));
  const cells = a.pairs.map((p) => {
    const metrics: CellMetrics = {};
    for (const r of reads) Object.assign(metrics, r.pages?.get(p.page), r.cells?.get(cellKey(p.page, p.keyword)));
    return { page: p.page, keyword: p.keyword, metrics };
  });
  return { cells, findings: findAll(cells, pages) };
}

/** The cells a finding is about, as a set of cell keys. */
function findingCells(findings: readonly Finding[], kind: FindingKind): Set<string> {
  return new Set(findings.filter((f) => f.kind === kind).flatMap((f) => f.cells.map((c) => cellKey(c.page, c.keyword))));
}

export function filterCells(m: Matrix, f: MatrixFilters): MatrixCell[] {
  const q = f.q?.toLowerCase();
  const only = f.finding ? findingCells(m.findings, f.finding) : null;
  return m.cells.filter(
    (c) =>
      (!q || c.page.toLowerCase().includes(q) || c.keyword.toLowerCase().includes(q)) &&
      (f.page === undefined || c.page === f.page) &&
      (f.keyword === undefined || keywordKey(c.keyword) === keywordKey(f.keyword)) &&
      (!only || only.has(cellKey(c.page, c.keyword))),
  );
}

/** Sorted with empty figures last whatever the direction, then by page and keyword so pages are stable. */
export function sortCells(cells: readonly MatrixCell[], sort: { id: string; desc: boolean }): MatrixCell[] {
  const dir = sort.desc ? -1 : 1;
  const tie = (a: MatrixCell, b: MatrixCell) => a.page.localeCompare(b.page) || a.keyword.localeCompare(b.keyword);
  return [...cells].sort((a, b) => {
    if (sort.id === "page" || sort.id === "keyword") return dir * a[sort.id].localeCompare(b[sort.id]) || tie(a, b);
    const x = a.metrics[sort.id as keyof CellMetrics] ?? null;
    const y = b.metrics[sort.id as keyof CellMetrics] ?? null;
    if (x === null || y === null) return x === y ? tie(a, b) : x === null ? 1 : -1;
    return dir * (x - y) || tie(a, b);
  });
}

export function matrixPage(m: Matrix, state: TableState<MatrixFilters>): TablePage<MatrixCell> {
  const rows = sortCells(filterCells(m, state.filters), state.sort);
  const w = pageWindow(rows.length, state);
  return { ...w, rows: rows.slice(w.offset, w.offset + w.pageSize) };
}
