/**
 * N-grams of /search-keywords (issue #23): with a search terms report stored, mine n-grams through the job
 * runner (progress until the run ends), see the costly word without conversions flagged as a negative candidate,
 * filter to candidates, add it as a phrase negative to the brand's list, and read the duplicate term served from
 * two ad groups with its cannibalisation. At 1280 and 390 px, light and dark.
 */
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

async function seedTerms(brandId: string): Promise<void> {
  const sql = db();
  const [c] = await sql<{ id: string }[]>`
    insert into ppc_campaigns (brand_id, network, campaign_key, name, source) values (${brandId}, 'google_ads', 'generic', 'Generic Coffee', 'import') returning id`;
  const groups = await sql<{ id: string; name: string }[]>`
    insert into ppc_ad_groups (brand_id, campaign_id, ad_group_key, name)
    values (${brandId}, ${c!.id}, 'beans', 'Coffee Beans'), (${brandId}, ${c!.id}, 'gifts', 'Coffee Gifts') returning id, name`;
  const beans = groups.find((g) => g.name === "Coffee Beans")!.id;
  const gifts = groups.find((g) => g.name === "Coffee Gifts")!.id;
  await sql`
    insert into ppc_search_terms (brand_id, network, campaign_id, ad_group_id, term, term_key, period_from, period_to, cost, clicks, impressions, conversions, conversion_value, row_key)
    values
      (${brandId}, 'google_ads', ${c!.id}, ${beans}, 'free coffee samples', 'free coffee samples', '2026-10-01', '2026-10-31', 42.50, 31, 300, 0, 0, 'e2e-ng-1'),
      (${brandId}, 'google_ads', ${c!.id}, ${beans}, 'free coffee', 'free coffee', '2026-10-01', '2026-10-31', 12, 6, 90, 0, 0, 'e2e-ng-2'),
      (${brandId}, 'google_ads', ${c!.id}, ${beans}, 'organic coffee beans', 'organic coffee beans', '2026-10-01', '2026-10-31', 60, 40, 500, 5, 150, 'e2e-ng-3'),
      (${brandId}, 'google_ads', ${c!.id}, ${gifts}, 'organic coffee beans', 'organic coffee beans', '2026-10-01', '2026-10-31', 40, 20, 300, 0, 0, 'e2e-ng-4'),
      (${brandId}, 'google_ads', ${c!.id}, ${gifts}, 'coffee gift box', 'coffee gift box', '2026-10-01', '2026-10-31', 25, 10, 150, 2, 90, 'e2e-ng-5')`;
}

test.describe("Search keywords: n-grams", () => {
  test("mine n-grams, add a candidate as a negative, read duplicates — desktop and phone, light and dark", async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Northwind N-grams");
    await seedTerms(brand.id);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToShell(page, user, "/search-keywords?tab=ngrams");
    const tab = page.getByTestId("ngram-tab");
    await expect(tab.getByText("No n-grams mined yet")).toBeVisible();

    // 1- and 2-grams only: 3 is on by default and switched off here.
    await page.getByRole("button", { name: "3-grams" }).click();
    await page.getByRole("button", { name: "Mine n-grams" }).click();
    await expectToast(page, "Mining started. The n-grams appear here when it ends.");
    const free = page.locator('[data-testid="ngram-row"][data-gram="free"]');
    await expect(free).toBeVisible({ timeout: 30_000 });
    await expect(free).toHaveAttribute("data-candidate", "yes");
    await expect(free.getByText("Negative candidate")).toBeVisible();
    await expect(page.getByTestId("ngram-run-summary")).toContainText("5 search-term rows (4 distinct terms)");
    await expect(page.locator('[data-testid="ngram-row"][data-gram="coffee"]')).not.toHaveAttribute("data-candidate", "yes");
    await expect(page.locator('[data-testid="ngram-row"][data-gram="free coffee samples"]')).toHaveCount(0);

    // Candidates only, then the word as a phrase negative of the brand's list.
    await page.getByRole("link", { name: /Negative candidates \(\d+\)/ }).click();
    await expect(page).toHaveURL(/candidates=yes/);
    await expect(page.locator('[data-testid="ngram-row"]:not([data-candidate="yes"])')).toHaveCount(0);
    await page.getByRole("checkbox", { name: 'Select "free"' }).check();
    await page.getByRole("button", { name: "Add as negative (phrase)" }).click();
    await expectToast(page, "1 negative added to “Brand negatives”.");
    await expect
      .poll(async () =>
        (await db()`select n.text, n.match_type, n.origin from ppc_negatives n join ppc_negative_lists l on l.id = n.list_id where l.brand_id = ${brand.id}`).map((r) => `${r.text}/${r.match_type}/${r.origin}`),
      )
      .toEqual(["free/phrase/ngram"]);

    // The term served from both ad groups: 40 of 100 spent outside Coffee Beans, the ad group that converts it.
    const dup = page.locator('[data-testid="duplicate-term"][data-term="organic coffee beans"]');
    await expect(dup).toContainText("40% cannibalised");
    await expect(dup).toContainText("Coffee Beans");
    await expect(dup).toContainText("Best converting");

    await inAllLooks(page, "ppc-ngrams", async () => {
      await expect(free).toBeVisible();
      await expect(dup).toBeVisible();
    });
    expect(errors).toEqual([]);
  });
});
