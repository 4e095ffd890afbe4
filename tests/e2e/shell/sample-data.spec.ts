/**
 * Issue #17 §7: a newcomer's demo brand shows a sample history on its dashboards, every such page
 * says "Sample data", and one click (plus a confirm) removes all of it — and only it.
 * The brand is seeded by the real seed command (`npm run db:seed <email>`), for a user of its own,
 * so the demo account the other specs use keeps its sample data.
 */
import { spawnSync } from "node:child_process";
import { expect, test, type Page } from "../test";
import { E2E_DATA_DIR } from "../env";
import { createConfirmedUser, db } from "../helpers";
import { snap } from "../screenshots";
import { signInToShell } from "./fixtures";

const banner = (page: Page) => page.getByTestId("sample-data-banner");

/** Shots of the current page in the light and the dark theme (desktop and phone each). */
async function snapThemes(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: "light" });
  await snap(page, `sample-data-${name}-light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await snap(page, `sample-data-${name}-dark`);
  await page.emulateMedia({ colorScheme: "light" });
}

test("the demo brand's dashboards show sample data and remove it in one click", async ({ page }) => {
  test.setTimeout(240_000);
  const user = await createConfirmedUser({ fullName: "Nadia Newcomer" });
  const seeded = spawnSync("npx", ["tsx", "scripts/db.ts", "seed", user.email], { env: { ...process.env, EMBEDDED_DATA_DIR: E2E_DATA_DIR }, encoding: "utf8" });
  expect(seeded.status, `${seeded.stdout}\n${seeded.stderr}`).toBe(0);
  const [nav] = await db()`select brand_id from current_navigation where user_id = ${user.id}`;
  const brandId = nav!.brand_id as string;

  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });

  await signInToShell(page, user, "/gh-dashboard");
  await expect(banner(page)).toContainText("Sample data");
  // The ICE-ranked backlog and the finished experiment's learning.
  await expect(page.getByRole("main")).toContainText("Give a bag, get a bag referral offer");
  await expect(page.getByRole("main")).toContainText("Offer “pause for a month” in the cancel flow");
  await snapThemes(page, "gh-dashboard");

  await page.goto("/saio-dashboard");
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Sample data");
  await expect(page.getByRole("main")).toContainText("northwind-coffee.example");
  await snapThemes(page, "saio-dashboard");

  await page.goto("/sops");
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("E-commerce");
  await snapThemes(page, "sops");

  await page.goto("/settings?tab=webhooks");
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("127.0.0.1");
  await snapThemes(page, "webhooks");

  await page.goto("/tasks");
  await expect(banner(page)).toBeVisible();

  // Pages without sample rows carry no banner (client navigation included).
  await page.goto("/user-settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // Something the user made after the seed must survive the removal.
  await db()`insert into growth_ideas (brand_id, title, created_by) values (${brandId}, 'My own idea after the sample', ${user.id})`;

  // Phone: the banner and its button fit; the removal itself, one click and a confirm.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/brainstorming-ideas");
  await expect(banner(page)).toBeVisible();
  await snapThemes(page, "ideas");
  await banner(page).getByRole("button", { name: "Remove sample data" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Remove all sample data?");
  await snap(page, "sample-data-confirm");
  await dialog.getByRole("button", { name: "Remove sample data" }).click();
  await expect(page.getByText("Removed the sample data.")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("My own idea after the sample");
  await expect(page.getByRole("main")).not.toContainText("Give a bag, get a bag referral offer");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/gh-dashboard");
  await expect(page.getByRole("main")).not.toContainText("Offer “pause for a month”");
  await expect(banner(page)).toHaveCount(0);
  await snapThemes(page, "gh-dashboard-after");
  await page.goto("/saio-dashboard");
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText("northwind-coffee.example");

  const [left] = await db()`select count(*)::int as n from sample_rows where brand_id = ${brandId}`;
  expect(left!.n).toBe(0);
  expect(problems, problems.join("\n")).toEqual([]);
});
