/**
 * Adopting a template (copying its areas, groups and tasks into the brand's SOPs) and applying a
 * proposed update item by item. Copies remember their template and the library item's key, so a
 * later version can find "the same" group or task in the brand even after the brand edited it.
 */
import { and, asc, eq, max, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  sopAdoptions,
  sopAreas,
  sopTaskGroups,
  sopTasks,
  sopTemplateUpdateItems,
  sopTemplateUpdates,
  sopTemplates,
} from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logActivity, logScopeActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { z } from "zod";
import type { TemplateTask } from "./diff";
import type { adoptTemplateInput, decideUpdateInput, decideUpdateItemInput } from "./inputs";
import { getTemplate } from "./queries/library";
import { hoursToMinutes } from "./schedule";

async function ensureArea(tx: Tx, scope: BrandScope, name: string, description: string): Promise<string> {
  // Areas are shared across templates by name (one "SEO" area, however many templates feed it).
  const [found] = await tx
    .select({ id: sopAreas.id })
    .from(sopAreas)
    .where(and(eq(sopAreas.brandId, scope.brandId), sql`lower(${sopAreas.name}) = lower(${name})`))
    .orderBy(asc(sopAreas.position))
    .limit(1);
  if (found) return found.id;
  const [r] = await tx.select({ m: max(sopAreas.position) }).from(sopAreas).where(eq(sopAreas.brandId, scope.brandId));
  const [a] = await tx
    .insert(sopAreas)
    .values({ brandId: scope.brandId, name, description, position: (r?.m ?? -1) + 1 })
    .returning({ id: sopAreas.id });
  return a!.id;
}

async function findTemplateGroup(tx: Tx, scope: BrandScope, templateId: string, key: string) {
  const [g] = await tx
    .select()
    .from(sopTaskGroups)
    .where(and(eq(sopTaskGroups.brandId, scope.brandId), eq(sopTaskGroups.templateId, templateId), eq(sopTaskGroups.templateKey, key)))
    .limit(1);
  return g ?? null;
}

async function findTemplateTask(tx: Tx, scope: BrandScope, templateId: string, key: string) {
  const [t] = await tx
    .select()
    .from(sopTasks)
    .where(and(eq(sopTasks.brandId, scope.brandId), eq(sopTasks.templateId, templateId), eq(sopTasks.templateKey, key)))
    .limit(1);
  return t ?? null;
}

type GroupDef = { key: string; name: string; description: string };
type Where = { areaName: string; areaDescription?: string };

async function upsertGroup(tx: Tx, scope: BrandScope, templateId: string, def: GroupDef, where: Where): Promise<string> {
  const existing = await findTemplateGroup(tx, scope, templateId, def.key);
  const areaId = await ensureArea(tx, scope, where.areaName, where.areaDescription ?? "");
  if (existing) {
    await tx
      .update(sopTaskGroups)
      .set({ name: def.name, description: def.description, areaId })
      .where(and(eq(sopTaskGroups.id, existing.id), eq(sopTaskGroups.brandId, scope.brandId)));
    return existing.id;
  }
  const [r] = await tx
    .select({ m: max(sopTaskGroups.position) })
    .from(sopTaskGroups)
    .where(and(eq(sopTaskGroups.brandId, scope.brandId), eq(sopTaskGroups.areaId, areaId)));
  const [g] = await tx
    .insert(sopTaskGroups)
    .values({
      brandId: scope.brandId,
      areaId,
      name: def.name,
      description: def.description,
      position: (r?.m ?? -1) + 1,
      templateId,
      templateKey: def.key,
    })
    .returning({ id: sopTaskGroups.id });
  return g!.id;
}

function fieldsOf(task: Partial<TemplateTask>) {
  const out: Partial<typeof sopTasks.$inferInsert> = {};
  if (task.title !== undefined) out.title = task.title;
  if (task.description !== undefined) out.description = task.description;
  if (task.checklist !== undefined) out.checklist = task.checklist;
  if (task.role !== undefined) out.responsibleRole = task.role;
  if (task.frequency !== undefined) out.frequency = task.frequency;
  if (task.effortHours !== undefined) out.estimatedMinutes = hoursToMinutes(task.effortHours);
  if (task.offsetDays !== undefined) out.dueOffsetDays = task.offsetDays;
  if (task.priority !== undefined) out.priority = task.priority;
  return out;
}

async function upsertTask(tx: Tx, scope: BrandScope, templateId: string, groupId: string, task: TemplateTask, only?: Partial<TemplateTask>) {
  const existing = await findTemplateTask(tx, scope, templateId, task.key);
  if (existing) {
    await tx
      .update(sopTasks)
      .set({ ...fieldsOf(only ?? task), taskGroupId: groupId })
      .where(and(eq(sopTasks.id, existing.id), eq(sopTasks.brandId, scope.brandId)));
    return existing.id;
  }
  const [r] = await tx
    .select({ m: max(sopTasks.position) })
    .from(sopTasks)
    .where(and(eq(sopTasks.brandId, scope.brandId), eq(sopTasks.taskGroupId, groupId)));
  const [t] = await tx
    .insert(sopTasks)
    .values({
      ...(fieldsOf(task) as Required<ReturnType<typeof fieldsOf>>),
      brandId: scope.brandId,
      taskGroupId: groupId,
      position: (r?.m ?? -1) + 1,
      templateId,
      templateKey: task.key,
    })
    .returning({ id: sopTasks.id });
  return t!.id;
}

