import { randomUUID } from "node:crypto";
import { startFakeSeoProviders, type FakeSeoProviders } from "@/tests/support/fake-seo-providers";
import { E2E_SEO_PORT } from "../env";
import { expect, test } from "../test";
import { expectToast } from "../auth/auth-helpers";
import { db } from "../helpers";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

let fake: FakeSeoProviders;
test.beforeAll(async () => {
  fake = await startFakeSeoProviders(E2E_SEO_PORT);
});
test.afterAll(async () => {
  await fake.close();
});

test.describe("SEO keyword words", () => {
  test("the assistant keeps and drops candidates, the 5 Ws tree adds a question, and a branded override sticks after reload", async ({ page }) => {
    test.setTimeout(180_000);
    const suffix = randomUUID().slice(0, 6);
    const { user, brand } = await userWithBrand(`North Wind ${suffix}`);
    await db()`update brands set name = 'North Wind', website = 'https://northwind.example' where id = ${brand.id}`;
    await db()`update brand_data set competitors = ${db().json([{ name: "Contoso", domain: "contoso.example" }])} where brand_id = ${brand.id}`;

    // Keyword assistant: local candidates, no engine (said so, with where to connect one).
    await signInToShell(page, user, "/keyword-assistant");
    await expect(page.getByText("Enter seed keywords to start")).toBeVisible();
    await page.getByLabel("Seed keywords").fill("coffee grinder");
    await page.getByRole("button", { name: "Expand" }).click();
    await page.waitForURL(/seeds=coffee/);
    await expect(page.getByText("No AI engine connected")).toBeVisible();
    await expect(page.getByRole("link", { name: "Connect an AI engine" })).toHaveAttribute("href", "/integrations");
    const competitors = page.locator('[data-group="competitor"]');
    await expect(competitors.getByText("coffee grinder vs contoso")).toBeVisible();
    await page.getByRole("button", { name: "Keep coffee grinder vs contoso" }).click();
    await expectToast(page, 'Kept "coffee grinder vs contoso"');
    await expect(page.locator('[data-candidate="coffee grinder vs contoso"]')).toHaveAttribute("data-status", "kept");
    await page.getByRole("button", { name: "Drop best coffee grinder" }).click();
    await expect(page.locator('[data-candidate="best coffee grinder"]')).toHaveCount(0);
    // Keyboard: D drops the focused candidate.
    await page.locator('[data-candidate="cheap coffee grinder"]').focus();
    await page.keyboard.press("d");
    await expect(page.locator('[data-candidate="cheap coffee grinder"]')).toHaveCount(0);
    await expect(page.getByText(/· 2 dropped/)).toBeVisible();
    await snap(page, "seo-keyword-assistant");
    // After a reload the kept candidate shows as already in the store.
    await page.reload();
    await expect(page.locator('[data-candidate="coffee grinder vs contoso"]')).toHaveAttribute("data-status", "stored");

    // 5 Ws: a tree per seed, template expansion labelled; a selected question is added.
    await page.goto("/keywords-5ws?seed=french%20press");
    await expect(page.getByRole("heading", { name: "french press", level: 2 })).toBeVisible();
    await expect(page.getByText("Template expansion", { exact: true })).toBeVisible();
    const how = page.locator('[data-branch="how"]');
    await how.getByLabel("how to use french press").check();
    await expect(page.getByText("1 question selected")).toBeVisible();
    await page.getByRole("button", { name: "Add to keywords" }).click();
    await expectToast(page, "Added 1 question to the keywords");
    await page.reload();
    await expect(page.locator('[data-question="how to use french press"]').getByText("In store")).toBeVisible();
    await snap(page, "seo-keywords-5ws");

    // DataForSEO suggestions (the deployment's key, answered by the fake): one paid call, its questions
    // join the tree labelled as such, and a reload shows them without paying again.
    await page.goto("/keywords-5ws?seed=running%20shoes");
    await page.getByRole("button", { name: "Get suggestions from DataForSEO" }).click();
    await expectToast(page, "DataForSEO suggested 4 keywords for “running shoes”, 3 questions among them");
    await expect(page.getByText("DataForSEO suggestions + template expansion", { exact: true })).toBeVisible();
    await expect(page.locator('[data-branch="are"] [data-question="are running shoes good for walking"]').getByText("Suggested")).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-question="are running shoes good for walking"]').getByText("Suggested")).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh suggestions from DataForSEO" })).toBeVisible();
    expect(fake.requests.filter((r) => r.path === "/v3/dataforseo_labs/google/keyword_suggestions/live")).toHaveLength(1);
    await snap(page, "seo-keywords-5ws-suggestions");

    // Branded: every stored keyword classified with its rule; an override sticks after reload.
    await db()`insert into seo_keywords (brand_id, keyword, keyword_key, source) values (${brand.id}, 'nort wind beans', 'nort wind beans', 'manual'), (${brand.id}, 'espresso at home', 'espresso at home', 'manual')`;
    await page.goto("/branded-keywords");
    const nort = page.locator('[data-keyword="nort wind beans"]');
    await expect(nort).toHaveAttribute("data-class", "branded");
    await expect(nort.getByText(/Misspelling of “North Wind” \(1 slip\)/).first()).toBeAttached();
    await expect(page.locator('[data-keyword="coffee grinder vs contoso"]')).toHaveAttribute("data-class", "competitor");
    const espresso = page.locator('[data-keyword="espresso at home"]');
    await expect(espresso).toHaveAttribute("data-class", "non_branded");
    await espresso.getByRole("combobox", { name: "Class of espresso at home" }).click();
    await page.getByRole("option", { name: "Branded", exact: true }).click();
    await expectToast(page, "1 keyword set to branded");
    await page.reload();
    await expect(page.locator('[data-keyword="espresso at home"]')).toHaveAttribute("data-class", "branded");
    await expect(page.getByRole("link", { name: /Overridden\s*1/ })).toBeVisible();
    // A name variant saved on the page reclassifies the keywords that use it.
    await db()`insert into seo_keywords (brand_id, keyword, keyword_key, source) values (${brand.id}, 'nw coffee beans', 'nw coffee beans', 'manual')`;
    await page.reload();
    await expect(page.locator('[data-keyword="nw coffee beans"]')).toHaveAttribute("data-class", "non_branded");
    await page.getByRole("button", { name: "Edit name variants and products" }).click();
    await page.getByLabel("Name variants").fill("NW Coffee");
    await page.getByRole("button", { name: "Save terms" }).click();
    await expectToast(page, "Brand terms saved");
    await expect(page.locator('[data-keyword="nw coffee beans"]')).toHaveAttribute("data-class", "branded");
    await page.getByRole("link", { name: /^Competitor-branded/ }).click();
    await page.waitForURL(/class=competitor/);
    await expect(page.locator("[data-keyword]")).toHaveCount(1);
    await snap(page, "seo-branded-keywords");
  });
});
