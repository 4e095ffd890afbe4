/**
 * Dollar amounts everywhere in the app (AI spend, budgets, per-call cost). Client-safe: no server
 * imports. A single model call often costs a fraction of a cent, so sub-cent amounts keep up to six
 * decimals instead of rounding to "$0.00"; everything else has cents.
 */
export function formatUsd(v: number | null): string {
  if (v === null || !Number.isFinite(v)) return "—";
  if (v !== 0 && Math.abs(v) < 0.01) return `$${v.toFixed(6).replace(/0+$/, "")}`;
  return `$${v.toFixed(2)}`;
}
