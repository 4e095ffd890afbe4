/**
 * Issue 18's whole SEO path as an agency user walks it: import a Search Console Performance export
 * (the zip Search Console downloads), see the queries classified branded / non-branded and clustered
 * into focus groups, track a group, run the rank check against the loopback fake DataForSEO, and read
 * the position history and the dashboard — then the same pages at phone width and in the dark theme.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { E2E_SEO_PORT } from "../env";
import { snap, expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { startFakeSeoProviders, type FakeSeoProviders } from "../../support/fake-seo-providers";

const ZIP = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/seo/gsc-performance-export.zip"));

let fake: FakeSeoProviders;
test.beforeAll(async () => {
  fake = await startFakeSeoProviders(E2E_SEO_PORT);
});
test.afterAll(async () => {
  await fake.close();
});

test("SEO: import a Search Console export → classified and clustered → track a group → rank check → history and dashboard", async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const { user, brand } = await userWithBrand("North Wind SEO flow");
  // The fake answers every SERP with DataForSEO's documented sample, where sportsshoes.com ranks 2nd.
  await db()`update brands set name = 'North Wind', website = 'https://www.sportsshoes.com' where id = ${brand.id}`;

  // 1. Import the Performance export as Search Console hands it out: a zip of CSVs.
  await signInToShell(page, user, "/keyword-research");
  await page.getByRole("main").getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import keywords" });
  await dialog.locator('input[type="file"]').setInputFiles({ name: "northwind-Performance-on-Search.zip", mimeType: "application/zip", buffer: ZIP });
  await expect(dialog.getByRole("region", { name: "Import preview" }).getByTestId("import-recognised")).toContainText("Search Console");
  await dialog.getByRole("button", { name: /^Import \d+ rows?$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("keyword-row")).toHaveCount(8);

  // 2. Classified: the brand's name with other spacing and a misspelling are branded, the rest not.
  await page.goto("/branded-keywords");
  await expect(page.locator('[data-keyword="northwind coffee"]')).toHaveAttribute("data-class", "branded");
  await expect(page.locator('[data-keyword="nort wind coffee roasters"]')).toHaveAttribute("data-class", "branded");
  await expect(page.locator('[data-keyword="cold brew concentrate"]')).toHaveAttribute("data-class", "non_branded");

  // 3. Clustered: no SERPs stored yet, so by shared words — and the page says so.
  await page.goto("/seo-selection-groups");
  await page.getByRole("button", { name: "Cluster keywords" }).first().click();
  const coldBrew = page.getByRole("row").filter({ hasText: "how to make cold brew" }).or(page.getByRole("row").filter({ has: page.getByRole("link", { name: /cold brew/ }) }));
  await expect(coldBrew.first()).toBeVisible({ timeout: 30_000 });
  await expect(coldBrew.first()).toContainText("Lexical");

  // 4. Track the group from its panel.
  await coldBrew.first().getByRole("link", { name: /cold brew/ }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByText("cold brew concentrate", { exact: true }).last()).toBeVisible();
  await expect(sheet.getByText("how to make cold brew", { exact: true }).last()).toBeVisible();
  await sheet.getByRole("button", { name: "Track group" }).click();
  await expectToast(page, "Tracking 2 keywords from the next rank check");
  await page.keyboard.press("Escape");

  // 5. The rank check, on the job runner, against the fake provider.
  await page.goto("/rankings");
  const rows = page.getByTestId("rank-row");
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Check now" }).click();
  await expectToast(page, "Rank check started.");
  await expect(page.getByTestId("rank-check-status")).toContainText("2 of 2 tracked keywords checked today", { timeout: 60_000 });
  const concentrate = rows.filter({ hasText: "cold brew concentrate" });
  await expect(concentrate.getByText("2", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("position-chart")).toBeVisible();
  expect(fake.requests.filter((r) => r.path === "/v3/serp/google/organic/live/advanced")).toHaveLength(2);

  // 6. The dashboard sums it up.
  await page.goto("/seo-dashboard");
  await expect(page.getByTestId("dash-keywords")).toContainText("2 tracked");
  // The two checked keywords at 2, and three more in the top 10 by their Search Console average position.
  await expect(page.getByTestId("dash-top10")).toContainText("In the top 105");
  await expect(page.getByTestId("dash-top10")).toContainText("4 in the top 3");
  await expect(page.getByTestId("dash-visibility")).toContainText("77.9%");
  await expect(page.getByTestId("visibility-chart")).toBeVisible();

  // 7. The same pages on a phone and in the dark theme: the data is there and nothing scrolls sideways.
  const pages: [string, (p: Page) => Promise<void>][] = [
    ["/rankings", (p) => expect(p.getByTestId("rank-row").first()).toBeVisible()],
    ["/seo-dashboard", (p) => expect(p.getByTestId("dash-visibility")).toContainText("77.9%")],
    ["/seo-selection-groups", (p) => expect(p.getByRole("main")).toContainText("cold brew")],
    ["/branded-keywords", (p) => expect(p.getByRole("main")).toContainText("nort wind coffee roasters")],
  ];
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      for (const [route, check] of pages) {
        await page.goto(route);
        await check(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark")), `${route} in the ${scheme} theme`).toBe(scheme === "dark");
        await expectNoSidewaysScroll(page, `${route} at ${width} px (${scheme}) scrolls sideways`);
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
  for (const [route] of pages) {
    await page.goto(route);
    await snap(page, `seo-flow${route.replace(/\//g, "-")}`);
  }
  expect(errors).toEqual([]);
});
