import { expect, test } from "../test";
import { createConfirmedUser } from "../helpers";
import { expectToast, fillLogin } from "./auth-helpers";

test.describe("Login", () => {
  test("the login card: title, tabs and every control of spec §2", async ({ page }) => {
    await page.goto("/auth");
    await expect(page).toHaveTitle("Login - S-AI-O Intelligence");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Forgot your password?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(page.getByText("OR", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Magic Link" })).toBeVisible();
    // Built-in auth has no Google provider: the button is absent, not disabled.
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  });

  test("email and password are required", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Enter your email address.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
  });

  test("a wrong password shows the server's message as a destructive toast", async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto("/auth");
    await fillLogin(page, user.email, "not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expectToast(page, "Invalid login credentials", { type: "error" });
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("success says welcome back and continues to the page the user was going to", async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto("/tasks");
    await expect(page).toHaveURL(/\/auth\?next=%2Ftasks$/);
    await fillLogin(page, user.email, user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expectToast(page, "Welcome back!", { description: "You have successfully logged in.", type: "success" });
    await expect(page).toHaveURL(/\/tasks$/);
  });

  test("without `next`, login goes to / which leads to the dashboard", async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto("/auth");
    await fillLogin(page, user.email, user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a foreign `next` is ignored", async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto("/auth?next=https%3A%2F%2Fevil.example%2F");
    await fillLogin(page, user.email, user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  });

  test("Forgot your password? needs the email first", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expectToast(page, "Email required", { description: "Please enter your email address first.", type: "error" });
  });

  test("Send Magic Link is disabled while the email is empty", async ({ page }) => {
    await page.goto("/auth");
    const button = page.getByRole("button", { name: "Send Magic Link" });
    await expect(button).toBeDisabled();
    await page.getByLabel("Email").fill("someone@example.test");
    await expect(button).toBeEnabled();
    await page.getByLabel("Email").fill("   ");
    await expect(button).toBeDisabled();
  });

  test("a failed email link lands on /auth with an explanation", async ({ page }) => {
    await page.goto("/auth/confirm?token_hash=0000000000000000000000000000000000000000000000000000000&type=magiclink&next=%2Fdashboard");
    await expect(page).toHaveURL(/\/auth\?error_description=/);
    await expect(page.getByRole("alert").filter({ hasText: "That link didn't work" })).toBeVisible();
  });
});
