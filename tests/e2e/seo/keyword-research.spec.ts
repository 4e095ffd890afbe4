/**
 * Issue 18, /keyword-research in the browser: the empty state's "Add keywords", a Search Console
 * Queries.csv with a bad row (the problem shown by row and column, nothing stored) then the good file,
 * filter + sort from the URL, bulk track + a new group through the bulk bar, and the CSV export of
 * the filter. Desktop, then the phone layout of the same page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "../test";
import { db } from "../helpers";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const QUERIES = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/seo/gsc/Queries.csv"), "utf8");

async function chooseFile(dialog: Locator, name: string, text: string) {
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

const keywordsShown = (page: Page) => page.getByTestId("keyword-row").getByTestId("keyword-text").allTextContents();

test.describe("Keyword Research", () => {
  test("add, import a GSC export (bad row, then good), filter and sort by URL, bulk track + group, export", async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Research Roasters");
    await signInToShell(page, user, "/keyword-research");
    await expect(page).toHaveTitle("Keyword Research · Growth OS");

    // Empty: the ways in.
    await expect(page.getByText("No keywords yet")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Add keywords" }).click();
    const add = page.getByRole("dialog", { name: "Add keywords" });
    await add.getByLabel("Keywords").fill("espresso grinder\nmoka pot\nEspresso  Grinder");
    await add.getByRole("button", { name: "Add keywords" }).click();
    await expect(page.getByText("Added 2 keywords")).toBeVisible();
    await expect(add).toBeHidden();
    await expect(page.getByTestId("keyword-row")).toHaveCount(2);

    // A Search Console export with a bad cell: the problem by row and column, Import disabled, nothing stored.
    await page.getByRole("main").getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import keywords" });
    await chooseFile(dialog, "Queries.csv", QUERIES.replace("cold brew concentrate,96,", "cold brew concentrate,lots,"));
    const preview = dialog.getByRole("region", { name: "Import preview" });
    await expect(preview.getByTestId("import-recognised")).toContainText("Search Console queries");
    const problems = dialog.getByRole("table", { name: "Problems" });
    await expect(problems).toBeVisible();
    await expect(problems.locator("tbody tr").first()).toContainText("3");
    await expect(problems.locator("tbody tr").first()).toContainText("Clicks");
    await expect(dialog.getByRole("button", { name: "Fix the problems to import" })).toBeDisabled();
    await snap(page, "keyword-research-import-problem");
    expect((await db()`select count(*)::int as n from seo_keywords where brand_id = ${brand.id}`)[0]!.n).toBe(2);

    // The good file imports its 8 queries.
    await chooseFile(dialog, "Queries.csv", QUERIES);
    await expect(problems).toBeHidden();
    await dialog.getByRole("button", { name: "Import 8 rows" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("keyword-row")).toHaveCount(10);

    // Filter and sort are the URL: a contains-search, keyword A–Z.
    await page.goto("/keyword-research?q=coffee&sort=keyword");
    await expect(page.getByLabel("Search keywords")).toHaveValue("coffee");
    expect(await keywordsShown(page)).toEqual([
      "best coffee beans for espresso",
      "decaf coffee beans uk",
      "nort wind coffee roasters",
      "northwind coffee",
      "pour over coffee ratio",
      "single origin ethiopian coffee",
    ]);
    // Position band from Search Console's average position: top 3.
    await page.goto("/keyword-research?pos=top3&sort=keyword");
    expect(await keywordsShown(page)).toEqual(["nort wind coffee roasters", "northwind coffee"]);
    await snap(page, "keyword-research-filtered");

    // Bulk: track both, then a new group for them.
    await page.getByRole("checkbox", { name: "Select all keywords on this page" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar).toContainText("2 selected");
    await bar.getByRole("button", { name: "Track", exact: true }).click();
    await expect(page.getByText("Tracking 2 keywords")).toBeVisible();
    await page.getByRole("checkbox", { name: "Select all keywords on this page" }).check();
    await bar.getByRole("combobox", { name: "Add the selected keywords to a group" }).click();
    await page.getByRole("option", { name: "New group…" }).click();
    const group = page.getByRole("dialog", { name: "New group" });
    await group.getByLabel("Name").fill("Brand terms");
    await group.getByRole("button", { name: "Create group" }).click();
    await expect(page.getByText('Created the group "Brand terms" with 2 keywords')).toBeVisible();
    await expect(page.getByTestId("keyword-row").getByTestId("tracked")).toHaveCount(2);
    await expect(page.getByTestId("keyword-row").first()).toContainText("Brand terms");
    const stored = await db()`select k.keyword, k.tracked, g.name as group from seo_keywords k left join seo_keyword_groups g on g.id = k.group_id where k.brand_id = ${brand.id} and k.tracked order by 1`;
    expect(stored.map((r) => [r.keyword, r.tracked, r.group])).toEqual([
      ["nort wind coffee roasters", true, "Brand terms"],
      ["northwind coffee", true, "Brand terms"],
    ]);

    // Export: every keyword of the filter, as CSV.
    await page.goto("/keyword-research?tracked=yes&sort=keyword");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("keyword,volume,cpc_usd,difficulty,competition,intent,position,position_url,source,tags,group,tracked,figures_at_utc");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(["nort wind coffee roasters", "northwind coffee"]);
    expect(lines[2]).toContain(",gsc_export,,Brand terms,yes,");

    // The phone layout: cards, the Sort menu in the filters, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/keyword-research?sort=keyword");
    await expect(page.getByLabel("Sort")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
