/** The SAIO dashboard's own terms: its periods and sentiment labels (numbers, shares and dates come from lib/format). */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export function parsePeriod(raw: string | string[] | undefined): Period {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return (PERIODS as readonly number[]).includes(n) ? (n as Period) : 30;
}

export function sentimentLabel(value: number): string {
  if (value >= 0.15) return "Positive";
  if (value <= -0.15) return "Negative";
  return "Neutral";
}
