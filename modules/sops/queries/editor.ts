/** Editing the brand's SOPs: create, update, delete and move areas, task groups and SOP tasks. */
import { and, asc, eq, max } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { sopAreas, sopTaskGroups, sopTasks } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { z } from "zod";
import type {
  createAreaInput,
  createSopTaskInput,
  createTaskGroupInput,
  deleteSopItemInput,
  moveSopItemInput,
  updateAreaInput,
  updateSopTaskInput,
  updateTaskGroupInput,
} from "../inputs";

type SopTable = typeof sopAreas | typeof sopTaskGroups | typeof sopTasks;
type SopKind = "area" | "group" | "task";

/**
 * What differs between the three kinds of SOP item. `parent` is the column whose value siblings
 * share; areas hang off the brand itself, so theirs is brand_id.
 */
const SOP_ITEMS = {
  area: { table: sopAreas, parent: sopAreas.brandId, label: sopAreas.name, noun: "SOP area", article: "an", action: "area" },
  group: { table: sopTaskGroups, parent: sopTaskGroups.areaId, label: sopTaskGroups.name, noun: "task group", article: "a", action: "task_group" },
  task: { table: sopTasks, parent: sopTasks.taskGroupId, label: sopTasks.title, noun: "SOP task", article: "an", action: "task" },
} as const;

/** Every read or write by id also matches the brand, so another brand's row is never touched. */
function ownRow(table: SopTable, scope: BrandScope, id: string) {
  return and(eq(table.id, id), eq(table.brandId, scope.brandId));
}

/** Another brand's row is indistinguishable from one that does not exist. */
function found<T>([row]: T[]): T {
  if (!row) throw new NotFoundError();
  return row;
}

/** The position after the last of the siblings under `parentId` (the brand's id for areas). */
async function nextPosition(tx: Tx, scope: BrandScope, kind: SopKind, parentId: string): Promise<number> {
  const { table, parent } = SOP_ITEMS[kind];
  const [r] = await tx
    .select({ m: max(table.position) })
    .from(table)
    .where(and(eq(table.brandId, scope.brandId), eq(parent, parentId)));
  return (r?.m ?? -1) + 1;
}

const getArea = async (tx: Tx, scope: BrandScope, id: string) => found(await tx.select().from(sopAreas).where(ownRow(sopAreas, scope, id)));
const getGroup = async (tx: Tx, scope: BrandScope, id: string) => found(await tx.select().from(sopTaskGroups).where(ownRow(sopTaskGroups, scope, id)));
const getSopTask = async (tx: Tx, scope: BrandScope, id: string) => found(await tx.select().from(sopTasks).where(ownRow(sopTasks, scope, id)));

export async function createArea(scope: BrandScope, data: z.output<typeof createAreaInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const position = await nextPosition(tx, scope, "area", scope.brandId);
    const [a] = await tx
      .insert(sopAreas)
      .values({ brandId: scope.brandId, name: data.name, description: data.description, position })
      .returning({ id: sopAreas.id });
    await logScopeActivity(tx, scope, "create_sop_area", `Created the SOP area "${data.name}"`, { areaId: a!.id, name: data.name });
    return a!;
  });
}

export async function updateArea(scope: BrandScope, data: z.output<typeof updateAreaInput>): Promise<void> {
  await withScope(scope, async (tx) => {
    await getArea(tx, scope, data.id);
    await tx.update(sopAreas).set({ name: data.name, description: data.description }).where(ownRow(sopAreas, scope, data.id));
    await logScopeActivity(tx, scope, "update_sop_area", `Updated the SOP area "${data.name}"`, { areaId: data.id, name: data.name });
  });
}

export async function createTaskGroup(scope: BrandScope, data: z.output<typeof createTaskGroupInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const area = await getArea(tx, scope, data.areaId);
    const position = await nextPosition(tx, scope, "group", area.id);
    const [g] = await tx
      .insert(sopTaskGroups)
      .values({ brandId: scope.brandId, areaId: area.id, name: data.name, description: data.description, position })
      .returning({ id: sopTaskGroups.id });
    await logScopeActivity(tx, scope, "create_sop_task_group", `Created the task group "${data.name}" in ${area.name}`, { taskGroupId: g!.id, areaId: area.id, name: data.name });
    return g!;
  });
}

