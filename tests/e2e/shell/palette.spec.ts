import { expect, test } from "../test";
import { signInToShell, userWithBrand } from "./fixtures";

test.describe("search palette", () => {
  test("opens from the search box, finds Keyword Research and navigates", async ({ page }) => {
    const { user } = await userWithBrand();
    await signInToShell(page, user);
    await page.getByPlaceholder("I'm looking for...").click();
    const dialog = page.getByRole("dialog", { name: "Search for pages and features..." });
    await expect(dialog).toBeVisible();
    const input = dialog.getByPlaceholder("Search for pages and features...");
    await expect(input).toBeFocused();
    // Grouped by top-level section, list at most 300 px tall.
    await expect(dialog.locator("[cmdk-group-heading]", { hasText: "Growth Hacking" })).toBeAttached();
    const maxHeight = await dialog.locator("[cmdk-list]").evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe("300px");

    await input.fill("Keyword Research");
    const option = dialog.getByRole("option", { name: /Keyword Research/ }).first();
    await expect(option).toBeVisible();
    await expect(dialog.locator("[cmdk-group]:not([hidden]) [cmdk-group-heading]").first()).toHaveText("SEO");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/keyword-research$/);
    await expect(dialog).toBeHidden();
  });

  test("says No results found. and opens with Ctrl+K", async ({ page }) => {
    const { user } = await userWithBrand();
    await signInToShell(page, user);
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search for pages and features..." });
    await expect(dialog).toBeVisible();
    await page.keyboard.type("zzqxv nothing matches");
    await expect(dialog.getByText("No results found.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Typing into the search box carries the first letter over.
    await page.getByPlaceholder("I'm looking for...").focus();
    await page.keyboard.press("s");
    const input = dialog.getByPlaceholder("Search for pages and features...");
    await expect(input).toHaveValue("s");
    await expect(input).toBeFocused();
    await page.keyboard.type("prints");
    await expect(input).toHaveValue("sprints");
    await page.getByRole("option", { name: "Sprints", exact: true }).click();
    await expect(page).toHaveURL(/\/sprints$/);
  });
});
