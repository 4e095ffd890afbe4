/**
 * Google Ads on /integrations in a real browser against the loopback fake: Connect opens the popup,
 * the fake's consent redirects to /social-auth-callback, which posts code and state back; the server
 * exchanges the code, finds the one account under the manager and starts the first sync; the card
 * shows the campaigns stored once the job has run. Sync now runs again; desktop light and phone dark
 * (the card must fit 390 px); Keyword Planner ideas on /search-keywords; Disconnect.
 */
import { expect, test } from "../test";
import { FAKE_ADS, startFakeAds } from "../../fixtures/ppc/fake-ads-server";
import { expectToast } from "../auth/auth-helpers";
import { E2E_PPC_PORT } from "../env";
import { screenshotsEnabled } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

test.describe("ad account connections", () => {
  test("connect Google Ads in a popup, the first sync stores campaigns, sync again, disconnect", async ({ page }) => {
    test.setTimeout(90_000);
    const fake = await startFakeAds(E2E_PPC_PORT);
    try {
      const { user } = await userWithBrand("Brew Co Ads");
      await signInToShell(page, user, "/integrations");
      const card = page.getByTestId("ads-connection-google_ads");
      await expect(card.getByText("Not connected")).toBeVisible();
      await expect(page.getByTestId("ads-connection-microsoft_ads").getByText("Not connected")).toBeVisible();

      const popupPromise = page.waitForEvent("popup");
      await card.getByRole("button", { name: "Connect Google Ads" }).click();
      const popup = await popupPromise;
      await popup.waitForEvent("close");
      await expectToast(page, `Google Ads connected: ${FAKE_ADS.account.name}. The first sync (last 30 days) has started.`);
      await expect(card).toContainText(`Google Ads: ${FAKE_ADS.account.name}`);
      // The first sync runs as a job; the card follows it until the campaigns are stored.
      await expect(card).toContainText("2 campaigns stored", { timeout: 30_000 });
      await expect(card.getByText("Connected", { exact: true })).toBeVisible();
      expect(fake.requests.some((r) => r.path === "/o/oauth2/v2/auth")).toBe(true);
      const queries = fake.requests.filter((r) => r.path === `/v23/customers/${FAKE_ADS.account.id}/googleAds:searchStream`).map((r) => JSON.parse(r.body).query as string);
      expect(queries.map((q) => /FROM (\w+)/.exec(q)?.[1])).toEqual(["campaign", "keyword_view", "search_term_view"]);

      const before = fake.requests.length;
      await card.getByRole("button", { name: "Sync Google Ads now" }).click();
      await expectToast(page, "Google Ads sync started.");
      await expect.poll(() => fake.requests.slice(before).filter((r) => r.path.endsWith("googleAds:searchStream")).length, { timeout: 30_000 }).toBe(3);
      await expect(card.getByText("Connected", { exact: true })).toBeVisible({ timeout: 30_000 });

      // Both looks (desktop light, phone dark): the card, and the page with it, fit a phone.
      for (const [width, scheme] of [[1280, "light"], [390, "dark"]] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        await expect(card).toContainText("2 campaigns stored");
        await expect(card.getByRole("button", { name: "Sync Google Ads now" })).toBeVisible();
        const overflow = await card.evaluate((el) => Math.max(0, ...[el, ...el.querySelectorAll("*")].map((e) => e.getBoundingClientRect().right)) - document.documentElement.clientWidth);
        expect(overflow, `the ad accounts card overflows at ${width} px`).toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `/integrations scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
        if (screenshotsEnabled) await page.screenshot({ path: `screenshots/integrations-ads-${width}-${scheme}.png`, fullPage: true });
      }
      await page.emulateMedia({ colorScheme: "light" });
      await page.setViewportSize({ width: 1280, height: 800 });

      // With the account connected, /search-keywords asks Keyword Planner for ideas; they join the brand's keywords.
      await page.goto("/search-keywords");
      await page.getByRole("button", { name: "Keyword ideas" }).click();
      const ideas = page.getByRole("dialog", { name: "Keyword ideas from Google Ads" });
      await ideas.getByLabel("Seed keywords").fill("cold brew");
      await ideas.getByRole("button", { name: "Get ideas" }).click();
      await expect(ideas.getByRole("table", { name: "Keyword ideas" })).toContainText("cold brew beans");
      await expect(ideas.getByRole("table", { name: "Keyword ideas" })).toContainText("8,100");
      const sent = fake.requests.find((r) => r.path.endsWith(":generateKeywordIdeas"));
      expect(JSON.parse(sent!.body).keywordSeed.keywords).toEqual(["cold brew"]);
      await page.keyboard.press("Escape");
      await page.goto("/integrations");

      await card.getByRole("button", { name: "Disconnect Google Ads" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
      await expectToast(page, "Google Ads disconnected. To withdraw the app's access at Google too, remove it under myaccount.google.com → Security → Third-party apps.");
      await expect(card.getByText("Not connected")).toBeVisible();
    } finally {
      await fake.close();
    }
  });
});
