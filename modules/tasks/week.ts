/** Weeks run Monday to Sunday; days are yyyy-MM-dd. Client-safe. */
export function weekOf(day: string): { start: string; end: string } {
  const d = new Date(`${day}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { start: monday.toISOString().slice(0, 10), end: sunday.toISOString().slice(0, 10) };
}

export function weekEnd(day: string): string {
  return weekOf(day).end;
}
