/**
 * The brand's SOPs as the pages read them (areas → task groups → SOP tasks with their runs, adoptions,
 * pending template updates) and who does each role. Every function takes the BrandScope first, filters by
 * scope.brandId and runs through withScope (RLS armed).
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
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
  type TemplateType,
  type UpdateItemDetail,
  type UpdateItemKind,
  type UpdateItemStatus,
} from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { assertInBrand, withScope, type BrandScope } from "@/lib/brand-scope";
import type { z } from "zod";
import type { setRoleAssigneeInput } from "../inputs";
import { normaliseRole } from "../schedule";

type SopRun = {
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

async function listPendingUpdates(tx: Tx, scope: BrandScope): Promise<PendingUpdateView[]> {
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
    await logScopeActivity(tx, scope, "set_sop_role_assignee", `Set the default assignee of the role "${data.role}"`, { role, squadMemberId: data.squadMemberId });
  });
}
