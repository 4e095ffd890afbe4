/**
 * PPC selection groups and negative lists (issue #23): groups built from the brand's SEO clusters, one group's
 * keyword offered as an exact negative in its sibling, a match type switched, the Google Ads Editor CSV downloaded
 * with its header; on the settings page a list created and a pasted negative that blocks the brand's own paid
 * keyword shown as a conflict. Both pages at 1280 and 390 px, light and dark.
 */
import fs from "node:fs";
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

async function seed(brandId: string): Promise<void> {
  const sql = db();
  const [brew] = await sql<{ id: string }[]>`insert into seo_keyword_groups (brand_id, name, method) values (${brandId}, 'Cold brew', 'lexical') returning id`;
  const [espresso] = await sql<{ id: string }[]>`insert into seo_keyword_groups (brand_id, name, method) values (${brandId}, 'Espresso', 'lexical') returning id`;
  await sql`
    insert into seo_keywords (brand_id, keyword, keyword_key, source, volume, group_id) values
      (${brandId}, 'cold brew', 'cold brew', 'manual', 5000, ${brew!.id}),
      (${brandId}, 'cold brew coffee maker', 'cold brew coffee maker', 'manual', 300, ${brew!.id}),
      (${brandId}, 'espresso beans', 'espresso beans', 'manual', 200, ${espresso!.id})`;
  const [kw] = await sql<{ id: string }[]>`select id from seo_keywords where brand_id = ${brandId} and keyword_key = 'cold brew coffee maker'`;
  await sql`insert into ppc_keywords (brand_id, keyword_id, match_type, source) values (${brandId}, ${kw!.id}, 'phrase', 'import')`;
}

test.describe("PPC selection groups and negative lists", () => {
  test("build groups, see sibling negatives, export for Editor; add a conflicting negative — desktop and phone, light and dark", async ({ page }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Harbour Roasters PPC");

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToShell(page, user, "/ppc-selection-groups");
    await expect(page.getByText("No PPC groups yet")).toBeVisible();

    await seed(brand.id);
    await page.reload();
    await page.getByRole("button", { name: "Build groups from SEO clusters" }).click();
    await expectToast(page, "2 groups built with 3 keywords");
    const brew = page.getByTestId("ppc-group").filter({ has: page.getByText("Cold brew", { exact: true }) });
    await expect(brew).toContainText("Harbour Roasters PPC – Search · 2 keywords");
    // Suggested: a head term exact only, a 4-word term phrase.
    await expect(brew.getByRole("group", { name: "Match types of cold brew", exact: true }).getByRole("button", { name: /Exact/ })).toHaveAttribute("aria-pressed", "true");
    await expect(brew.getByRole("group", { name: "Match types of cold brew coffee maker" }).getByRole("button", { name: /Phrase/ })).toHaveAttribute("aria-pressed", "true");
    // The sibling's keyword is an exact negative here.
    const siblings = brew.getByTestId("sibling-negatives");
    await expect(siblings).toContainText("1 sibling negative");
    await siblings.locator("summary").click();
    await expect(siblings).toContainText("[espresso beans]");
    await expect(siblings).toContainText("from Espresso");
    // Switch on Phrase for the head term.
    const headPhrase = brew.getByRole("group", { name: "Match types of cold brew", exact: true }).getByRole("button", { name: /Phrase/ });
    await headPhrase.click();
    await expect(headPhrase).toHaveAttribute("aria-pressed", "true");

    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export for Google Ads Editor" }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe("harbour-roasters-ppc-google-ads-editor.csv");
    const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe("Campaign,Ad Group,Keyword,Criterion Type,Max CPC,Final URL,Ad Group Status");
    expect(csv).toContain("Harbour Roasters PPC – Search,Cold brew,cold brew,Phrase,,,");
    expect(csv).toContain("Harbour Roasters PPC – Search,Cold brew,espresso beans,Negative Exact,,,");

    await inAllLooks(page, "ppc-groups", async () => {
      await expect(page.getByRole("button", { name: "Export for Google Ads Editor" })).toBeVisible();
      await expect(page.getByTestId("ppc-group").first()).toBeVisible();
    });

    // Negative lists on the settings page: a pasted negative that blocks a paid keyword is a conflict.
    await page.goto("/performance-marketing-settings");
    await expect(page.getByRole("heading", { name: "Negative keyword lists" })).toBeVisible();
    await page.getByRole("button", { name: "New list" }).click();
    await page.getByLabel("List name").fill("Competitors");
    await page.getByRole("button", { name: "Create list" }).click();
    await expectToast(page, "List created");
    const list = page.getByRole("region", { name: "List Competitors" });
    await list.getByLabel("Add negatives").fill('"coffee maker"\n[cheap beans]');
    await list.getByRole("button", { name: "Add to list" }).click();
    await expectToast(page, "2 negatives added — 1 conflict");
    await expect(list.getByTestId("negative-conflicts")).toContainText('"coffee maker" blocks “cold brew coffee maker”');
    await expect(page.getByRole("list", { name: "Negative keyword lists" })).toContainText("1 conflict");
    await expect(list.getByRole("list", { name: "Negatives" })).toContainText("[cheap beans]");

    await inAllLooks(page, "ppc-negatives", async () => {
      await expect(page.getByRole("heading", { name: "Negative keyword lists" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Brand-term wall" })).toBeVisible();
    });
    expect(errors).toEqual([]);
  });
});
