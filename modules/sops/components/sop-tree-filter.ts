/** The SOP editor's search: narrows the tree to what the words match. */
import type { SopAreaView, SopGroupView, SopTaskView } from "../queries/sop-tree";

export function words(q: string): string[] {
  return q.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

function has(text: string, ws: string[]): boolean {
  const t = text.toLowerCase();
  return ws.every((w) => t.includes(w));
}

/**
 * Narrows the tree to what the search words match: an area or group whose name matches keeps all
 * of its content; otherwise only the tasks whose title, role, description or steps match remain.
 */
export function filterTree(areas: SopAreaView[], ws: string[]): SopAreaView[] {
  if (!ws.length) return areas;
  const out: SopAreaView[] = [];
  for (const a of areas) {
    if (has(a.name, ws)) {
      out.push(a);
      continue;
    }
    const groups: SopGroupView[] = [];
    for (const g of a.groups) {
      if (has(g.name, ws)) {
        groups.push(g);
        continue;
      }
      const tasks = g.tasks.filter((t) => has([t.title, t.responsibleRole, t.description, ...t.checklist].join(" "), ws));
      if (tasks.length) groups.push({ ...g, tasks });
    }
    if (groups.length) out.push({ ...a, groups });
  }
  return out;
}

export function findTask(areas: SopAreaView[], id: string): { task: SopTaskView; area: string; group: string } | null {
  for (const a of areas) for (const g of a.groups) for (const t of g.tasks) if (t.id === id) return { task: t, area: a.name, group: g.name };
  return null;
}
