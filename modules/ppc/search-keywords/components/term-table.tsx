"use client";

import * as React from "react";
import { SearchXIcon } from "lucide-react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable, selectColumn } from "@/components/data-table/data-table";
import { DataTableNoMatch } from "@/components/data-table/no-match";
import type { PpcTermRow } from "../queries";
import { PPC_NETWORK_LABELS } from "../../labels";
import { PPC_TERM_TABLE, type PpcTableState } from "../view";
import { PpcBulkBar, type GroupChoice } from "./bulk-bar";
import { metricColumns } from "./metric-columns";

/** Search terms of the period, one row per term, on the shared data table (server-side sort, filter and pages). */
export function PpcTermTable({ brandId, rows, total, state, currency, groups, canEdit }: { brandId: string; rows: PpcTermRow[]; total: number; state: PpcTableState; currency: string; groups: GroupChoice[]; canEdit: boolean }) {
  const columns = React.useMemo<ColumnDef<PpcTermRow, unknown>[]>(
    () => [
      selectColumn<PpcTermRow>({ noun: "search term", label: (r) => r.term, cellClassName: "order-first lg:order-none" }),
      {
        id: "term",
        header: "Search term",
        meta: { label: "Search term", alwaysVisible: true, cellClassName: "min-w-0 flex-1 basis-[60%] lg:basis-auto" },
        cell: ({ row: { original: r } }) => (
          <span className="font-medium break-words" data-testid="ppc-term-text">
            {r.term}
          </span>
        ),
      },
      {
        id: "adGroups",
        header: "Served from",
        meta: { label: "Campaign › Ad group", cellClassName: "text-xs" },
        cell: ({ row: { original: r } }) => {
          // The same campaign and ad group names on two networks are two ad groups: say which is which.
          const networks = new Set(r.adGroups.map((g) => g.network)).size;
          return (
            <span className="grid gap-0.5">
              {r.adGroups.map((g) => (
                <span key={g.id}>
                  {g.campaign} › {g.name}
                  {networks > 1 ? <span className="text-muted-foreground"> · {PPC_NETWORK_LABELS[g.network]}</span> : null}
                </span>
              ))}
              {r.adGroupCount > r.adGroups.length ? <span className="text-muted-foreground">+{r.adGroupCount - r.adGroups.length} more</span> : null}
            </span>
          );
        },
      },
      { id: "match", header: "Match", meta: { label: "Match type", cellClassName: "text-xs" }, cell: ({ row: { original: r } }) => r.matchTypes.join(", ") },
      {
        id: "keyword",
        header: "Matched keyword",
        meta: { label: "Matched keyword", cellClassName: "text-xs" },
        cell: ({ row: { original: r } }) => r.keywords.join(", "),
      },
      ...metricColumns<PpcTermRow>(currency),
    ],
    [currency],
  );
  if (total === 0) {
    return <DataTableNoMatch icon={SearchXIcon} title="No search terms match these filters" description="Choose a longer period, lower a threshold or clear a filter." clearHref="/search-keywords?tab=terms" />;
  }
  const byKey = new Map(rows.map((r) => [r.termKey, r.term]));
  return (
    <DataTable
      tableId="ppc-search-terms"
      caption="Search terms of this brand's ads"
      columns={canEdit ? columns : columns.filter((c) => c.id !== "select")}
      rows={rows}
      getRowId={(r) => r.termKey}
      spec={PPC_TERM_TABLE}
      state={state}
      extraParams={{ tab: "terms" }}
      total={total}
      noun="search term"
      bulkActions={canEdit ? (selected, clear) => <PpcBulkBar brandId={brandId} terms={selected.flatMap((k) => byKey.get(k) ?? [])} groups={groups} noun="search term" onDone={clear} /> : undefined}
      headerClassName="hidden lg:table-header-group"
      cellClassName="lg:px-3 lg:py-2 lg:align-middle"
      rowClassName="flex flex-wrap items-center gap-x-4 gap-y-1.5 px-4 py-3 lg:table-row lg:p-0"
      rowProps={(r) => ({ "data-testid": "ppc-term-row", "data-term": r.term })}
    />
  );
}
