import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { foundationalTasks, brands } from "@/db/schema";
import { withUserTx } from "@/lib/brand-scope";
import { addMember, createBrand, createUser } from "../helpers/factories";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

describe("row-level security (the second wall)", () => {
  it("hides another brand's rows even from a query with no brand filter at all", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const a = await createBrand(alice, "Alice Co");
    const b = await createBrand(bob, "Bob Co");
    await withUserTx(alice, (tx) => tx.insert(foundationalTasks).values({ brandId: a.id, title: "A secret", userId: alice.id }));
    await withUserTx(bob, (tx) => tx.insert(foundationalTasks).values({ brandId: b.id, title: "B secret", userId: bob.id }));

    // Deliberately unscoped reads: only RLS stands between Bob and Alice's data here.
    const bobTasks = await withUserTx(bob, (tx) => tx.select({ title: foundationalTasks.title }).from(foundationalTasks));
    expect(bobTasks.map((t) => t.title)).toEqual(["B secret"]);
    const bobBrands = await withUserTx(bob, (tx) => tx.select({ name: brands.name }).from(brands));
    expect(bobBrands.map((r) => r.name)).toEqual(["Bob Co"]);
  });

  it("refuses writes into a brand the user cannot see", async () => {
    const alice = await createUser();
    const mallory = await createUser();
    const a = await createBrand(alice);
    await expect(
      withUserTx(mallory, (tx) => tx.insert(foundationalTasks).values({ brandId: a.id, title: "injected", userId: mallory.id })),
    ).rejects.toSatisfy((e: Error) => /row-level security/.test(String((e.cause as Error | undefined)?.message ?? e.message)));
    const updated = await withUserTx(mallory, (tx) =>
      tx.execute(sql`update foundational_tasks set title = 'pwned' where brand_id = ${a.id}::uuid returning id`),
    );
    expect(updated.length).toBe(0);
  });

  it("lets a member see the brand, and only the owner delete it", async () => {
    const owner = await createUser();
    const member = await createUser();
    const brand = await createBrand(owner);
    await addMember(brand.id, member, "member", owner);
    const seen = await withUserTx(member, (tx) => tx.select({ id: brands.id }).from(brands));
    expect(seen.map((r) => r.id)).toContain(brand.id);
    const deleted = await withUserTx(member, (tx) => tx.execute(sql`delete from brands where id = ${brand.id}::uuid returning id`));
    expect(deleted.length).toBe(0);
  });

  it("treats a query without claims as nobody", async () => {
    const owner = await createUser();
    await createBrand(owner);
    const rows = await withUserTx({ claims: { sub: "" } }, (tx) => tx.select().from(brands));
    expect(rows).toEqual([]);
  });
});