type AdoptResult = { adoptionId: string; version: number; areas: number; groups: number; tasks: number };

/** Copies the template's current version into the brand's SOPs and records the adoption. */
export async function adoptTemplate(scope: BrandScope, data: z.output<typeof adoptTemplateInput>): Promise<AdoptResult> {
  return withScope(scope, async (tx) => {
    const template = await getTemplate(scope, data.type, data.slug, tx);
    if (!template) throw new NotFoundError();
    if (template.adoption) throw new ActionError(`${template.name} is already adopted by this brand (version ${template.adoption.version}).`);
    // Serialise concurrent adoptions of the same template by the same brand on the unique index.
    const [adoption] = await tx
      .insert(sopAdoptions)
      .values({ brandId: scope.brandId, templateId: template.id, version: template.version, adoptedBy: scope.userId })
      .onConflictDoNothing()
      .returning({ id: sopAdoptions.id });
    if (!adoption) throw new ActionError(`${template.name} is already adopted by this brand.`);
    let groups = 0;
    let tasks = 0;
    for (const area of template.content.areas) {
      for (const group of area.groups) {
        const groupId = await upsertGroup(tx, scope, template.id, group, { areaName: area.name, areaDescription: area.description });
        groups++;
        for (const task of group.tasks) {
          await upsertTask(tx, scope, template.id, groupId, task);
          tasks++;
        }
      }
    }
    await logScopeActivity(
      tx,
      scope,
      "adopt_sop_template",
      `Adopted the template "${template.name}" (version ${template.version})`,
      { templateId: template.id, type: template.type, slug: template.slug, version: template.version, groups, tasks },
    );
    return { adoptionId: adoption.id, version: template.version, areas: template.content.areas.length, groups, tasks };
  });
}

type ItemRow = typeof sopTemplateUpdateItems.$inferSelect;

/** Applies one accepted item to the brand's SOPs; idempotent, and tolerant of the brand's own edits. */
async function applyItem(tx: Tx, scope: BrandScope, templateId: string, item: ItemRow): Promise<void> {
  const d = item.detail;
  const where = { areaName: d.areaName };
  switch (item.kind) {
    case "group_added": {
      const after = d.after as { name: string; description: string; tasks: TemplateTask[] };
      const groupId = await upsertGroup(tx, scope, templateId, { key: item.itemKey, name: after.name, description: after.description }, where);
      for (const task of after.tasks) await upsertTask(tx, scope, templateId, groupId, task);
      return;
    }
    case "group_changed": {
      const after = d.after as { name: string; description: string };
      const existing = await findTemplateGroup(tx, scope, templateId, item.itemKey);
      const patch: Partial<typeof sopTaskGroups.$inferInsert> = {};
      for (const c of d.changes ?? []) {
        if (c.field === "name") patch.name = after.name;
        if (c.field === "description") patch.description = after.description;
        if (c.field === "area") patch.areaId = await ensureArea(tx, scope, d.areaName, "");
      }
      if (!existing) {
        await upsertGroup(tx, scope, templateId, { key: item.itemKey, name: after.name, description: after.description }, where);
        return;
      }
      if (Object.keys(patch).length) {
        await tx.update(sopTaskGroups).set(patch).where(and(eq(sopTaskGroups.id, existing.id), eq(sopTaskGroups.brandId, scope.brandId)));
      }
      return;
    }
    case "group_removed": {
      await tx
        .delete(sopTaskGroups)
        .where(and(eq(sopTaskGroups.brandId, scope.brandId), eq(sopTaskGroups.templateId, templateId), eq(sopTaskGroups.templateKey, item.itemKey)));
      return;
    }
    case "task_added":
    case "task_changed": {
      const after = d.after as TemplateTask;
      let groupId = (await findTemplateGroup(tx, scope, templateId, d.groupKey))?.id;
      // The brand deleted the group this task belongs to: bring the group back (empty) to hold it.
      groupId ??= await upsertGroup(tx, scope, templateId, { key: d.groupKey, name: d.groupName, description: "" }, where);
      const existing = await findTemplateTask(tx, scope, templateId, item.itemKey);
      if (item.kind === "task_changed" && existing) {
        // Only the fields the template changed: the brand's own edits to other fields survive.
        const only: Partial<TemplateTask> = {};
        for (const c of d.changes ?? []) if (c.field in after) (only as Record<string, unknown>)[c.field] = after[c.field as keyof TemplateTask];
        const moved = (d.changes ?? []).some((c) => c.field === "group");
        await tx
          .update(sopTasks)
          .set({ ...fieldsOf(only), ...(moved ? { taskGroupId: groupId } : {}) })
          .where(and(eq(sopTasks.id, existing.id), eq(sopTasks.brandId, scope.brandId)));
        return;
      }
      await upsertTask(tx, scope, templateId, groupId, after);
      return;
    }
    case "task_removed": {
      await tx
        .delete(sopTasks)
        .where(and(eq(sopTasks.brandId, scope.brandId), eq(sopTasks.templateId, templateId), eq(sopTasks.templateKey, item.itemKey)));
      return;
    }
  }
}

