import { expect, settleNavigations, test } from "../test";
import { createConfirmedUser } from "../helpers";
import { expectToast, openMail } from "./auth-helpers";

test.describe("Magic link", () => {
  test("request a magic link, open it from the mailbox page, land signed in; the link works once", async ({ page, browser }) => {
    const user = await createConfirmedUser();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();

    await expectToast(page, "We've processed your magic link request.", { type: "success" });
    // Spec §4: the button is replaced by the confirmation text.
    await expect(page.getByText("Magic link request sent! Check your email.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Magic Link" })).toHaveCount(0);

    await openMail(page, user.email, "Your Magic Link");
    const link = page.getByRole("region", { name: "Message" }).locator('a[href*="/auth/confirm"]').first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/type=magiclink/);
    await link.click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Used once: in another browser the same link no longer signs anyone in.
    const other = await browser.newContext();
    const otherPage = settleNavigations(await other.newPage());
    await otherPage.goto(href!);
    await expect(otherPage).toHaveURL(/\/auth\?error_description=/);
    await expect(otherPage.getByRole("alert").filter({ hasText: "That link didn't work" })).toBeVisible();
    await other.close();
  });

  test("a refused request says 'Magic link failed' and keeps the button", async ({ page }) => {
    await page.goto("/auth");
    // Passes the form's loose check, fails the auth service's address validation.
    await page.getByLabel("Email").fill("someone@exa_mple.com");
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expectToast(page, "Magic link failed", { description: "Failed to process magic link request.", type: "error" });
    await expect(page.getByRole("button", { name: "Send Magic Link" })).toBeEnabled();
    await expect(page.getByText("Magic link request sent! Check your email.")).toHaveCount(0);
  });
});
