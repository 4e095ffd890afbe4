/**
 * /predictive-analytics: a brand with too little Search Console history is told how many days a
 * forecast needs; with 200 days (weekly rhythm, trend) "Run forecast" runs the job while the page
 * shows its progress, the chart appears with its back-test error, another scope and metric can
 * be chosen, and the what-if panel adds the clicks a better position would bring — then the page
 * on a phone and in the dark theme.
 */
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { gscHistoryRows } from "../../support/gsc-history";

const queries = [
  { query: "espresso grinder", page: "https://grind.example/grinders/espresso", impressions: 400, position: 3.2 },
  { query: "burr grinder", page: "https://grind.example/grinders/burr", impressions: 250, position: 8.4 },
  { query: "cold brew recipe", page: "https://grind.example/blog/cold-brew", impressions: 300, position: 1.4 },
];

async function seed(brandId: string, days: number): Promise<void> {
  const rows = gscHistoryRows({ lastDay: "2026-10-31", days, queries });
  const sql = db();
  await sql`insert into seo_gsc_rows ${sql(rows.map((r) => ({ brand_id: brandId, source: r.source, row_key: r.rowKey, day: r.day, query: r.query, page: r.page, clicks: r.clicks, impressions: r.impressions, ctr: r.ctr, position: r.position, fetched_at: r.fetchedAt })))}`;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("forecast: too-short history, run with progress, chart with its error, what-if, phone and dark", async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const { user, brand } = await userWithBrand("Grind Forecast Co");
  await seed(brand.id, 40);

  await signInToShell(page, user, "/predictive-analytics");
  await expect(page.getByTestId("forecast-too-short")).toContainText("A forecast needs at least 91 days of daily Search Console data");
  await expect(page.getByTestId("forecast-too-short")).toContainText("this brand has 40 days (2026-09-22 to 2026-10-31)");

  await db()`delete from seo_gsc_rows where brand_id = ${brand.id}`;
  await seed(brand.id, 200);
  await page.reload();
  await expect(page.getByTestId("forecast-empty")).toContainText("No forecast yet");
  await expect(page.getByText("200 days of Search Console data")).toBeVisible();

  await page.getByLabel("Forecast horizon").click();
  await page.getByRole("option", { name: "4 weeks" }).click();
  await page.getByRole("button", { name: "Run forecast" }).click();
  await expectToast(page, "Forecast started.");
  // The page follows the job (it refreshes itself while the run is queued or running).
  await expect(page.getByTestId("forecast-status")).toContainText("Up to date", { timeout: 90_000 });
  await expect(page.getByTestId("forecast-status")).toContainText("4-week forecast from 200 days of history");

  const card = page.getByTestId("forecast-card");
  await expect(card).toContainText("Clicks of Whole site: the next 4 weeks");
  await expect(page.getByTestId("forecast-chart")).toBeVisible();
  await expect(page.getByTestId("forecast-mape")).toContainText("Back-test error (MAPE)");
  await expect(page.getByTestId("forecast-mape")).toContainText(/\d+(\.\d)?%/);
  await expect(page.getByTestId("forecast-total")).toContainText("80 %:");
  // Every forecast is listed with its error: site, the two URL prefixes, three keywords.
  await expect(page.getByTestId("forecast-list").locator("tbody tr")).toHaveCount(6);

  await page.getByLabel("Forecast scope").click();
  await page.getByRole("option", { name: "Keyword · burr grinder" }).click();
  await page.getByRole("radio", { name: "Position" }).click();
  await expect(card).toContainText("Position of burr grinder: the next 4 weeks");
  await expect(page).toHaveURL(/metric=position/);

  // What-if: burr grinder from about 8.4 to 3 (CTR 3.2 % → 11 % on the curve).
  const whatIf = page.getByTestId("what-if");
  await whatIf.getByLabel("Choose burr grinder").check();
  await whatIf.getByLabel("Target position").fill("3");
  await expect(page.getByTestId("what-if-result")).toContainText("If this keyword reaches position 3");
  await expect(page.getByTestId("what-if-result")).toContainText(/\+\d[\d,]* clicks/);
  await whatIf.getByLabel("Choose cold brew recipe").check();
  await expect(page.getByTestId("what-if-result")).toContainText("already there");
  await whatIf.getByLabel("Target position").fill("0");
  await expect(whatIf.getByText("Enter a position between 1 and 100.")).toBeVisible();
  await whatIf.getByLabel("Target position").fill("3");
  await snap(page, "seo-forecast-what-if");

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.goto("/predictive-analytics");
      await expect(page.getByTestId("forecast-chart")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
      expect(await sideways(page), `/predictive-analytics at ${width} px (${scheme}) scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await snap(page, `seo-forecast-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
  expect(errors).toEqual([]);
});
