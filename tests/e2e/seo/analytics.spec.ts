/**
 * /seo-analytics with Google Analytics through the loopback fake Google: the empty page offers the
 * Google connection and the file imports; Connect in the popup (Search Console and Analytics
 * scopes), choose the GA4 property on /integrations, "Sync Google Analytics" runs the job while the
 * page follows it, and the organic sessions appear by day, page and device; the shipped Search
 * Console export imported from the page adds clicks. Then /integrations' SEO data section, and
 * both pages at desktop and phone width in the light and dark themes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../test";
import { expectToast } from "../auth/auth-helpers";
import { E2E_GOOGLE_PORT } from "../env";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { FAKE_GA4_DAY, FAKE_GOOGLE, startFakeGoogle } from "../../support/fake-google";

const GSC_ZIP = readFileSync(path.resolve(import.meta.dirname, "../../../db/sample/seo/gsc-performance-export.zip"));

test.describe("SEO analytics", () => {
  test("connect Google with GA4, pick the property, sync, see /seo-analytics and /integrations", async ({ page }) => {
    test.setTimeout(180_000);
    const fake = await startFakeGoogle(E2E_GOOGLE_PORT);
    try {
      const { user } = await userWithBrand("Analytics Coffee Co");
      await signInToShell(page, user, "/seo-analytics");
      await expect(page.getByTestId("analytics-empty")).toContainText("No Search Console or Google Analytics data yet");
      await expect(page.getByTestId("google-note")).toContainText("Connect Google on Integrations");
      await snap(page, "seo-analytics-empty");

      await page.goto("/integrations");
      const card = page.getByTestId("google-search-console");
      const popupPromise = page.waitForEvent("popup");
      await card.getByRole("button", { name: "Connect" }).click();
      const popup = await popupPromise;
      await popup.waitForEvent("close");
      await expectToast(page, `Google connected as ${FAKE_GOOGLE.email}. Search Console: choose the property to use. Analytics: choose the property to use.`);
      expect(fake.requests.map((r) => r.path)).toEqual(expect.arrayContaining(["/token", "/webmasters/v3/sites", "/v1beta/accountSummaries"]));

      await card.getByLabel("Google Analytics 4 property").click();
      await page.getByRole("option", { name: "example.test – GA4 · Example Co (250000001)" }).click();
      await expectToast(page, "Google Analytics data will come from example.test – GA4.");
      await card.getByLabel("Search Console property").click();
      await page.getByRole("option", { name: "sc-domain:example.test · Full user" }).click();
      await expectToast(page, "Search Console data will come from sc-domain:example.test.");
      await expect(card.getByText("Connected", { exact: true })).toBeVisible();

      await page.goto("/seo-analytics");
      await expect(page.getByTestId("google-note")).toContainText("Google Analytics: example.test – GA4.");
      await page.getByRole("button", { name: "Sync Google Analytics" }).click();
      await expectToast(page, "Google Analytics sync queued for properties/250000001: the last 90 days of organic sessions.");
      // The page follows the job (auto-refresh) until the figures are there.
      await expect(page.getByTestId("ga4-sync-status")).toContainText("Last synced", { timeout: 60_000 });
      // The daily sync on the SEO hourly tick: the page says when it runs next.
      await expect(page.getByTestId("ga4-schedule")).toContainText("Synced daily at 06:00 UTC: next run");
      const perDay = FAKE_GA4_DAY.reduce((s, r) => s + r.sessions, 0);
      await expect(page.getByTestId("tile-sessions")).toContainText((28 * perDay).toLocaleString("en-US"));
      await expect(page.getByTestId("tile-sessions")).toContainText("vs previous 28 days");
      await expect(page.getByRole("table", { name: "Top pages" })).toContainText("/guides/cold-brew");
      await expect(page.getByTestId("chart-devices")).toBeVisible();
      const report = fake.requests.find((r) => r.path === "/v1beta/properties/250000001:runReport");
      expect(JSON.parse(report!.body)).toMatchObject({ dimensionFilter: { filter: { fieldName: "sessionDefaultChannelGroup" } } });

      // A longer period: the URL keeps it.
      await page.getByRole("radio", { name: "Last 90 days" }).click();
      await expect(page).toHaveURL(/days=90/);
      await expect(page.getByTestId("tile-sessions")).toContainText((90 * perDay).toLocaleString("en-US"));

      // The Search Console export imported from the page: its queries and pages join the tables.
      await page.getByRole("button", { name: "Import GSC or GA4 file" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Import Search Console or Google Analytics data" });
      await dialog.locator('input[type="file"]').setInputFiles({ name: "gsc-performance-export.zip", mimeType: "application/zip", buffer: GSC_ZIP });
      await expect(dialog.getByRole("region", { name: "Import preview" })).toContainText("Search Console");
      await dialog.getByRole("button", { name: /^Import \d+ rows$/ }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("link", { name: "Top queries" }).click();
      await expect(page.getByRole("table", { name: "Top queries" })).toContainText("northwind coffee");

      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto("/seo-analytics?days=90");
        await expect(page.getByTestId("analytics-tiles")).toBeVisible();
        await snap(page, `seo-analytics-${scheme}`);
        await page.goto("/integrations");
        await expect(page.getByTestId("seo-providers").locator('[data-provider="ga4"]')).toContainText("Connected");
        await expect(page.getByTestId("seo-providers").locator('[data-provider="ga4"]')).toContainText("free (quota)");
        await snap(page, `integrations-${scheme}`);
      }
    } finally {
      await fake.close();
    }
  });
});
