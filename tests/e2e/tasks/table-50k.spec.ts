/**
 * The shared data table at the size the next modules bring: a brand with 50,000 tasks, sorted,
 * filtered and paged on the server, by URL and by clicking. Every expectation about rows is asked
 * of the database with the same order, so the test checks the table against SQL, not against
 * numbers copied into it.
 */
import fs from "node:fs";
import { expect as baseExpect, test, type Page } from "../test";
import { db } from "../helpers";
import { signInToShell, squadMember, userWithBrand } from "../shell/fixtures";

const N = 50_000;
// Every click is a server render over 50,000 rows on the embedded database; on a 2-core machine
// shared with builds that takes seconds, so waits are longer than the suite's default.
const expect = baseExpect.configure({ timeout: 45_000 });

const titles = (page: Page) => page.getByTestId("task-row").getByRole("link").allInnerTexts();

test("a 50,000-task brand: sort, filter and page by URL and by clicking; select and change in bulk; export", async ({ page, baseURL }) => {
  test.setTimeout(600_000);
  const { user, brand, memberId } = await userWithBrand("Fifty Thousand Co");
  const ada = await squadMember(brand, "Ada Lovelace");
  const ben = await squadMember(brand, "Ben Okri");
  // One statement. Creation times are a permutation of the rows (7919 is prime to 50,000), so
  // "newest" and "title" orders differ; due dates, priorities and statuses cycle at other periods.
  await db()`
    insert into foundational_tasks (brand_id, title, priority, difficulty, status, assigned_to, due_date, created_at, updated_at)
    select ${brand.id}, 'Task ' || lpad(g::text, 5, '0'),
      (array['High','Medium','Low'])[1 + g % 3], (array['High','Medium','Low'])[1 + (g / 3) % 3],
      (array['pending','in_progress','blocked','done','cancelled'])[1 + g % 5],
      (array[${memberId}, ${ada}, ${ben}]::uuid[])[1 + g % 3],
      case when g % 4 = 0 then null else current_date + (g % 40 - 20) end,
      now() - make_interval(secs => (g * 7919) % ${N}), now() - make_interval(secs => g)
    from generate_series(1, ${N}) g`;
  // What autovacuum does after a bulk load on a server: statistics and the visibility map (for the
  // index-only count), so the first page view does not pay for setting hint bits on 50,000 rows.
  await db()`vacuum analyze foundational_tasks`;
  const expected = async (where: string, order: string, limit = 3, offset = 0) =>
    (
      await db().unsafe(
        `select t.title from foundational_tasks t left join growth_squad s on s.id = t.assigned_to
         where t.brand_id = $1 ${where} order by ${order} limit ${limit} offset ${offset}`,
        [brand.id],
      )
    ).map((r) => r.title as string);
  const count = async (where: string) => Number((await db().unsafe(`select count(*)::int as n from foundational_tasks t where t.brand_id = $1 ${where}`, [brand.id]))[0]!.n);

  await signInToShell(page, user);
  const started = Date.now();
  await page.goto("/tasks");
  console.log(`/tasks with ${N} tasks: ${Date.now() - started} ms to a settled page (first view)`);
  const again = Date.now();
  await page.reload();
  console.log(`/tasks with ${N} tasks: ${Date.now() - again} ms to a settled page (again)`);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(page.getByTestId("task-row")).toHaveCount(50);
  await expect(pages).toContainText("1–50 of 50,000 tasks");
  await expect(pages).toContainText("Page 1 of 1,000");
  expect(await titles(page)).toEqual(await expected("", "t.created_at desc, t.id desc", 50));

  // Sort by clicking a header: ascending first, then descending; the URL says so.
  const taskHeader = page.getByRole("columnheader", { name: "Task", exact: true });
  await taskHeader.getByRole("link").click();
  await expect(page).toHaveURL(/\/tasks\?sort=title$/);
  await expect(taskHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByTestId("task-row").first()).toContainText("Task 00001");
  await taskHeader.getByRole("link").click();
  await expect(page).toHaveURL(/\/tasks\?sort=-title$/);
  await expect(taskHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByTestId("task-row").first()).toContainText("Task 50000");
  // The assignee header sorts by name (nulls last); the due header by date.
  await page.getByRole("columnheader", { name: "Assignee", exact: true }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=assignee/);
  await expect(page.getByTestId("task-row").first()).toContainText("Ada Lovelace");
  expect(await titles(page)).toEqual(await expected("", "s.name asc nulls last, t.created_at desc, t.id asc", 50));

  // Filter, sort and page purely by URL.
  const where = "and t.priority = 'High' and t.status = 'blocked'";
  const filteredTotal = await count(where);
  await page.goto("/tasks?priority=High&status=blocked&sort=-due&page=2");
  await expect(page.getByRole("columnheader", { name: "Due", exact: true })).toHaveAttribute("aria-sort", "descending");
  await expect(pages).toContainText(`51–100 of ${filteredTotal.toLocaleString("en-US")} tasks`);
  expect(await titles(page)).toEqual(
    await expected(where, "t.due_date desc nulls last, case t.priority when 'High' then 0 when 'Medium' then 1 else 2 end, t.created_at desc, t.id desc", 50, 50),
  );
  // An unknown sort column or page size falls back to the defaults instead of failing.
  await page.goto("/tasks?sort=password&size=7");
  await expect(page.getByTestId("task-row")).toHaveCount(50);
  await expect(pages).toContainText("1–50 of 50,000 tasks");

  // Filter by clicking: the status filter, then the page size, then the next page.
  await page.goto("/tasks?sort=title");
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Done" }).click();
  await expect(page).toHaveURL(/status=done/);
  await expect(page).toHaveURL(/sort=title/);
  const doneTotal = await count("and t.status = 'done'");
  await expect(pages).toContainText(`of ${doneTotal.toLocaleString("en-US")} tasks`);
  await page.getByRole("combobox", { name: "Rows per page" }).click();
  await page.getByRole("option", { name: "100" }).click();
  await expect(page).toHaveURL(/size=100/);
  await expect(page.getByTestId("task-row")).toHaveCount(100);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages).toContainText(`101–200 of ${doneTotal.toLocaleString("en-US")} tasks`);
  expect(await titles(page)).toEqual(await expected("and t.status = 'done'", "lower(t.title) asc, t.id asc", 100, 100));
  // The last page of the whole list.
  await page.goto("/tasks?page=1000");
  await expect(pages).toContainText("49,951–50,000 of 50,000 tasks");
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);

  // Optional columns: shown from the menu, remembered across a reload.
  await page.goto("/tasks?sort=-updated");
  await expect(page.getByRole("columnheader", { name: "Updated", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Updated" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("columnheader", { name: "Updated", exact: true })).toHaveAttribute("aria-sort", "descending");
  await page.reload();
  await expect(page.getByRole("columnheader", { name: "Updated", exact: true })).toBeVisible();
  expect(await titles(page)).toEqual(await expected("", "t.updated_at desc, t.id desc", 50));

  // Select three rows (keyboard for one of them) and cancel them in bulk.
  const rows = page.getByTestId("task-row");
  const picked = (await titles(page)).slice(0, 3);
  await rows.nth(0).getByRole("checkbox").click();
  await rows.nth(1).getByRole("checkbox").click();
  await rows.nth(2).getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("3 selected");
  await bar.getByRole("combobox", { name: "Set status of the selected tasks" }).click();
  await page.getByRole("option", { name: "Cancelled" }).click();
  await expect(page.getByText("Updated 3 tasks")).toBeVisible();
  await expect(bar).toHaveCount(0);
  const changed = await db()`select title, status from foundational_tasks where brand_id = ${brand.id} and title = any(${picked}) order by title`;
  expect(changed.map((r) => r.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
  // Select all on the page, then clear.
  await page.getByRole("checkbox", { name: "Select all tasks on this page" }).click();
  await expect(bar).toContainText("50 selected");
  await bar.getByRole("button", { name: "Clear selection" }).click();
  await expect(bar).toHaveCount(0);

  // Export: every row of the current filter (not one page), through the CSV helper.
  await page.goto("/tasks?priority=High&sort=title");
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toBe("/tasks/export?priority=High&sort=title");
  const res = await page.request.get(`${baseURL}${href}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const lines = (await res.text()).trim().split("\r\n");
  expect(lines.length).toBe((await count("and t.priority = 'High'")) + 1);
  expect(lines[1]).toContain((await expected("and t.priority = 'High'", "lower(t.title) asc, t.id asc", 1))[0]);

  // From the keyboard: a header's sort is a link reached by Tab and followed with Enter.
  await page.goto("/tasks");
  await page.getByRole("columnheader", { name: "Priority", exact: true }).getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tasks\?sort=priority$/);
  await expect(page.getByRole("columnheader", { name: "Priority", exact: true })).toHaveAttribute("aria-sort", "ascending");
  // The header row stays under the top bar while the rows scroll by.
  await page.mouse.wheel(0, 2500);
  await expect.poll(async () => (await page.locator("thead").boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(50);
  expect((await page.locator("thead").boundingBox())!.y).toBeLessThanOrEqual(60);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  // The list at desktop width in the light theme and at phone width in the dark one, for review.
  await page.goto("/tasks");
  fs.mkdirSync("screenshots", { recursive: true });
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForTimeout(400);
  await page.screenshot({ path: "screenshots/tasks-table-1280-light.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForTimeout(600);
  await page.screenshot({ path: "screenshots/tasks-table-390-dark.png" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the list scrolls sideways on a phone").toBeLessThanOrEqual(0);
});
