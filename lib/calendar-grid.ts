/**
 * Calendar grid math for the content calendar, in the viewer's time zone (brands have none): every
 * function works on local Date values through date-fns, whose day arithmetic keeps the wall-clock
 * time across daylight-saving changes (addDays, not + 24 h). Weeks start on Monday.
 */
import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, format, isSameMonth, set, startOfDay, startOfMonth, startOfWeek } from "date-fns";

export const WEEK_STARTS_ON = 1 as const;
/** Where a post dropped on a day without a time goes. */
export const DEFAULT_HOUR = 9;

/** The weeks (Monday–Sunday) covering the month of `anchor`: 4 to 6 rows of 7 days. */
export function monthGrid(anchor: Date): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(anchor), { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(anchor), { weekStartsOn: WEEK_STARTS_ON }),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The 7 days of the week holding `anchor`, each at local midnight. */
export function weekDays(anchor: Date): Date[] {
  const start = startOfWeek(anchor, { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

export function inMonth(day: Date, anchor: Date): boolean {
  return isSameMonth(day, anchor);
}

/** yyyy-MM-dd of the local day: the key a post is grouped under and a drop target's id. */
export function dayKey(d: Date): string {
  return format(d, "yyyy-MM-dd");
}

/** Local midnight of a yyyy-MM-dd key. */
export function dayFromKey(key: string): Date {
  const [y, m, d] = key.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The instant of `hour:minute` wall-clock time on a local day (DST-safe: no millisecond offsets). */
export function atTime(day: Date, hour: number, minute = 0): Date {
  return set(startOfDay(day), { hours: hour, minutes: minute, seconds: 0, milliseconds: 0 });
}

/**
 * Where a post lands when dropped on a day: the same wall-clock time it had (a move between days keeps
 * its time), else DEFAULT_HOUR; dropped on an hour slot, that hour (keeping its minutes).
 */
export function dropTarget(current: Date | null, day: Date, hour?: number): Date {
  if (hour !== undefined) return atTime(day, hour, current ? current.getMinutes() : 0);
  return current ? atTime(day, current.getHours(), current.getMinutes()) : atTime(day, DEFAULT_HOUR);
}

/** Groups items by the local day of their time (items without one are left out). */
export function byDay<T>(items: readonly T[], at: (item: T) => Date | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const d = at(item);
    if (!d) continue;
    const key = dayKey(d);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  for (const list of map.values()) list.sort((a, b) => at(a)!.getTime() - at(b)!.getTime());
  return map;
}

/** The value of an <input type="datetime-local"> for an instant, in local time. */
export function toLocalInput(d: Date): string {
  return format(d, "yyyy-MM-dd'T'HH:mm");
}

/** An <input type="datetime-local"> value as an instant (local time); null when empty or invalid. */
export function fromLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(d.getTime()) ? null : d;
}
