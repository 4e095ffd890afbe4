import { expect, test } from "../test";
import { createConfirmedUser } from "../helpers";
import { expectToast, fillLogin, followMailLink, openMail, signOutViaMenu } from "./auth-helpers";

test.describe("Forgot password", () => {
  test("request a reset, set a new password, log in with it", async ({ page }) => {
    const user = await createConfirmedUser();
    const newPassword = "brand-new-pass-7";

    await page.goto("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expectToast(page, "We've processed your password reset request.", { type: "success" });

    await openMail(page, user.email, "Reset Your Password");
    await followMailLink(page);
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();

    // Validation first: too short, then a mismatch.
    await page.getByLabel("New password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Password must be at least 6 characters.")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill("something-else");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("The passwords don't match.")).toBeVisible();

    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Update password" }).click();
    await expectToast(page, "Password updated", { type: "success" });
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOutViaMenu(page);
    await fillLogin(page, user.email, user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expectToast(page, "Invalid login credentials", { type: "error" });

    await fillLogin(page, user.email, newPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a refused reset request says 'Password reset failed'", async ({ page }) => {
    await page.goto("/auth");
    // Passes the form's loose check, fails the auth service's address validation.
    await page.getByLabel("Email").fill("someone@exa_mple.com");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expectToast(page, "Password reset failed", {
      description: "Failed to process password reset request.",
      type: "error",
    });
  });

  test("/reset-password without a recovery session explains what to do", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "Reset link needed" })).toBeVisible();
    await page.getByRole("link", { name: "Back to login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
