/**
 * The data of a per-brand trend chart. Brand ids ("own", "c:acme co") are not valid CSS variable
 * names, so series get positional keys and colours (the own brand first, competitors after).
 * With a single day there is no trend to draw: every line would be one dot on the same x, and
 * brands with equal values hide each other — so one day becomes a grouped bar per brand.
 */
export type TrendSeries = { id: string; name: string; own: boolean };
export type TrendInput = { date: string } & Record<string, number | string | null>;
type KeyedSeries = TrendSeries & { key: string; label: string; color: string };
type TrendModel = { kind: "lines" | "bars"; series: KeyedSeries[]; rows: Record<string, number | string | null>[] };

const COMPETITOR_COLORS = ["var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

export function trendModel(data: TrendInput[], series: TrendSeries[]): TrendModel {
  let competitor = 0;
  const keyed = series.map((s, i) => ({
    ...s,
    key: `s${i}`,
    label: s.own ? `${s.name} (you)` : s.name,
    color: s.own ? "var(--chart-1)" : (COMPETITOR_COLORS[competitor++ % COMPETITOR_COLORS.length] ?? "var(--muted-foreground)"),
  }));
  const rows = data.map((p) => {
    const row: Record<string, number | string | null> = { date: p.date };
    for (const s of keyed) {
      const v = p[s.id];
      row[s.key] = typeof v === "number" ? v : null;
    }
    return row;
  });
  return { kind: rows.length === 1 ? "bars" : "lines", series: keyed, rows };
}
