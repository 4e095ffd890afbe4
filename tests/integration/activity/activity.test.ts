import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { activityLogs } from "@/db/schema";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const { listActivity, listActivityForExport, activityFacets } = await import("@/modules/activity/queries");
const { parseActivityTable } = await import("@/modules/activity/inputs");
const { scopeFor } = await import("@/lib/brand-scope");

beforeEach(() => actAs(null));

async function seed() {
  const owner = await createUser({ fullName: "Olivia" });
  const bob = await createUser({ fullName: "Bob" });
  const brand = await createBrand(owner, "Log Co");
  const other = await createBrand(bob, "Elsewhere");
  await addMember(brand.id, bob, "member", owner);
  const day = (d: number, h = 12) => new Date(Date.UTC(2026, 0, d, h));
  const rows = [
    ...Array.from({ length: 30 }, (_, i) => ({ brandId: brand.id, userId: owner.id, actionType: "update_brand_list", userAction: `List change ${i}`, payload: { i }, createdAt: day(1 + (i % 5)) })),
    { brandId: brand.id, userId: bob.id, actionType: "invite_member", userAction: "Invited x", payload: { email: "x@example.test" }, createdAt: day(10) },
    { brandId: other.id, userId: bob.id, actionType: "secret_other_brand", userAction: "Other brand secret", payload: {}, createdAt: day(10) },
  ];
  await getDb().insert(activityLogs).values(rows);
  return { owner, bob, brand, other };
}

describe("activity log", () => {
  it("pages on the server, newest first, and shows only this brand", async () => {
    const { owner, brand } = await seed();
    const scope = await scopeFor(owner, brand.id);
    const p1 = await listActivity(scope, parseActivityTable({}));
    expect(p1).toMatchObject({ total: 31, page: 1, pageCount: 2, pageSize: 25 });
    expect(p1.rows).toHaveLength(25);
    expect(p1.rows[0]).toMatchObject({ actionType: "invite_member", userName: "Bob" });
    const p2 = await listActivity(scope, parseActivityTable({ page: "2" }));
    expect(p2.rows).toHaveLength(6);
    // A page past the end shows the last page.
    expect((await listActivity(scope, parseActivityTable({ page: "99" }))).page).toBe(2);
    expect(JSON.stringify([p1, p2])).not.toContain("Other brand secret");
  });

  it("filters by action, person and date (days inclusive)", async () => {
    const { owner, bob, brand } = await seed();
    const scope = await scopeFor(owner, brand.id);
    expect((await listActivity(scope, parseActivityTable({ action: "invite_member" }))).total).toBe(1);
    expect((await listActivity(scope, parseActivityTable({ user: bob.id }))).total).toBe(1);
    expect((await listActivity(scope, parseActivityTable({ from: "2026-01-02", to: "2026-01-03" }))).total).toBe(12);
    // Malformed filters are ignored rather than failing the page.
    expect((await listActivity(scope, parseActivityTable({ user: "nope", from: "yesterday", page: "-3" }))).total).toBe(31);
    const facets = await activityFacets(scope);
    expect(facets.actions).toEqual(["invite_member", "update_brand_list"]);
    expect(facets.people.map((p) => p.name)).toEqual(["Bob", "Olivia"]);
    expect((await listActivityForExport(scope, { action: "update_brand_list" })).length).toBe(30);
  });

  it("sorts by a whitelisted column from the URL, pages by the chosen size, and exports in the same order", async () => {
    const { owner, bob, brand } = await seed();
    const scope = await scopeFor(owner, brand.id);
    const oldest = await listActivity(scope, parseActivityTable({ sort: "created", size: "50" }));
    expect(oldest).toMatchObject({ total: 31, pageCount: 1, pageSize: 50 });
    expect(oldest.rows[0]!.createdAt < oldest.rows[30]!.createdAt).toBe(true);
    expect(oldest.rows.at(-1)).toMatchObject({ actionType: "invite_member" });
    // "Bob" sorts before "Olivia"; descending puts him last.
    expect((await listActivity(scope, parseActivityTable({ sort: "who" }))).rows[0]!.userId).toBe(bob.id);
    expect((await listActivity(scope, parseActivityTable({ sort: "-who", size: "100" }))).rows.at(-1)!.userId).toBe(bob.id);
    expect((await listActivity(scope, parseActivityTable({ sort: "action" }))).rows[0]!.actionType).toBe("invite_member");
    // A column the table does not offer, or a size it does not offer, falls back to the default view.
    const fallback = await listActivity(scope, parseActivityTable({ sort: "payload", size: "7" }));
    expect(fallback).toMatchObject({ pageSize: 25 });
    expect(fallback.rows[0]).toMatchObject({ actionType: "invite_member" });
    const { filters, sort } = parseActivityTable(new URLSearchParams("sort=created&action=update_brand_list&page=2&size=25"));
    const exported = await listActivityForExport(scope, filters, sort);
    expect(exported).toHaveLength(30);
    expect(exported[0]!.createdAt <= exported[29]!.createdAt).toBe(true);
  });

  it("is invisible to someone outside the brand even with its id", async () => {
    const { brand } = await seed();
    const stranger = await createUser();
    await expect(scopeFor(stranger, brand.id)).rejects.toThrow("Not found");
  });
});