export async function updateTaskGroup(scope: BrandScope, data: z.output<typeof updateTaskGroupInput>): Promise<void> {
  await withScope(scope, async (tx) => {
    const group = await getGroup(tx, scope, data.id);
    const patch: Partial<typeof sopTaskGroups.$inferInsert> = { name: data.name, description: data.description };
    if (data.areaId !== group.areaId) {
      const area = await getArea(tx, scope, data.areaId);
      patch.areaId = area.id;
      patch.position = await nextPosition(tx, scope, "group", area.id);
    }
    await tx.update(sopTaskGroups).set(patch).where(ownRow(sopTaskGroups, scope, data.id));
    await logScopeActivity(tx, scope, "update_sop_task_group", `Updated the task group "${data.name}"`, { taskGroupId: data.id, name: data.name });
  });
}

export async function createSopTask(scope: BrandScope, data: z.output<typeof createSopTaskInput>): Promise<{ id: string }> {
  return withScope(scope, async (tx) => {
    const group = await getGroup(tx, scope, data.taskGroupId);
    const position = await nextPosition(tx, scope, "task", group.id);
    const [t] = await tx
      .insert(sopTasks)
      .values({ ...taskValues(data), brandId: scope.brandId, taskGroupId: group.id, position })
      .returning({ id: sopTasks.id });
    await logScopeActivity(tx, scope, "create_sop_task", `Created the SOP task "${data.title}" in ${group.name}`, { sopTaskId: t!.id, taskGroupId: group.id, title: data.title });
    return t!;
  });
}

function taskValues(data: z.output<typeof createSopTaskInput>) {
  return {
    title: data.title,
    description: data.description,
    checklist: data.checklist,
    responsibleRole: data.responsibleRole,
    frequency: data.frequency,
    estimatedMinutes: data.estimatedMinutes,
    dueOffsetDays: data.dueOffsetDays,
    priority: data.priority,
  };
}

export async function updateSopTask(scope: BrandScope, data: z.output<typeof updateSopTaskInput>): Promise<void> {
  await withScope(scope, async (tx) => {
    const task = await getSopTask(tx, scope, data.id);
    const patch: Partial<typeof sopTasks.$inferInsert> = taskValues(data);
    if (data.taskGroupId !== task.taskGroupId) {
      const group = await getGroup(tx, scope, data.taskGroupId);
      patch.taskGroupId = group.id;
      patch.position = await nextPosition(tx, scope, "task", group.id);
    }
    await tx.update(sopTasks).set(patch).where(ownRow(sopTasks, scope, data.id));
    await logScopeActivity(tx, scope, "update_sop_task", `Updated the SOP task "${data.title}"`, { sopTaskId: data.id, title: data.title });
  });
}

/** Deleting an area or group deletes what is inside it; tasks already created from SOP tasks stay. */
export async function deleteSopItem(scope: BrandScope, data: z.output<typeof deleteSopItemInput>): Promise<void> {
  await withScope(scope, async (tx) => {
    const { table, label, noun, action } = SOP_ITEMS[data.kind];
    const { name } = found(await tx.select({ name: label }).from(table).where(ownRow(table, scope, data.id)));
    await tx.delete(table).where(ownRow(table, scope, data.id));
    await logScopeActivity(tx, scope, `delete_sop_${action}`, `Deleted the ${noun} "${name}"`, { id: data.id, name });
  });
}

/** Swaps an item with its neighbour among its siblings; positions are renumbered 0..n-1 on the way. */
export async function moveSopItem(scope: BrandScope, data: z.output<typeof moveSopItemInput>): Promise<void> {
  await withScope(scope, async (tx) => {
    const { table, parent, noun, article } = SOP_ITEMS[data.kind];
    const row = found(await tx.select({ parentId: parent }).from(table).where(ownRow(table, scope, data.id)));
    const siblings = await tx
      .select({ id: table.id, position: table.position })
      .from(table)
      .where(and(eq(table.brandId, scope.brandId), eq(parent, row.parentId)))
      .orderBy(asc(table.position), asc(table.createdAt));
    const i = siblings.findIndex((s) => s.id === data.id);
    const j = data.direction === "up" ? i - 1 : i + 1;
    if (i < 0 || j < 0 || j >= siblings.length) return;
    const order = siblings.map((s) => s.id);
    [order[i], order[j]] = [order[j]!, order[i]!];
    for (const [position, id] of order.entries()) {
      if (siblings.find((s) => s.id === id)!.position === position) continue;
      await tx.update(table).set({ position }).where(ownRow(table, scope, id));
    }
    await logScopeActivity(tx, scope, "reorder_sops", `Moved ${article} ${noun} ${data.direction}`, { kind: data.kind, id: data.id, direction: data.direction });
  });
}
