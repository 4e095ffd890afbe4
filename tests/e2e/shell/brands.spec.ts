import { expect, test } from "../test";
import { createConfirmedUser, db, signIn } from "../helpers";
import { brandFor, currentBrandId, grant, signInToShell } from "./fixtures";

test.describe("brands in the shell", () => {
  test("switching brand persists across a reload, and choosing the current one does nothing", async ({ page }) => {
    const user = await createConfirmedUser({ fullName: "Switch Person" });
    await brandFor(user, "Alpha Co", { current: true, createdAt: new Date("2024-01-01") });
    const owner = await createConfirmedUser();
    const b = await brandFor(owner, "Beta Partners", { createdAt: new Date("2024-02-01") });
    await grant(b, user, "viewer", owner);
    await signInToShell(page, user);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alpha Co");

    const switcher = page.getByRole("button", { name: "Switch brand" });
    await switcher.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText("Brands You Own")).toBeVisible();
    await expect(menu.getByText("Brands You Participate")).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: /Beta Partners/ })).toContainText("Viewer");
    await expect(menu.getByRole("button", { name: "Edit Alpha Co" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Edit Beta Partners" })).toHaveCount(0);
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(192);

    const changed = page.evaluate(
      () => new Promise<string>((resolve) => window.addEventListener("brandChanged", (e) => resolve((e as CustomEvent).detail.brandId), { once: true })),
    );
    await menu.getByRole("menuitem", { name: /Beta Partners/ }).click();
    expect(await changed).toBe(b.id);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beta Partners");
    await expect(switcher).toContainText("Beta Partners");
    expect(await currentBrandId(user)).toBe(b.id);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beta Partners");

    // Choosing the current brand is ignored: no event, no request.
    await page.evaluate(() => {
      (window as unknown as { __changes: number }).__changes = 0;
      window.addEventListener("brandChanged", () => (window as unknown as { __changes: number }).__changes++);
    });
    await switcher.click();
    await page.getByRole("menuitem", { name: /Beta Partners/ }).click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __changes: number }).__changes)).toBe(0);
  });

  test("asks to select a brand when none is current, and New Brand creates one", async ({ page }) => {
    const user = await createConfirmedUser({ fullName: "Picker Person" });
    await brandFor(user, "Owned One");
    const owner = await createConfirmedUser();
    const other = await brandFor(owner, "Shared One");
    await grant(other, user, "member", owner);
    await signInToShell(page, user);

    const picker = page.getByRole("dialog", { name: "Select a Brand" });
    await expect(picker).toBeVisible();
    await expect(picker.getByText("Choose a brand to continue working with.")).toBeVisible();
    await expect(picker.getByRole("region", { name: "Brands You Own" })).toContainText("Owned One");
    await expect(picker.getByRole("region", { name: "Brands You Participate" })).toContainText("Shared One");
    await expect(picker.getByRole("region", { name: "Brands You Participate" })).toContainText("Member");

    await picker.getByRole("button", { name: "New Brand" }).click();
    await expect(picker).toBeHidden();
    const create = page.getByRole("dialog", { name: "Create New Brand" });
    await expect(create).toBeVisible();
    await expect(create.getByText("Enter a name for your new brand")).toBeVisible();
    const submit = create.getByRole("button", { name: "Create Brand" });
    await expect(submit).toBeDisabled();
    await create.getByLabel("Brand Name").fill("   ");
    await expect(submit).toBeDisabled();
    await expect(create.getByRole("button", { name: "Cancel" })).toBeVisible();
    await create.getByLabel("Brand Name").fill("  Fresh Brand  ");
    await create.getByLabel("Brand Name").press("Enter");

    await expect(page.getByText('Brand "Fresh Brand" created successfully!')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fresh Brand");
    const [row] = await db()`select b.id from brands b join current_navigation c on c.brand_id = b.id where c.user_id = ${user.id}`;
    const [log] = await db()`select payload from activity_logs where brand_id = ${row!.id} and action_type = 'create_brand'`;
    expect(log!.payload).toEqual({ name: "Fresh Brand" });
  });

  test("a user without any brand creates the first one from the first-run screen", async ({ page }) => {
    const user = await createConfirmedUser({ fullName: "Newcomer Person" });
    await signIn(page, user);
    await expect(page.getByText("Welcome, Newcomer")).toBeVisible();
    await page.getByLabel("Brand Name").fill("My First Brand");
    await page.getByRole("button", { name: "Create Brand" }).click();
    await expect(page.getByText('Brand "My First Brand" created successfully!')).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My First Brand");
  });

  test("the owner's edit button leads to /brand-setup, where the brand is renamed and deleted", async ({ page }) => {
    const user = await createConfirmedUser({ fullName: "Owner Person" });
    await brandFor(user, "Keeper", { current: true, createdAt: new Date("2024-01-01") });
    const doomed = await brandFor(user, "Doomed Brand", { createdAt: new Date("2024-03-01") });
    await db()`insert into api_tokens (brand_id, provider, ciphertext, key_id, last4) values (${doomed.id}, 'openai', 'x', 'k', 'abcd')`;
    await signInToShell(page, user);

    await page.getByRole("button", { name: "Switch brand" }).click();
    await page.getByRole("button", { name: "Edit Doomed Brand" }).click();
    await expect(page).toHaveURL(/\/brand-setup$/);
    await expect(page.getByLabel("Brand Name")).toHaveValue("Doomed Brand");

    await page.getByLabel("Brand Name").fill("Renamed Brand");
    await page.getByRole("button", { name: "Rename brand" }).click();
    await expect(page.getByText("Brand renamed successfully!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Switch brand" })).toContainText("Renamed Brand");

    await page.getByRole("button", { name: "Delete brand" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Renamed Brand");
    await confirm.getByRole("button", { name: "Delete brand" }).click();
    await expect(page.getByText("Brand deleted successfully!")).toBeVisible();
    expect(await db()`select id from brands where id = ${doomed.id}`).toHaveLength(0);
    expect(await db()`select id from api_tokens where brand_id = ${doomed.id}`).toHaveLength(0);
    // The deleted brand was current: the picker asks for another.
    await expect(page.getByRole("dialog", { name: "Select a Brand" })).toBeVisible();
  });
});
