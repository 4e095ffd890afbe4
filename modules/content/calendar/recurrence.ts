/**
 * Recurring slots of the content calendar ("weekly newsletter every Tuesday 09:00"): the days come
 * from the task rules' recurrence engine (modules/recurring/recurrence.ts — one engine for both),
 * this file adds what a calendar slot needs on top: a wall-clock time in an IANA time zone (so 09:00
 * stays 09:00 across daylight-saving changes), an end by date (UNTIL) or by number of slots (COUNT),
 * and the same rule as an RFC 5545 RRULE for the ICS feed. Pure: runs in the browser (the calendar
 * views) and on the server (the feed, filling a slot).
 */
import { addDays, isDay, parseDay, toDay } from "@/lib/calendar-day";
import { describeRecurrence, occurrencesBetween, occursOn, type Recurrence } from "@/modules/recurring/recurrence";

/** The kinds of post a slot is for (content_posts.kind; no drizzle import in this client-safe file). */
export const SERIES_KINDS = ["article", "newsletter", "social"] as const;

export const SERIES_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

/** Largest interval per frequency: within the engine's longest gap between two occurrences. */
export const MAX_INTERVAL: Record<SeriesFrequency, number> = { daily: 365, weekly: 52, monthly: 12 };

export type SeriesRule = {
  frequency: SeriesFrequency;
  /** Every n days / weeks / months. */
  interval: number;
  /** 0 = Sunday … 6 = Saturday (weekly). */
  weekdays: readonly number[];
  /** 1–31 (monthly); 29–31 fall on the last day of shorter months. */
  monthDay: number | null;
  /** First day the rule may fall on, yyyy-MM-dd in the rule's time zone. */
  startDate: string;
  /** HH:mm wall-clock time in `timeZone`. */
  time: string;
  /** IANA name, e.g. Europe/Berlin. */
  timeZone: string;
  /** Last day included (UNTIL), or null. */
  untilDate: string | null;
  /** Number of slots in all (COUNT), or null. Never together with untilDate. */
  count: number | null;
};

export type Slot = { day: string; at: Date };

