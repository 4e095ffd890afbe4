/**
 * How a decline reads (the table, its detail and the task made from it): change figures, signal and
 * cause labels. Pure and client-safe.
 */
import { formatDay, formatNumber, pct } from "@/lib/format";
import { relativeChange, type Comparison, type DeclineSignal, type DetectedDecline } from "./rules";
import { UPDATE_TYPE_LABEL, type GoogleUpdate } from "./updates";

export const SIGNAL_LABEL: Record<DeclineSignal, string> = {
  position: "Position −3 or worse",
  clicks: "Clicks −30 %",
  impressions: "Impressions −50 %",
  ctr: "CTR falling, position held",
};

export const COMPARISON_LABEL: Record<Comparison, string> = { previous: "vs previous 28 days", year: "vs a year earlier" };

export const CAUSE_FILTERS = [
  { value: "update", label: "Google update" },
  { value: "competitor", label: "Competitor took the position" },
  { value: "technical", label: "Technical change" },
  { value: "none", label: "No likely cause found" },
] as const;

export type DeclineChange = { clicks: number | null; impressions: number | null; ctr: number | null; position: number | null };

export function declineChange(d: Pick<DetectedDecline, "current" | "baseline">): DeclineChange {
  const { current: c, baseline: b } = d;
  return {
    clicks: relativeChange(c.clicks, b.clicks),
    impressions: relativeChange(c.impressions, b.impressions),
    ctr: relativeChange(c.ctr, b.ctr),
    position: c.position !== null && b.position !== null ? Math.round((c.position - b.position) * 10) / 10 : null,
  };
}

/** "−45%" / "+3%": a share change with its sign (the minus is a real minus). */
export function signedPct(ratio: number | null): string {
  if (ratio === null) return "—";
  const s = pct(Math.abs(ratio), 0);
  return ratio > 0.004 ? `+${s}` : ratio < -0.004 ? `−${s}` : s;
}

/** Position change as places lost (a higher number is worse): "−4.2 places" when it fell. */
export function positionChange(delta: number | null): string {
  if (delta === null) return "—";
  if (Math.abs(delta) < 0.05) return "held";
  return delta > 0 ? `−${formatNumber(delta, { maximumFractionDigits: 1 })} places` : `+${formatNumber(-delta, { maximumFractionDigits: 1 })} places`;
}

export const windowLabel = (w: { start: string; end: string }) => `${formatDay(w.start)} – ${formatDay(w.end)}`;

export function updateLabel(u: GoogleUpdate): string {
  return `${u.name} (${UPDATE_TYPE_LABEL[u.type].toLowerCase()}, ${formatDay(u.start)} – ${u.end ? formatDay(u.end) : "end not confirmed"})`;
}
