import { expect, test, type Page } from "../test";

type Received = { data: unknown; origin: string };

async function openCallbackPopup(page: Page, query: string): Promise<Received> {
  await page.goto("/auth");
  const popupPromise = page.waitForEvent("popup");
  await page.evaluate((q) => {
    const w = window as unknown as { __received?: Received };
    window.addEventListener("message", (e) => {
      w.__received = { data: e.data, origin: e.origin };
    });
    window.open(`/google-auth-callback${q}`, "google-auth", "popup,width=480,height=640");
  }, query);
  const popup = await popupPromise;
  // Spec §2: the page closes itself after posting.
  await popup.waitForEvent("close");
  return page.evaluate(() => (window as unknown as { __received: Received }).__received);
}

test.describe("/google-auth-callback", () => {
  test("posts GOOGLE_AUTH_SUCCESS with the code to its opener, then closes", async ({ page, baseURL }) => {
    const got = await openCallbackPopup(page, "?code=abc123");
    expect(got).toEqual({ data: { type: "GOOGLE_AUTH_SUCCESS", code: "abc123" }, origin: new URL(baseURL!).origin });
  });

  test("passes Google's state on with the code, for the connection that started it", async ({ page }) => {
    const got = await openCallbackPopup(page, "?code=4%2F0Aabc&state=v1.k.iv.ct.tag&scope=openid");
    expect(got.data).toEqual({ type: "GOOGLE_AUTH_SUCCESS", code: "4/0Aabc", state: "v1.k.iv.ct.tag" });
  });

  test("posts GOOGLE_AUTH_ERROR with the error to its opener, then closes", async ({ page }) => {
    const got = await openCallbackPopup(page, "?error=access_denied&error_description=The+user+denied+access");
    expect(got.data).toEqual({ type: "GOOGLE_AUTH_ERROR", error: "The user denied access" });
  });

  test("without an opener it explains itself instead of closing", async ({ page }) => {
    await page.goto("/google-auth-callback?error=access_denied");
    await expect(page.getByRole("heading", { name: "Google sign-in failed" })).toBeVisible();
    await expect(page.getByText("access_denied")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/auth");

    await page.goto("/google-auth-callback");
    await expect(page.getByText("This page is only used inside the Google sign-in popup.")).toBeVisible();
  });
});
