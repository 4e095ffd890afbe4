/**
 * Focus-group results (issue #25) on a finished two-run session seeded in SQL (the session runner has its
 * own spec): results with 95% intervals and the honesty panel → CSV export → feedback analysis against
 * the loopback engine → the dashboard names the winning variant. Pages at 1280 and 390 px, light and dark.
 */
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { db } from "../helpers";
import { E2E_AI_PORT } from "../env";
import { expectToast } from "../auth/auth-helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";
import { lastUserText, startFakeOpenAI } from "../../support/fake-openai";
import { FIXTURE_PERSONAS, fixtureGuide, fixtureStimuli, fixtureTurns, type FixtureIds } from "../../support/fg-results-fixture";

async function seedGroup(brandId: string): Promise<{ projectId: string }> {
  const sql = db();
  const [project] = await sql<{ id: string }[]>`
    insert into fg_projects (brand_id, name, objective, decision, status) values (${brandId}, 'Cold brew headline test', 'Pick the launch headline', 'Which headline runs in the launch ads', 'done') returning id`;
  const personas: string[] = [];
  for (const p of FIXTURE_PERSONAS) {
    const [row] = await sql<{ id: string }[]>`insert into personas (brand_id, name, segment_key, source) values (${brandId}, ${p.name}, ${p.segmentKey}, 'manual') returning id`;
    personas.push(row!.id);
  }
  const draft: FixtureIds = { stimulusA: "", stimulusB: "", personas };
  const stimulusIds: string[] = [];
  for (const s of fixtureStimuli(draft)) {
    const [row] = await sql<{ id: string }[]>`
      insert into fg_stimuli (brand_id, project_id, kind, label, content, variant_group, variant, position)
      values (${brandId}, ${project!.id}, ${s.kind}, ${s.label}, ${s.content}, ${s.variantGroup}, ${s.variant}, ${s.position}) returning id`;
    stimulusIds.push(row!.id);
  }
  const ids: FixtureIds = { stimulusA: stimulusIds[0]!, stimulusB: stimulusIds[1]!, personas };
  const guide = fixtureGuide(ids);
  for (const run of [1, 2] as const) {
    const [session] = await sql<{ id: string }[]>`
      insert into fg_sessions (brand_id, project_id, name, seed, status, guide, stimuli, engine_label, model, started_at, finished_at)
      values (${brandId}, ${project!.id}, ${`Run ${run}`}, ${run}, 'succeeded', ${sql.json(guide)}, ${sql.json(fixtureStimuli(ids))}, 'Local model', 'local-test-model', now() - interval '5 minutes', now()) returning id`;
    for (const t of fixtureTurns(ids, run)) {
      await sql`
        insert into fg_turns (brand_id, session_id, seq, speaker, persona_id, question_id, stimulus_id, content, answer)
        values (${brandId}, ${session!.id}, ${t.seq}, ${t.speaker}, ${t.personaIndex === null ? null : personas[t.personaIndex]!}, ${t.questionId}, ${t.stimulusId}, ${t.content}, ${t.answer ? sql.json(t.answer) : null})`;
    }
  }
  return { projectId: project!.id };
}

