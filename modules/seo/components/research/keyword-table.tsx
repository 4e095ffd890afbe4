"use client";

import Link from "next/link";
import { CheckIcon, SearchXIcon } from "lucide-react";
import { DataTableNoMatch } from "@/components/data-table/no-match";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable, selectColumn } from "@/components/data-table/data-table";
import { ToneBadge, type Tone } from "@/components/ui/tone-badge";
import { formatNumber, formatUsd } from "@/lib/format";
import type { GroupOption, ResearchRow, SavedView } from "../../queries/research";
import { KEYWORD_TABLE, sourceLabel, type KeywordTableState } from "../../research-view";
import { KeywordBulkBar } from "./keyword-bulk-bar";
import { SavedViewsMenu } from "./saved-views";
import { TrendSparkline } from "./trend-sparkline";

const none = <span className="text-muted-foreground">—</span>;
// A missing figure without a label: a dash in the table's column, nothing in a phone's card.
const noneWide = <span className="text-muted-foreground max-lg:hidden">—</span>;
// Numbers line up on the right in the table; in a phone's card they share one line, left to right.
const numeric = "tabular-nums lg:text-right";

function difficultyTone(d: number): Tone {
  return d < 30 ? "ok" : d < 60 ? "warn" : "bad";
}
function positionTone(p: number): Tone {
  return p <= 3 ? "ok" : p <= 10 ? "info" : "idle";
}

const FEATURE_LABELS: Record<string, string> = {
  featured_snippet: "Snippet",
  people_also_ask: "PAA",
  local_pack: "Local pack",
  ai_overview: "AI Overview",
  video: "Video",
  images: "Images",
  top_stories: "Top stories",
  shopping: "Shopping",
  knowledge_graph: "Knowledge panel",
  sitelinks: "Sitelinks",
  related_searches: "Related",
};

/** A phone card's label before a figure (the table header says it from lg up). */
function Small({ children }: { children: React.ReactNode }) {
  return <span className="mr-1 text-xs text-muted-foreground lg:hidden">{children}</span>;
}

