/**
 * Using personas (issue #24): /my-personas filtered by free text and brief, two personas compared side by side,
 * a persona card opened, edited on /persona-details into version 2, published to the agency library and used in
 * a second brand of the same owner, where it shows as a library persona. Pages at 1280 and 390 px, light and dark.
 * The personas are written straight into the database, as generation or import would have left them.
 */
import { expect, test } from "../test";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { inAllLooks } from "../screenshots";
import { brandFor, signInToShell, userWithBrand } from "../shell/fixtures";

const profile = (p: Record<string, unknown>) =>
  JSON.stringify({
    summary: "",
    age: null,
    gender: null,
    location: null,
    occupation: null,
    company: null,
    income: null,
    education: null,
    goals: [],
    pains: [],
    objections: [],
    channels: [],
    buyingRole: null,
    decisionCriteria: [],
    mediaHabits: [],
    values: [],
    backstory: "",
    quote: "",
    attributes: {},
    ...p,
  });

async function seed(brandId: string): Promise<void> {
  const sql = db();
  const segments = JSON.stringify([
    { key: "home", name: "Home baristas", share: 60, description: "", attributes: {} },
    { key: "cafe", name: "Café owners", share: 40, description: "", attributes: {} },
  ]);
  const [brief] = await sql<{ id: string }[]>`insert into personas_briefs (brand_id, name, segments) values (${brandId}, 'Coffee lovers', ${segments}::jsonb) returning id`;
  const rows = [
    ["Maya Lindqvist", "home", { summary: "Home barista who buys beans every two weeks.", age: 34, occupation: "Nurse", location: "Portland", goals: ["Café-quality espresso", "Save time"], pains: ["Stale beans"], channels: ["Instagram"], quote: "I taste the difference." }, "2026-01-03"],
    ["Tom Becker", "cafe", { summary: "Owns a small café and orders weekly.", age: 51, occupation: "Café owner", location: "Berlin", goals: ["Reliable supply", "Save time"], pains: ["Price swings"], channels: ["Email"], buyingRole: "Decision maker" }, "2026-01-02"],
    ["Ana Sousa", "home", { summary: "Student who drinks filter coffee.", age: 22, occupation: "Student", location: "Lisbon", goals: ["Cheap beans"], channels: ["TikTok"] }, "2026-01-01"],
  ] as const;
  for (const [name, segment, p, at] of rows) {
    await sql`insert into personas (brand_id, brief_id, name, segment_key, source, profile, created_at)
      values (${brandId}, ${brief!.id}, ${name}, ${segment}, 'generated', ${profile(p)}::jsonb, ${at})`;
  }
  await sql`insert into personas (brand_id, name, source, profile) values (${brandId}, 'Loose Persona', 'manual', ${profile({ summary: "No brief at all.", occupation: "Plumber" })}::jsonb)`;
}

