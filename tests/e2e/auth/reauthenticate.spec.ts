/**
 * GoTrue's secure password change (AUTH_SECURE_PASSWORD_CHANGE, on for the e2e server): in a session
 * older than a day, /user-settings asks for the code the auth service mails, and changes the password
 * with it; the new password then signs in.
 */
import { expect, test } from "../test";
import { db, signIn } from "../helpers";
import { userWithBrand } from "../shell/fixtures";
import { inBothLooks } from "../screenshots";
import { expectToast, fillLogin, openMail, signOutViaMenu } from "./auth-helpers";

test("a password change in a day-old session asks for the mailed code, then signs in with the new password", async ({ page, context }) => {
  const { user } = await userWithBrand("Reauth Brand");
  await signIn(page, user, "/user-settings");
  await db()`update local_auth.sessions set created_at = now() - interval '25 hours' where user_id = ${user.id}`;

  const form = page.locator("form").filter({ has: page.getByLabel("Current password") });
  await form.getByLabel("Current password").fill(user.password);
  await form.getByLabel("New password", { exact: true }).fill("fresh-horse-42");
  await form.getByLabel("Repeat the new password").fill("fresh-horse-42");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toHaveText("To change the password, confirm it is you: we mailed you a 6-digit code. Enter it below.");
  const submit = form.getByRole("button", { name: "Change password" });
  await expect(submit).toBeDisabled();
  await inBothLooks(page, "user-settings-reauthenticate", async () => {
    await expect(form.getByLabel("Code from the mail")).toBeVisible();
  });

  // The code, as the person reads it in their mail.
  const mail = await context.newPage();
  await openMail(mail, user.email, "Confirm Reauthentication");
  const code = (await mail.frameLocator("iframe[title^=\"Email:\"]").locator("body").innerText()).match(/\b\d{6}\b/)?.[0];
  expect(code).toMatch(/^\d{6}$/);
  await mail.close();

  await form.getByLabel("Code from the mail").fill(code === "000000" ? "111111" : "000000");
  await submit.click();
  await expect(form.getByRole("alert")).toHaveText("That code is not right or has expired. Enter the newest code from the mail, or send a new one.");
  await form.getByLabel("Code from the mail").fill(code!);
  await submit.click();
  await expectToast(page, "Password changed. Your other sessions were signed out.");
  await expect(form.getByLabel("Code from the mail")).toHaveCount(0);

  await signOutViaMenu(page);
  await page.goto("/auth?next=%2Fuser-settings");
  await fillLogin(page, user.email, "fresh-horse-42");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/user-settings$/);
});
