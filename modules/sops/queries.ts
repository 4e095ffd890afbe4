/**
 * The SOPs module's reads and its SOP editing (areas → task groups → SOP tasks). Every function
 * takes the BrandScope first, filters by scope.brandId and runs through withScope (RLS armed).
 * Adoption, assignment, proposed updates and the dashboard live in their own files of the module.
 */
import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  foundationalTasks,
  growthSquad,
  sopAdoptions,
  sopAreas,
  sopRoleAssignees,
  sopTaskGroups,
  sopTaskRuns,
  sopTasks,
  sopTemplateUpdateItems,
  sopTemplateUpdates,
  sopTemplateVersions,
  sopTemplates,
  type SopFrequency,
  type TaskStatus,
  type TemplateContent,
  type TemplateStats,
  type TemplateType,
  type UpdateItemDetail,
  type UpdateItemKind,
  type UpdateItemStatus,
} from "@/db/schema";
import { logActivity, type ActivityEntry } from "@/lib/activity";
import { assertInBrand, NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import type { z } from "zod";
import type {
  createAreaInput,
  createSopTaskInput,
  createTaskGroupInput,
  deleteSopItemInput,
  moveSopItemInput,
  setRoleAssigneeInput,
  updateAreaInput,
  updateSopTaskInput,
  updateTaskGroupInput,
} from "./inputs";
import { normaliseRole } from "./schedule";


// ---------------------------------------------------------------------------------------------
// Library (shared, read-only rows; still read as growth_app so the select-only policy applies)

export type TemplateListItem = {
  id: string;
  type: TemplateType;
  slug: string;
  name: string;
  summary: string;
  version: number;
  stats: TemplateStats;
  /** Areas → groups → task titles: the quick preview of the library pages. */
  outline: { name: string; groups: { name: string; tasks: string[] }[] }[];
  /** Lower-case text of names, groups, task titles and roles for the page's search box. */
  searchText: string;
  adoptedVersion: number | null;
  updatePending: boolean;
};

export async function listTemplates(scope: BrandScope, type: TemplateType): Promise<TemplateListItem[]> {
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({
        id: sopTemplates.id,
        type: sopTemplates.type,
        slug: sopTemplates.slug,
        name: sopTemplates.name,
        summary: sopTemplates.summary,
        version: sopTemplates.currentVersion,
        stats: sopTemplateVersions.stats,
        content: sopTemplateVersions.content,
      })
      .from(sopTemplates)
      .innerJoin(
        sopTemplateVersions,
        and(eq(sopTemplateVersions.templateId, sopTemplates.id), eq(sopTemplateVersions.version, sopTemplates.currentVersion)),
      )
      .where(eq(sopTemplates.type, type))
      .orderBy(asc(sopTemplates.name));
    const adoption = await adoptionsByTemplate(tx, scope);
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      slug: r.slug,
      name: r.name,
      summary: r.summary,
      version: r.version,
      stats: r.stats,
      outline: r.content.areas.map((a) => ({ name: a.name, groups: a.groups.map((g) => ({ name: g.name, tasks: g.tasks.map((t) => t.title) })) })),
      searchText: searchTextOf(r.name, r.summary, r.content),
      adoptedVersion: adoption.get(r.id)?.version ?? null,
      updatePending: adoption.get(r.id)?.pending ?? false,
    }));
  });
}

function searchTextOf(name: string, summary: string, content: TemplateContent): string {
  const parts = [name, summary];
  for (const a of content.areas) {
    parts.push(a.name);
    for (const g of a.groups) {
      parts.push(g.name);
      for (const t of g.tasks) parts.push(t.title, t.role);
    }
  }
  return parts.join(" \u2022 ").toLowerCase();
}

async function adoptionsByTemplate(tx: Tx, scope: BrandScope) {
  const rows = await tx
    .select({
      templateId: sopAdoptions.templateId,
      version: sopAdoptions.version,
      pending: sql<boolean>`exists (select 1 from ${sopTemplateUpdates} u where u.adoption_id = ${sopAdoptions.id} and u.status = 'pending')`,
    })
    .from(sopAdoptions)
    .where(eq(sopAdoptions.brandId, scope.brandId));
  return new Map(rows.map((r) => [r.templateId, r]));
}

