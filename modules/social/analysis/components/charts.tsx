"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatDay, formatNumber } from "@/lib/format";

const followersConfig = { followers: { label: "Followers", color: "var(--chart-1)" } } satisfies ChartConfig;
const postsConfig = { posts: { label: "Posts", color: "var(--chart-2)" } } satisfies ChartConfig;
const per1kConfig = { value: { label: "Interactions per post per 1k followers", color: "var(--chart-1)" } } satisfies ChartConfig;

const dayTick = (d: string) => formatDay(d, { year: false });
const compact = (v: number) => formatNumber(v, { notation: "compact" });
const numberCell = (v: unknown) => <span className="font-mono font-medium tabular-nums">{formatNumber(Number(v))}</span>;

/** Followers by day (the readings we have: API snapshots, or the export's followers by follow date). */
export function FollowersChart({ points }: { points: { day: string; followers: number }[] }) {
  return (
    <ChartContainer config={followersConfig} className="aspect-auto h-56 w-full" role="img" aria-label="Followers over time">
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="day" tickLine={false} axisLine={false} tickMargin={8} minTickGap={40} tickFormatter={dayTick} />
        <YAxis width={40} tickLine={false} axisLine={false} tickCount={4} tickFormatter={compact} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="line" labelFormatter={(l) => formatDay(String(l))} formatter={numberCell} />} />
        <Line dataKey="followers" type="stepAfter" stroke="var(--color-followers)" strokeWidth={1.5} dot={false} isAnimationActive={false} />
      </LineChart>
    </ChartContainer>
  );
}

/** Posts in each week (Monday start); weeks without posts are real zeros. */
export function WeeklyPostsChart({ weeks }: { weeks: { week: string; posts: number }[] }) {
  return (
    <ChartContainer config={postsConfig} className="aspect-auto h-56 w-full" role="img" aria-label="Posts per week">
      <BarChart data={weeks} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="week" tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} tickFormatter={dayTick} />
        <YAxis width={24} allowDecimals={false} tickLine={false} axisLine={false} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent labelFormatter={(l) => `Week of ${formatDay(String(l))}`} formatter={numberCell} />} />
        <Bar dataKey="posts" maxBarSize={28} fill="var(--color-posts)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}

/** One bar per profile: interactions per post per 1k followers (profiles without a follower count are left out). */
export function Per1kChart({ rows }: { rows: { handle: string; value: number }[] }) {
  return (
    <ChartContainer config={per1kConfig} className="aspect-auto h-48 w-full" role="img" aria-label="Interactions per post per 1k followers, by profile">
      <BarChart data={rows.map((r) => ({ ...r, handle: `@${r.handle}` }))} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="handle" tickLine={false} axisLine={false} tickMargin={8} tickFormatter={(v: string) => (v.length > 16 ? `${v.slice(0, 15)}…` : v)} />
        <YAxis width={32} tickLine={false} axisLine={false} tickFormatter={compact} />
        <ChartTooltip cursor={false} content={<ChartTooltipContent formatter={numberCell} />} />
        <Bar dataKey="value" maxBarSize={56} fill="var(--color-value)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
