/**
 * Issue 23, /search-keywords in the browser: paid keywords and search terms of a brand (seeded as a
 * report import stores them), the organic badge where SEO already ranks the term 1–3 and the spend on
 * those, a filter from the URL, bulk "Add as negative (exact)" (then again: already there) and "Send to
 * a group" into a new group. Then phone and desktop, light and dark: the rows are there, nothing scrolls sideways.
 */
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { snap, expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

async function seed(brandId: string) {
  const sql = db();
  await sql`insert into ppc_settings (brand_id, currency) values (${brandId}, 'EUR')`;
  const [c] = await sql`insert into ppc_campaigns (brand_id, network, campaign_key, name, source) values (${brandId}, 'google_ads', 'shoes', 'Shoes', 'import') returning id`;
  const [g] = await sql`insert into ppc_ad_groups (brand_id, campaign_id, ad_group_key, name) values (${brandId}, ${c!.id}, 'running', 'Running shoes') returning id`;
  const [k] = await sql`insert into seo_keywords (brand_id, keyword, keyword_key, source, position, position_url) values (${brandId}, 'running shoes', 'running shoes', 'manual', 2, 'https://example.com/running') returning id`;
  await sql`insert into ppc_keywords (brand_id, keyword_id, ad_group_id, match_type, source, status, quality_score, cost, clicks, impressions, conversions, conversion_value)
            values (${brandId}, ${k!.id}, ${g!.id}, 'exact', 'import', 'Enabled', 7, 120, 100, 1000, 4, 400)`;
  const term = (t: string, cost: number, clicks: number, conv: number) =>
    sql`insert into ppc_search_terms (brand_id, network, campaign_id, ad_group_id, term, term_key, keyword_text, match_type, period_from, period_to, cost, clicks, impressions, conversions, conversion_value, row_key)
        values (${brandId}, 'google_ads', ${c!.id}, ${g!.id}, ${t}, ${t}, 'running shoes', 'phrase', '2026-11-01', '2026-11-20', ${cost}, ${clicks}, ${clicks * 10}, ${conv}, ${conv * 50}, ${`e2e|${t}`})`;
  await term("running shoes", 90, 65, 3);
  await term("cheap running shoes", 25, 30, 0);
  await term("free running shoes", 8, 4, 0);
}

const termsShown = (page: Page) => page.getByTestId("ppc-term-row").getByTestId("ppc-term-text").allTextContents();

test("search keywords: organic badge, filter, bulk negatives and a new group; phone and dark", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const { user, brand } = await userWithBrand("Paid Runners");
  await seed(brand.id);
  await signInToShell(page, user, "/search-keywords");
  await expect(page).toHaveTitle("Search Keywords · Growth OS");

  // Keywords tab: the paid keyword with its placement, quality score and the organic badge.
  const kw = page.getByTestId("ppc-keyword-row").filter({ hasText: "running shoes" });
  await expect(kw).toContainText("Shoes › Running shoes");
  await expect(kw).toContainText("7/10");
  await expect(kw.getByTestId("organic-win")).toBeVisible();

  // Search terms tab: one row per term, the organic overlap and its spend.
  await page.getByRole("link", { name: "Search terms" }).click();
  await expect(page).toHaveURL(/tab=terms/);
  await expect.poll(() => termsShown(page)).toEqual(["running shoes", "cheap running shoes", "free running shoes"]);
  await expect(page.locator('[data-term="running shoes"]').getByTestId("organic-win")).toBeVisible();
  await expect(page.locator('[data-term="cheap running shoes"]').getByTestId("organic-win")).toHaveCount(0);
  await expect(page.getByTestId("organic-overlap")).toContainText("€90.00");

  // Filter: no conversions, kept in the URL.
  await page.getByRole("checkbox", { name: "No conversions" }).click();
  await expect(page).toHaveURL(/noconv=1/);
  await expect.poll(() => termsShown(page)).toEqual(["cheap running shoes", "free running shoes"]);

  // Bulk: add as exact negative, then again (already there).
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await page.getByRole("checkbox", { name: 'Select "cheap running shoes"' }).click();
  await bulk.getByRole("button", { name: "Add as negative (exact)" }).click();
  await expect(page.getByText("1 negative (exact) added to Brand negatives")).toBeVisible();
  await page.getByRole("checkbox", { name: 'Select "cheap running shoes"' }).click();
  await bulk.getByRole("button", { name: "Add as negative (exact)" }).click();
  await expect(page.getByText("0 negatives (exact) added to Brand negatives; 1 was already there")).toBeVisible();
  const negs = await db()`select n.text, n.match_type from ppc_negatives n join ppc_negative_lists l on l.id = n.list_id where l.brand_id = ${brand.id}`;
  expect(negs).toEqual([{ text: "cheap running shoes", match_type: "exact" }]);

  // Bulk: send both to a new group.
  await page.getByRole("checkbox", { name: "Select all search terms on this page" }).click();
  await bulk.getByRole("combobox", { name: "Send the selected terms to a PPC group" }).click();
  await page.getByRole("option", { name: "New group…" }).click();
  const dialog = page.getByRole("dialog", { name: "New PPC group" });
  await dialog.getByLabel("Group name").fill("Running bargains");
  await dialog.getByRole("button", { name: "Create and send" }).click();
  await expect(page.getByText('2 search terms sent to the new group "Running bargains"')).toBeVisible();
  await expect(dialog).toBeHidden();
  const members = await db()`select k.keyword from ppc_group_keywords gk join ppc_groups g on g.id = gk.group_id join seo_keywords k on k.id = gk.keyword_id where g.brand_id = ${brand.id} and g.name = 'Running bargains' order by 1`;
  expect(members.map((m) => m.keyword)).toEqual(["cheap running shoes", "free running shoes"]);

  // Phone and desktop, light and dark: the rows are there and nothing scrolls sideways.
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.goto("/search-keywords?tab=terms");
      await expect(page.getByTestId("ppc-term-row")).toHaveCount(3);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
      await expectNoSidewaysScroll(page, `/search-keywords at ${width} px (${scheme}) scrolls sideways`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await snap(page, `search-keywords-${scheme}`);
  }
  expect(errors).toEqual([]);
});
