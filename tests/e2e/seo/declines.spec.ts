/**
 * /historical-declines on the shipped sample: the empty state points to Integrations and the import;
 * the Search Console bulk export (db/sample/seo/gsc-bulk-export.zip) goes through the page's import
 * dialog; the site chart marks the December 2025 core update; the pour-over guide's decline opens with
 * that update as its likely cause, and "Create task" makes a task through the tasks module.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../test";
import { expectToast } from "../auth/auth-helpers";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const ZIP = readFileSync(path.resolve(import.meta.dirname, "../../../db/sample/seo/gsc-bulk-export.zip"));

test.describe("Historical declines", () => {
  test("import the bulk export, see a decline with its Google update, create a task", async ({ page }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user } = await userWithBrand("Northwind Declines");
    await signInToShell(page, user, "/historical-declines");
    const empty = page.getByTestId("declines-empty");
    await expect(empty).toContainText("No daily Search Console data yet");
    await expect(empty.getByRole("link", { name: "Open Integrations" })).toHaveAttribute("href", "/integrations");

    await empty.getByRole("button", { name: "Import bulk export" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Search Console history" });
    await dialog.locator('input[type="file"]').setInputFiles({ name: "gsc-bulk-export.zip", mimeType: "application/zip", buffer: ZIP });
    await expect(dialog.getByRole("region", { name: "Import preview" }).getByTestId("import-recognised")).toContainText("bulk data export", { timeout: 60_000 });
    await dialog.getByRole("button", { name: /^Import [\d,]+ rows?$/ }).click();
    await expect(dialog).toBeHidden({ timeout: 120_000 });

    await expect(page.getByTestId("history-chart").first()).toBeVisible();
    await expect(page.getByTestId("update-markers").first()).toContainText("December 2025 core update");
    await expect(page.getByTestId("declines-span")).toContainText("488 days");
    await snap(page, "historical-declines");
    await page.emulateMedia({ colorScheme: "dark" });
    await snap(page, "historical-declines-dark");
    await page.emulateMedia({ colorScheme: "light" });

    // Filter to pages about pour-over, open the decline that lost positions.
    await page.getByLabel("Page or query").fill("pour-over");
    await page.getByLabel("Page or query").press("Tab");
    await expect(page).toHaveURL(/q=pour-over/);
    const row = page.getByTestId("decline-row").filter({ hasText: "Position −3 or worse" }).filter({ hasText: "vs previous 28 days" }).first();
    await expect(row).toContainText("December 2025 core update");
    await row.getByRole("link").click();
    const detail = page.getByTestId("decline-detail");
    await expect(detail).toContainText("/guides/pour-over");
    await expect(detail.getByTestId("decline-causes")).toContainText("December 2025 core update (core update, Dec 11, 2025");
    await snap(page, "historical-declines-detail");
    await page.emulateMedia({ colorScheme: "dark" });
    await snap(page, "historical-declines-detail-dark");
    await page.emulateMedia({ colorScheme: "light" });

    await detail.getByRole("button", { name: "Create task" }).click();
    await expectToast(page, "Task created: Recover the page https://northwind-coffee.example/guides/pour-over");
    await detail.getByTestId("decline-task-link").click();
    await expect(page.getByRole("main")).toContainText("Recover the page https://northwind-coffee.example/guides/pour-over");
    expect(errors).toEqual([]);
  });
});
