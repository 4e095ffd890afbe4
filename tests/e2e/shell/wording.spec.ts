/**
 * Issue #16's rough edges in wording: a custom role reads exactly as typed everywhere ("QA
 * Limited", never "Qa limited" or "Qa Limited"), a permission change is confirmed, counts agree
 * with their nouns ("1 open task") and an effort of 9 hours reads "9 h", not "1 d 1 h".
 */
import { expect, test } from "../test";
import { createConfirmedUser, db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { grant, signInToShell, userWithBrand, type Brand } from "./fixtures";

async function brandWithCustomRole(name: string) {
  const { user: owner, brand, memberId } = await userWithBrand(name);
  await db()`insert into brand_roles (brand_id, key, name) values (${brand.id}, 'qa-limited', 'QA Limited')`;
  const guest = await createConfirmedUser({ fullName: "Quinn Guest" });
  await grant(brand, guest, "qa-limited", owner);
  return { owner, guest, brand, memberId };
}

test("a custom role's name is shown as typed on the dashboard and in the brand picker", async ({ page, browser }) => {
  const { owner, guest } = await brandWithCustomRole("Roles Wording Co");
  await signInToShell(page, owner, "/dashboard");
  await expect(page.getByRole("main").getByText("QA Limited", { exact: true })).toBeVisible();

  // The guest has no current brand yet: the picker lists the brand with the role's name.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  try {
    await signInToShell(guestPage, guest, "/dashboard");
    const picker = guestPage.getByRole("dialog", { name: "Select a Brand" });
    await expect(picker).toContainText("Roles Wording Co");
    await expect(picker.getByText("QA Limited", { exact: true })).toBeVisible();
  } finally {
    await guestContext.close();
  }
});

test("changing a role's permission is confirmed", async ({ page }) => {
  const { owner } = await brandWithCustomRole("Roles Toast Co");
  await signInToShell(page, owner, "/role-management");
  await page.getByRole("combobox", { name: "QA Limited: access to Brand Team" }).click();
  await page.getByRole("option", { name: "View" }).click();
  await expectToast(page, "QA Limited can view Brand Team now.");
});

async function openTask(brand: Brand, userId: string, memberId: string) {
  await db()`insert into foundational_tasks (brand_id, user_id, title, assigned_to, source_type)
    values (${brand.id}, ${userId}, 'The only open task', ${memberId}, 'my_own_initiative')`;
}

test("a count of one takes the singular noun", async ({ page }) => {
  const { user, brand, memberId } = await userWithBrand("Counts Co");
  await openTask(brand, user.id, memberId);
  await signInToShell(page, user, "/growth-squad");
  await expect(page.getByRole("main").getByText("1 member · 1 open task assigned")).toBeVisible();
});

test("an effort of nine hours reads 9 h", async ({ page }) => {
  const { user, brand } = await userWithBrand("Effort Co");
  const [area] = await db()`insert into sop_areas (brand_id, name) values (${brand.id}, 'Reporting') returning id`;
  const [group] = await db()`insert into sop_task_groups (brand_id, area_id, name) values (${brand.id}, ${area!.id}, 'Month end') returning id`;
  await db()`insert into sop_tasks (brand_id, task_group_id, title, estimated_minutes) values (${brand.id}, ${group!.id}, 'Close the books', 540)`;
  await signInToShell(page, user, "/sops");
  await expect(page.getByTestId("sop-group").filter({ hasText: "Month end" })).toContainText("1 task · 9 h");
});
