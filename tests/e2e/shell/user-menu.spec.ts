import { expect, test } from "../test";
import { signInToShell, userWithBrand } from "./fixtures";

test("the user menu shows who is signed in, its links, and signs out", async ({ page }) => {
  const { user } = await userWithBrand();
  await signInToShell(page, user);
  const trigger = page.getByRole("button", { name: "Open user menu" });
  await expect(trigger).toHaveText("ST");
  await trigger.click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("Shell Tester");
  await expect(menu).toContainText(user.email);
  for (const [name, href] of [
    ["My Tasks", "/my-tasks"],
    ["My Tasks (All Brands)", "/my-tasks-all-brands"],
    ["Tasks Monitoring", "/tasks-monitoring"],
    ["Tasks Monitoring (All Brands)", "/tasks-monitoring-all-brands"],
    ["User Settings", "/user-settings"],
    ["App Settings", "/settings"],
  ]) {
    await expect(menu.getByRole("menuitem", { name: name!, exact: true })).toHaveAttribute("href", href!);
  }

  await page.evaluate(() => {
    localStorage.setItem("shell-probe", "1");
    window.addEventListener("userSignedOut", () => sessionStorage.setItem("signed-out-event", "1"));
  });
  await menu.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  expect(await page.evaluate(() => localStorage.getItem("shell-probe"))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem("signed-out-event"))).toBe("1");
  // The session is really gone: the shell sends us back to /auth.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth/);
});
