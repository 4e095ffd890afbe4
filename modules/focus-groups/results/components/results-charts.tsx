"use client";

import { Bar, BarChart, CartesianGrid, ErrorBar, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatNumber, pct } from "@/lib/format";

export type IntervalPoint = { label: string; estimate: number; low: number; high: number };

/** Recharts error bars take [below, above] distances from the bar's value. */
const withError = (points: readonly IntervalPoint[]) => points.map((p) => ({ ...p, error: [Math.max(0, p.estimate - p.low), Math.max(0, p.high - p.estimate)] }));

const shortLabel = (s: string) => (s.length > 28 ? `${s.slice(0, 27)}…` : s);

function IntervalTooltip({ format }: { format: (v: number) => string }) {
  return (
    <ChartTooltip
      cursor={false}
      content={
        <ChartTooltipContent
          hideIndicator
          formatter={(_v, _n, item) => {
            const p = item.payload as IntervalPoint;
            return (
              <span className="font-mono tabular-nums">
                {format(p.estimate)} <span className="text-muted-foreground">(95% CI {format(p.low)}–{format(p.high)})</span>
              </span>
            );
          }}
        />
      }
    />
  );
}

/** Choice shares as horizontal bars with their 95 % intervals. */
export function SharesChart({ points, label }: { points: IntervalPoint[]; label: string }) {
  const config = { estimate: { label: "Share", color: "var(--chart-1)" } } satisfies ChartConfig;
  return (
    <ChartContainer config={config} className="aspect-auto w-full" style={{ height: 40 + points.length * 44 }} role="img" aria-label={label} data-testid="fg-shares-chart">
      <BarChart data={withError(points)} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" domain={[0, 1]} tickFormatter={(v: number) => pct(v, 0)} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="label" width={120} tickLine={false} axisLine={false} tickFormatter={shortLabel} />
        <IntervalTooltip format={(v) => pct(v, 0)} />
        <Bar dataKey="estimate" fill="var(--color-estimate)" radius={3} isAnimationActive={false}>
          <ErrorBar dataKey="error" direction="x" width={6} stroke="var(--foreground)" strokeWidth={1.5} />
        </Bar>
      </BarChart>
    </ChartContainer>
  );
}

/** Mean ratings (or SSR means) per stimulus with their 95 % intervals on the question's scale. */
export function MeansChart({ points, min, max, label }: { points: IntervalPoint[]; min: number; max: number; label: string }) {
  const config = { estimate: { label: "Mean", color: "var(--chart-2)" } } satisfies ChartConfig;
  return (
    <ChartContainer config={config} className="aspect-auto h-56 w-full" role="img" aria-label={label} data-testid="fg-means-chart">
      <BarChart data={withError(points)} margin={{ top: 12, right: 8, bottom: 4, left: 4 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} interval={0} tickFormatter={shortLabel} />
        <YAxis domain={[min, max]} allowDataOverflow width={28} tickLine={false} axisLine={false} tickCount={max - min + 1} />
        <IntervalTooltip format={(v) => formatNumber(v, 2)} />
        <Bar dataKey="estimate" fill="var(--color-estimate)" radius={[3, 3, 0, 0]} maxBarSize={56} isAnimationActive={false}>
          <ErrorBar dataKey="error" direction="y" width={8} stroke="var(--foreground)" strokeWidth={1.5} />
        </Bar>
      </BarChart>
    </ChartContainer>
  );
}

/** The stated ratings' distribution next to the SSR distribution estimated from what was said. */
export function LikertChart({ rows, label }: { rows: { value: string; stated: number | null; ssr: number | null }[]; label: string }) {
  const hasSsr = rows.some((r) => r.ssr !== null);
  const config = { stated: { label: "Stated", color: "var(--chart-2)" }, ssr: { label: "SSR (from the words)", color: "var(--chart-4)" } } satisfies ChartConfig;
  return (
    <ChartContainer config={config} className="aspect-auto h-48 w-full" role="img" aria-label={label} data-testid="fg-likert-chart">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 4 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="value" tickLine={false} axisLine={false} />
        <YAxis width={36} tickLine={false} axisLine={false} tickFormatter={(v: number) => pct(v, 0)} domain={[0, 1]} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent formatter={(v, n) => <span className="flex w-full justify-between gap-3"><span className="text-muted-foreground">{config[n as keyof typeof config]?.label}</span><span className="font-mono tabular-nums">{pct(Number(v), 0)}</span></span>} />} />
        {hasSsr ? <ChartLegend content={<ChartLegendContent />} /> : null}
        <Bar dataKey="stated" fill="var(--color-stated)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        {hasSsr ? <Bar dataKey="ssr" fill="var(--color-ssr)" radius={[3, 3, 0, 0]} isAnimationActive={false} /> : null}
      </BarChart>
    </ChartContainer>
  );
}
