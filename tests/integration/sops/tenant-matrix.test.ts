/**
 * The cross-tenant matrix of the SOPs module: every SOP action, called by the owner of brand B,
 * (1) aimed at brand A through an explicit brandId and (2) given ids of brand A's rows while acting
 * in brand B, answers "not found" and leaves brand A exactly as it was.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sopAreas, sopTaskGroups, sopTasks, sopTemplateUpdateItems, sopTemplateUpdates } from "@/db/schema";
import { NOT_FOUND_MESSAGE, actionRegistry } from "@/lib/action";
import type { AuthUser } from "@/lib/auth/types";
import { createBrand, createSquadMember, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { createCurrentSprint, day, ok, publish, selectBrand, testTemplate } from "./helpers";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/sops/actions");
type ActionFn = (raw: Record<string, unknown>) => Promise<{ ok: true; data: unknown } | { ok: false; error: string }>;
const call = (name: string, input: Record<string, unknown>) => (actions as unknown as Record<string, ActionFn>)[name]!(input);

const SLUG = "test-matrix";
const SOP_TABLES = [
  "sop_areas",
  "sop_task_groups",
  "sop_tasks",
  "sop_task_runs",
  "sop_role_assignees",
  "sop_adoptions",
  "sop_template_updates",
  "sop_template_update_items",
  "foundational_tasks",
  "activity_logs",
];

async function snapshot(brandId: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of SOP_TABLES) {
    out[t] = await getDb().execute(sql`select * from ${sql.identifier(t)} where brand_id = ${brandId}::uuid order by 1, 2`);
  }
  return out;
}

type Ids = { brand: string; member: string; sprint: string; area: string; group: string; task: string; update: string; item: string };

let A: Ids;
let B: Ids;
let before: Record<string, unknown[]>;
let mallory: AuthUser;

async function seed(user: AuthUser, name: string): Promise<Omit<Ids, "update" | "item">> {
  const brand = await createBrand(user, name);
  const member = await createSquadMember(brand.id, `${name} member`, user);
  const sprint = await createCurrentSprint(brand.id);
  await selectBrand(user.id, brand.id);
  actAs(user);
  ok(await actions.adoptTemplateAction({ type: "usecase", slug: SLUG }));
  const area = ok(await actions.createSopAreaAction({ name: `${name} area` }));
  const group = ok(await actions.createSopTaskGroupAction({ areaId: area.id, name: "Group" }));
  const task = ok(
    await actions.createSopTaskAction({ taskGroupId: group.id, title: "Task", estimatedMinutes: 30, dueOffsetDays: 1, responsibleRole: "Copywriter" }),
  );
  ok(await actions.createSopTaskAction({ taskGroupId: group.id, title: "Second task", estimatedMinutes: 30, dueOffsetDays: 2 }));
  ok(
    await actions.assignSopTasksAction({
      source: { kind: "group", taskGroupId: group.id },
      sprintId: sprint.id,
      startDate: day(0),
      items: [{ sopTaskId: task.id, assignedTo: member.id }],
    }),
  );
  return { brand: brand.id, member: member.id, sprint: sprint.id, area: area.id, group: group.id, task: task.id };
}

async function updateIds(brandId: string): Promise<{ update: string; item: string }> {
  const [u] = await getDb().select().from(sopTemplateUpdates).where(and(eq(sopTemplateUpdates.brandId, brandId), eq(sopTemplateUpdates.status, "pending")));
  const [i] = await getDb().select().from(sopTemplateUpdateItems).where(eq(sopTemplateUpdateItems.updateId, u!.id));
  return { update: u!.id, item: i!.id };
}

/** A valid input of each action in brand B (so only the brand differs in the brandId case). */
const ownInput = (b: Ids): Record<string, Record<string, unknown>> => ({
  createSopAreaAction: { name: "New area" },
  updateSopAreaAction: { id: b.area, name: "Renamed" },
  createSopTaskGroupAction: { areaId: b.area, name: "New group" },
  updateSopTaskGroupAction: { id: b.group, areaId: b.area, name: "Renamed" },
  createSopTaskAction: { taskGroupId: b.group, title: "New task", estimatedMinutes: 60, dueOffsetDays: 0 },
  updateSopTaskAction: { id: b.task, taskGroupId: b.group, title: "Renamed", estimatedMinutes: 60, dueOffsetDays: 0 },
  deleteSopItemAction: { kind: "task", id: b.task },
  moveSopItemAction: { kind: "task", id: b.task, direction: "down" },
  adoptTemplateAction: { type: "industry", slug: "saas" },
  assignSopTasksAction: {
    source: { kind: "group", taskGroupId: b.group },
    sprintId: b.sprint,
    startDate: day(0),
    items: [{ sopTaskId: b.task, assignedTo: b.member }],
    confirmReassign: true,
  },
  decideTemplateUpdateItemAction: { itemId: b.item, decision: "accept" },
  decideTemplateUpdateAction: { updateId: b.update, decision: "dismiss" },
  setSopRoleAssigneeAction: { role: "Copywriter", squadMemberId: b.member },
});

