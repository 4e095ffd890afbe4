/**
 * Social ops (issue #22): Social Media Settings saved through the form (a posting window, banned
 * words, a hashtag set, approval) and a bad agent URL refused with its reason; a Channel Mix run
 * started from its page, computed by the job runner and shown with LinkedIn first for a B2B brand;
 * /sm-batch-jobs showing that job's log, then a queued social job cancelled and retried until it runs.
 * Each page at 1280 and 390 px, light and dark.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { screenshotsEnabled, expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/** Every look a page must pass: 1280 and 390 px, light and dark, with no sideways scroll on a phone. */
async function inAllLooks(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [1280, 390]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await check();
      if (width < 768) await expectNoSidewaysScroll(page, `${name} scrolls sideways at ${width} px (${scheme})`);
      if (screenshotsEnabled) {
        fs.mkdirSync("screenshots", { recursive: true });
        await page.screenshot({ path: path.join("screenshots", `${name}-${width}-${scheme}.png`), fullPage: true });
      }
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("Social ops", () => {
  test("settings, channel mix and social batch jobs — desktop and phone, light and dark", async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Route Planner Co");
    await db()`
      insert into brand_questionnaire_steps (brand_id, step, answers, completed_at) values
        (${brand.id}, 'offer', ${db().json({ offer_summary: "Route planning software", business_model: "B2B" })}, now()),
        (${brand.id}, 'audience', ${db().json({ primary_audience: "Operations managers at mid-size logistics companies" })}, now()),
        (${brand.id}, 'goals', ${db().json({ goals: ["200 qualified leads a quarter"] })}, now()),
        (${brand.id}, 'budget', ${db().json({ monthly_budget: "1,000 – 5,000", team_capacity: "One marketer, 10 hours a week" })}, now())`;

    // Settings: one LinkedIn window, banned words, a hashtag set, approval on.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToShell(page, user, "/social-media-settings");
    await expect(page.getByRole("heading", { name: "Social Media Settings" })).toBeVisible();
    await expect(page.getByTestId("connection-linkedin")).toContainText("Not connected");
    await expect(page.getByText("No posting windows yet")).toBeVisible();
    await page.getByRole("button", { name: "Add a window" }).click();
    await expect(page.getByTestId("next-slot-linkedin")).not.toHaveText("any time");
    await page.getByLabel("Banned words").fill("synergy\nleverage");
    await page.getByRole("button", { name: "Add a hashtag set" }).click();
    await page.getByLabel("Set name").fill("Launch");
    await page.getByLabel("Hashtags").fill("#launch #logistics");
    await page.getByRole("switch", { name: /Approval required/ }).click();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Social media settings saved");
    await expect
      .poll(async () => {
        const [row] = await db()`select posting_windows, banned_words, hashtag_sets, approval_required from social_settings where brand_id = ${brand.id}`;
        return row ? JSON.stringify([row.posting_windows, row.banned_words, row.hashtag_sets, row.approval_required]) : null;
      })
      .toBe(JSON.stringify([[{ end: "11:00", start: "09:00", network: "linkedin", weekday: 2 }], ["synergy", "leverage"], [{ name: "Launch", tags: ["launch", "logistics"] }], true]));

    // A plain-http agent address is refused with its reason, next to the field.
    await page.getByLabel("Agent webhook URL").fill("http://agent.example.com/social");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("The agent's webhook URL must be a full https:// address")).toBeVisible();
    await page.getByLabel("Agent webhook URL").fill("");
    await inAllLooks(page, "social-settings", async () => {
      await expect(page.getByRole("button", { name: "Save settings" })).toBeVisible();
    });

    // Channel Mix: run, the job computes it, LinkedIn first.
    await page.goto("/social-media-channel-suggestion");
    await expect(page.getByText("No Channel Mix analysis yet")).toBeVisible();
    await page.getByRole("button", { name: "Run the analysis" }).click();
    await expectToast(page, "Channel Mix analysis started");
    const first = page.getByRole("list", { name: "Networks by score" }).getByRole("listitem").first();
    await expect(first).toHaveAttribute("data-testid", "network-linkedin", { timeout: 60_000 });
    await expect(first).toContainText("Invest");
    await expect(first).toContainText("A B2B brand starts at 90 on LinkedIn");
    await expect(page.getByText(/The suggested plan takes about [\d.]+ hours a week/)).toBeVisible();
    await inAllLooks(page, "social-channel-mix", async () => {
      await expect(page.getByTestId("network-linkedin")).toBeVisible();
    });

    // Batch jobs: the analysis with its log.
    await page.goto("/sm-batch-jobs");
    const mixJob = page.getByTestId("job").filter({ hasText: "Channel Mix analysis" }).first();
    await expect(mixJob).toHaveAttribute("data-status", "succeeded");
    await mixJob.getByRole("button", { name: /Log \(3 lines\)/ }).click();
    await expect(mixJob).toContainText("Scored 6 networks: invest in LinkedIn");

    // A queued social job (not due for a day) is cancelled, then retried: it runs now.
    const [queued] = await db()`
      insert into pgboss.job (name, data, start_after)
      values ('social.channel-mix', ${db().json({ brandId: brand.id, payload: { brandId: brand.id, userId: user.id, runId: "00000000-0000-0000-0000-000000000000" } })}, now() + interval '1 day')
      returning id::text as id`;
    await page.reload();
    const job = page.locator(`[data-testid="job"][data-status="queued"]`);
    await expect(job).toHaveCount(1);
    await job.getByRole("button", { name: "Cancel" }).click();
    await expectToast(page, "The job is cancelled");
    const cancelled = page.locator(`[data-testid="job"][data-status="cancelled"]`);
    await expect(cancelled).toHaveCount(1);
    await inAllLooks(page, "social-batch-jobs", async () => {
      await expect(cancelled.getByRole("button", { name: "Retry" })).toBeVisible();
    });
    await cancelled.getByRole("button", { name: "Retry" }).click();
    await expectToast(page, "The job is queued again");
    await expect.poll(async () => (await db()`select state from pgboss.job where id = ${queued!.id}::uuid`)[0]?.state, { timeout: 60_000 }).toBe("completed");
    await expect(page.locator(`[data-testid="job"][data-status="succeeded"]`)).toHaveCount(2, { timeout: 30_000 });
    await page.goto("/sm-batch-jobs?status=failed");
    await expect(page.getByText("No social jobs in this state")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
