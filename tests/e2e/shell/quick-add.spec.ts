import { expect, test } from "../test";
import { db } from "../helpers";
import { signInToShell, squadMember, userWithBrand } from "./fixtures";

const dialogOf = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Quick Add Task" });

test.describe("Quick Add Task", () => {
  test("Ctrl+N opens it, but not from inside a textarea; Alt+N and the user menu open it too", async ({ page }) => {
    const { user } = await userWithBrand();
    await signInToShell(page, user);
    // A text field of the page keeps the keystroke.
    await page.evaluate(() => {
      const t = document.createElement("textarea");
      t.id = "probe";
      document.querySelector("main")!.prepend(t);
    });
    await page.locator("#probe").focus();
    await page.keyboard.press("Control+n");
    await page.waitForTimeout(300);
    await expect(dialogOf(page)).toBeHidden();

    await page.locator("#probe").blur();
    await page.locator("body").click({ position: { x: 700, y: 500 } });
    await page.keyboard.press("Control+n");
    await expect(dialogOf(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialogOf(page)).toBeHidden();

    await page.keyboard.press("Alt+n");
    await expect(dialogOf(page)).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Open user menu" }).click();
    const item = page.getByRole("menuitem", { name: /Quick Add\.\.\./ });
    await expect(item).toContainText("Alt+N");
    await item.click();
    await expect(dialogOf(page)).toBeVisible();
  });

  test("creates the task with the spec's defaults and copies its link", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const { user, brand, memberId } = await userWithBrand("Quick Add Brand");
    await squadMember(brand, "Maya Chen");
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const [sprint] = await db()`insert into growth_sprints (brand_id, name, start_date, end_date, status)
      values (${brand.id}, 'Current sprint', ${iso(new Date(today.getTime() - 3 * 864e5))}, ${iso(new Date(today.getTime() + 10 * 864e5))}, 'open') returning id`;
    await signInToShell(page, user);

    await page.locator("body").click({ position: { x: 700, y: 500 } });
    await page.keyboard.press("Alt+n");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    const create = dialog.getByRole("button", { name: "Create Task" });
    // The assignee defaults to the user's own squad membership; the title is still empty.
    await expect(dialog.getByLabel("Assignee")).toContainText("Shell Tester");
    await expect(dialog.getByLabel("Priority")).toContainText("Medium");
    await expect(dialog.getByLabel("Difficulty")).toContainText("Medium");
    await expect(create).toBeDisabled();
    await dialog.getByLabel("Title").fill("   ");
    await expect(create).toBeDisabled();

    await dialog.getByLabel("Title").fill("Draft the spring newsletter");
    await dialog.getByLabel("Description").fill("Three sections, one CTA.");
    await dialog.getByLabel("Priority").click();
    await page.getByRole("option", { name: "High" }).click();
    await expect(create).toBeEnabled();
    await dialog.getByLabel("Description").focus();
    await page.keyboard.press("Control+Enter");

    await expect(page.getByText("Task created successfully")).toBeVisible();
    await expect(page.getByText("Task link copied to clipboard!")).toBeVisible();
    await expect(dialog).toBeHidden();

    const [task] = await db()`select * from foundational_tasks where brand_id = ${brand.id} and title = 'Draft the spring newsletter'`;
    expect(task).toMatchObject({
      status: "pending",
      priority: "High",
      difficulty: "Medium",
      source_type: "my_own_initiative",
      source_data: { task_type: "quick_add" },
      assigned_to: memberId,
      sprint_id: sprint!.id,
      user_id: user.id,
      description: "Three sections, one CTA.",
    });
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toBe(`${new URL(baseURL!).origin}/tasks/${brand.id}/${task!.id}`);

    // Fields were reset: reopening shows an empty title and Medium again.
    await page.keyboard.press("Alt+n");
    await expect(dialog.getByLabel("Title")).toHaveValue("");
    await expect(dialog.getByLabel("Priority")).toContainText("Medium");
  });
});
