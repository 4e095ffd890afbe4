/** Win rates and other tallies of the learnings library and the dashboard. Pure and client-safe. */
import type { LearningOutcome } from "@/db/schema/growth-enums";

type WinRate = { wins: number; losses: number; inconclusive: number; total: number; rate: number | null };

/** Inconclusive results count as experiments that did not win: rate = wins / all results, in %. */
export function winRate(outcomes: readonly LearningOutcome[]): WinRate {
  const wins = outcomes.filter((o) => o === "win").length;
  const losses = outcomes.filter((o) => o === "loss").length;
  const total = outcomes.length;
  return { wins, losses, inconclusive: total - wins - losses, total, rate: total ? Math.round((wins * 100) / total) : null };
}

export type WinRateRow = WinRate & { key: string };

/** Win rate per group; the most tested groups first, then by rate, then by key. */
export function winRatesBy<T extends { outcome: LearningOutcome }>(items: readonly T[], keyOf: (item: T) => string): WinRateRow[] {
  const groups = new Map<string, LearningOutcome[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key) ?? [];
    list.push(item.outcome);
    groups.set(key, list);
  }
  return [...groups.entries()]
    .map(([key, outcomes]) => ({ key, ...winRate(outcomes) }))
    .sort((a, b) => b.total - a.total || (b.rate ?? -1) - (a.rate ?? -1) || a.key.localeCompare(b.key));
}

export function countBy<T, K extends string>(items: readonly T[], keyOf: (item: T) => K, keys: readonly K[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const item of items) {
    const k = keyOf(item);
    if (k in out) out[k] += 1;
  }
  return out;
}

/** Default capacity of a full-time member in a sprint: its length in weeks ÷ 4, in quarter person-months. */
export function defaultCapacity(startDate: string, endDate: string): number {
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
  return Math.max(0.25, Math.round((days / 28) * 4) / 4);
}

export type SprintVelocity = { sprintId: string; name: string; startDate: string; done: number; open: number; current: boolean };

/**
 * Experiments per sprint (velocity): finished vs still open, for the sprints up to and including
 * the current one plus any later sprint that already holds experiments; the last `limit` of them.
 */
export function experimentsPerSprint(
  sprints: readonly { id: string; name: string; startDate: string; current: boolean }[],
  ideas: readonly { sprintId: string | null; status: string }[],
  today: string,
  limit = 8,
): SprintVelocity[] {
  const rows = sprints
    .map((s) => {
      const mine = ideas.filter((i) => i.sprintId === s.id && i.status !== "discarded");
      const done = mine.filter((i) => i.status === "done").length;
      return { sprintId: s.id, name: s.name, startDate: s.startDate, done, open: mine.length - done, current: s.current };
    })
    .filter((r) => r.startDate <= today || r.current || r.done + r.open > 0);
  return rows.slice(-limit);
}
