/**
 * Assigning SOP tasks: the form's context (tasks, squad, sprints, defaults, open-task warnings)
 * and the assignment itself — foundational tasks inserted, then each SOP task's back-link and
 * history written (spec §7 order), all in one transaction: any failure leaves no task behind.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { foundationalTasks, growthSprints, growthSquad, sopAreas, sopTaskGroups, sopTaskRuns, sopTasks, sopTemplates, type TaskStatus } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { logActivity } from "@/lib/activity";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { insertTasks, listSprints } from "@/modules/tasks/queries";
import { listGrowthSquad, type SquadMember } from "@/modules/squad/queries";
import { today as currentDay } from "@/lib/calendar-day";
import { pickCurrentSprint } from "@/modules/tasks/sprint-rule";
import type { z } from "zod";
import type { assignSopTasksInput, assignSourceInput } from "./inputs";
import { OPEN_STATUSES } from "@/lib/task-status";
import { getTemplate } from "./queries/library";
import { listRoleAssignees, saveRoleAssignees } from "./queries/sop-tree";
import { defaultAssigneeFor, difficultyForEffort, dueDateFor, normaliseRole } from "./schedule";

type Source = z.output<typeof assignSourceInput>;

type OpenTaskRef = { id: string; title: string; status: TaskStatus; dueDate: string | null };

export type AssignTaskRow = {
  id: string;
  title: string;
  description: string;
  checklist: string[];
  responsibleRole: string;
  frequency: (typeof sopTasks.$inferSelect)["frequency"];
  estimatedMinutes: number;
  dueOffsetDays: number;
  priority: "High" | "Medium" | "Low";
  defaultAssignee: string | null;
  openTask: OpenTaskRef | null;
};

export type AssignGroup = { id: string; name: string; areaName: string; tasks: AssignTaskRow[] };

export type AssignSprint = { id: string; name: string; startDate: string; endDate: string; status: string };

export type AssignContext = {
  source: Source;
  /** What is being assigned, e.g. "SEO" or "Catalogue SEO" or "E-commerce". */
  label: string;
  kindLabel: string;
  backHref: string;
  /** Template sources only: null once adopted (the tasks come from the brand's copy). */
  notAdopted: { name: string; version: number; tasks: number } | null;
  groups: AssignGroup[];
  squad: SquadMember[];
  sprints: AssignSprint[];
  currentSprintId: string | null;
  today: string;
};

async function resolveSource(tx: Tx, scope: BrandScope, source: Source) {
  if (source.kind === "area") {
    const [area] = await tx.select().from(sopAreas).where(and(eq(sopAreas.id, source.areaId), eq(sopAreas.brandId, scope.brandId)));
    if (!area) throw new NotFoundError();
    return { label: area.name, kindLabel: "Area", backHref: "/sops", where: eq(sopTaskGroups.areaId, area.id), templateId: null, notAdopted: null };
  }
  if (source.kind === "group") {
    const [group] = await tx
      .select()
      .from(sopTaskGroups)
      .where(and(eq(sopTaskGroups.id, source.taskGroupId), eq(sopTaskGroups.brandId, scope.brandId)));
    if (!group) throw new NotFoundError();
    return { label: group.name, kindLabel: "Task group", backHref: "/sops", where: eq(sopTaskGroups.id, group.id), templateId: null, notAdopted: null };
  }
  const template = await getTemplate(scope, source.type, source.slug, tx);
  if (!template) throw new NotFoundError();
  return {
    label: template.name,
    kindLabel: source.type === "industry" ? "Industry template" : "Use-case template",
    backHref: `/template/${template.type}/${template.slug}`,
    where: eq(sopTasks.templateId, template.id),
    templateId: template.id,
    notAdopted: template.adoption ? null : { name: template.name, version: template.version, tasks: template.stats.tasks },
  };
}

