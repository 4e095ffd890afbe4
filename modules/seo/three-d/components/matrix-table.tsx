"use client";

import * as React from "react";
import { Grid3x3Icon } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect, useTableFilters } from "@/components/filters/table-filters";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatNumber, pct } from "@/lib/format";
import { tableColumn } from "@/lib/table/columns";
import { sortFromParam, sortToParam, type TablePage, type TableState } from "@/lib/table/state";
import { FINDING_KINDS, FINDING_LABELS, type FindingKind } from "../finding-kinds";
import { METRIC_LABELS, METRIC_SORTS_DESC, type MatrixCell, type MetricId } from "../model";
import { MATRIX_SPEC, type MatrixFilters } from "../url-state";

const column = tableColumn<MatrixCell>;

/** The path is what tells pages of one site apart; the full address stays in the tooltip and the filters. */
function pageLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

function metricText(m: MetricId, v: number | null | undefined): string {
  if (m === "ctr") return pct(v ?? null);
  if (m === "position" || m === "rank") return formatNumber(v, { maximumFractionDigits: 1 });
  return formatNumber(v, { maximumFractionDigits: 0 });
}

/** The page × keyword cells with the chosen metrics, sorted, filtered and paged from the URL (lib/table). */
export function MatrixTable({ page, state, metrics, findingCounts }: { page: TablePage<MatrixCell>; state: TableState<MatrixFilters>; metrics: MetricId[]; findingCounts: Partial<Record<FindingKind, number>> }) {
  const { apply, go, pending } = useTableFilters(MATRIX_SPEC, state);
  const sortOptions = React.useMemo(
    () => [
      { value: "keyword", label: "Keyword A–Z" },
      { value: "page", label: "Page A–Z" },
      ...metrics.filter((m) => m !== "impressions").map((m) => ({ value: sortToParam({ id: m, desc: METRIC_SORTS_DESC[m] }), label: `${METRIC_LABELS[m]} ${METRIC_SORTS_DESC[m] ? "(highest first)" : "(best first)"}` })),
    ],
    [metrics],
  );
  const [q, setQ] = React.useState(state.filters.q ?? "");
  const columns = React.useMemo(
    () => [
      column("keyword", "Keyword", (c) => <span className="font-medium">{c.keyword}</span>, { alwaysVisible: true, cellClassName: "col-span-2 md:col-span-1" }),
      column("page", "Page", (c) =>
          c.page ? (
            <span className="break-all" title={c.page}>
              {pageLabel(c.page)}
            </span>
          ) : (
            <span className="text-muted-foreground">No page</span>
          ), {
        alwaysVisible: true,
        cellClassName: "col-span-2 text-xs text-muted-foreground md:col-span-1 md:max-w-80 md:text-sm md:text-foreground",
      }),
      // On a phone each cell is a card: the metric names stand next to their figures.
      ...metrics.map((m) =>
        column(
          m,
          METRIC_LABELS[m],
          (c) => (
            <>
              <span className="text-muted-foreground md:hidden">{METRIC_LABELS[m]}: </span>
              {metricText(m, c.metrics[m])}
            </>
          ),
          { headerClassName: "text-right", cellClassName: "tabular-nums md:text-right" },
        ),
      ),
    ],
    [metrics],
  );
  const narrowed = state.filters.page !== undefined || state.filters.keyword !== undefined || !!state.filters.finding || !!state.filters.q;
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ q: q.trim() || undefined });
        }}
      >
        <div className="grid min-w-0 gap-1.5 sm:w-64">
          <Label htmlFor="matrix-q">Page or keyword contains</Label>
          <Input id="matrix-q" value={q} onChange={(e) => setQ(e.target.value)} placeholder="e.g. /blog or coffee" />
        </div>
        <FilterSelect
          id="matrix-finding"
          label="Finding"
          className="sm:w-64"
          value={state.filters.finding}
          onChange={(v) => apply({ finding: v as FindingKind | undefined })}
          allLabel="All cells"
          options={FINDING_KINDS.filter((k) => k !== "page_without_keyword").map((k) => ({ value: k, label: `${FINDING_LABELS[k]} (${findingCounts[k] ?? 0})` }))}
        />
        <FilterSelect
          id="matrix-sort"
          label="Sort by"
          className="sm:w-56"
          value={sortOptions.some((o) => o.value === sortToParam(state.sort)) ? sortToParam(state.sort) : undefined}
          onChange={(v) => go({ sort: sortFromParam(MATRIX_SPEC, v) ?? MATRIX_SPEC.defaultSort })}
          allLabel="Most impressions"
          options={sortOptions}
        />
        <Button type="submit" variant="outline" disabled={pending}>
          Filter
        </Button>
        {narrowed ? (
          <Button type="button" variant="ghost" disabled={pending} onClick={() => (setQ(""), apply({ q: undefined, page: undefined, keyword: undefined, finding: undefined }))}>
            Show all cells
          </Button>
        ) : null}
      </form>
      {state.filters.page !== undefined || state.filters.keyword !== undefined ? (
        <p className="text-sm text-muted-foreground" data-testid="matrix-cell-filter">
          Showing the cells of {state.filters.keyword !== undefined ? <strong className="text-foreground">&ldquo;{state.filters.keyword}&rdquo;</strong> : null}
          {state.filters.keyword !== undefined && state.filters.page !== undefined ? " on " : null}
          {state.filters.page !== undefined ? <strong className="break-all text-foreground">{state.filters.page || "no page"}</strong> : null}
        </p>
      ) : null}
      {page.total === 0 ? (
        <EmptyState icon={Grid3x3Icon} title="No cells match">
          Clear the filters to see every page × keyword cell.
        </EmptyState>
      ) : (
        <DataTable
          tableId="seo-3d-matrix"
          caption="Page × keyword matrix"
          columns={columns}
          rows={page.rows}
          getRowId={(c) => `${c.page}\u0000${c.keyword}`}
          spec={MATRIX_SPEC}
          state={state}
          total={page.total}
          noun="cell"
          rowProps={() => ({ "data-testid": "matrix-cell" })}
          headerClassName="hidden md:table-header-group"
          cellClassName="md:px-3 md:py-2.5 md:align-top"
          rowClassName="grid grid-cols-2 gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0"
        />
      )}
    </div>
  );
}
