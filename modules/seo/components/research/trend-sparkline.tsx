import type { MonthlyVolume } from "../../types";

/**
 * A 12-month search trend as a plain SVG line: 50 rows of a table need no chart library, and the
 * label carries the first and last month for screen readers.
 */
export function TrendSparkline({ monthly }: { monthly: MonthlyVolume[] | null }) {
  const series = (monthly ?? []).slice(-12);
  // No series: a dash in the table's column, nothing in a phone's card.
  if (series.length < 2) return <span className="text-muted-foreground max-lg:hidden">—</span>;
  const w = 72;
  const h = 20;
  const max = Math.max(...series.map((m) => m.volume), 1);
  const step = w / (series.length - 1);
  const points = series.map((m, i) => `${(i * step).toFixed(1)},${(h - 1 - (m.volume / max) * (h - 2)).toFixed(1)}`).join(" ");
  const first = series[0]!;
  const last = series.at(-1)!;
  const rising = last.volume >= first.volume;
  return (
    <svg
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={`Searches ${first.month}: ${first.volume.toLocaleString("en-US")}, ${last.month}: ${last.volume.toLocaleString("en-US")}`}
      className={rising ? "text-emerald-600 dark:text-emerald-400" : "text-red-600 dark:text-red-400"}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
