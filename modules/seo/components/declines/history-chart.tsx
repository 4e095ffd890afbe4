"use client";

import { CartesianGrid, ComposedChart, Line, ReferenceArea, ReferenceLine, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay, formatNumber } from "@/lib/format";

export type HistoryPoint = { day: string; clicks: number; impressions: number; position: number | null };
export type UpdateMarker = { name: string; start: string; end: string };

const config = {
  clicks: { label: "Clicks", color: "var(--chart-1)" },
  impressions: { label: "Impressions", color: "var(--chart-2)" },
  position: { label: "Position", color: "var(--chart-4)" },
} satisfies ChartConfig;

/** Google updates as shaded rollouts with a labelled line at their start, on the chart's day axis. */
function updateMarks(updates: readonly UpdateMarker[], yAxisId: string, labelled: boolean) {
  return updates.flatMap((u) => [
    <ReferenceArea key={`${u.name}-area`} yAxisId={yAxisId} x1={u.start} x2={u.end} ifOverflow="hidden" fill="var(--muted-foreground)" fillOpacity={0.08} strokeOpacity={0} />,
    <ReferenceLine
      key={`${u.name}-line`}
      yAxisId={yAxisId}
      x={u.start}
      ifOverflow="hidden"
      stroke="var(--muted-foreground)"
      strokeDasharray="4 3"
      // On a phone the names would print over each other; the list under the chart names every update.
      label={labelled ? { value: u.name.replace(/ update$/, ""), position: "insideTopLeft", fontSize: 10, fill: "var(--muted-foreground)", className: "max-sm:hidden" } : undefined}
    />,
  ]);
}

/**
 * Clicks and impressions per day (two axes), and the average position below (1 at the top), with
 * Google's updates marked across both and the decline's window shaded when one is open. Days are
 * the axis categories, so an update that starts on a day with no data is snapped by recharts' domain.
 */
export function HistoryChart({ points, updates, window, label }: { points: HistoryPoint[]; updates: UpdateMarker[]; window?: { start: string; end: string }; label: string }) {
  const first = points[0]?.day ?? "";
  const last = points.at(-1)?.day ?? "";
  // Markers only inside the data: recharts draws a category x outside the axis at the edge otherwise.
  const shown = updates.filter((u) => u.start <= last && u.end >= first).map((u) => ({ ...u, start: u.start < first ? first : u.start, end: u.end > last ? last : u.end }));
  const dayTick = (d: string) => formatDay(d, { year: false });
  const tooltip = <ChartTooltipContent indicator="line" labelFormatter={(l) => formatDay(String(l))} formatter={(v, name) => <span className="font-mono font-medium tabular-nums">{name === "position" ? formatNumber(Number(v), { maximumFractionDigits: 1 }) : formatNumber(Number(v))}</span>} />;
  return (
    <div className="grid gap-2" role="img" aria-label={`${label}: clicks, impressions and position over time, with Google updates marked`} data-testid="history-chart">
      <ChartContainer config={config} className="aspect-auto h-56 w-full">
        <ComposedChart data={points} margin={{ top: 16, right: 8, bottom: 0, left: 0 }} syncId="declines" accessibilityLayer>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="day" tickLine={false} axisLine={false} tickMargin={8} minTickGap={32} tickFormatter={dayTick} />
          <YAxis yAxisId="clicks" width={44} tickLine={false} axisLine={false} tickCount={4} tickFormatter={(v: number) => formatNumber(v, { notation: "compact" })} />
          <YAxis yAxisId="impressions" orientation="right" width={44} tickLine={false} axisLine={false} tickCount={4} tickFormatter={(v: number) => formatNumber(v, { notation: "compact" })} />
          {window ? <ReferenceArea yAxisId="clicks" x1={window.start} x2={window.end} ifOverflow="hidden" fill="var(--destructive)" fillOpacity={0.08} strokeOpacity={0} /> : null}
          {updateMarks(shown, "clicks", true)}
          <ChartTooltip cursor={false} content={tooltip} />
          <Line yAxisId="clicks" dataKey="clicks" type="monotone" stroke="var(--color-clicks)" strokeWidth={1.5} dot={false} isAnimationActive={false} />
          <Line yAxisId="impressions" dataKey="impressions" type="monotone" stroke="var(--color-impressions)" strokeWidth={1.5} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ChartContainer>
      <ChartContainer config={config} className="aspect-auto h-32 w-full">
        <ComposedChart data={points} margin={{ top: 4, right: 52, bottom: 0, left: 0 }} syncId="declines" accessibilityLayer>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="day" tickLine={false} axisLine={false} tickMargin={8} minTickGap={32} tickFormatter={dayTick} />
          <YAxis yAxisId="position" reversed width={44} tickLine={false} axisLine={false} tickCount={3} allowDecimals={false} domain={[1, "dataMax"]} />
          {window ? <ReferenceArea yAxisId="position" x1={window.start} x2={window.end} ifOverflow="hidden" fill="var(--destructive)" fillOpacity={0.08} strokeOpacity={0} /> : null}
          {updateMarks(shown, "position", false)}
          <ChartTooltip cursor={false} content={tooltip} />
          <Line yAxisId="position" dataKey="position" type="monotone" stroke="var(--color-position)" strokeWidth={1.5} dot={false} connectNulls={false} isAnimationActive={false} />
        </ComposedChart>
      </ChartContainer>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" data-testid="update-markers">
        {shown.map((u) => (
          <li key={u.name} className="inline-flex items-center gap-1.5">
            <span className="inline-block h-3 w-0 border-l border-dashed border-muted-foreground" aria-hidden="true" />
            {u.name} · {formatDay(u.start, { year: false })}–{formatDay(u.end, { year: false })}
          </li>
        ))}
      </ul>
    </div>
  );
}
