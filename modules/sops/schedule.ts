/**
 * Dates of SOP work: due dates from relative offsets, recurrence of repeating SOP tasks, effort
 * labels and the default assignee of a responsible role. Pure functions (unit-tested); dates are
 * calendar days as yyyy-MM-dd, computed in UTC so a server's time zone never shifts them by one.
 */
import type { SopFrequency } from "@/db/schema/sops";
import { addDays, daysBetween, parseDay, toDay } from "@/lib/calendar-day";

/** The due date of a task created from an SOP task: the assignment's start date + the offset. */
export function dueDateFor(startDate: string, offsetDays: number): string {
  if (!Number.isInteger(offsetDays) || offsetDays < 0) throw new RangeError(`Invalid offset: ${offsetDays}`);
  return addDays(startDate, offsetDays);
}

export const FREQUENCY_LABEL: Record<SopFrequency, string> = {
  once: "Once",
  daily: "Daily",
  weekly: "Weekly",
  biweekly: "Every 2 weeks",
  monthly: "Monthly",
  quarterly: "Quarterly",
  yearly: "Yearly",
};

function addMonths(day: string, months: number): string {
  const d = parseDay(day);
  const targetDay = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // Clamp to the month's last day: Jan 31 + 1 month is Feb 28/29, not Mar 3.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(targetDay, last));
  return toDay(d);
}

/** When a repeating SOP task is next due, given the start date of its last run; null for one-off tasks. */
export function nextRunDate(lastStart: string, frequency: SopFrequency): string | null {
  switch (frequency) {
    case "once":
      return null;
    case "daily":
      return addDays(lastStart, 1);
    case "weekly":
      return addDays(lastStart, 7);
    case "biweekly":
      return addDays(lastStart, 14);
    case "monthly":
      return addMonths(lastStart, 1);
    case "quarterly":
      return addMonths(lastStart, 3);
    case "yearly":
      return addMonths(lastStart, 12);
  }
}

type RecurrenceState =
  | { kind: "one-off" }
  | { kind: "never-run" }
  | { kind: "due"; since: string; daysLate: number }
  | { kind: "upcoming"; on: string; inDays: number }
  | { kind: "scheduled"; on: string };

/**
 * Where a repeating SOP task stands today: never run, due (its next date has passed or is today),
 * upcoming within `horizonDays`, or scheduled later.
 */
export function recurrenceState(
  frequency: SopFrequency,
  lastStart: string | null,
  today: string,
  horizonDays = 7,
): RecurrenceState {
  if (frequency === "once") return { kind: "one-off" };
  if (!lastStart) return { kind: "never-run" };
  const next = nextRunDate(lastStart, frequency)!;
  const diff = daysBetween(today, next);
  if (diff <= 0) return { kind: "due", since: next, daysLate: Math.abs(diff) };
  if (diff <= horizonDays) return { kind: "upcoming", on: next, inDays: diff };
  return { kind: "scheduled", on: next };
}

export function hoursToMinutes(hours: number): number {
  return Math.round(hours * 60);
}

/** Task difficulty from effort: up to 2 hours Low, up to a day Medium, more High. */
export function difficultyForEffort(minutes: number): "Low" | "Medium" | "High" {
  if (minutes <= 120) return "Low";
  if (minutes <= 480) return "Medium";
  return "High";
}

type SquadCandidate = { id: string; name: string; alias: string | null; userId: string | null };

function norm(s: string | null | undefined): string {
  return (s ?? "").trim().toLowerCase();
}

/**
 * The default assignee of a responsible role: the member the brand last chose for that role,
 * else a member whose alias or name names the role, else the signed-in user's own membership,
 * else nobody (the form then asks).
 */
export function defaultAssigneeFor(
  role: string,
  squad: readonly SquadCandidate[],
  roleMap: ReadonlyMap<string, string>,
  currentUserId: string | null,
): string | null {
  const ids = new Set(squad.map((m) => m.id));
  const saved = roleMap.get(norm(role));
  if (saved && ids.has(saved)) return saved;
  const r = norm(role);
  if (r) {
    const byAlias = squad.find((m) => norm(m.alias) === r) ?? squad.find((m) => norm(m.alias).includes(r) || (norm(m.alias) && r.includes(norm(m.alias))));
    if (byAlias) return byAlias.id;
    const byName = squad.find((m) => norm(m.name).includes(r));
    if (byName) return byName.id;
  }
  const me = currentUserId ? squad.find((m) => m.userId === currentUserId) : undefined;
  return me?.id ?? null;
}

export function normaliseRole(role: string): string {
  return norm(role);
}
