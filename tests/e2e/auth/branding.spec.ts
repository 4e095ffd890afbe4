import { expect, test } from "../test";
import { createConfirmedUser, db, signIn } from "../helpers";
import { inBothLooks } from "../screenshots";
import { brandFor } from "../shell/fixtures";

// playwright.config.ts lists this address in APP_ADMIN_EMAILS for the e2e server.
const ADMIN_EMAIL = "branding-admin@example.test";
const PASSWORD = "correct-horse-9";

async function brandingAdmin() {
  const [row] = await db()`select id from profiles where email = ${ADMIN_EMAIL}`;
  if (row) return { id: row.id as string, email: ADMIN_EMAIL, password: PASSWORD, fullName: "Branding Admin" };
  const user = await createConfirmedUser({ email: ADMIN_EMAIL, password: PASSWORD, fullName: "Branding Admin" });
  await brandFor(user, "Branding Admin Brand", { current: true });
  return user;
}

test.describe("White-label branding (issue 26)", () => {
  test("an admin's title and product name reach page titles and the login page; others do not see the section", async ({ page, browser }) => {
    const admin = await brandingAdmin();
    await signIn(page, admin, "/settings?tab=branding");
    const form = page.getByRole("tabpanel", { name: "Branding" });
    try {
      await form.getByLabel("App title").fill("Acme Growth");
      await form.getByLabel("Login product name").fill("Acme Intelligence");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Branding saved.")).toBeVisible();
      await inBothLooks(page, "branding-settings", async () => {
        await expect(form.getByLabel("App title")).toHaveValue("Acme Growth");
      });
      await page.goto("/activity");
      await expect(page).toHaveTitle("Activity Log · Acme Growth");

      const signedOut = await browser.newContext();
      const login = await signedOut.newPage();
      await login.goto("/auth");
      await expect(login).toHaveTitle("Login - Acme Intelligence");
      await expect(login.getByRole("link", { name: "Acme Intelligence, Acme Growth home" })).toBeVisible();
      await inBothLooks(login, "branding-login", async () => {
        await expect(login.getByText("Acme Intelligence", { exact: true })).toBeVisible();
      });
      await signedOut.close();

      // Someone who is not a deployment admin: no Branding tab.
      const other = await createConfirmedUser({ fullName: "Not Admin" });
      await brandFor(other, "Not Admin Brand", { current: true });
      const ctx = await browser.newContext();
      const otherPage = await ctx.newPage();
      await signIn(otherPage, other, "/settings");
      await expect(otherPage.getByRole("tab", { name: "Security" })).toBeVisible();
      await expect(otherPage.getByRole("tab", { name: "Branding" })).toHaveCount(0);
      await ctx.close();
    } finally {
      // Back to the defaults through the app (a save drops the server's cached branding), for the specs that follow.
      await page.goto("/settings?tab=branding");
      await form.getByLabel("App title").fill("");
      await form.getByLabel("Login product name").fill("");
      await form.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("Branding saved.")).toBeVisible();
    }
    await page.goto("/activity");
    await expect(page).toHaveTitle("Activity Log · Growth OS");
  });
});
