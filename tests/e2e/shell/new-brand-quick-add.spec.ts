/**
 * Issue #16 item 7: the owner of a brand they just created can Quick Add at once — they are in its
 * growth squad, and a task may also stay unassigned. Difficulty reads Easy/Medium/Hard here as on
 * the task page (one set of labels, spec §9).
 */
import { expect, settled, test } from "../test";
import { createConfirmedUser, db, signIn } from "../helpers";
import { brandFor, signInToShell } from "./fixtures";

const dialogOf = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Quick Add Task" });

test.describe("Quick Add in a new brand", () => {
  test("the creator of a brand is its first squad member and the default assignee", async ({ page }) => {
    const user = await createConfirmedUser({ fullName: "Brand New Owner" });
    await signIn(page, user);
    await page.getByLabel("Brand Name").fill("Day One Brand");
    await page.getByRole("button", { name: "Create Brand" }).click();
    await expect(page.getByText('Brand "Day One Brand" created successfully!')).toBeVisible();
    // The new brand's shell streams in after the toast; a key pressed before it has settled can be lost.
    await settled(page);

    await page.locator("body").click({ position: { x: 700, y: 500 } });
    await page.keyboard.press("Alt+n");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Assignee")).toContainText("Brand New Owner");

    // Difficulty: the same labels as the task page, stored Low/Medium/High.
    await dialog.getByLabel("Difficulty").click();
    await expect(page.getByRole("option")).toHaveText(["Easy", "Medium", "Hard"]);
    await page.getByRole("option", { name: "Hard" }).click();

    await dialog.getByLabel("Title").fill("Write the brand's first brief");
    const create = dialog.getByRole("button", { name: "Create Task" });
    await expect(create).toBeEnabled();
    await create.click();
    await expect(page.getByText("Task created successfully")).toBeVisible();

    const [task] = await db()`select t.difficulty, s.user_id as assignee_user from foundational_tasks t
      join growth_squad s on s.id = t.assigned_to where t.title = 'Write the brand''s first brief'`;
    expect(task).toMatchObject({ difficulty: "High", assignee_user: user.id });
  });

  test("a brand without any squad member still takes an unassigned task", async ({ page }) => {
    const user = await createConfirmedUser({ fullName: "Solo Owner" });
    const brand = await brandFor(user, "Empty Squad Brand", { current: true });
    await signInToShell(page, user);

    await page.locator("body").click({ position: { x: 700, y: 500 } });
    await page.keyboard.press("Alt+n");
    const dialog = dialogOf(page);
    await expect(dialog.getByLabel("Assignee")).toContainText("Unassigned");
    await expect(dialog.getByText("The task stays unassigned")).toBeVisible();
    await dialog.getByLabel("Title").fill("Set up the squad");
    const create = dialog.getByRole("button", { name: "Create Task" });
    await expect(create).toBeEnabled();
    await create.click();
    await expect(page.getByText("Task created successfully")).toBeVisible();

    const [task] = await db()`select assigned_to from foundational_tasks where brand_id = ${brand.id} and title = 'Set up the squad'`;
    expect(task).toEqual({ assigned_to: null });
  });
});
