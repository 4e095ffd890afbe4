import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { startFakeOpenAI, systemText } from "../../support/fake-openai";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { inBothLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/**
 * /vector-store search and SAIO grounding. Sources and chunks are written directly (ingestion is
 * its own feature); the SAIO engine is the loopback fake model at E2E_AI_PORT. Each step is checked
 * at desktop width in the light theme and at phone width in the dark one.
 */

async function insertSource(brandId: string, title: string, chunks: { heading: string; content: string }[], enabled = true) {
  const [s] = await db()<{ id: string }[]>`insert into knowledge_sources (brand_id, kind, title, origin, status, enabled, language, chunk_count)
    values (${brandId}, 'text', ${title}, ${title}, 'ready', ${enabled}, 'english', ${chunks.length}) returning id`;
  for (const [position, c] of chunks.entries()) {
    await db()`insert into knowledge_chunks (brand_id, source_id, position, heading, content, tokens, ts_config)
      values (${brandId}, ${s!.id}, ${position}, ${c.heading}, ${c.content}, ${Math.ceil(c.content.length / 4)}, 'english')`;
  }
}

test("search the knowledge base with highlights and scores, then see a SAIO suggestion cite a passage", async ({ page }) => {
  test.setTimeout(180_000);
  const fake = await startFakeOpenAI((req) => {
    if (systemText(req).startsWith("You write the questions")) {
      return { content: JSON.stringify({ prompts: [{ text: "Which espresso grinder has conical burrs?", topic: "Grinders", branded: false, sources: [1] }] }) };
    }
    return { content: "OK" };
  }, E2E_AI_PORT);
  try {
    const { user, brand } = await userWithBrand(`Bean Bros ${randomUUID().slice(0, 6)}`);
    await insertSource(brand.id, "Grinder manual", [
      { heading: "Grinders › Burrs", content: "Our espresso grinders ship with conical burrs made of hardened steel, tuned for a fine, even grind." },
      { heading: "Care › Cleaning", content: "Clean the hopper weekly with a dry brush; never use water on the motor housing." },
    ]);
    await insertSource(brand.id, "Old price list", [{ heading: "Prices 2019", content: "The conical burrs upgrade kit costs 49 euros." }], false);
    await db()`update brand_data set keywords = ${["espresso grinder"]} where brand_id = ${brand.id}`;
    await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${fake.baseUrl}, true)`;

    await signInToShell(page, user, "/vector-store");
    await page.getByLabel("Search query").fill("conical burr");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const hits = page.getByTestId("search-hit");
    await expect(hits).toHaveCount(1);
    const hit = hits.first();
    await inBothLooks(page, "knowledge-search", async () => {
      await expect(hit.getByText("Grinder manual")).toBeVisible();
      await expect(hit.getByText("› Grinders › Burrs")).toBeVisible();
      // Both words highlighted (the english stemmer matched "burr" to "burrs"), scores per method shown.
      await expect(hit.locator("mark")).toHaveText(["conical", "burrs"]);
      await expect(hit.getByText(/^Full text #1 · /)).toBeVisible();
      await expect(hit.getByText(/^Fused /)).toBeVisible();
    });
    // The disabled source is never shown.
    // The disabled source is listed with the sources, but never among the results.
    await expect(hits.filter({ hasText: "Old price list" })).toHaveCount(0);

    await page.getByLabel("Search query").fill("saxophone");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Nothing matches “saxophone”")).toBeVisible();

    // SAIO: the suggestion was written from the brand's material and says which passage.
    await page.goto("/prompts");
    await page.getByRole("button", { name: "Suggest prompts" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Suggested prompts" });
    await expect(dialog.getByText("Which espresso grinder has conical burrs?")).toBeVisible();
    await inBothLooks(page, "knowledge-saio-citation", async () => {
      await expect(dialog.getByTestId("suggestion-citation")).toHaveText("Based on: Grinder manual › Grinders › Burrs");
    });
    const [row] = await db()<{ n: number }[]>`select count(*)::int as n from knowledge_citations where brand_id = ${brand.id} and purpose = 'saio.suggest'`;
    expect(row!.n).toBe(1);
  } finally {
    await fake.close();
  }
});
