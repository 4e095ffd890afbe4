import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { db } from "../helpers";
import { inBothLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/**
 * /content-briefs: create a brief, edit and reorder its outline, add a suggested internal link from
 * the latest crawl, assign it (a task appears), share it read-only and open the link signed out,
 * export it to Markdown. Each step is checked at desktop width in the light theme and at phone
 * width in the dark one.
 */

async function crawlOf(brandId: string) {
  const [crawl] = await db()<{ id: string }[]>`insert into seo_crawls (brand_id, start_url, status, finished_at)
    values (${brandId}, 'https://brand.example/', 'succeeded', now()) returning id`;
  for (const [url, title] of [
    ["https://brand.example/guides/pour-over-ratio", "Pour over coffee ratio guide"],
    ["https://brand.example/about", "About us"],
  ] as const) {
    await db()`insert into seo_crawl_pages (crawl_id, brand_id, url, title, status_code, indexable) values (${crawl!.id}, ${brandId}, ${url}, ${title}, 200, true)`;
  }
}

test("create a brief, reorder its outline, add a link, assign, share read-only and export", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { user, brand } = await userWithBrand(`Bean Bros ${randomUUID().slice(0, 6)}`);
  await crawlOf(brand.id);
  await signInToShell(page, user, "/content-briefs");

  await inBothLooks(page, "briefs-empty", async () => {
    await expect(page.getByText("No content briefs yet")).toBeVisible();
  });
  await page.getByRole("button", { name: "New brief" }).click();
  await page.getByLabel("Title").fill("How to brew pour over coffee");
  await page.getByLabel("Keyword").fill("pour over coffee");
  await page.getByRole("button", { name: "Create brief" }).click();
  await expect(page).toHaveURL(/\/content-briefs\?brief=[0-9a-f-]{36}$/);
  const briefUrl = page.url();

  // Outline: two headings, the second moved up, saved and still in that order after a reload.
  await page.getByRole("button", { name: "Add heading" }).click();
  await page.getByLabel("Heading 1", { exact: true }).fill("Choosing beans");
  await page.getByRole("button", { name: "Add heading" }).click();
  await page.getByLabel("Heading 2", { exact: true }).fill("The ratio");
  await page.getByRole("button", { name: "Move heading 2 up" }).click();
  await expect(page.getByLabel("Heading 1", { exact: true })).toHaveValue("The ratio");
  // The suggested link from the crawl, with why.
  const suggestion = page.getByRole("list", { name: "Suggested internal links" }).getByRole("listitem");
  await expect(suggestion).toHaveCount(1);
  await expect(suggestion).toContainText('Shares the keyword\'s "coffee", "over", "pour".');
  await page.getByRole("button", { name: "Add link Pour over coffee ratio guide" }).click();
  await page.getByRole("button", { name: "Save brief" }).click();
  await expect(page.getByText("Brief saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Heading 1", { exact: true })).toHaveValue("The ratio");
  await expect(page.getByLabel("Heading 2", { exact: true })).toHaveValue("Choosing beans");
  await expect(page.getByRole("list", { name: "Internal links to add" })).toContainText("Pour over coffee ratio guide");
  // The outline on a phone: each heading's text takes the row's full width, its level and the
  // move/remove buttons sit on a row below it (on a desktop all in one row).
  await inBothLooks(page, "briefs-outline", async () => {
    const phone = page.viewportSize()!.width < 640;
    const list = (await page.getByRole("list", { name: "Outline" }).boundingBox())!;
    const text = (await page.getByLabel("Heading 2", { exact: true }).boundingBox())!;
    const up = (await page.getByRole("button", { name: "Move heading 2 up" }).boundingBox())!;
    if (phone) {
      expect(text.width).toBeGreaterThan(list.width * 0.85);
      expect(up.y).toBeGreaterThanOrEqual(text.y + text.height);
    } else {
      expect(Math.abs(up.y + up.height / 2 - (text.y + text.height / 2))).toBeLessThan(4);
    }
    expect(up.width).toBeGreaterThanOrEqual(32);
  });
  // Draft with AI says what to connect: no engine here.
  await expect(page.getByText(/Draft with AI: No AI engine is connected/)).toBeVisible();

  // Assign: a task is created and its status shown.
  await page.getByRole("combobox", { name: "Assignee" }).click();
  await page.getByRole("option", { name: "Shell Tester" }).click();
  await expect(page.getByText(/Assigned to Shell Tester; task created/)).toBeVisible();
  const task = page.getByTestId("brief-task");
  await expect(task).toContainText("Write: How to brew pour over coffee");
  await expect(task).toContainText("Pending");
  await inBothLooks(page, "briefs-editor", async () => {
    await expect(page.getByRole("heading", { name: /How to brew pour over coffee/ })).toBeVisible();
    await expect(task).toBeVisible();
  });

  // Share: the link opens read-only in a signed-out browser.
  await page.getByRole("button", { name: "Create link" }).click();
  const shareUrl = await page.getByLabel("Share link", { exact: true }).inputValue();
  expect(shareUrl).toMatch(/\/share\/brief\/[A-Za-z0-9_-]{43}$/);
  const outsider = await browser.newContext();
  try {
    const shared = await outsider.newPage();
    await shared.goto(shareUrl);
    await expect(shared.getByRole("heading", { level: 1, name: "How to brew pour over coffee" })).toBeVisible();
    await expect(shared.getByText("Shared content brief · read-only")).toBeVisible();
    await expect(shared.getByRole("listitem").filter({ hasText: "The ratio" })).toBeVisible();
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(shared.getByRole("textbox")).toHaveCount(0);
    await expect(shared.getByRole("button")).toHaveCount(0);
    await inBothLooks(shared, "briefs-shared", async () => {
      await expect(shared.getByRole("heading", { name: "Outline" })).toBeVisible();
    });
    // Revoked: the same link now says so.
    await page.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("Share link revoked")).toBeVisible();
    await shared.reload();
    await expect(shared.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  } finally {
    await outsider.close();
  }

  // Export: Markdown downloads, and is listed on the brief.
  const downloaded = page.waitForEvent("download");
  await page.getByRole("button", { name: "Markdown" }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe("how-to-brew-pour-over-coffee-brief.md");
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text).toContain("### The ratio\n\n### Choosing beans");
  await expect(page.getByRole("list", { name: "Recent exports" })).toContainText("how-to-brew-pour-over-coffee-brief.md");

  // Back on the list: the brief with its status and assignee.
  await page.goto("/content-briefs");
  const row = page.getByRole("row").filter({ hasText: "How to brew pour over coffee" });
  await expect(row).toContainText("In writing");
  await expect(row).toContainText("Shell Tester");
  await inBothLooks(page, "briefs-list", async () => {
    await expect(page.getByRole("link", { name: "How to brew pour over coffee" })).toBeVisible();
  });
  expect(page.url()).not.toBe(briefUrl);
});