export type TemplateDetail = {
  id: string;
  type: TemplateType;
  slug: string;
  name: string;
  summary: string;
  version: number;
  changelog: string;
  publishedAt: Date;
  content: TemplateContent;
  stats: TemplateStats;
  versions: { version: number; changelog: string; publishedAt: Date }[];
  adoption: { id: string; version: number; adoptedAt: Date; updatePending: boolean } | null;
};

export async function getTemplate(scope: BrandScope, type: TemplateType, slug: string, tx?: Tx): Promise<TemplateDetail | null> {
  const run = async (t: Tx): Promise<TemplateDetail | null> => {
    const [template] = await t
      .select()
      .from(sopTemplates)
      .where(and(eq(sopTemplates.type, type), eq(sopTemplates.slug, slug)));
    if (!template) return null;
    const versions = await t
      .select({
        version: sopTemplateVersions.version,
        changelog: sopTemplateVersions.changelog,
        publishedAt: sopTemplateVersions.publishedAt,
        content: sopTemplateVersions.content,
        stats: sopTemplateVersions.stats,
      })
      .from(sopTemplateVersions)
      .where(eq(sopTemplateVersions.templateId, template.id))
      .orderBy(desc(sopTemplateVersions.version));
    const current = versions.find((v) => v.version === template.currentVersion) ?? versions[0];
    if (!current) return null;
    const [adoption] = await t
      .select({
        id: sopAdoptions.id,
        version: sopAdoptions.version,
        adoptedAt: sopAdoptions.createdAt,
        updatePending: sql<boolean>`exists (select 1 from ${sopTemplateUpdates} u where u.adoption_id = ${sopAdoptions.id} and u.status = 'pending')`,
      })
      .from(sopAdoptions)
      .where(and(eq(sopAdoptions.brandId, scope.brandId), eq(sopAdoptions.templateId, template.id)));
    return {
      id: template.id,
      type: template.type,
      slug: template.slug,
      name: template.name,
      summary: template.summary,
      version: current.version,
      changelog: current.changelog,
      publishedAt: current.publishedAt,
      content: current.content,
      stats: current.stats,
      versions: versions.map(({ version, changelog, publishedAt }) => ({ version, changelog, publishedAt })),
      adoption: adoption ?? null,
    };
  };
  return tx ? run(tx) : withScope(scope, run);
}

// ---------------------------------------------------------------------------------------------
// The brand's SOPs

export type SopRun = {
  taskId: string;
  title: string;
  status: TaskStatus;
  dueDate: string | null;
  startDate: string;
  createdAt: Date;
  assignee: string | null;
};

export type SopTaskView = {
  id: string;
  taskGroupId: string;
  title: string;
  description: string;
  checklist: string[];
  responsibleRole: string;
  frequency: SopFrequency;
  estimatedMinutes: number;
  dueOffsetDays: number;
  priority: "High" | "Medium" | "Low";
  position: number;
  templateName: string | null;
  /** Spec §3 back-link: the task most recently created from this SOP task. */
  linkedTask: SopRun | null;
  runCount: number;
  /** Most recent first, at most 5. */
  recentRuns: SopRun[];
};

export type SopGroupView = {
  id: string;
  areaId: string;
  name: string;
  description: string;
  position: number;
  templateName: string | null;
  tasks: SopTaskView[];
};

export type SopAreaView = { id: string; name: string; description: string; position: number; groups: SopGroupView[] };

export type AdoptionView = {
  id: string;
  templateId: string;
  type: TemplateType;
  slug: string;
  name: string;
  version: number;
  latestVersion: number;
  adoptedAt: Date;
};

export type UpdateItemView = {
  id: string;
  kind: UpdateItemKind;
  itemKey: string;
  label: string;
  detail: UpdateItemDetail;
  status: UpdateItemStatus;
  decidedAt: Date | null;
};

export type PendingUpdateView = {
  id: string;
  templateName: string;
  templateType: TemplateType;
  templateSlug: string;
  fromVersion: number;
  toVersion: number;
  changelog: string;
  createdAt: Date;
  items: UpdateItemView[];
};

export type SopTree = {
  areas: SopAreaView[];
  adoptions: AdoptionView[];
  pendingUpdates: PendingUpdateView[];
  counts: { areas: number; groups: number; tasks: number };
};

