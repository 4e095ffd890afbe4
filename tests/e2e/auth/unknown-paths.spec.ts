/**
 * Spec §2: any path that is not a route shows the "Oops! Page not found" page with status 404,
 * signed in or out; the registry's routes (and their aliases) still send a signed-out visitor to /auth.
 */
import { expect, test } from "../test";
import { createConfirmedUser, signIn } from "../helpers";

test.describe("unknown paths", () => {
  test("unknown paths answer 404 with the not-found page, signed out and signed in; shell routes still ask to sign in", async ({ page }) => {
    for (const path of ["/no-such-page", "/tasks/a/b/c/d", "/dashboardx"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    }
    await page.goto("/sprints");
    await expect(page).toHaveURL(/\/auth\?next=%2Fsprints$/);
    // Spec alias of a known route: still a sign-in, not a 404.
    await page.goto("/activity-log");
    await expect(page).toHaveURL(/\/auth\?next=%2Factivity-log$/);

    const user = await createConfirmedUser();
    await signIn(page, user);
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
