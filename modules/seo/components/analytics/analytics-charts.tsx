"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay, formatNumber } from "@/lib/format";

type Series = { key: string; label: string; color: string; axis?: "left" | "right"; format?: "count" | "percent" | "position" };

const fmt = (v: unknown, f: Series["format"]) => (f === "percent" ? `${formatNumber(Number(v) * 100, { maximumFractionDigits: 2 })}%` : f === "position" ? formatNumber(Number(v), { maximumFractionDigits: 1 }) : formatNumber(Number(v)));

/**
 * Several daily figures over the period as lines, up to two axes (clicks on the left, sessions on
 * the right); a day a source has no figure for is a gap, not a zero.
 */
export function DailyLinesChart({ name, points, series, testId }: { name: string; points: Record<string, string | number | null>[]; series: Series[]; testId?: string }) {
  const config = Object.fromEntries(series.map((s) => [s.key, { label: s.label, color: s.color }])) satisfies ChartConfig;
  const right = series.some((s) => s.axis === "right");
  const reversed = (axis: "left" | "right") => series.filter((s) => (s.axis ?? "left") === axis).every((s) => s.format === "position");
  return (
    <ChartContainer config={config} className="aspect-auto h-60 w-full" role="img" aria-label={`${name} over time`} data-testid={testId}>
      <LineChart data={points} margin={{ top: 8, right: right ? 0 : 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={28} tickFormatter={(d: string) => formatDay(d, { year: false })} />
        <YAxis yAxisId="left" width={44} tickLine={false} axisLine={false} tickMargin={4} tickCount={4} reversed={reversed("left")} tickFormatter={(v: number) => fmt(v, series.find((s) => (s.axis ?? "left") === "left")?.format)} />
        {right ? <YAxis yAxisId="right" orientation="right" width={44} tickLine={false} axisLine={false} tickMargin={4} tickCount={4} reversed={reversed("right")} tickFormatter={(v: number) => fmt(v, series.find((s) => s.axis === "right")?.format)} /> : null}
        <ChartTooltip
          cursor={false}
          content={
            <ChartTooltipContent
              indicator="line"
              labelFormatter={(label) => formatDay(String(label))}
              formatter={(v, key, item) => (
                <span className="flex w-full justify-between gap-3">
                  <span className="text-muted-foreground">{config[String(key)]?.label ?? String(key)}</span>
                  <span className="font-mono font-medium tabular-nums" style={{ color: item.color }}>
                    {fmt(v, series.find((s) => s.key === key)?.format)}
                  </span>
                </span>
              )}
            />
          }
        />
        <ChartLegend content={<ChartLegendContent />} />
        {series.map((s) => (
          <Line key={s.key} yAxisId={s.axis ?? "left"} dataKey={s.key} type="monotone" stroke={`var(--color-${s.key})`} strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartContainer>
  );
}

/** Clicks (Search Console) and sessions (GA4) per device or country, side by side. */
export function SplitBarsChart({ name, rows, testId }: { name: string; rows: { key: string; clicks: number | null; sessions: number | null }[]; testId?: string }) {
  const config = { clicks: { label: "Clicks", color: "var(--chart-1)" }, sessions: { label: "Organic sessions", color: "var(--chart-2)" } } satisfies ChartConfig;
  const data = rows.slice(0, 8).map((r) => ({ key: r.key, clicks: r.clicks ?? 0, sessions: r.sessions ?? 0 }));
  return (
    <ChartContainer config={config} className="aspect-auto h-52 w-full" role="img" aria-label={`${name}: clicks and organic sessions`} data-testid={testId}>
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid horizontal={false} />
        <YAxis dataKey="key" type="category" width={96} tickLine={false} axisLine={false} tickFormatter={(v: string) => (v.length > 14 ? `${v.slice(0, 13)}…` : v)} />
        <XAxis type="number" hide />
        <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
        <ChartLegend content={<ChartLegendContent />} />
        <Bar dataKey="clicks" fill="var(--color-clicks)" radius={3} isAnimationActive={false} />
        <Bar dataKey="sessions" fill="var(--color-sessions)" radius={3} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
