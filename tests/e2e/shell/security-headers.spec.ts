import { expect, test, type Response } from "../test";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../env";
import { signIn } from "../helpers";

/** The headers every response carries (issue 17 §5). */
function expectBase(res: Response | { headers(): Record<string, string> }, label: string) {
  const h = res.headers();
  expect(h["x-frame-options"], label).toBe("DENY");
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], label).toContain("camera=()");
  expect(h["strict-transport-security"], label).toMatch(/max-age=\d+/);
  expect(h["content-security-policy"], label).toContain("frame-ancestors 'none'");
}

function nonceOf(csp: string): string {
  const m = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp);
  expect(m, `no nonce in ${csp}`).not.toBeNull();
  return m![1]!;
}

test.describe("Security headers", () => {
  test("a page: a nonce per request on every script, no inline script without it, and it still runs", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const first = await page.goto("/auth");
    expectBase(first!, "/auth");
    const csp = first!.headers()["content-security-policy"]!;
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = nonceOf(csp);
    const second = await page.request.get("/auth");
    expect(nonceOf(second.headers()["content-security-policy"]!)).not.toBe(nonce);
    // Every script element of the document carries this response's nonce (the browser hides the
    // attribute's value from the DOM, but keeps it in the `nonce` property).
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => ({ src: s.src, nonce: s.nonce })));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.nonce !== nonce)).toEqual([]);
    // The page is interactive under the policy: the login form signs in.
    await signIn(page, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(violations).toEqual([]);
  });

  test("a server action's response and an API route carry them too", async ({ page }) => {
    await signIn(page, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, "/user-settings");
    const action = page.waitForResponse((r) => r.request().method() === "POST" && !!r.request().headers()["next-action"]);
    // Switching the theme is a server action (the preference is saved for the next device).
    await page.getByRole("radio", { name: /dark/i }).first().click();
    expectBase(await action, "server action");

    const api = await page.request.get("/api/health");
    expectBase(api, "/api/health");
    expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
  });
});
