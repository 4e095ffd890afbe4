/**
 * Performance marketing (issue #23): the dashboard says how to start while the brand has no figures;
 * settings saved through the form (a bad currency refused next to its field), accounts listed as not
 * connected with the way to Integrations; then, with forty days of campaign days and a search terms
 * report, the dashboard shows spend in the chosen currency, budget pace, the week's movers and wasted
 * spend linking to Search Keywords. Both pages at 1280 and 390 px, light and dark.
 */
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

async function seedFigures(brandId: string): Promise<void> {
  const sql = db();
  const [brand] = await sql<{ id: string }[]>`
    insert into ppc_campaigns (brand_id, network, campaign_key, name, source) values (${brandId}, 'google_ads', 'brand search', 'Brand Search', 'import') returning id`;
  const [generic] = await sql<{ id: string }[]>`
    insert into ppc_campaigns (brand_id, network, campaign_key, name, source) values (${brandId}, 'microsoft_ads', 'generic coffee', 'Generic Coffee', 'import') returning id`;
  // Brand Search doubles its spend this week; Generic Coffee stays level. Days count back from the server's today.
  await sql`
    insert into ppc_campaign_days (brand_id, campaign_id, day, cost, clicks, impressions, conversions, conversion_value)
    select ${brandId}, ${brand!.id}, current_date - g, case when g < 7 then 80 else 40 end, 30, 400, case when g < 7 then 3 else 2 end, 240 from generate_series(0, 39) g`;
  await sql`
    insert into ppc_campaign_days (brand_id, campaign_id, day, cost, clicks, impressions, conversions, conversion_value)
    select ${brandId}, ${generic!.id}, current_date - g, 30, 25, 900, 0.5, 40 from generate_series(0, 39) g`;
  await sql`
    insert into ppc_search_terms (brand_id, network, campaign_id, term, term_key, period_from, period_to, cost, clicks, impressions, conversions, row_key)
    values
      (${brandId}, 'microsoft_ads', ${generic!.id}, 'free coffee samples', 'free coffee samples', current_date - 6, current_date, 42.50, 31, 300, 0, 'e2e-1'),
      (${brandId}, 'microsoft_ads', ${generic!.id}, 'coffee machine repair', 'coffee machine repair', current_date - 6, current_date, 18, 9, 120, 0, 'e2e-2'),
      (${brandId}, 'google_ads', ${brand!.id}, 'northwind coffee', 'northwind coffee', current_date - 6, current_date, 120, 80, 500, 12, 'e2e-3')`;
}

test.describe("Performance marketing dashboard and settings", () => {
  test("save settings, then see budget pace, movers and wasted spend — desktop and phone, light and dark", async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Northwind Coffee PPC");

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToShell(page, user, "/performance-marketing-dashboard");
    const empty = page.getByTestId("ppc-dashboard-empty");
    await expect(empty).toContainText("Import a Google Ads or Microsoft Ads report, or connect an account on Integrations");
    await expect(empty.getByRole("link", { name: "Connect an ad account" })).toHaveAttribute("href", "/integrations");
    await expect(empty.getByRole("button", { name: "Import report" })).toBeVisible();

    // Settings: accounts not connected; a made-up currency is refused next to its field; then saved.
    await page.goto("/performance-marketing-settings");
    await expect(page.getByRole("heading", { name: "Performance Marketing Settings" })).toBeVisible();
    await expect(page.getByTestId("ppc-account-google_ads")).toContainText("Not connected");
    await expect(page.getByTestId("ppc-account-microsoft_ads")).toContainText("Not connected");
    await expect(page.getByRole("link", { name: "Connect ad accounts on Integrations" })).toHaveAttribute("href", "/integrations");
    await page.getByLabel("Currency", { exact: true }).fill("XYZ");
    await page.getByLabel(/Monthly budget/).fill("3000");
    await page.getByLabel(/Target CPA/).fill("25");
    await page.getByLabel("Target ROAS").fill("4");
    await page.getByLabel("Minimum clicks").fill("15");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Use a three-letter ISO 4217 currency code such as USD, EUR or GBP")).toBeVisible();
    await page.getByLabel("Currency", { exact: true }).fill("EUR");
    await page.getByRole("switch", { name: /Brand-term wall on/ }).click();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Performance marketing settings saved");
    await expect
      .poll(async () => {
        const [row] = await db()`select currency, monthly_budget, target_cpa, target_roas, negative_min_clicks, brand_wall from ppc_settings where brand_id = ${brand.id}`;
        return row ? [row.currency, row.monthly_budget, row.target_cpa, row.target_roas, row.negative_min_clicks, row.brand_wall] : null;
      })
      .toEqual(["EUR", "3000.00", "25.00", "4.00", 15, false]);
    // What was typed stays after the save's refresh.
    await expect(page.getByLabel(/Monthly budget/)).toHaveValue("3000");
    await inAllLooks(page, "ppc-settings", async () => {
      await expect(page.getByRole("button", { name: "Save settings" })).toBeVisible();
    });

    // With figures: spend in euros, budget pace, movers, wasted spend.
    await seedFigures(brand.id);
    await page.goto("/performance-marketing-dashboard");
    await expect(page.getByTestId("ppc-kpi-spend")).toContainText("€");
    await expect(page.getByTestId("ppc-kpi-spend")).toContainText("vs previous 30 days");
    const pace = page.getByTestId("ppc-pace");
    await expect(pace).toContainText("Budget pace");
    await expect(pace).toContainText("of €3,000.00");
    await expect(pace.getByTestId("ppc-pace-projected")).toContainText("€");
    await expect(page.getByTestId("ppc-movers")).toContainText("Brand Search spent €560.00 this week, 100 % more than the week before (€280.00).");
    const wasted = page.getByTestId("ppc-wasted");
    await expect(wasted.getByTestId("ppc-wasted-total")).toHaveText("€60.50");
    await expect(wasted).toContainText("on 2 terms");
    await expect(wasted.getByRole("link", { name: "free coffee samples" })).toHaveAttribute("href", /\/search-keywords\?tab=terms&period=30d&noconv=1&q=free\+coffee\+samples/);
    await expect(wasted).not.toContainText("northwind coffee");
    await expect(page.getByTestId("ppc-spend-chart")).toBeVisible();
    await expect(page.getByTestId("ppc-cpa-chart")).toBeVisible();
    await expect(page.getByTestId("ppc-campaigns")).toContainText("Generic Coffee");

    // The period and split live in the URL.
    await page.getByRole("radio", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByTestId("ppc-kpi-spend")).toContainText("vs previous 7 days");
    await page.getByRole("radio", { name: "By campaign" }).click();
    await expect(page).toHaveURL(/split=campaign/);
    await expect(page.getByTestId("ppc-spend-chart")).toBeVisible();

    await inAllLooks(page, "ppc-dashboard", async () => {
      await expect(page.getByTestId("ppc-wasted")).toBeVisible();
      await expect(page.getByTestId("ppc-spend-chart")).toBeVisible();
    });
    expect(errors).toEqual([]);
  });
});
