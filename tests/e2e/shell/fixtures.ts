/**
 * Shell test data written straight into the e2e server's database (as the system role), so each
 * test starts from exactly the brands, squad and sprints it needs.
 */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "../test";
import { createConfirmedUser, db, signIn, type TestUser } from "../helpers";

export type Brand = { id: string; name: string };

export async function brandFor(owner: TestUser, name: string, opts: { current?: boolean; createdAt?: Date } = {}): Promise<Brand> {
  const id = randomUUID();
  const sql = db();
  await sql.begin(async (tx) => {
    await tx`insert into brands (id, name, user_id, created_at) values (${id}, ${name}, ${owner.id}, ${opts.createdAt ?? new Date()})`;
    await tx`insert into brand_data (brand_id) values (${id})`;
    await tx`insert into user_brand_access (brand_id, user_id, role, granted_by) values (${id}, ${owner.id}, 'owner', ${owner.id})`;
    if (opts.current) {
      await tx`insert into current_navigation (user_id, brand_id) values (${owner.id}, ${id})
        on conflict (user_id) do update set brand_id = excluded.brand_id`;
    }
  });
  return { id, name };
}

export async function grant(brand: Brand, user: TestUser, role: string, by: TestUser): Promise<void> {
  await db()`insert into user_brand_access (brand_id, user_id, role, granted_by) values (${brand.id}, ${user.id}, ${role}, ${by.id})`;
}

export async function squadMember(brand: Brand, name: string, user?: TestUser): Promise<string> {
  const [row] = await db()`insert into growth_squad (brand_id, name, email, user_id) values (${brand.id}, ${name}, ${user?.email ?? null}, ${user?.id ?? null}) returning id`;
  return row!.id as string;
}

export async function currentBrandId(user: TestUser): Promise<string | null> {
  const [row] = await db()`select brand_id from current_navigation where user_id = ${user.id}`;
  return (row?.brand_id as string | undefined) ?? null;
}

/** A fresh user owning one current brand with themself in its growth squad. */
export async function userWithBrand(brandName = "Shell Test Brand"): Promise<{ user: TestUser; brand: Brand; memberId: string }> {
  const user = await createConfirmedUser({ fullName: "Shell Tester" });
  const brand = await brandFor(user, brandName, { current: true });
  const memberId = await squadMember(brand, "Shell Tester", user);
  return { user, brand, memberId };
}

/** Signs in and waits until the signed-in shell is on screen. */
export async function signInToShell(page: Page, user: TestUser, next = "/dashboard"): Promise<void> {
  await signIn(page, user, next);
  await expect(page.getByPlaceholder("I'm looking for...")).toBeVisible();
}
