"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { ToneBadge } from "@/components/ui/tone-badge";
import { formatMoney, formatNumber, pct } from "@/lib/format";
import { ORGANIC_WIN_LABEL, ORGANIC_WIN_MAX_POSITION } from "../view";

type Metrics = { cost: number; clicks: number; impressions: number; conversions: number; conversionValue: number; position: number | null; positionUrl: string | null };

const none = <span className="text-muted-foreground">—</span>;
const numeric = "tabular-nums lg:text-right";

/** A phone card's label before a figure (the table header says it from lg up). */
export function Small({ children }: { children: React.ReactNode }) {
  return <span className="mr-1 text-xs text-muted-foreground lg:hidden">{children}</span>;
}

export function OrganicBadge({ position, positionUrl }: { position: number | null; positionUrl: string | null }) {
  if (position === null) return <span className="text-muted-foreground max-lg:hidden">—</span>;
  const wins = position >= 1 && position <= ORGANIC_WIN_MAX_POSITION;
  return (
    <span title={positionUrl ?? undefined} className="inline-flex flex-wrap items-center gap-1">
      <ToneBadge tone={wins ? "ok" : position <= 10 ? "info" : "idle"}>
        <span className="sr-only">Organic position </span>#{position}
      </ToneBadge>
      {wins ? (
        <span data-testid="organic-win">
          <ToneBadge tone="warn" className="whitespace-normal">
            {ORGANIC_WIN_LABEL}
          </ToneBadge>
        </span>
      ) : null}
    </span>
  );
}

function metric<T extends Metrics>(id: string, header: string, short: string, value: (r: T) => React.ReactNode, hidden = false): ColumnDef<T, unknown> {
  return {
    id,
    header,
    meta: { label: header, headerClassName: "text-right", cellClassName: numeric, defaultHidden: hidden },
    cell: ({ row: { original: r } }) => (
      <>
        <Small>{short}</Small>
        {value(r)}
      </>
    ),
  };
}

/** The metric columns both tables share, each sortable by the id the view's specs name. */
export function metricColumns<T extends Metrics>(currency: string): ColumnDef<T, unknown>[] {
  const money = (v: number) => formatMoney(v, currency);
  return [
    metric<T>("cost", "Cost", "Cost", (r) => money(r.cost)),
    metric<T>("clicks", "Clicks", "Clicks", (r) => formatNumber(r.clicks)),
    metric<T>("impressions", "Impr.", "Impr.", (r) => formatNumber(r.impressions), true),
    metric<T>("ctr", "CTR", "CTR", (r) => (r.impressions > 0 ? pct(r.clicks / r.impressions) : none)),
    metric<T>("conversions", "Conv.", "Conv.", (r) => formatNumber(r.conversions, { maximumFractionDigits: 2 })),
    metric<T>("cpa", "CPA", "CPA", (r) => (r.conversions > 0 ? money(r.cost / r.conversions) : none)),
    metric<T>("convRate", "Conv. rate", "Conv. rate", (r) => (r.clicks > 0 ? pct(r.conversions / r.clicks) : none), true),
    metric<T>("roas", "ROAS", "ROAS", (r) => (r.cost > 0 ? `${formatNumber(r.conversionValue / r.cost, { maximumFractionDigits: 2 })}×` : none)),
    {
      id: "position",
      header: "Organic",
      // Wide enough that the organic-win badge reads on two lines, not one word per line.
      meta: { label: "Organic position", cellClassName: "lg:min-w-48" },
      cell: ({ row: { original: r } }) => <OrganicBadge position={r.position} positionUrl={r.positionUrl} />,
    },
  ];
}
