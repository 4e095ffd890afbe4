/**
 * The content-marketing flow of issue #21, end to end through the real UI, in one brand:
 * top articles → structure → idea → brief → generated draft → approve → schedule → client approves by link.
 * Seeded like the page specs (nothing else is written to the database between steps): one keyword
 * whose stored SERP points at the loopback article site (E2E_SITE_PORT), and an AI engine on the
 * loopback fake model (E2E_AI_PORT) that writes the draft.
 *
 * The idea step: the idea (a "People also ask" question of the same SERP) has the structure's keyword,
 * and the structure's brief has no idea yet, so accepting it joins that brief (acceptIdea links a
 * brief of the same keyword without an idea instead of making a second one): the flow follows the
 * idea's "Open brief" to the structure's brief, the one with the outline the draft is written from.
 *
 * Run twice: desktop in the light theme (scheduled by a real mouse drag on the month view) and phone
 * in the dark theme, where the calendar opens on the list view with no drop targets, so the post is
 * scheduled the keyboard way, "Schedule…" in its menu. On the phone no page may scroll sideways.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../test";
import { expectToast } from "../auth/auth-helpers";
import { E2E_AI_PORT, E2E_SITE_PORT } from "../env";
import { db, mouseDrag } from "../helpers";
import { expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { startFakeOpenAI, systemText, type FakeOpenAI } from "../../support/fake-openai";
import { articleFixtureNames, startFakeArticleSite, type FakeArticleSite } from "../../support/fake-article-site";

const LOOKS = [
  { name: "desktop light", width: 1280, height: 900, scheme: "light", phone: false },
  { name: "phone dark", width: 390, height: 844, scheme: "dark", phone: true },
] as const;

const QUESTION = "How often should you replace running shoes?";
const DRAFT_TITLE = "Running shoes that fit your feet";
const DRAFT =
  "## Know your foot type\n\nArch and pronation decide the shoe. A gait analysis in the shop shows both.\n\n## Pick the cushioning for your mileage\n\nMore miles, more cushioning. Try the shoe on a short run before you buy.";

let site: FakeArticleSite;
let model: FakeOpenAI;
test.beforeAll(async () => {
  site = await startFakeArticleSite(E2E_SITE_PORT);
  // The content engine: writes the article for the drafts step; nothing else in the flow asks it.
  model = await startFakeOpenAI((req) => {
    if (!systemText(req).startsWith("You are the content writer")) return { content: "{}" };
    return { content: JSON.stringify({ title: DRAFT_TITLE, body_markdown: DRAFT, sources: [] }) };
  }, E2E_AI_PORT);
});
test.afterAll(async () => {
  await site.close();
  await model.close();
});

async function fits(page: Page, what: string, phone: boolean) {
  if (phone) await expectNoSidewaysScroll(page, `${what} scrolls sideways on the phone`);
}

/** A day after today (so the due-post tick never publishes the post under the test), as the month grid keys it. */
function dayAfterTomorrow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 2);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
}

