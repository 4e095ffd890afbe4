/**
 * Issue 20, file storage in the browser: a brand logo uploaded on Brand Basic Data is stored through
 * lib/storage and shown from the unchanged /api/brands/<id>/logo URL — a PNG, then a plain SVG that
 * still renders in the <img> although the URL itself only ever downloads it (attachment + sandbox).
 */
import { expect, test } from "../test";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a0c6f10000000049454e44ae426082", "hex");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" width="40" height="40"><circle cx="2" cy="2" r="2" fill="#c33"/></svg>');

test("a brand logo uploads, displays, is replaced by an SVG that still displays, and is removed", async ({ page }) => {
  const { user, brand } = await userWithBrand("Logo Storage Co");
  await signInToShell(page, user, "/brand-setup");
  const main = page.getByRole("main");
  const logo = main.getByRole("img", { name: "Logo Storage Co logo" });

  await page.locator("#brand-logo-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(main).toContainText("Current: PNG");

  await page.locator("#brand-logo-file").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG });
  await expect(main).toContainText("Current: SVG");
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
  const res = await page.request.get(`/api/brands/${brand.id}/logo`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="logo.svg"/);
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");

  await main.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(logo).toBeHidden();
  expect((await page.request.get(`/api/brands/${brand.id}/logo`)).status()).toBe(404);
});
