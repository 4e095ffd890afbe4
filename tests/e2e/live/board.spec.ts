import { expect, settleNavigations, test } from "../test";
import { createConfirmedUser, db } from "../helpers";
import { brandFor, grant, signInToShell, squadMember } from "../shell/fixtures";
import { inBothLooks } from "../screenshots";

/**
 * Live updates between teammates (issue 26): two people of one brand in two browsers. A change made
 * by one appears for the other without a reload, and the task page shows who else is viewing it.
 */
test.describe("live updates", () => {
  test("two teammates on the tasks board see each other's changes, and who is viewing a task", async ({ browser }) => {
    test.setTimeout(150_000);
    const maya = await createConfirmedUser({ fullName: "Maya Chen" });
    const tom = await createConfirmedUser({ fullName: "Tom Berg" });
    const brand = await brandFor(maya, "Live Board Co", { current: true });
    await grant(brand, tom, "member", maya);
    await db()`insert into current_navigation (user_id, brand_id) values (${tom.id}, ${brand.id}) on conflict (user_id) do update set brand_id = excluded.brand_id`;
    const mayaMember = await squadMember(brand, "Maya Chen", maya);
    await squadMember(brand, "Tom Berg", tom);
    const [row] = await db()`insert into foundational_tasks (brand_id, title, assigned_to) values (${brand.id}, 'Draft the launch post', ${mayaMember}) returning id`;
    const taskId = row!.id as string;

    const ctxMaya = await browser.newContext();
    const ctxTom = await browser.newContext();
    const m = settleNavigations(await ctxMaya.newPage());
    const t = settleNavigations(await ctxTom.newPage());
    try {
      await signInToShell(m, maya, "/tasks?view=board");
      await signInToShell(t, tom, "/tasks?view=board");
      const card = (page: typeof m, column: string) => page.getByTestId(`board-column-${column}`).getByTestId("board-card").filter({ hasText: "Draft the launch post" });
      await expect(card(m, "pending")).toBeVisible();
      await expect(card(t, "pending")).toBeVisible();
      // Both channels joined before anyone changes anything.
      await expect(m.getByTestId("live-refresh")).toHaveAttribute("data-live-status", "joined");
      await expect(t.getByTestId("live-refresh")).toHaveAttribute("data-live-status", "joined");

      // Maya moves the card with its status menu; Tom's board follows without a reload.
      await card(m, "pending").getByRole("button", { name: /Change status/ }).click();
      await m.getByRole("menuitemradio", { name: "In progress" }).click();
      await expect(card(m, "in_progress")).toBeVisible();
      await expect(card(t, "in_progress")).toBeVisible({ timeout: 5_000 });
      await expect(card(t, "pending")).toHaveCount(0);

      // A task created elsewhere (here: straight in the database, as a job or an import would) appears too.
      await db()`insert into foundational_tasks (brand_id, title) values (${brand.id}, 'Brief the designer')`;
      await expect(t.getByTestId("board-column-pending").getByTestId("board-card").filter({ hasText: "Brief the designer" })).toBeVisible({ timeout: 5_000 });
      await expect(m.getByTestId("board-column-pending").getByTestId("board-card").filter({ hasText: "Brief the designer" })).toBeVisible({ timeout: 5_000 });

      // Presence: both open the task; each sees the other.
      await m.goto(`/tasks/${brand.id}/${taskId}`);
      await t.goto(`/tasks/${brand.id}/${taskId}`);
      await expect(t.getByTestId("presence")).toHaveAccessibleName("Maya Chen is viewing");
      await expect(m.getByTestId("presence")).toHaveAccessibleName("Tom Berg is viewing");
      await inBothLooks(t, "live-task-presence", async () => {
        await expect(t.getByTestId("presence")).toBeVisible();
      });

      // Tom comments; Maya's page shows the comment without a reload.
      await t.getByPlaceholder("Write a comment").fill("Looks good, shipping Friday");
      await t.getByRole("button", { name: "Comment", exact: true }).click();
      await expect(m.getByTestId("task-comment").getByText("Looks good, shipping Friday")).toBeVisible({ timeout: 5_000 });

      // Maya leaves: Tom's page drops her at once (the leave is sent as she navigates away).
      await m.goto("/tasks");
      await expect(t.getByTestId("presence")).toHaveCount(0, { timeout: 5_000 });
    } finally {
      await ctxMaya.close();
      await ctxTom.close();
    }
  });
});
