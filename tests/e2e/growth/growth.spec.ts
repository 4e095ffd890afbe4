/**
 * Issue 9: one growth loop end to end — the one-pager with its North Star, an AARRR metric whose
 * values come from a CSV, a ranked bullseye, three ideas scored with ICE, the best one planned into
 * the current sprint, broken into tasks and closed with a learning — and the growth dashboard
 * following along.
 */
import fs from "node:fs";
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const pad = (n: number) => String(n).padStart(2, "0");
/** yyyy-MM-dd in the browser's (and server's) local time, `offset` days from today. */
const day = (offset = 0) => {
  const d = new Date(Date.now() + offset * 864e5);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const NORTH_STAR = "Weekly active teams";
const SIGN_UPS = "Sign-ups";
const IDEAS = {
  top: "Referral program with a double-sided reward",
  second: "Integration landing pages for search",
  third: "Onboarding email drip for new workspaces",
};

/**
 * Locators inside <main>: while a streamed page is revealed, React briefly keeps a hidden copy of
 * the content outside it, which would make test ids ambiguous.
 */
const main = (page: Page) => page.getByRole("main");
const stat = (page: Page, id: string) => main(page).getByTestId(`gh-stat-${id}`);

/** Nothing scrolls sideways on a phone; the page is photographed at both widths for the layout review. */
async function checkLayout(page: Page, name: string) {
  fs.mkdirSync("screenshots", { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `screenshots/growth-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe("Growth hacking", () => {
  test("from the one-pager to a learning, with the dashboard following", async ({ page }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    const { user, brand } = await userWithBrand("Growth Loop Co");
    await db()`insert into growth_sprints (brand_id, name, start_date, end_date, status)
      values (${brand.id}, 'Loop sprint 1', ${day(-3)}, ${day(10)}, 'open')`;

    await test.step("an empty dashboard points to where the data is entered", async () => {
      await signInToShell(page, user, "/gh-dashboard");
      await expect(page.getByRole("heading", { name: "Growth Hacking Dashboard", level: 1 })).toBeVisible();
      await expect(main(page).getByText("No North Star Metric yet")).toBeVisible();
      await expect(main(page).getByRole("link", { name: "growth one-pager", exact: true })).toHaveAttribute("href", "/gh-onepager");
      await expect(main(page).getByText("No experiments in a sprint yet")).toBeVisible();
      await expect(main(page).getByText("No ideas yet")).toBeVisible();
      await expect(main(page).getByText("No learnings yet")).toBeVisible();
      await expect(stat(page, "win-rate")).toHaveText("—");
      await expect(main(page).getByRole("link", { name: "Growth squad", exact: true })).toHaveAttribute("href", "/growth-squad");
      await expect(main(page).getByRole("link", { name: "Sprints", exact: true }).first()).toHaveAttribute("href", "/sprints");
      await checkLayout(page, "dashboard-empty");
    });

    await test.step("fill the one-pager", async () => {
      await page.goto("/gh-onepager");
      await page.locator("#ns-name").fill(NORTH_STAR);
      await page.locator("#ns-definition").fill("Teams with at least three members who completed a task in the last 7 days");
      await page.locator("#ns-unit").fill("teams");
      await page.locator("#ns-current").fill("120");
      await page.locator("#ns-current-date").fill(day());
      await page.locator("#ns-target").fill("200");
      await page.locator("#ns-target-date").fill(day(90));
      await page.locator("#mission").fill("Help small agencies run their growth like a product team.");
      await page.locator("#target-customer").fill("Agencies with 5 to 50 people");
      await page.locator("#value-proposition").fill("One place for strategy, experiments and results.");
      await page.getByRole("button", { name: "Add objective" }).click();
      await page.getByLabel("Objective 1", { exact: true }).fill("Make new agencies successful in their first week");
      await page.locator("#constraints").fill("No paid ads budget this quarter");
      await page.locator("#current-focus").fill("Activation of new workspaces");
      await page.getByRole("button", { name: "Save one-pager" }).click();
      await expect(page.getByText("One-pager saved")).toBeVisible();
      // A filled one-pager opens on its document view.
      await page.reload();
      const document = page.getByRole("tabpanel");
      await expect(document).toContainText(NORTH_STAR);
      await expect(document).toContainText("Help small agencies run their growth like a product team.");
      await expect(document).toContainText("Make new agencies successful in their first week");
    });

    await test.step("define an AARRR metric and import a CSV of values", async () => {
      await page.goto("/growth-metrics");
      await page.getByRole("button", { name: "New metric" }).click();
      let dialog = page.getByRole("dialog", { name: "New metric" });
      await dialog.locator("#metric-name").fill(SIGN_UPS);
      await expect(dialog.locator("#metric-stage")).toContainText("Acquisition");
      await dialog.locator("#metric-unit").fill("users");
      await dialog.getByRole("button", { name: "Create metric" }).click();
      await expect(page.getByText(`Metric "${SIGN_UPS}" created`)).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: "Import CSV" }).click();
      dialog = page.getByRole("dialog", { name: "Import values from CSV" });
      const csv = [
        "date,metric,value",
        `${day(-21)},${SIGN_UPS},310`,
        `${day(-14)},${SIGN_UPS},355`,
        `${day(-7)},${SIGN_UPS},420`,
        `${day(-21)},${NORTH_STAR},90`,
        `${day(-14)},${NORTH_STAR},104`,
        `${day(-7)},${NORTH_STAR},111`,
      ].join("\n");
      await dialog.getByLabel("CSV content").fill(csv);
      await dialog.getByRole("button", { name: "Import 6 values" }).click();
      await expect(page.getByText("Imported 6 values: 6 added, 0 updated, 0 unchanged")).toBeVisible();

      await page.goto("/growth-metrics-overview");
      const chart = page.getByRole("img", { name: `${SIGN_UPS} over time` });
      await expect(chart.locator(".recharts-line-dot")).toHaveCount(3);
      // The one-pager's current value joins the imported history of the North Star.
      await expect(page.getByRole("img", { name: `${NORTH_STAR} over time` }).locator(".recharts-line-dot")).toHaveCount(4);
    });

    await test.step("rank the channels on the bullseye", async () => {
      await page.goto("/sales-channels");
      await page.getByLabel("Ring of Search engine optimisation (SEO)").click();
      await page.getByRole("option", { name: "Middle ring" }).click();
      await expect(page.getByText("Search engine optimisation (SEO) moved to the middle ring")).toBeVisible();
      await page.getByLabel("Ring of Viral marketing").click();
      await page.getByRole("option", { name: "Middle ring" }).click();
      await expect(page.getByText("Viral marketing moved to the middle ring")).toBeVisible();
      // Viral marketing joined the middle ring last; rank it above SEO.
      await expect(page.getByRole("button", { name: "Rank Viral marketing higher" })).toBeEnabled();
      await page.getByRole("button", { name: "Rank Viral marketing higher" }).click();
      // Settled once SEO, now second, can move up again (every rank button is disabled while saving).
      await expect(page.getByRole("button", { name: "Rank Search engine optimisation (SEO) higher" })).toBeEnabled();
      await expect(page.getByRole("button", { name: "Rank Viral marketing higher" })).toBeDisabled();
      await page.reload();
      await expect(page.getByRole("button", { name: "Rank Viral marketing higher" })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Rank Search engine optimisation (SEO) lower" })).toBeDisabled();
    });

    await test.step("capture three ideas", async () => {
      await page.goto("/brainstorming-ideas");
      for (const title of Object.values(IDEAS)) {
        await page.getByLabel("New idea").fill(title);
        await page.getByLabel("New idea").press("Enter");
        await expect(page.getByText("Idea captured").first()).toBeVisible();
        await expect(page.getByRole("list", { name: "Ideas", exact: true }).getByText(title)).toBeVisible();
      }
      await expect(page.getByRole("list", { name: "Ideas", exact: true }).getByRole("listitem")).toHaveCount(3);
    });

    await test.step("the dashboard counts the backlog", async () => {
      await page.goto("/gh-dashboard");
      await expect(stat(page, "backlog")).toHaveText("3");
      await expect(stat(page, "north-star")).toHaveText("120 teams");
      await expect(page.getByRole("img", { name: `${NORTH_STAR} over time` }).locator(".recharts-line-dot")).toHaveCount(4);
      await expect(main(page).getByTestId("gh-pipeline-idea")).toContainText("3");
      await expect(main(page).getByText("No scored ideas waiting")).toBeVisible();
    });

    await test.step("score the ideas with ICE", async () => {
      await page.goto("/prioritization");
      const scores: [string, [number, number, number], string][] = [
        [IDEAS.second, [6, 5, 5], "Scored ICE 5.3"],
        [IDEAS.top, [8, 7, 9], "Scored ICE 8"],
        [IDEAS.third, [4, 4, 4], "Scored ICE 4"],
      ];
      for (const [title, [impact, confidence, ease], toast] of scores) {
        await page.getByRole("button", { name: `Score ${title}` }).click();
        const dialog = page.getByRole("dialog", { name: `Score “${title}”` });
        await dialog.locator("#ice-impact").fill(String(impact));
        await dialog.locator("#ice-confidence").fill(String(confidence));
        await dialog.locator("#ice-ease").fill(String(ease));
        await dialog.getByRole("button", { name: "Save scores" }).click();
        await expect(page.getByText(toast)).toBeVisible();
        await expect(dialog).toBeHidden();
      }
      const ranked = main(page).getByTestId("ranked-idea");
      await expect(ranked.first()).toContainText(IDEAS.top);
      await expect(ranked.nth(1)).toContainText(IDEAS.second);
      await expect(ranked.nth(2)).toContainText(IDEAS.third);

      await page.goto("/gh-dashboard");
      const top = page.getByRole("list", { name: "Top ideas" }).getByRole("listitem");
      await expect(top).toHaveCount(3);
      await expect(top.first()).toContainText(IDEAS.top);
      await expect(top.first()).toContainText("8");
    });

    await test.step("plan the top idea into the current sprint", async () => {
      await page.goto("/growth-planning");
      await page.getByRole("button", { name: `Plan ${IDEAS.top}` }).click();
      const dialog = page.getByRole("dialog", { name: `Plan “${IDEAS.top}”` });
      await expect(dialog.locator("#plan-sprint")).toContainText("Loop sprint 1");
      await dialog.locator("#plan-effort").fill("0.5");
      await dialog.getByRole("button", { name: "Plan experiment" }).click();
      await expect(page.getByText("Planned into Loop sprint 1")).toBeVisible();
      await expect(main(page).getByTestId("planned-experiment")).toContainText(IDEAS.top);

      await page.goto("/gh-dashboard");
      await expect(stat(page, "sprint")).toHaveText("1");
      await expect(stat(page, "backlog")).toHaveText("2");
      await expect(page.getByRole("img", { name: "Experiments per sprint" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Top ideas" }).getByRole("listitem")).toHaveCount(2);
      await expect(page.getByRole("list", { name: "Top ideas" })).not.toContainText(IDEAS.top);
    });

    await test.step("break the experiment into tasks", async () => {
      await page.goto("/growth-planning");
      await page.getByRole("link", { name: `Break ${IDEAS.top} into tasks` }).click();
      await expect(page).toHaveURL(/\/growth-tasking\?experiment=/);
      await page.getByRole("button", { name: "Write the experiment brief and success criteria" }).click();
      await page.getByRole("button", { name: "Add a task" }).click();
      await page.getByLabel("Task 2 title").fill("Build the referral invite screen");
      await page.getByRole("button", { name: "Create 2 tasks" }).click();
      await expect(page.getByText("Task created successfully (2)")).toBeVisible();
      const tasks = page.getByRole("list", { name: "Tasks of the experiment" }).getByRole("listitem");
      await expect(tasks).toHaveCount(2);
      await expect(tasks.filter({ hasText: "Build the referral invite screen" })).toBeVisible();
      const [row] = await db()`select count(*)::int as n from foundational_tasks where brand_id = ${brand.id} and source_type = 'growth_idea'`;
      expect(row!.n).toBe(2);
    });

    await test.step("record its learning", async () => {
      await page.goto("/growth-learnings");
      await page.getByRole("button", { name: "Record a learning" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Record a learning" });
      await dialog.locator("#learning-idea").click();
      await page.getByRole("option", { name: new RegExp(IDEAS.top) }).click();
      await dialog.getByRole("radio", { name: "Win" }).click();
      await dialog.locator("#learning-learned").fill("Double-sided rewards doubled invites; the reward must show on the invite screen.");
      await dialog.getByRole("button", { name: "Record learning" }).click();
      await expect(page.getByText("Learning recorded — the experiment is done")).toBeVisible();
      await expect(main(page).getByTestId("overall-win-rate")).toHaveText("100%");
    });

    await test.step("the dashboard shows the finished experiment", async () => {
      await page.goto("/gh-dashboard");
      await expect(stat(page, "win-rate")).toHaveText("100%");
      await expect(stat(page, "sprint")).toHaveText("1");
      await expect(main(page).getByTestId("gh-pipeline-done")).toContainText("1");
      await expect(main(page).getByTestId("gh-pipeline-planned")).toContainText("0");
      await expect(main(page).getByTestId("gh-pipeline-prioritised")).toContainText("2");
      const latest = page.getByRole("list", { name: "Latest learnings" });
      await expect(latest).toContainText(IDEAS.top);
      await expect(latest).toContainText("Win");
      await expect(page.getByRole("img", { name: "Experiments per sprint" })).toBeVisible();
      await checkLayout(page, "dashboard");
      // The alias reaches the same page.
      await page.goto("/growth-hacking-dashboard");
      await expect(page.getByRole("heading", { name: "Growth Hacking Dashboard", level: 1 })).toBeVisible();
      await expect(stat(page, "win-rate")).toHaveText("100%");
    });

    expect(errors).toEqual([]);
  });
});
