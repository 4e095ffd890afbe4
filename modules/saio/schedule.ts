/** When a SAIO schedule runs next (UTC). Pure, so the page's "next run" and the job agree. */
export type Recurrence = { frequency: "daily" | "weekly" | "monthly"; hour: number; weekday: number | null; monthDay: number | null };

/** The first run time strictly after `after`. */
export function nextScheduleRun(r: Recurrence, after: Date): Date {
  const y = after.getUTCFullYear();
  const m = after.getUTCMonth();
  const d = after.getUTCDate();
  if (r.frequency === "daily") {
    const today = new Date(Date.UTC(y, m, d, r.hour));
    return today > after ? today : new Date(Date.UTC(y, m, d + 1, r.hour));
  }
  if (r.frequency === "weekly") {
    const weekday = r.weekday ?? 1;
    const delta = (weekday - after.getUTCDay() + 7) % 7;
    const candidate = new Date(Date.UTC(y, m, d + delta, r.hour));
    return candidate > after ? candidate : new Date(Date.UTC(y, m, d + delta + 7, r.hour));
  }
  const day = Math.min(Math.max(r.monthDay ?? 1, 1), 28);
  const thisMonth = new Date(Date.UTC(y, m, day, r.hour));
  return thisMonth > after ? thisMonth : new Date(Date.UTC(y, m + 1, day, r.hour));
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
}

/** "Every Monday at 06:00 UTC" */
export function describeRecurrence(r: Recurrence): string {
  const at = `at ${String(r.hour).padStart(2, "0")}:00 UTC`;
  if (r.frequency === "daily") return `Every day ${at}`;
  if (r.frequency === "weekly") return `Every ${WEEKDAYS[r.weekday ?? 1]} ${at}`;
  return `Monthly on the ${ordinal(r.monthDay ?? 1)} ${at}`;
}

export { WEEKDAYS };
