/**
 * Layout review shots: with SCREENSHOTS=1 the specs photograph the pages they have just filled
 * with data, at desktop (1280 px) and phone (390 px) width, into screenshots/. Without it nothing
 * happens, so the specs stay fast.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "./test";

const DIR = path.resolve("screenshots");
const WIDTHS = [1280, 390] as const;

/** How far the page scrolls sideways (0 when it fits its viewport). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Charts size themselves from a ResizeObserver, a frame or two after the viewport shrinks: until then
 * a chart drawn for 1280 px still overflows. Polls, so only a page that stays too wide fails.
 */
export async function expectNoSidewaysScroll(page: Page, message: string): Promise<void> {
  await expect.poll(() => sidewaysScroll(page), { message, timeout: 5_000 }).toBeLessThanOrEqual(0);
}

export const screenshotsEnabled = !!process.env.SCREENSHOTS && process.env.SCREENSHOTS !== "0";

/** Full-page shots of the current page at both widths; at 390 px the page must not scroll sideways. */
export async function snap(page: Page, name: string): Promise<void> {
  if (!screenshotsEnabled) return;
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  try {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      // Let layout settle after the resize (the shell switches to its mobile sidebar under 768 px).
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), fullPage: true });
      if (width < 768) {
        const overflow = await sidewaysScroll(page);
        expect.soft(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  } finally {
    await page.setViewportSize(original);
  }
}

/**
 * Runs `check` in the two looks every page must pass: desktop (1280 px) in the light theme and phone
 * (390 px) in the dark one, where the page must not scroll sideways; with SCREENSHOTS=1 each look is
 * also photographed as screenshots/<name>-<width>-<scheme>.png. Ends back at desktop, light.
 */
export async function inBothLooks(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const [width, scheme] of [[1280, "light"], [390, "dark"]] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await check();
    if (width < 768) await expectNoSidewaysScroll(page, `${name} scrolls sideways at ${width} px`);
    if (screenshotsEnabled) {
      fs.mkdirSync(DIR, { recursive: true });
      await page.screenshot({ path: path.join(DIR, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Like inBothLooks, in all four looks: 1280 and 390 px, each light and dark. */
export async function inAllLooks(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    for (const width of WIDTHS) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await check();
      if (width < 768) await expectNoSidewaysScroll(page, `${name} scrolls sideways at ${width} px (${scheme})`);
      if (screenshotsEnabled) {
        fs.mkdirSync(DIR, { recursive: true });
        await page.screenshot({ path: path.join(DIR, `${name}-${width}-${scheme}.png`), fullPage: true });
      }
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}
