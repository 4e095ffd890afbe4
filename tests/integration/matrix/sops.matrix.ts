import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  sopAdoptions,
  sopAreas,
  sopTaskGroups,
  sopTasks,
  sopTemplateUpdateItems,
  sopTemplateUpdates,
  sopTemplateVersions,
  sopTemplates,
  type TemplateContent,
} from "@/db/schema";
import * as sops from "@/modules/sops/actions";
import { diffTemplateContent } from "@/modules/sops/diff";
import { hoursToMinutes } from "@/modules/sops/schedule";
import { today } from "@/lib/calendar-day";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";
import { publish, testTemplate } from "../sops/helpers";
import { sprintInA } from "./fixtures";

// SOPs are everyday work, not brand administration: members edit them like owners, viewers only look.
const editors = ["member", "owner"] as const;
// Inputs that name no row of brand A (shared library templates): the outsider acts in their own brand B.
const anyEditor = ["member", "owner", "outsider"] as const;

const short = () => randomUUID().slice(0, 8);

type Tree = { areaId: string; groupId: string; taskId: string; secondTaskId: string };

/** One area of brand A with a group of two SOP tasks. */
async function treeInA(w: MatrixWorld): Promise<Tree> {
  const db = getDb();
  const [area] = await db.insert(sopAreas).values({ brandId: w.a.id, name: `Matrix area ${short()}` }).returning({ id: sopAreas.id });
  const [group] = await db
    .insert(sopTaskGroups)
    .values({ brandId: w.a.id, areaId: area!.id, name: "Matrix group" })
    .returning({ id: sopTaskGroups.id });
  const tasks = await db
    .insert(sopTasks)
    .values([
      { brandId: w.a.id, taskGroupId: group!.id, title: "Matrix SOP task", responsibleRole: "Copywriter", checklist: ["Draft", "Review"], position: 0 },
      { brandId: w.a.id, taskGroupId: group!.id, title: "Second matrix SOP task", estimatedMinutes: 30, dueOffsetDays: 2, position: 1 },
    ])
    .returning({ id: sopTasks.id });
  return { areaId: area!.id, groupId: group!.id, taskId: tasks[0]!.id, secondTaskId: tasks[1]!.id };
}

const UPDATE_SLUG = "matrix-template-update";
let published: Promise<{ templateId: string; v1: TemplateContent; v2: TemplateContent }> | undefined;

/**
 * A library template with two published versions, published once before any brand adopts it (so
 * publishing proposes nothing); each world's brand A then follows version 1 with a pending update.
 */
function templateWithTwoVersions() {
  published ??= (async () => {
    const v1 = testTemplate(UPDATE_SLUG);
    const v2 = testTemplate(UPDATE_SLUG);
    v2.version = 2;
    v2.changelog = "Longer crawls, urgent reports.";
    v2.areas[0]!.groups[0]!.tasks[0]!.effortHours = 2;
    v2.areas[1]!.groups[0]!.tasks[0]!.priority = "High";
    await publish(v1);
    await publish(v2);
    const [t] = await getDb().select({ id: sopTemplates.id }).from(sopTemplates).where(and(eq(sopTemplates.type, "usecase"), eq(sopTemplates.slug, UPDATE_SLUG)));
    const versions = await getDb()
      .select({ version: sopTemplateVersions.version, content: sopTemplateVersions.content })
      .from(sopTemplateVersions)
      .where(eq(sopTemplateVersions.templateId, t!.id));
    const content = (v: number) => versions.find((r) => r.version === v)!.content;
    return { templateId: t!.id, v1: content(1), v2: content(2) };
  })();
  return published;
}

