/** Spec §4 "Sprint status": an open sprint whose range contains today, else the first open one. */
type SprintLike = { id: string; startDate: string; endDate: string; status: string };

/** `sprints` in start_date ascending order (spec §7); dates as yyyy-MM-dd, so string order is date order. */
export function pickCurrentSprint<S extends SprintLike>(sprints: readonly S[], today: string): S | null {
  const open = sprints.filter((s) => s.status === "open");
  return open.find((s) => s.startDate <= today && today <= s.endDate) ?? open[0] ?? null;
}
