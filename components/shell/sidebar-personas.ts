export type SidebarPersona = { id: string; name: string; briefName: string | null };

export const UNKNOWN_BRIEF = "Unknown Brief";

/** Spec §2: one entry per persona, grouped under its brief's name ("Unknown Brief" without one), in list order. */
export function groupPersonasByBrief(personas: readonly SidebarPersona[]): { brief: string; personas: SidebarPersona[] }[] {
  const groups = new Map<string, SidebarPersona[]>();
  for (const p of personas) {
    const key = p.briefName?.trim() || UNKNOWN_BRIEF;
    const list = groups.get(key);
    if (list) list.push(p);
    else groups.set(key, [p]);
  }
  return [...groups].map(([brief, list]) => ({ brief, personas: list }));
}
