/**
 * Calendar days as yyyy-MM-dd strings (the form Postgres `date` columns take and return). All
 * arithmetic runs in UTC so the server's time zone and daylight-saving shifts never move a day;
 * string order is date order.
 */
import { z } from "zod";

const DAY_MS = 86_400_000;

/**
 * Today as yyyy-MM-dd in the local time zone of the code running it: the server's for pages, queries
 * and jobs, the browser's in a client form (what "today" means to the person filling it in). `now`
 * is for tests and for "the day of this instant".
 */
export function today(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** yyyy-MM-dd → UTC midnight; throws RangeError on anything that is not a real calendar day. */
export function parseDay(day: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: "${day}"`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) {
    throw new RangeError(`Not a calendar day: "${day}"`);
  }
  return d;
}

/** The UTC calendar day of an instant (UTC midnight from parseDay gives its own day back). */
export function toDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`;
}

export function isDay(day: string): boolean {
  try {
    parseDay(day);
    return true;
  } catch {
    return false;
  }
}

/** A form field for a calendar day: "2026-02-30" is refused with `message` instead of reaching a `date` column. */
export const dayField = (message: string) => z.string().refine(isDay, message);

export function addDays(day: string, n: number): string {
  return toDay(new Date(parseDay(day).getTime() + n * DAY_MS));
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((parseDay(b).getTime() - parseDay(a).getTime()) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return parseDay(day).getUTCDay();
}

export function lastDayOfMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export function monthShort(monthIndex: number): string {
  return MONTHS[monthIndex]!;
}

export function weekdayShort(weekday: number): string {
  return WEEKDAYS[weekday]!;
}
