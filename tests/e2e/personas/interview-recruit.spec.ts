import { randomUUID } from "node:crypto";
import { expect, test } from "../test";
import { lastUserText, startFakeOpenAI, systemText } from "../../support/fake-openai";
import { expectToast } from "../auth/auth-helpers";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { inAllLooks } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/**
 * A persona interviewed and recruited through the real UI, against the loopback fake model
 * (E2E_AI_PORT): open the persona → ask a question → the in-character answer is saved and survives a
 * reload; create a focus-group project → recruit by quota (the quota that cannot be filled says why)
 * → /participants shows the persona under the project. Each page at 1280 and 390 px, light and dark.
 */
test("interview a persona, create a project, recruit it and see it on Participants (1280/390, light/dark)", async ({ page }) => {
  test.setTimeout(180_000);
  const fake = await startFakeOpenAI((req) => {
    if (!systemText(req).includes("synthetic persona")) return { content: "{}" };
    if (/real person/i.test(lastUserText(req))) return { content: "I'm a synthetic persona built for research, not a real person. But I do run a café in Lyon." };
    return { content: "Milk prices are my biggest worry — they went up twice this year." };
  }, E2E_AI_PORT);
  try {
    const { user, brand } = await userWithBrand(`Recruit ${randomUUID().slice(0, 6)}`);
    await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${fake.baseUrl}, true)`;
    const segments = [{ key: "cafe", name: "Café owners", share: 100, description: "Independent cafés", attributes: {} }];
    const [brief] = await db()<{ id: string }[]>`insert into personas_briefs (brand_id, name, segments) values (${brand.id}, 'Coffee buyers', ${db().json(segments)}) returning id`;
    const profile = { summary: "Owns a small café in Lyon and roasts nothing herself.", age: 41, occupation: "Café owner", goals: ["Faster mornings"], pains: ["Milk prices"], objections: [], channels: ["Instagram"], quote: "Mornings are chaos." };
    const [persona] = await db()<{ id: string }[]>`insert into personas (brand_id, brief_id, name, segment_key, source, profile) values (${brand.id}, ${brief!.id}, 'Claire Martin', 'cafe', 'manual', ${db().json(profile)}) returning id`;

    await signInToShell(page, user, "/dashboard");
    await page.setViewportSize({ width: 1280, height: 800 });

    // 1. Interview: the answer is in character, saved, and the engine was told the persona is not a real person.
    await page.goto(`/personas/${persona!.id}`);
    const interview = page.locator("#interview");
    await expect(interview.getByText("Interview Claire Martin")).toBeVisible();
    await interview.getByLabel("Your question to Claire Martin").fill("What worries you most about your supplies?");
    await interview.getByRole("button", { name: "Send question" }).click();
    const log = interview.getByRole("log", { name: "Interview with Claire Martin" });
    await expect(log.getByText("Milk prices are my biggest worry")).toBeVisible();
    await expect(interview.getByLabel("Your question to Claire Martin")).toHaveValue("");
    const system = systemText(fake.requests.at(-1)!);
    expect(system).toContain("Owns a small café in Lyon");
    expect(system).toMatch(/Never claim to be a real person/);
    await interview.getByLabel("Your question to Claire Martin").fill("Are you a real person?");
    await interview.getByLabel("Your question to Claire Martin").press("Control+Enter");
    await expect(log.getByText(/not a real person/)).toBeVisible();
    await page.reload();
    await expect(page.locator("#interview").getByRole("log").getByText("What worries you most about your supplies?")).toBeVisible();
    await inAllLooks(page, "persona-interview", async () => {
      await expect(page.locator("#interview").getByRole("log").getByText(/not a real person/)).toBeVisible();
    });

    // 2. A project.
    await page.goto("/projects");
    await expect(page.getByText("No focus-group projects yet")).toBeVisible();
    await page.getByRole("button", { name: "New project" }).click();
    const dialog = page.getByRole("dialog", { name: "New focus-group project" });
    await dialog.getByRole("button", { name: "Create project" }).click();
    await expect(dialog.getByText("Give the project a name.")).toBeVisible();
    await dialog.getByLabel("Name").fill("Oat milk concept test");
    await dialog.getByLabel("Objective").fill("Learn whether café owners would switch to oat milk.");
    await dialog.getByLabel("Hypotheses").fill("Price matters most\nTaste beats price");
    await dialog.getByLabel("Decision to inform").fill("Launch the barista range in Q3?");
    await dialog.getByRole("button", { name: "Create project" }).click();
    await expectToast(page, "Project created.");
    const projects = page.getByRole("list", { name: "Projects" });
    await expect(projects.getByText("Oat milk concept test")).toBeVisible();
    await expect(projects.getByText("Draft")).toBeVisible();
    await expect(projects.getByText("Taste beats price")).toBeVisible();
    await inAllLooks(page, "projects", async () => {
      await expect(page.getByRole("list", { name: "Projects" }).getByText("Oat milk concept test")).toBeVisible();
    });

    // 3. Recruit by quota: 3 café owners wanted, only Claire exists — the outcome says so.
    await projects.getByRole("button", { name: "More for Oat milk concept test" }).click();
    await page.getByRole("menuitem", { name: "Recruit participants" }).click();
    await expect(page).toHaveURL(/\/recruiting-participants\?project=/);
    await expect(page.getByRole("list", { name: "Matching personas" }).getByText("Claire Martin")).toBeVisible();
    await page.getByRole("button", { name: "Recruit", exact: true }).click();
    await expectToast(page, "1 persona recruited into Oat milk concept test.");
    const outcome = page.getByRole("list", { name: "Recruiting outcome" });
    await expect(outcome.getByText(/Only 1 of the 3 needed for segment "Café owners" could be recruited/)).toBeVisible();
    await expect(page.getByRole("list", { name: "Matching personas" }).getByText("Recruited")).toBeVisible();
    await inAllLooks(page, "recruiting-participants", async () => {
      await expect(page.getByRole("list", { name: "Matching personas" }).getByText("Claire Martin")).toBeVisible();
    });

    // 4. Participants: the persona under its project, linked to its page.
    await page.goto("/participants");
    const group = page.getByRole("region", { name: "Oat milk concept test" });
    await expect(group.getByText("Draft")).toBeVisible();
    await expect(group.getByRole("link", { name: "Claire Martin" })).toHaveAttribute("href", `/personas/${persona!.id}`);
    await expect(group.getByText(/Café owners · Café owner · quota: Café owners/)).toBeVisible();
    await inAllLooks(page, "participants", async () => {
      await expect(page.getByRole("region", { name: "Oat milk concept test" }).getByRole("link", { name: "Claire Martin" })).toBeVisible();
    });
    await group.getByRole("button", { name: "Drop" }).click();
    await expectToast(page, "Claire Martin dropped from Oat milk concept test.");
    await expect(group.getByText("Dropped")).toBeVisible();
    await group.getByRole("button", { name: "Re-add" }).click();
    await expectToast(page, "Claire Martin is back in Oat milk concept test.");
  } finally {
    await fake.close();
  }
});