/** The task engine's rule for the days (weekly with an interval is its every_n_weeks). */
export function engineRule(r: SeriesRule): Recurrence {
  return {
    frequency: r.frequency === "weekly" && r.interval > 1 ? "every_n_weeks" : r.frequency,
    interval: r.interval,
    weekdays: r.weekdays,
    monthDay: r.monthDay,
    startDate: r.startDate,
    endDate: r.untilDate,
  };
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = partsFormat.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: tz, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    partsFormat.set(tz, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone, as if they were UTC (ms). */
function wallMs(at: number, tz: string): number {
  const p = Object.fromEntries(formatter(tz).formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
}

/** Offset of the zone from UTC at an instant, in ms (Berlin in summer: +2 h). */
function offsetAt(at: number, tz: string): number {
  return wallMs(at, tz) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant of a wall-clock time on a day in a time zone. A time that falls in the spring-forward
 * gap moves forward by the gap (02:30 → 03:30, as RFC 5545 §3.3.5 says for DTSTART/RRULE); a time
 * that occurs twice in the autumn takes the first (the earlier instant).
 */
export function zonedInstant(day: string, time: string, tz: string): Date {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const d = parseDay(day);
  const wall = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), h, m);
  // Offsets a day apart bracket any transition near this wall time.
  const before = offsetAt(wall - 86_400_000, tz);
  const after = offsetAt(wall + 86_400_000, tz);
  const candidates = [...new Set([before, after])].map((o) => wall - o).filter((t) => wallMs(t, tz) === wall);
  if (candidates.length) return new Date(Math.min(...candidates));
  // In the gap: the earlier offset read forward lands after the jump.
  return new Date(wall - before);
}

/** yyyy-MM-dd of an instant in a time zone. */
export function dayIn(at: Date, tz: string): string {
  return toDay(new Date(wallMs(at.getTime(), tz)));
}

/**
 * The slots of a rule from `from` to `to` (instants, both included), oldest first. COUNT counts from
 * the start, so the days before the window are walked too (bounded: a count is at most MAX_COUNT).
 */
export function expandSeries(r: SeriesRule, from: Date, to: Date, limit = 500): Slot[] {
  const rule = engineRule(r);
  // Days in the zone that may hold an instant of the window (a zone is at most ±14 h from UTC).
  const firstDay = dayIn(new Date(from.getTime() - 86_400_000), r.timeZone);
  const lastDay = dayIn(new Date(to.getTime() + 86_400_000), r.timeZone);
  const days = r.count !== null ? occurrencesBetween(rule, r.startDate, lastDay, r.count).filter((d) => d >= firstDay) : occurrencesBetween(rule, firstDay, lastDay);
  const out: Slot[] = [];
  for (const day of days) {
    const at = zonedInstant(day, r.time, r.timeZone);
    if (at >= from && at <= to) out.push({ day, at });
    if (out.length >= limit) break;
  }
  return out;
}

/** The slot of a rule on a day, or null when the rule does not fall on it (or is past its COUNT). */
export function slotOn(r: SeriesRule, day: string): Slot | null {
  if (!isDay(day) || !occursOn(engineRule(r), day)) return null;
  if (r.count !== null && occurrencesBetween(engineRule(r), r.startDate, day, r.count).at(-1) !== day) return null;
  return { day, at: zonedInstant(day, r.time, r.timeZone) };
}

export const MAX_COUNT = 500;

const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** Local DATE-TIME form (no Z) for a TZID property: 20260106T090000. */
export function icsLocal(day: string, time: string): string {
  return `${day.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

/**
 * The rule as an RFC 5545 RRULE value (without "RRULE:"), for a DTSTART on its first slot.
 * Monthly on the 29th–31st keeps the engine's "or the month's last day": BYMONTHDAY=-1 for the 31st,
 * else the candidate days with BYSETPOS=-1 (the largest that exists that month).
 */
export function seriesRrule(r: SeriesRule): string {
  const parts = [`FREQ=${r.frequency.toUpperCase()}`];
  if (r.interval > 1) parts.push(`INTERVAL=${r.interval}`);
  if (r.frequency === "weekly") {
    const days = r.weekdays.length ? r.weekdays : [parseDay(r.startDate).getUTCDay()];
    parts.push(`BYDAY=${[1, 2, 3, 4, 5, 6, 0].filter((d) => days.includes(d)).map((d) => BYDAY[d]).join(",")}`, "WKST=MO");
  }
  if (r.frequency === "monthly") {
    const day = r.monthDay ?? parseDay(r.startDate).getUTCDate();
    if (day === 31) parts.push("BYMONTHDAY=-1");
    else if (day > 28) parts.push(`BYMONTHDAY=${Array.from({ length: day - 27 }, (_, i) => 28 + i).join(",")}`, "BYSETPOS=-1");
    else parts.push(`BYMONTHDAY=${day}`);
  }
  // UNTIL with a TZID DTSTART is a UTC instant (§3.3.10): the end of the until day's last slot.
  if (r.untilDate) parts.push(`UNTIL=${zonedInstant(r.untilDate, r.time, r.timeZone).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
  if (r.count !== null) parts.push(`COUNT=${r.count}`);
  return parts.join(";");
}

/** The first slot of a rule (its DTSTART), or null when it has none. */
export function firstSlot(r: SeriesRule): Slot | null {
  const rule = engineRule(r);
  const horizon = r.untilDate ?? addDays(r.startDate, 400);
  const [day] = occurrencesBetween(rule, r.startDate, horizon, 1);
  return day ? { day, at: zonedInstant(day, r.time, r.timeZone) } : null;
}

/** "Weekly on Tue at 09:00 (Europe/Berlin), 10 times" — the engine's words plus time and end. */
export function describeSeries(r: SeriesRule): string {
  const end = r.count !== null ? `, ${r.count} ${r.count === 1 ? "time" : "times"}` : r.untilDate ? `, until ${r.untilDate}` : "";
  return `${describeRecurrence(engineRule(r))} at ${r.time} (${r.timeZone})${end}`;
}
