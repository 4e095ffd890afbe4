/**
 * Rankings against the loopback fake DataForSEO (the e2e server's deployment default provider):
 * SEO Settings refuses a bad value and saves a competitor, a typed keyword is tracked, "Check now"
 * runs the rank check on the job runner while the page follows its progress, and the position,
 * the competitor's position, the history chart and the dashboard's figures appear.
 */
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { E2E_SEO_PORT } from "../env";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { startFakeSeoProviders } from "../../support/fake-seo-providers";

test.describe("SEO rankings", () => {
  test("settings, track a keyword, check now, history and dashboard", async ({ page }) => {
    test.setTimeout(180_000);
    const fake = await startFakeSeoProviders(E2E_SEO_PORT);
    try {
      const { user, brand } = await userWithBrand("Sports Shoes Co");
      // The fake's SERP (DataForSEO's documented sample) has sportsshoes.com at 2 and nike.com at 4.
      await db()`update brands set website = 'https://www.sportsshoes.com' where id = ${brand.id}`;

      await signInToShell(page, user, "/settings-seo");
      await expect(page.getByTestId("seo-provider-dataforseo")).toContainText("Deployment default");
      await page.getByLabel("Monthly budget (USD)").fill("-5");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("The budget cannot be negative")).toBeVisible();
      await page.getByLabel("Monthly budget (USD)").fill("25");
      await page.getByLabel("Competitor domains").fill("nike.com");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expectToast(page, "Saved the SEO settings.");
      await page.reload();
      await expect(page.getByLabel("Competitor domains")).toHaveValue("nike.com");
      await expect(page.getByTestId("seo-spend")).toContainText("of $25.00");
      await snap(page, "seo-settings");

      await page.goto("/rankings");
      await expect(page.getByTestId("rankings-empty")).toBeVisible();
      await page.getByRole("button", { name: "Track keywords" }).click();
      // A keyword no other spec fetches: the deployment-wide SERP cache would otherwise answer without the fake.
      await page.getByRole("dialog").getByLabel("Keywords").fill("running shoes rankings spec");
      await page.getByRole("dialog").getByRole("button", { name: "Track" }).click();
      await expectToast(page, "Tracking 1 keyword.");
      const row = page.getByTestId("rank-row").filter({ hasText: "running shoes rankings spec" });
      await expect(row).toContainText("not checked yet");

      await page.getByRole("button", { name: "Check now" }).click();
      await expectToast(page, "Rank check started.");
      // The page follows the job (it refreshes itself while the check is queued or running).
      await expect(page.getByTestId("rank-check-status")).toContainText("1 of 1 tracked keyword checked today", { timeout: 60_000 });
      await expect(page.getByTestId("rank-check-status")).toContainText("Up to date");
      await expect(row.getByText("2", { exact: true }).first()).toBeVisible();
      await expect(row).toContainText("nike.com 4");
      await expect(row).toContainText("sportsshoes.com/running/shoes");
      await expect(page.getByTestId("position-chart")).toBeVisible();
      await expect(page.locator("#history").getByText("Position history: running shoes rankings spec")).toBeVisible();
      expect(fake.requests.filter((r) => r.path === "/v3/serp/google/organic/live/advanced")).toHaveLength(1);
      // The progress survives a reload: it is read from the job queue and today's checks.
      await page.reload();
      await expect(page.getByTestId("rank-check-status")).toContainText("1 of 1 tracked keyword checked today");
      await snap(page, "seo-rankings");

      await page.goto("/seo-dashboard");
      await expect(page.getByTestId("dash-keywords")).toContainText("1 tracked");
      await expect(page.getByTestId("dash-top10")).toContainText("1");
      // Position 2 earns 24.7% of the clicks against 31.7% at 1: 77.92% of the best possible.
      await expect(page.getByTestId("dash-visibility")).toContainText("77.9%");
      await expect(page.getByTestId("visibility-chart")).toBeVisible();
      // One check is no move yet.
      await expect(page.getByTestId("dash-movers").getByText("None since the last check.")).toHaveCount(2);
      await snap(page, "seo-dashboard");
    } finally {
      await fake.close();
    }
  });
});
