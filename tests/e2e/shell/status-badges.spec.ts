import fs from "node:fs";
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { signInToShell, squadMember, userWithBrand } from "./fixtures";

/**
 * Layout review of the one task status badge (lib/task-status): the same five statuses on /tasks,
 * /dashboard and /growth-tasks, photographed at 1280 px light and 390 px dark into screenshots/.
 * The assertion that matters everywhere: "Blocked" carries the red tone on every page.
 */
const STATUSES = ["pending", "in_progress", "blocked", "done", "cancelled"] as const;

async function shoot(page: Page, name: string) {
  fs.mkdirSync("screenshots", { recursive: true });
  // The sign-in toast would cover a row at 390 px: the picture is of the page.
  await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });
  for (const [width, scheme] of [[1280, "light"], [390, "dark"]] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `screenshots/status-${name}-${width}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("one status badge: same words and colours on tasks, dashboard and growth tasks", async ({ page }) => {
  test.setTimeout(120_000);
  const { user, brand } = await userWithBrand("Status Colours Co");
  const maya = await squadMember(brand, "Maya Chen");
  const [idea] = await db()`insert into growth_ideas (brand_id, title, status) values (${brand.id}, 'Referral landing page', 'running') returning id`;
  for (const [i, status] of STATUSES.entries()) {
    await db()`insert into foundational_tasks (brand_id, title, assigned_to, status, due_date, source_type, source_data)
      values (${brand.id}, ${`Status check: ${status.replace("_", " ")}`}, ${maya}, ${status}, current_date + ${i - 1}::int,
        'growth_idea', ${db().json({ growth_idea_id: idea!.id as string })})`;
  }

  await signInToShell(page, user, "/tasks");
  await expect(page.getByTestId("task-row").filter({ hasText: "Status check: blocked" })).toBeVisible();
  await shoot(page, "tasks");

  await page.goto("/dashboard");
  const blocked = page.locator('[data-status="blocked"]').first();
  await expect(blocked).toBeVisible();
  await expect(blocked).toHaveClass(/text-red-700/);
  await shoot(page, "dashboard");

  await page.goto("/growth-tasks");
  await expect(page.locator('[data-status="blocked"]').first()).toHaveClass(/text-red-700/);
  await expect(page.locator('[data-status="cancelled"]').first()).toHaveClass(/line-through/);
  await shoot(page, "growth-tasks");
});
