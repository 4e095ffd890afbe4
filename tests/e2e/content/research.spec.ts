/**
 * Content research in the browser: pick a keyword whose stored SERP points at the loopback article
 * site (E2E_SITE_PORT, allow-listed in playwright.config.ts) → fetch its top articles in the job
 * runner, with the unreadable ones listed with their reason → the structure the pages share →
 * save it to a brief. Each page is checked at 1280 and 390 px, light and dark, without sideways scroll.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { E2E_AI_PORT, E2E_SITE_PORT } from "../env";
import { startFakeOpenAI, type FakeOpenAI } from "../../support/fake-openai";
import { expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { articleFixtureNames, startFakeArticleSite, type FakeArticleSite } from "../../support/fake-article-site";

let site: FakeArticleSite;
let model: FakeOpenAI;
test.beforeAll(async () => {
  site = await startFakeArticleSite(E2E_SITE_PORT);
  // The content engine: answers the structure request with an outline.
  model = await startFakeOpenAI(
    () => ({
      content: JSON.stringify({
        outline: [
          { level: 2, text: "Know your foot type", notes: "Arch, pronation and a gait analysis." },
          { level: 2, text: "Pick the cushioning for your mileage" },
          { level: 2, text: "Our in-store fitting, step by step", notes: "What only Stride Lab can say.", sources: [1] },
        ],
      }),
    }),
    E2E_AI_PORT,
  );
});
test.afterAll(async () => {
  await site.close();
  await model.close();
});

async function inEveryLook(page: Page, name: string, check: () => Promise<void>) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await page.reload();
      await check();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
      await expectNoSidewaysScroll(page, `${name} at ${width} px (${scheme}) scrolls sideways`);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `screenshots/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("pick a keyword → fetch its top articles → the shared structure → save it to a brief", async ({ page }) => {
  test.setTimeout(180_000);
  const { user, brand } = await userWithBrand(`Stride Lab ${randomUUID().slice(0, 6)}`);
  const keyword = `how to choose running shoes ${brand.id.slice(0, 6)}`;
  await db()`insert into seo_keywords (brand_id, keyword, keyword_key, source, volume) values (${brand.id}, ${keyword}, ${keyword}, 'manual', 2400)`;
  const urls = [...articleFixtureNames().map((n) => `${site.origin}/articles/${n}`), `${site.origin}/missing`, `${site.origin}/guide.pdf`];
  const organic = urls.map((url, i) => ({ position: i + 1, url, domain: "127.0.0.1", title: `Result ${i + 1}`, snippet: null }));
  await db()`insert into seo_serps (keyword_key, location, language, device, day, provider, fetched_at, organic, people_also_ask)
    values (${keyword}, 'United States', 'en', 'desktop', ${new Date().toISOString().slice(0, 10)}, 'dataforseo', now(), ${db().json(organic)}, ${db().json(["How often should you replace running shoes?", "Should running shoes be a size bigger?"])})`;

  await signInToShell(page, user, "/getting-top-articles");
  await expect(page.getByRole("heading", { name: "Getting Top Articles", level: 1 })).toBeVisible();
  await expect(page.getByText("No Search Console or Analytics data yet")).toBeVisible();
  await expect(page.getByText("Pick a keyword or a focus keyword group").first()).toBeVisible();

  await page.getByTestId("research-target").click();
  await page.getByRole("option", { name: keyword }).click();
  await expect(page).toHaveURL(/keyword=/);
  const rows = page.getByTestId("top-article");
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toContainText("Not fetched yet");

  await page.getByTestId("fetch-top-articles").click();
  // The job runner reads the pages in the background; the page follows the job until it is done.
  await expect(page.getByTestId("research-fetch-status")).toContainText("8 pages read, 2 of them could not be", { timeout: 60_000 });
  await expect(page.getByTestId("article-error").filter({ hasText: "HTTP 404: the page no longer exists." })).toBeVisible();
  await expect(page.getByTestId("article-error").filter({ hasText: "Not an HTML page (application/pdf)." })).toBeVisible();
  const guide = rows.filter({ hasText: "How to Choose Running Shoes: The Complete Guide" });
  await expect(guide).toContainText("Mar 14, 2026");
  await expect(guide).toContainText("Read");

  await inEveryLook(page, "getting-top-articles", async () => {
    await expect(page.getByTestId("top-articles")).toBeVisible();
    await expect(rows).toHaveCount(8);
  });

  await page.getByTestId("to-structure").click();
  await expect(page.getByRole("heading", { name: "Getting Proper Structure", level: 1 })).toBeVisible();
  const consensus = page.getByTestId("outline-consensus");
  await expect(consensus).toContainText("Consensus of the top 6 pages");
  await expect(consensus).toContainText("Know your foot type");
  await expect(page.getByTestId("heading-clusters").getByRole("row").filter({ hasText: "Know your foot type" })).toContainText("6 / 6");
  await expect(page.getByTestId("paa")).toContainText("How often should you replace running shoes?");
  await expect(page.getByTestId("structure-summary")).toContainText("Pages read: 6 of 8");
  // No engine connected: the page says what to connect, and the consensus is what is recommended.
  await expect(page.getByText("No AI engine is connected.")).toBeVisible();

  await inEveryLook(page, "getting-proper-structure", async () => {
    await expect(consensus).toBeVisible();
    await expect(page.getByTestId("terms")).toBeVisible();
  });

  // An AI engine connected: its outline is recommended next to the consensus, labelled, and saved from there.
  await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${model.baseUrl}, true)`;
  await page.reload();
  await page.getByTestId("recommend-structure").click();
  const ai = page.getByTestId("outline-ai");
  await expect(ai).toContainText("AI (Local model)");
  await expect(ai).toContainText("Our in-store fitting, step by step");
  await expect(consensus).toContainText("Consensus of the top 6 pages");

  await page.getByTestId("save-to-brief-ai").click();
  await expect(page).toHaveURL(/\/content-briefs\?brief=[0-9a-f-]{36}/);
  const briefId = new URL(page.url()).searchParams.get("brief")!;
  const [brief] = await db()<{ outline_method: string; keyword: string; questions: string[]; target_words: number; outline: { text: string }[] }[]>`select outline_method, keyword, questions, target_words, outline from content_briefs where id = ${briefId} and brand_id = ${brand.id}`;
  expect(brief).toMatchObject({ outline_method: "ai", keyword, questions: ["How often should you replace running shoes?", "Should running shoes be a size bigger?"] });
  expect(brief!.outline.map((o) => o.text)).toContain("Our in-store fitting, step by step");
  expect(brief!.target_words).toBeGreaterThan(200);

  // The consensus outline saves as its own brief.
  await page.goto(`/getting-proper-structure?keyword=${encodeURIComponent(keyword)}`);
  await page.getByTestId("save-to-brief-consensus").click();
  await expect(page).toHaveURL(/\/content-briefs\?brief=[0-9a-f-]{36}/);
  const [second] = await db()<{ outline_method: string }[]>`select outline_method from content_briefs where id = ${new URL(page.url()).searchParams.get("brief")!} and brand_id = ${brand.id}`;
  expect(second).toEqual({ outline_method: "consensus" });
});
