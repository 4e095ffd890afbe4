/**
 * Helpers of the auth browser tests: toasts, the local mailbox, the login form and sign-out.
 */
import { expect, type Locator, type Page } from "../test";

/** A sonner toast containing `title` (and `description` when given). */
export async function expectToast(
  page: Page,
  title: string,
  opts: { description?: string; type?: "success" | "error" } = {},
): Promise<Locator> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (opts.description) await expect(toast).toContainText(opts.description);
  if (opts.type) await expect(toast).toHaveAttribute("data-type", opts.type);
  return toast;
}

/** Opens the newest captured mail to `email` whose subject is `subject`. */
export async function openMail(page: Page, email: string, subject: string): Promise<void> {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: new RegExp(subject) }).first().click();
  await expect(page.getByRole("heading", { level: 2, name: subject })).toBeVisible();
}

/** Clicks the (first) app link of the open mail: the /auth/confirm link. */
export async function followMailLink(page: Page): Promise<void> {
  const link = page.getByRole("region", { name: "Message" }).locator('a[href*="/auth/confirm"]').first();
  await expect(link).toBeVisible();
  await link.click();
}

/** Fills and submits the Register tab of /auth (the page of the test's base URL). */
export async function register(page: Page, user: { fullName: string; email: string; password: string }): Promise<void> {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Full Name").fill(user.fullName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Create a password").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

/**
 * Signs out through the user menu of the signed-in shell (the real UI), then waits for /auth.
 */
export async function signOutViaMenu(page: Page): Promise<void> {
  const item = page.getByRole("menuitem", { name: "Sign out" });
  // A click that lands before hydration opens nothing: try again until the menu is there.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("button", { name: "Open user menu" }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
}

/** Absolute URL path + query of the page. */
export function pathOf(page: Page): string {
  const u = new URL(page.url());
  return `${u.pathname}${u.search}`;
}
