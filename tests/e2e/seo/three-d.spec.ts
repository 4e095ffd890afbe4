/**
 * The 3D analysis as an agency user walks it (issue #19): start an analysis, take pages from Search
 * Console and a pasted list, map keywords from GSC page×query rows and by hand, choose metrics, read
 * the matrix and its findings, create a task from one, and walk back through the steps by the stepper
 * and by the URL — at desktop and phone width, light and dark.
 */
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { snap, expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const SITE = "https://north-3d.example";
const BLOG = `${SITE}/blog/cold-brew`;
const GUIDE = `${SITE}/guide`;
const HOME = `${SITE}/`;

test("3D analysis: pages → keywords → metrics → matrix with findings, a task from one, and back", async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const { user, brand } = await userWithBrand("North 3D");
  const sql = db();
  // Search Console page × query rows as the Google connection stores them: "cold brew" on two pages.
  const rows: [string, string, number, number, number][] = [
    ["cold brew", BLOG, 9, 600, 6],
    ["cold brew", GUIDE, 2, 200, 14],
    ["coffee shop", HOME, 4, 2_000, 2],
  ];
  for (const [query, pg, clicks, impressions, position] of rows) {
    const key = JSON.stringify(["gsc", "query", "2026-11-20", query, pg, "", ""]);
    await sql`insert into seo_gsc_rows (brand_id, source, row_key, day, query, page, clicks, impressions, ctr, position, fetched_at)
      values (${brand.id}, 'gsc', ${key}, '2026-11-20', ${query}, ${pg}, ${clicks}, ${impressions}, ${clicks / impressions}, ${position}, now())`;
  }

  // Step 1 without an analysis: the empty state, then a new one.
  await signInToShell(page, user);
  // The alias redirects to step 1 (opened as a fresh load: a client-side redirect right after sign-in is the login form's business).
  await page.goto("/3d-analysis");
  await expect(page).toHaveURL(/\/3danalysis_step1$/);
  await expect(page.getByText("No 3D analysis yet")).toBeVisible();
  await page.getByLabel("Name of the new analysis").fill("Coffee pages");
  await page.getByRole("button", { name: "Start analysis" }).click();
  await expect(page).toHaveURL(/\/3danalysis_step1\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get("id")!;
  await expect(page.getByText("No pages yet")).toBeVisible();
  await snap(page, "three-d-step1-empty");

  await page.getByRole("button", { name: "Add pages" }).click();
  await expectToast(page, "3 pages added (3 in the analysis)");
  await expect(page.getByTestId("analysis-page")).toHaveCount(3);
  await page.getByRole("radio", { name: "Pasted list" }).click();
  await page.getByLabel("Page addresses").fill(`${SITE}/lonely\nnot a url`);
  await page.getByRole("button", { name: "Add pages" }).click();
  await expectToast(page, "1 page added (4 in the analysis)");
  await expect(page.getByTestId("analysis-page")).toHaveCount(4);
  await snap(page, "three-d-step1");

  // Step 2: pairs from Search Console, one by hand.
  await page.getByRole("link", { name: "Next: keywords" }).click();
  await expect(page).toHaveURL(`/3danalysis_step2?id=${id}`);
  await page.getByRole("button", { name: "Add from Search Console queries" }).click();
  await expectToast(page, "3 keyword–page pairs added (3 in the analysis)");
  await page.getByLabel("Keyword", { exact: true }).fill("decaf beans");
  await page.getByRole("combobox", { name: "Page" }).click();
  await page.getByRole("option", { name: "No page yet" }).click();
  await page.getByRole("button", { name: "Add pair" }).click();
  await expectToast(page, "Keyword added");
  await expect(page.getByTestId("analysis-pair")).toHaveCount(4);
  await snap(page, "three-d-step2");

  // Step 3: metrics and period.
  await page.getByRole("link", { name: "Next: metrics" }).click();
  await expect(page).toHaveURL(`/3danalysis_step3?id=${id}`);
  await page.getByLabel("Rank position").click();
  await snap(page, "three-d-step3");
  await page.getByRole("button", { name: "Save and open the matrix" }).click();

  // Step 4: the matrix and its findings.
  await expect(page).toHaveURL(`/3danalysis_step4?id=${id}`);
  const cells = page.getByTestId("matrix-cell");
  await expect(cells).toHaveCount(4);
  await expect(page.getByRole("columnheader", { name: "Rank position" })).toHaveCount(0);
  const findings = page.getByTestId("finding");
  await expect(findings.filter({ hasText: '"cold brew" is split across 2 pages' })).toHaveCount(1);
  await expect(findings.filter({ hasText: '"decaf beans" has no page' })).toHaveCount(1);
  await expect(findings.filter({ hasText: `${SITE}/lonely has no keyword` })).toHaveCount(1);
  await expect(findings.filter({ hasText: '"coffee shop": CTR 0.2%' })).toHaveCount(1);
  await snap(page, "three-d-step4");

  // A finding links to its cells; the filter lives in the URL.
  await findings.filter({ hasText: "is split across" }).getByRole("link", { name: "Show its 2 cells" }).click();
  await expect(page).toHaveURL(/keyword=cold\+brew/);
  await expect(cells).toHaveCount(2);
  await expect(page.getByTestId("matrix-cell-filter")).toContainText("cold brew");
  // Sorting by position keeps the filter.
  await page.getByRole("columnheader", { name: "Avg. position (GSC)" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=position/);
  await expect(cells.first()).toContainText("/blog/cold-brew");
  await page.getByRole("button", { name: "Show all cells" }).click();
  await expect(cells).toHaveCount(4);

  // Create task from a finding.
  await findings.filter({ hasText: '"coffee shop": CTR' }).getByRole("button", { name: "Create task" }).click();
  await expectToast(page, 'Task "Low CTR for the position: "coffee shop"');
  const [task] = await sql`select source_type, title from foundational_tasks where brand_id = ${brand.id}`;
  expect(task).toMatchObject({ source_type: "seo_3d_analysis" });

  // Back: the stepper revisits earlier steps with their state; a stale step link sends to what is missing.
  await page.getByRole("navigation", { name: "3D analysis steps" }).getByRole("link", { name: /Keywords → pages/ }).click();
  await expect(page).toHaveURL(`/3danalysis_step2?id=${id}`);
  await expect(page.getByTestId("analysis-pair")).toHaveCount(4);
  await page.getByRole("navigation", { name: "3D analysis steps" }).getByRole("link", { name: /Pages/ }).click();
  await expect(page.getByTestId("analysis-page")).toHaveCount(4);
  await page.goBack();
  await expect(page).toHaveURL(`/3danalysis_step2?id=${id}`);
  await page.goto("/3danalysis_step1");
  await expect(page.getByTestId("saved-analysis")).toContainText("Coffee pages");
  await page.goto("/3danalysis_step4");
  await expect(page.getByText("Choose or start an analysis first")).toBeVisible();

  // Phone and dark: every step shows its data and nothing scrolls sideways.
  const steps: [string, (p: Page) => Promise<void>][] = [
    [`/3danalysis_step1?id=${id}`, (p) => expect(p.getByTestId("analysis-page")).toHaveCount(4)],
    [`/3danalysis_step2?id=${id}`, (p) => expect(p.getByTestId("analysis-pair")).toHaveCount(4)],
    [`/3danalysis_step3?id=${id}`, (p) => expect(p.getByLabel("Clicks")).toBeVisible()],
    [`/3danalysis_step4?id=${id}`, (p) => expect(p.getByTestId("matrix-cell")).toHaveCount(4)],
  ];
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      for (const [route, check] of steps) {
        await page.goto(route);
        await check(page);
        await expectNoSidewaysScroll(page, `${route} at ${width} px (${scheme}) scrolls sideways`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/3danalysis_step4?id=${id}`);
    await snap(page, `three-d-step4-${scheme}`);
  }
  expect(errors).toEqual([]);
});
