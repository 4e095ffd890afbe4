/**
 * Issue #16 item 4: every dashboard panel is gated, on the server, by the view permission of its
 * module — a panel the role may not see is not even read, so nothing of it reaches the page.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { activityLogs, brandRoles } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { moduleAccess } from "@/modules/roles/queries";
import { getDashboard } from "@/modules/dashboard/queries";
import { addMember, createBrand, createUser } from "../helpers/factories";

describe("dashboard panels follow the role", () => {
  it("a Tasks-view role gets the task panels but no activity, team or sprint", async () => {
    const owner = await createUser();
    const brand = await createBrand(owner);
    const reader = await createUser();
    await getDb().insert(brandRoles).values({ brandId: brand.id, key: "task-reader", name: "Task reader", permissions: { tasks: "view" } });
    await addMember(brand.id, reader, "task-reader", owner);
    await getDb().insert(activityLogs).values({ brandId: brand.id, userId: owner.id, actionType: "test", userAction: "A private change" });

    const scope = await scopeFor(reader, brand.id);
    const dash = await getDashboard(scope, await moduleAccess(scope));
    expect(dash.tasks).not.toBeNull();
    expect(dash.focusTasks).toEqual([]);
    expect(dash.activity).toBeNull();
    expect(dash.team).toBeNull();
    expect(dash.sprint).toBeNull();

    const ownerScope = await scopeFor(owner, brand.id);
    const full = await getDashboard(ownerScope, await moduleAccess(ownerScope));
    expect(full.activity?.map((a) => a.userAction)).toContain("A private change");
    expect(full.team?.map((m) => m.email)).toEqual(expect.arrayContaining([owner.email, reader.email]));
    expect(full.sprint).toEqual({ current: null });
  });
});
