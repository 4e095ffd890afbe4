"use client";

import Link from "next/link";
import { DataTable } from "@/components/data-table/data-table";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatNumber, pct } from "@/lib/format";
import { tableColumn } from "@/lib/table/columns";
import type { TableState } from "@/lib/table/state";
import { cn } from "@/lib/utils";
import { CLASS_LABEL, CLASS_TONE } from "../../brand-class";
import { ANALYTICS_TABLES, type AnalyticsView } from "../../analytics-tables";
import type { PageRow, QueryRow } from "../../queries/analytics";

const numeric = "text-xs tabular-nums lg:text-right";
const count = (v: number | null) => (v === null ? <span className="text-muted-foreground">—</span> : formatNumber(v));

const pageColumns = [
  tableColumn<PageRow>("page", "Page", (r) => <span className="font-mono text-xs break-all" title={r.page}>{r.path}</span>, { alwaysVisible: true, cellClassName: "basis-full" }),
  tableColumn<PageRow>("clicks", "Clicks", (r) => count(r.clicks), { cellClassName: numeric }),
  tableColumn<PageRow>("impressions", "Impressions", (r) => count(r.impressions), { cellClassName: numeric }),
  tableColumn<PageRow>("ctr", "CTR", (r) => pct(r.ctr, 2), { cellClassName: numeric }),
  tableColumn<PageRow>("position", "Position", (r) => formatNumber(r.position, { maximumFractionDigits: 1 }), { cellClassName: numeric }),
  tableColumn<PageRow>("sessions", "Organic sessions", (r) => count(r.sessions), { cellClassName: numeric }),
  tableColumn<PageRow>("keyEvents", "Key events", (r) => count(r.keyEvents), { cellClassName: numeric }),
];

const queryColumns = [
  tableColumn<QueryRow>("query", "Query", (r) => <span className="font-medium">{r.query}</span>, { alwaysVisible: true, cellClassName: "basis-full" }),
  tableColumn<QueryRow>("class", "Branded", (r) => <ToneBadge tone={CLASS_TONE[r.class]}>{CLASS_LABEL[r.class]}</ToneBadge>),
  tableColumn<QueryRow>("clicks", "Clicks", (r) => formatNumber(r.clicks), { cellClassName: numeric }),
  tableColumn<QueryRow>("impressions", "Impressions", (r) => formatNumber(r.impressions), { cellClassName: numeric }),
  tableColumn<QueryRow>("ctr", "CTR", (r) => pct(r.ctr, 2), { cellClassName: numeric }),
  tableColumn<QueryRow>("position", "Position", (r) => formatNumber(r.position, { maximumFractionDigits: 1 }), { cellClassName: numeric }),
];

function Tabs({ view, days }: { view: AnalyticsView; days: number }) {
  const href = (v: AnalyticsView) => `/seo-analytics?${new URLSearchParams({ ...(days !== 28 ? { days: String(days) } : {}), ...(v === "queries" ? { view: v } : {}) }).toString()}`;
  return (
    <nav className="inline-flex rounded-md border p-0.5" aria-label="Table">
      {(["pages", "queries"] as const).map((v) => (
        <Link key={v} href={href(v)} scroll={false} aria-current={v === view ? "page" : undefined} className={cn("rounded px-2.5 py-1 text-sm", v === view ? "bg-muted font-medium" : "text-muted-foreground hover:text-foreground")}>
          {v === "pages" ? "Top pages" : "Top queries"}
        </Link>
      ))}
    </nav>
  );
}

/** Top pages (Search Console joined with GA4 landing pages by path) or top queries with their branded class. */
export function AnalyticsTable({ view, days, state, total, pages, queries }: { view: AnalyticsView; days: number; state: TableState; total: number; pages: PageRow[]; queries: QueryRow[] }) {
  const extra = { days: days !== 28 ? String(days) : undefined, view: view === "queries" ? "queries" : undefined };
  const common = { spec: ANALYTICS_TABLES[view], state, extraParams: extra, total, toolbar: <Tabs view={view} days={days} /> };
  return view === "pages" ? (
    <DataTable tableId="seo-analytics-pages" caption="Top pages" columns={pageColumns} rows={pages} getRowId={(r) => r.path} noun="page" {...common} />
  ) : (
    <DataTable tableId="seo-analytics-queries" caption="Top queries" columns={queryColumns} rows={queries} getRowId={(r) => r.query} noun="keyword" {...common} />
  );
}
