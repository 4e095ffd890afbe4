import { expect, test, type Page } from "../test";
import { SIDEBAR, SIDEBAR_TOP, getRoute, isGroup } from "../../../lib/navigation/registry";
import { db } from "../helpers";
import { signInToShell, userWithBrand } from "./fixtures";

const sidebar = (page: Page) => page.locator('[data-slot="sidebar-container"]');
const section = (page: Page, key: string) => sidebar(page).locator(`[data-section="${key}"]`);

test.describe("sidebar", () => {
  test("has the spec's entries, sections, taglines and sub-groups, all closed at start", async ({ page }) => {
    const { user } = await userWithBrand();
    await signInToShell(page, user, "/dashboard");
    const nav = sidebar(page);
    for (const path of SIDEBAR_TOP) await expect(nav.getByRole("link", { name: getRoute(path)!.label, exact: true })).toBeVisible();

    const staticSections = SIDEBAR.filter((s) => !s.dynamic);
    for (const s of staticSections) {
      const trigger = section(page, s.key).locator('[data-sidebar="menu-button"]').first();
      await expect(trigger).toContainText(s.label);
      await expect(trigger).toContainText(s.tagline);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
    // The Personas group only exists once the brand has personas.
    await expect(section(page, "personas")).toHaveCount(0);

    for (const s of staticSections) {
      const item = section(page, s.key);
      await item.locator('[data-sidebar="menu-button"]').first().click();
      const expected = s.items.flatMap((n) => (isGroup(n) ? [n.group, ...n.items.map((i) => getRoute(i.path)!.label)] : [getRoute(n.path)!.label]));
      // textContent, not innerText: group headings are upper-cased by CSS only.
      const shown = await item.locator('[data-slot="sidebar-menu-sub"] :is(a, [data-group] > div)').allTextContents();
      expect(shown.map((t) => t.trim()), s.label).toEqual(expected);
      for (const n of s.items) {
        for (const leaf of isGroup(n) ? n.items : [n]) await expect(item.locator(`a[href="${leaf.path}"]`)).toBeVisible();
      }
    }
  });

  test("opens the section holding the current page and marks the page", async ({ page }) => {
    const { user } = await userWithBrand();
    await signInToShell(page, user, "/keyword-research");
    const seo = section(page, "seo");
    await expect(seo.locator('[data-sidebar="menu-button"]').first()).toHaveAttribute("aria-expanded", "true");
    await expect(seo.getByRole("link", { name: "Keyword Research" })).toHaveAttribute("aria-current", "page");
    await expect(section(page, "brand-management").locator('[data-sidebar="menu-button"]').first()).toHaveAttribute("aria-expanded", "false");
    // An alias opens its canonical page's section too.
    await page.goto("/focus-group-results");
    await expect(page).toHaveURL(/\/fg-results$/);
    await expect(section(page, "focus-groups").getByRole("link", { name: "Focus Group Results" })).toHaveAttribute("aria-current", "page");
  });

  test("keeps its state in the sidebar_state cookie and toggles with Ctrl+B", async ({ page, context }) => {
    const { user } = await userWithBrand();
    await signInToShell(page, user);
    const root = page.locator('[data-slot="sidebar"]').first();
    await expect(root).toHaveAttribute("data-state", "expanded");
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(256);

    await page.locator("body").click({ position: { x: 600, y: 400 } });
    await page.keyboard.press("Control+b");
    await expect(root).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeGreaterThan(604800 - 60);
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeLessThanOrEqual(604800);

    // The server reads the cookie: collapsed on the very first paint after a reload.
    await page.reload();
    await expect(root).toHaveAttribute("data-state", "collapsed");

    // Icon mode shows the label as a tooltip (after the 700 ms delay).
    await sidebar(page).getByRole("link", { name: "Start Here" }).hover();
    await expect(page.getByRole("tooltip", { name: "Start Here" })).toBeVisible();

    await page.keyboard.press("Control+b");
    await expect(root).toHaveAttribute("data-state", "expanded");
    expect((await context.cookies()).find((c) => c.name === "sidebar_state")?.value).toBe("true");
  });

  test("is an 18rem off-canvas sheet under 768 px", async ({ page }) => {
    const { user } = await userWithBrand();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToShell(page, user);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole("button", { name: "Toggle Sidebar" }).first().click();
    const sheet = page.locator('[data-mobile="true"][data-slot="sidebar"]');
    await expect(sheet).toBeVisible();
    await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(288);
    await sheet.locator('[data-section="growth-hacking"] [data-sidebar="menu-button"]').click();
    await sheet.getByRole("link", { name: "Sprints" }).click();
    await expect(page).toHaveURL(/\/sprints$/);
    await expect(sheet).toBeHidden();
  });

  test("lists personas by brief under Personas, and reloads on personasGenerated", async ({ page }) => {
    const { user, brand } = await userWithBrand();
    await signInToShell(page, user);
    await expect(section(page, "personas")).toHaveCount(0);
    const [brief] = await db()`insert into personas_briefs (brand_id, name) values (${brand.id}, 'Home Baristas') returning id`;
    await db()`insert into personas (brand_id, brief_id, name) values (${brand.id}, ${brief!.id}, 'Ana the Barista')`;
    const [loose] = await db()`insert into personas (brand_id, name) values (${brand.id}, 'Ben Without Brief') returning id`;
    await page.evaluate(() => window.dispatchEvent(new Event("personasGenerated")));
    const personas = section(page, "personas");
    await expect(personas).toBeVisible();
    await personas.locator('[data-sidebar="menu-button"]').first().click();
    await expect(personas.locator('[data-group="Home Baristas"]').getByRole("link", { name: "Ana the Barista" })).toBeVisible();
    await expect(personas.locator('[data-group="Unknown Brief"]').getByRole("link", { name: "Ben Without Brief" })).toHaveAttribute(
      "href",
      `/personas/${loose!.id}`,
    );
  });
});
