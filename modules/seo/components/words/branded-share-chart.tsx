"use client";

import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay, formatNumber } from "@/lib/format";
import type { BrandedShare } from "../../analysis/branded";

const config: ChartConfig = { branded: { label: "Branded share of clicks", color: "var(--chart-1)" } };

/** Branded clicks ÷ all clicks per day, from Search Console rows that carry a query and a date. */
export function BrandedShareChart({ data }: { data: BrandedShare[] }) {
  const rows = data.map((d) => ({ date: d.period, branded: d.share === null ? null : Math.round(d.share * 1000) / 10, clicks: d.totalClicks, brandedClicks: d.brandedClicks }));
  return (
    <ChartContainer config={config} className="aspect-auto h-56 w-full" role="img" aria-label="Branded share of Search Console clicks per day" data-chart="branded-share">
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={32} tickFormatter={(d: string) => formatDay(d, { year: false })} />
        <YAxis width={40} tickLine={false} axisLine={false} tickMargin={4} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(v: number) => `${v}%`} />
        <ChartTooltip
          cursor={false}
          content={
            <ChartTooltipContent
              indicator="line"
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(v, _name, item) => {
                const p = item.payload as { clicks: number; brandedClicks: number };
                return (
                  <div className="flex w-full items-center justify-between gap-3">
                    <span className="text-muted-foreground">
                      {formatNumber(p.brandedClicks)} of {formatNumber(p.clicks)} clicks
                    </span>
                    <span className="font-mono font-medium tabular-nums">{Number(v).toFixed(1)}%</span>
                  </div>
                );
              }}
            />
          }
        />
        <Line dataKey="branded" type="monotone" connectNulls stroke="var(--color-branded)" strokeWidth={2} dot={rows.length <= 31} isAnimationActive={false} />
      </LineChart>
    </ChartContainer>
  );
}
