/**
 * Issue 22, Instagram analysis in the browser on the real-format sample files: the brand's own
 * Instagram export (zipped as Instagram delivers it) is previewed and imported, the analysis shows
 * what it says (followers, best times with sample sizes, formats, top posts); a competitor's Metricool
 * CSV is imported (and again, changing nothing); the comparison page puts both side by side once the
 * competitor's follower count is typed in. Each page at 1280 px light and 390 px dark.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { expect, test, type Locator, type Page } from "../test";
import { db } from "../helpers";
import { inBothLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const SAMPLE = path.resolve("db/sample/social");

function exportZip(): Buffer {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string, rel: string) => {
    for (const n of readdirSync(dir)) {
      const full = path.join(dir, n);
      if (statSync(full).isDirectory()) walk(full, `${rel}/${n}`);
      else files[`${rel}/${n}`] = strToU8(readFileSync(full, "utf8"));
    }
  };
  walk(path.join(SAMPLE, "instagram-export"), "instagram-northwind.coffee-2026-11-01");
  return Buffer.from(zipSync(files));
}

async function openImport(page: Page, button: string): Promise<Locator> {
  await page.getByRole("main").getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog", { name: "Import social posts" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choose(dialog: Locator, page: Page, label: string, option: string) {
  await dialog.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

test("import the brand's Instagram export and a competitor's Metricool CSV, see the analysis, compare the profiles", async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const { user, brand } = await userWithBrand(`Northwind Social ${randomUUID().slice(0, 6)}`);
  await signInToShell(page, user, "/sm-instagram-analysis");

  await inBothLooks(page, "sm-instagram-analysis-empty", async () => {
    await expect(page.getByText("No Instagram profile to analyse yet")).toBeVisible();
  });

  // The brand's own export: recognised, previewed, then stored.
  let dialog = await openImport(page, "Import posts");
  await expect(dialog.getByRole("combobox", { name: "Whose posts" })).toHaveText("A new profile…");
  await expect(dialog.getByRole("combobox", { name: "The account is" })).toHaveText("The brand's own account");
  await dialog.locator('input[type="file"]').setInputFiles({ name: "instagram-northwind.coffee-2026-11-01.zip", mimeType: "application/zip", buffer: exportZip() });
  await expect(dialog.getByTestId("import-recognised")).toHaveText("Recognised: Instagram data export");
  await expect(dialog.getByTestId("import-summary")).toContainText("67 posts ready to import");
  await expect(dialog.getByTestId("import-summary")).toContainText("The export is of @northwind.coffee");
  await expect(dialog.getByRole("table", { name: "First rows" })).toBeVisible();
  await dialog.getByRole("button", { name: "Import 67 posts" }).click();
  await expect(page.getByText("Imported 67 posts: 67 added, 0 updated, 0 unchanged")).toBeVisible();
  await expect(page).toHaveURL(/\?profile=/);

  await inBothLooks(page, "sm-instagram-analysis", async () => {
    await expect(page.getByRole("navigation", { name: "Profile to analyse" }).getByRole("link", { name: /@northwind\.coffee/ })).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("social-kpi-followers")).toContainText("1,900");
    await expect(page.getByTestId("social-kpi-rate-reach")).toContainText("n = 64 posts with known reach");
    await expect(page.getByTestId("social-kpi-interactions")).toContainText("3 without counts left out");
    await expect(page.getByTestId("timing-summary")).toContainText("Best time: 18:00–21:00 UTC");
    await expect(page.getByTestId("timing-heatmap")).toBeVisible();
    await expect(page.getByTestId("formats-table").locator("tbody tr").first()).toContainText("Reel");
    await expect(page.getByTestId("top-posts").locator("li")).toHaveCount(5);
    await expect(page.getByTestId("hashtags")).toContainText("#coldbrew");
  });

  // A competitor's Metricool CSV, twice: the second import changes nothing.
  for (const expected of ["Imported 130 posts: 130 added, 0 updated, 0 unchanged", "Imported 130 posts: 0 added, 0 updated, 130 unchanged"]) {
    dialog = await openImport(page, "Import posts");
    if (expected.includes("130 added")) {
      await choose(dialog, page, "Whose posts", "A new profile…");
      await dialog.getByLabel("Handle").fill("@bluebottle");
      await expect(dialog.getByRole("combobox", { name: "The account is" })).toHaveText("A competitor's account");
    } else {
      await choose(dialog, page, "Whose posts", "@bluebottle");
    }
    await dialog.locator('input[type="file"]').setInputFiles({ name: "metricool-bluebottle.csv", mimeType: "text/csv", buffer: readFileSync(path.join(SAMPLE, "metricool-bluebottle.csv")) });
    await expect(dialog.getByTestId("import-recognised")).toHaveText("Recognised: Metricool CSV");
    await dialog.getByRole("button", { name: "Import 130 posts" }).click();
    await expect(page.getByText(expected)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId("social-kpi-rate-reach")).toContainText("reach unknown for every post (not zero)");

  // The comparison: the competitor's followers typed in, then normalised side by side.
  await page.goto("/sm-instagram-profile-comparisons");
  await expect(page.getByTestId("leader-differences")).toContainText("not normalised");
  await page.getByLabel("@bluebottle's followers").fill("45,200");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved @bluebottle's followers")).toBeVisible();
  await inBothLooks(page, "sm-instagram-profile-comparisons", async () => {
    await expect(page.getByTestId("leader-differences")).toContainText("interactions per post per 1k followers");
    await expect(page.getByTestId("leader-differences")).toContainText("@bluebottle posts 5.1 times a week; you post 2.6.");
    await expect(page.getByTestId("comparison-table")).toContainText("45,200");
    await expect(page.getByRole("img", { name: "Interactions per post per 1k followers, by profile" })).toBeVisible();
  });

  // Deselecting the only competitor leaves the brand alone, and says what to do.
  await page.getByRole("navigation", { name: "Competitors to compare" }).getByRole("link", { name: /@bluebottle/ }).click();
  await expect(page.getByText("Choose at least one competitor above.")).toBeVisible();

  const [counts] = await db()<{ posts: number; profiles: number }[]>`select (select count(*)::int from social_media where brand_id = ${brand.id}) as posts, (select count(*)::int from social_profiles where brand_id = ${brand.id}) as profiles`;
  expect(counts).toEqual({ posts: 197, profiles: 2 });
  expect(errors).toEqual([]);
});
