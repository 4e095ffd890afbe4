import { expect, test } from "../test";
import { uniqueEmail } from "../helpers";
import { expectToast, fillLogin, followMailLink, openMail, register, signOutViaMenu } from "./auth-helpers";

test.describe("Register", () => {
  test("register, confirm from the mailbox page, then log in", async ({ page }) => {
    const email = uniqueEmail("register");
    const password = "first-pass-42";

    await register(page, { fullName: "Grace Hopper", email, password });

    await expectToast(page, "Account created successfully!", {
      description: "Please check your email for a verification link to activate your account.",
      type: "success",
    });
    // Spec §4: the form is cleared, then the user is back on /auth (the Login tab) after 1.5 s.
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Create a password")).toHaveValue("");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true", { timeout: 5_000 });
    await expect(page).toHaveURL(/\/auth$/);

    // Not confirmed yet: the server refuses the login and its message is shown.
    await fillLogin(page, email, password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expectToast(page, "Email not confirmed", { type: "error" });

    await openMail(page, email, "Confirm Your Signup");
    await followMailLink(page);
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOutViaMenu(page);
    await fillLogin(page, email, password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expectToast(page, "Welcome back!", { description: "You have successfully logged in.", type: "success" });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("validates full name, email and a 6-character password before calling the server", async ({ page }) => {
    let signupCalls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/auth/v1/signup")) signupCalls += 1;
    });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Enter your full name.")).toBeVisible();
    await expect(page.getByText("Enter your email address.")).toBeVisible();
    await expect(page.getByText("Create a password.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full Name").fill("Short Pass");
    await page.getByLabel("Email").fill(uniqueEmail("short"));
    await page.getByLabel("Create a password").fill("12345");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Password must be at least 6 characters.")).toBeVisible();
    expect(signupCalls).toBe(0);
  });

  test("a refused sign-up shows 'Sign up failed' with the server's message", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Full Name").fill("Bad Address");
    // Passes the form's loose check, fails the auth service's address format.
    await page.getByLabel("Email").fill("someone@exa_mple.com");
    await page.getByLabel("Create a password").fill("good-pass-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expectToast(page, "Sign up failed", {
      description: "Unable to validate email address: invalid format",
      type: "error",
    });
    await expect(page.getByLabel("Full Name")).toHaveValue("Bad Address");
  });

  test("the password fields have an accessible show/hide toggle", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Register" }).click();
    const field = page.getByLabel("Create a password");
    await expect(field).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(field).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(field).toHaveAttribute("type", "password");
  });
});
