import { beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { activityLogs, apiTokens, brandData, brandRoles, brands, currentNavigation, foundationalTasks, growthSquad, userBrandAccess } from "@/db/schema";
import { NOT_FOUND_MESSAGE } from "@/lib/action";
import { defineTask, enqueueJob, listJobs } from "@/lib/jobs";
import { actAs } from "../helpers/session";
import { addMember, createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));
// The activity writer fails for one magic brand name, to prove creation is all-or-nothing.
vi.mock("@/lib/activity", async (orig) => {
  const real = await orig<typeof import("@/lib/activity")>();
  return {
    ...real,
    logActivity: async (...args: Parameters<typeof real.logActivity>) => {
      if (args[1].payload?.name === "Explode At Log") throw new Error("simulated failure");
      return real.logActivity(...args);
    },
  };
});

const { createBrandAction, renameBrandAction, deleteBrandAction, selectBrandAction } = await import("@/modules/brands/actions");
const { listBrands } = await import("@/modules/brands/queries");

const db = () => getDb();

// A task of this file's own, so the queue exists (setup-file) and nothing else claims its jobs.
defineTask({ name: "test.brand-lifecycle", handler: async () => {} });
const brandJobs = (brandId: string) => listJobs(db(), sql`j.task = 'test.brand-lifecycle' and j.brand_id = ${brandId}`);

async function selection(userId: string) {
  const [row] = await db().select().from(currentNavigation).where(eq(currentNavigation.userId, userId));
  return row?.brandId ?? null;
}

beforeEach(() => actAs(null));

describe("create brand", () => {
  it("creates the brand, its empty data, owner access and a log line in one go, and selects it", async () => {
    const alice = await createUser();
    actAs(alice);
    const result = await createBrandAction({ name: "  Acme Roasters  " });
    expect(result).toMatchObject({ ok: true, data: { name: "Acme Roasters" } });
    if (!result.ok) return;
    const id = result.data.id;

    const [brand] = await db().select().from(brands).where(eq(brands.id, id));
    expect(brand).toMatchObject({ name: "Acme Roasters", userId: alice.id });
    const [data] = await db().select().from(brandData).where(eq(brandData.brandId, id));
    expect(data).toMatchObject({ keywords: [], personas: [], prompts: [], competitors: [] });
    const access = await db().select().from(userBrandAccess).where(eq(userBrandAccess.brandId, id));
    expect(access).toEqual([expect.objectContaining({ userId: alice.id, role: "owner", grantedBy: alice.id })]);
    const logs = await db().select().from(activityLogs).where(eq(activityLogs.brandId, id));
    expect(logs).toEqual([expect.objectContaining({ actionType: "create_brand", userId: alice.id, payload: { name: "Acme Roasters" } })]);
    expect(await selection(alice.id)).toBe(id);
  });

  it("puts the creator into the new brand's growth squad, linked to their account (issue #16)", async () => {
    const alice = await createUser({ fullName: "Alice Founder" });
    actAs(alice);
    const result = await createBrandAction({ name: "Squad Of One" });
    if (!result.ok) throw new Error(result.error);
    const squad = await db().select().from(growthSquad).where(eq(growthSquad.brandId, result.data.id));
    expect(squad).toEqual([expect.objectContaining({ name: "Alice Founder", email: alice.email, userId: alice.id, alias: null })]);
  });

  it("refuses a blank name and a signed-out caller with the spec's texts", async () => {
    expect(await createBrandAction({ name: "x" })).toEqual({ ok: false, error: "Please log in to create a brand" });
    actAs(await createUser());
    expect(await createBrandAction({ name: "   " })).toMatchObject({ ok: false, error: "Brand name is required" });
  });

  it("leaves nothing behind when a later step fails (one transaction)", async () => {
    const user = await createUser();
    actAs(user);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await createBrandAction({ name: "Explode At Log" })).toEqual({ ok: false, error: "Failed to create brand" });
    errors.mockRestore();
    expect(await db().select().from(brands).where(eq(brands.userId, user.id))).toEqual([]);
    expect(await db().select().from(userBrandAccess).where(eq(userBrandAccess.userId, user.id))).toEqual([]);
    expect(await selection(user.id)).toBeNull();
  });
});

