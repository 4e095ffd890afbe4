import { expect, test } from "../test";
import { db, signIn } from "../helpers";
import { userWithBrand } from "../shell/fixtures";
import { inBothLooks } from "../screenshots";
import { base32Decode, hotp, totpStep } from "@/lib/auth/totp";
import { expectToast, fillLogin, signOutViaMenu } from "./auth-helpers";

/** The authenticator app: the code of the earliest step within ±1 of now that the factor has not used yet. */
async function appCode(userId: string, secret: string): Promise<string> {
  const [row] = await db()`select max(last_used_step) as last from local_auth.mfa_factors where user_id = ${userId}`;
  const last = row?.last == null ? -Infinity : Number(row.last);
  const step = Math.max(totpStep(), last + 1);
  return hotp(base32Decode(secret), step);
}

test("two-factor sign-in: set up in /user-settings with the code of the shown secret, then password + code", async ({ page }) => {
  // A person with a brand: without one, every signed-in page is the "create your first brand" step.
  const { user } = await userWithBrand("Two-factor Brand");
  await signIn(page, user, "/user-settings");

  const card = page.locator('[data-slot="card"]').filter({ has: page.getByText("Two-factor authentication", { exact: true }) });
  await card.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(card.getByRole("img", { name: "QR code to scan with an authenticator app" })).toBeVisible();
  const secret = (await card.getByTestId("totp-secret").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await card.getByLabel("Code from the app").fill("000000" === (await appCode(user.id, secret)) ? "111111" : "000000");
  await card.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(card.getByText("That code is not right. Enter the current code from your app.")).toBeVisible();

  await card.getByLabel("Code from the app").fill(await appCode(user.id, secret));
  await card.getByRole("button", { name: "Verify and turn on" }).click();
  await expectToast(page, "Two-factor sign-in is on.", { type: "success" });
  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await card.getByRole("button", { name: "I saved them" }).click();
  await expect(card.getByText("On. Signing in asks for a code from your authenticator app.")).toBeVisible();
  await expect(card.getByText("10 of 10 recovery codes left.")).toBeVisible();
  await inBothLooks(page, "user-settings-two-factor", async () => {
    await expect(card.getByRole("button", { name: "Remove" })).toBeVisible();
  });

  await signOutViaMenu(page);

  // Password alone reaches the code step, not the app.
  await page.goto("/auth?next=%2Fuser-settings");
  await fillLogin(page, user.email, user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  const codeField = page.getByLabel("Authentication code");
  await expect(codeField).toBeVisible();
  await inBothLooks(page, "auth-two-factor-step", async () => {
    await expect(page.getByRole("button", { name: "Verify" })).toBeVisible();
  });
  // The half-signed-in session does not open the app: the shell sends it back to the code step.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  await expect(page.getByLabel("Authentication code")).toBeVisible();

  await page.getByLabel("Authentication code").fill(await appCode(user.id, secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectToast(page, "Welcome back!", { type: "success" });
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code works once in place of the app's code.
  await signOutViaMenu(page);
  await fillLogin(page, user.email, user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/user-settings");
  await expect(card.getByText("9 of 10 recovery codes left.")).toBeVisible();
});
