/**
 * Recurrence of a scheduled task rule: which calendar days it falls on. Pure and shared by the job
 * (what to create), the forms (a preview of the next dates) and the lists (next run).
 *
 * - daily: every day (every `interval`-th day counted from the start date).
 * - weekly: on the chosen days of the week (none chosen: the start date's day).
 * - every_n_weeks: like weekly, in every n-th week counted from the week (Monday–Sunday) of the start date.
 * - monthly: on one day of the month; 29–31 fall on the last day of shorter months (every
 *   `interval`-th month counted from the start date's month).
 * Nothing occurs before the start date or after the end date. Task rules keep interval 1 for daily
 * and monthly (their form has no such field); the content calendar's recurring slots use it.
 */
import type { RecurrenceFrequency } from "@/db/schema/recurring-enums";
import { addDays, daysBetween, lastDayOfMonth, parseDay, weekdayOf, weekdayShort } from "@/lib/calendar-day";

export type Recurrence = {
  frequency: RecurrenceFrequency;
  /** Weeks between runs for every_n_weeks, days for daily, months for monthly (ignored for weekly). */
  interval: number;
  weekdays: readonly number[];
  monthDay: number | null;
  startDate: string;
  endDate: string | null;
};

/** Longest gap between two occurrences of any valid rule (52 weeks or 12 months, plus a week), with margin. */
const MAX_GAP_DAYS = 52 * 7 + 14;

function daysOfWeek(r: Recurrence): ReadonlySet<number> {
  return new Set(r.weekdays.length ? r.weekdays : [weekdayOf(r.startDate)]);
}

/** The Monday on or before `day`. */
function mondayOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

export function occursOn(r: Recurrence, day: string): boolean {
  if (day < r.startDate || (r.endDate !== null && day > r.endDate)) return false;
  switch (r.frequency) {
    case "daily":
      return daysBetween(r.startDate, day) % Math.max(1, r.interval) === 0;
    case "weekly":
      return daysOfWeek(r).has(weekdayOf(day));
    case "every_n_weeks": {
      if (!daysOfWeek(r).has(weekdayOf(day))) return false;
      const week = Math.floor(daysBetween(mondayOf(r.startDate), day) / 7);
      return week % Math.max(1, r.interval) === 0;
    }
    case "monthly": {
      const d = parseDay(day);
      const start = parseDay(r.startDate);
      const months = (d.getUTCFullYear() - start.getUTCFullYear()) * 12 + d.getUTCMonth() - start.getUTCMonth();
      if (months % Math.max(1, r.interval) !== 0) return false;
      const wanted = r.monthDay ?? parseDay(r.startDate).getUTCDate();
      return d.getUTCDate() === Math.min(wanted, lastDayOfMonth(d.getUTCFullYear(), d.getUTCMonth()));
    }
  }
}

/** Occurrences from `from` to `to`, both included, oldest first; at most `limit`. */
export function occurrencesBetween(r: Recurrence, from: string, to: string, limit = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  let day = from < r.startDate ? r.startDate : from;
  const last = r.endDate !== null && r.endDate < to ? r.endDate : to;
  while (day <= last && out.length < limit) {
    if (occursOn(r, day)) out.push(day);
    day = addDays(day, 1);
  }
  return out;
}

/** The first occurrence strictly after `after`, or null when the rule has none left. */
export function nextOccurrence(r: Recurrence, after: string): string | null {
  let day = addDays(after < r.startDate ? addDays(r.startDate, -1) : after, 1);
  for (let i = 0; i <= MAX_GAP_DAYS; i++) {
    if (r.endDate !== null && day > r.endDate) return null;
    if (occursOn(r, day)) return day;
    day = addDays(day, 1);
  }
  return null;
}

/** The next `count` occurrences on or after `from` (form previews). */
export function upcomingOccurrences(r: Recurrence, from: string, count: number): string[] {
  const out: string[] = [];
  let cursor = addDays(from, -1);
  while (out.length < count) {
    const next = nextOccurrence(r, cursor);
    if (!next) break;
    out.push(next);
    cursor = next;
  }
  return out;
}

const ORDER = [1, 2, 3, 4, 5, 6, 0];

function listDays(days: ReadonlySet<number>): string {
  const sorted = ORDER.filter((d) => days.has(d));
  if (sorted.length === 7) return "every day";
  if (sorted.length === 5 && ORDER.slice(0, 5).every((d) => days.has(d))) return "weekdays";
  return sorted.map(weekdayShort).join(", ");
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** "Every day", "Weekly on Mon, Thu", "Every 2 weeks on Fri", "Monthly on the 31st (or the month's last day)". */
export function describeRecurrence(r: Recurrence): string {
  switch (r.frequency) {
    case "daily":
      return r.interval <= 1 ? "Every day" : `Every ${r.interval} days`;
    case "weekly":
      return `Weekly on ${listDays(daysOfWeek(r))}`;
    case "every_n_weeks":
      return `${r.interval <= 1 ? "Every week" : `Every ${r.interval} weeks`} on ${listDays(daysOfWeek(r))}`;
    case "monthly": {
      const day = r.monthDay ?? parseDay(r.startDate).getUTCDate();
      return `${r.interval <= 1 ? "Monthly" : `Every ${r.interval} months`} on the ${ordinal(day)}${day > 28 ? " (or the month's last day)" : ""}`;
    }
  }
}

/** At most this many occurrences are created per rule in one run; a longer backlog continues in the next run. */
export const MAX_OCCURRENCES_PER_RUN = 60;

/**
 * Where a rule's cursor starts (on creation) or moves to (on an edit): nothing before the rule
 * existed is back-filled, today's occurrence is still due, and days already handled stay handled.
 */
export function cursorFor(startDate: string, today: string, previous: string | null = null): string {
  const yesterday = addDays(today, -1);
  const kept = previous !== null && previous < yesterday ? previous : yesterday;
  const beforeStart = addDays(startDate, -1);
  return kept > beforeStart ? kept : beforeStart;
}

type RunPlan = {
  /** Occurrences to create now, oldest first. */
  occurrences: string[];
  /** The new cursor: every day up to here is handled once these exist. */
  processedThrough: string;
  /** The next occurrence after the cursor, or null when the rule has ended. */
  nextRunOn: string | null;
};

/**
 * What a run on `today` does for a rule whose cursor is `processedThrough`: every occurrence after
 * the cursor up to today — the ones missed while the server was down included — at most `limit`
 * of them, the rest left for the next run.
 */
export function planRun(r: Recurrence & { processedThrough: string | null }, today: string, limit = MAX_OCCURRENCES_PER_RUN): RunPlan {
  const from = r.processedThrough === null ? r.startDate : addDays(r.processedThrough, 1);
  const occurrences = from <= today ? occurrencesBetween(r, from, today, limit) : [];
  const capped = occurrences.length === limit && limit > 0;
  const reached = capped ? occurrences.at(-1)! : today;
  const processedThrough = r.processedThrough !== null && r.processedThrough > reached ? r.processedThrough : reached;
  return { occurrences, processedThrough, nextRunOn: nextOccurrence(r, processedThrough) };
}
