/**
 * /vector-store sources: the empty state, uploading three real files (tests/fixtures/knowledge) in
 * the add dialog, watching them be read by the app's job runner until each is ready (or failed, with
 * its reason in the row), switching a source off; then the page on a phone and in the dark theme.
 */
import { join } from "node:path";
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { expectNoSidewaysScroll } from "../screenshots";

const FIX = join(process.cwd(), "tests/fixtures/knowledge");

test.describe("Knowledge base sources", () => {
  test("upload files, watch them be read, disable one — desktop and phone, light and dark", async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const { user, brand } = await userWithBrand("Knowledge Bakery");
    await signInToShell(page, user, "/vector-store");
    await expect(page.getByText("The knowledge base is empty")).toBeVisible();

    await page.getByRole("button", { name: "Add files, text or pages" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to the knowledge base" });
    await dialog.getByLabel("Files").setInputFiles([join(FIX, "handbook.pdf"), join(FIX, "brand-guide.docx"), join(FIX, "encrypted.pdf")]);
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expectToast(page, "3 files are being read.");
    await expect(dialog).toBeHidden();

    // The rows show up at once, queued or being read, and the page follows them until they finish.
    const row = (title: string) => page.getByTestId("source-row").filter({ has: page.getByTestId("source-title").getByText(title, { exact: true }) });
    await expect(row("handbook.pdf")).toBeVisible();
    await expect(row("handbook.pdf")).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
    await expect(row("brand-guide.docx")).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
    await expect(row("encrypted.pdf")).toHaveAttribute("data-status", "failed", { timeout: 60_000 });
    await expect(row("encrypted.pdf")).toContainText("The PDF is protected with a password");
    await expect(row("handbook.pdf").getByText("Ready")).toBeVisible();
    const [pdf] = await db()`select chunk_count, token_count from knowledge_sources where brand_id = ${brand.id} and title = 'handbook.pdf'`;
    expect(Number(pdf!.chunk_count)).toBeGreaterThan(0);
    await expect(row("handbook.pdf")).toContainText(String(pdf!.token_count));

    // Switching a source off keeps it listed, leaves it out of search and grounding.
    await row("brand-guide.docx").getByRole("switch", { name: 'Use "brand-guide.docx" in search and grounding' }).click();
    await expectToast(page, '"brand-guide.docx" is left out of search and grounding.');
    await expect(row("brand-guide.docx")).toHaveAttribute("data-enabled", "false");
    const [guide] = await db()`select enabled from knowledge_sources where brand_id = ${brand.id} and title = 'brand-guide.docx'`;
    expect(guide!.enabled).toBe(false);

    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        await page.reload();
        await expect(row("handbook.pdf")).toBeVisible();
        await expect(row("brand-guide.docx").getByRole("switch")).not.toBeChecked();
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
        await expectNoSidewaysScroll(page, `/vector-store at ${width} px (${scheme}) scrolls sideways`);
        if (process.env.SCREENSHOTS) await page.screenshot({ path: `screenshots/vector-store-${scheme}-${width}.png`, fullPage: true });
      }
    }
    expect(errors).toEqual([]);
  });
});
