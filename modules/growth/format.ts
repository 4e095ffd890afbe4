/**
 * What only the growth pages format: metric values with their unit, compact axis numbers, number
 * fields and hypotheses. Days, dates and plain numbers go through lib/format.
 */
import { FORMAT_LOCALE as LOCALE, formatNumber } from "@/lib/format";

/** 12.3K, 4.5M: for chart axes on narrow screens. */
export function formatCompact(value: number): string {
  return new Intl.NumberFormat(LOCALE, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

export function formatValue(value: number | null | undefined, unit: string): string {
  const n = formatNumber(value);
  if (n === "—" || !unit) return n;
  if (unit === "%") return `${n}%`;
  if (unit.length <= 1 && /[$€£¥]/.test(unit)) return `${unit}${n}`;
  return `${n} ${unit}`;
}

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : `${formatNumber(value, { maximumFractionDigits: 1 })}%`;
}

/** "" → null, "1,5" → 1.5; anything else that is not a number → NaN (the form reports it). */
export function parseNumberField(raw: string): number | null {
  const s = raw.trim().replace(/\s/g, "");
  if (s === "") return null;
  return Number(s.replace(/,(?=\d{1,2}$)/, ".").replace(/,/g, ""));
}

export function hypothesisSentence(h: { change: string; outcome: string; measure: string }): string | null {
  if (!h.change && !h.outcome && !h.measure) return null;
  const parts = [`We believe ${h.change || "…"} will result in ${h.outcome || "…"}.`];
  parts.push(`We will know when ${h.measure || "…"}.`);
  return parts.join(" ");
}
