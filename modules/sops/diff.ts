/**
 * What changed between two versions of a template, as the items a brand accepts or dismisses one
 * by one. Groups and tasks are matched by their stable keys. A new group carries its tasks in one
 * item (accepting it brings them all); a removed group likewise; everything else is per task.
 */
import type { TemplateContent, UpdateItemDetail, UpdateItemKind } from "@/db/schema/sops";

type Area = TemplateContent["areas"][number];
type Group = Area["groups"][number];
export type TemplateTask = Group["tasks"][number];

type DiffItem = {
  kind: UpdateItemKind;
  itemKey: string;
  label: string;
  detail: UpdateItemDetail;
};

type GroupAt = { group: Group; area: Area };
type TaskAt = { task: TemplateTask; group: Group; area: Area };

function index(content: TemplateContent) {
  const groups = new Map<string, GroupAt>();
  const tasks = new Map<string, TaskAt>();
  for (const area of content.areas) {
    for (const group of area.groups) {
      groups.set(group.key, { group, area });
      for (const task of group.tasks) tasks.set(task.key, { task, group, area });
    }
  }
  return { groups, tasks };
}

const TASK_FIELDS = ["title", "description", "checklist", "role", "frequency", "effortHours", "offsetDays", "priority"] as const;
type TaskField = (typeof TASK_FIELDS)[number];

export const FIELD_LABEL: Record<TaskField | "name" | "area" | "group", string> = {
  title: "title",
  description: "description",
  checklist: "checklist",
  role: "responsible role",
  frequency: "frequency",
  effortHours: "effort",
  offsetDays: "due offset",
  priority: "priority",
  name: "name",
  area: "area",
  group: "task group",
};

/** JSON with sorted keys: jsonb does not keep key order, so values read back compare equal. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

function same(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function where(at: { group: Group; area: Area }): Pick<UpdateItemDetail, "areaKey" | "areaName" | "groupKey" | "groupName"> {
  return { areaKey: at.area.key, areaName: at.area.name, groupKey: at.group.key, groupName: at.group.name };
}

function list(fields: string[]): string {
  if (fields.length <= 1) return fields.join("");
  return `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`;
}

export function diffTemplateContent(before: TemplateContent, after: TemplateContent): DiffItem[] {
  const old = index(before);
  const now = index(after);
  const groupAdds: DiffItem[] = [];
  const groupChanges: DiffItem[] = [];
  const taskAdds: DiffItem[] = [];
  const taskChanges: DiffItem[] = [];
  const removals: DiffItem[] = [];

  for (const [key, at] of now.groups) {
    const prev = old.groups.get(key);
    if (!prev) {
      const n = at.group.tasks.length;
      groupAdds.push({
        kind: "group_added",
        itemKey: key,
        label: `New task group “${at.group.name}” in ${at.area.name} (${n} task${n === 1 ? "" : "s"})`,
        detail: { ...where(at), after: { name: at.group.name, description: at.group.description, tasks: at.group.tasks } },
      });
      continue;
    }
    const changes: NonNullable<UpdateItemDetail["changes"]> = [];
    if (prev.group.name !== at.group.name) changes.push({ field: "name", before: prev.group.name, after: at.group.name });
    if (prev.group.description !== at.group.description) {
      changes.push({ field: "description", before: prev.group.description, after: at.group.description });
    }
    if (prev.area.name !== at.area.name) changes.push({ field: "area", before: prev.area.name, after: at.area.name });
    if (changes.length) {
      groupChanges.push({
        kind: "group_changed",
        itemKey: key,
        label: `Task group “${at.group.name}”: ${list(changes.map((c) => FIELD_LABEL[c.field as "name"]))} changed`,
        detail: { ...where(at), changes, before: { name: prev.group.name, description: prev.group.description }, after: { name: at.group.name, description: at.group.description } },
      });
    }
  }

  for (const [key, at] of old.groups) {
    if (now.groups.has(key)) continue;
    const n = at.group.tasks.length;
    removals.push({
      kind: "group_removed",
      itemKey: key,
      label: `Removed task group “${at.group.name}” from ${at.area.name} (${n} task${n === 1 ? "" : "s"})`,
      detail: { ...where(at), before: { name: at.group.name, description: at.group.description, tasks: at.group.tasks } },
    });
  }

  for (const [key, at] of now.tasks) {
    // A task inside a new group arrives with that group's item.
    if (!old.groups.has(at.group.key)) continue;
    const prev = old.tasks.get(key);
    if (!prev) {
      taskAdds.push({
        kind: "task_added",
        itemKey: key,
        label: `New task “${at.task.title}” in ${at.group.name}`,
        detail: { ...where(at), after: at.task },
      });
      continue;
    }
    const changes: NonNullable<UpdateItemDetail["changes"]> = [];
    for (const f of TASK_FIELDS) {
      if (!same(prev.task[f], at.task[f])) changes.push({ field: f, before: prev.task[f], after: at.task[f] });
    }
    if (prev.group.key !== at.group.key) changes.push({ field: "group", before: prev.group.name, after: at.group.name });
    if (changes.length) {
      taskChanges.push({
        kind: "task_changed",
        itemKey: key,
        label: `Task “${at.task.title}”: ${list(changes.map((c) => FIELD_LABEL[c.field as TaskField]))} changed`,
        detail: { ...where(at), changes, before: prev.task, after: at.task },
      });
    }
  }

  for (const [key, at] of old.tasks) {
    if (now.tasks.has(key)) continue;
    // A task of a removed group leaves with that group's item.
    if (!now.groups.has(at.group.key)) continue;
    removals.push({
      kind: "task_removed",
      itemKey: key,
      label: `Removed task “${at.task.title}” from ${at.group.name}`,
      detail: { ...where(at), before: at.task },
    });
  }

  return [...groupAdds, ...groupChanges, ...taskAdds, ...taskChanges, ...removals];
}

/** Decisions carried from a superseded proposal: an item that is identical in the new one keeps its decision. */
export function sameProposal(a: Pick<DiffItem, "kind" | "itemKey" | "detail">, b: Pick<DiffItem, "kind" | "itemKey" | "detail">): boolean {
  return a.kind === b.kind && a.itemKey === b.itemKey && same(a.detail.after ?? null, b.detail.after ?? null) && same(a.detail.changes ?? null, b.detail.changes ?? null);
}
