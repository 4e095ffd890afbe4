/**
 * Performance marketing imports (issue #23): the shipped Google Ads search terms report through the import dialog
 * on the dashboard — the preview names the report, network, period and the totals lines it leaves out before
 * anything is stored; the import stores every row and lists the file in the import history; the same file again
 * says so and stores nothing new. The dialog with its preview at 1280 and 390 px, light and dark.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const FILE = path.resolve("db/sample/ppc/google-ads-search-terms.csv");

test("import the Google Ads search terms report with a preview, then again without doubling", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const bytes = readFileSync(FILE);
  // Title, date range and header above; three "Total: …" lines below.
  const rows = bytes.toString("utf8").trimEnd().split("\n").length - 6;
  const rowsText = rows.toLocaleString("en");
  const { user, brand } = await userWithBrand("Northwind Coffee PPC Import");

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToShell(page, user, "/performance-marketing-dashboard");
  await page.getByRole("button", { name: "Import report" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Import a paid search report" });
  await dialog.locator('input[type="file"]').setInputFiles({ name: "google-ads-search-terms.csv", mimeType: "text/csv", buffer: bytes });
  await expect(dialog.getByTestId("import-recognised")).toHaveText("Recognised: Google Ads search terms report");
  const summary = dialog.getByTestId("import-summary");
  await expect(summary).toContainText(`${rowsText} rows ready to import`);
  await expect(summary).toContainText("Google Ads, 2026-10-01 to 2026-10-30, by day");
  await expect(summary).toContainText("3 totals lines skipped (Total: Account, Total: Search, Total: Filtered search terms)");
  await expect(dialog.getByRole("table", { name: "First rows" })).toContainText("northwind coffee");
  expect(Number((await db()`select count(*)::int as n from ppc_search_terms where brand_id = ${brand.id}`)[0]!.n)).toBe(0);
  await inAllLooks(page, "ppc-import-preview", async () => {
    await expect(dialog.getByRole("button", { name: `Import ${rowsText} rows` })).toBeVisible();
  });

  await dialog.getByRole("button", { name: `Import ${rowsText} rows` }).click();
  // Storing ~2,800 rows on a loaded test machine can take longer than the default wait.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: `Imported ${rowsText} rows: ${rows} added, 0 updated, 0 unchanged` })).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();
  await expect.poll(async () => Number((await db()`select count(*)::int as n from ppc_search_terms where brand_id = ${brand.id}`)[0]!.n)).toBe(rows);
  const history = page.getByRole("list", { name: "Import history" });
  await expect(history).toContainText("Google Ads · Search terms");
  await expect(history).toContainText(`google-ads-search-terms.csv · Oct 1, 2026 – Oct 30, 2026 · ${rowsText} rows read, ${rowsText} stored`);

  // The same file again: the preview says so, and the import stores nothing new.
  await page.getByRole("button", { name: "Import report" }).first().click();
  await dialog.locator('input[type="file"]').setInputFiles({ name: "google-ads-search-terms.csv", mimeType: "text/csv", buffer: bytes });
  await expect(dialog.getByTestId("import-summary")).toContainText("This file was imported on");
  await dialog.getByRole("button", { name: `Import ${rowsText} rows` }).click();
  await expectToast(page, "This file was already imported on");
  expect(Number((await db()`select count(*)::int as n from ppc_search_terms where brand_id = ${brand.id}`)[0]!.n)).toBe(rows);
  expect(Number((await db()`select count(*)::int as n from ppc_imports where brand_id = ${brand.id}`)[0]!.n)).toBe(1);
  expect(errors).toEqual([]);
});