for (const look of LOOKS) {
  test(`top articles → structure → idea → brief → draft → approve → schedule → client approves (${look.name})`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });

    // The seeding the page specs do: a keyword with a stored SERP, an AI engine on the fake model.
    const { user, brand } = await userWithBrand(`Stride Lab ${randomUUID().slice(0, 6)}`);
    const keyword = `how to choose running shoes ${brand.id.slice(0, 6)}`;
    await db()`insert into seo_keywords (brand_id, keyword, keyword_key, source, volume) values (${brand.id}, ${keyword}, ${keyword}, 'manual', 2400)`;
    const organic = articleFixtureNames().map((n, i) => ({ position: i + 1, url: `${site.origin}/articles/${n}`, domain: "127.0.0.1", title: `Result ${i + 1}`, snippet: null }));
    await db()`insert into seo_serps (keyword_key, location, language, device, day, provider, fetched_at, organic, people_also_ask)
      values (${keyword}, 'United States', 'en', 'desktop', ${new Date().toISOString().slice(0, 10)}, 'dataforseo', now(), ${db().json(organic)}, ${db().json([QUESTION])})`;
    await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${model.baseUrl}, true)`;

    await page.emulateMedia({ colorScheme: look.scheme });
    await page.setViewportSize({ width: look.width, height: look.height });
    await signInToShell(page, user, "/getting-top-articles");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(look.scheme === "dark");

    // 1. Top articles: pick the keyword, fetch them; the job runner reads the pages.
    await page.getByTestId("research-target").click();
    await page.getByRole("option", { name: keyword }).click();
    await expect(page).toHaveURL(/keyword=/);
    await expect(page.getByTestId("top-article")).toHaveCount(organic.length);
    await page.getByTestId("fetch-top-articles").click();
    await expect(page.getByTestId("research-fetch-status")).toContainText(`${organic.length} pages read`, { timeout: 60_000 });
    await expect(page.getByTestId("top-article").filter({ hasText: "How to Choose Running Shoes: The Complete Guide" })).toContainText("Read");
    await fits(page, "/getting-top-articles", look.phone);

    // 2. Structure: the consensus of the pages read, saved to a brief.
    await page.getByTestId("to-structure").click();
    await expect(page.getByRole("heading", { name: "Getting Proper Structure", level: 1 })).toBeVisible();
    await expect(page.getByTestId("outline-consensus")).toContainText("Know your foot type");
    await expect(page.getByTestId("paa")).toContainText(QUESTION);
    await fits(page, "/getting-proper-structure", look.phone);
    await page.getByTestId("save-to-brief-consensus").click();
    await expect(page).toHaveURL(/\/content-briefs\?brief=[0-9a-f-]{36}/);
    const briefUrl = new URL(page.url());
    const briefId = briefUrl.searchParams.get("brief")!;

    // 3. Ideas from the brand's data: the SERP's question, accepted into the structure's brief (see the top).
    await page.goto("/content-ideas");
    await page.getByRole("button", { name: "Generate ideas from data" }).click();
    await expect(page.getByText(/new ideas?, 0 updated — from /)).toBeVisible();
    const idea = page.getByTestId("idea-row").filter({ has: page.getByTestId("idea-title").getByText(QUESTION, { exact: true }) });
    await expect(idea).toHaveCount(1);
    await fits(page, "/content-ideas", look.phone);
    await idea.getByRole("button", { name: "Create brief" }).click();
    await expect(page.getByText(`Added to the existing brief for “${keyword}”.`)).toBeVisible();
    await expect(idea).toHaveAttribute("data-status", "accepted");
    await expect(idea.getByRole("link", { name: "Open brief" })).toHaveAttribute("href", new RegExp(`brief=${briefId}`));
    expect(await db()`select id from content_briefs where brand_id = ${brand.id}`).toHaveLength(1);

    // 4. The structure's brief, from the idea: its outline is there; set it Ready.
    await idea.getByRole("link", { name: "Open brief" }).click();
    await expect(page).toHaveURL(new RegExp(`brief=${briefId}`));
    await expect(page.getByLabel("Heading 1", { exact: true })).toHaveValue(/\S/);
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Ready" }).click();
    await expect(page.getByText("Status changed")).toBeVisible();
    await fits(page, "/content-briefs", look.phone);

    // 5. Drafts: generated from that brief on the fake engine, followed to the end, opened, approved.
    await page.goto("/cm-posts-suggested");
    await page.getByRole("button", { name: "Generate drafts" }).click();
    const generate = page.getByRole("dialog", { name: "Generate drafts" });
    await generate.getByRole("combobox", { name: "Brief" }).click();
    await page.getByRole("option", { name: keyword, exact: true }).click();
    await expect(generate.getByLabel("Article (blog)")).toBeChecked();
    await generate.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Generation started");
    const generation = page.getByTestId("content-generation").first();
    await expect(generation).toContainText(keyword);
    await expect(generation.getByText("Done", { exact: true })).toBeVisible({ timeout: 60_000 });
    await page.getByRole("link", { name: DRAFT_TITLE }).first().click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(DRAFT_TITLE);
    await expect(page.getByLabel("Draft (Markdown)")).toHaveValue(/Know your foot type/);
    await fits(page, "/cm-posts-suggested", look.phone);
    await page.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Approved: it is now on /cm-posts-selected");
    // The post the UI made, read (not written) to find it on the calendar: from the structure's brief.
    const [post] = await db()<{ id: string; brief_id: string; status: string }[]>`select id, brief_id, status from content_posts where brand_id = ${brand.id} and title = ${DRAFT_TITLE}`;
    expect(post).toEqual({ id: expect.any(String), brief_id: briefId, status: "selected" });
    const postId = post!.id;

    // 6. Calendar: scheduled onto a day — a real mouse drag on the desktop, "Schedule…" on the phone.
    await page.goto("/cm-posts-selected");
    const day = await dayAfterTomorrow(page);
    if (!look.phone) {
      await expect(page.getByTestId("month-view")).toBeVisible();
      const chip = page.getByTestId("unscheduled").locator(`[data-post="${postId}"]`);
      await expect(chip).toBeVisible();
      // The day may fall in the next month's grid only when today is one of the month's last days.
      if (!(await page.locator(`[data-day="${day}"]`).count())) await page.getByRole("button", { name: "Next month" }).click();
      const target = page.locator(`[data-day="${day}"]`);
      await mouseDrag(page, chip, target);
      await expectToast(page, "Scheduled for");
      await expect(target.locator(`[data-post="${postId}"]`)).toHaveAttribute("data-status", "scheduled");
    } else {
      // No drop targets on the phone's list view: the keyboard way, a date and time in the post's menu.
      const item = page.getByTestId("list-view").locator(`[data-post="${postId}"]`);
      await item.getByRole("button", { name: `More for ${DRAFT_TITLE}` }).click();
      await page.getByRole("menuitem", { name: "Schedule…" }).click();
      const schedule = page.getByRole("dialog", { name: "Schedule post" });
      await schedule.getByLabel("Date and time").fill(`${day}T09:00`);
      await schedule.getByRole("button", { name: "Schedule" }).click();
      await expectToast(page, "Post scheduled");
      await expect(item).toHaveAttribute("data-status", "scheduled");
    }
    await expect
      .poll(async () => {
        const [row] = await db()<{ status: string; scheduled_at: Date | null }[]>`select status, scheduled_at from content_posts where id = ${postId}`;
        return row ? `${row.status} ${row.scheduled_at ? new Date(row.scheduled_at).toISOString().slice(0, 10) : "-"}` : null;
      })
      .toMatch(/^scheduled \d{4}-\d{2}-\d{2}$/);
    await fits(page, "/cm-posts-selected", look.phone);

    // An approval link for the post, from its menu.
    await page.locator(`[data-post="${postId}"]`).first().getByRole("button", { name: `More for ${DRAFT_TITLE}` }).click();
    await page.getByRole("menuitem", { name: "Ask client for approval…" }).click();
    const ask = page.getByRole("dialog", { name: "Ask the client for approval" });
    await ask.getByRole("button", { name: "Create link" }).click();
    const link = await ask.getByLabel("Approval link").inputValue();
    expect(link).toMatch(/\/content-approval\/[A-Za-z0-9_-]{43}$/);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator(`[data-post="${postId}"]`).first()).toHaveAttribute("data-approval", "pending");

    // 7. The client, signed out in a browser of their own, approves with a comment.
    const client = await browser.newContext({ viewport: { width: look.width, height: look.height }, colorScheme: look.scheme });
    try {
      const clientPage = await client.newPage();
      await clientPage.goto(new URL(link).pathname);
      await expect(clientPage.getByRole("heading", { name: "A post for your approval" })).toBeVisible();
      await expect(clientPage.getByText("Arch and pronation decide the shoe.")).toBeVisible();
      await clientPage.getByLabel("Your name (optional)").fill("Clara Client");
      await clientPage.getByLabel("Comment (for the team only)").fill("Good — mention the free gait analysis.");
      await clientPage.getByRole("button", { name: "Approve" }).click();
      await expect(clientPage.getByRole("status")).toContainText("Approved");
      await fits(clientPage, "/content-approval", look.phone);
    } finally {
      await client.close();
    }

    // Back in the calendar: the post shows approved, with the client's comment (internal) in the list.
    await page.reload();
    await expect(page.locator(`[data-post="${postId}"]`).first()).toHaveAttribute("data-approval", "approved");
    if (!look.phone) await page.getByRole("radio", { name: "List" }).click();
    const listed = page.getByTestId("list-view").locator(`[data-post="${postId}"]`);
    await expect(listed.getByText("Approved")).toBeVisible();
    await expect(listed).toContainText("Clara Client:");
    await expect(listed).toContainText("(internal)");
    await expect(listed).toHaveAttribute("data-status", "scheduled");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(look.scheme === "dark");
    await fits(page, "/cm-posts-selected", look.phone);
    expect(errors).toEqual([]);
  });
}
