/** Formatting shared by the SAIO dashboard (client-safe; fixed locale keeps SSR and hydration equal). */
const LOCALE = "en-US";

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export function parsePeriod(raw: string | string[] | undefined): Period {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return (PERIODS as readonly number[]).includes(n) ? (n as Period) : 30;
}

/** 0.423 → "42.3%"; whole numbers drop the decimal. */
export function pct(ratio: number | null | undefined, digits = 1): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return "—";
  return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }).format(ratio * 100)}%`;
}

/** "35–49%" for a Wilson interval. */
export function pctRange(low: number, high: number): string {
  const f = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
  return `${f.format(low * 100)}–${f.format(high * 100)}%`;
}

export function num(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits }).format(value);
}

export function count(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}

/** Sentiment −1..1 with its sign: "+0.42", "−0.10". */
export function signed(value: number, digits = 2): string {
  const s = Math.abs(value).toFixed(digits);
  return value > 0.0049 ? `+${s}` : value < -0.0049 ? `−${s}` : s;
}

export function sentimentLabel(value: number): string {
  if (value >= 0.15) return "Positive";
  if (value <= -0.15) return "Negative";
  return "Neutral";
}

export function shortDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
}

export function longDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** "12 Mar, 14:05" in UTC, so server and browser render the same text. */
export function dateTime(iso: string): string {
  return `${new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" })}, ${new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" })} UTC`;
}
