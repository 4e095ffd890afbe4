/**
 * How a growth squad member reads in text (client-safe): the name, with the alias after it when
 * there is one — "Luis Ortega · Paid". An alias alone ("Paid") does not say who does the work.
 */
export function squadMemberName(m: { name: string; alias?: string | null }): string {
  const alias = m.alias?.trim();
  return alias ? `${m.name} · ${alias}` : m.name;
}
