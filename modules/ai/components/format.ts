import type { Price } from "../prices";

/** Dollars with as many decimals as a tiny model-call cost needs ($0.00054), two for larger sums. */
export function formatPrice(p: Price): string {
  // Two decimals at least, up to the four the price columns keep ($0.40, $0.075).
  const n = (x: number) => `$${x.toFixed(4).replace(/(\.\d\d\d*?)0+$/, "$1")}`;
  return `${n(p.inPerMTok)} in · ${n(p.outPerMTok)} out per 1M tokens`;
}
