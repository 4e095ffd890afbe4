import type { Price } from "../prices";

/** Dollars with as many decimals as a tiny model-call cost needs ($0.00054), two for larger sums. */
export function formatUsd(v: number): string {
  if (v === 0) return "$0";
  if (Math.abs(v) >= 0.01) return `$${v.toFixed(2)}`;
  return `$${v.toFixed(6).replace(/0+$/, "")}`;
}

export function formatPrice(p: Price): string {
  // Two decimals at least, up to the four the price columns keep ($0.40, $0.075).
  const n = (x: number) => `$${x.toFixed(4).replace(/(\.\d\d\d*?)0+$/, "$1")}`;
  return `${n(p.inPerMTok)} in · ${n(p.outPerMTok)} out per 1M tokens`;
}