describe("rename brand", () => {
  it("lets the owner rename and logs rename_brand with newName", async () => {
    const owner = await createUser();
    const b = await createBrand(owner, "Old Name");
    actAs(owner);
    expect(await renameBrandAction({ brandId: b.id, name: " New Name " })).toMatchObject({ ok: true, data: { name: "New Name" } });
    const [row] = await db().select({ name: brands.name }).from(brands).where(eq(brands.id, b.id));
    expect(row?.name).toBe("New Name");
    const [log] = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.brandId, b.id), eq(activityLogs.actionType, "rename_brand")));
    expect(log?.payload).toEqual({ newName: "New Name" });
  });

  it("answers a member, another tenant and an unknown brand with the same not-found", async () => {
    const owner = await createUser();
    const member = await createUser();
    const stranger = await createUser();
    const b = await createBrand(owner, "Keep Me");
    await addMember(b.id, member, "admin", owner);

    actAs(member);
    const asMember = await renameBrandAction({ brandId: b.id, name: "Hijacked" });
    actAs(stranger);
    const asStranger = await renameBrandAction({ brandId: b.id, name: "Hijacked" });
    const unknown = await renameBrandAction({ brandId: crypto.randomUUID(), name: "Hijacked" });
    expect(asMember).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(asStranger).toEqual(asMember);
    expect(unknown).toEqual(asMember);
    const [row] = await db().select({ name: brands.name }).from(brands).where(eq(brands.id, b.id));
    expect(row?.name).toBe("Keep Me");
  });

  it("needs sign-in", async () => {
    const owner = await createUser();
    const b = await createBrand(owner);
    expect(await renameBrandAction({ brandId: b.id, name: "X" })).toEqual({ ok: false, error: "Please log in to rename a brand" });
  });
});

describe("delete brand", () => {
  it("removes api tokens, the brand and everything under it, clears the selection and logs delete_brand", async () => {
    const owner = await createUser();
    const member = await createUser();
    const b = await createBrand(owner, "Doomed");
    await addMember(b.id, member, "member", owner);
    await db().insert(apiTokens).values({ brandId: b.id, provider: "openai", ciphertext: "x", keyId: "k1", last4: "abcd" });
    await db().insert(foundationalTasks).values({ brandId: b.id, title: "A task", userId: owner.id });
    await db().insert(currentNavigation).values([
      { userId: owner.id, brandId: b.id },
      { userId: member.id, brandId: b.id },
    ]);

    actAs(owner);
    expect(await deleteBrandAction({ brandId: b.id })).toEqual({ ok: true, data: { id: b.id, name: "Doomed", wasCurrent: true } });
    expect(await db().select().from(brands).where(eq(brands.id, b.id))).toEqual([]);
    expect(await db().select().from(apiTokens).where(eq(apiTokens.brandId, b.id))).toEqual([]);
    expect(await db().select().from(foundationalTasks).where(eq(foundationalTasks.brandId, b.id))).toEqual([]);
    expect(await db().select().from(userBrandAccess).where(eq(userBrandAccess.brandId, b.id))).toEqual([]);
    expect(await selection(owner.id)).toBeNull();
    expect(await selection(member.id)).toBeNull();
    // The log line outlives the brand in the owner's own history.
    const logs = await db()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, owner.id), eq(activityLogs.actionType, "delete_brand")));
    expect(logs).toEqual([expect.objectContaining({ brandId: null, payload: { name: "Doomed" } })]);
  });

  it("takes the brand's queued jobs with it and leaves other brands' jobs alone", async () => {
    const owner = await createUser();
    const keep = await createBrand(owner);
    const doomed = await createBrand(owner);
    await enqueueJob(db(), "test.brand-lifecycle", { n: 1 }, { brandId: doomed.id, delayMs: 3_600_000 });
    await enqueueJob(db(), "test.brand-lifecycle", { n: 2 }, { brandId: doomed.id });
    await enqueueJob(db(), "test.brand-lifecycle", { n: 3 }, { brandId: keep.id, delayMs: 3_600_000 });
    expect(await brandJobs(doomed.id)).toHaveLength(2);
    actAs(owner);
    expect(await deleteBrandAction({ brandId: doomed.id })).toMatchObject({ ok: true });
    expect(await brandJobs(doomed.id)).toEqual([]);
    expect(await brandJobs(keep.id)).toEqual([expect.objectContaining({ status: "queued", payload: { n: 3 } })]);
  });

  it("keeps the brand's jobs when the delete is refused", async () => {
    const owner = await createUser();
    const viewer = await createUser();
    const b = await createBrand(owner);
    await addMember(b.id, viewer, "viewer", owner);
    await enqueueJob(db(), "test.brand-lifecycle", { n: 4 }, { brandId: b.id, delayMs: 3_600_000 });
    actAs(viewer);
    expect(await deleteBrandAction({ brandId: b.id })).toMatchObject({ ok: false });
    expect(await brandJobs(b.id)).toHaveLength(1);
  });

  it("reports whether the deleted brand was the current one", async () => {
    const owner = await createUser();
    const a = await createBrand(owner);
    const b = await createBrand(owner);
    await db().insert(currentNavigation).values({ userId: owner.id, brandId: a.id });
    actAs(owner);
    expect(await deleteBrandAction({ brandId: b.id })).toMatchObject({ ok: true, data: { wasCurrent: false } });
    expect(await selection(owner.id)).toBe(a.id);
  });

  it("answers a viewer, an admin, another tenant and an unknown id with the same not-found, and keeps the brand", async () => {
    const owner = await createUser();
    const viewer = await createUser();
    const admin = await createUser();
    const stranger = await createUser();
    const b = await createBrand(owner);
    await addMember(b.id, viewer, "viewer", owner);
    await addMember(b.id, admin, "admin", owner);
    const answers = [];
    for (const who of [viewer, admin, stranger]) {
      actAs(who);
      answers.push(await deleteBrandAction({ brandId: b.id }));
    }
    answers.push(await deleteBrandAction({ brandId: crypto.randomUUID() }));
    for (const a of answers) expect(a).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await db().select({ id: brands.id }).from(brands).where(eq(brands.id, b.id))).toHaveLength(1);
  });

  it("needs sign-in", async () => {
    const owner = await createUser();
    const b = await createBrand(owner);
    expect(await deleteBrandAction({ brandId: b.id })).toEqual({ ok: false, error: "Please log in to delete a brand" });
  });
});

