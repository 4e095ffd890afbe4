import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../test";
import { lastUserText, startFakeOpenAI } from "../../support/fake-openai";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/**
 * Generate Personas through the real UI against the loopback fake model (E2E_AI_PORT): choose a
 * brief, see its sampling plan, generate 3 with live progress, the personas listed and — without a
 * reload — the sidebar's Personas group showing them under the brief's name; then /personas-simple
 * makes 3 from a sentence, listed under "Unknown Brief". Desktop and phone, light and dark.
 */

const LIVES = [
  ["Maya Chen", "Runs a small specialty café in Leeds and roasts beans at weekends.", "Consistent espresso through the morning rush", "Grinder drift"],
  ["Tom Okafor", "Buys equipment for a chain of twelve hotel breakfast bars.", "Fewer suppliers to manage", "Staff turnover ruins training"],
  ["Ines Duarte", "Home barista who upgrades her kit every few years and reads every review.", "Café-quality flat whites at home", "Confusing model names"],
  ["Rahul Mehta", "Office manager stocking coffee for a forty-person design studio.", "Happy staff without a barista", "Machines that break on Mondays"],
  ["Greta Lind", "Weekend market stall owner selling pour-over to shoppers.", "A stall that pays for itself", "Carrying heavy kit"],
  ["Jonas Berg", "Student flatmate who buys the cheapest beans in bulk.", "Coffee that lasts the month", "Bitter cheap beans"],
] as const;

const sidebar = (page: Page) => page.locator('[data-slot="sidebar-container"]');

async function openPersonasGroup(page: Page) {
  const group = sidebar(page).locator('[data-section="personas"]');
  await expect(group).toBeVisible();
  const trigger = group.locator('[data-sidebar="menu-button"]').first();
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  return group;
}

