"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { HttpStatus } from "@/components/ui/tone-badge";
import { formatNumber } from "@/lib/format";
import type { AuditPageRow } from "@/modules/seo/audit/view";
import { AUDIT_PAGES_TABLE, auditToSearch, type AuditTableState } from "@/modules/seo/audit/view-spec";
import { ScoreBadge } from "./score-badge";

const none = <span className="text-muted-foreground">—</span>;
const numeric = "text-sm tabular-nums lg:text-right";

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

function columnsFor(state: AuditTableState): ColumnDef<AuditPageRow, unknown>[] {
  return [
    {
      id: "url",
      header: "Page",
      meta: { label: "Page", alwaysVisible: true, cellClassName: "basis-full min-w-0" },
      cell: ({ row: { original: r } }) => (
        <div className="min-w-0">
          <Link href={`/onpage-seo-audit${auditToSearch({ ...state, filters: { ...state.filters, open: r.url } })}#page-detail`} scroll={false} className="font-medium break-all underline-offset-2 hover:underline">
            {pathOf(r.url)}
          </Link>
          {r.title ? <p className="truncate text-xs text-muted-foreground">{r.title}</p> : null}
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      meta: { label: "Status", alwaysVisible: true },
      cell: ({ row: { original: r } }) => (r.blockedByRobots && r.statusCode === null ? <span className="text-xs text-muted-foreground">robots.txt</span> : <HttpStatus status={r.statusCode} error={r.fetchError} />),
    },
    { id: "score", header: "Score", meta: { label: "Score", alwaysVisible: true, headerClassName: "text-right", cellClassName: numeric }, cell: ({ row: { original: r } }) => (r.score === null ? none : <ScoreBadge score={r.score} />) },
    { id: "issues", header: "Issues", meta: { label: "Issues", headerClassName: "text-right", cellClassName: numeric }, cell: ({ row: { original: r } }) => formatNumber(r.issues) },
    { id: "words", header: "Words", meta: { label: "Words", headerClassName: "text-right", cellClassName: numeric }, cell: ({ row: { original: r } }) => (r.wordCount === null ? none : formatNumber(r.wordCount)) },
    { id: "inlinks", header: "Inlinks", meta: { label: "Inlinks", headerClassName: "text-right", cellClassName: numeric }, cell: ({ row: { original: r } }) => formatNumber(r.inlinks) },
    { id: "depth", header: "Depth", meta: { label: "Depth", headerClassName: "text-right", cellClassName: numeric }, cell: ({ row: { original: r } }) => (r.depth === null ? <span className="text-xs text-muted-foreground">sitemap</span> : r.depth) },
    { id: "ms", header: "Response", meta: { label: "Response", headerClassName: "text-right", cellClassName: numeric }, cell: ({ row: { original: r } }) => (r.responseMs === null ? none : `${formatNumber(r.responseMs)} ms`) },
  ];
}

export function AuditPagesTable({ rows, total, state, crawlId }: { rows: AuditPageRow[]; total: number; state: AuditTableState; crawlId: string }) {
  return (
    <DataTable
      tableId="seo-audit-pages"
      caption="Crawled pages"
      columns={columnsFor(state)}
      rows={rows}
      getRowId={(r) => r.id}
      spec={AUDIT_PAGES_TABLE}
      state={state}
      total={total}
      noun="page"
      exportHref={`/onpage-seo-audit/export?crawl=${crawlId}`}
    />
  );
}
