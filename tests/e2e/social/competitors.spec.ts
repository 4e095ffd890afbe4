/**
 * Social data sources in a real browser against the loopback fake Meta + LinkedIn: connect the
 * brand's Instagram account and LinkedIn page on /integrations through the real popup flow (consent
 * redirect → /social-auth-callback → code and state posted back), then on /sm-competitors-list the
 * own accounts listed first, a competitor added from Brand Basic Data's suggestion and fetched by
 * the refresh job, a personal account's failure shown with its reason, and "Refresh now" — at
 * 1280 and 390 px in light and dark.
 */
import { expect, test, type Page } from "../test";
import { startFakeSocial } from "../../support/fake-social";
import { expectToast } from "../auth/auth-helpers";
import { E2E_SOCIAL_PORT } from "../env";
import { db } from "../helpers";
import { signInToShell, userWithBrand } from "../shell/fixtures";

async function connectInPopup(page: Page, network: "instagram" | "linkedin", toast: string) {
  const row = page.getByTestId(`social-connection-${network}`);
  await expect(row.getByText("Not connected")).toBeVisible();
  const popupPromise = page.waitForEvent("popup");
  await row.getByRole("button", { name: `Connect ${network === "instagram" ? "Instagram" : "LinkedIn"}` }).click();
  const popup = await popupPromise;
  await popup.waitForEvent("close");
  await expectToast(page, toast);
  await expect(row.getByText("Connected", { exact: true })).toBeVisible();
}

/** The innermost elements wider than the viewport or past its right edge, to say what to fix when the page scrolls sideways. */
function overflowing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > vw || r.right > vw + 1;
    };
    return [...document.querySelectorAll("body *")]
      .filter((e) => out(e) && ![...e.children].some(out))
      .slice(0, 6)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)} (${Math.round(e.getBoundingClientRect().width)} px: ${(e.textContent ?? "").slice(0, 50)})`)
      .join(" | ");
  });
}

test.describe("social connections and the competitors list", () => {
  test("connect Instagram and LinkedIn in popups, track a competitor, refresh, see each fetch's status", async ({ page }) => {
    test.setTimeout(180_000);
    const fake = await startFakeSocial(E2E_SOCIAL_PORT);
    try {
      const { user, brand } = await userWithBrand("Brew Co");
      await db()`insert into brand_data (brand_id, competitors) values (${brand.id}, ${db().json([{ name: "Rival Roasters", domain: "rivalroasters.com" }])}) on conflict (brand_id) do update set competitors = excluded.competitors`;
      await signInToShell(page, user, "/integrations");

      await connectInPopup(page, "instagram", "Instagram connected: @brewco.");
      await expect(page.getByTestId("social-connection-instagram")).toContainText("Instagram: @brewco");
      await connectInPopup(page, "linkedin", "LinkedIn connected: Brew Co.");
      expect(fake.requests.some((r) => r.path === "/v21.0/dialog/oauth")).toBe(true);
      expect(fake.requests.some((r) => r.path === "/oauth/v2/authorization")).toBe(true);

      await page.goto("/sm-competitors-list");
      await expect(page.getByRole("heading", { name: "Competitors List" })).toBeVisible();
      const own = page.getByRole("region", { name: "Your accounts" });
      await expect(own.getByTestId("profile-instagram-brewco")).toBeVisible();
      await expect(own.getByTestId("profile-linkedin-brew-co")).toBeVisible();

      // The suggestion from Brand Basic Data fills the form; tracking starts the first fetch at once.
      await page.getByTestId("competitor-suggestions").getByRole("button", { name: /Rival Roasters/ }).click();
      await expect(page.getByLabel("Instagram usernames")).toHaveValue("rivalroasters");
      await page.getByRole("button", { name: "Track", exact: true }).click();
      await expectToast(page, "Tracking rivalroasters on Instagram: the first fetch has started.");
      const rival = page.getByTestId("profile-instagram-rivalroasters");
      await expect(rival.getByText("Fetched", { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(rival).toContainText("4,210 followers");
      await expect(rival).toContainText("2 posts stored");
      await expect(rival).toContainText("Rival Roasters");

      // A personal account: the fetch fails and says why.
      await page.getByLabel("Instagram usernames").fill("@justajoe");
      await page.getByRole("button", { name: "Track", exact: true }).click();
      const joe = page.getByTestId("profile-instagram-justajoe");
      await expect(joe.getByText("Failed", { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(joe.getByRole("alert")).toContainText("@justajoe is not an Instagram professional (Business or Creator) account");

      // A LinkedIn competitor page, then Refresh now on the own account.
      await page.getByLabel("Network").click();
      await page.getByRole("option", { name: "LinkedIn" }).click();
      await page.getByLabel("LinkedIn page vanity names").fill("https://www.linkedin.com/company/rival-roasters/");
      await page.getByRole("button", { name: "Track", exact: true }).click();
      const liRival = page.getByTestId("profile-linkedin-rival-roasters");
      await expect(liRival.getByText("Fetched", { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(liRival).toContainText("2,900 followers");

      const brewco = own.getByTestId("profile-instagram-brewco");
      await brewco.getByRole("button", { name: "Refresh @brewco now" }).click();
      await expect(brewco.getByText("Fetched", { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(brewco).toContainText("1,520 followers");
      await expect(brewco).toContainText("3 posts stored");
      // The own account cannot be removed here; competitors can.
      await expect(brewco.getByRole("button", { name: /Stop tracking/ })).toHaveCount(0);
      await expect(joe.getByRole("button", { name: "Stop tracking @justajoe" })).toBeVisible();

      // A failing connection whose network error is one long word (a URL): the card wraps it at 390 px.
      const longError = `LinkedIn answered 401 at https://api.linkedin.com/rest/organizationalEntityFollowerStatistics?q=organizationalEntity&organizationalEntity=${"urn%3Ali%3Aorganization%3A".repeat(8)}${"9".repeat(40)}`;
      await db()`update social_connections set last_error = ${longError}, last_error_at = now() where brand_id = ${brand.id} and network = 'linkedin'`;

      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
          for (const path of ["/sm-competitors-list", "/integrations"]) {
            await page.goto(path);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            if (path === "/integrations") await expect(page.getByTestId("social-connection-linkedin").getByRole("alert")).toContainText("LinkedIn answered 401");
            expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px (${scheme}) scrolls sideways: ${await overflowing(page)}`).toBeLessThanOrEqual(width);
            if (process.env.SCREENSHOTS) await page.screenshot({ path: `screenshots/${path.slice(1)}-social-${scheme}-${width}.png`, fullPage: true });
          }
        }
      }
    } finally {
      await fake.close();
    }
  });
});
