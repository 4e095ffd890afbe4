import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { format, parseISO } from "date-fns";
import { expect, test, type Page } from "../test";
import { createConfirmedUser, db } from "../helpers";
import { brandFor, grant, signInToShell, squadMember, userWithBrand } from "../shell/fixtures";

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 864e5).toISOString().slice(0, 10);

async function sprint(brandId: string, name: string, start: number, end: number): Promise<string> {
  const [row] = await db()`insert into growth_sprints (brand_id, name, start_date, end_date, status) values (${brandId}, ${name}, ${iso(start)}, ${iso(end)}, 'open') returning id`;
  return row!.id as string;
}

async function task(brandId: string, title: string, opts: { assignedTo?: string; sprintId?: string | null; status?: string; createdDaysAgo?: number; due?: number } = {}): Promise<string> {
  const [row] = await db()`
    insert into foundational_tasks (brand_id, title, assigned_to, sprint_id, status, due_date, created_at)
    values (${brandId}, ${title}, ${opts.assignedTo ?? null}, ${opts.sprintId ?? null}, ${opts.status ?? "pending"},
      ${opts.due === undefined ? null : iso(opts.due)}, now() - make_interval(days => ${opts.createdDaysAgo ?? 0}))
    returning id`;
  return row!.id as string;
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync("screenshots", { recursive: true });
  // Let toasts and transitions settle so the picture shows the page.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

test.describe("Tasks", () => {
  test("quick add, the board, the task page and its history, my tasks in every brand, planning", async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const { user, brand, memberId } = await userWithBrand("Northwind Tasks");
    const maya = await squadMember(brand, "Maya Chen");
    await sprint(brand.id, "Sprint 1", -3, 10);
    const next = await sprint(brand.id, "Sprint 2", 11, 24);
    await task(brand.id, "Audit the product pages", { assignedTo: maya, status: "in_progress", due: 2 });
    await task(brand.id, "Refresh the newsletter template", { assignedTo: memberId, status: "blocked", due: -1 });
    const backlog = await task(brand.id, "Interview five subscribers", { assignedTo: maya, createdDaysAgo: 20 });

    // A second brand, someone else's, where the user is a member of the squad with a task of their own.
    const other = await createConfirmedUser({ fullName: "Other Owner" });
    const second = await brandFor(other, "Second Brand Co");
    await grant(second, user, "member", other);
    const meInSecond = await squadMember(second, "Shell Tester", user);
    await task(second.id, "Second brand: review the ad copy", { assignedTo: meInSecond, due: 3 });

    await signInToShell(page, user, "/tasks");
    await expect(page.getByRole("heading", { name: "Tasks", level: 1 })).toBeVisible();
    await expect(page.getByTestId("task-row")).toHaveCount(3);

    // Quick add from the page's "New task" button.
    await page.getByRole("button", { name: "New task" }).click();
    const dialog = page.getByRole("dialog", { name: "Quick Add Task" });
    await expect(dialog.getByLabel("Assignee")).toContainText("Shell Tester");
    await dialog.getByLabel("Title").fill("Launch the spring campaign");
    await dialog.getByRole("button", { name: "Create Task" }).click();
    await expect(page.getByText("Task created successfully")).toBeVisible();
    await expect(page.getByText("Task link copied to clipboard!")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/tasks/${brand.id}/[0-9a-f-]{36}$`));
    const taskId = link.split("/").pop()!;
    await expect(page.getByTestId("task-row").filter({ hasText: "Launch the spring campaign" })).toBeVisible();

    // The board: drag the new card from Pending to In progress.
    await page.getByRole("radio", { name: "Board view" }).click();
    await expect(page).toHaveURL(/view=board/);
    const card = page.getByTestId("board-card").filter({ hasText: "Launch the spring campaign" });
    await expect(page.getByTestId("board-column-pending").getByTestId("board-card").filter({ hasText: "Launch the spring campaign" })).toBeVisible();
    await card.dragTo(page.getByTestId("board-column-in_progress"));
    await expect(page.getByText('Moved "Launch the spring campaign" to In progress')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("board-column-in_progress").getByTestId("board-card").filter({ hasText: "Launch the spring campaign" })).toBeVisible();
    const [moved] = await db()`select status, started_at from foundational_tasks where id = ${taskId}`;
    expect(moved).toMatchObject({ status: "in_progress" });
    expect(moved!.started_at).not.toBeNull();
    // And on to Done with the card's status menu (the keyboard way).
    await page.getByTestId("board-card").filter({ hasText: "Launch the spring campaign" }).getByRole("button", { name: /Change status/ }).click();
    await page.getByRole("menuitemradio", { name: "Done" }).click();
    await expect(page.getByText("Status changed to Done")).toBeVisible();
    await expect(page.getByTestId("board-column-done").getByTestId("board-card").filter({ hasText: "Launch the spring campaign" })).toBeVisible();

    // The copied link opens the task's page; change fields and see them in its history.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Launch the spring campaign", level: 1 })).toBeVisible();
    await expect(page.getByTestId("task-history")).toContainText("changed status from In progress to Done");
    await page.getByLabel("Priority").click();
    await page.getByRole("option", { name: "High" }).click();
    await page.getByLabel("Difficulty").click();
    await page.getByRole("option", { name: "Hard" }).click();
    await page.getByLabel("Status").click();
    await page.getByRole("option", { name: "In progress" }).click();
    await page.getByLabel("Due date").fill(iso(5));
    await page.getByLabel("Description").fill("Email, paid social and a landing page.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Task updated successfully")).toBeVisible();
    const history = page.getByTestId("task-history");
    await expect(history).toContainText("changed priority from Medium to High");
    await expect(history).toContainText("changed difficulty from Medium to Hard");
    await expect(history).toContainText("changed status from Done to In progress");
    await expect(history).toContainText(`changed due date from none to ${format(parseISO(iso(5)), "MMM d, yyyy")}`);
    await expect(history).toContainText("edited the description");
    await page.getByLabel("New comment").fill("Copy is ready for review.");
    await page.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(page.getByTestId("task-comment")).toContainText("Copy is ready for review.");
    await shoot(page, "task-page-1280");

    // My tasks in every brand: this brand's task next to the second brand's.
    await page.goto("/my-tasks-all-brands");
    const sections = page.getByTestId("brand-tasks");
    await expect(sections.filter({ hasText: "Northwind Tasks" })).toContainText("Launch the spring campaign");
    await expect(sections.filter({ hasText: "Northwind Tasks" })).toContainText("Refresh the newsletter template");
    await expect(sections.filter({ hasText: "Second Brand Co" })).toContainText("Second brand: review the ad copy");
    await expect(sections.filter({ hasText: "Northwind Tasks" })).not.toContainText("Audit the product pages");
    await shoot(page, "my-tasks-all-brands-1280");

    // Planning: the backlog task goes into Sprint 2.
    await page.goto("/task-planning");
    const row = page.getByTestId("backlog-row").filter({ hasText: "Interview five subscribers" });
    await row.getByRole("combobox", { name: /Sprint for/ }).click();
    await page.getByRole("option", { name: /^Sprint 2/ }).click();
    await expect(page.getByText('Planned "Interview five subscribers" into Sprint 2')).toBeVisible();
    await expect(page.getByTestId("backlog-row").filter({ hasText: "Interview five subscribers" })).toHaveCount(0);
    await expect(page.getByTestId("sprint-load").filter({ hasText: "Sprint 2" })).toContainText("Maya Chen");
    const [planned] = await db()`select sprint_id from foundational_tasks where id = ${backlog}`;
    expect(planned!.sprint_id).toBe(next);

    await shoot(page, "task-planning-1280");

    // The reports see the same tasks.
    await page.goto("/tasks-monitoring");
    await expect(page.getByTestId("monitoring-row").filter({ hasText: "Maya Chen" })).toBeVisible();
    await shoot(page, "tasks-monitoring-1280");
    await page.goto("/tasks-monitoring-all-brands");
    await expect(page.getByTestId("brand-row").filter({ hasText: "Second Brand Co" })).toBeVisible();
    await expect(page.getByTestId("person-workload").filter({ hasText: "Shell Tester" })).toContainText("Second Brand Co");
    await shoot(page, "tasks-monitoring-all-brands-1280");
    await page.goto("/tasks-aging");
    await expect(page.getByTestId("aging-row").first()).toContainText("Interview five subscribers");
    await shoot(page, "tasks-aging-1280");
    await page.goto("/tasks-journal");
    await expect(page.getByTestId("journal-line").filter({ hasText: "Launch the spring campaign" }).first()).toBeVisible();
    await shoot(page, "tasks-journal-1280");
    await page.emulateMedia({ media: "print" });
    await shoot(page, "tasks-journal-print");
    await page.emulateMedia({ media: "screen" });
    const csv = await page.request.get("/tasks-journal/export");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain("Launch the spring campaign");

    // The list with a filter, and the board, for the record.
    await page.goto("/tasks");
    await shoot(page, "tasks-list-1280");
    await page.goto("/tasks?view=board");
    await shoot(page, "tasks-board-1280");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/tasks");
    await expect(page.getByTestId("task-row").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "tasks-list-390");
    await page.goto("/tasks?view=board");
    await expect(page.getByTestId("board-card").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "tasks-board-390");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Launch the spring campaign", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "task-page-390");
    await page.goto("/my-tasks-all-brands");
    await expect(page.getByTestId("brand-tasks").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "my-tasks-all-brands-390");
    // The reports fit a phone too (wide tables scroll inside their own frame).
    for (const path of ["/my-tasks", "/tasks-monitoring", "/tasks-monitoring-all-brands", "/tasks-aging", "/tasks-journal", "/task-planning"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await shoot(page, `${path.slice(1)}-390`);
    }
  });

  test("a task of a brand the user cannot see answers not found", async ({ page }) => {
    const { user } = await userWithBrand("Mine only");
    const stranger = await createConfirmedUser({ fullName: "Stranger" });
    const theirs = await brandFor(stranger, "Their Brand");
    const hidden = await task(theirs.id, "Their secret task");
    const [mine] = await db()`select brand_id from current_navigation where user_id = ${user.id}`;
    const otherBrandsTask = await task(mine!.brand_id as string, "Mine, asked for under the wrong brand");
    await signInToShell(page, user);
    // Another tenant's task, my task under their brand id, a brand that does not exist, a task that
    // does not exist in my own brand and a malformed id: the same not-found page, with a real 404
    // (the shell's loading boundary must not have started a 200 response before the check).
    const unknownBrand = randomUUID();
    const paths = [
      `/tasks/${theirs.id}/${hidden}`,
      `/tasks/${theirs.id}/${otherBrandsTask}`,
      `/tasks/${unknownBrand}/${hidden}`,
      `/tasks/${mine!.brand_id}/${randomUUID()}`,
      `/tasks/${theirs.id}/not-a-uuid`,
    ];
    for (const path of paths) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await expect(page.getByText("Their secret task")).toHaveCount(0);
      await expect(page.getByText("Their Brand")).toHaveCount(0);
    }
    // A brand that exists but is not mine answers exactly like one that does not exist: same status,
    // same headers that matter, same page once the ids in the address are set aside.
    const answer = async (brandId: string) => {
      const res = await page.request.get(`/tasks/${brandId}/${hidden}`);
      const body = (await res.text()).replaceAll(brandId, "BRAND").replaceAll(hidden, "TASK");
      return { status: res.status(), type: res.headers()["content-type"], title: /<title>[^<]*<\/title>/.exec(body)?.[0], length: body.length };
    };
    const [theirsAnswer, unknownAnswer] = [await answer(theirs.id), await answer(unknownBrand)];
    expect(theirsAnswer.status).toBe(404);
    expect(theirsAnswer).toEqual(unknownAnswer);
  });
});
