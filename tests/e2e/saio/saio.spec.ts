import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { startFakeOpenAI, systemText } from "../../support/fake-openai";
import { expectToast } from "../auth/auth-helpers";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

const ANSWER = `For a small agency, these are the tools people recommend most:

1. **Asana** – strong task tracking.
2. **{BRAND}** – simple planning that agencies like. Details at https://www.{DOMAIN}/features
3. **ClickUp** – many features in one workspace.
4. **Trello** – boards for simple workflows.

Source: https://www.g2.com/categories/project-management`;

test.describe("SAIO", () => {
  test("add prompts, connect the test provider, run an analysis with progress, read the dashboard and add a discovered competitor", async ({ page }) => {
    test.setTimeout(180_000);
    const suffix = randomUUID().slice(0, 6);
    const brandName = `Plano ${suffix}`;
    const domain = `plano-${suffix}.io`;
    const fake = await startFakeOpenAI((req) => {
      const sys = systemText(req);
      if (sys.startsWith("You rate how")) return { content: JSON.stringify({ score: 0.6 }) };
      if (sys.startsWith("You classify names")) return { content: JSON.stringify({ items: [{ name: "ClickUp", kind: "direct_competitor", reason: "Project management app for the same teams." }] }) };
      // A little slower than instant, so the run's progress is visible between answers.
      return { content: ANSWER.replace("{BRAND}", brandName).replace("{DOMAIN}", domain), delayMs: 700 };
    }, E2E_AI_PORT);
    try {
      const { user, brand } = await userWithBrand(brandName);
      await db()`update brands set website = ${`https://${domain}`} where id = ${brand.id}`;
      await db()`update brand_data set competitors = ${db().json([{ name: "Asana", domain: "asana.com" }, { name: "Trello", domain: "trello.com" }])} where brand_id = ${brand.id}`;

      // No engine yet: the run page says what to connect and where.
      await signInToShell(page, user, "/run-analysis");
      await expect(page.getByText("No AI engine connected")).toBeVisible();

      // Prompts.
      await page.goto("/prompts");
      await expect(page.getByText("No prompts yet")).toBeVisible();
      await page.getByRole("button", { name: "Add prompts" }).first().click();
      const add = page.getByRole("dialog", { name: "Add prompts" });
      await add.getByLabel("Prompts").fill(`What is the best project management tool for agencies?\nIs ${brandName} good for planning client work?`);
      await add.getByLabel("Topic").fill("Tools");
      await add.getByRole("button", { name: /Add 2 prompts/ }).click();
      await expectToast(page, "Added 2 prompts");
      await expect(page.getByText("What is the best project management tool for agencies?")).toBeVisible();
      await expect(page.getByText("Branded", { exact: true })).toBeVisible();
      await expect(page.getByText("Unbranded", { exact: true })).toBeVisible();

      // The test provider: an OpenAI-compatible server on loopback.
      await page.goto("/integrations");
      await page.getByRole("button", { name: "Add engine" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add an AI engine" });
      await dialog.getByLabel("Provider").click();
      await page.getByRole("option", { name: "OpenAI-compatible" }).click();
      await dialog.getByLabel("Model").fill("local-test-model");
      await dialog.getByLabel("Name").fill("Local model");
      await dialog.getByLabel("Base URL").fill(fake.baseUrl);
      await dialog.getByRole("button", { name: "Add engine" }).click();
      await expect(dialog).toBeHidden();
      const engines = page.getByTestId("ai-engines");
      await expect(engines.getByText("Local model")).toBeVisible();
      await engines.getByRole("button", { name: "Test connection" }).click();
      await expect(page.getByTestId("ai-engine-test-result")).toContainText("Connected");

      // Run: progress is shown and survives a reload.
      await page.goto("/run-analysis");
      await page.getByRole("button", { name: "Run analysis" }).click();
      await expectToast(page, "Analysis started: 2 answers to collect");
      await page.waitForURL(/\/run-analysis\?run=/);
      await expect(page.getByLabel("Run progress")).toBeVisible();
      await page.reload();
      await expect(page.getByText(/of 2 answers/)).toBeVisible();
      await expect(page.getByText("Done", { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText("2 of 2 answers")).toBeVisible();
      await expect(page.getByText("Mentioned #2").first()).toBeVisible();
      await page.getByText("What is the best project management tool for agencies?").click();
      await expect(page.getByText(/AI-scored/).first()).toBeVisible();
      await snap(page, "saio-run");

      // Dashboard.
      await page.goto("/saio-dashboard");
      await expect(page.getByText("Visibility", { exact: true }).first()).toBeVisible();
      await expect(page.getByText("100%").first()).toBeVisible();
      await snap(page, "saio-dashboard");

      // A competitor found in the answers, added to the brand with one click.
      await page.goto("/dynamic-competitor-classification");
      const row = page.getByRole("row", { name: /ClickUp/ });
      await expect(row).toBeVisible();
      await expect(row.getByText("Direct competitor")).toBeVisible();
      await row.getByRole("button", { name: /Add to competitors/ }).click();
      await expectToast(page, "Added ClickUp to competitors");
      const [data] = await db()<{ competitors: { name: string }[] }[]>`select competitors from brand_data where brand_id = ${brand.id}`;
      expect(data!.competitors.map((c) => c.name)).toEqual(["Asana", "Trello", "ClickUp"]);

      // The connection test, both answers and their sentiment scoring all went to the test provider.
      expect(fake.requests.length).toBeGreaterThanOrEqual(3);
    } finally {
      await fake.close();
    }
  });
});