/** Inputs acting in brand B that point at brand A's rows. */
const foreignInputs = (a: Ids, b: Ids): [string, Record<string, unknown>][] => {
  const assign = (over: Record<string, unknown>) => ({ ...ownInput(b).assignSopTasksAction, ...over });
  return [
    ["updateSopAreaAction", { id: a.area, name: "pwned" }],
    ["createSopTaskGroupAction", { areaId: a.area, name: "pwned" }],
    ["updateSopTaskGroupAction", { id: a.group, areaId: b.area, name: "pwned" }],
    ["updateSopTaskGroupAction", { id: b.group, areaId: a.area, name: "moved" }],
    ["createSopTaskAction", { taskGroupId: a.group, title: "pwned", estimatedMinutes: 60, dueOffsetDays: 0 }],
    ["updateSopTaskAction", { id: a.task, taskGroupId: b.group, title: "pwned", estimatedMinutes: 60, dueOffsetDays: 0 }],
    ["updateSopTaskAction", { id: b.task, taskGroupId: a.group, title: "moved", estimatedMinutes: 60, dueOffsetDays: 0 }],
    ["deleteSopItemAction", { kind: "area", id: a.area }],
    ["deleteSopItemAction", { kind: "group", id: a.group }],
    ["deleteSopItemAction", { kind: "task", id: a.task }],
    ["moveSopItemAction", { kind: "area", id: a.area, direction: "up" }],
    ["moveSopItemAction", { kind: "group", id: a.group, direction: "down" }],
    ["moveSopItemAction", { kind: "task", id: a.task, direction: "down" }],
    ["assignSopTasksAction", assign({ source: { kind: "group", taskGroupId: a.group }, items: [{ sopTaskId: a.task, assignedTo: b.member }] })],
    ["assignSopTasksAction", assign({ source: { kind: "area", areaId: a.area }, items: [{ sopTaskId: a.task, assignedTo: b.member }] })],
    ["assignSopTasksAction", assign({ items: [{ sopTaskId: a.task, assignedTo: b.member }] })],
    ["assignSopTasksAction", assign({ items: [{ sopTaskId: b.task, assignedTo: a.member }] })],
    ["assignSopTasksAction", assign({ sprintId: a.sprint })],
    ["decideTemplateUpdateItemAction", { itemId: a.item, decision: "accept" }],
    ["decideTemplateUpdateAction", { updateId: a.update, decision: "accept" }],
    ["setSopRoleAssigneeAction", { role: "Copywriter", squadMemberId: a.member }],
  ];
};

/** Actions whose inputs carry no brand row id (templates are shared): the brandId attempt is their case. */
const NO_ROW_IDS = new Set(["createSopAreaAction", "adoptTemplateAction"]);

beforeAll(async () => {
  await publish(testTemplate(SLUG));
  const alice = await createUser();
  mallory = await createUser();
  const a = await seed(alice, "Alice Co");
  const b = await seed(mallory, "Mallory Co");
  const v2 = testTemplate(SLUG);
  v2.version = 2;
  v2.areas[0]!.groups[0]!.tasks[0]!.effortHours = 2;
  v2.areas[1]!.groups[0]!.tasks[0]!.priority = "High";
  await publish(v2);
  A = { ...a, ...(await updateIds(a.brand)) };
  B = { ...b, ...(await updateIds(b.brand)) };
  before = await snapshot(A.brand);
  actAs(mallory);
  await selectBrand(mallory.id, B.brand);
});

describe("SOPs cross-tenant matrix", () => {
  const names = Object.keys(actions).filter((k) => k.endsWith("Action"));

  it("covers every SOP action registered with the action wrapper", () => {
    const registered = [...actionRegistry.entries()].filter(([, v]) => v.options?.module === "sops").map(([k]) => `${k}Action`);
    expect(names.sort()).toEqual(registered.sort());
    expect(Object.keys(ownInput(B)).sort()).toEqual(names.sort());
    const withForeignIds = new Set(foreignInputs(A, B).map(([n]) => n));
    for (const n of names) expect(withForeignIds.has(n) || NO_ROW_IDS.has(n), `${n} has a foreign-id case`).toBe(true);
  });

  it.each(Object.keys(ownInput({} as Ids)))("%s aimed at another brand (brandId) answers not found", async (name) => {
    const result = await call(name, { ...ownInput(B)[name], brandId: A.brand });
    expect(result).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });

  it.each(foreignInputs({} as Ids, {} as Ids).map(([n], i) => [n, i] as const))("%s with another brand's ids (#%i) answers not found", async (_n, i) => {
    const [name, input] = foreignInputs(A, B)[i]!;
    const result = await call(name, input);
    expect(result).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });

  it("left brand A exactly as it was", async () => {
    expect(await snapshot(A.brand)).toEqual(before);
  });

  it("still lets Mallory act in her own brand with the same inputs", async () => {
    // One item before the whole update (which takes the rest), and deleting last so every other
    // action still finds the task it names.
    const last = ["decideTemplateUpdateItemAction", "decideTemplateUpdateAction", "deleteSopItemAction"];
    const order = [...names.filter((n) => !last.includes(n)), ...last];
    for (const name of order) {
      const result = await call(name, ownInput(B)[name]!);
      expect(result.ok, `${name}: ${"error" in result ? result.error : ""}`).toBe(true);
    }
    const [area] = await getDb().select().from(sopAreas).where(eq(sopAreas.id, B.area));
    expect(area!.name).toBe("Renamed");
    const [group] = await getDb().select().from(sopTaskGroups).where(eq(sopTaskGroups.id, B.group));
    expect(group!.name).toBe("Renamed");
    expect(await getDb().select().from(sopTasks).where(eq(sopTasks.id, B.task))).toEqual([]);
  });
});
