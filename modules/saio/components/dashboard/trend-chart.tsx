"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay } from "@/lib/format";

const shortDay = (day: string) => formatDay(day, { year: false });
import { trendModel, type TrendInput, type TrendSeries } from "./trend-data";

/**
 * One percentage per tracked brand per day: lines, the own brand the thick one drawn on top so it
 * stays readable among many lines at 390 px. A single day is a group of bars, one per brand with
 * its value on it, so competitors with the same value as the brand stay visible.
 */
export function TrendChart({ label, data, series }: { label: string; data: TrendInput[]; series: TrendSeries[] }) {
  const model = trendModel(data, series);
  const config: ChartConfig = Object.fromEntries(model.series.map((s) => [s.key, { label: s.label, color: s.color }]));
  const dots = model.rows.length <= 31;
  const tooltip = (
    <ChartTooltip
      cursor={false}
      content={
        <ChartTooltipContent
          indicator="line"
          labelFormatter={(_, payload) => {
            const d = payload?.[0]?.payload as { date?: string } | undefined;
            return d?.date ? formatDay(d.date) : "";
          }}
          formatter={(v, name) => (
            <div className="flex w-full items-center justify-between gap-3">
              <span className="text-muted-foreground">{config[String(name)]?.label}</span>
              <span className="font-mono font-medium tabular-nums">{Number(v).toFixed(1)}%</span>
            </div>
          )}
        />
      }
    />
  );
  const yAxis = <YAxis width={40} tickLine={false} axisLine={false} tickMargin={4} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(v: number) => `${v}%`} />;
  const xAxis = <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={32} tickFormatter={shortDay} />;

  if (model.kind === "bars") {
    return (
      <ChartContainer config={config} className="aspect-auto h-64 w-full" role="img" aria-label={`${label} (one day)`} data-chart-kind="bars">
        <BarChart data={model.rows} margin={{ top: 20, right: 12, bottom: 0, left: 0 }} barGap={4} accessibilityLayer>
          <CartesianGrid vertical={false} />
          {xAxis}
          {yAxis}
          {tooltip}
          <ChartLegend content={<ChartLegendContent />} />
          {model.series.map((s) => (
            // minPointSize: a 0 % brand still shows as a sliver with its label, not as nothing.
            <Bar key={s.key} dataKey={s.key} fill={`var(--color-${s.key})`} radius={3} maxBarSize={40} minPointSize={2} isAnimationActive={false}>
              <LabelList dataKey={s.key} position="top" className="fill-foreground text-[10px] tabular-nums" formatter={(v: unknown) => (typeof v === "number" ? `${Math.round(v)}%` : "")} />
            </Bar>
          ))}
        </BarChart>
      </ChartContainer>
    );
  }

  return (
    <ChartContainer config={config} className="aspect-auto h-64 w-full" role="img" aria-label={label} data-chart-kind="lines">
      <LineChart data={model.rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        {xAxis}
        {yAxis}
        {tooltip}
        <ChartLegend itemSorter="dataKey" content={<ChartLegendContent />} />
        {model.series
          .slice()
          // Drawn last so the own line sits on top of the competitors'.
          .sort((a, b) => Number(a.own) - Number(b.own))
          .map((s) => (
            <Line
              key={s.key}
              dataKey={s.key}
              type="monotone"
              connectNulls
              stroke={`var(--color-${s.key})`}
              strokeWidth={s.own ? 2.75 : 1.5}
              strokeOpacity={s.own ? 1 : 0.85}
              dot={dots ? { r: s.own ? 3 : 2, fill: `var(--color-${s.key})` } : false}
              activeDot={{ r: s.own ? 5 : 4 }}
              isAnimationActive={false}
            />
          ))}
      </LineChart>
    </ChartContainer>
  );
}
