/**
 * /cm-posts-selected: a selected post dragged (a real mouse drag) from "Not scheduled" onto a day is
 * scheduled; an approval link made from the post's menu opens signed out, the client approves with a
 * comment, and the open calendar follows: the post approved, with the comment (internal). Then the page on a
 * phone (list view by default) and in the dark theme.
 */
import { expect, test } from "../test";
import { db, mouseDrag } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { inBothLooks, expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";


test.describe("Content calendar", () => {
  test("drag to schedule, client approval by link, approved on the calendar — desktop and phone, light and dark", async ({ page, browser }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const { user, brand } = await userWithBrand("Calendar Bakery");
    const [launch] = await db()`
      insert into content_posts (brand_id, kind, channel, title, body_md, method, status)
      values (${brand.id}, 'article', 'blog', 'Sourdough launch story', 'We baked for ten years, then opened a shop.', 'manual', 'selected')
      returning id`;
    await db()`
      insert into content_posts (brand_id, kind, channel, title, body_md, method, status)
      values (${brand.id}, 'social', 'linkedin', 'Behind the oven', 'Five a.m. at the bakery.', 'manual', 'selected')`;
    const postId = launch!.id as string;

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToShell(page, user, "/cm-posts-selected");
    const chip = page.locator(`[data-post="${postId}"]`);
    await expect(page.getByTestId("unscheduled").locator(`[data-post="${postId}"]`)).toBeVisible();

    // A real mouse drag (pointer events, as a person does it) onto the 20th of the shown month.
    const day = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-20`;
    });
    const target = page.locator(`[data-day="${day}"]`);
    await mouseDrag(page, chip, target);
    await expectToast(page, "Scheduled for");
    await expect(target.locator(`[data-post="${postId}"]`)).toHaveAttribute("data-status", "scheduled");
    await expect
      .poll(async () => {
        const [row] = await db()`select status, scheduled_at from content_posts where id = ${postId}`;
        return row ? `${row.status} ${new Date(row.scheduled_at as string).getDate()}` : null;
      })
      .toBe("scheduled 20");

    // An approval link for this post, from its menu.
    await target.getByRole("button", { name: "More for Sourdough launch story" }).click();
    await page.getByRole("menuitem", { name: "Ask client for approval…" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask the client for approval" });
    await expect(dialog.getByRole("checkbox").first()).toBeVisible();
    await dialog.getByRole("button", { name: "Create link" }).click();
    const link = await dialog.getByLabel("Approval link").inputValue();
    expect(link).toMatch(/\/content-approval\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator(`[data-post="${postId}"]`).first()).toHaveAttribute("data-approval", "pending");

    // The client: no account, another browser context.
    const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const clientPage = await client.newPage();
    await clientPage.goto(new URL(link).pathname);
    await expect(clientPage.getByRole("heading", { name: "A post for your approval" })).toBeVisible();
    await expect(clientPage.getByText("We baked for ten years, then opened a shop.")).toBeVisible();
    expect(await clientPage.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await clientPage.getByLabel("Your name (optional)").fill("Clara Client");
    await clientPage.getByLabel("Comment (for the team only)").fill("Lovely, but say 'shop' instead of 'store'.");
    await clientPage.getByRole("button", { name: "Approve" }).click();
    await expect(clientPage.getByRole("status")).toContainText("Approved");
    await clientPage.goto("/content-approval/" + "x".repeat(43));
    await expect(clientPage.getByText("This approval link is not valid")).toBeVisible();
    await expect(clientPage.getByText("Sourdough")).toHaveCount(0);
    await client.close();

    // Without a reload the calendar shows it approved (the client's answer arrives over the live channel); the
    // list view shows the client's comment, marked internal.
    await expect(page.locator(`[data-post="${postId}"]`).first()).toHaveAttribute("data-approval", "approved");
    await page.getByRole("radio", { name: "List" }).click();
    const item = page.getByTestId("list-view").locator(`[data-post="${postId}"]`);
    await expect(item.getByText("Approved")).toBeVisible();
    await expect(item).toContainText("Clara Client:");
    await expect(item).toContainText("(internal)");

    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        await page.reload();
        if (width < 768) await expect(page.getByTestId("list-view")).toBeVisible();
        else await expect(page.getByTestId("month-view")).toBeVisible();
        await expect(page.locator(`[data-post="${postId}"]`).first()).toHaveAttribute("data-approval", "approved");
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
        await expectNoSidewaysScroll(page, `/cm-posts-selected at ${width} px (${scheme}) scrolls sideways`);
        if (process.env.SCREENSHOTS) await page.screenshot({ path: `screenshots/cm-posts-selected-${scheme}-${width}.png`, fullPage: true });
      }
    }
    expect(errors).toEqual([]);
  });

  test("a recurring slot: added in its dialog, open slots on the calendar, a post dropped on one — desktop and phone", async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Slot Bakery");
    const [news] = await db()`
      insert into content_posts (brand_id, kind, channel, title, body_md, method, status)
      values (${brand.id}, 'newsletter', 'newsletter', 'Bread club #1', 'This week: rye.', 'manual', 'selected')
      returning id`;
    const postId = news!.id as string;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToShell(page, user, "/cm-posts-selected");

    // Weekly on today's weekday (the form's default) at 09:00, from today, 6 times.
    await page.getByRole("button", { name: "Recurring slots" }).click();
    const dialog = page.getByRole("dialog", { name: "Recurring slots" });
    await expect(dialog.getByText("No recurring slots yet.")).toBeVisible();
    await dialog.getByRole("button", { name: "Add slot" }).click();
    await expect(dialog.getByText("Give the slot a name, e.g. Weekly newsletter.")).toBeVisible();
    await dialog.getByLabel("Name").fill("Weekly newsletter");
    await dialog.getByRole("combobox", { name: "Ends" }).click();
    await page.getByRole("option", { name: "After a number of slots" }).click();
    await dialog.getByLabel("Number of slots").fill("6");
    await dialog.getByRole("button", { name: "Add slot" }).click();
    await expectToast(page, 'Recurring slot "Weekly newsletter" added');
    const row = dialog.getByTestId("series-list").getByRole("listitem");
    await expect(row).toContainText(/Weekly on \w{3} at 09:00 \(.+\), 6 times/);
    await expect(row).toContainText("Next:");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Open slots on the month view; the post dragged onto the first one lands at its 09:00.
    const slot = page.getByTestId("month-view").locator("[data-slot-series]").first();
    await expect(slot).toHaveAttribute("aria-label", /^Open slot: Weekly newsletter, /);
    const day = (await slot.getAttribute("data-slot-day"))!;
    await mouseDrag(page, page.getByTestId("unscheduled").locator(`[data-post="${postId}"]`), slot);
    await expectToast(page, "Scheduled for");
    const cell = page.locator(`[data-day="${day}"]`);
    await expect(cell.locator(`[data-post="${postId}"]`)).toHaveAttribute("data-status", "scheduled");
    await expect(cell.locator("[data-slot-series]")).toHaveCount(0);
    const [stored] = await db()<{ at: Date; slot: string }[]>`
      select p.scheduled_at as at, s.day as slot from content_posts p join content_series_slots s on s.post_id = p.id where p.id = ${postId}`;
    expect(stored!.slot).toBe(day);
    // 09:00 on the wall clock of the zone the slot was made in (the browser's).
    expect(await page.evaluate((iso) => new Date(iso).getHours(), stored!.at.toISOString())).toBe(9);

    // The remaining open slots on the phone's list view, and the month view on a desktop, in both looks.
    await inBothLooks(page, "calendar-slots", async () => {
      await page.reload();
      const phone = page.viewportSize()!.width < 768;
      const view = page.getByTestId(phone ? "list-view" : "month-view");
      await expect(view).toBeVisible();
      // The next weekly slot may fall after the last week the month view shows.
      if (!phone && (await view.locator("[data-slot-series]").count()) === 0) await page.getByRole("button", { name: "Next month" }).click();
      await expect(view.locator("[data-slot-series]").first()).toBeVisible();
      if (phone) await expect(page.getByRole("heading", { name: /Open recurring slots/ })).toBeVisible();
    });
    expect(errors).toEqual([]);
  });
});
