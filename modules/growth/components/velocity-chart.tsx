"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartLegend, ChartLegendContent, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import type { SprintVelocity } from "../stats";

const config = {
  done: { label: "Finished", color: "var(--chart-1)" },
  open: { label: "Still open", color: "var(--chart-3)" },
} satisfies ChartConfig;

/** Experiments per sprint, finished stacked under still open; short sprint names keep 390 px readable. */
export function VelocityChart({ rows }: { rows: SprintVelocity[] }) {
  const data = rows.map((r) => ({ name: r.name, done: r.done, open: r.open }));
  return (
    <ChartContainer config={config} className="aspect-auto h-56 w-full" role="img" aria-label="Experiments per sprint">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="name" tickLine={false} axisLine={false} tickMargin={8} minTickGap={16} tickFormatter={(v: string) => (v.length > 16 ? `${v.slice(0, 15)}…` : v)} />
        <YAxis width={28} allowDecimals={false} tickLine={false} axisLine={false} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent />} />
        <ChartLegend content={<ChartLegendContent />} />
        <Bar dataKey="done" stackId="a" maxBarSize={56} fill="var(--color-done)" radius={[0, 0, 4, 4]} isAnimationActive={false} />
        <Bar dataKey="open" stackId="a" maxBarSize={56} fill="var(--color-open)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
