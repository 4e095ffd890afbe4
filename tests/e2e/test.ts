/**
 * Playwright, with full page loads that wait for the page to finish streaming. A server-rendered
 * page streams in behind its loading skeleton: React first appends the page to <body> inside a
 * hidden container, then moves it into place (batched, up to a few hundred ms later). In between,
 * every text on the page exists twice and strict locators fail. Specs import from here.
 */
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Waits until no streamed segment is still parked in React's hidden containers (`<div hidden id="S:…">`). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'), undefined, { timeout: 15_000 }).catch(() => {
    // A page that navigated away meanwhile, or one still streaming after 15 s: the assertion that follows says what is wrong.
  });
}

/** Makes `goto` and `reload` of a page (also one from browser.newContext()) wait for streaming to settle. */
export function settleNavigations(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await settled(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await settled(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(settleNavigations(page));
  },
});
