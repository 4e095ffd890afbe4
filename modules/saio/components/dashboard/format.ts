/** The SAIO dashboard's own notations (shares, sentiment, periods); numbers and dates come from lib/format. */
import { formatNumber } from "@/lib/format";

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export function parsePeriod(raw: string | string[] | undefined): Period {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return (PERIODS as readonly number[]).includes(n) ? (n as Period) : 30;
}

/** 0.423 → "42.3%"; whole numbers drop the decimal. */
export function pct(ratio: number | null | undefined, digits = 1): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return "—";
  return `${formatNumber(ratio * 100, { maximumFractionDigits: digits })}%`;
}

/** "35–49%" for a Wilson interval. */
export function pctRange(low: number, high: number): string {
  return `${formatNumber(low * 100, { maximumFractionDigits: 0 })}–${formatNumber(high * 100, { maximumFractionDigits: 0 })}%`;
}

export function num(value: number | null | undefined, digits = 1): string {
  return formatNumber(value, { maximumFractionDigits: digits });
}

export function count(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 0 });
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
