import { expect, test, type BrowserContext } from "../test";
import { createConfirmedUser } from "../helpers";
import { fillLogin } from "./auth-helpers";

async function authCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => /^sb-.+-auth-token(\.\d+)?$/.test(c.name));
}

test.describe("Remember me", () => {
  test("unchecked: the session cookies end with the browser", async ({ page, context }) => {
    const user = await createConfirmedUser();
    await page.goto("/auth");
    await fillLogin(page, user.email, user.password);
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const cookies = await authCookies(context);
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) expect(c.expires, `${c.name} must be a session cookie`).toBe(-1);
    expect((await context.cookies()).find((c) => c.name === "gos-remember")?.value).toBe("0");

    // A server round trip (proxy refresh, server components) keeps them session cookies.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const c of await authCookies(context)) expect(c.expires).toBe(-1);
  });

  test("checked: the session cookies persist", async ({ page, context }) => {
    const user = await createConfirmedUser();
    // A previous unchecked login left the marker behind; checking the box must remove it.
    await context.addCookies([{ name: "gos-remember", value: "0", url: test.info().project.use.baseURL! }]);
    await page.goto("/auth");
    await fillLogin(page, user.email, user.password);
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const cookies = await authCookies(context);
    expect(cookies.length).toBeGreaterThan(0);
    const inThirtyDays = Date.now() / 1000 + 30 * 24 * 3600;
    for (const c of cookies) expect(c.expires, `${c.name} must be persistent`).toBeGreaterThan(inThirtyDays);
    expect((await context.cookies()).find((c) => c.name === "gos-remember")).toBeUndefined();
  });
});
