/**
 * When to post, from the brand's own history: posts and median interactions per weekday × hour
 * (the heatmap, every cell with its sample size), and the best weekday and the best three-hour block
 * — only among groups with at least MIN_GROUP_POSTS posts, and only when the history has at least
 * MIN_TIMING_POSTS posts with known interactions. Otherwise the answer is "not enough posts", not a guess.
 * Times are read in `timeZone` (IANA). Pure.
 */
import { interactions } from "./engagement";
import { median, MIN_GROUP_POSTS, type MetricPost } from "./types";

export const MIN_TIMING_POSTS = 12;
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type TimingCell = { weekday: number; hour: number; posts: number; median: number | null };
/** A weekday × three-hour block of the heatmap (`start` = the block's first hour). */
export type TimingBlockCell = { weekday: number; start: number; posts: number; median: number | null };
export type TimingGroup = { label: string; posts: number; median: number | null; lift: number | null };
export type Timing =
  | { enough: false; posts: number; needed: number; cells: TimingCell[]; grid: TimingBlockCell[] }
  | { enough: true; posts: number; cells: TimingCell[]; grid: TimingBlockCell[]; weekdays: TimingGroup[]; blocks: TimingGroup[]; bestWeekday: TimingGroup | null; bestBlock: TimingGroup | null };

/** Weekday (0 = Sunday) and hour of `d` in `timeZone`. */
export function localSlot(d: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(d);
  const wd = parts.find((p) => p.type === "weekday")!.value;
  const hour = Number(parts.find((p) => p.type === "hour")!.value) % 24;
  return { weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(wd), hour };
}

export const blockLabel = (start: number) => `${String(start).padStart(2, "0")}:00–${String(start + 3).padStart(2, "0")}:00`;

function groups(entries: { key: number; value: number }[], labels: (k: number) => string, keys: number[], overall: number | null): TimingGroup[] {
  return keys.map((k) => {
    const vs = entries.filter((e) => e.key === k).map((e) => e.value);
    const m = median(vs);
    return { label: labels(k), posts: vs.length, median: m, lift: m !== null && overall ? m / overall : null };
  });
}

function best(gs: TimingGroup[]): TimingGroup | null {
  return gs.filter((g) => g.posts >= MIN_GROUP_POSTS && g.median !== null).sort((a, b) => b.median! - a.median! || b.posts - a.posts)[0] ?? null;
}

export function postingTimes(posts: readonly MetricPost[], timeZone = "UTC"): Timing {
  const known = posts.map((p) => ({ p, i: interactions(p), ...localSlot(p.publishedAt, timeZone) })).filter((x) => x.i !== null) as { i: number; weekday: number; hour: number }[];
  const cells: TimingCell[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) {
      const vs = known.filter((k) => k.weekday === weekday && k.hour === hour).map((k) => k.i);
      cells.push({ weekday, hour, posts: vs.length, median: median(vs) });
    }
  }
  const grid: TimingBlockCell[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let start = 0; start < 24; start += 3) {
      const vs = known.filter((k) => k.weekday === weekday && k.hour >= start && k.hour < start + 3).map((k) => k.i);
      grid.push({ weekday, start, posts: vs.length, median: median(vs) });
    }
  }
  if (known.length < MIN_TIMING_POSTS) return { enough: false, posts: known.length, needed: MIN_TIMING_POSTS, cells, grid };
  const overall = median(known.map((k) => k.i));
  const weekdays = groups(known.map((k) => ({ key: k.weekday, value: k.i })), (k) => WEEKDAYS[k]!, [1, 2, 3, 4, 5, 6, 0], overall);
  const blocks = groups(known.map((k) => ({ key: Math.floor(k.hour / 3) * 3, value: k.i })), blockLabel, [0, 3, 6, 9, 12, 15, 18, 21], overall);
  return { enough: true, posts: known.length, cells, grid, weekdays, blocks, bestWeekday: best(weekdays), bestBlock: best(blocks) };
}
