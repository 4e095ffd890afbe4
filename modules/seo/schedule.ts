/** When a brand's next rank check is due. Pure. */

export type RankCheckFrequency = "daily" | "weekly" | "off";

/** The first `hour`:00 UTC strictly after `now` (daily), or a week after the last run's day (weekly); null when off. */
export function nextRankCheck(frequency: RankCheckFrequency, hour: number, now: Date): Date | null {
  if (frequency === "off") return null;
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  if (frequency === "weekly") next.setUTCDate(next.getUTCDate() + 6);
  return next;
}