async function loadUpdate(tx: Tx, scope: BrandScope, updateId: string) {
  const [u] = await tx
    .select({
      id: sopTemplateUpdates.id,
      status: sopTemplateUpdates.status,
      toVersion: sopTemplateUpdates.toVersion,
      adoptionId: sopTemplateUpdates.adoptionId,
      templateId: sopAdoptions.templateId,
      templateName: sopTemplates.name,
    })
    .from(sopTemplateUpdates)
    .innerJoin(sopAdoptions, eq(sopAdoptions.id, sopTemplateUpdates.adoptionId))
    .innerJoin(sopTemplates, eq(sopTemplates.id, sopAdoptions.templateId))
    .where(and(eq(sopTemplateUpdates.id, updateId), eq(sopTemplateUpdates.brandId, scope.brandId)));
  if (!u) throw new NotFoundError();
  if (u.status !== "pending") throw new ActionError("This update was already completed or replaced by a newer version. Reload the page.");
  return u;
}

/** Once every item is decided, the adoption follows the new version and the proposal is closed. */
async function resolveIfDone(tx: Tx, scope: BrandScope, update: Awaited<ReturnType<typeof loadUpdate>>): Promise<boolean> {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sopTemplateUpdateItems)
    .where(and(eq(sopTemplateUpdateItems.updateId, update.id), eq(sopTemplateUpdateItems.status, "pending")));
  if ((left?.n ?? 0) > 0) return false;
  await tx
    .update(sopTemplateUpdates)
    .set({ status: "resolved", resolvedAt: new Date() })
    .where(and(eq(sopTemplateUpdates.id, update.id), eq(sopTemplateUpdates.brandId, scope.brandId)));
  await tx
    .update(sopAdoptions)
    .set({ version: update.toVersion })
    .where(and(eq(sopAdoptions.id, update.adoptionId), eq(sopAdoptions.brandId, scope.brandId)));
  return true;
}

type DecideResult = { decided: number; resolved: boolean };

export async function decideUpdateItem(scope: BrandScope, data: z.output<typeof decideUpdateItemInput>): Promise<DecideResult> {
  return withScope(scope, async (tx) => {
    const [item] = await tx
      .select()
      .from(sopTemplateUpdateItems)
      .where(and(eq(sopTemplateUpdateItems.id, data.itemId), eq(sopTemplateUpdateItems.brandId, scope.brandId)));
    if (!item) throw new NotFoundError();
    const update = await loadUpdate(tx, scope, item.updateId);
    if (item.status !== "pending") throw new ActionError("This change was already decided.");
    return decide(tx, scope, update, [item], data.decision);
  });
}

export async function decideUpdate(scope: BrandScope, data: z.output<typeof decideUpdateInput>): Promise<DecideResult> {
  return withScope(scope, async (tx) => {
    const update = await loadUpdate(tx, scope, data.updateId);
    const items = await tx
      .select()
      .from(sopTemplateUpdateItems)
      .where(
        and(
          eq(sopTemplateUpdateItems.updateId, update.id),
          eq(sopTemplateUpdateItems.brandId, scope.brandId),
          eq(sopTemplateUpdateItems.status, "pending"),
        ),
      )
      .orderBy(asc(sopTemplateUpdateItems.position));
    return decide(tx, scope, update, items, data.decision);
  });
}

async function decide(
  tx: Tx,
  scope: BrandScope,
  update: Awaited<ReturnType<typeof loadUpdate>>,
  items: ItemRow[],
  decision: "accept" | "dismiss",
): Promise<DecideResult> {
  for (const item of items) {
    if (decision === "accept") await applyItem(tx, scope, update.templateId, item);
    await tx
      .update(sopTemplateUpdateItems)
      .set({ status: decision === "accept" ? "accepted" : "dismissed", decidedBy: scope.userId, decidedAt: new Date() })
      .where(and(eq(sopTemplateUpdateItems.id, item.id), eq(sopTemplateUpdateItems.brandId, scope.brandId)));
  }
  const resolved = await resolveIfDone(tx, scope, update);
  const verb = decision === "accept" ? "Accepted" : "Dismissed";
  await logActivity(tx, {
    brandId: scope.brandId,
    userId: scope.userId,
    actionType: decision === "accept" ? "accept_sop_template_update" : "dismiss_sop_template_update",
    userAction:
      items.length === 1
        ? `${verb} a change of "${update.templateName}" v${update.toVersion}: ${items[0]!.label}`
        : `${verb} ${items.length} changes of "${update.templateName}" v${update.toVersion}`,
    payload: { updateId: update.id, itemIds: items.map((i) => i.id), resolved },
  });
  return { decided: items.length, resolved };
}
