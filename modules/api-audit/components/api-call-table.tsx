"use client";

import Link from "next/link";
import { RadioTowerIcon } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty";
import { RelativeTime } from "@/components/ui/relative-time";
import { formatBytes, formatUsd } from "@/lib/format";
import { tableColumn } from "@/lib/table/columns";
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

const column = tableColumn<ApiCallRow>;

const columns = [
  column("created", "When", (r) => <RelativeTime at={new Date(r.createdAt)} className="text-xs text-muted-foreground" />, {
    cellClassName: "basis-full whitespace-nowrap",
  }),
  column(
    "provider",
    "Provider",
    (r) => (
      <span className="grid gap-0.5">
        <span className="font-medium">{r.provider}</span>
        <span className="font-mono text-[11px] text-muted-foreground">
          {r.purpose}
          {r.byJob ? " · background" : ""}
        </span>
      </span>
    ),
    { alwaysVisible: true, cellClassName: "basis-full" },
  ),
  column(
    "endpoint",
    "Endpoint",
    (r) => (
      <span className="font-mono text-xs break-all">
        <span className="mr-1.5 rounded bg-muted px-1 py-0.5 text-[10px] font-semibold">{r.method}</span>
        {r.host}
        <span className="text-muted-foreground">{r.path}</span>
      </span>
    ),
    { cellClassName: "basis-full" },
  ),
  column("status", "Status", (r) => <Status status={r.status} ok={r.ok} errorCode={r.errorCode} errorMessage={r.errorMessage} />, {
    alwaysVisible: true,
    cellClassName: "basis-full",
  }),
  column("latency", "Latency", (r) => `${r.latencyMs} ms`, { headerClassName: "text-right", cellClassName: numeric }),
  column("bytes", "Bytes out / in", (r) => `${formatBytes(r.bytesOut)} / ${formatBytes(r.bytesIn)}`, {
    headerClassName: "text-right",
    cellClassName: cn(numeric, "whitespace-nowrap text-muted-foreground"),
  }),
  column("retry", "Retry", (r) => (r.retry ? `#${r.retry}` : none), { headerClassName: "text-right", cellClassName: numeric }),
  column("cost", "Cost", (r) => (r.costUsd === null ? none : formatUsd(r.costUsd)), { headerClassName: "text-right", cellClassName: numeric }),
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
