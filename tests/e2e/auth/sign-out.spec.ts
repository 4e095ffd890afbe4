import { expect, test } from "../test";
import { createConfirmedUser, signIn } from "../helpers";
import { signOutViaMenu } from "./auth-helpers";

test.describe("Sign out", () => {
  test("revokes the session, clears local storage, fires userSignedOut and lands on /auth", async ({ page, context }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);

    const accessToken = await page.evaluate(async () => {
      localStorage.setItem("e2e-leftover", "1");
      // sessionStorage survives the client-side navigation to /auth and is not cleared on sign-out.
      window.addEventListener("userSignedOut", () => {
        sessionStorage.setItem("e2e-signed-out-event", String(localStorage.getItem("e2e-leftover")));
      });
      const cookie = document.cookie.split("; ").filter((c) => /^sb-.+-auth-token(\.\d+)?=/.test(c)).sort();
      const raw = cookie.map((c) => decodeURIComponent(c.slice(c.indexOf("=") + 1))).join("");
      const json = raw.startsWith("base64-") ? atob(raw.slice(7).replace(/-/g, "+").replace(/_/g, "/")) : raw;
      return (JSON.parse(json) as { access_token: string }).access_token;
    });

    await signOutViaMenu(page);

    // The event fired after local storage was cleared.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("e2e-signed-out-event"))).toBe("null");
    expect(await page.evaluate(() => localStorage.getItem("e2e-leftover"))).toBeNull();
    expect((await context.cookies()).filter((c) => /^sb-.+-auth-token/.test(c.name))).toHaveLength(0);

    // The old access token belongs to a deleted session: the auth service refuses it.
    const res = await page.request.get("/api/supabase/auth/v1/user", {
      headers: { Authorization: `Bearer ${accessToken}`, apikey: "anon", "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe("session_not_found");

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });
});
