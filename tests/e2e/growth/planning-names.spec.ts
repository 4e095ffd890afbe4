/**
 * Issue #16 item 9: growth planning names squad members by name with their alias ("Luis Ortega ·
 * Paid"), in the capacity list and in the owner picker, never by the alias alone.
 */
import { expect, test } from "../test";
import { db } from "../helpers";
import { signInToShell, squadMember, userWithBrand } from "../shell/fixtures";

test("growth planning shows each squad member's name with the alias", async ({ page }) => {
  const { user, brand } = await userWithBrand("Named Squad Co");
  const luis = await squadMember(brand, "Luis Ortega");
  const maya = await squadMember(brand, "Maya Chen");
  await db()`update growth_squad set alias = 'Paid' where id = ${luis}`;
  await db()`update growth_squad set alias = 'SEO' where id = ${maya}`;
  const today = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  await db()`insert into growth_sprints (brand_id, name, start_date, end_date, status)
    values (${brand.id}, 'Named sprint', ${iso(new Date(today.getTime() - 3 * 864e5))}, ${iso(new Date(today.getTime() + 10 * 864e5))}, 'open')`;
  await db()`insert into growth_ideas (brand_id, title) values (${brand.id}, 'Partner webinars')`;

  await signInToShell(page, user, "/growth-planning");
  const main = page.getByRole("main");
  await expect(main.getByText("Luis Ortega · Paid", { exact: true })).toBeVisible();
  await expect(main.getByText("Maya Chen · SEO", { exact: true })).toBeVisible();
  await expect(main.getByLabel("Capacity of Luis Ortega · Paid in person-months")).toBeVisible();

  await page.getByRole("button", { name: "Plan Partner webinars" }).click();
  const dialog = page.getByRole("dialog", { name: "Plan “Partner webinars”" });
  await dialog.locator("#plan-owner").click();
  await expect(page.getByRole("option", { name: "Luis Ortega · Paid" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Maya Chen · SEO" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Shell Tester" })).toBeVisible();
});
