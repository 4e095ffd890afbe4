import { expect, test } from "../test";

test.describe("Global page metadata (spec §1)", () => {
  test("is kept in local storage, applied to the head, with a cache-busted favicon", async ({ page }) => {
    await page.goto("/auth");
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("globalMetadata") ?? "null")))
      .toMatchObject({
        title: "Growth OS",
        description: "AI-powered growth and optimization platform for agencies",
        ogTitle: "Growth OS",
        ogDescription: "AI-powered growth and optimization platform for agencies",
        ogImage: "",
        favicon: "/favicon.svg",
        keywords: "",
        canonicalUrl: "",
      });
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /\/favicon\.svg\?v=\d+$/);
    // A page with its own title keeps it.
    await expect(page).toHaveTitle("Login - S-AI-O Intelligence");
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute("content", "AI-powered growth and optimization platform for agencies");
  });

  test("a stored override reaches the head on the next page view", async ({ page }) => {
    await page.goto("/auth");
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("globalMetadata") ?? "{}");
      localStorage.setItem("globalMetadata", JSON.stringify({ ...stored, description: "Custom agency description", keywords: "seo, growth" }));
    });
    await page.reload();
    await expect(page.locator('meta[name="description"]').first()).toHaveAttribute("content", "Custom agency description");
    await expect(page.locator('meta[name="keywords"]').first()).toHaveAttribute("content", "seo, growth");
  });
});