test("results with intervals → CSV → feedback analysis → dashboard winner (1280/390, light/dark)", async ({ page }) => {
  test.setTimeout(240_000);
  const fake = await startFakeOpenAI((req) => {
    const ids = [...lastUserText(req).matchAll(/^\[([0-9a-f-]{36})\]/gm)].map((m) => m[1]!);
    return {
      content: JSON.stringify({
        // One answer serves both calls of the analysis (zod keeps what each asks for): the batch's notes and the
        // merge that names the themes. The merge's ids sit mid-line, so it cites none and rests on the batch's.
        themes: [{ key: "t1", name: "A strong, short promise", summary: "Participants want a headline that says what they get." }],
        clusterNotes: [{ key: "t1", summary: "They want the headline to say what they get.", turnIds: ids.slice(0, 2) }],
        sentiment: [],
        winConditions: [{ stimulus: "B", text: "Say what the coffee does for a busy morning.", turnIds: ids.slice(0, 2) }],
        contradictions: [],
      }),
    };
  }, E2E_AI_PORT);
  try {
    const { user, brand } = await userWithBrand(`FG results ${randomUUID().slice(0, 6)}`);
    await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${fake.baseUrl}, true)`;

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInToShell(page, user, "/fg-results");
    await expect(page.getByTestId("fg-results-empty")).toContainText("No focus-group projects yet");
    await expect(page.getByRole("link", { name: "Create a project" })).toHaveAttribute("href", "/projects");

    await seedGroup(brand.id);
    await page.goto("/focus-group-results");
    await expect(page).toHaveURL(/\/fg-results$/);
    const honesty = page.getByTestId("fg-honesty");
    await expect(honesty).toContainText("6 AI personas answered in 2 runs on Local model (local-test-model)");
    await expect(honesty).toContainText("complement, not replace, research with people");
    await expect(page.getByTestId("fg-winner")).toContainText("A: Smooth. Strong. Ready. wins on “Which headline would make you try it?”");
    const rateA = page.getByTestId("fg-question").filter({ hasText: "A: Smooth. Strong. Ready." }).filter({ hasText: "How appealing" });
    await expect(rateA).toContainText("Stated mean (1–5)4.595% CI 4.08–4.83");
    await expect(rateA.getByRole("link", { name: "Maya Chen" }).first()).toHaveAttribute("href", /^\/personas\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("fg-ssr")).toContainText("SSR needs an embedding model");
    const choice = page.getByTestId("fg-question").filter({ hasText: "Which headline would make you try it?" });
    await expect(choice).toContainText("83% (95% CI");
    await expect(choice.getByTestId("fg-shares-chart")).toBeVisible();
    // The transcript opens from a quote's link target.
    const transcript = page.getByTestId("fg-transcript").first();
    await transcript.locator("summary").click();
    await expect(transcript).toContainText("Moderator: What do you usually drink in the morning?");
    await inAllLooks(page, "fg-results", async () => {
      await expect(page.getByTestId("fg-winner")).toBeVisible();
    });

    // One session only: the URL keeps the pick.
    await page.getByRole("checkbox", { name: /Run 2/ }).click();
    await expect(page).toHaveURL(/sessions=/);
    await expect(honesty).toContainText("in 1 run");

    // CSV export: one row per answer.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    await page.getByRole("menuitem", { name: "Answers (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^cold-brew-headline-test-answers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await file.path())!, "utf8").replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(csv[0]).toBe("session,seed,participant,segment,question,stimulus,rating,choice,ranking,text");
    expect(csv).toHaveLength(1 + 36);
    await expectToast(page, "36 answers exported");

    // Feedback analysis with the engine.
    await page.getByRole("link", { name: "Feedback analysis" }).click();
    await expect(page.getByTestId("fg-analysis-empty")).toContainText("Not analysed yet");
    await page.getByRole("button", { name: "Analyse feedback" }).click();
    // The analysis is a background job: the page follows its progress and shows the result when it is done.
    await expectToast(page, "Analysis started");
    const analysis = page.getByTestId("fg-analysis");
    await expect(analysis).toContainText("Engine analysis", { timeout: 30_000 });
    await expect(analysis.getByTestId("fg-theme").first()).toBeVisible();
    await expect(analysis).toContainText("A strong, short promise");
    await expect(analysis.getByTestId("fg-win-condition")).toContainText("B: Coffee that waits for you: Say what the coffee does for a busy morning.");
    await expect(analysis.getByTestId("fg-contradiction").first()).toContainText("Leo Martins");
    await expect(page.getByTestId("fg-honesty")).toBeVisible();
    await inAllLooks(page, "fg-feedback-analysis", async () => {
      await expect(analysis).toBeVisible();
    });

    // Dashboard: the winner per project.
    await page.goto("/focus-groups-dashboard");
    await expect(page).toHaveURL(/\/fg-dashboard$/);
    await expect(page.getByRole("heading", { name: "Focus Groups Dashboard" })).toBeVisible();
    await expect(page.getByTestId("fg-winners")).toContainText("Cold brew headline test");
    await expect(page.getByTestId("fg-winners")).toContainText("A: Smooth. Strong. Ready. wins");
    await expect(page.getByTestId("fg-spend")).toContainText("2 focus-group AI calls");
    await inAllLooks(page, "fg-dashboard", async () => {
      await expect(page.getByTestId("fg-winners")).toBeVisible();
    });
  } finally {
    await fake.close();
  }
});
