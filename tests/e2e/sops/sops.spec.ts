/**
 * SOPs and templates in the browser (issue 8): browse the library, adopt a template, assign a task
 * group to two squad members in the current sprint, see each SOP task's back-link and the coverage
 * move on /sop-dashboard; edit SOPs by hand; review a new template version item by item.
 */
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../test";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { runningOwnerUrl } from "../../../db/embedded";
import * as schema from "../../../db/schema";
import { libraryTemplate, type LibraryTemplateInput } from "../../../modules/sops/library/schema";
import { publishTemplateVersion } from "../../../modules/sops/library/sync";
import { E2E_DATA_DIR } from "../env";
import { db } from "../helpers";
import { signInToShell, squadMember, userWithBrand, type Brand } from "../shell/fixtures";

/** A calendar day relative to today in the local time zone (the server runs on this machine). */
function isoDay(offset = 0): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

async function currentSprint(brand: Brand, name: string): Promise<string> {
  const [row] = await db()`insert into growth_sprints (brand_id, name, start_date, end_date, status)
    values (${brand.id}, ${name}, ${isoDay(-3)}, ${isoDay(10)}, 'open') returning id`;
  return row!.id as string;
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync("screenshots", { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Nothing may scroll sideways on a phone or a laptop.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `screenshots/sops-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function pickOption(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option }).click();
}

test("browse industries, adopt a template, assign a task group to two people and watch the coverage move", async ({ page }) => {
  const { user, brand, memberId } = await userWithBrand("SOP Browser Brand");
  const samId = await squadMember(brand, "Sam Writer");
  const sprintId = await currentSprint(brand, "Sprint 14");

  await signInToShell(page, user, "/sops");
  await expect(page.getByText("This brand has no SOPs yet")).toBeVisible();
  await page.getByRole("link", { name: "Browse industry templates" }).click();

  await expect(page).toHaveURL(/\/tmplt-industries$/);
  await expect(page.getByRole("link", { name: "Healthcare", exact: true })).toBeVisible();
  await page.getByLabel("Search industries").fill("merchant center");
  await expect(page.getByRole("link", { name: "Healthcare", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "E-commerce", exact: true }).click();

  await expect(page).toHaveURL(/\/template\/industry\/e-commerce$/);
  await expect(page.getByRole("heading", { name: "Catalogue SEO" })).toBeVisible();
  await page.getByRole("button", { name: "Adopt for this brand" }).first().click();
  await expect(page.getByText(/E-commerce adopted: \d+ tasks in \d+ task groups/)).toBeVisible();
  await expect(page.getByRole("link", { name: "View in SOPs" })).toBeVisible();

  await page.goto("/sop-dashboard");
  await expect(page.getByTestId("stat-coverage")).toContainText("0%");
  await expect(page.getByTestId("stat-coverage")).toContainText(/0 of \d+ SOP tasks/);
  await expect(page.getByTestId("sop-period")).toContainText("Sprint 14");

  await page.goto("/sops");
  await expect(page.getByRole("heading", { name: "SEO", exact: true })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "SOP overview" })).toContainText("E-commerce");
  const group = page.getByTestId("sop-group").filter({ hasText: "Catalogue SEO" });
  await expect(group.getByTestId("sop-task")).toHaveCount(4);
  await expect(group.getByTestId("sop-task").first()).toContainText("Never assigned");
  await group.getByRole("link", { name: "Assign tasks of Catalogue SEO" }).click();

  await expect(page).toHaveURL(/\/sops\/taskgroup\/[0-9a-f-]+\/assign-tasks$/);
  await expect(page.getByTestId("assign-task-row")).toHaveCount(4);
  await expect(page.locator("#assign-sprint")).toContainText("Sprint 14");
  // The responsible role names nobody in this squad, so every task defaults to the signed-in user.
  await pickOption(page, "Assignee of “Review faceted navigation and crawl budget”", "Sam Writer");
  await pickOption(page, "Assignee of “Optimise category page content”", "Sam Writer");
  await page.getByRole("button", { name: "Create 4 tasks" }).click();
  await expect(page.getByText("Created 4 tasks from Catalogue SEO")).toBeVisible();

  const tasks = await db()`select title, assigned_to, sprint_id, source_type, source_data, due_date from foundational_tasks where brand_id = ${brand.id}`;
  expect(tasks).toHaveLength(4);
  expect(new Set(tasks.map((t) => t.assigned_to))).toEqual(new Set([memberId, samId]));
  for (const t of tasks) {
    expect(t.sprint_id).toBe(sprintId);
    expect(t.source_type).toBe("sop");
    expect(t.source_data).toMatchObject({ task_type: "sop", sprint_id: sprintId, template_name: "E-commerce" });
    expect(t.source_data.sop_task_id).toMatch(/^[0-9a-f-]{36}$/);
  }
  // Spec §7: each SOP task's back-link points at the task created from it, and the task names it back.
  const [linked] = await db()`select count(*)::int as n from sop_tasks s
    join foundational_tasks f on f.id = s.foundational_task_id and f.source_data->>'sop_task_id' = s.id::text
    where s.brand_id = ${brand.id}`;
  expect(linked!.n).toBe(4);

  // The tasks page lists them under their source.
  await page.goto("/tasks?source=sop");
  for (const t of tasks) await expect(page.getByRole("main").getByText(t.title as string, { exact: true }).first()).toBeVisible();
  await page.goto("/tasks?source=template");
  await expect(page.getByRole("main").getByText(tasks[0]!.title as string, { exact: true })).toHaveCount(0);

  await page.goto("/sops");
  const faceted = page.getByTestId("sop-task").filter({ hasText: "Review faceted navigation and crawl budget" });
  const backLink = faceted.getByTestId("sop-backlink");
  await expect(backLink).toContainText("Latest task:");
  await expect(backLink).toContainText("Pending");
  await expect(backLink).toContainText("Sam Writer");
  await expect(backLink.getByRole("link")).toHaveAttribute("href", new RegExp(`^/tasks/${brand.id}/[0-9a-f-]{36}$`));
  await expect(page.getByTestId("sop-task").filter({ hasText: "Audit product structured data" }).getByTestId("sop-backlink")).toContainText("Shell Tester");

  await faceted.getByRole("button", { name: "Review faceted navigation and crawl budget", exact: true }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toContainText("Tasks created from it (1)");
  await expect(sheet).toContainText("Latest · Sam Writer");
  await expect(sheet.getByRole("link", { name: "Assign" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await shoot(page, "list");

  await page.goto("/sop-dashboard");
  await expect(page.getByTestId("stat-coverage")).toContainText(/4 of \d+ SOP tasks/);
  const seo = page.getByTestId("area-coverage").filter({ has: page.getByText("SEO", { exact: true }) });
  await expect(seo.getByTestId("area-coverage-value")).toHaveText("4/4 · 100%");
  await expect(page.getByTestId("stat-completion")).toContainText("0%");
  await expect(page.getByTestId("list-never")).not.toContainText("Review faceted navigation and crawl budget");
  await expect(page.getByTestId("list-never")).toContainText("Check Merchant Center feed health");
  await shoot(page, "dashboard");

  // Another period is one link away and keeps the same data.
  await page.getByRole("link", { name: "90 days" }).click();
  await expect(page).toHaveURL(/period=90d/);
  await expect(page.getByTestId("stat-coverage")).toContainText(/4 of \d+ SOP tasks/);
});

test("writes, edits, reorders and deletes SOPs by hand", async ({ page }) => {
  const { user } = await userWithBrand("SOP Editor Brand");
  await signInToShell(page, user, "/sop-dashboard");
  await expect(page.getByText("No SOP tasks to measure yet")).toBeVisible();
  await page.getByRole("link", { name: "Open SOPs" }).click();

  await page.getByRole("button", { name: "Or write your own: create an area" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Reporting");
  await page.getByRole("dialog").getByLabel("Description").fill("Monthly and quarterly reporting to the client.");
  await page.getByRole("dialog").getByRole("button", { name: "Create area" }).click();
  await expect(page.getByText('Area "Reporting" created')).toBeVisible();

  await page.getByRole("button", { name: "Actions for the area Reporting" }).click();
  await page.getByRole("menuitem", { name: "Add task group" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Monthly report");
  await page.getByRole("dialog").getByRole("button", { name: "Create task group" }).click();
  await expect(page.getByText('Task group "Monthly report" created')).toBeVisible();

  const group = page.getByTestId("sop-group").filter({ hasText: "Monthly report" });
  for (const [title, steps] of [
    ["Send the monthly report", "Export the dashboard\nWrite the summary\nEmail the client"],
    ["Pull the numbers", "Export GA4\nExport ads spend"],
  ] as const) {
    await group.getByRole("button", { name: "Add SOP task" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Checklist").fill(steps);
    await dialog.getByLabel("Responsible role").fill("Marketing Analyst");
    await dialog.getByLabel("Estimated effort (hours)").fill("1.5");
    await dialog.getByLabel("Due after start (days)").fill("3");
    await pickOption(page, "Frequency", "Monthly");
    await dialog.getByRole("button", { name: "Create task" }).click();
    await expect(page.getByText(`SOP task "${title}" created`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  const rows = group.getByTestId("sop-task");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Send the monthly report");
  await expect(rows.first()).toContainText("3 steps");
  await expect(rows.first()).toContainText("1.5 h");
  await expect(rows.first()).toContainText("Due +3 d");
  await expect(rows.first()).toContainText("Monthly");

  await page.getByRole("button", { name: "Actions for Pull the numbers" }).click();
  await page.getByRole("menuitem", { name: "Move up" }).click();
  await expect(rows.first()).toContainText("Pull the numbers");

  await page.getByRole("button", { name: "Actions for Pull the numbers" }).click();
  await page.getByRole("menuitem", { name: "Edit SOP task" }).click();
  await page.getByRole("dialog").getByLabel("Title").fill("Pull the monthly numbers");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("SOP task updated")).toBeVisible();
  await expect(rows.first()).toContainText("Pull the monthly numbers");

  await page.getByRole("button", { name: "Actions for Send the monthly report" }).click();
  await page.getByRole("menuitem", { name: "Delete SOP task" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("It has never been assigned");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText('SOP task "Send the monthly report" deleted')).toBeVisible();
  await expect(rows).toHaveCount(1);

  await page.getByLabel("Search SOPs").fill("nothing like this");
  await expect(page.getByText("Nothing matches “nothing like this”")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();

  await page.getByRole("button", { name: "Actions for the area Reporting" }).click();
  await page.getByRole("menuitem", { name: "Delete area" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("1 task group and 1 SOP task");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("This brand has no SOPs yet")).toBeVisible();
});

const task = (key: string, title: string) => ({
  key,
  title,
  description: `${title}, written for the browser test of template updates.`,
  checklist: [`${title}: first step`, `${title}: second step`],
  role: "SEO Specialist" as const,
  frequency: "monthly" as const,
  effortHours: 1,
  offsetDays: 2,
  priority: "Medium" as const,
});

function drillTemplate(slug: string, version: number, edit?: (t: LibraryTemplateInput) => void): LibraryTemplateInput {
  const t: LibraryTemplateInput = {
    slug,
    type: "usecase",
    name: `Update drill ${slug.slice(-6)}`,
    summary: "A use case published by the browser test to exercise template updates.",
    version,
    changelog: version === 1 ? "First version." : "Clearer crawl task and a new vitals check.",
    areas: [
      {
        key: "seo",
        name: "Drill SEO",
        description: "Search work",
        groups: [
          { key: "tech", name: "Drill technical", description: "Technical checks", tasks: [task("crawl", "Crawl the site"), task("sitemaps", "Check sitemaps"), task("robots", "Review robots rules")] },
          { key: "content", name: "Drill content", description: "Content work", tasks: [task("briefs", "Write briefs"), task("refresh", "Refresh pages"), task("links", "Add internal links")] },
        ],
      },
      {
        key: "reporting",
        name: "Drill reporting",
        description: "Reports",
        groups: [
          {
            key: "monthly",
            name: "Drill monthly report",
            description: "Monthly",
            tasks: [task("pull", "Pull data"), task("write", "Write report"), task("call", "Hold the call"), task("qa", "QA numbers"), task("send", "Send report"), task("log", "Log decisions")],
          },
        ],
      },
    ],
  };
  edit?.(t);
  return t;
}

/** Publishes a library version as the start script would (as the database owner). */
async function publish(def: LibraryTemplateInput) {
  // A client of its own: drizzle installs its own type parsers on the client it wraps, which would
  // change how the shared helpers' client sends JSON.
  const client = postgres(process.env.E2E_DATABASE_URL ?? runningOwnerUrl(E2E_DATA_DIR)!, { max: 1, prepare: false, onnotice: () => {} });
  try {
    return await publishTemplateVersion(drizzle(client, { schema }), libraryTemplate.parse(def));
  } finally {
    await client.end();
  }
}

test("reviews a new template version change by change", async ({ page }) => {
  const slug = `e2e-drill-${randomUUID().slice(0, 6)}`;
  expect((await publish(drillTemplate(slug, 1))).status).toBe("created");

  const { user } = await userWithBrand("SOP Update Brand");
  await signInToShell(page, user, `/template/usecase/${slug}`);
  await page.getByRole("button", { name: "Adopt for this brand" }).first().click();
  await expect(page.getByText(/adopted: 12 tasks in 3 task groups/)).toBeVisible();

  const v2 = drillTemplate(slug, 2, (t) => {
    const tech = t.areas[0]!.groups[0]!;
    tech.tasks[0] = { ...tech.tasks[0]!, title: "Crawl the whole site" };
    tech.tasks.push(task("vitals", "Check Core Web Vitals"));
  });
  const published = await publish(v2);
  expect(published).toMatchObject({ status: "published", version: 2, proposals: 1 });

  await page.goto("/sops");
  const update = page.getByTestId("template-update");
  await expect(update).toContainText("v1 → v2");
  await expect(update).toContainText("2 of 2 changes to decide");
  await expect(update.getByTestId("update-item")).toHaveCount(2);
  await page.getByRole("button", { name: /^Accept: Task “Crawl the whole site”/ }).click();
  await expect(page.getByText("Change applied")).toBeVisible();
  await expect(update).toContainText("1 of 2 changes to decide");
  await page.getByRole("button", { name: /^Dismiss: New task “Check Core Web Vitals”/ }).click();
  await expect(page.getByText("Update complete: the brand now follows the new version.")).toBeVisible();
  await expect(update).toHaveCount(0);

  const tech = page.getByTestId("sop-group").filter({ hasText: "Drill technical" });
  await expect(tech.getByTestId("sop-task").first()).toContainText("Crawl the whole site");
  await expect(tech).not.toContainText("Check Core Web Vitals");
  await expect(page.getByRole("complementary", { name: "SOP overview" })).toContainText("v2");
});
