import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { startFakeOpenAI } from "../../support/fake-openai";
import { scriptedFocusGroup } from "../../support/fg-participants";
import { expectToast } from "../auth/auth-helpers";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/**
 * A focus-group session through the real UI against the loopback fake model (scripted participants):
 * the project's participants and guide status, a session started, its transcript streaming in,
 * paused, resumed and finished — at 1280 and 390 px, light and dark. The project, personas,
 * participants, stimuli and guide are written as their editors store them (other pages' work).
 */

const GUIDE = [
  { key: "warmup", title: "Warm-up", kind: "warmup", questions: [{ id: "q-warm", kind: "open", text: "How do you handle invoices today?", probes: [] }] },
  {
    key: "concept",
    title: "The concept",
    kind: "stimulus",
    questions: [{ id: "q-rate", kind: "rating", text: "How appealing is this concept?", stimulusId: "__concept__", scale: { min: 1, max: 7, minLabel: "Not at all", maxLabel: "Very" }, probes: [] }],
  },
  { key: "benefits", title: "Benefits", kind: "stimulus", questions: [{ id: "q-rank", kind: "ranking", text: "Rank these benefits.", options: ["Speed", "Politeness", "Price"], probes: [] }] },
];

async function seedProject(brandId: string, ownerId: string): Promise<{ projectId: string; personaIds: string[] }> {
  const sql = db();
  const people = [
    ["Maya Chen", "Freelancers", "Freelance designer"],
    ["Tom Berger", "Freelancers", "Freelance copywriter"],
    ["Ines Duarte", "Agencies", "Agency operations lead"],
  ] as const;
  const personaIds: string[] = [];
  for (const [name, segment, occupation] of people) {
    const [p] = await sql`insert into personas (brand_id, name, segment_key, source, created_by, profile)
      values (${brandId}, ${name}, ${segment}, 'manual', ${ownerId}, ${sql.json({ summary: `${occupation} with small clients.`, occupation, goals: ["Get paid on time"] })}) returning id`;
    personaIds.push(p!.id as string);
  }
  const [project] = await sql`insert into fg_projects (brand_id, name, objective, created_by) values (${brandId}, 'Invoice app launch', 'Which message wins', ${ownerId}) returning id`;
  const projectId = project!.id as string;
  for (const [i, id] of personaIds.entries()) await sql`insert into fg_participants (brand_id, project_id, persona_id, quota) values (${brandId}, ${projectId}, ${id}, ${people[i]![1]})`;
  const [concept] = await sql`insert into fg_stimuli (brand_id, project_id, kind, label, content) values (${brandId}, ${projectId}, 'concept', 'Auto-chase', 'An app that chases unpaid invoices for you.') returning id`;
  const sections = JSON.parse(JSON.stringify(GUIDE).replace("__concept__", concept!.id as string));
  await sql`insert into fg_guides (brand_id, project_id, sections, turn_word_cap) values (${brandId}, ${projectId}, ${sql.json(sections)}, 40)`;
  return { projectId, personaIds };
}

test("start a session, watch the transcript stream in, pause, resume and finish (1280/390, light/dark)", async ({ page }) => {
  test.setTimeout(180_000);
  // The engine answers the first participant, then holds every later answer until the test has pressed Pause:
  // a fast machine would otherwise finish all twelve turns before the click.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let calls = 0;
  const fake = await startFakeOpenAI(async (req) => {
    if (++calls > 1) await held;
    return { ...scriptedFocusGroup(req), delayMs: 100 };
  }, E2E_AI_PORT);
  try {
    const { user, brand } = await userWithBrand(`Focus ${randomUUID().slice(0, 6)}`);
    await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${fake.baseUrl}, true)`;
    await seedProject(brand.id, user.id);

    await signInToShell(page, user, "/dashboard");
    await page.goto("/contacting-fg");
    await expect(page.getByRole("heading", { name: "Contacting Focus Group", level: 1 })).toBeVisible();
    await expect(page.getByText("3 recruited participants")).toBeVisible();
    await expect(page.getByText("Guide ready: 3 questions, up to 40 words a turn")).toBeVisible();
    await expect(page.getByRole("link", { name: /Maya Chen/ }).first()).toHaveAttribute("href", /^\/personas\/[0-9a-f-]{36}$/);
    await expect(page.getByText("No sessions yet")).toBeVisible();
    await expect(page.getByText("Synthetic participants")).toBeVisible();
    await inAllLooks(page, "contacting-fg-setup", async () => {
      await expect(page.getByRole("button", { name: "Start session" })).toBeVisible();
    });

    await page.getByLabel("Session name").fill("Round 1");
    await page.getByLabel("Seed").fill("7");
    await page.getByRole("button", { name: "Start session" }).click();
    await expectToast(page, "Session started.");
    const live = page.getByRole("region", { name: "Round 1" });
    const transcript = live.getByRole("list", { name: "Transcript" });
    // The moderator opens, then participants' answers arrive while the page stays put (polling).
    await expect(transcript.getByText("How do you handle invoices today?")).toBeVisible();
    await expect(transcript.getByText(/here, first to speak/).first()).toBeVisible();
    await expect(live.getByText(/Local model \(local-test-model\) · seed 7/)).toBeVisible();

    // Pause stops after the turn in flight: the held answer arrives, then the session waits.
    await live.getByRole("button", { name: "Pause" }).click();
    release();
    await expect(live.getByText("Paused", { exact: true })).toBeVisible();
    const pausedTurns = await transcript.getByRole("listitem").count();
    expect(pausedTurns).toBeLessThan(12);
    await expect(live.getByRole("button", { name: "Resume" })).toBeVisible();

    await live.getByRole("button", { name: "Resume" }).click();
    await expectToast(page, "Session resumed.");
    await expect(live.getByText("Done", { exact: true })).toBeVisible({ timeout: 30_000 });
    // 3 questions × (the moderator + 3 participants), no turn twice.
    await expect(transcript.getByRole("listitem")).toHaveCount(12);
    await expect(transcript.getByText("Rating 5").first()).toBeVisible();
    await expect(transcript.getByText("Ranked 1. Speed  2. Politeness  3. Price").first()).toBeVisible();
    await expect(live.getByText(/Step 12 of 12/)).toBeVisible();

    // After a reload the session is listed with its status, and the transcript is all there.
    await page.reload();
    const sessions = page.getByRole("list", { name: "Sessions" });
    await expect(sessions.getByRole("link", { name: /Round 1/ })).toContainText("Done");
    await expect(page.getByRole("list", { name: "Transcript" }).getByRole("listitem")).toHaveCount(12);
    await inAllLooks(page, "contacting-fg-session", async () => {
      await expect(page.getByRole("list", { name: "Transcript" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Run again" })).toBeVisible();
    });
  } finally {
    await fake.close();
  }
});
