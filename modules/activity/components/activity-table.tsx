"use client";

import * as React from "react";
import { HistoryIcon } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { initialsFor } from "@/components/shell/initials";
import { RelativeTime } from "@/components/ui/relative-time";
import { tableColumn } from "@/lib/table/columns";
import { actionLabel } from "../labels";
import type { ActivityPage, ActivityRow } from "../queries";
import { ACTIVITY_TABLE, type ActivityTableState } from "../view-params";

function Payload({ payload }: { payload: Record<string, unknown> }) {
  const keys = Object.keys(payload);
  if (!keys.length) return <span className="text-muted-foreground">—</span>;
  return (
    <details className="group max-w-md">
      <summary className="cursor-pointer list-none text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:underline [&::-webkit-details-marker]:hidden">
        <span className="truncate">{keys.slice(0, 3).join(", ")}{keys.length > 3 ? "…" : ""}</span>
        <span className="ml-1 group-open:hidden">▸</span>
        <span className="ml-1 hidden group-open:inline">▾</span>
      </summary>
      <pre className="mt-2 max-h-56 overflow-auto rounded-md bg-muted/60 p-2 font-mono text-[11px] leading-relaxed whitespace-pre-wrap break-all">{JSON.stringify(payload, null, 2)}</pre>
    </details>
  );
}

const column = tableColumn<ActivityRow>;

const columns = [
  column("created", "When", (r) => <RelativeTime at={new Date(r.createdAt)} />, {
    headerClassName: "md:w-36",
    cellClassName: "col-span-2 text-xs text-muted-foreground md:w-36 md:text-sm",
  }),
  column(
    "who",
    "Who",
    (r) => (
      <div className="flex items-center gap-2">
        <Avatar className="size-6">
          <AvatarFallback className="text-[10px]">{initialsFor(r.userName, r.userEmail)}</AvatarFallback>
        </Avatar>
        <span className="truncate font-medium">{r.userName || r.userEmail || "Former member"}</span>
      </div>
    ),
    { headerClassName: "md:w-52", cellClassName: "col-span-2 md:w-52" },
  ),
  column(
    "action",
    "What",
    (r) => (
      <div className="grid grid-cols-1 justify-items-start gap-1">
        <span className="text-pretty">{r.userAction}</span>
        <Badge variant="outline" className="font-normal text-muted-foreground">
          {actionLabel(r.actionType)}
        </Badge>
      </div>
    ),
    { alwaysVisible: true, cellClassName: "col-span-2" },
  ),
  column("details", "Details", (r) => <Payload payload={r.payload} />, { cellClassName: "col-span-2" }),
];

/**
 * The log on the shared data table: sorted and paged on the server from the URL. From md up it is a
 * table; on a phone each row is a card (no header row; the filter bar's Sort menu sorts).
 */
export function ActivityTable({ page, state, filtered, exportHref }: { page: ActivityPage; state: ActivityTableState; filtered: boolean; exportHref: string }) {
  if (page.total === 0) {
    return (
      <EmptyState icon={HistoryIcon} title={filtered ? "Nothing matches these filters" : "No activity yet"}>
        {filtered
          ? "Widen the dates or clear a filter to see more."
          : "Changes to this brand — its data, team, roles, settings and tasks — are listed here as they happen."}
      </EmptyState>
    );
  }
  return (
    <DataTable
      tableId="activity"
      caption="Activity"
      columns={columns}
      rows={page.rows}
      getRowId={(r) => r.id}
      spec={ACTIVITY_TABLE}
      state={state}
      total={page.total}
      noun="event"
      exportHref={exportHref}
      headerClassName="hidden md:table-header-group"
      cellClassName="md:px-4 md:py-3 md:align-top"
      rowClassName="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0"
      rowProps={() => ({ "data-testid": "activity-row" })}
    />
  );
}
