import { expect, test } from "../test";
import { createConfirmedUser, signIn } from "../helpers";
import { pathOf } from "./auth-helpers";

test.describe("proxy.ts redirects", () => {
  test("signed out: app routes go to /auth?next=…, / goes to /auth", async ({ page }) => {
    await page.goto("/dashboard");
    expect(pathOf(page)).toBe("/auth?next=%2Fdashboard");

    await page.goto("/tasks?view=board");
    expect(pathOf(page)).toBe("/auth?next=%2Ftasks%3Fview%3Dboard");

    await page.goto("/");
    expect(pathOf(page)).toBe("/auth");
  });

  test("signed out: public paths stay reachable", async ({ page }) => {
    for (const path of ["/auth", "/reset-password", "/google-auth-callback", "/dev/mailbox"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    expect((await page.request.get("/api/health")).ok()).toBe(true);
    expect((await page.request.get("/favicon.svg", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("a forged session cookie does not get past the server check", async ({ page, context }) => {
    await context.addCookies([
      { name: "sb-growthos-auth-token", value: "base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0", url: test.info().project.use.baseURL! },
    ]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });

  test("signed in: /auth and / go to /dashboard", async ({ page }) => {
    const user = await createConfirmedUser();
    await signIn(page, user);

    await page.goto("/auth");
    expect(pathOf(page)).toBe("/dashboard");

    await page.goto("/auth?next=%2Ftasks");
    expect(pathOf(page)).toBe("/dashboard");

    await page.goto("/");
    expect(pathOf(page)).toBe("/dashboard");
  });
});
