/**
 * The Google Search Console connection in a real browser against the loopback fake Google: Connect
 * opens the popup, the fake's consent redirects to /google-auth-callback, which posts code and
 * state to /integrations and closes; the server exchanges the code and lists the properties; the
 * property picker, then Disconnect (revoked at the fake).
 */
import { expect, test } from "../test";
import { startFakeGoogle, FAKE_GOOGLE } from "../../support/fake-google";
import { expectToast } from "../auth/auth-helpers";
import { E2E_GOOGLE_PORT } from "../env";
import { signInToShell, userWithBrand } from "../shell/fixtures";

test.describe("Google Search Console connection", () => {
  test("connect in a popup, choose a property, disconnect", async ({ page }) => {
    test.setTimeout(120_000);
    const fake = await startFakeGoogle(E2E_GOOGLE_PORT);
    try {
      const { user } = await userWithBrand("Search Console Co");
      await signInToShell(page, user, "/integrations");
      const card = page.getByTestId("google-search-console");
      await expect(card.getByText("Not connected")).toBeVisible();

      const popupPromise = page.waitForEvent("popup");
      await card.getByRole("button", { name: "Connect" }).click();
      const popup = await popupPromise;
      await popup.waitForEvent("close");
      await expectToast(page, `Google connected as ${FAKE_GOOGLE.email}. Search Console: choose the property to use. Analytics: choose the property to use.`);
      await expect(card.getByText(FAKE_GOOGLE.email)).toBeVisible();
      await expect(card.getByText("Choose a property", { exact: true }).first()).toBeVisible();
      const consent = fake.requests.find((r) => r.path === "/o/oauth2/v2/auth");
      expect(consent).toBeTruthy();
      expect(fake.requests.map((r) => r.path)).toEqual(expect.arrayContaining(["/token", "/webmasters/v3/sites"]));

      await card.getByLabel("Search Console property").click();
      await page.getByRole("option", { name: "sc-domain:example.test · Full user" }).click();
      await expectToast(page, "Search Console data will come from sc-domain:example.test.");
      await expect(card.getByText("Connected", { exact: true })).toBeVisible();

      await card.getByRole("button", { name: "Disconnect" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
      await expectToast(page, "Google disconnected and its access revoked.");
      await expect(card.getByText("Not connected")).toBeVisible();
      expect(fake.requests.some((r) => r.path === "/revoke")).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
