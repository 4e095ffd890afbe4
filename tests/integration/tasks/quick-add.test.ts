import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, currentNavigation, foundationalTasks, growthSprints } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { today as currentDay } from "@/lib/calendar-day";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createSquadMember, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { quickAddTaskAction, listGrowthSquadAction } = await import("@/modules/tasks/actions");

const day = (offset: number) => currentDay(new Date(Date.now() + offset * 86_400_000));

async function select(userId: string, brandId: string) {
  await getDb().insert(currentNavigation).values({ userId, brandId }).onConflictDoUpdate({ target: currentNavigation.userId, set: { brandId } });
}

beforeEach(() => actAs(null));

describe("quick add task", () => {
  it("creates a pending my_own_initiative task in the current sprint, with a log line", async () => {
    const user = await createUser();
    const brand = await createBrand(user);
    const me = await createSquadMember(brand.id, "Me", user);
    await getDb()
      .insert(growthSprints)
      .values([
        { brandId: brand.id, name: "Past", startDate: day(-30), endDate: day(-17), status: "open" },
        { brandId: brand.id, name: "Now", startDate: day(-3), endDate: day(10), status: "open" },
      ]);
    await select(user.id, brand.id);
    actAs(user);

    const result = await quickAddTaskAction({ title: "  Write the launch post ", description: "", priority: "High", difficulty: "Low", assignedTo: me.id });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [task] = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.id, result.data.id));
    const [now] = await getDb().select().from(growthSprints).where(and(eq(growthSprints.brandId, brand.id), eq(growthSprints.name, "Now")));
    expect(task).toMatchObject({
      brandId: brand.id,
      userId: user.id,
      title: "Write the launch post",
      status: "pending",
      priority: "High",
      difficulty: "Low",
      assignedTo: me.id,
      sourceType: "my_own_initiative",
      sourceData: { task_type: "quick_add" },
      sprintId: now!.id,
    });
    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "create_task")));
    expect(logs).toHaveLength(1);
  });

  it("falls back to the first open sprint, and to none", async () => {
    const user = await createUser();
    const brand = await createBrand(user);
    const me = await createSquadMember(brand.id, "Me", user);
    await select(user.id, brand.id);
    actAs(user);
    const none = await quickAddTaskAction({ title: "No sprint", assignedTo: me.id });
    expect(none).toMatchObject({ ok: true, data: { sprintId: null } });

    await getDb()
      .insert(growthSprints)
      .values([
        { brandId: brand.id, name: "Later", startDate: day(40), endDate: day(53), status: "open" },
        { brandId: brand.id, name: "Soon", startDate: day(20), endDate: day(33), status: "open" },
        { brandId: brand.id, name: "Closed now", startDate: day(-2), endDate: day(5), status: "closed" },
      ]);
    const [soon] = await getDb().select().from(growthSprints).where(and(eq(growthSprints.brandId, brand.id), eq(growthSprints.name, "Soon")));
    expect(await quickAddTaskAction({ title: "First open", assignedTo: me.id })).toMatchObject({ ok: true, data: { sprintId: soon!.id } });
  });

  it("creates an unassigned task when no assignee is given (issue #16: an owner without a squad)", async () => {
    const user = await createUser();
    const brand = await createBrand(user);
    await select(user.id, brand.id);
    actAs(user);
    const omitted = await quickAddTaskAction({ title: "Nobody yet" });
    const explicit = await quickAddTaskAction({ title: "Still nobody", assignedTo: null });
    expect(omitted).toMatchObject({ ok: true });
    expect(explicit).toMatchObject({ ok: true });
    const rows = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id));
    expect(rows.map((r) => [r.title, r.assignedTo]).sort()).toEqual([
      ["Nobody yet", null],
      ["Still nobody", null],
    ]);
  });

  it("requires sign-in, a title and, when an assignee is given, one of the same brand", async () => {
    const user = await createUser();
    const brand = await createBrand(user);
    const other = await createBrand(user);
    const foreign = await createSquadMember(other.id, "Elsewhere");
    const me = await createSquadMember(brand.id, "Me", user);
    await select(user.id, brand.id);
    expect(await quickAddTaskAction({ title: "x", assignedTo: me.id })).toEqual({ ok: false, error: "User not authenticated" });
    actAs(user);
    expect(await quickAddTaskAction({ title: "   ", assignedTo: me.id })).toMatchObject({ ok: false, error: "Title is required" });
    expect(await quickAddTaskAction({ title: "x", assignedTo: "" })).toMatchObject({ ok: false });
    expect(await quickAddTaskAction({ title: "x", assignedTo: foreign.id })).toEqual({
      ok: false,
      error: NOT_FOUND_MESSAGE,
    });
  });

  it("refuses a brand of another tenant and a viewer", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    const member = await createSquadMember(brand.id, "M");
    const stranger = await createUser();
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    actAs(stranger);
    expect(await quickAddTaskAction({ brandId: brand.id, title: "x", assignedTo: member.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    actAs(viewer);
    const asViewer = await quickAddTaskAction({ brandId: brand.id, title: "x", assignedTo: member.id });
    expect(asViewer.ok).toBe(false);
    expect(await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id))).toEqual([]);
  });
});

describe("growth squad for the assignee field", () => {
  it("lists the brand's squad and the caller's own membership only", async () => {
    const user = await createUser();
    const brand = await createBrand(user);
    const other = await createBrand(await createUser());
    const me = await createSquadMember(brand.id, "Zoe (me)", user);
    await createSquadMember(brand.id, "Adam");
    await createSquadMember(other.id, "Outsider");
    await select(user.id, brand.id);
    actAs(user);
    const result = await listGrowthSquadAction({});
    expect(result).toMatchObject({ ok: true, data: { brandId: brand.id, mine: me.id } });
    if (result.ok) expect(result.data.members.map((m) => m.name)).toEqual(["Adam", "Zoe (me)"]);
    expect(await listGrowthSquadAction({ brandId: other.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });
});
