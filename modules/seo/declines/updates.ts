/**
 * Google's announced ranking updates (google-updates.json, maintained by hand: see the README's
 * "Historical declines" section) and which of them overlap a date range. Pure and client-safe.
 */
import data from "./google-updates.json";

export const UPDATE_TYPES = ["core", "spam", "helpful-content", "reviews", "link"] as const;
export type GoogleUpdateType = (typeof UPDATE_TYPES)[number];

export type GoogleUpdate = { name: string; type: GoogleUpdateType; start: string; end: string | null; source: string };

export const UPDATE_TYPE_LABEL: Record<GoogleUpdateType, string> = {
  core: "Core update",
  spam: "Spam update",
  "helpful-content": "Helpful content update",
  reviews: "Reviews update",
  link: "Link spam update",
};

/** Google announces core updates as taking "up to 3 weeks"; an update whose end no source confirms is taken to last that long. */
export const UNCONFIRMED_ROLLOUT_DAYS = 21;

export const GOOGLE_UPDATES: readonly GoogleUpdate[] = data.updates as GoogleUpdate[];

const DAY_MS = 86_400_000;
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The last day the update was rolling out (its confirmed end, else start + the announced maximum). */
export function rolloutEnd(u: GoogleUpdate): string {
  return u.end ?? addDays(u.start, UNCONFIRMED_ROLLOUT_DAYS);
}

/** Updates rolling out at any time between `from` and `to` (inclusive, "YYYY-MM-DD"). */
export function updatesBetween(from: string, to: string, updates: readonly GoogleUpdate[] = GOOGLE_UPDATES): GoogleUpdate[] {
  return updates.filter((u) => u.start <= to && rolloutEnd(u) >= from);
}