test.describe("My personas and the agency library", () => {
  test("filter, compare, open, edit to version 2, publish and use in a sister brand — desktop and phone, light and dark", async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Northwind Personas");
    const sister = await brandFor(user, "Northwind Sister");
    await seed(brand.id);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToShell(page, user, "/dashboard");
    await page.goto("/my-personas");
    const rows = page.getByTestId("persona-row");
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: "Loose Persona" })).toContainText("Unknown Brief");

    // Free text over attributes, then by brief.
    await page.getByLabel("Search personas").fill("berlin");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Tom Becker");
    await page.getByLabel("Search personas").fill("");
    await page.getByRole("combobox", { name: "Brief" }).click();
    await page.getByRole("option", { name: "Unknown Brief" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Loose Persona");
    await page.getByRole("combobox", { name: "Brief" }).click();
    await page.getByRole("option", { name: "Coffee lovers" }).click();
    await expect(rows).toHaveCount(3);

    // Compare two: aligned fields, differences highlighted, shared goals not.
    await page.getByLabel("Select Maya Lindqvist").click();
    await page.getByLabel("Select Tom Becker").click();
    await page.getByRole("button", { name: "Compare" }).click();
    const compare = page.getByTestId("compare-panel");
    await expect(compare.getByText("Comparing Maya Lindqvist and Tom Becker")).toBeVisible();
    await expect(compare.locator("mark", { hasText: "Café-quality espresso" })).toBeVisible();
    await expect(compare.locator("mark", { hasText: "Save time" })).toHaveCount(0);
    await expect(compare.getByText("Save time")).toHaveCount(2);
    await inAllLooks(page, "my-personas-compare", async () => {
      await expect(compare).toBeVisible();
    });
    await compare.getByRole("button", { name: "Close" }).click();

    // Open the card.
    await rows.filter({ hasText: "Maya Lindqvist" }).getByRole("link", { name: "Maya Lindqvist" }).click();
    await expect(page).toHaveURL(/\/personas\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Maya Lindqvist" })).toBeVisible();
    await expect(page.getByTestId("persona-quote")).toContainText("I taste the difference.");
    await expect(page.locator("section#interview")).toHaveCount(1);
    await inAllLooks(page, "persona-card", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Maya Lindqvist" })).toBeVisible();
    });
    const personaUrl = page.url();
    // The /persona/{id} spelling lands on the same card; an unknown id is the standard 404.
    await page.goto(personaUrl.replace("/personas/", "/persona/"));
    await expect(page).toHaveURL(personaUrl);
    // (Status 200: the page streams behind its loading skeleton before it knows, as every detail page of the app.)
    await page.goto("/personas/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.goto(personaUrl);

    // Edit in details: a schema error is shown, then version 2 is saved and listed.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/persona-details\/[0-9a-f-]{36}#edit$/);
    await page.getByLabel("Summary").fill("");
    await page.getByRole("button", { name: "Save as version 2" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /Too small|at least 1|>=1/i })).toBeVisible();
    await page.getByLabel("Summary").fill("Home barista, now on a subscription.");
    await page.getByLabel("Goals").fill("Café-quality espresso\nLatte art");
    await page.getByLabel("Version note (optional)").fill("Subscription");
    await page.getByRole("button", { name: "Save as version 2" }).click();
    await expectToast(page, "Saved as version 2");
    const versions = page.getByTestId("persona-version");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText("Version 2");
    await expect(versions.first()).toContainText("Subscription");
    await versions.nth(1).getByRole("button", { name: "View" }).click();
    await expect(versions.nth(1).getByText("Home barista who buys beans every two weeks.")).toBeVisible();
    await inAllLooks(page, "persona-details", async () => {
      await expect(page.getByRole("heading", { name: "Versions" })).toBeVisible();
      await expect(versions.first()).toBeVisible();
    });

    // Publish to the agency library from the card.
    await page.goto(personaUrl);
    await page.getByRole("button", { name: "Publish to library" }).click();
    const dialog = page.getByRole("dialog", { name: "Publish to the agency library" });
    await dialog.getByLabel("Industry (optional)").fill("Specialty coffee");
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Maya Lindqvist published to the library");

    // The sister brand of the same owner uses it.
    await db()`update current_navigation set brand_id = ${sister.id} where user_id = ${user.id}`;
    await page.goto("/my-personas");
    await expect(page.getByText("No personas yet")).toBeVisible();
    await page.getByRole("radio", { name: "Agency library" }).click();
    const item = page.getByTestId("library-item").filter({ hasText: "Maya Lindqvist" });
    await expect(item).toContainText("Specialty coffee");
    await expect(item).toContainText("From Northwind Personas");
    await inAllLooks(page, "my-personas-library", async () => {
      await expect(item).toBeVisible();
    });
    await item.getByRole("button", { name: "Use in this brand" }).click();
    await expectToast(page, "Maya Lindqvist added to this brand");
    await expect(page).toHaveURL(/\/personas\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("library-notice")).toContainText("From the agency library, v1");
    await expect(page.getByText("Home barista, now on a subscription.")).toBeVisible();
    await expect(page.getByText("Library", { exact: true }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
