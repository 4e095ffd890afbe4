import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, brandRoles } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { accessTo, scopeFor, withUserTx } from "@/lib/brand-scope";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const roles = await import("@/modules/roles/actions");
const { listRoles, moduleAccess } = await import("@/modules/roles/queries");

/** The modules a scope's role may open, from the one access map the shell and pages use. */
async function visibleModules(scope: Parameters<typeof moduleAccess>[0]): Promise<Set<string>> {
  return new Set(Object.entries(await moduleAccess(scope)).flatMap(([m, level]) => (level === "none" ? [] : [m])));
}
const team = await import("@/modules/team/actions");
const setup = await import("@/modules/brand-setup/actions");

const db = () => getDb();

beforeEach(() => actAs(null));

async function brandWithOwner() {
  const owner = await createUser();
  const brand = await createBrand(owner);
  await selectBrand(owner, brand.id);
  return { owner, brand };
}

describe("custom roles", () => {
  it("are created from a template, listed after the built-ins, and counted", async () => {
    const { owner, brand } = await brandWithOwner();
    actAs(owner);
    const created = await roles.createRoleAction({ name: "SEO Freelancer", description: "Works on SEO only", template: "none" });
    expect(created).toMatchObject({ ok: true, data: { key: "seo-freelancer", name: "SEO Freelancer" } });
    expect(await roles.createRoleAction({ name: "seo freelancer" })).toMatchObject({ ok: false, error: expect.stringContaining("already exists") });
    expect(await roles.createRoleAction({ name: "Admin" })).toMatchObject({ ok: false, error: expect.stringContaining("already exists") });
    const list = await listRoles(await scopeFor(owner, brand.id));
    expect(list.map((r) => [r.key, r.builtIn, r.holders])).toEqual([
      ["owner", true, 1],
      ["admin", true, 0],
      ["member", true, 0],
      ["viewer", true, 0],
      ["seo-freelancer", false, 0],
    ]);
    expect(list.at(-1)!.column.seo).toBe("none");
  });

  it("enforce their matrix on the server: none hides, view reads, edit writes", async () => {
    const { owner, brand } = await brandWithOwner();
    const freelancer = await createUser();
    actAs(owner);
    const r = await roles.createRoleAction({ name: "Brand Copywriter", template: "none" });
    if (!r.ok) throw new Error(r.error);
    const roleId = r.data.id;
    await team.inviteMemberAction({ email: freelancer.email, role: "brand-copywriter" });
    await selectBrand(freelancer, brand.id);

    let scope = await scopeFor(freelancer, brand.id);
    expect(scope.role).toBe("brand-copywriter");
    expect(await accessTo(scope, "brand-setup")).toBe("none");
    expect(await accessTo(scope, "dashboard")).toBe("view");
    expect(await visibleModules(scope)).toEqual(new Set(["auth", "dashboard", "user-settings"]));

    // No view: the module does not exist for this role.
    actAs(freelancer);
    expect(await setup.updateBrandListAction({ list: "keywords", items: ["a"] })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });

    actAs(owner);
    expect(await roles.setRolePermissionAction({ roleId, module: "brand-setup", access: "view" })).toMatchObject({ ok: true });
    actAs(freelancer);
    expect(await setup.updateBrandListAction({ list: "keywords", items: ["a"] })).toMatchObject({ ok: false, error: expect.stringContaining("not change it") });

    actAs(owner);
    expect(await roles.setRolePermissionAction({ roleId, module: "brand-setup", access: "edit" })).toMatchObject({ ok: true });
    actAs(freelancer);
    expect(await setup.updateBrandListAction({ list: "keywords", items: ["a"] })).toMatchObject({ ok: true });
    scope = await scopeFor(freelancer, brand.id);
    expect((await visibleModules(scope)).has("brand-setup")).toBe(true);
    expect((await visibleModules(scope)).has("seo")).toBe(false);
  });

  it("cannot give a custom role edit on team or role management", async () => {
    const { owner } = await brandWithOwner();
    actAs(owner);
    const r = await roles.createRoleAction({ name: "Ops", template: "member" });
    if (!r.ok) throw new Error(r.error);
    expect(await roles.setRolePermissionAction({ roleId: r.data.id, module: "brand-team", access: "edit" })).toMatchObject({ ok: false, error: expect.stringContaining("Only owners and admins") });
    expect(await roles.setRolePermissionAction({ roleId: r.data.id, module: "nope", access: "view" })).toMatchObject({ ok: false, error: "Unknown module." });
    const replaced = await roles.replaceRolePermissionsAction({ roleId: r.data.id, permissions: { "brand-team": "edit", seo: "edit" } });
    expect(replaced).toMatchObject({ ok: true, data: { permissions: { "brand-team": "view", seo: "edit" } } });
  });

  it("are managed by owners and admins only, also at the database", async () => {
    const { owner, brand } = await brandWithOwner();
    const member = await createUser();
    await addMember(brand.id, member, "member", owner);
    await selectBrand(member, brand.id);
    actAs(member);
    expect(await roles.createRoleAction({ name: "Sneaky" })).toMatchObject({ ok: false, error: expect.stringContaining("not change it") });
    // Even a direct write past the app is refused by RLS.
    await expect(
      withUserTx(member, (tx) => tx.insert(brandRoles).values({ brandId: brand.id, key: "sneaky", name: "Sneaky" })),
    ).rejects.toSatisfy((e: Error & { cause?: Error }) => /row-level security/.test(`${e.message} ${e.cause?.message ?? ""}`));
  });

  it("cannot be deleted while someone holds them; updates and deletions are logged", async () => {
    const { owner, brand } = await brandWithOwner();
    const bob = await createUser();
    actAs(owner);
    const r = await roles.createRoleAction({ name: "Analyst" });
    if (!r.ok) throw new Error(r.error);
    await team.inviteMemberAction({ email: bob.email, role: "analyst" });
    expect(await roles.deleteRoleAction({ roleId: r.data.id })).toMatchObject({ ok: false, error: expect.stringContaining("1 person has the role") });
    await team.changeMemberRoleAction({ userId: bob.id, role: "viewer" });
    expect(await roles.updateRoleAction({ roleId: r.data.id, name: "Data Analyst", description: "" })).toMatchObject({ ok: true });
    expect(await roles.deleteRoleAction({ roleId: r.data.id })).toMatchObject({ ok: true });
    const types = (await db().select({ t: activityLogs.actionType }).from(activityLogs).where(eq(activityLogs.brandId, brand.id))).map((x) => x.t);
    expect(types).toEqual(expect.arrayContaining(["create_role", "update_role", "delete_role"]));
  });

  it("of another brand are not found", async () => {
    const { owner } = await brandWithOwner();
    const other = await brandWithOwner();
    actAs(other.owner);
    const r = await roles.createRoleAction({ name: "Theirs" });
    if (!r.ok) throw new Error(r.error);
    actAs(owner);
    expect(await roles.deleteRoleAction({ roleId: r.data.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await roles.setRolePermissionAction({ roleId: r.data.id, module: "seo", access: "edit" })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    // A role key of another brand cannot be given here either.
    expect(await team.inviteMemberAction({ email: "z@example.test", role: "theirs" })).toMatchObject({ ok: false, error: expect.stringContaining("does not exist") });
  });
});
