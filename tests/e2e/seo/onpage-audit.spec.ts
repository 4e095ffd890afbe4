/**
 * /onpage-seo-audit against the loopback fixture site (tests/fixtures/seo-audit/server.ts, on
 * E2E_SITE_PORT, allow-listed in playwright.config.ts): a bad address is refused in the form, the
 * crawl runs on the job runner while the page shows its progress, the seeded "Title missing" issue
 * opens with its evidence and becomes a task; then the page on a phone and in the dark theme.
 */
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { E2E_SITE_PORT } from "../env";
import { snap, expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { startFixtureSite } from "../../fixtures/seo-audit/server";

const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 8)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)} → ${Math.round(e.getBoundingClientRect().right)}`)
      .join("\n"),
  );

test.describe("On-page SEO audit", () => {
  test("crawl the fixture site, open an issue, create a task", async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const site = await startFixtureSite({ port: E2E_SITE_PORT });
    try {
      const { user, brand } = await userWithBrand("Audit Roasters");
      await db()`update brands set website = ${site.origin + "/"} where id = ${brand.id}`;
      await signInToShell(page, user, "/dashboard");
      // The spec's alias leads to the page.
      await page.goto("/on-page-seo-audit");
      await expect(page).toHaveURL(/\/onpage-seo-audit$/);
      await expect(page.getByText("No finished crawl yet")).toBeVisible();
      await expect(page.getByLabel("Start URL")).toHaveValue(site.origin + "/");

      await page.getByLabel("Start URL").fill("not a web address");
      await page.getByRole("button", { name: "Start crawl" }).click();
      await expect(page.getByText("Enter a web address such as https://example.com")).toBeVisible();

      await page.getByLabel("Start URL").fill(site.origin + "/");
      await page.getByLabel("Concurrency").fill("1");
      // A politeness delay long enough for the progress to be seen between pages.
      await page.getByLabel("Delay (ms)").fill("300");
      await page.getByRole("button", { name: "Start crawl" }).click();
      await expectToast(page, "Crawl started. Progress shows here as pages come in.");
      const status = page.getByTestId("crawl-status");
      await expect(status).toContainText(/Crawling|Queued/);
      await expect(page.getByLabel("Crawl progress")).toBeVisible();
      await expect(status.getByTestId("crawl-counts")).toContainText(/Crawled\s*[1-9]/, { timeout: 30_000 });

      // The page refreshes itself until the crawl ends, then shows the results.
      await expect(page.getByTestId("site-score")).toBeVisible({ timeout: 90_000 });
      await expect(page.getByTestId("crawl-comparison")).toContainText("The next crawl shows what is new, fixed and still open.");
      const groups = page.getByTestId("issue-groups");
      await expect(groups).toContainText("Broken internal link");
      await expect(groups).toContainText("Redirect loop");
      await groups.getByRole("link", { name: /Title missing/ }).click();
      const issue = page.getByTestId("issue-row").filter({ hasText: "/title-missing" });
      await expect(issue.getByTestId("issue-evidence")).toHaveText("no <title> element");
      await expect(issue).toContainText("Add a <title> in the <head>");
      await issue.getByRole("button", { name: /Create a task/ }).click();
      await expectToast(page, 'Task created: Fix "Title missing" on /title-missing');
      const [task] = await db()`select title, source_type from foundational_tasks where brand_id = ${brand.id}`;
      expect(task).toMatchObject({ title: 'Fix "Title missing" on /title-missing', source_type: "seo_audit" });

      // Back to every page (the table follows the chosen check), then one page's detail.
      await page.getByRole("link", { name: "All checks" }).click();
      await expect(page.getByRole("heading", { name: "Pages", exact: true })).toBeVisible();
      await page.getByRole("link", { name: "/broken-links" }).first().click();
      const detail = page.getByTestId("page-detail");
      await expect(detail).toContainText('<a href="/gone">Our old roast list</a> → HTTP 404');
      await snap(page, "onpage-seo-audit");

      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
          await page.reload();
          await expect(page.getByTestId("site-score")).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
          await expectNoSidewaysScroll(page, `/onpage-seo-audit at ${width} px (${scheme}) scrolls sideways:\n${await widest(page)}`);
          if (process.env.SCREENSHOTS) await page.screenshot({ path: `screenshots/onpage-seo-audit-${scheme}-${width}.png`, fullPage: true });
        }
      }
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  });
});
