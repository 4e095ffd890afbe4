import { expect, test } from "../test";
import { createConfirmedUser, uniqueEmail } from "../helpers";
import { expectToast, register } from "./auth-helpers";

test.describe("Local mailbox", () => {
  test("lists captured mails newest first with subject, recipient and time; opens one with clickable links", async ({ page }) => {
    const email = uniqueEmail("mailbox");
    // Two mails of different kinds to one address: a signup confirmation, then a magic link.
    await register(page, { fullName: "Mail Reader", email, password: "mailbox-pass-1" });
    await expectToast(page, "Account created successfully!");
    const other = await createConfirmedUser();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(other.email);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expectToast(page, "We've processed your password reset request.");

    await page.goto("/dev/mailbox");
    await expect(page).toHaveTitle(/Local mailbox/);
    const items = page.getByRole("list", { name: /messages, newest first/ }).getByRole("listitem");
    await expect(items.first()).toContainText("Reset Your Password");
    await expect(items.first()).toContainText(other.email);
    await expect(items.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
    await expect(items.filter({ hasText: email }).first()).toContainText("Confirm Your Signup");

    // Filter by recipient, then open the message.
    await page.getByRole("searchbox", { name: "Filter by recipient" }).fill(email);
    await page.getByRole("searchbox", { name: "Filter by recipient" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(email).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    await expect(items).toHaveCount(1);
    await items.first().getByRole("link").click();
    const message = page.getByRole("region", { name: "Message" });
    await expect(message.getByRole("heading", { level: 2, name: "Confirm Your Signup" })).toBeVisible();
    await expect(message.getByText(email).first()).toBeVisible();
    const link = message.locator('a[href*="/auth/confirm?token_hash="]').first();
    await expect(link).toHaveAttribute("href", /type=signup/);
    await link.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an empty filter result says what to do next", async ({ page }) => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(uniqueEmail("nobody"))}`);
    await expect(page.getByText(/^No mail for /)).toBeVisible();
    await expect(page.getByRole("link", { name: "Show all mail" })).toBeVisible();
  });
});
