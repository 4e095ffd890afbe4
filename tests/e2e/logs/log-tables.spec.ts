/**
 * The activity log and the API-call audit on the shared data table: a header click sorts on the
 * server and says so in the URL, the page size and the filters are URL state too, a hidden column
 * stays hidden after a reload, and "Export CSV" downloads every row of the current filter in the
 * table's order. Expectations about order are asked of the database, not copied into the test.
 */
import fs from "node:fs";
import { expect, test, type Page } from "../test";
import { db } from "../helpers";
import { signInToShell, userWithBrand } from "../shell/fixtures";

async function shots(page: Page, name: string): Promise<void> {
  // Desktop width in the light theme, phone width in the dark one; a phone must not scroll sideways.
  fs.mkdirSync("screenshots", { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `screenshots/${name}-1280-light.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `screenshots/${name}-390-dark.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("the activity log sorts, pages, hides columns and exports from the URL", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { user, brand } = await userWithBrand("Log Table Co");
  await db()`
    insert into activity_logs (brand_id, user_id, action_type, user_action, payload, created_at)
    select ${brand.id}, ${user.id}, (array['update_brand_list','invite_member','rename_brand'])[1 + g % 3],
      'Change number ' || lpad(g::text, 3, '0'), jsonb_build_object('n', g), now() - make_interval(mins => g)
    from generate_series(1, 60) g`;
  const [counted] = await db()`select count(*)::int as n from activity_logs where brand_id = ${brand.id}`;
  const total = Number(counted!.n);

  await signInToShell(page, user, "/activity");
  const rows = page.getByTestId("activity-row");
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(rows).toHaveCount(25);
  await expect(pages).toContainText(`1–25 of ${total} events`);
  await expect(rows.first()).toContainText("Change number 001");

  // The log opens newest first, so one click on "When" turns it to oldest first.
  const when = page.getByRole("columnheader", { name: "When" });
  await expect(when).toHaveAttribute("aria-sort", "descending");
  await when.getByRole("link").click();
  await expect(page).toHaveURL(/\/activity\?sort=created$/);
  await expect(when).toHaveAttribute("aria-sort", "ascending");
  const [oldest] = await db()`select user_action from activity_logs where brand_id = ${brand.id} order by created_at asc, id asc limit 1`;
  await expect(rows.first()).toContainText(oldest!.user_action as string);

  // Page size and a filter are URL state; the filter keeps the sort and starts again at page 1.
  await page.goto("/activity?sort=created&size=50&page=2");
  await expect(rows).toHaveCount(total - 50);
  await page.getByLabel("Action").click();
  await page.getByRole("option", { name: "Member invited" }).click();
  await expect(page).toHaveURL(/\/activity\?action=invite_member&sort=created&size=50$/);
  await expect(rows).toHaveCount(20);

  // Export: the filter and the sort, no page.
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", "/activity/export?action=invite_member&sort=created");
  const csv = await (await page.request.get(`${baseURL}/activity/export?action=invite_member&sort=created`)).text();
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(21);
  // Oldest invitation first: the one made 58 minutes ago.
  expect(lines[1]).toContain("Change number 058");

  // Hide "Details"; it stays hidden after a reload.
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Details" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("columnheader", { name: "Details" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("columnheader", { name: "What" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Details" })).toHaveCount(0);

  // The review shots show every column.
  await page.evaluate(() => window.localStorage.removeItem("table-columns:activity"));
  await page.goto("/activity");
  await expect(page.getByRole("columnheader", { name: "Details" })).toBeVisible();
  await shots(page, "activity");
});

test("the API-call audit sorts by latency and cost, filters by status and exports the same rows", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { user, brand } = await userWithBrand("Ledger Table Co");
  await db()`
    insert into api_calls (brand_id, provider, purpose, method, host, path, status, ok, error_code, error_message, latency_ms, bytes_out, bytes_in, retry, cost_usd, created_at)
    select ${brand.id}, (array['webhook','openai','dataforseo'])[1 + g % 3], 'purpose.' || g, 'POST', 'api' || g || '.example.test', '/v1/call',
      case when g % 10 = 0 then null else 200 end, g % 10 <> 0, case when g % 10 = 0 then 'timeout' end,
      case when g % 10 = 0 then 'No answer within 10 s' end,
      (g * 37) % 1000 + 10, 512, 2048, g % 3, case when g % 3 = 1 then (g / 100.0) end, now() - make_interval(mins => g)
    from generate_series(1, 70) g`;

  await signInToShell(page, user, "/api-calls-audit");
  const rows = page.getByTestId("api-call-row");
  await expect(rows).toHaveCount(50);
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("1–50 of 70 calls");

  // Slowest first: the latency header sorts descending on its first click.
  const latency = page.getByRole("columnheader", { name: "Latency" });
  await latency.getByRole("link").click();
  await expect(page).toHaveURL(/\/api-calls-audit\?sort=-latency$/);
  await expect(latency).toHaveAttribute("aria-sort", "descending");
  const [slowest] = await db()`select host from api_calls where brand_id = ${brand.id} order by latency_ms desc, created_at desc, id desc limit 1`;
  await expect(rows.first()).toContainText(slowest!.host as string);

  // Dearest first ($0.70, the 70th call); calls with no cost come last.
  await page.getByRole("columnheader", { name: "Cost" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/api-calls-audit\?sort=-cost$/);
  await expect(rows.first()).toContainText("api70.example.test");
  await expect(rows.last()).toContainText("—");

  // Failed calls only, with the sort kept; the export carries both.
  await page.getByLabel("Status", { exact: true }).click();
  await page.getByRole("option", { name: "Failed" }).click();
  await expect(page).toHaveURL(/\/api-calls-audit\?status=failed&sort=-cost$/);
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toHaveAttribute("data-ok", "false");
  await expect(page.getByText("timeout").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api-calls-audit/export?status=failed&sort=-cost");
  const csv = await (await page.request.get(`${baseURL}/api-calls-audit/export?status=failed&sort=-cost`)).text();
  expect(csv.trim().split(/\r?\n/)).toHaveLength(8);

  // A smaller page by URL; the pager counts it.
  await page.goto("/api-calls-audit?size=25&page=3");
  await expect(rows).toHaveCount(20);
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("51–70 of 70 calls");

  await page.goto("/api-calls-audit");
  await shots(page, "api-calls-audit");
});
