/** Posting cadence: posts per week over the span posted, and the weekly series for a chart. Pure. */
import type { MetricPost } from "./types";

const DAY = 86_400_000;

/** The Monday (UTC) of the week `d` falls in, as yyyy-MM-dd. */
export function weekStart(d: Date): string {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Posts per week between the first post and `until` (default: the last post), at least one week;
 * null without posts. `weeks` is the span it was measured over.
 */
export function postsPerWeek(posts: readonly Pick<MetricPost, "publishedAt">[], until?: Date): { value: number | null; weeks: number } {
  if (!posts.length) return { value: null, weeks: 0 };
  const times = posts.map((p) => p.publishedAt.getTime());
  const first = Math.min(...times);
  const last = until ? until.getTime() : Math.max(...times);
  const weeks = Math.max(1, (last - first + DAY) / (7 * DAY));
  return { value: posts.length / weeks, weeks: Math.round(weeks * 10) / 10 };
}

/** Posts in each week from the first post's week to the last's (weeks without posts are 0: there truly were none). */
export function weeklySeries(posts: readonly Pick<MetricPost, "publishedAt">[], maxWeeks = 26): { week: string; posts: number }[] {
  if (!posts.length) return [];
  const counts = new Map<string, number>();
  for (const p of posts) counts.set(weekStart(p.publishedAt), (counts.get(weekStart(p.publishedAt)) ?? 0) + 1);
  const last = Math.max(...posts.map((p) => p.publishedAt.getTime()));
  const first = Math.max(Math.min(...posts.map((p) => p.publishedAt.getTime())), last - (maxWeeks - 1) * 7 * DAY);
  const out: { week: string; posts: number }[] = [];
  for (let w = new Date(`${weekStart(new Date(first))}T00:00:00Z`); w.getTime() <= last; w = new Date(w.getTime() + 7 * DAY)) {
    const key = w.toISOString().slice(0, 10);
    out.push({ week: key, posts: counts.get(key) ?? 0 });
  }
  return out;
}
