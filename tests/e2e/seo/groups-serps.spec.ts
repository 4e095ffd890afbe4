/**
 * Focus keyword groups, SERPs research and competitor keywords in the browser: cluster the brand's keywords
 * through the job runner, rename a group, pick its focus keyword and merge two groups; open a stored SERP
 * with its changes and fetch a new one from the (fake) provider; fetch competitor keywords from DataForSEO
 * Labs (fake) and add a gap keyword to the store.
 */
import { expect, test } from "../test";
import { db } from "../helpers";
import { E2E_SEO_PORT } from "../env";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { fixture, startFakeSeoProviders, type FakeSeoProviders } from "../../support/fake-seo-providers";

let fake: FakeSeoProviders;
test.beforeAll(async () => {
  fake = await startFakeSeoProviders(E2E_SEO_PORT);
});
test.afterAll(async () => {
  await fake.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

async function storeSerp(keyword: string, urls: string[], on: string) {
  const organic = urls.map((url, i) => ({ position: i + 1, url, domain: new URL(url).hostname.replace(/^www\./, ""), title: `Result ${i + 1} for ${keyword}`, snippet: null }));
  await db()`insert into seo_serps (keyword_key, location, language, device, day, provider, fetched_at, organic, features)
    values (${keyword}, 'United States', 'en', 'desktop', ${on}, 'dataforseo', ${new Date(`${on}T05:00:00Z`)}, ${db().json(organic)}, ${["people_also_ask", "featured_snippet"]})`;
}

test.describe("SEO focus groups, SERPs and competitor keywords", () => {
  test("cluster → rename, focus, merge; a stored SERP and a fetched one; a gap keyword added", async ({ page }) => {
    test.setTimeout(180_000);
    const { user, brand } = await userWithBrand("Grind House SEO");
    await db()`update brands set website = 'https://www.grindhouse.example' where id = ${brand.id}`;
    await db()`insert into seo_settings (brand_id, competitor_domains) values (${brand.id}, ${["sportsshoes.com"]})`;
    const volumes: Record<string, number> = { "espresso grinder": 5000, "best espresso grinder": 2000, "burr grinder espresso": 800, "cold brew ratio": 3000, "cold brew coffee ratio": 900 };
    for (const [keyword, volume] of Object.entries(volumes)) {
      await db()`insert into seo_keywords (brand_id, keyword, keyword_key, source, volume) values (${brand.id}, ${keyword}, ${keyword}, 'manual', ${volume})`;
    }
    // The SERP cache is shared by every brand of the deployment, and other specs store SERPs of these common
    // keywords too (the content-ideas fixture): this test's SERP history starts from its own rows.
    await db()`delete from seo_serps where keyword_key in ${db()(Object.keys(volumes))}`;
    const grinders = ["https://www.coffeegeek.example/grinders", "https://reviews.example/espresso-grinders", "https://www.reddit.com/r/espresso/grinders", "https://baristahustle.example/grind"];
    const brew = ["https://www.seriouseats.example/cold-brew", "https://brew.example/ratio", "https://www.reddit.com/r/coldbrew/ratio"];
    const other = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `https://site${i}.example/${tag}`);
    await storeSerp("espresso grinder", [...other("old", 2), "https://www.grindhouse.example/grinders", ...grinders, "https://gone.example/x"], day(-1));
    await storeSerp("espresso grinder", ["https://www.grindhouse.example/grinders", ...grinders, ...other("a", 3), "https://sportsshoes.com/grinders"], day(0));
    await storeSerp("best espresso grinder", [...grinders, "https://grindhouse.example/blog/best-grinders", ...other("b", 5)], day(0));
    await storeSerp("burr grinder espresso", [...other("c", 4), ...grinders], day(0));
    await storeSerp("cold brew ratio", [...brew, ...other("d", 5)], day(0));
    await storeSerp("cold brew coffee ratio", [...other("e", 5), ...brew], day(0));

    // ── Focus keyword groups ─────────────────────────────────────────────────────────────────────
    await signInToShell(page, user, "/seo-selection-groups");
    await expect(page.getByRole("heading", { name: "Focus Keywords Groups", level: 1 })).toBeVisible();
    await expect(page.getByText("No focus keyword groups yet")).toBeVisible();
    await expect(page.getByText(/All 5 keywords have a stored SERP and are grouped by SERP overlap \(at least 3 shared top-10 URLs/)).toBeVisible();
    await page.getByRole("button", { name: "Cluster keywords" }).first().click();
    // The job runner clusters in the background; the page follows the job until the groups appear.
    const espresso = page.getByRole("row").filter({ has: page.getByRole("link", { name: "espresso grinder", exact: true }) });
    await expect(espresso).toBeVisible({ timeout: 30_000 });
    await expect(espresso).toContainText("SERP overlap");
    await expect(espresso).toContainText("7,800");
    await expect(espresso).toContainText("2 URLs");
    const coldBrew = page.getByRole("row").filter({ has: page.getByRole("link", { name: "cold brew ratio", exact: true }) });
    await expect(coldBrew).toContainText("3,900");
    await expect(coldBrew).toContainText("None");

    await espresso.getByRole("link", { name: "espresso grinder" }).click();
    const sheet = page.getByRole("dialog", { name: "espresso grinder" });
    await expect(sheet.getByText("Cannibalisation: 2 of the brand's pages rank for this group")).toBeVisible();
    await sheet.getByLabel("Name").fill("Espresso grinders");
    await sheet.getByLabel("Target URL").fill("not a url");
    await sheet.getByRole("button", { name: "Save" }).click();
    await expect(sheet.getByText("Enter a full address such as https://example.com/page")).toBeVisible();
    await sheet.getByLabel("Target URL").fill("https://www.grindhouse.example/grinders");
    await sheet.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Group saved")).toBeVisible();
    await sheet.getByRole("button", { name: 'Make "best espresso grinder" the focus keyword' }).click();
    await expect(page.getByText('"best espresso grinder" is the focus keyword')).toBeVisible();
    await page.keyboard.press("Escape");
    const renamed = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Espresso grinders", exact: true }) });
    await expect(renamed).toContainText("best espresso grinder");
    await expect(renamed).toContainText("grindhouse.example/grinders");

    await page.getByRole("checkbox", { name: "Select Espresso grinders" }).check();
    await page.getByRole("checkbox", { name: "Select cold brew ratio" }).check();
    await page.getByRole("button", { name: "Merge 2 groups" }).click();
    const merge = page.getByRole("dialog", { name: "Merge 2 groups" });
    await merge.getByLabel("Name of the merged group").fill("Coffee gear");
    await merge.getByRole("button", { name: "Merge" }).click();
    await expect(page.getByText("Merged; 2 keywords moved")).toBeVisible();
    await page.reload();
    const merged = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Coffee gear", exact: true }) });
    await expect(merged).toContainText("Manual");
    await expect(merged).toContainText("11,700");
    await expect(page.getByRole("link", { name: "cold brew ratio", exact: true })).toHaveCount(0);

    // ── SERPs research: a stored SERP with its changes ───────────────────────────────────────────
    await page.goto(`/serps-research?keyword=${encodeURIComponent("espresso grinder")}`);
    await expect(page.getByRole("heading", { name: "SERPs Research", level: 1 })).toBeVisible();
    await expect(page.getByText("Brand #1")).toBeVisible();
    await expect(page.getByText("sportsshoes.com #9")).toBeVisible();
    await expect(page.getByText("People also ask", { exact: true }).first()).toBeVisible();
    const brandRow = page.getByRole("row").filter({ hasText: "https://www.grindhouse.example/grinders" });
    await expect(brandRow).toContainText("up2");
    await expect(page.getByRole("row").filter({ hasText: "https://sportsshoes.com/grinders" })).toContainText("New");
    await expect(page.getByText(/^Dropped out since/)).toBeVisible();
    await expect(page.getByText("https://gone.example/x")).toBeVisible();
    await page.getByRole("link", { name: /· 8 results/ }).click();
    await expect(page.getByText("First stored fetch: no changes to show")).toBeVisible();

    // A keyword the brand does not have: fetched from the provider (fake DataForSEO) and added to the store.
    await page.getByLabel("Keyword").fill("running shoes");
    await page.getByRole("button", { name: "Show SERP" }).click();
    await expect(page.getByText('No stored SERP for "running shoes" in United States (desktop)')).toBeVisible();
    await page.getByRole("button", { name: "Fetch today's SERP" }).click();
    await expect(page.getByText('SERP fetched; "running shoes" added to the keyword store')).toBeVisible();
    await expect(page.getByText("The best running shoes 2026, tested by experts")).toBeVisible();
    await expect(page.getByText("AI Overview").first()).toBeVisible();
    await expect(page.getByText("Brand not in the top 4")).toBeVisible();

    // ── Competitor keywords: DataForSEO Labs (fake), then add a gap keyword ─────────────────────────
    await page.goto("/competitors-keywords");
    await expect(page.getByText("From 6 stored SERPs of the brand's keywords")).toBeVisible();
    // The brand ranks 8th for "running shoes"; the competitor answers with the documented fixture.
    const own = structuredClone(fixture("dataforseo-labs-google-ranked-keywords-live")) as { tasks: { result: { items: { ranked_serp_element: { serp_item: Record<string, unknown> } }[] }[] }[] };
    const items = own.tasks[0]!.result[0]!.items;
    items.splice(1);
    Object.assign(items[0]!.ranked_serp_element.serp_item, { rank_group: 8, url: "https://www.grindhouse.example/running", domain: "www.grindhouse.example", main_domain: "grindhouse.example" });
    fake.next({ json: own });
    await page.getByRole("button", { name: "Fetch from DataForSEO Labs" }).click();
    await expect(page.getByText("Competitor keywords fetched from DataForSEO Labs")).toBeVisible();
    await expect(page.getByText("From DataForSEO Labs ranked keywords of 2 domains")).toBeVisible();
    const trail = page.getByRole("row").filter({ hasText: "trail running shoes" });
    await trail.getByRole("button", { name: 'Add "trail running shoes" to the keyword store' }).click();
    await expect(page.getByText('1 keyword added to the keyword store, tagged "competitor gap"')).toBeVisible();
    await expect(trail).toContainText("In the store");
    await page.getByRole("tab", { name: /Quick wins/ }).click();
    await expect(page.getByRole("row").filter({ hasText: "running shoes" }).first()).toContainText("8");
    const [stored] = await db()`select tags from seo_keywords where brand_id = ${brand.id} and keyword_key = 'trail running shoes'`;
    expect(stored?.tags).toEqual(["competitor gap"]);

    // The Labs answers are kept: a reload shows them without a new paid call, and a second fetch today reuses them.
    const asked = fake.requests.length;
    await page.reload();
    await expect(page.getByText(/From DataForSEO Labs ranked keywords of 2 domains, fetched .* ago/)).toBeVisible();
    await page.getByRole("button", { name: "Fetch from DataForSEO Labs" }).click();
    await expect(page.getByText("All domains were already fetched from DataForSEO Labs today: the stored answers were reused, nothing was paid")).toBeVisible();
    expect(fake.requests.length).toBe(asked);
  });
});
