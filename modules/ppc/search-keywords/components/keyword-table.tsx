"use client";

import * as React from "react";
import { SearchXIcon } from "lucide-react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable, selectColumn } from "@/components/data-table/data-table";
import { DataTableNoMatch } from "@/components/data-table/no-match";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatMoney } from "@/lib/format";
import type { PpcKeywordRow } from "../queries";
import { PPC_KEYWORD_TABLE, type PpcTableState } from "../view";
import { PpcBulkBar, type GroupChoice } from "./bulk-bar";
import { metricColumns, Small } from "./metric-columns";

const none = <span className="text-muted-foreground max-lg:hidden">—</span>;

function statusTone(s: string) {
  const v = s.toLowerCase();
  return v === "enabled" || v === "active" ? "ok" : v === "paused" ? "warn" : v === "removed" || v === "deleted" ? "bad" : "idle";
}

/** The brand's paid keywords on the shared data table, sorted, filtered and paged on the server from the URL. */
export function PpcKeywordTable({ brandId, rows, total, state, currency, groups, canEdit }: { brandId: string; rows: PpcKeywordRow[]; total: number; state: PpcTableState; currency: string; groups: GroupChoice[]; canEdit: boolean }) {
  const columns = React.useMemo<ColumnDef<PpcKeywordRow, unknown>[]>(() => {
    const money = (v: number) => formatMoney(v, currency);
    return [
      selectColumn<PpcKeywordRow>({ noun: "keyword", label: (r) => r.keyword, cellClassName: "order-first lg:order-none" }),
      {
        id: "keyword",
        header: "Keyword",
        meta: { label: "Keyword", alwaysVisible: true, cellClassName: "min-w-0 flex-1 basis-[60%] lg:basis-auto" },
        cell: ({ row: { original: r } }) => (
          <span className="font-medium break-words" data-testid="ppc-keyword-text">
            {r.keyword}
          </span>
        ),
      },
      { id: "match", header: "Match", meta: { label: "Match type", cellClassName: "text-xs capitalize" }, cell: ({ row: { original: r } }) => r.matchType },
      {
        id: "placement",
        header: "Campaign › Ad group",
        meta: { label: "Campaign › Ad group", cellClassName: "text-xs" },
        cell: ({ row: { original: r } }) => (r.adGroup ? `${r.campaign} › ${r.adGroup}` : <span className="text-muted-foreground">Planned (no ad group yet)</span>),
      },
      { id: "status", header: "Status", meta: { label: "Status" }, cell: ({ row: { original: r } }) => (r.status ? <ToneBadge tone={statusTone(r.status)}>{r.status}</ToneBadge> : none) },
      {
        id: "qualityScore",
        header: "QS",
        meta: { label: "Quality score", headerClassName: "text-right", cellClassName: "tabular-nums lg:text-right" },
        cell: ({ row: { original: r } }) => (r.qualityScore === null ? none : <><Small>QS</Small>{r.qualityScore}/10</>),
      },
      {
        id: "maxCpc",
        header: "Max CPC",
        meta: { label: "Max CPC", headerClassName: "text-right", cellClassName: "tabular-nums lg:text-right" },
        cell: ({ row: { original: r } }) => (r.maxCpc === null ? none : <><Small>Max CPC</Small>{money(r.maxCpc)}</>),
      },
      ...metricColumns<PpcKeywordRow>(currency),
    ];
  }, [currency]);
  if (total === 0) {
    return <DataTableNoMatch icon={SearchXIcon} title="No keywords match these filters" description="Widen a threshold or clear a filter to see more." clearHref="/search-keywords" />;
  }
  const byId = new Map(rows.map((r) => [r.id, r.keyword]));
  return (
    <DataTable
      tableId="ppc-keywords"
      caption="Paid keywords of this brand"
      columns={canEdit ? columns : columns.filter((c) => c.id !== "select")}
      rows={rows}
      getRowId={(r) => r.id}
      spec={PPC_KEYWORD_TABLE}
      state={state}
      total={total}
      noun="keyword"
      bulkActions={canEdit ? (selected, clear) => <PpcBulkBar brandId={brandId} terms={selected.flatMap((id) => byId.get(id) ?? [])} groups={groups} noun="keyword" onDone={clear} /> : undefined}
      headerClassName="hidden lg:table-header-group"
      cellClassName="lg:px-3 lg:py-2 lg:align-middle"
      rowClassName="flex flex-wrap items-center gap-x-4 gap-y-1.5 px-4 py-3 lg:table-row lg:p-0"
      rowProps={(r) => ({ "data-testid": "ppc-keyword-row", "data-keyword": r.keyword })}
    />
  );
}
