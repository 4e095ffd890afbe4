/**
 * /sm-posts-selected: an Instagram post without media is refused with the network's rule; a LinkedIn
 * post of a brand connected to (fake) LinkedIn is scheduled from its menu for now, through the API —
 * and the job runner publishes it: the fake LinkedIn receives one documented create call, the
 * calendar shows it published with its live URL. Then the page at 1280 and 390 px, light and dark.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { E2E_SOCIAL_PORT } from "../env";
import { sidewaysScroll, screenshotsEnabled, expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { seal } from "@/lib/crypto/secret-box";
import { FAKE_PUBLISH, startFakeSocialPublish, type FakeSocialPublish } from "@/tests/support/fake-social-publish";

let fake: FakeSocialPublish;
test.beforeAll(async () => {
  fake = await startFakeSocialPublish(E2E_SOCIAL_PORT);
});
test.afterAll(async () => {
  await fake?.close();
});

test.describe("Social calendar", () => {
  test("checks Instagram's rules, schedules a LinkedIn post and watches it publish — desktop and phone, light and dark", async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const { user, brand } = await userWithBrand("Social Roastery");
    const connectionId = randomUUID();
    // The brand's LinkedIn connection as the connect flow stores it: the token sealed to the brand and row.
    await db()`
      insert into social_connections (id, brand_id, network, account_id, account_name, access_ciphertext, key_id)
      values (${connectionId}, ${brand.id}, 'linkedin', ${FAKE_PUBLISH.linkedinAuthor}, 'Social Roastery', ${seal(FAKE_PUBLISH.linkedinToken, `social_connections:${brand.id}:${connectionId}:access`)}, 'e2e')`;
    const text = "Our spring blend is here (finally). Thanks to every café that tasted it with us — #coffee";
    const [li] = await db()`
      insert into content_posts (brand_id, kind, channel, title, body_md, method, status)
      values (${brand.id}, 'social', 'linkedin', 'Spring blend launch', ${text}, 'manual', 'selected') returning id`;
    const [ig] = await db()`
      insert into content_posts (brand_id, kind, channel, title, body_md, method, status)
      values (${brand.id}, 'social', 'instagram', 'Latte art reel', 'Latte art, slowly. #latteart', 'manual', 'selected') returning id`;
    const liId = li!.id as string;
    const igId = ig!.id as string;

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToShell(page, user, "/sm-posts-selected");
    await expect(page.getByRole("heading", { name: "SM Posts to be scheduled" })).toBeVisible();
    await expect(page.getByTestId("unscheduled").locator(`[data-post="${liId}"]`)).toBeVisible();

    // Instagram without media: the rule shows in the dialog, and the server refuses too.
    await page.getByTestId("unscheduled").getByRole("button", { name: "More for Latte art reel" }).click();
    await page.getByRole("menuitem", { name: "Schedule…" }).click();
    let dialog = page.getByRole("dialog", { name: "Schedule social post" });
    await expect(dialog.getByTestId("schedule-issues")).toContainText("Add an image or a video: Instagram posts need media.");
    await expect(dialog.getByTestId("preview-instagram")).toBeVisible();
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Add an image or a video: Instagram posts need media.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const [igRow] = await db()`select status from content_posts where id = ${igId}`;
    expect(igRow!.status).toBe("selected");

    // LinkedIn, through the API, due now.
    await page.getByTestId("unscheduled").getByRole("button", { name: "More for Spring blend launch" }).click();
    await page.getByRole("menuitem", { name: "Schedule…" }).click();
    dialog = page.getByRole("dialog", { name: "Schedule social post" });
    await expect(dialog.getByTestId("preview-linkedin")).toContainText("Our spring blend is here");
    await expect(dialog.getByLabel("How it goes out")).toContainText("Publish through the API (Social Roastery)");
    const now = await page.evaluate(() => {
      const d = new Date();
      const p = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
    });
    await dialog.getByLabel("Date and time").fill(now);
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await expectToast(page, "Post scheduled");

    // The job runner's tick (every minute) hands it to its publish job: watch it go out.
    await expect
      .poll(async () => (await db()`select status, published_url from content_posts where id = ${liId}`)[0], { timeout: 150_000, intervals: [1000] })
      .toMatchObject({ status: "published", published_url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:\d+\/$/) });
    expect(fake.linkedinPosts).toHaveLength(1);
    expect(fake.linkedinPosts[0]).toMatchObject({ author: FAKE_PUBLISH.linkedinAuthor, commentary: "Our spring blend is here \\(finally\\). Thanks to every café that tasted it with us — \\#coffee" });
    const [pub] = await db()`select state, url from social_publications where post_id = ${liId}`;
    expect(pub!.state).toBe("published");

    await page.reload();
    await page.getByRole("radio", { name: "List" }).click();
    const item = page.getByTestId("list-view").locator(`[data-post="${liId}"]`);
    await expect(item).toHaveAttribute("data-publication", "published");
    await expect(item.getByRole("link", { name: "Live post" })).toHaveAttribute("href", pub!.url as string);

    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        await page.reload();
        if (width < 768) await expect(page.getByTestId("list-view")).toBeVisible();
        else await expect(page.getByTestId("month-view")).toBeVisible();
        await expect(page.locator(`[data-post="${liId}"]`).first()).toHaveAttribute("data-status", "published");
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
        await expectNoSidewaysScroll(page, `/sm-posts-selected at ${width} px (${scheme}) scrolls sideways`);
        if (screenshotsEnabled) await page.screenshot({ path: `screenshots/sm-posts-selected-${scheme}-${width}.png`, fullPage: true });
      }
    }
    expect(errors).toEqual([]);
  });

  test("a brand that requires approval: ask the client from the post's menu, the client approves signed out, then it schedules", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { user, brand } = await userWithBrand("Approval Roastery");
    await db()`insert into social_settings (brand_id, approval_required) values (${brand.id}, true)`;
    const text = "Ten years of roasting, one new blend. Taste it at the shop this Friday. #coffee";
    const [row] = await db()`
      insert into content_posts (brand_id, kind, channel, title, body_md, method, status)
      values (${brand.id}, 'social', 'linkedin', 'Anniversary blend', ${text}, 'manual', 'selected') returning id`;
    const postId = row!.id as string;

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToShell(page, user, "/sm-posts-selected");
    const openMenu = async () => {
      await page.getByTestId("unscheduled").getByRole("button", { name: "More for Anniversary blend" }).click();
    };
    // Scheduling first is refused with what to do.
    await openMenu();
    await page.getByRole("menuitem", { name: "Schedule…" }).click();
    let dialog = page.getByRole("dialog", { name: "Schedule social post" });
    // Not connected: it defaults to Remind me.
    await expect(dialog.getByLabel("How it goes out")).toContainText("Remind me");
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await expect(dialog.getByRole("alert")).toContainText("requires the client's approval");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await openMenu();
    await page.getByRole("menuitem", { name: "Ask client for approval…" }).click();
    dialog = page.getByRole("dialog", { name: "Ask the client for approval" });
    await expect(dialog.getByRole("checkbox", { name: /Anniversary blend/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Create link" }).click();
    const link = await dialog.getByLabel("Approval link").inputValue();
    expect(link).toMatch(/\/content-approval\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("radio", { name: "List" }).click();
    await expect(page.getByTestId("list-view").locator(`[data-post="${postId}"]`)).toHaveAttribute("data-approval", "pending");

    // The client: no account, another browser context, on a phone.
    const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const clientPage = await client.newPage();
    await clientPage.goto(new URL(link).pathname);
    const card = clientPage.locator(`[data-post="${postId}"]`);
    await expect(card.getByText("LinkedIn post")).toBeVisible();
    await expect(card.getByText(text)).toBeVisible();
    await clientPage.getByRole("button", { name: "Approve" }).click();
    await expect(clientPage.getByRole("status")).toContainText("Approved");
    expect(await sidewaysScroll(clientPage), "the approval page scrolls sideways at 390 px").toBeLessThanOrEqual(0);
    await client.close();

    await page.reload();
    await page.getByRole("radio", { name: "List" }).click();
    await expect(page.getByTestId("list-view").locator(`[data-post="${postId}"]`)).toHaveAttribute("data-approval", "approved");
    await page.getByTestId("list-view").getByRole("button", { name: "More for Anniversary blend" }).click();
    await page.getByRole("menuitem", { name: "Schedule…" }).click();
    dialog = page.getByRole("dialog", { name: "Schedule social post" });
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await expectToast(page, "Post scheduled");
    await expect.poll(async () => (await db()`select status, approval_status from content_posts where id = ${postId}`)[0]).toMatchObject({ status: "scheduled", approval_status: "approved" });
  });
});