export async function getSopTree(scope: BrandScope): Promise<SopTree> {
  return withScope(scope, async (tx) => {
    const [areas, groups, tasks, runs, adoptions, pendingUpdates] = await Promise.all([
      tx.select().from(sopAreas).where(eq(sopAreas.brandId, scope.brandId)).orderBy(asc(sopAreas.position), asc(sopAreas.createdAt)),
      tx
        .select({ g: sopTaskGroups, templateName: sopTemplates.name })
        .from(sopTaskGroups)
        .leftJoin(sopTemplates, eq(sopTemplates.id, sopTaskGroups.templateId))
        .where(eq(sopTaskGroups.brandId, scope.brandId))
        .orderBy(asc(sopTaskGroups.position), asc(sopTaskGroups.createdAt)),
      tx
        .select({ t: sopTasks, templateName: sopTemplates.name })
        .from(sopTasks)
        .leftJoin(sopTemplates, eq(sopTemplates.id, sopTasks.templateId))
        .where(eq(sopTasks.brandId, scope.brandId))
        .orderBy(asc(sopTasks.position), asc(sopTasks.createdAt)),
      listRuns(tx, scope),
      listAdoptions(tx, scope),
      listPendingUpdates(tx, scope),
    ]);
    const runsByTask = groupBy(runs, (r) => r.sopTaskId);
    const tasksByGroup = groupBy(tasks, (t) => t.t.taskGroupId);
    const groupsByArea = groupBy(groups, (g) => g.g.areaId);
    const view: SopAreaView[] = areas.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      position: a.position,
      groups: (groupsByArea.get(a.id) ?? []).map(({ g, templateName }) => ({
        id: g.id,
        areaId: g.areaId,
        name: g.name,
        description: g.description,
        position: g.position,
        templateName,
        tasks: (tasksByGroup.get(g.id) ?? []).map(({ t, templateName: tn }) => toTaskView(t, tn, runsByTask.get(t.id) ?? [])),
      })),
    }));
    return {
      areas: view,
      adoptions,
      pendingUpdates,
      counts: { areas: areas.length, groups: groups.length, tasks: tasks.length },
    };
  });
}

type RunRow = SopRun & { sopTaskId: string };

async function listRuns(tx: Tx, scope: BrandScope, sopTaskIds?: string[]): Promise<RunRow[]> {
  if (sopTaskIds && sopTaskIds.length === 0) return [];
  return tx
    .select({
      sopTaskId: sopTaskRuns.sopTaskId,
      taskId: foundationalTasks.id,
      title: foundationalTasks.title,
      status: foundationalTasks.status,
      dueDate: foundationalTasks.dueDate,
      startDate: sopTaskRuns.startDate,
      createdAt: sopTaskRuns.createdAt,
      assignee: growthSquad.name,
    })
    .from(sopTaskRuns)
    .innerJoin(foundationalTasks, eq(foundationalTasks.id, sopTaskRuns.foundationalTaskId))
    .leftJoin(growthSquad, eq(growthSquad.id, foundationalTasks.assignedTo))
    .where(
      and(
        eq(sopTaskRuns.brandId, scope.brandId),
        sopTaskIds ? inArray(sopTaskRuns.sopTaskId, sopTaskIds) : undefined,
      ),
    )
    .orderBy(desc(sopTaskRuns.createdAt));
}

function toTaskView(t: typeof sopTasks.$inferSelect, templateName: string | null, runs: RunRow[]): SopTaskView {
  const strip = ({ sopTaskId: _s, ...r }: RunRow): SopRun => r;
  const linked = t.foundationalTaskId ? runs.find((r) => r.taskId === t.foundationalTaskId) : undefined;
  return {
    id: t.id,
    taskGroupId: t.taskGroupId,
    title: t.title,
    description: t.description,
    checklist: t.checklist,
    responsibleRole: t.responsibleRole,
    frequency: t.frequency,
    estimatedMinutes: t.estimatedMinutes,
    dueOffsetDays: t.dueOffsetDays,
    priority: t.priority,
    position: t.position,
    templateName,
    linkedTask: linked ? strip(linked) : null,
    runCount: runs.length,
    recentRuns: runs.slice(0, 5).map(strip),
  };
}

function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

