import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, foundationalTasks, sopTaskGroups, sopTasks, taskComments, taskEvents, webhookDeliveries } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { withScope } from "@/lib/brand-scope";
import { createTasksInTx } from "@/modules/tasks/create";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";
import { day, ownerWithBrand, seedSprint, seedTasks } from "./helpers";
// Tasks send webhooks through the job queue: its task (and so its queue, setup-file) must exist in this file too.
import "@/modules/webhooks/jobs";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/tasks/actions");

// Deployment fallbacks, so task_created / task_completed deliveries are stored.
beforeAll(() => {
  process.env.WEBHOOK_URL_TASK_CREATED = "https://hooks.example.test/created";
  process.env.WEBHOOK_URL_TASK_COMPLETED = "https://hooks.example.test/completed";
});
afterAll(() => {
  delete process.env.WEBHOOK_URL_TASK_CREATED;
  delete process.env.WEBHOOK_URL_TASK_COMPLETED;
});
beforeEach(() => actAs(null));

const task = async (id: string) => (await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.id, id)))[0]!;
const events = (taskId: string) => getDb().select().from(taskEvents).where(eq(taskEvents.taskId, taskId)).orderBy(asc(taskEvents.createdAt), asc(taskEvents.id));
const deliveries = (brandId: string, type: string) =>
  getDb().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.brandId, brandId), eq(webhookDeliveries.eventType, type)));

describe("creating a task", () => {
  it("Quick Add writes the task, its history row, the activity line and task_created", async () => {
    const { user, brand, me } = await ownerWithBrand();
    actAs(user);
    const result = await actions.quickAddTaskAction({ title: "Ship the landing page", assignedTo: me.id });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await events(result.data.id)).toMatchObject([{ kind: "created", toValue: "my_own_initiative", userId: user.id }]);
    const [delivery] = await deliveries(brand.id, "task_created");
    expect(delivery!.payload).toMatchObject({ type: "task_created", brand_id: brand.id, data: { task_id: result.data.id, title: "Ship the landing page", status: "pending", path: `/tasks/${brand.id}/${result.data.id}` } });
  });

  it("links a task created from an SOP task back from it (spec §7)", async () => {
    const { user, brand, scope } = await ownerWithBrand();
    const [group] = await getDb().insert(sopTaskGroups).values({ brandId: brand.id, name: "Group", areaId: await sopArea(brand.id) }).returning({ id: sopTaskGroups.id });
    const [sop] = await getDb().insert(sopTasks).values({ brandId: brand.id, title: "SOP step", taskGroupId: group!.id }).returning({ id: sopTasks.id });
    actAs(user);
    const [created] = await withScope(scope, (tx) =>
      createTasksInTx(tx, scope, [{ title: "From SOP", assignedTo: null, sprintId: null, sourceType: "sop", sourceData: { sop_task_id: sop!.id } }], { activity: "none" }),
    );
    const [after] = await getDb().select().from(sopTasks).where(eq(sopTasks.id, sop!.id));
    expect(after!.foundationalTaskId).toBe(created!.id);
  });
});

async function sopArea(brandId: string): Promise<string> {
  const { sopAreas } = await import("@/db/schema");
  const [a] = await getDb().insert(sopAreas).values({ brandId, name: "Area" }).returning({ id: sopAreas.id });
  return a!.id;
}

