"use client";

import { CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { cn } from "@/lib/utils";
import { formatDay } from "@/lib/format";
import { formatCompact, formatValue } from "../format";

type ChartPoint = { date: string; value: number };

/**
 * One metric over time: a line with a dot per value and, when set, a dashed target line. Few ticks
 * and compact numbers keep it readable at 390 px; the tooltip carries the exact value and date.
 */
export function MetricChart({
  name,
  unit,
  values,
  target,
  color = "var(--chart-1)",
  className,
  height = "h-48",
}: {
  name: string;
  unit: string;
  values: ChartPoint[];
  target?: number | null;
  color?: string;
  className?: string;
  height?: string;
}) {
  const config = { value: { label: name, color } } satisfies ChartConfig;
  const min = Math.min(...values.map((v) => v.value), target ?? Infinity);
  const max = Math.max(...values.map((v) => v.value), target ?? -Infinity);
  const pad = (max - min) * 0.1 || Math.abs(max) * 0.1 || 1;
  return (
    <ChartContainer config={config} className={cn("aspect-auto w-full", height, className)} aria-label={`${name} over time`} role="img">
      <LineChart data={values} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={28} tickFormatter={(d: string) => formatDay(d, { year: false })} />
        <YAxis
          width={44}
          tickLine={false}
          axisLine={false}
          tickMargin={4}
          tickCount={4}
          domain={[Math.floor(Math.max(min >= 0 ? 0 : -Infinity, min - pad)), Math.ceil(max + pad)]}
          tickFormatter={(v: number) => formatCompact(v)}
        />
        <ChartTooltip
          cursor={false}
          content={<ChartTooltipContent indicator="line" labelFormatter={(label) => formatDay(String(label))} formatter={(v) => <span className="font-mono font-medium tabular-nums">{formatValue(Number(v), unit)}</span>} />}
        />
        {target !== null && target !== undefined ? (
          <ReferenceLine y={target} stroke="var(--muted-foreground)" strokeDasharray="4 4" ifOverflow="extendDomain" label={{ value: `Target ${formatCompact(target)}`, position: "insideTopRight", fill: "var(--muted-foreground)", fontSize: 11 }} />
        ) : null}
        <Line dataKey="value" type="monotone" stroke="var(--color-value)" strokeWidth={2} dot={{ r: values.length > 40 ? 0 : 3, fill: "var(--color-value)" }} activeDot={{ r: 5 }} isAnimationActive={false} />
      </LineChart>
    </ChartContainer>
  );
}
