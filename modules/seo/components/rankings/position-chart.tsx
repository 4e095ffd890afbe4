"use client";

import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay } from "@/lib/format";

export type PositionPoint = { day: string; position: number | null };

/**
 * A keyword's position over time, position 1 at the top (the axis is reversed, as every rank tracker
 * draws it). A day out of the top 100 is a gap in the line, not a fall to 0.
 */
export function PositionChart({ keyword, points }: { keyword: string; points: PositionPoint[] }) {
  const config = { position: { label: "Position", color: "var(--chart-1)" } } satisfies ChartConfig;
  const ranked = points.map((p) => p.position).filter((p): p is number => p !== null);
  const worst = ranked.length ? Math.max(...ranked) : 10;
  return (
    <ChartContainer config={config} className="aspect-auto h-56 w-full" role="img" aria-label={`Position history of ${keyword}`} data-testid="position-chart">
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="day" tickLine={false} axisLine={false} tickMargin={8} minTickGap={28} tickFormatter={(d: string) => formatDay(d, { year: false })} />
        <YAxis reversed width={36} tickLine={false} axisLine={false} tickMargin={4} allowDecimals={false} domain={[1, Math.max(10, worst + 1)]} />
        <ChartTooltip
          cursor={false}
          content={
            <ChartTooltipContent
              indicator="line"
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(v) => <span className="font-mono font-medium tabular-nums">{v === null || v === undefined ? "not in top 100" : `#${String(v)}`}</span>}
            />
          }
        />
        <Line dataKey="position" type="monotone" stroke="var(--color-position)" strokeWidth={2} dot={{ r: points.length > 40 ? 0 : 3, fill: "var(--color-position)" }} activeDot={{ r: 5 }} connectNulls={false} isAnimationActive={false} />
      </LineChart>
    </ChartContainer>
  );
}