async function listAdoptions(tx: Tx, scope: BrandScope): Promise<AdoptionView[]> {
  return tx
    .select({
      id: sopAdoptions.id,
      templateId: sopAdoptions.templateId,
      type: sopTemplates.type,
      slug: sopTemplates.slug,
      name: sopTemplates.name,
      version: sopAdoptions.version,
      latestVersion: sopTemplates.currentVersion,
      adoptedAt: sopAdoptions.createdAt,
    })
    .from(sopAdoptions)
    .innerJoin(sopTemplates, eq(sopTemplates.id, sopAdoptions.templateId))
    .where(eq(sopAdoptions.brandId, scope.brandId))
    .orderBy(asc(sopTemplates.name));
}

export async function listPendingUpdates(tx: Tx, scope: BrandScope): Promise<PendingUpdateView[]> {
  const updates = await tx
    .select({
      id: sopTemplateUpdates.id,
      templateId: sopAdoptions.templateId,
      templateName: sopTemplates.name,
      templateType: sopTemplates.type,
      templateSlug: sopTemplates.slug,
      fromVersion: sopTemplateUpdates.fromVersion,
      toVersion: sopTemplateUpdates.toVersion,
      createdAt: sopTemplateUpdates.createdAt,
    })
    .from(sopTemplateUpdates)
    .innerJoin(sopAdoptions, eq(sopAdoptions.id, sopTemplateUpdates.adoptionId))
    .innerJoin(sopTemplates, eq(sopTemplates.id, sopAdoptions.templateId))
    .where(and(eq(sopTemplateUpdates.brandId, scope.brandId), eq(sopTemplateUpdates.status, "pending")))
    .orderBy(desc(sopTemplateUpdates.createdAt));
  if (!updates.length) return [];
  const [items, changelogs] = await Promise.all([
    tx
      .select()
      .from(sopTemplateUpdateItems)
      .where(
        and(
          eq(sopTemplateUpdateItems.brandId, scope.brandId),
          inArray(
            sopTemplateUpdateItems.updateId,
            updates.map((u) => u.id),
          ),
        ),
      )
      .orderBy(asc(sopTemplateUpdateItems.position)),
    tx
      .select({ templateId: sopTemplateVersions.templateId, version: sopTemplateVersions.version, changelog: sopTemplateVersions.changelog })
      .from(sopTemplateVersions)
      .where(
        inArray(
          sopTemplateVersions.templateId,
          updates.map((u) => u.templateId),
        ),
      ),
  ]);
  const itemsBy = groupBy(items, (i) => i.updateId);
  return updates.map(({ templateId, ...u }) => ({
    ...u,
    // Every version's notes between the followed version and the proposed one, newest first.
    changelog: changelogs
      .filter((c) => c.templateId === templateId && c.version > u.fromVersion && c.version <= u.toVersion)
      .sort((a, b) => b.version - a.version)
      .map((c) => (c.changelog ? `v${c.version}: ${c.changelog}` : ""))
      .filter(Boolean)
      .join("\n"),
    items: (itemsBy.get(u.id) ?? []).map((i) => ({
      id: i.id,
      kind: i.kind,
      itemKey: i.itemKey,
      label: i.label,
      detail: i.detail,
      status: i.status,
      decidedAt: i.decidedAt,
    })),
  }));
}

export async function countPendingUpdates(scope: BrandScope): Promise<number> {
  return withScope(scope, async (tx) => {
    const [r] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sopTemplateUpdates)
      .where(and(eq(sopTemplateUpdates.brandId, scope.brandId), eq(sopTemplateUpdates.status, "pending")));
    return r?.n ?? 0;
  });
}

export type RoleAssignee = { role: string; squadMemberId: string };

export async function listRoleAssignees(tx: Tx, scope: BrandScope): Promise<RoleAssignee[]> {
  return tx
    .select({ role: sopRoleAssignees.role, squadMemberId: sopRoleAssignees.squadMemberId })
    .from(sopRoleAssignees)
    .where(eq(sopRoleAssignees.brandId, scope.brandId));
}

export async function getRoleAssignees(scope: BrandScope): Promise<RoleAssignee[]> {
  return withScope(scope, (tx) => listRoleAssignees(tx, scope));
}

