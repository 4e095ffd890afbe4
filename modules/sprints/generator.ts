/**
 * The sprint generator (spec §9, issue 7): from a start date and a frequency, a year of sprints —
 * bi-weekly steps 14 days, tri-weekly 21 days, monthly one calendar month — stopping before the
 * first sprint that would end after 31 December of the start date's year.
 *
 * Dates are calendar days (yyyy-MM-dd) computed in UTC, so the server's time zone and daylight
 * saving changes can never shift a boundary. Monthly sprints are anchored on the start day:
 * sprint n starts n months after the start, clamped to the month's last day (31 Jan → 28/29 Feb →
 * 31 Mar), so a short month never drags every later sprint to an earlier day.
 */
import type { SprintFrequency } from "@/db/schema/tasks";
import { lastDayOfMonth, monthShort, parseDay, toDay } from "@/lib/calendar-day";

export type { SprintFrequency };

/**
 * The schema's frequencies, restated without importing the drizzle table (this file also runs in
 * the browser for the preview); the two checks below fail to compile if either list changes alone.
 */
export const SPRINT_FREQUENCIES = ["bi-weekly", "tri-weekly", "monthly"] as const satisfies readonly SprintFrequency[];
type Missing = Exclude<SprintFrequency, (typeof SPRINT_FREQUENCIES)[number]>;
const _exhaustive: Missing extends never ? true : false = true;
void _exhaustive;

export const DEFAULT_SPRINT_FREQUENCY: SprintFrequency = "bi-weekly";

export const SPRINT_FREQUENCY_LABELS: Record<SprintFrequency, { label: string; detail: string }> = {
  "bi-weekly": { label: "Bi-weekly", detail: "14 days" },
  "tri-weekly": { label: "Tri-weekly", detail: "21 days" },
  monthly: { label: "Monthly", detail: "1 calendar month" },
};

type GeneratedSprint = {
  name: string;
  startDate: string;
  endDate: string;
  frequency: SprintFrequency;
  status: "open";
};

const DAY_MS = 86_400_000;

function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * DAY_MS);
}

/** `months` calendar months after `anchor`, on the anchor's day or the month's last day when shorter. */
function addMonthsClamped(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  return new Date(Date.UTC(y, m, Math.min(anchor.getUTCDate(), lastDayOfMonth(y, m))));
}

/** "Jan 5 - Sprint 1": month and day of the start, then the running number. */
export function sprintName(startDate: string, n: number): string {
  const d = parseDay(startDate);
  return `${monthShort(d.getUTCMonth())} ${d.getUTCDate()} - Sprint ${n}`;
}

/** Where sprint `n` (0-based) of a series begins. */
function startOf(first: Date, frequency: SprintFrequency, n: number): Date {
  switch (frequency) {
    case "bi-weekly":
      return addDays(first, 14 * n);
    case "tri-weekly":
      return addDays(first, 21 * n);
    case "monthly":
      return addMonthsClamped(first, n);
  }
}

/**
 * Every sprint from `startDate` to the end of its year. Each sprint ends the day before the next
 * one starts; an empty list means not even the first sprint fits before 31 December.
 */
export function generateSprints(startDate: string, frequency: SprintFrequency = DEFAULT_SPRINT_FREQUENCY): GeneratedSprint[] {
  const first = parseDay(startDate);
  const yearEnd = toDay(new Date(Date.UTC(first.getUTCFullYear(), 11, 31)));
  const sprints: GeneratedSprint[] = [];
  for (let n = 0; ; n++) {
    const start = toDay(startOf(first, frequency, n));
    const end = toDay(addDays(startOf(first, frequency, n + 1), -1));
    if (end > yearEnd) break;
    sprints.push({ name: sprintName(start, n + 1), startDate: start, endDate: end, frequency, status: "open" });
  }
  return sprints;
}

/** The year a generation from `startDate` fills ("Created {n} sprints for {year}"). */
export function generationYear(startDate: string): number {
  return parseDay(startDate).getUTCFullYear();
}