async function selectSourceTasks(tx: Tx, scope: BrandScope, where: SQL | undefined) {
  return tx
    .select({
      t: sopTasks,
      groupId: sopTaskGroups.id,
      groupName: sopTaskGroups.name,
      areaName: sopAreas.name,
      templateName: sopTemplates.name,
    })
    .from(sopTasks)
    .innerJoin(sopTaskGroups, eq(sopTaskGroups.id, sopTasks.taskGroupId))
    .innerJoin(sopAreas, eq(sopAreas.id, sopTaskGroups.areaId))
    .leftJoin(sopTemplates, eq(sopTemplates.id, sopTasks.templateId))
    .where(and(eq(sopTasks.brandId, scope.brandId), where))
    .orderBy(asc(sopAreas.position), asc(sopTaskGroups.position), asc(sopTasks.position), asc(sopTasks.createdAt));
}

/** The open task (pending, in progress or blocked) each SOP task's back-link points at, if any. */
async function openTasksFor(tx: Tx, scope: BrandScope, linkIds: string[]): Promise<Map<string, OpenTaskRef>> {
  if (!linkIds.length) return new Map();
  const rows = await tx
    .select({ id: foundationalTasks.id, title: foundationalTasks.title, status: foundationalTasks.status, dueDate: foundationalTasks.dueDate })
    .from(foundationalTasks)
    .where(
      and(
        eq(foundationalTasks.brandId, scope.brandId),
        inArray(foundationalTasks.id, linkIds),
        inArray(foundationalTasks.status, [...OPEN_STATUSES]),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function getAssignContext(scope: BrandScope, source: Source, today = currentDay()): Promise<AssignContext> {
  return withScope(scope, async (tx) => {
    const src = await resolveSource(tx, scope, source);
    const [rows, squad, sprints, roleMapRows] = await Promise.all([
      src.notAdopted ? Promise.resolve([]) : selectSourceTasks(tx, scope, src.where),
      listGrowthSquad(scope, tx),
      listSprints(scope, tx),
      listRoleAssignees(tx, scope),
    ]);
    const roleMap = new Map(roleMapRows.map((r) => [r.role, r.squadMemberId]));
    const open = await openTasksFor(
      tx,
      scope,
      rows.map((r) => r.t.foundationalTaskId).filter((v): v is string => !!v),
    );
    const groups: AssignGroup[] = [];
    for (const r of rows) {
      let g = groups.find((x) => x.id === r.groupId);
      if (!g) {
        g = { id: r.groupId, name: r.groupName, areaName: r.areaName, tasks: [] };
        groups.push(g);
      }
      g.tasks.push({
        id: r.t.id,
        title: r.t.title,
        description: r.t.description,
        checklist: r.t.checklist,
        responsibleRole: r.t.responsibleRole,
        frequency: r.t.frequency,
        estimatedMinutes: r.t.estimatedMinutes,
        dueOffsetDays: r.t.dueOffsetDays,
        priority: r.t.priority,
        defaultAssignee: defaultAssigneeFor(r.t.responsibleRole, squad, roleMap, scope.userId),
        openTask: r.t.foundationalTaskId ? (open.get(r.t.foundationalTaskId) ?? null) : null,
      });
    }
    const current = pickCurrentSprint(sprints, today);
    return {
      source,
      label: src.label,
      kindLabel: src.kindLabel,
      backHref: src.backHref,
      notAdopted: src.notAdopted,
      groups,
      squad,
      sprints: sprints
        .filter((s) => s.status !== "closed" || s.id === current?.id)
        .map(({ id, name, startDate, endDate, status }) => ({ id, name, startDate, endDate, status })),
      currentSprintId: current?.id ?? null,
      today,
    };
  });
}

export type AssignResult =
  | { status: "needs_confirmation"; open: { sopTaskId: string; title: string; task: OpenTaskRef }[] }
  | { status: "created"; count: number; taskIds: string[] };

export async function assignSopTasks(scope: BrandScope, data: z.output<typeof assignSopTasksInput>): Promise<AssignResult> {
  return withScope(scope, async (tx) => {
    const src = await resolveSource(tx, scope, data.source);
    if (src.notAdopted) throw new ActionError(`Adopt ${src.notAdopted.name} for this brand before assigning its tasks.`);
    const wanted = data.items.map((i) => i.sopTaskId);
    const rows = await selectSourceTasks(tx, scope, and(src.where, inArray(sopTasks.id, wanted)));
    // Every picked SOP task must belong to this brand and to the area/group/template being assigned.
    if (rows.length !== wanted.length) throw new NotFoundError();
    const byId = new Map(rows.map((r) => [r.t.id, r]));

    const open = await openTasksFor(
      tx,
      scope,
      rows.map((r) => r.t.foundationalTaskId).filter((v): v is string => !!v),
    );
    const reassigned = rows
      .filter((r) => r.t.foundationalTaskId && open.has(r.t.foundationalTaskId))
      .map((r) => ({ sopTaskId: r.t.id, title: r.t.title, task: open.get(r.t.foundationalTaskId!)! }));
    if (reassigned.length && !data.confirmReassign) return { status: "needs_confirmation", open: reassigned };

    // Assignees and the sprint must be this brand's; another brand's ids answer "not found".
    const memberIds = [...new Set(data.items.map((i) => i.assignedTo))];
    const members = await tx
      .select({ id: growthSquad.id })
      .from(growthSquad)
      .where(and(eq(growthSquad.brandId, scope.brandId), inArray(growthSquad.id, memberIds)));
    if (members.length !== memberIds.length) throw new NotFoundError();
    if (data.sprintId) {
      const [sprint] = await tx
        .select({ id: growthSprints.id })
        .from(growthSprints)
        .where(and(eq(growthSprints.id, data.sprintId), eq(growthSprints.brandId, scope.brandId)));
      if (!sprint) throw new NotFoundError();
    }

    const isTemplate = data.source.kind === "template";
    const sourceType = isTemplate ? "template" : "sop";
    const items = data.items.map((i) => ({ item: i, row: byId.get(i.sopTaskId)! }));
    const created = await insertTasks(
      tx,
      scope,
      items.map(({ item, row }) => ({
        title: row.t.title,
        description: taskDescription(row.t.description, row.t.checklist),
        priority: row.t.priority,
        difficulty: difficultyForEffort(row.t.estimatedMinutes),
        assignedTo: item.assignedTo,
        sprintId: data.sprintId,
        dueDate: dueDateFor(data.startDate, row.t.dueOffsetDays),
        sourceType,
        sourceData: {
          task_type: sourceType,
          sprint_id: data.sprintId,
          sop_task_id: row.t.id,
          ...(row.templateName ? { template_name: row.templateName } : {}),
        },
      })),
    );
    if (created.length !== items.length) throw new Error("insertTasks returned a different number of tasks");

    // Spec §7: after the insert, write each SOP task's back-link to the task created from it.
    for (const [i, { row }] of items.entries()) {
      const task = created[i]!;
      await tx
        .update(sopTasks)
        .set({ foundationalTaskId: task.id })
        .where(and(eq(sopTasks.id, row.t.id), eq(sopTasks.brandId, scope.brandId)));
    }
    await tx.insert(sopTaskRuns).values(
      items.map(({ row }, i) => ({
        brandId: scope.brandId,
        sopTaskId: row.t.id,
        foundationalTaskId: created[i]!.id,
        startDate: data.startDate,
        createdBy: scope.userId,
      })),
    );
    await saveRoleAssignees(
      tx,
      scope,
      items.filter(({ row }) => normaliseRole(row.t.responsibleRole)).map(({ item, row }) => ({ role: row.t.responsibleRole, squadMemberId: item.assignedTo })),
    );
    await logActivity(tx, {
      brandId: scope.brandId,
      userId: scope.userId,
      actionType: "assign_sop_tasks",
      userAction: `Assigned ${items.length} task${items.length === 1 ? "" : "s"} from ${src.kindLabel.toLowerCase()} "${src.label}"`,
      payload: {
        source: data.source,
        sprintId: data.sprintId,
        startDate: data.startDate,
        taskIds: created.map((t) => t.id),
        sopTaskIds: items.map(({ row }) => row.t.id),
        reassigned: reassigned.map((r) => r.sopTaskId),
      },
    });
    return { status: "created", count: created.length, taskIds: created.map((t) => t.id) };
  });
}

/** The task carries the SOP's steps so the assignee can work from the task alone. */
function taskDescription(description: string, checklist: readonly string[]): string {
  const steps = checklist.map((s) => `- [ ] ${s}`).join("\n");
  return [description.trim(), steps].filter(Boolean).join("\n\n");
}
