/**
 * Issue 7, squad and sprints half: the growth squad, a year of sprints, a recurring rule whose
 * task the background job creates, and meeting minutes turned into assigned tasks — each page
 * photographed at 1280 and 390 px into screenshots/ for the layout review.
 */
import fs from "node:fs";
import { expect, test, type Page } from "../test";
import { createConfirmedUser, db } from "../helpers";
import { brandFor, signInToShell } from "../shell/fixtures";

const pad = (n: number) => String(n).padStart(2, "0");
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync("screenshots", { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    // Nothing may scroll sideways, on a phone or a laptop.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `screenshots/squad-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pick(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

test.describe("Squad, sprints, recurring tasks and meeting minutes", () => {
  test("a brand's squad, its year of sprints, a recurring task and minutes turned into tasks", async ({ page }) => {
    test.setTimeout(240_000);
    const user = await createConfirmedUser({ fullName: "Erin Lead" });
    const brand = await brandFor(user, "Northwind Squad Co", { current: true });
    const year = new Date().getFullYear();

    await test.step("growth squad: add members, link one to me", async () => {
      await signInToShell(page, user, "/growth-squad");
      await expect(page.getByRole("heading", { name: "Growth Squad", level: 1 })).toBeVisible();
      await expect(page.getByText("No squad members yet")).toBeVisible();
      await shoot(page, "growth-squad-empty");

      await page.getByRole("button", { name: "Add member" }).click();
      let dialog = page.getByRole("dialog", { name: "Add squad member" });
      await dialog.getByLabel("Name", { exact: true }).fill("Maya Chen");
      await dialog.getByLabel("Alias").fill("SEO");
      await dialog.getByLabel("Email").fill("maya@northwind.example");
      await dialog.getByRole("button", { name: "Add member" }).click();
      await expect(page.getByText("Maya Chen added to the growth squad")).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: "Add member" }).first().click();
      dialog = page.getByRole("dialog", { name: "Add squad member" });
      await pick(page, "Brand user", /Erin Lead/);
      // Picking the person fills the empty name and email.
      await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Erin Lead");
      await expect(dialog.getByLabel("Email")).toHaveValue(user.email);
      await dialog.getByLabel("Alias").fill("Lead");
      await shoot(page, "growth-squad-member-dialog");
      await dialog.getByRole("button", { name: "Add member" }).click();
      await expect(page.getByText("Erin Lead added to the growth squad")).toBeVisible();

      const rows = page.getByTestId("squad-row");
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: "Erin Lead" })).toContainText("Me");
      await expect(rows.filter({ hasText: "Maya Chen" })).not.toContainText("Me");

      // Edit Maya's alias.
      await page.getByRole("button", { name: "Manage Maya Chen" }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      dialog = page.getByRole("dialog", { name: "Edit Maya Chen" });
      await dialog.getByLabel("Alias").fill("SEO & Content");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(rows.filter({ hasText: "Maya Chen" })).toContainText("SEO & Content");
      await shoot(page, "growth-squad");
    });

    await test.step("sprints: generate a year, ask before adding more, edit and delete", async () => {
      await page.goto("/sprints");
      await expect(page.getByText("No sprints yet")).toBeVisible();
      await page.getByRole("button", { name: "Generate sprints" }).click();
      const dialog = page.getByRole("dialog", { name: "Generate sprints" });
      await dialog.getByLabel("Start date").fill(`${year}-01-05`);
      await expect(dialog.getByRole("radio", { name: /Bi-weekly/ })).toHaveAttribute("data-state", "on");
      const preview = dialog.getByTestId("sprint-preview");
      await expect(preview).toContainText(`for ${year}`);
      const count = Number((await preview.textContent())!.match(/(\d+) sprints? for/)![1]);
      await shoot(page, "sprints-generate-dialog");
      await dialog.getByRole("button", { name: `Generate ${count} sprints` }).click();
      await expect(page.getByText(`Created ${count} sprints for ${year}`)).toBeVisible();
      await expect(page.getByTestId("sprint-row")).toHaveCount(count);
      await expect(page.getByTestId("sprint-row").first()).toContainText("Jan 5 - Sprint 1");
      await expect(page.getByTestId("current-sprint")).toBeVisible();
      await expect(page.locator('[data-testid="sprint-row"][data-current]')).toHaveCount(1);
      const [open] = await db()`select count(*)::int as n from growth_sprints where brand_id = ${brand.id} and status = 'open'`;
      expect(open!.n).toBe(count);

      // A second generation for the same year asks first; cancelling adds nothing.
      await page.getByRole("button", { name: "Generate sprints" }).click();
      await page.getByRole("dialog", { name: "Generate sprints" }).getByLabel("Start date").fill(`${year}-02-02`);
      await page.getByRole("dialog", { name: "Generate sprints" }).getByRole("radio", { name: /Monthly/ }).click();
      await page.getByRole("dialog", { name: "Generate sprints" }).getByRole("button", { name: /^Generate \d+ sprints?$/ }).click();
      const confirm = page.getByRole("alertdialog", { name: `${year} already has sprints` });
      await expect(confirm).toContainText(`already has ${count} sprints in ${year}`);
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByTestId("sprint-row")).toHaveCount(count);

      await page.getByRole("button", { name: "Manage Jan 5 - Sprint 1" }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      const edit = page.getByRole("dialog", { name: "Edit sprint" });
      await edit.getByLabel("Name", { exact: true }).fill("Kick-off sprint");
      await pick(page, "Status", "Closed");
      await edit.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Sprint updated successfully")).toBeVisible();
      await expect(page.getByTestId("sprint-row").first()).toContainText("Kick-off sprint");
      await expect(page.getByTestId("sprint-row").first()).toContainText("Closed");

      await page.getByRole("button", { name: "Manage Kick-off sprint" }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete sprint" }).click();
      await expect(page.getByText("Sprint deleted successfully")).toBeVisible();
      await expect(page.getByTestId("sprint-row")).toHaveCount(count - 1);
      await shoot(page, "sprints");
    });

    await test.step("recurring task: schedule it, and the job creates today's task", async () => {
      await page.goto("/task-scheduling");
      await expect(page.getByRole("heading", { name: "Task Scheduling", level: 1 })).toBeVisible();
      await page.getByLabel("Title").fill("Check ad spend pacing");
      await page.getByLabel("Description").fill("Compare each campaign's spend with the plan.");
      // The assignee defaults to my own squad membership; the rule starts today.
      await expect(page.getByLabel("Assignee")).toContainText("Erin Lead");
      await expect(page.getByLabel("Starts")).toHaveValue(today());
      await page.getByRole("radio", { name: "Daily" }).click();
      await expect(page.getByTestId("rule-preview")).toContainText("Every day");
      await expect(page.getByTestId("rule-preview")).toContainText("Next: today");
      await shoot(page, "task-scheduling");
      await page.getByRole("button", { name: "Schedule task" }).click();
      await expect(page.getByText('"Check ad spend pacing" scheduled. Its first task is being created now.')).toBeVisible();

      await page.goto("/scheduled-tasks");
      const rule = page.getByTestId("rule-row").filter({ hasText: "Check ad spend pacing" });
      await expect(rule).toContainText("Every day");
      // The job runs in the background: wait for its task, reloading like a person would.
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId("rule-row").first()).toContainText("1 task created", { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(rule.getByTestId("rule-next-run")).not.toHaveText("Today");
      await rule.getByRole("button", { name: /1 task created/ }).click();
      await expect(rule.getByTestId("rule-history-row")).toHaveCount(1);
      await expect(rule.getByTestId("rule-history-row").getByRole("link", { name: "Check ad spend pacing" })).toBeVisible();
      const tasks = await db()`select title, due_date::text as due, source_type, source_data from foundational_tasks where brand_id = ${brand.id}`;
      expect(tasks).toHaveLength(1);
      expect(tasks[0]).toMatchObject({ title: "Check ad spend pacing", due: today(), source_type: "recurring" });
      expect(tasks[0]!.source_data).toMatchObject({ occurrence: today() });

      // Run now on a rule that already created today's task creates nothing more.
      await rule.getByRole("button", { name: "More for Check ad spend pacing" }).click();
      await page.getByRole("menuitem", { name: "Run now" }).click();
      await expect(page.getByText(/Nothing due yet/)).toBeVisible();
      await rule.getByRole("button", { name: "Pause Check ad spend pacing" }).click();
      await expect(page.getByText('Paused "Check ad spend pacing"')).toBeVisible();
      await expect(rule.getByTestId("rule-next-run")).toHaveText("Paused");
      await shoot(page, "scheduled-tasks");
    });

    await test.step("meeting minutes: paste a transcript and assign its action items", async () => {
      await page.goto("/project-moms");
      await expect(page.getByRole("heading", { name: "Project's MoMs & Transcripts", level: 1 })).toBeVisible();
      await shoot(page, "project-moms-empty");
      await page.getByRole("button", { name: "Add minutes" }).click();
      const dialog = page.getByRole("dialog", { name: "Add meeting minutes or a transcript" });
      await dialog.getByLabel("Meeting", { exact: true }).fill("Weekly growth sync");
      await dialog.getByLabel("Minutes or transcript").fill(
        [
          "Erin Lead: Thanks all. Organic traffic is up 12% this week.",
          "Maya Chen: I'll send the keyword gap report by Friday.",
          "Erin Lead: Great. ACTION: Erin to book the product photo shoot next Tuesday",
          "Maya Chen: The launch will be on Monday.",
        ].join("\n"),
      );
      await shoot(page, "project-moms-add-dialog");
      await dialog.getByRole("button", { name: "Find action items" }).click();
      await expect(page).toHaveURL(/\/project-moms\/[0-9a-f-]{36}\/assign-tasks$/);
      await expect(page.getByRole("heading", { name: "Weekly growth sync", level: 1 })).toBeVisible();
      const items = page.getByTestId("action-item");
      await expect(items).toHaveCount(2);
      await expect(items.nth(0).getByLabel("Title of item 1")).toHaveValue("Send the keyword gap report");
      await expect(items.nth(0).getByLabel("Assignee of item 1")).toContainText("Maya Chen");
      await expect(items.nth(1).getByLabel("Title of item 2")).toHaveValue("Book the product photo shoot");
      await expect(items.nth(1).getByLabel("Assignee of item 2")).toContainText("Erin Lead");
      await expect(items.nth(0).getByLabel("Due date of item 1")).not.toHaveValue("");
      await items.nth(1).getByLabel("Title of item 2").fill("Book the spring product photo shoot");
      await shoot(page, "assign-tasks");
      await page.getByRole("button", { name: "Create 2 tasks" }).click();
      await expect(page.getByText('Created 2 tasks from "Weekly growth sync"')).toBeVisible();
      await expect(page.getByText("Tasks created from these minutes (2)")).toBeVisible();
      await expect(page.getByTestId("assigned-task")).toHaveCount(2);
      const moms = await db()`select title, source_data->>'transcript_id' as transcript from foundational_tasks where brand_id = ${brand.id} and source_type = 'moms' order by title`;
      expect(moms.map((t) => t.title)).toEqual(["Book the spring product photo shoot", "Send the keyword gap report"]);

      await page.goto("/project-moms");
      await expect(page.getByTestId("transcript-row")).toContainText("2 tasks");
      await shoot(page, "project-moms");
    });
  });
});