test("generate personas from a brief with progress, then 3 from a sentence (1280/390, light/dark)", async ({ page }) => {
  test.setTimeout(180_000);
  let n = 0;
  const fake = await startFakeOpenAI((req) => {
    if (!lastUserText(req).includes("Age between")) return { content: "{}" };
    const [name, summary, goal, pain] = LIVES[n++ % LIVES.length]!;
    return {
      // Slow enough to see the run in progress, fast enough to keep the test short.
      delayMs: 400,
      content: JSON.stringify({
        name,
        profile: {
          summary,
          age: 30 + n * 3,
          gender: n % 2 ? "woman" : "man",
          location: "Leeds",
          occupation: "Coffee buyer",
          company: null,
          income: null,
          education: null,
          goals: [goal],
          pains: [pain],
          objections: ["Price"],
          channels: ["Instagram"],
          buyingRole: null,
          decisionCriteria: [],
          mediaHabits: [],
          values: [],
          backstory: "Started with a cart.",
          quote: "Good coffee is a habit.",
          attributes: {},
        },
      }),
    };
  }, E2E_AI_PORT);
  try {
    const { user, brand } = await userWithBrand(`Personas ${randomUUID().slice(0, 6)}`);
    await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${fake.baseUrl}, true)`;
    const segments = [
      { key: "cafe", name: "Café owners", share: 40, description: "Own a small café", attributes: {} },
      { key: "home", name: "Home baristas", share: 60, description: "Make espresso at home", attributes: {} },
    ];
    await db()`insert into personas_briefs (brand_id, name, audience, age_min, age_max, segments) values (${brand.id}, 'Coffee Buyers', 'People who buy espresso equipment', 25, 65, ${db().json(segments)})`;

    await signInToShell(page, user, "/personas");
    await expect(page.getByRole("heading", { name: "Generate Personas", level: 1 })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Brief" })).toHaveText("Coffee Buyers");
    await page.getByLabel("Personas", { exact: true }).fill("0");
    await expect(page.getByText("Choose a whole number from 1 to 200.")).toBeVisible();
    await page.getByLabel("Personas", { exact: true }).fill("3");
    const plan = page.getByRole("region", { name: "Sampling plan" }).or(page.locator("section", { has: page.getByRole("heading", { name: "Sampling plan" }) }));
    await expect(plan.getByRole("row", { name: /Café owners 1/ })).toBeVisible();
    await expect(plan.getByRole("row", { name: /Home baristas 2/ })).toBeVisible();

    await page.getByRole("button", { name: "Generate 3 personas" }).click();
    await expect(page.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
    await expect(page.getByText(/Generating persona \d of 3|Waiting for a worker to start/)).toBeVisible();
    const created = page.locator("section", { has: page.getByRole("heading", { name: "Personas created" }) });
    await expect(created.getByRole("link")).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByText("3 personas generated.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Home baristas 2 2/ })).toBeVisible();
    // The page fired "personasGenerated": the sidebar lists them under the brief, without a reload.
    const group = await openPersonasGroup(page);
    const underBrief = group.locator('[data-group="Coffee Buyers"]');
    await expect(underBrief.getByRole("link")).toHaveCount(3);
    const maya = await db()<{ id: string }[]>`select id from personas where brand_id = ${brand.id} and name = 'Maya Chen'`;
    await expect(underBrief.getByRole("link", { name: "Maya Chen" })).toHaveAttribute("href", `/personas/${maya[0]!.id}`);
    await expect(created.getByRole("link", { name: /Maya Chen/ })).toHaveAttribute("href", `/personas/${maya[0]!.id}`);
    // Progress and results live on the run: a reload shows the same.
    await page.reload();
    await expect(created.getByRole("link")).toHaveCount(3);
    await expect(page.getByRole("table").filter({ hasText: "Started" }).getByRole("row")).toHaveCount(2);
    await inAllLooks(page, "personas", async () => {
      await expect(page.getByRole("heading", { name: "Personas created" })).toBeVisible();
    });

    await page.goto("/personas-simple");
    await page.getByLabel("Who is the audience?").fill("Students who drink iced coffee every day");
    await page.getByRole("radio", { name: "3 personas" }).click();
    await page.getByRole("button", { name: "Generate 3 personas" }).click();
    const simple = page.locator("section", { has: page.getByRole("heading", { name: "Personas created" }) });
    await expect(simple.getByRole("link")).toHaveCount(3, { timeout: 30_000 });
    const unknown = (await openPersonasGroup(page)).locator('[data-group="Unknown Brief"]');
    await expect(unknown.getByRole("link")).toHaveCount(3);
    const rows = await db()<{ n: number }[]>`select count(*)::int as n from personas where brand_id = ${brand.id} and brief_id is null and source = 'generated'`;
    expect(rows[0]!.n).toBe(3);
    await inAllLooks(page, "personas-simple", async () => {
      await expect(page.getByRole("heading", { name: "Personas created" })).toBeVisible();
    });
  } finally {
    await fake.close();
  }
});

test("without an engine: what generation needs, a persona written by hand, an import with a bad row (1280/390, light/dark)", async ({ page }) => {
  test.setTimeout(120_000);
  const { user, brand } = await userWithBrand(`No engine ${randomUUID().slice(0, 6)}`);
  await signInToShell(page, user, "/personas");
  await expect(page.getByText("Generation needs an AI engine")).toBeVisible();
  await expect(page.getByText("No brief yet")).toBeVisible();
  await inAllLooks(page, "personas-no-engine", async () => {
    await expect(page.getByRole("link", { name: "Write a brief" })).toBeVisible();
  });

  await page.getByRole("button", { name: "Write a persona by hand" }).click();
  const hand = page.getByRole("dialog", { name: "Write a persona by hand" });
  await hand.getByRole("button", { name: "Save persona" }).click();
  await expect(hand.getByText("Give the persona a name.")).toBeVisible();
  await hand.getByLabel("Name").fill("Hana Hand");
  await hand.getByLabel("Summary").fill("Runs the coffee corner of a co-working space.");
  await hand.getByLabel("Age").fill("38");
  await hand.getByLabel("Goals").fill("Happy members\nLow waste");
  await hand.getByRole("button", { name: "Save persona" }).click();
  await expect(page).toHaveURL(/\/personas\/[0-9a-f-]{36}$/);
  const [hana] = await db()<{ source: string; profile: { goals: string[] } }[]>`select source, profile from personas where brand_id = ${brand.id} and name = 'Hana Hand'`;
  expect(hana).toMatchObject({ source: "manual", profile: { goals: ["Happy members", "Low waste"] } });

  await page.goto("/personas");
  await page.getByRole("button", { name: "Import" }).click();
  const imp = page.getByRole("dialog", { name: "Import personas" });
  await imp.getByLabel("Or paste the content").fill("name,summary,age,goals\nIvo Import,Buys beans for a bakery.,44,Fresh beans;Fair price\nBad Age,Has a broken age.,old,\n");
  await imp.getByRole("button", { name: "Preview" }).click();
  await expect(imp.getByText("CSV: 1 new, 0 to update, 0 unchanged, 1 with errors.")).toBeVisible();
  await expect(imp.getByText('Row 3, age: "old" is not a whole number.')).toBeVisible();
  await inAllLooks(page, "personas-import", async () => {
    await expect(imp.getByRole("button", { name: "Import 1 persona" })).toBeVisible();
  });
  await imp.getByRole("button", { name: "Import 1 persona" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "1 persona created, 0 updated, 1 row skipped" })).toBeVisible();
  const group = await openPersonasGroup(page);
  await expect(group.locator('[data-group="Unknown Brief"]').getByRole("link")).toHaveCount(2);
});
