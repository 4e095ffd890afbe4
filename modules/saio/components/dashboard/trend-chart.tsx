"use client";

import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { longDay, shortDay } from "./format";

type Series = { id: string; name: string; own: boolean };
type Point = { date: string } & Record<string, number | string | null>;

const COMPETITOR_COLORS = ["var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

/**
 * One percentage per tracked brand per day. Brand ids ("own", "c:acme co") are not valid CSS
 * variable names, so series get positional keys; the own brand is the thick first line and the
 * competitors thinner, so the brand stays readable among many lines at 390 px.
 */
export function TrendChart({ label, data, series }: { label: string; data: Point[]; series: Series[] }) {
  const keyed = series.map((s, i) => ({ ...s, key: `s${i}` }));
  let competitor = 0;
  const config: ChartConfig = Object.fromEntries(
    keyed.map((s) => [s.key, { label: s.own ? `${s.name} (you)` : s.name, color: s.own ? "var(--chart-1)" : (COMPETITOR_COLORS[competitor++ % COMPETITOR_COLORS.length] ?? "var(--muted-foreground)") }]),
  );
  const rows = data.map((p) => {
    const row: Record<string, number | string | null> = { date: p.date };
    for (const s of keyed) {
      const v = p[s.id];
      row[s.key] = typeof v === "number" ? v : null;
    }
    return row;
  });
  const dots = rows.length <= 31;
  return (
    <ChartContainer config={config} className="aspect-auto h-64 w-full" role="img" aria-label={label}>
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="date" tickLine={false} axisLine={false} tickMargin={8} minTickGap={32} tickFormatter={shortDay} />
        <YAxis width={40} tickLine={false} axisLine={false} tickMargin={4} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(v: number) => `${v}%`} />
        <ChartTooltip
          cursor={false}
          content={
            <ChartTooltipContent
              indicator="line"
              labelFormatter={(_, payload) => {
                const d = payload?.[0]?.payload as { date?: string } | undefined;
                return d?.date ? longDay(d.date) : "";
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
        <ChartLegend itemSorter="dataKey" content={<ChartLegendContent />} />
        {keyed
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
