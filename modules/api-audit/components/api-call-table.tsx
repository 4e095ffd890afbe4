"use client";

import Link from "next/link";
import { RadioTowerIcon } from "lucide-react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RelativeTime } from "@/components/ui/relative-time";
import { formatBytes, formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { ApiCallPage, ApiCallRow } from "../queries";
import { API_CALL_TABLE, type ApiCallTableState } from "../view-params";

/** No response (refused, timeout…), or a response whose content was unusable (a 200 with invalid model output): the code and the reason. */
function Status({ status, ok, errorCode, errorMessage }: { status: number | null; ok: boolean; errorCode: string | null; errorMessage: string | null }) {
  if (status === null || (!ok && errorCode)) {
    return (
      <span className="grid gap-0.5">
        <span className="font-mono text-xs font-medium text-red-700 uppercase dark:text-red-300">
          {status === null ? "" : `${status} · `}
          {errorCode ?? "error"}
        </span>
        {errorMessage ? <span className="line-clamp-2 max-w-64 text-xs text-muted-foreground">{errorMessage}</span> : null}
      </span>
    );
  }
  const tone = status >= 200 && status < 300 ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300";
  return <span className={cn("font-mono text-xs font-medium tabular-nums", tone)}>{status}</span>;
}

const none = <span className="text-muted-foreground">—</span>;
// Numbers line up on the right in the table; in a phone's card they share one line, left to right.
const numeric = "text-xs tabular-nums lg:text-right";

const columns: ColumnDef<ApiCallRow, unknown>[] = [
  {
    id: "created",
    header: "When",
    meta: { label: "When", cellClassName: "basis-full whitespace-nowrap" },
    cell: ({ row: { original: r } }) => <RelativeTime at={new Date(r.createdAt)} className="text-xs text-muted-foreground" />,
  },
  {
    id: "provider",
    header: "Provider",
    meta: { label: "Provider", alwaysVisible: true, cellClassName: "basis-full" },
    cell: ({ row: { original: r } }) => (
      <span className="grid gap-0.5">
        <span className="font-medium">{r.provider}</span>
        <span className="font-mono text-[11px] text-muted-foreground">
          {r.purpose}
          {r.byJob ? " · background" : ""}
        </span>
      </span>
    ),
  },
  {
    id: "endpoint",
    header: "Endpoint",
    meta: { label: "Endpoint", cellClassName: "basis-full" },
    cell: ({ row: { original: r } }) => (
      <span className="font-mono text-xs break-all">
        <span className="mr-1.5 rounded bg-muted px-1 py-0.5 text-[10px] font-semibold">{r.method}</span>
        {r.host}
        <span className="text-muted-foreground">{r.path}</span>
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    meta: { label: "Status", alwaysVisible: true, cellClassName: "basis-full" },
    cell: ({ row: { original: r } }) => <Status status={r.status} ok={r.ok} errorCode={r.errorCode} errorMessage={r.errorMessage} />,
  },
  {
    id: "latency",
    header: "Latency",
    meta: { label: "Latency", headerClassName: "text-right", cellClassName: numeric },
    cell: ({ row: { original: r } }) => `${r.latencyMs} ms`,
  },
  {
    id: "bytes",
    header: "Bytes out / in",
    meta: { label: "Bytes out / in", headerClassName: "text-right", cellClassName: cn(numeric, "whitespace-nowrap text-muted-foreground") },
    cell: ({ row: { original: r } }) => `${formatBytes(r.bytesOut)} / ${formatBytes(r.bytesIn)}`,
  },
  {
    id: "retry",
    header: "Retry",
    meta: { label: "Retry", headerClassName: "text-right", cellClassName: numeric },
    cell: ({ row: { original: r } }) => (r.retry ? `#${r.retry}` : none),
  },
  {
    id: "cost",
    header: "Cost",
    meta: { label: "Cost", headerClassName: "text-right", cellClassName: numeric },
    cell: ({ row: { original: r } }) => (r.costUsd === null ? none : formatUsd(r.costUsd)),
  },
];

/**
 * The ledger on the shared data table: sorted and paged on the server from the URL. From lg up it is
 * a table (eight columns need the width); below, each call is a card and the filter bar's Sort menu sorts.
 */
export function ApiCallTable({ page, state, filtered, exportHref }: { page: ApiCallPage; state: ApiCallTableState; filtered: boolean; exportHref: string }) {
  if (page.total === 0) {
    return (
      <EmptyState
        icon={RadioTowerIcon}
        title={filtered ? "No calls match these filters" : "No outbound calls yet"}
        action={
          filtered ? null : (
            <Button asChild variant="outline">
              <Link href="/settings?tab=webhooks">Add a webhook endpoint</Link>
            </Button>
          )
        }
      >
        {filtered
          ? "Widen the dates or clear a filter to see more."
          : "Every call this brand makes to an outside service — webhook deliveries now, AI and SEO providers as they are connected — is listed here with its status, latency and cost."}
      </EmptyState>
    );
  }
  return (
    <DataTable
      tableId="api-calls"
      caption="Outbound calls"
      columns={columns}
      rows={page.rows}
      getRowId={(r) => r.id}
      spec={API_CALL_TABLE}
      state={state}
      total={page.total}
      noun="call"
      exportHref={exportHref}
      headerClassName="hidden lg:table-header-group"
      cellClassName="lg:px-4 lg:py-2.5 lg:align-top"
      rowClassName="flex flex-wrap gap-x-4 gap-y-1.5 px-4 py-3 lg:table-row lg:p-0"
      rowProps={(r) => ({ "data-testid": "api-call-row", "data-ok": String(r.ok), className: cn(!r.ok && "border-l-2 border-l-red-500 bg-red-500/[0.04]") })}
    />
  );
}
