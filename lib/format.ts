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

/**
 * A count with its noun, singular for exactly one: "1 open task", "3 open tasks", "0 tasks".
 * `many` for nouns that do not just take an "s" ("1 person", "2 people").
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/**
 * A task's effort, given in minutes: "45 min", "1 h", "1.5 h", "9 h". Hours stay hours — an effort
 * is not turned into working days, whose length differs between teams.
 */
export function formatEffort(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.round((minutes / 60) * 100) / 100} h`;
}
