/**
 * Issue #16's rough edges in wording: a custom role reads exactly as typed everywhere ("QA
 * Limited", never "Qa limited" or "Qa Limited"), a permission change is confirmed, counts agree
 * with their nouns ("1 open task") and an effort of 9 hours reads "9 h", not "1 d 1 h".
 */
import { expect, test } from "../test";
import { createConfirmedUser, db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { grant, signInToShell, userWithBrand } from "./fixtures";

test("a custom role's name is shown as typed, and a permission change is confirmed", async ({ page, browser }) => {
  const { user: owner, brand } = await userWithBrand("Roles Wording Co");
  await db()`insert into brand_roles (brand_id, key, name) values (${brand.id}, 'qa-limited', 'QA Limited')`;
  const guest = await createConfirmedUser({ fullName: "Quinn Guest" });
  await grant(brand, guest, "qa-limited", owner);

  await signInToShell(page, owner, "/dashboard");
  await expect(page.getByRole("main").getByText("QA Limited", { exact: true })).toBeVisible();

  await page.goto("/role-management");
  await page.getByRole("combobox", { name: "QA Limited: access to Brand Team" }).click();
  await page.getByRole("option", { name: "View" }).click();
  await expectToast(page, "QA Limited can view Brand Team now.");

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

test("counts agree with their nouns and efforts stay in hours", async ({ page }) => {
  const { user, brand, memberId } = await userWithBrand("Counts Co");
  await db()`insert into foundational_tasks (brand_id, user_id, title, assigned_to, source_type)
    values (${brand.id}, ${user.id}, 'The only open task', ${memberId}, 'my_own_initiative')`;
  const [area] = await db()`insert into sop_areas (brand_id, name) values (${brand.id}, 'Reporting') returning id`;
  const [group] = await db()`insert into sop_task_groups (brand_id, area_id, name) values (${brand.id}, ${area!.id}, 'Month end') returning id`;
  await db()`insert into sop_tasks (brand_id, task_group_id, title, estimated_minutes) values (${brand.id}, ${group!.id}, 'Close the books', 540)`;

  await signInToShell(page, user, "/growth-squad");
  await expect(page.getByRole("main").getByText("1 member · 1 open task assigned")).toBeVisible();

  await page.goto("/sops");
  await expect(page.getByTestId("sop-group").filter({ hasText: "Month end" })).toContainText("1 task · 9 h");
});
