/** Number and date formatting shared by the growth pages (client-safe, locale fixed for stable SSR). */
import { FORMAT_LOCALE as LOCALE, formatNumber } from "@/lib/format";

export { formatNumber };

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

/** "31 Mar 2025" from yyyy-MM-dd, without time-zone drift. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return "—";
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** "31 Mar" for chart ticks. */
export function formatShortDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}

/** The UTC day of an instant: the browser's zone would make hydration differ from the server's HTML (lib/format.ts). */
export function formatDateTime(value: Date | string): string {
  const d = typeof value === "string" ? new Date(value) : value;
  return d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** "" → null, "1,5" → 1.5; anything else that is not a number → NaN (the form reports it). */
export function parseNumberField(raw: string): number | null {
  const s = raw.trim().replace(/\s/g, "");
  if (s === "") return null;
  return Number(s.replace(/,(?=\d{1,2}$)/, ".").replace(/,/g, ""));
}

export function todayIso(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function hypothesisSentence(h: { change: string; outcome: string; measure: string }): string | null {
  if (!h.change && !h.outcome && !h.measure) return null;
  const parts = [`We believe ${h.change || "…"} will result in ${h.outcome || "…"}.`];
  parts.push(`We will know when ${h.measure || "…"}.`);
  return parts.join(" ");
}
