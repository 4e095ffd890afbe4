"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay, formatMoney, formatNumber } from "@/lib/format";
import type { Granularity } from "../metrics";

const COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)", "var(--muted-foreground)"];

type Point = { date: string; [key: string]: number | string | null };

const tick = (by: Granularity) => (d: string) => (by === "week" ? `Wk ${formatDay(d, { year: false })}` : formatDay(d, { year: false }));
const label = (by: Granularity) => (d: unknown) => (by === "week" ? `Week of ${formatDay(String(d))}` : formatDay(String(d), { weekday: true }));

/**
 * Spend per day or week stacked by network or campaign, with the budget's share of the bucket as a dashed
 * line (monthly budget ÷ days in the month × days in the bucket) so overspending days stand out.
 */
export function SpendChart({ points, keys, currency, by, budgetPerBucket }: { points: Point[]; keys: { key: string; label: string }[]; currency: string; by: Granularity; budgetPerBucket: number | null }) {
  const config = Object.fromEntries(keys.map((k, i) => [k.key, { label: k.label, color: COLORS[i % COLORS.length] }])) satisfies ChartConfig;
  return (
    <ChartContainer config={config} className="aspect-auto h-64 w-full" role="img" aria-label={`Spend per ${by} by ${keys.map((k) => k.label).join(", ")}`} data-testid="ppc-spend-chart">
      <BarChart data={points} margin={{ top: 12, right: 12, bottom: 0, left: 4 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} tickFormatter={tick(by)} />
        <YAxis width={56} tickLine={false} axisLine={false} tickCount={4} tickFormatter={(v: number) => formatMoney(v, currency, { compact: true })} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent labelFormatter={label(by)} formatter={(v, name) => <TooltipRow name={config[String(name)]?.label ?? String(name)} value={formatMoney(Number(v), currency)} />} />} />
        {keys.length > 1 ? <ChartLegend content={<ChartLegendContent />} /> : null}
        {keys.map((k, i) => (
          <Bar key={k.key} dataKey={k.key} stackId="spend" fill={`var(--color-${k.key})`} radius={i === keys.length - 1 ? [3, 3, 0, 0] : 0} isAnimationActive={false} />
        ))}
        {budgetPerBucket ? (
          <ReferenceLine
            y={budgetPerBucket}
            stroke="var(--muted-foreground)"
            strokeDasharray="4 4"
            ifOverflow="extendDomain"
            label={{ value: `Budget pace ${formatMoney(budgetPerBucket, currency, { compact: true })}/${by}`, position: "insideTopRight", fill: "var(--muted-foreground)", fontSize: 11 }}
          />
        ) : null}
      </BarChart>
    </ChartContainer>
  );
}

function TooltipRow({ name, value }: { name: React.ReactNode; value: string }) {
  return (
    <span className="flex w-full items-center justify-between gap-3">
      <span className="text-muted-foreground">{name}</span>
      <span className="font-mono font-medium tabular-nums">{value}</span>
    </span>
  );
}

/** CPA or ROAS per bucket as a line, the target as a dashed reference line; a bucket with no value leaves a gap. */
export function RatioChart({ points, metric, currency, by, target }: { points: Point[]; metric: "cpa" | "roas"; currency: string; by: Granularity; target: number | null }) {
  const name = metric === "cpa" ? "CPA" : "ROAS";
  const fmt = (v: number, compact = false) => (metric === "cpa" ? formatMoney(v, currency, { compact }) : `${formatNumber(v, compact ? 1 : 2)}×`);
  const config = { [metric]: { label: name, color: metric === "cpa" ? "var(--chart-1)" : "var(--chart-2)" } } satisfies ChartConfig;
  return (
    <ChartContainer config={config} className="aspect-auto h-52 w-full" role="img" aria-label={`${name} per ${by}${target ? ` against the target of ${fmt(target)}` : ""}`} data-testid={`ppc-${metric}-chart`}>
      <LineChart data={points} margin={{ top: 12, right: 12, bottom: 0, left: 4 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} tickFormatter={tick(by)} />
        <YAxis width={56} tickLine={false} axisLine={false} tickCount={4} tickFormatter={(v: number) => fmt(v, true)} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="line" labelFormatter={label(by)} formatter={(v) => <TooltipRow name={name} value={fmt(Number(v))} />} />} />
        <Line dataKey={metric} type="monotone" stroke={`var(--color-${metric})`} strokeWidth={2} dot={points.length > 40 ? false : { r: 2.5, fill: `var(--color-${metric})` }} connectNulls={false} isAnimationActive={false} />
        {target ? (
          <ReferenceLine y={target} stroke="var(--muted-foreground)" strokeDasharray="4 4" ifOverflow="extendDomain" label={{ value: `Target ${fmt(target)}`, position: "insideTopRight", fill: "var(--muted-foreground)", fontSize: 11 }} />
        ) : null}
      </LineChart>
    </ChartContainer>
  );
}

/** Clicks (left axis) and conversions (right axis) per bucket. */
export function VolumeChart({ points, by }: { points: Point[]; by: Granularity }) {
  const config = { clicks: { label: "Clicks", color: "var(--chart-3)" }, conversions: { label: "Conversions", color: "var(--chart-2)" } } satisfies ChartConfig;
  return (
    <ChartContainer config={config} className="aspect-auto h-52 w-full" role="img" aria-label={`Clicks and conversions per ${by}`} data-testid="ppc-volume-chart">
      <LineChart data={points} margin={{ top: 12, right: 4, bottom: 0, left: 4 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} tickFormatter={tick(by)} />
        <YAxis yAxisId="clicks" width={44} tickLine={false} axisLine={false} tickCount={4} tickFormatter={(v: number) => formatNumber(v, { notation: "compact" })} />
        <YAxis yAxisId="conversions" orientation="right" width={36} tickLine={false} axisLine={false} tickCount={4} tickFormatter={(v: number) => formatNumber(v, { notation: "compact" })} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="line" labelFormatter={label(by)} formatter={(v, n) => <TooltipRow name={config[n as keyof typeof config]?.label ?? String(n)} value={formatNumber(Number(v), 1)} />} />} />
        <ChartLegend content={<ChartLegendContent />} />
        <Line yAxisId="clicks" dataKey="clicks" type="monotone" stroke="var(--color-clicks)" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line yAxisId="conversions" dataKey="conversions" type="monotone" stroke="var(--color-conversions)" strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ChartContainer>
  );
}
