import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, currentNavigation, foundationalTasks, growthSprints, webhookDeliveries, webhookSettings } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { scopeFor } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { addMember, createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { generateSprintsAction, updateSprintAction, deleteSprintAction } = await import("@/modules/sprints/actions");
const { listSprintRows } = await import("@/modules/sprints/queries");

beforeEach(() => actAs(null));

async function world() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  return { owner, brand };
}

const sprintsOf = (brandId: string) => getDb().select().from(growthSprints).where(eq(growthSprints.brandId, brandId)).orderBy(asc(growthSprints.startDate));

describe("sprints", () => {
  it('needs a user and a brand: "Please log in and select a brand first"', async () => {
    expect(await generateSprintsAction({ startDate: "2026-01-05" })).toEqual({ ok: false, error: "Please log in and select a brand first" });
    const user = await createUser();
    await getDb().delete(currentNavigation).where(eq(currentNavigation.userId, user.id));
    actAs(user);
    expect(await generateSprintsAction({ startDate: "2026-01-05" })).toEqual({ ok: false, error: "Please log in and select a brand first" });
  });

  it("generates a year of open sprints, logs it and sends sprint_created", async () => {
    const { owner, brand } = await world();
    await getDb().insert(webhookSettings).values({ brandId: brand.id, webhookUrl: "https://hooks.example.com/sprints", webhookType: "sprint_created", eventTypes: ["sprint_created"] });
    actAs(owner);
    expect(await generateSprintsAction({ startDate: "2026-01-05" })).toEqual({ ok: true, data: { status: "created", count: 25, year: 2026 } });
    const rows = await sprintsOf(brand.id);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({ name: "Jan 5 - Sprint 1", startDate: "2026-01-05", endDate: "2026-01-18", frequency: "bi-weekly", status: "open", userId: owner.id });
    expect(rows.at(-1)).toMatchObject({ name: "Dec 7 - Sprint 25", endDate: "2026-12-20" });
    const [log] = await getDb().select().from(activityLogs).where(and(eq(activityLogs.brandId, brand.id), eq(activityLogs.actionType, "create_sprints")));
    expect(log!.userAction).toBe("Created 25 sprints for 2026");
    const deliveries = await getDb().select().from(webhookDeliveries).where(and(eq(webhookDeliveries.brandId, brand.id), eq(webhookDeliveries.eventType, "sprint_created")));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.payload).toMatchObject({ type: "sprint_created", brand_id: brand.id, data: { year: 2026, frequency: "bi-weekly", count: 25 } });
    expect((deliveries[0]!.payload as { data: { sprints: unknown[] } }).data.sprints[0]).toMatchObject({ name: "Jan 5 - Sprint 1", start_date: "2026-01-05", end_date: "2026-01-18", status: "open" });
  });

  it("asks before adding to a year that already has sprints", async () => {
    const { owner, brand } = await world();
    actAs(owner);
    await generateSprintsAction({ startDate: "2026-01-01", frequency: "monthly" });
    expect(await generateSprintsAction({ startDate: "2026-07-01", frequency: "tri-weekly" })).toEqual({ ok: true, data: { status: "confirm", existing: 12, count: 8, year: 2026 } });
    expect(await sprintsOf(brand.id)).toHaveLength(12);
    expect(await generateSprintsAction({ startDate: "2026-07-01", frequency: "tri-weekly", confirmOverlap: true })).toEqual({ ok: true, data: { status: "created", count: 8, year: 2026 } });
    expect(await sprintsOf(brand.id)).toHaveLength(20);
    // Another year is free.
    expect(await generateSprintsAction({ startDate: "2027-01-04" })).toMatchObject({ ok: true, data: { status: "created", year: 2027 } });
  });

  it("says when nothing fits before the year's end", async () => {
    const { owner } = await world();
    actAs(owner);
    expect(await generateSprintsAction({ startDate: "2026-12-20" })).toEqual({
      ok: false,
      error: "No sprint fits between Dec 20, 2026 and the end of 2026. Choose an earlier start date or a shorter frequency.",
    });
    expect(await generateSprintsAction({ startDate: "2026-02-30" })).toMatchObject({ ok: false, fieldErrors: { startDate: [expect.any(String)] } });
  });

  it("edits name, dates and status; deleting keeps the sprint's tasks without a sprint", async () => {
    const { owner, brand } = await world();
    actAs(owner);
    await generateSprintsAction({ startDate: "2026-01-05" });
    const [first, second] = await sprintsOf(brand.id);
    expect(await updateSprintAction({ sprintId: first!.id, name: "Kick-off sprint", startDate: "2026-01-05", endDate: "2026-01-20", status: "active" })).toEqual({
      ok: true,
      data: { id: first!.id, name: "Kick-off sprint" },
    });
    expect((await sprintsOf(brand.id))[0]).toMatchObject({ name: "Kick-off sprint", endDate: "2026-01-20", status: "active" });
    expect(await updateSprintAction({ sprintId: first!.id, name: "Backwards", startDate: "2026-01-10", endDate: "2026-01-09", status: "open" })).toMatchObject({
      ok: false,
      fieldErrors: { endDate: ["The end date must be on or after the start date"] },
    });

    await getDb().insert(foundationalTasks).values([
      { brandId: brand.id, title: "In sprint 2", sprintId: second!.id },
      { brandId: brand.id, title: "Done in sprint 2", sprintId: second!.id, status: "done" },
    ]);
    const rows = await listSprintRows(await scopeFor(owner, brand.id));
    expect(rows.find((r) => r.id === second!.id)).toMatchObject({ tasks: 2, openTasks: 1 });
    expect(await deleteSprintAction({ sprintId: second!.id })).toEqual({ ok: true, data: { name: second!.name, tasks: 2 } });
    const tasks = await getDb().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, brand.id));
    expect(tasks.map((t) => t.sprintId)).toEqual([null, null]);
    expect(await deleteSprintAction({ sprintId: second!.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
  });

  it("viewers cannot change sprints; other brands' sprints do not exist", async () => {
    const { owner, brand } = await world();
    actAs(owner);
    await generateSprintsAction({ startDate: "2026-11-02", frequency: "monthly" });
    const [sprint] = await sprintsOf(brand.id);
    const viewer = await createUser();
    await addMember(brand.id, viewer, "viewer", owner);
    await selectBrand(viewer, brand.id);
    actAs(viewer);
    expect(await deleteSprintAction({ sprintId: sprint!.id })).toMatchObject({ ok: false, error: expect.stringMatching(/view this but not change it/) });
    expect(await generateSprintsAction({ startDate: "2027-01-04" })).toMatchObject({ ok: false, error: expect.stringMatching(/view this but not change it/) });
    const other = await world();
    actAs(other.owner);
    expect(await updateSprintAction({ sprintId: sprint!.id, name: "Hijack", startDate: "2026-11-02", endDate: "2026-11-30", status: "closed" })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect((await sprintsOf(brand.id))[0]).toMatchObject({ name: sprint!.name, status: "open" });
  });
});
