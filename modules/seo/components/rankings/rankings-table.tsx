"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { RankPage, RankRow } from "@/modules/seo/queries/rankings";
import { RANK_TABLE, rankingsToSearch, type RankTableState } from "@/modules/seo/rank-view";
import { RankChangeBadge } from "./rank-change";

const none = <span className="text-muted-foreground">—</span>;
const numeric = "text-sm tabular-nums lg:text-right";

function Position({ value }: { value: number | null }) {
  return value === null ? <span className="text-xs text-muted-foreground">not in top 100</span> : <span className="font-semibold tabular-nums">{value}</span>;
}

function columnsFor(state: RankTableState, competitorDomains: string[]): ColumnDef<RankRow, unknown>[] {
  const cols: ColumnDef<RankRow, unknown>[] = [
    {
      id: "keyword",
      header: "Keyword",
      meta: { label: "Keyword", alwaysVisible: true, cellClassName: "basis-full min-w-0" },
      cell: ({ row: { original: r } }) => (
        <Link
          href={`/rankings${rankingsToSearch({ ...state, filters: { ...state.filters, keyword: r.id } })}#history`}
          scroll={false}
          className={cn("font-medium break-words underline-offset-2 hover:underline", state.filters.keyword === r.id && "underline")}
          aria-label={`${r.keyword}: show its position history`}
        >
          {r.keyword}
        </Link>
      ),
    },
    {
      id: "position",
      header: "Position",
      meta: { label: "Position", alwaysVisible: true, headerClassName: "text-right", cellClassName: numeric },
      cell: ({ row: { original: r } }) => (r.day === null ? <span className="text-xs text-muted-foreground">not checked yet</span> : <Position value={r.position} />),
    },
    {
      id: "change",
      header: "Change",
      meta: { label: "Change", headerClassName: "text-right", cellClassName: numeric },
      cell: ({ row: { original: r } }) => (r.day === null ? none : <RankChangeBadge position={r.position} previous={r.previous} hasPrevious={r.hasPrevious} />),
    },
    {
      id: "best",
      header: "Best",
      meta: { label: "Best", headerClassName: "text-right", cellClassName: numeric },
      cell: ({ row: { original: r } }) => (r.best === null ? none : <span className="tabular-nums">{r.best}</span>),
    },
    {
      id: "visibility",
      header: "Visibility",
      meta: { label: "Visibility", headerClassName: "text-right", cellClassName: numeric },
      cell: ({ row: { original: r } }) => (r.day === null ? none : <span className="tabular-nums" title="Expected share of the keyword's clicks at this position (CTR curve)">{formatNumber(r.ctr * 100, { maximumFractionDigits: 1 })}%</span>),
    },
    {
      id: "volume",
      header: "Volume",
      meta: { label: "Volume", headerClassName: "text-right", cellClassName: numeric },
      cell: ({ row: { original: r } }) => (r.volume === null ? none : formatNumber(r.volume)),
    },
    {
      id: "url",
      header: "URL",
      meta: { label: "URL", cellClassName: "basis-full min-w-0 lg:max-w-64" },
      cell: ({ row: { original: r } }) => (r.url ? <span className="block truncate font-mono text-xs text-muted-foreground" title={r.url}>{r.url.replace(/^https?:\/\//, "")}</span> : none),
    },
  ];
  if (competitorDomains.length) {
    cols.push({
      id: "competitors",
      header: "Competitors",
      meta: { label: "Competitors", cellClassName: "basis-full" },
      cell: ({ row: { original: r } }) =>
        r.competitors.length ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
            {r.competitors.map((c) => (
              <li key={c.domain} className="whitespace-nowrap">
                <span className="text-muted-foreground">{c.domain}</span> <span className="font-medium tabular-nums">{c.position ?? "—"}</span>
              </li>
            ))}
          </ul>
        ) : (
          none
        ),
    });
  }
  return cols;
}

/** Tracked keywords on the shared data table: a table from lg up, a card per keyword below. */
export function RankingsTable({ page, state }: { page: RankPage; state: RankTableState }) {
  return (
    <DataTable
      tableId="seo-rankings"
      caption={`Rankings in ${page.location}, ${page.device}`}
      columns={columnsFor(state, page.competitorDomains)}
      rows={page.rows}
      getRowId={(r) => r.id}
      spec={RANK_TABLE}
      state={state}
      total={page.total}
      noun="keyword"
      headerClassName="hidden lg:table-header-group"
      cellClassName="lg:px-3 lg:py-2.5 lg:align-top"
      rowClassName="flex flex-wrap gap-x-4 gap-y-1.5 px-4 py-3 lg:table-row lg:p-0"
      rowProps={(r) => ({ "data-testid": "rank-row", "data-keyword": r.keyword, className: cn(state.filters.keyword === r.id && "bg-muted/60") })}
    />
  );
}
