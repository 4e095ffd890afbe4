"use client";

import { Area, AreaChart, Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay, formatMonth } from "@/lib/format";

/** A percentage over days (visibility, branded share): 0–100 on the axis, the exact value in the tooltip. */
export function PercentTrendChart({ name, points, testId }: { name: string; points: { date: string; value: number }[]; testId?: string }) {
  const config = { value: { label: name, color: "var(--chart-1)" } } satisfies ChartConfig;
  const max = Math.max(10, ...points.map((p) => p.value));
  return (
    <ChartContainer config={config} className="aspect-auto h-52 w-full" role="img" aria-label={`${name} over time`} data-testid={testId}>
      <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={28} tickFormatter={(d: string) => formatDay(d, { year: false })} />
        <YAxis width={40} tickLine={false} axisLine={false} tickMargin={4} tickCount={4} domain={[0, Math.min(100, Math.ceil((max * 1.1) / 10) * 10)]} tickFormatter={(v: number) => `${v}%`} />
        <ChartTooltip
          cursor={false}
          content={<ChartTooltipContent indicator="line" labelFormatter={(label) => formatDay(String(label))} formatter={(v) => <span className="font-mono font-medium tabular-nums">{Number(v).toFixed(1)}%</span>} />}
        />
        <Area dataKey="value" type="monotone" stroke="var(--color-value)" fill="var(--color-value)" fillOpacity={0.15} strokeWidth={2} dot={points.length > 40 ? false : { r: 3, fill: "var(--color-value)" }} isAnimationActive={false} />
      </AreaChart>
    </ChartContainer>
  );
}

/** Keywords in the top 3 / 10 / 20 / 100 (cumulative) as bars. */
export function BucketChart({ buckets }: { buckets: { label: string; value: number }[] }) {
  const config = { value: { label: "Keywords", color: "var(--chart-2)" } } satisfies ChartConfig;
  return (
    <ChartContainer config={config} className="aspect-auto h-52 w-full" role="img" aria-label="Keywords by position range" data-testid="bucket-chart">
      <BarChart data={buckets} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} />
        <YAxis width={40} tickLine={false} axisLine={false} allowDecimals={false} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent hideIndicator />} />
        <Bar dataKey="value" fill="var(--color-value)" radius={4} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}

/** Links gained and lost per month, side by side (backlink profiles). */
export function GainedLostChart({ months, name, testId }: { months: { month: string; gained: number; lost: number }[]; name: string; testId?: string }) {
  const config = { gained: { label: "New links", color: "var(--chart-2)" }, lost: { label: "Lost links", color: "var(--chart-5)" } } satisfies ChartConfig;
  return (
    <ChartContainer config={config} className="aspect-auto h-52 w-full" role="img" aria-label={`New and lost links of ${name} by month`} data-testid={testId}>
      <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="month" tickLine={false} axisLine={false} tickMargin={8} minTickGap={16} tickFormatter={(m: string) => formatMonth(m).slice(0, 3)} />
        <YAxis width={32} tickLine={false} axisLine={false} allowDecimals={false} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent labelFormatter={(m) => formatMonth(String(m))} />} />
        <Bar dataKey="gained" fill="var(--color-gained)" radius={3} isAnimationActive={false} />
        <Bar dataKey="lost" fill="var(--color-lost)" radius={3} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
