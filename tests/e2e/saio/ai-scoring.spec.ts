/**
 * An OpenAI-compatible engine whose model answers the scoring calls in a shape that does not
 * validate: the answers keep their lexicon score, and every page says which engine failed and why
 * (never "connect an engine" while one is connected); the audit lists the call as failed.
 * One day of data: the trend charts show every brand as its own bar.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { startFakeOpenAI, systemText } from "../../support/fake-openai";
import { expectToast } from "../auth/auth-helpers";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { signInToShell, userWithBrand } from "../shell/fixtures";

test.describe("SAIO AI scoring", () => {
  test("a scoring answer that does not validate names the engine and the reason on the dashboard, the classification and the audit", async ({ page }) => {
    test.setTimeout(180_000);
    const suffix = randomUUID().slice(0, 6);
    const brandName = `Plano ${suffix}`;
    const fake = await startFakeOpenAI((req) => {
      const sys = systemText(req);
      if (sys.startsWith("You rate how")) return { content: JSON.stringify({ score: "quite positive" }) };
      if (sys.startsWith("You classify names")) return { content: "ClickUp is a direct competitor." };
      return { content: `People like **Asana**, **${brandName}** and **Trello**; some use **ClickUp**.` };
    }, E2E_AI_PORT);
    try {
      const { user, brand } = await userWithBrand(brandName);
      await db()`update brand_data set competitors = ${db().json([{ name: "Asana", domain: "asana.com" }, { name: "Trello", domain: "trello.com" }])} where brand_id = ${brand.id}`;
      await db()`insert into saio_prompts (brand_id, text, topic) values (${brand.id}, 'Which planning tool should an agency use?', 'Tools')`;

      // The Model field says where the id comes from, per provider.
      await signInToShell(page, user, "/integrations");
      await page.getByRole("button", { name: "Add engine" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add an AI engine" });
      await dialog.getByLabel("Provider").click();
      await page.getByRole("option", { name: "OpenAI-compatible" }).click();
      await expect(dialog.getByText("The model's id on your OpenAI-compatible server (as its /v1/models lists it), e.g. llama3.1.")).toBeVisible();
      await expect(dialog.getByText(/Its id at/)).toHaveCount(0);
      await dialog.getByLabel("Model").fill("local-test-model");
      await dialog.getByLabel("Name").fill("Local model");
      await dialog.getByLabel("Base URL").fill(fake.baseUrl);
      await dialog.getByRole("button", { name: "Add engine" }).click();
      await expect(dialog).toBeHidden();

      await page.goto("/run-analysis");
      await page.getByRole("button", { name: "Run analysis" }).click();
      await page.waitForURL(/\/run-analysis\?run=/);
      await expect(page.getByText("Done", { exact: true })).toBeVisible({ timeout: 60_000 });

      const reason = /Local model \(OpenAI-compatible, local-test-model\) answered, but it does not match the required shape \(score: /;
      await page.goto("/saio-dashboard");
      const sentiment = page.getByTestId("saio-sentiment");
      await expect(sentiment.getByText("Lexicon score (local)")).toBeVisible();
      await expect(sentiment.getByTestId("saio-sentiment-failure")).toContainText("AI scoring failed for 1 answer");
      await expect(sentiment.getByTestId("saio-sentiment-failure")).toContainText(reason);
      await expect(page.getByText(/connect an engine/i)).toHaveCount(0);

      // One day, three brands all at 100 %: three bars side by side, each labelled, none hidden.
      const visibility = page.getByRole("img", { name: "Visibility over time, per brand (one day)" });
      await expect(visibility.locator(".recharts-bar-rectangle")).toHaveCount(3);
      await expect(visibility.locator(".recharts-label-list").getByText("100%")).toHaveCount(3);
      for (const name of [`${brandName} (you)`, "Asana", "Trello"]) await expect(visibility.getByText(name, { exact: true })).toBeVisible();

      // The failed calls are failed in the audit, with the reason.
      await page.goto("/api-calls-audit?status=failed");
      await expect(page.getByText("200 · invalid_output").first()).toBeVisible();
      await expect(page.getByText(reason).first()).toBeVisible();

      // Classification says which engine failed and why, not "see the audit".
      await page.goto("/dynamic-competitor-classification");
      await expect(page.getByRole("row", { name: /ClickUp/ })).toBeVisible();
      // The run's own classification call failed too: the page says so, with the engine and the reason.
      await expect(page.getByTestId("classification-failure")).toContainText("The last AI classification failed");
      await expect(page.getByTestId("classification-failure")).toContainText("Local model (OpenAI-compatible, local-test-model) answered, but it is not a JSON object");
      await page.getByRole("button", { name: "Classify with AI" }).click();
      await expectToast(page, 'Local model (OpenAI-compatible, local-test-model) answered, but it is not a JSON object (it began "ClickUp is a direct competitor.")');
    } finally {
      await fake.close();
    }
  });
});
