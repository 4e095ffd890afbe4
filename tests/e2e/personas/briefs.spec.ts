/**
 * Persona briefs (issue #24): brief settings saved (ages, budget), a brief written with two segments —
 * Even out, then 40/60 with the live total, a refused 90 % — whose sampling plan splits ten personas 4/6;
 * the brief in the list and on the dashboard. Every page at 1280 and 390 px, light and dark.
 */
import { expect, test } from "../test";
import { startFakeOpenAI, systemText } from "../../support/fake-openai";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { expectToast } from "../auth/auth-helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

test.describe("persona briefs", () => {
  test("settings → a brief with two segments 40/60 → the plan splits 10 as 4/6 → the list and dashboard show it", async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const { user, brand } = await userWithBrand("Harbour Roasters Personas");

    await signInToShell(page, user, "/personas-dashboard");
    await expect(page.getByText("No persona briefs yet")).toBeVisible();
    await inAllLooks(page, "personas-dashboard-empty", async () => {
      await expect(page.getByRole("link", { name: "Write a brief" })).toBeVisible();
    });

    await page.goto("/personas-brief-settings");
    await expect(page.getByRole("heading", { name: "Personas Brief Settings" })).toBeVisible();
    await expect(page.getByText("One monthly budget covers personas and focus groups")).toBeVisible();
    await page.getByLabel("Youngest age").fill("25");
    await page.getByLabel("Oldest age").fill("20");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("The oldest age must be at least the youngest age")).toBeVisible();
    await page.getByLabel("Oldest age").fill("60");
    await page.getByLabel("Monthly budget for personas and focus groups (USD)").fill("15");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Personas brief settings saved");
    await inAllLooks(page, "personas-brief-settings", async () => {
      await expect(page.getByLabel("Oldest age")).toHaveValue("60");
    });

    await page.goto("/personas-brief");
    // A new brief starts from the settings; without an engine Draft with AI says what to connect.
    await expect(page.getByLabel("Youngest age")).toHaveValue("25");
    await expect(page.getByLabel("Oldest age")).toHaveValue("60");
    await expect(page.getByRole("button", { name: "Draft with AI" })).toBeDisabled();
    await expect(page.getByText("No AI engine is connected. Connect one on /integrations")).toBeVisible();

    await page.getByLabel("Brief name").fill("Coffee buyers");
    await page.getByLabel("Who the audience is").fill("People who buy specialty coffee beans online");
    await page.getByRole("button", { name: "Add segment" }).click();
    await page.getByRole("button", { name: "Add segment" }).click();
    const segments = page.getByTestId("segment");
    await segments.nth(0).getByLabel("Segment 1 name").fill("Café owners");
    await segments.nth(1).getByLabel("Segment 2 name").fill("Home baristas");
    // The first segment starts with the whole audience, the next with none.
    await expect(segments.nth(1).getByLabel("Share (%)")).toHaveValue("0");
    await expect(page.getByTestId("share-sum")).toHaveText("Total 100 %");
    await page.getByRole("button", { name: "Even out" }).click();
    await expect(segments.nth(0).getByLabel("Share (%)")).toHaveValue("50");
    await expect(segments.nth(1).getByLabel("Share (%)")).toHaveValue("50");

    await segments.nth(0).getByLabel("Share (%)").fill("40");
    await expect(page.getByTestId("share-sum")).toHaveText("Total 90 % of 100 %");
    await page.getByRole("button", { name: "Create brief" }).click();
    await expect(page.getByText("The segments' shares add up to 90 %; they must add up to exactly 100 %.").first()).toBeVisible();
    await segments.nth(1).getByLabel("Share (%)").fill("60");
    await expect(page.getByTestId("share-sum")).toHaveText("Total 100 %");

    const plan = page.getByTestId("sampling-plan");
    await expect(plan.getByLabel("Number of personas")).toHaveValue("10");
    await expect(plan.getByTestId("plan-row").nth(0)).toContainText(/Café owners\s*40 %\s*4/);
    await expect(plan.getByTestId("plan-row").nth(1)).toContainText(/Home baristas\s*60 %\s*6/);
    await plan.getByLabel("Number of personas").fill("7");
    await expect(plan.getByTestId("plan-row").nth(0)).toContainText(/3$/);
    await expect(plan.getByTestId("plan-row").nth(1)).toContainText(/4$/);
    await plan.getByLabel("Number of personas").fill("10");

    await page.getByRole("button", { name: "Create brief" }).click();
    await expectToast(page, "Brief saved");
    await expect(page).toHaveURL(/\/personas-brief\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Edit brief: Coffee buyers" })).toBeVisible();
    await inAllLooks(page, "personas-brief", async () => {
      await expect(plan.getByTestId("plan-row").nth(1)).toContainText(/6$/);
    });

    await page.goto("/personas-brief-list");
    const row = page.getByTestId("brief-row").filter({ hasText: "Coffee buyers" });
    await expect(row).toContainText("Café owners 40 % · Home baristas 60 %");
    await inAllLooks(page, "personas-brief-list", async () => {
      await expect(row.getByRole("link", { name: "Coffee buyers" })).toBeVisible();
    });
    await row.getByRole("button", { name: "More for Coffee buyers" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expectToast(page, "Duplicated as “Coffee buyers (copy)”");
    await expect(page.getByRole("heading", { name: "Edit brief: Coffee buyers (copy)" })).toBeVisible();

    await page.goto("/personas-brief-list");
    const copy = page.getByTestId("brief-row").filter({ hasText: "Coffee buyers (copy)" });
    await copy.getByRole("button", { name: "More for Coffee buyers (copy)" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("No personas were generated from it.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete brief" }).click();
    await expectToast(page, "Deleted “Coffee buyers (copy)”");
    await expect(page.getByTestId("brief-row")).toHaveCount(1);

    await page.goto("/personas-dashboard");
    const coverage = page.getByTestId("coverage").filter({ hasText: "Coffee buyers" });
    await expect(coverage).toContainText("No personas generated from this brief yet");

    // Six personas of the brief (as generation would store them), 3 and 3 where 40/60 plans 2 and 4; one flagged.
    const [briefRow] = await db()<{ id: string }[]>`select id from personas_briefs where brand_id = ${brand.id}`;
    const briefId = briefRow!.id;
    for (const [i, segment] of ["cafe-owners", "cafe-owners", "cafe-owners", "home-baristas", "home-baristas", "home-baristas"].entries()) {
      await db()`insert into personas (brand_id, brief_id, segment_key, name, source, flagged) values (${brand.id}, ${briefId}, ${segment}, ${`Persona ${i + 1}`}, 'generated', ${i === 0})`;
    }
    await page.reload();
    await expect(coverage).toContainText("6 personas");
    await expect(coverage.getByText("1 segment short")).toBeVisible();
    await expect(page.getByTestId("tile-flagged")).toContainText("1");
    await inAllLooks(page, "personas-dashboard", async () => {
      await expect(page.getByTestId("tile-personas")).toContainText("6");
      await expect(coverage.locator(".recharts-surface")).toBeVisible();
    });
    await page.goto("/personas-brief-list");
    await expect(page.getByTestId("brief-row").filter({ hasText: "Coffee buyers" })).toContainText("6");
    expect(errors).toEqual([]);
  });

  test("Draft with AI fills the form from the loopback engine; the person edits and saves it as drafted", async ({ page }) => {
    test.setTimeout(90_000);
    const draft = {
      name: "Specialty coffee buyers",
      audience: "People who buy specialty beans online.",
      segments: [
        { name: "Café owners", share: 33.3, description: "One small café", attributes: [{ key: "company size", value: "1–10 employees" }] },
        { name: "Home baristas", share: 66.7, description: "Espresso at home", attributes: [] },
      ],
      constraints: "No professional roasters.",
      decision: "Whether to subscribe.",
    };
    const fake = await startFakeOpenAI((req) => (systemText(req).startsWith("You are a senior market researcher") ? { content: JSON.stringify(draft) } : { content: "OK" }), E2E_AI_PORT);
    try {
      const { user, brand } = await userWithBrand("Harbour Roasters Draft");
      await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${fake.baseUrl}, true)`;
      await signInToShell(page, user, "/personas-brief");
      await page.getByLabel("Who the audience is").fill("coffee buyers");
      await page.getByRole("button", { name: "Draft with AI" }).click();
      await expectToast(page, "Local model drafted the brief. Edit it as you like, then save.");
      await expect(page.getByLabel("Brief name")).toHaveValue("Specialty coffee buyers");
      const segments = page.getByTestId("segment");
      await expect(segments).toHaveCount(2);
      await expect(segments.nth(0).getByLabel("Share (%)")).toHaveValue("33");
      await expect(segments.nth(1).getByLabel("Share (%)")).toHaveValue("67");
      await expect(page.getByTestId("share-sum")).toHaveText("Total 100 %");
      await expect(page.getByRole("status").filter({ hasText: "Drafted by Local model" })).toContainText("Nothing is saved until you save");
      expect(await db()`select id from personas_briefs where brand_id = ${brand.id}`).toHaveLength(0);

      // Drafting again over a written brief asks first.
      await page.getByRole("button", { name: "Draft with AI" }).click();
      await expect(page.getByRole("alertdialog")).toContainText("Replace this brief with an AI draft?");
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

      await page.getByLabel("Brief name").fill("Specialty coffee buyers 2026");
      await page.getByRole("button", { name: "Create brief" }).click();
      await expectToast(page, "Brief saved");
      await page.goto("/personas-brief-list");
      const row = page.getByTestId("brief-row").filter({ hasText: "Specialty coffee buyers 2026" });
      await expect(row.getByText("Drafted with AI")).toBeVisible();
    } finally {
      await fake.close();
    }
  });
});