describe("select brand", () => {
  it("upserts the one selection row of the user", async () => {
    const user = await createUser();
    const a = await createBrand(user);
    const other = await createUser();
    const b = await createBrand(other);
    await addMember(b.id, user, "viewer", other);
    actAs(user);
    expect(await selectBrandAction({ brandId: a.id })).toEqual({ ok: true, data: { brandId: a.id } });
    expect(await selectBrandAction({ brandId: b.id })).toEqual({ ok: true, data: { brandId: b.id } });
    const rows = await db().select().from(currentNavigation).where(eq(currentNavigation.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.brandId).toBe(b.id);
  });

  it("refuses a brand of another tenant and leaves the selection as it was", async () => {
    const user = await createUser();
    const mine = await createBrand(user);
    const theirs = await createBrand(await createUser());
    actAs(user);
    await selectBrandAction({ brandId: mine.id });
    expect(await selectBrandAction({ brandId: theirs.id })).toEqual({ ok: false, error: NOT_FOUND_MESSAGE });
    expect(await selection(user.id)).toBe(mine.id);
  });
});

describe("brand list", () => {
  it("lists owned brands first, then participating ones with their roles, each oldest first, without duplicates or other tenants", async () => {
    const me = await createUser();
    const other = await createUser();
    const stranger = await createUser();
    const theirs1 = await createBrand(other, "Theirs 1");
    await createBrand(me, "Mine 1");
    const theirs2 = await createBrand(other, "Theirs 2");
    await createBrand(me, "Mine 2");
    await createBrand(stranger, "Not mine");
    await addMember(theirs2.id, me, "viewer", other);
    await addMember(theirs1.id, me, "member", other);
    const list = await listBrands(me);
    expect(list.map((b) => [b.name, b.role])).toEqual([
      ["Mine 1", "owner"],
      ["Mine 2", "owner"],
      ["Theirs 1", "member"],
      ["Theirs 2", "viewer"],
    ]);
    expect(new Set(list.map((b) => b.id)).size).toBe(4);
  });

  it("names each role as people read it: built-in names, a custom role's name exactly as typed (issue #16)", async () => {
    const me = await createUser();
    const other = await createUser();
    const mine = await createBrand(me, "Own Co");
    const custom = await createBrand(other, "Custom Co");
    const viewed = await createBrand(other, "Viewed Co");
    await db().insert(brandRoles).values({ brandId: custom.id, key: "qa-limited", name: "QA Limited" });
    await addMember(custom.id, me, "qa-limited", other);
    await addMember(viewed.id, me, "viewer", other);
    const list = await listBrands(me);
    expect(list.map((b) => [b.id, b.roleName])).toEqual([
      [mine.id, "Owner"],
      [custom.id, "QA Limited"],
      [viewed.id, "Viewer"],
    ]);
  });
});
