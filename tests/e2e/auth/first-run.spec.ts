/**
 * What a new user meets on `npm start` with nothing configured (issue #16): the server of these
 * tests is started like the README starts the app (scripts/start.ts, production build, embedded
 * database, no SMTP, no SITE_URL, no LOCAL_MAILBOX), and the browser uses 127.0.0.1 rather than
 * the default SITE_URL's localhost, so every mail link and redirect must keep the user's origin.
 */
import { expect, test } from "../test";
import { createConfirmedUser, signInThroughForm, uniqueEmail } from "../helpers";
import { E2E_PORT } from "../env";
import { expectToast, fillLogin, register } from "./auth-helpers";

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
test.use({ baseURL: ORIGIN });

test.describe("first run on the README's command", () => {
  test("register, read the confirmation in the linked local mailbox, land signed in on /dashboard", async ({ page }) => {
    const email = uniqueEmail("first-run");
    const password = "first-run-pass-1";

    await register(page, { fullName: "Nova User", email, password });
    await expectToast(page, "Account created successfully!");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true", { timeout: 5_000 });

    // The auth page says where the mail went.
    const mailboxLink = page.getByRole("link", { name: "Check the local mailbox" });
    await expect(mailboxLink).toBeVisible();
    await mailboxLink.click();
    await expect(page).toHaveURL(`${ORIGIN}/dev/mailbox`);
    await expect(page.getByText(/only on this machine/)).toBeVisible();

    const items = page.getByRole("list", { name: /messages, newest first/ }).getByRole("listitem");
    await items.filter({ hasText: email }).first().getByRole("link").click();
    const link = page.getByRole("region", { name: "Message" }).locator('a[href*="/auth/confirm?token_hash="]').first();
    // The link keeps the origin the user registered on (not the default SITE_URL's localhost).
    await expect(link).toHaveAttribute("href", new RegExp(`^${ORIGIN.replace(/[.]/g, "\\.")}/auth/confirm\\?`));
    await link.click();

    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
    await expectToast(page, "Email confirmed", { type: "success" });
    await expect(page.getByRole("button", { name: "Open user menu" })).toBeVisible();
    // The toast is said once: its marker is gone from the address.
    await page.reload();
    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
  });

  test("an invitation mail keeps the inviter's origin and the invitee's sign-up form has the invited address", async ({ page, browser }) => {
    const owner = await createConfirmedUser({ fullName: "Ivy Inviter" });
    const invitee = uniqueEmail("invitee");
    await signInThroughForm(page, owner);
    const brandName = `Invite Origin ${invitee.slice(8, 16)}`;
    await page.getByLabel("Brand Name").fill(brandName);
    await page.getByRole("button", { name: "Create Brand" }).click();
    await expectToast(page, `Brand "${brandName}" created successfully!`);

    await page.goto("/brand-team");
    await page.getByRole("button", { name: "Invite people" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(invitee);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(page, `Invitation sent to ${invitee}.`);

    const ctx = await browser.newContext({ baseURL: ORIGIN });
    const other = await ctx.newPage();
    try {
      await other.goto(`/dev/mailbox?to=${encodeURIComponent(invitee)}`);
      await other.getByRole("list", { name: /messages, newest first/ }).getByRole("listitem").first().getByRole("link").click();
      const link = other.getByRole("region", { name: "Message" }).locator('a[href*="/invite/"]').first();
      await expect(link).toHaveAttribute("href", new RegExp(`^${ORIGIN.replace(/[.]/g, "\\.")}/invite/`));
      await link.click();
      await other.getByRole("link", { name: "Create an account" }).click();
      await expect(other.getByLabel("Email")).toHaveValue(invitee);
      await expect(other.getByLabel("Full Name")).toHaveValue("");
    } finally {
      await ctx.close();
    }
  });

  test("a signed-in user who follows a redirect stays on the origin they use", async ({ page }) => {
    const user = await createConfirmedUser();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(`${ORIGIN}/auth?next=%2Fdashboard`);
    await fillLogin(page, user.email, user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
    await page.goto("/");
    await expect(page).toHaveURL(`${ORIGIN}/dashboard`);
  });
});
