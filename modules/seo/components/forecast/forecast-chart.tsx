"use client";

import { Area, CartesianGrid, ComposedChart, Line, ReferenceLine, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay, formatNumber } from "@/lib/format";
import type { ForecastMetric, ForecastPoint, HistoryPoint } from "@/modules/seo/forecast/types";

type Row = { day: string; actual?: number | null; forecast?: number; band80?: [number, number]; band95?: [number, number] };

const METRIC_LABEL: Record<ForecastMetric, string> = { clicks: "Clicks", impressions: "Impressions", position: "Position" };

/** History, forecast and its 80 %/95 % bands as one day-by-day row list; the forecast line starts at the last measured day so the two lines meet. */
export function chartRows(history: readonly HistoryPoint[], points: readonly ForecastPoint[]): Row[] {
  const rows: Row[] = history.map((h) => ({ day: h.day, actual: h.value }));
  const last = rows.at(-1);
  if (last && typeof last.actual === "number") Object.assign(last, { forecast: last.actual, band80: [last.actual, last.actual], band95: [last.actual, last.actual] });
  for (const p of points) rows.push({ day: p.day, forecast: p.value, band80: [p.lo80, p.hi80], band95: [p.lo95, p.hi95] });
  return rows;
}

const fmt = (metric: ForecastMetric, v: number) => formatNumber(v, { maximumFractionDigits: metric === "position" ? 1 : 0 });

/**
 * A metric's last weeks and its forecast: the measured line, the forecast as a dashed line, the
 * 95 % band lighter behind the 80 % band. Position is drawn with 1 at the top, as rank charts are.
 */
export function ForecastChart({ metric, label, history, points }: { metric: ForecastMetric; label: string; history: HistoryPoint[]; points: ForecastPoint[] }) {
  const config = {
    actual: { label: METRIC_LABEL[metric], color: "var(--chart-1)" },
    forecast: { label: "Forecast", color: "var(--chart-2)" },
    band80: { label: "80 % interval", color: "var(--chart-2)" },
    band95: { label: "95 % interval", color: "var(--chart-2)" },
  } satisfies ChartConfig;
  const rows = chartRows(history, points);
  const lastMeasured = history.at(-1)?.day;
  return (
    <ChartContainer config={config} className="aspect-auto h-72 w-full" role="img" aria-label={`${METRIC_LABEL[metric]} of ${label}: history and forecast with 80 % and 95 % intervals`} data-testid="forecast-chart">
      <ComposedChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="day" tickLine={false} axisLine={false} tickMargin={8} minTickGap={32} tickFormatter={(d: string) => formatDay(d, { year: false })} />
        <YAxis
          reversed={metric === "position"}
          width={48}
          tickLine={false}
          axisLine={false}
          tickMargin={4}
          tickCount={5}
          domain={metric === "position" ? [1, "auto"] : [0, "auto"]}
          tickFormatter={(v: number) => formatNumber(v, { notation: "compact", maximumFractionDigits: 1 })}
        />
        <ChartTooltip
          cursor={false}
          content={
            <ChartTooltipContent
              indicator="line"
              labelFormatter={(l) => formatDay(String(l))}
              formatter={(v, name) => {
                const text = Array.isArray(v) ? `${fmt(metric, Number(v[0]))} – ${fmt(metric, Number(v[1]))}` : v === null ? "no data" : fmt(metric, Number(v));
                return (
                  <div className="flex w-full justify-between gap-3">
                    <span className="text-muted-foreground">{config[name as keyof typeof config]?.label ?? String(name)}</span>
                    <span className="font-mono font-medium tabular-nums">{text}</span>
                  </div>
                );
              }}
            />
          }
        />
        <Area dataKey="band95" type="monotone" stroke="none" fill="var(--color-band95)" fillOpacity={0.12} isAnimationActive={false} activeDot={false} />
        <Area dataKey="band80" type="monotone" stroke="none" fill="var(--color-band80)" fillOpacity={0.25} isAnimationActive={false} activeDot={false} />
        <Line dataKey="actual" type="monotone" stroke="var(--color-actual)" strokeWidth={2} dot={false} connectNulls={false} isAnimationActive={false} />
        <Line dataKey="forecast" type="monotone" stroke="var(--color-forecast)" strokeWidth={2} strokeDasharray="5 4" dot={false} isAnimationActive={false} />
        {lastMeasured ? <ReferenceLine x={lastMeasured} stroke="var(--border)" strokeDasharray="3 3" /> : null}
        <ChartLegend content={<ChartLegendContent />} />
      </ComposedChart>
    </ChartContainer>
  );
}