const columns: ColumnDef<ResearchRow, unknown>[] = [
  selectColumn<ResearchRow>({ noun: "keyword", label: (r) => r.keyword, cellClassName: "order-first lg:order-none" }),
  {
    id: "keyword",
    header: "Keyword",
    meta: { label: "Keyword", alwaysVisible: true, cellClassName: "min-w-0 flex-1 basis-[60%] lg:basis-auto" },
    cell: ({ row: { original: r } }) => (
      <span className="font-medium break-words" data-testid="keyword-text">
        {r.keyword}
      </span>
    ),
  },
  {
    id: "volume",
    header: "Volume",
    meta: { label: "Volume", headerClassName: "text-right", cellClassName: numeric },
    cell: ({ row: { original: r } }) => (
      <>
        <Small>Vol.</Small>
        {r.volume === null ? none : formatNumber(r.volume)}
      </>
    ),
  },
  {
    id: "trend",
    header: "Trend",
    meta: { label: "12-month trend" },
    cell: ({ row: { original: r } }) => <TrendSparkline monthly={r.monthly} />,
  },
  {
    id: "cpc",
    header: "CPC",
    meta: { label: "CPC", headerClassName: "text-right", cellClassName: numeric },
    cell: ({ row: { original: r } }) => (
      <>
        <Small>CPC</Small>
        {r.cpcUsd === null ? none : formatUsd(r.cpcUsd)}
      </>
    ),
  },
  {
    id: "difficulty",
    header: "KD",
    meta: { label: "Difficulty", headerClassName: "text-right", cellClassName: numeric },
    cell: ({ row: { original: r } }) =>
      r.difficulty === null ? (
        noneWide
      ) : (
        <ToneBadge tone={difficultyTone(r.difficulty)}>
          <span className="sr-only">Difficulty </span>
          {r.difficulty}
        </ToneBadge>
      ),
  },
  {
    id: "intent",
    header: "Intent",
    meta: { label: "Intent" },
    cell: ({ row: { original: r } }) => (r.intent ? <span className="text-xs capitalize">{r.intent}</span> : noneWide),
  },
  {
    id: "position",
    header: "Position",
    meta: { label: "Position", headerClassName: "text-right", cellClassName: numeric },
    cell: ({ row: { original: r } }) =>
      r.position === null ? (
        noneWide
      ) : (
        <span title={r.positionUrl ?? undefined}>
          <ToneBadge tone={positionTone(r.position)}>
            <span className="sr-only">Position </span>#{r.position}
          </ToneBadge>
        </span>
      ),
  },
  {
    id: "features",
    header: "SERP features",
    meta: { label: "SERP features", defaultHidden: true },
    cell: ({ row: { original: r } }) =>
      r.serpFeatures === null ? (
        none
      ) : r.serpFeatures.length === 0 ? (
        <span className="text-xs text-muted-foreground">Organic only</span>
      ) : (
        <span className="flex max-w-56 flex-wrap gap-1">
          {r.serpFeatures.map((f) => (
            <span key={f} className="rounded bg-muted px-1.5 py-0.5 text-[11px]">
              {FEATURE_LABELS[f] ?? f.replace(/_/g, " ")}
            </span>
          ))}
        </span>
      ),
  },
  {
    id: "source",
    header: "Source",
    meta: { label: "Source", cellClassName: "text-xs text-muted-foreground lg:whitespace-nowrap" },
    cell: ({ row: { original: r } }) => {
      // Where the keyword came from first; the other sources with figures on hover.
      const more = r.sources.filter((s) => s !== r.source);
      return (
        <span title={more.length ? `Also figures from ${more.map(sourceLabel).join(", ")}` : undefined}>
          {sourceLabel(r.source)}
          {more.length ? ` +${more.length}` : ""}
        </span>
      );
    },
  },
  {
    id: "tags",
    header: "Tags",
    meta: { label: "Tags" },
    cell: ({ row: { original: r } }) =>
      r.tags.length ? (
        <span className="flex max-w-48 flex-wrap gap-1">
          {r.tags.map((t) => (
            <Link key={t} href={`/keyword-research?tag=${encodeURIComponent(t)}`} className="rounded-full border px-2 py-0.5 text-[11px] hover:bg-accent">
              {t}
            </Link>
          ))}
        </span>
      ) : null,
  },
  {
    id: "group",
    header: "Group",
    meta: { label: "Group", cellClassName: "text-xs" },
    cell: ({ row: { original: r } }) => (r.groupName ? <Link href={`/keyword-research?group=${r.groupId}`} className="hover:underline">{r.groupName}</Link> : null),
  },
  {
    id: "tracked",
    header: "Tracked",
    meta: { label: "Tracked", cellClassName: "text-xs" },
    cell: ({ row: { original: r } }) =>
      r.tracked ? (
        <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-300" data-testid="tracked">
          <CheckIcon aria-hidden="true" className="size-3.5" />
          Tracked
        </span>
      ) : (
        <span className="sr-only">Not tracked</span>
      ),
  },
];

const readOnlyColumns = columns.filter((c) => c.id !== "select");

/**
 * The brand's keywords on the shared data table: sorted, filtered and paged on the server from the
 * URL. From lg up it is a table; below, each keyword is a card and the filter bar's Sort menu sorts.
 */
export function KeywordTable({
  brandId,
  rows,
  total,
  state,
  groups,
  views,
  exportHref,
  canEdit,
}: {
  brandId: string;
  rows: ResearchRow[];
  total: number;
  state: KeywordTableState;
  groups: GroupOption[];
  views: SavedView[];
  exportHref: string;
  canEdit: boolean;
}) {
  const viewsMenu = <SavedViewsMenu brandId={brandId} views={views} state={state} />;
  if (total === 0) {
    return (
      <div className="grid gap-3">
        <div className="flex justify-end">{viewsMenu}</div>
        <DataTableNoMatch icon={SearchXIcon} title="No keywords match these filters" description="Widen a range or clear a filter to see more." clearHref="/keyword-research" />
      </div>
    );
  }
  return (
    <DataTable
      tableId="seo-keywords"
      caption="Keywords of this brand"
      // Without edit access there are no bulk actions, so no selection boxes either.
      columns={canEdit ? columns : readOnlyColumns}
      rows={rows}
      getRowId={(r) => r.id}
      spec={KEYWORD_TABLE}
      state={state}
      total={total}
      noun="keyword"
      exportHref={exportHref}
      toolbar={viewsMenu}
      bulkActions={canEdit ? (selected, clear) => <KeywordBulkBar brandId={brandId} selected={selected} groups={groups} onDone={clear} /> : undefined}
      headerClassName="hidden lg:table-header-group"
      cellClassName="lg:px-3 lg:py-2 lg:align-middle"
      rowClassName="flex flex-wrap items-center gap-x-4 gap-y-1.5 px-4 py-3 lg:table-row lg:p-0"
      rowProps={(r) => ({ "data-testid": "keyword-row", "data-keyword": r.keyword })}
    />
  );
}