describe("changing tasks", () => {
  it("status moves set started_at and completed_at, record history and send task_completed once", async () => {
    const { user, brand } = await ownerWithBrand();
    const [t] = await seedTasks(brand.id, [{ title: "Move me" }]);
    actAs(user);
    expect(await actions.changeTaskStatusAction({ taskId: t!.id, status: "in_progress" })).toEqual({ ok: true, data: { updated: 1, completed: 0 } });
    const started = await task(t!.id);
    expect(started.startedAt).toBeInstanceOf(Date);
    expect(started.completedAt).toBeNull();
    expect(started.statusChangedAt).toBeInstanceOf(Date);

    expect(await actions.changeTaskStatusAction({ taskId: t!.id, status: "done" })).toEqual({ ok: true, data: { updated: 1, completed: 1 } });
    const done = await task(t!.id);
    expect(done.completedAt).toBeInstanceOf(Date);
    expect(done.startedAt!.getTime()).toBe(started.startedAt!.getTime());
    // Same status again: no change, no history, no second webhook.
    expect(await actions.changeTaskStatusAction({ taskId: t!.id, status: "done" })).toEqual({ ok: true, data: { updated: 0, completed: 0 } });
    expect(await deliveries(brand.id, "task_completed")).toHaveLength(1);

    await actions.changeTaskStatusAction({ taskId: t!.id, status: "blocked" });
    expect((await task(t!.id)).completedAt).toBeNull();
    expect((await events(t!.id)).map((e) => [e.field, e.fromValue, e.toValue])).toEqual([
      ["status", "Pending", "In progress"],
      ["status", "In progress", "Done"],
      ["status", "Done", "Blocked"],
    ]);
    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "update_task")));
    expect(logs.map((l) => l.userAction)).toContain('Updated task "Move me": Status → Done');
  });

  it("edits every field with one history row per changed field", async () => {
    const { user, brand, me } = await ownerWithBrand();
    const maya = await createSquadMember(brand.id, "Maya");
    const sprint = await seedSprint(brand.id, "Sprint 7", 0, 13);
    const [t] = await seedTasks(brand.id, [{ title: "Draft", description: "old", assignedTo: me.id }]);
    actAs(user);
    const result = await actions.updateTaskAction({
      taskId: t!.id,
      title: "Final",
      description: "new text",
      priority: "High",
      difficulty: "High",
      assignedTo: maya.id,
      sprintId: sprint.id,
      dueDate: day(4),
      status: "pending",
    });
    expect(result).toEqual({ ok: true, data: { updated: 1, completed: 0 } });
    expect(await task(t!.id)).toMatchObject({ title: "Final", description: "new text", priority: "High", difficulty: "High", assignedTo: maya.id, sprintId: sprint.id, dueDate: day(4) });
    expect((await events(t!.id)).map((e) => [e.field, e.fromValue, e.toValue]).sort()).toEqual(
      [
        ["assignedTo", "Me", "Maya"],
        ["description", null, null],
        ["difficulty", "Medium", "Hard"],
        ["dueDate", null, day(4)],
        ["priority", "Medium", "High"],
        ["sprintId", null, "Sprint 7"],
        ["title", "Draft", "Final"],
      ].sort(),
    );
    // Clearing is a change too.
    await actions.updateTaskAction({ taskId: t!.id, assignedTo: null, sprintId: null, dueDate: null });
    expect(await task(t!.id)).toMatchObject({ assignedTo: null, sprintId: null, dueDate: null });
  });

  it("refuses assignees and sprints of another brand, and tasks of another brand", async () => {
    const { user, brand } = await ownerWithBrand();
    const other = await createBrand(user, "Other of mine");
    const foreignMember = await createSquadMember(other.id, "Elsewhere");
    const foreignSprint = await seedSprint(other.id, "Foreign", 0, 13);
    const [t] = await seedTasks(brand.id, [{ title: "Mine" }]);
    const [theirs] = await seedTasks((await createBrand(await createUser())).id, [{ title: "Theirs" }]);
    actAs(user);
    expect(await actions.updateTaskAction({ taskId: t!.id, assignedTo: foreignMember.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await actions.updateTaskAction({ taskId: t!.id, sprintId: foreignSprint.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await actions.changeTaskStatusAction({ taskId: theirs!.id, status: "done" })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    // All or nothing: one foreign id in a bulk change refuses the whole change.
    expect(await actions.bulkUpdateTasksAction({ taskIds: [t!.id, theirs!.id], status: "done" })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect((await task(t!.id)).status).toBe("pending");
  });

  it("bulk changes status, assignee and sprint of many tasks, one activity line per change", async () => {
    const { user, brand, me } = await ownerWithBrand();
    const sprint = await seedSprint(brand.id, "Bulk sprint", 0, 13);
    const rows = await seedTasks(brand.id, [{ title: "a" }, { title: "b", status: "done", completedAt: new Date() }, { title: "c" }]);
    const ids = rows.map((r) => r.id);
    actAs(user);
    expect(await actions.bulkUpdateTasksAction({ taskIds: ids, status: "done" })).toEqual({ ok: true, data: { updated: 2, completed: 2 } });
    expect(await deliveries(brand.id, "task_completed")).toHaveLength(2);
    expect(await actions.bulkUpdateTasksAction({ taskIds: ids, assignedTo: me.id, sprintId: sprint.id, dueDate: day(2) })).toMatchObject({ ok: true, data: { updated: 3 } });
    for (const id of ids) expect(await task(id)).toMatchObject({ assignedTo: me.id, sprintId: sprint.id, dueDate: day(2), status: "done" });
    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "update_tasks")));
    expect(logs.map((l) => l.userAction)).toEqual(["Updated 2 tasks: Status → Done", `Updated 3 tasks: Assignee → Me, Sprint → Bulk sprint, Due date → ${day(2)}`]);
    expect(await actions.bulkUpdateTasksAction({ taskIds: ids })).toMatchObject({ ok: false, error: "Choose what to change" });
  });

  it("a viewer reads but cannot change, comment or delete", async () => {
    const { brand, user: owner } = await ownerWithBrand();
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    const [t] = await seedTasks(brand.id, [{ title: "Read only" }]);
    actAs(viewer);
    const refused = { ok: false, error: "Your role in this brand can view this but not change it." };
    expect(await actions.changeTaskStatusAction({ brandId: brand.id, taskId: t!.id, status: "done" })).toEqual(refused);
    expect(await actions.updateTaskAction({ brandId: brand.id, taskId: t!.id, title: "x" })).toEqual(refused);
    expect(await actions.addTaskCommentAction({ brandId: brand.id, taskId: t!.id, body: "hi" })).toEqual(refused);
    expect(await actions.deleteTaskAction({ brandId: brand.id, taskId: t!.id })).toEqual(refused);
    expect(await task(t!.id)).toMatchObject({ title: "Read only", status: "pending" });
  });
});

describe("comments and deletion", () => {
  it("adds comments with a history row; only the author or an admin deletes them", async () => {
    const { user: owner, brand } = await ownerWithBrand();
    const member = await createUser();
    await addMember(brand.id, member, "member", owner);
    const [t] = await seedTasks(brand.id, [{ title: "Discuss" }]);
    actAs(member);
    const added = await actions.addTaskCommentAction({ brandId: brand.id, taskId: t!.id, body: "  Looks good  " });
    expect(added.ok).toBe(true);
    expect(await actions.addTaskCommentAction({ brandId: brand.id, taskId: t!.id, body: "   " })).toMatchObject({ ok: false, error: "Write a comment first" });
    const [comment] = await getDb().select().from(taskComments).where(eq(taskComments.taskId, t!.id));
    expect(comment).toMatchObject({ body: "Looks good", userId: member.id });
    expect((await events(t!.id)).map((e) => [e.kind, e.toValue])).toEqual([["commented", "Looks good"]]);

    actAs(owner);
    const ownerComment = await actions.addTaskCommentAction({ brandId: brand.id, taskId: t!.id, body: "From the owner" });
    actAs(member);
    if (!ownerComment.ok) throw new Error("owner comment failed");
    expect(await actions.deleteTaskCommentAction({ brandId: brand.id, commentId: ownerComment.data.id })).toEqual({
      ok: false,
      error: "Only the author or a brand admin can delete this comment.",
    });
    expect(await actions.deleteTaskCommentAction({ brandId: brand.id, commentId: comment!.id })).toEqual({ ok: true, data: { id: comment!.id } });
    actAs(owner);
    expect((await actions.deleteTaskCommentAction({ brandId: brand.id, commentId: ownerComment.data.id })).ok).toBe(true);
    expect(await getDb().select().from(taskComments).where(eq(taskComments.taskId, t!.id))).toEqual([]);
  });

  it("deletes a task with its history and comments, leaving an activity line", async () => {
    const { user, brand } = await ownerWithBrand();
    const [t] = await seedTasks(brand.id, [{ title: "Delete me" }]);
    actAs(user);
    await actions.addTaskCommentAction({ taskId: t!.id, body: "bye" });
    expect(await actions.deleteTaskAction({ taskId: t!.id })).toEqual({ ok: true, data: { id: t!.id } });
    expect(await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.id, t!.id))).toEqual([]);
    expect(await events(t!.id)).toEqual([]);
    expect(await actions.deleteTaskAction({ taskId: t!.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "delete_task")));
    expect(logs).toHaveLength(1);
  });
});