/** Remembers who does a role in this brand (the assign form's default next time). */
export async function saveRoleAssignees(tx: Tx, scope: BrandScope, pairs: readonly RoleAssignee[]): Promise<void> {
  const unique = new Map<string, string>();
  for (const p of pairs) if (normaliseRole(p.role)) unique.set(normaliseRole(p.role), p.squadMemberId);
  if (!unique.size) return;
  await tx
    .insert(sopRoleAssignees)
    .values([...unique].map(([role, squadMemberId]) => ({ brandId: scope.brandId, role, squadMemberId })))
    .onConflictDoUpdate({
      target: [sopRoleAssignees.brandId, sopRoleAssignees.role],
      set: { squadMemberId: sql`excluded.squad_member_id`, updatedAt: new Date() },
    });
}

export async function setRoleAssignee(scope: BrandScope, data: z.output<typeof setRoleAssigneeInput>): Promise<void> {
  await withScope(scope, async (tx) => {
    const role = normaliseRole(data.role);
    if (!data.squadMemberId) {
      await tx.delete(sopRoleAssignees).where(and(eq(sopRoleAssignees.brandId, scope.brandId), eq(sopRoleAssignees.role, role)));
    } else {
      await assertInBrand(tx, scope, growthSquad, [data.squadMemberId]);
      await saveRoleAssignees(tx, scope, [{ role, squadMemberId: data.squadMemberId }]);
    }
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "set_sop_role_assignee",
      userAction: `Set the default assignee of the role "${data.role}"`,
      payload: { role, squadMemberId: data.squadMemberId },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Editing

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

/** Brand and user always come from the scope, whatever the entry says. */
function logEdit(tx: Tx, scope: BrandScope, entry: Omit<ActivityEntry, "brandId" | "userId">): Promise<void> {
  return logActivity(tx, { ...entry, brandId: scope.brandId, userId: scope.userId });
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
    await logEdit(tx, scope, { actionType: "create_sop_area", userAction: `Created the SOP area "${data.name}"`, payload: { areaId: a!.id, name: data.name } });
    return a!;
  });
}

export async function updateArea(scope: BrandScope, data: z.output<typeof updateAreaInput>): Promise<void> {
  await withScope(scope, async (tx) => {
    await getArea(tx, scope, data.id);
    await tx.update(sopAreas).set({ name: data.name, description: data.description }).where(ownRow(sopAreas, scope, data.id));
    await logEdit(tx, scope, { actionType: "update_sop_area", userAction: `Updated the SOP area "${data.name}"`, payload: { areaId: data.id, name: data.name } });
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
    await logEdit(tx, scope, {
      actionType: "create_sop_task_group",
      userAction: `Created the task group "${data.name}" in ${area.name}`,
      payload: { taskGroupId: g!.id, areaId: area.id, name: data.name },
    });
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
    await logEdit(tx, scope, { actionType: "update_sop_task_group", userAction: `Updated the task group "${data.name}"`, payload: { taskGroupId: data.id, name: data.name } });
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
    await logEdit(tx, scope, {
      actionType: "create_sop_task",
      userAction: `Created the SOP task "${data.title}" in ${group.name}`,
      payload: { sopTaskId: t!.id, taskGroupId: group.id, title: data.title },
    });
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
    await logEdit(tx, scope, { actionType: "update_sop_task", userAction: `Updated the SOP task "${data.title}"`, payload: { sopTaskId: data.id, title: data.title } });
  });
}

/** Deleting an area or group deletes what is inside it; tasks already created from SOP tasks stay. */
export async function deleteSopItem(scope: BrandScope, data: z.output<typeof deleteSopItemInput>): Promise<void> {
  await withScope(scope, async (tx) => {
    const { table, label, noun, action } = SOP_ITEMS[data.kind];
    const { name } = found(await tx.select({ name: label }).from(table).where(ownRow(table, scope, data.id)));
    await tx.delete(table).where(ownRow(table, scope, data.id));
    await logEdit(tx, scope, { actionType: `delete_sop_${action}`, userAction: `Deleted the ${noun} "${name}"`, payload: { id: data.id, name } });
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
    await logEdit(tx, scope, {
      actionType: "reorder_sops",
      userAction: `Moved ${article} ${noun} ${data.direction}`,
      payload: { kind: data.kind, id: data.id, direction: data.direction },
    });
  });
}
