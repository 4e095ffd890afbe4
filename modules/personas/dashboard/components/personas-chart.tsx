"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatNumber } from "@/lib/format";

const config = {
  planned: { label: "Planned", color: "var(--chart-2)" },
  actual: { label: "Personas", color: "var(--chart-1)" },
} satisfies ChartConfig;

const numberCell = (v: unknown) => <span className="font-mono font-medium tabular-nums">{formatNumber(Number(v))}</span>;
const short = (v: string) => (v.length > 18 ? `${v.slice(0, 17)}…` : v);

/** Personas per segment against what the brief's shares plan for the same number. */
export function SegmentChart({ rows, label }: { rows: { segment: string; planned: number; actual: number }[]; label: string }) {
  return (
    <ChartContainer config={config} className="aspect-auto h-48 w-full" role="img" aria-label={label}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="segment" tickLine={false} axisLine={false} tickMargin={8} interval={0} tickFormatter={short} />
        <YAxis width={28} allowDecimals={false} tickLine={false} axisLine={false} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent formatter={numberCell} />} />
        <ChartLegend content={<ChartLegendContent />} />
        <Bar dataKey="planned" maxBarSize={28} fill="var(--color-planned)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="actual" maxBarSize={28} fill="var(--color-actual)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