/** Brand A adopted version 1 (its SOP copy included) and has version 2 proposed, item by item. */
async function pendingUpdateInA(w: MatrixWorld): Promise<{ updateId: string; itemId: string }> {
  const { templateId, v1, v2 } = await templateWithTwoVersions();
  const db = getDb();
  const [adoption] = await db
    .insert(sopAdoptions)
    .values({ brandId: w.a.id, templateId, version: 1, adoptedBy: w.a.owner.id })
    .returning({ id: sopAdoptions.id });
  for (const [ai, area] of v1.areas.entries()) {
    const [a] = await db.insert(sopAreas).values({ brandId: w.a.id, name: area.name, description: area.description, position: ai }).returning({ id: sopAreas.id });
    for (const [gi, group] of area.groups.entries()) {
      const [g] = await db
        .insert(sopTaskGroups)
        .values({ brandId: w.a.id, areaId: a!.id, name: group.name, description: group.description, position: gi, templateId, templateKey: group.key })
        .returning({ id: sopTaskGroups.id });
      await db.insert(sopTasks).values(
        group.tasks.map((t, ti) => ({
          brandId: w.a.id,
          taskGroupId: g!.id,
          title: t.title,
          description: t.description,
          checklist: t.checklist,
          responsibleRole: t.role,
          frequency: t.frequency,
          estimatedMinutes: hoursToMinutes(t.effortHours),
          dueOffsetDays: t.offsetDays,
          priority: t.priority,
          position: ti,
          templateId,
          templateKey: t.key,
        })),
      );
    }
  }
  const [update] = await db
    .insert(sopTemplateUpdates)
    .values({ brandId: w.a.id, adoptionId: adoption!.id, fromVersion: 1, toVersion: 2 })
    .returning({ id: sopTemplateUpdates.id });
  const items = await db
    .insert(sopTemplateUpdateItems)
    .values(diffTemplateContent(v1, v2).map((item, position) => ({ ...item, brandId: w.a.id, updateId: update!.id, position })))
    .returning({ id: sopTemplateUpdateItems.id });
  return { updateId: update!.id, itemId: items[0]!.id };
}

const taskFields = {
  title: "Matrix SOP task",
  description: "Steps",
  checklist: ["One", "Two"],
  responsibleRole: "SEO Specialist",
  frequency: "monthly",
  estimatedMinutes: 45,
  dueOffsetDays: 3,
  priority: "High",
};

export default defineMatrix([
  { action: "createSopArea", call: sops.createSopAreaAction, allow: anyEditor, input: () => ({ name: `Matrix area ${short()}`, description: "Matrix" }) },
  {
    action: "updateSopArea",
    call: sops.updateSopAreaAction,
    allow: editors,
    input: async (w) => ({ id: (await treeInA(w)).areaId, name: `Renamed area ${short()}`, description: "Renamed" }),
  },
  {
    action: "createSopTaskGroup",
    call: sops.createSopTaskGroupAction,
    allow: editors,
    input: async (w) => ({ areaId: (await treeInA(w)).areaId, name: "Matrix new group" }),
  },
  {
    // Moving the group to another area of brand A as well.
    action: "updateSopTaskGroup",
    call: sops.updateSopTaskGroupAction,
    allow: editors,
    input: async (w) => {
      const [from, to] = [await treeInA(w), await treeInA(w)];
      return { id: from.groupId, areaId: to.areaId, name: "Renamed group" };
    },
  },
  {
    action: "createSopTask",
    call: sops.createSopTaskAction,
    allow: editors,
    input: async (w) => ({ ...taskFields, taskGroupId: (await treeInA(w)).groupId }),
  },
  {
    action: "updateSopTask",
    call: sops.updateSopTaskAction,
    allow: editors,
    input: async (w) => {
      const [from, to] = [await treeInA(w), await treeInA(w)];
      return { ...taskFields, id: from.taskId, taskGroupId: to.groupId, title: "Renamed SOP task" };
    },
  },
  { action: "deleteSopItem", call: sops.deleteSopItemAction, allow: editors, input: async (w) => ({ kind: "group", id: (await treeInA(w)).groupId }) },
  { action: "moveSopItem", call: sops.moveSopItemAction, allow: editors, input: async (w) => ({ kind: "task", id: (await treeInA(w)).taskId, direction: "down" }) },
  { action: "adoptTemplate", call: sops.adoptTemplateAction, allow: anyEditor, input: () => ({ type: "industry", slug: "saas" }) },
  {
    action: "assignSopTasks",
    call: sops.assignSopTasksAction,
    allow: editors,
    input: async (w) => {
      const tree = await treeInA(w);
      return {
        source: { kind: "group", taskGroupId: tree.groupId },
        sprintId: await sprintInA(w),
        startDate: today(),
        items: [
          { sopTaskId: tree.taskId, assignedTo: w.a.squadMemberId },
          { sopTaskId: tree.secondTaskId, assignedTo: w.a.squadMemberId },
        ],
      };
    },
  },
  {
    action: "decideTemplateUpdateItem",
    call: sops.decideTemplateUpdateItemAction,
    allow: editors,
    input: async (w) => ({ itemId: (await pendingUpdateInA(w)).itemId, decision: "accept" }),
  },
  {
    action: "decideTemplateUpdate",
    call: sops.decideTemplateUpdateAction,
    allow: editors,
    input: async (w) => ({ updateId: (await pendingUpdateInA(w)).updateId, decision: "accept" }),
  },
  {
    action: "setSopRoleAssignee",
    call: sops.setSopRoleAssigneeAction,
    allow: editors,
    input: (w) => ({ role: "Copywriter", squadMemberId: w.a.squadMemberId }),
  },
]);
