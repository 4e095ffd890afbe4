import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../test";
import { startFakeOpenAI, systemText } from "../../support/fake-openai";
import { expectToast } from "../auth/auth-helpers";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { snap, expectNoSidewaysScroll } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/**
 * Content drafts: settings saved; drafts generated from a brief by the loopback fake model (E2E_AI_PORT)
 * with progress; the draft edited while the content score follows; approved; a writer's draft
 * rejected with a reason and found under Rejected. Once on a desktop in the light theme, once on a
 * phone in the dark one.
 */

const LOOKS = [
  { name: "desktop light", width: 1280, height: 800, scheme: "light" },
  { name: "phone dark", width: 390, height: 844, scheme: "dark" },
] as const;

const ARTICLE = "## What is project management software?\n\nProject management software keeps a small team's work visible. A kanban board shows what is in progress and what is done.\n\n## Choosing a tool for small teams\n\nPick the tool your team opens every day. Start with a free plan and invite everyone.";

async function briefFor(brandId: string): Promise<string> {
  const [b] = await db()<{ id: string }[]>`insert into content_briefs (brand_id, title, keyword, outline, terms, target_words, cta)
    values (${brandId}, 'Project management for small teams', 'project management software',
      ${db().json([{ level: 2, text: "What is project management software?" }, { level: 2, text: "Choosing a tool for small teams" }])},
      ${db().json([{ term: "kanban" }, { term: "Gantt chart" }])}, 60, 'Start a free trial') returning id`;
  return b!.id;
}

async function noSidewaysScroll(page: Page, width: number) {
  if (width < 768) await expectNoSidewaysScroll(page, "the page scrolls sideways");
}

for (const look of LOOKS) {
  test(`settings, generate, edit with a live score, approve and reject with a reason (${look.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    const fake = await startFakeOpenAI((req) => {
      if (!systemText(req).startsWith("You are the content writer")) return { content: "{}" };
      return { content: JSON.stringify({ title: "Project management for small teams", body_markdown: ARTICLE, sources: [] }) };
    }, E2E_AI_PORT);
    try {
      const { user, brand } = await userWithBrand(`Plano ${randomUUID().slice(0, 6)}`);
      await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${fake.baseUrl}, true)`;
      await briefFor(brand.id);

      await signInToShell(page, user, "/cm-settings");
      await page.emulateMedia({ colorScheme: look.scheme });
      await page.setViewportSize({ width: look.width, height: look.height });

      // Settings: saved and still there after a reload.
      await page.getByLabel("Tone of voice").fill("Plain, warm, direct.");
      await page.getByLabel("Banned words").fill("synergy");
      await page.getByLabel("Monthly budget (USD)").fill("25");
      await page.getByRole("button", { name: "Save settings" }).click();
      await expectToast(page, "Content settings saved");
      await page.reload();
      await expect(page.getByLabel("Tone of voice")).toHaveValue("Plain, warm, direct.");
      await expect(page.getByLabel("Banned words")).toHaveValue("synergy");
      await expect(page.getByText("of $25.00")).toBeVisible();
      await noSidewaysScroll(page, look.width);
      await snap(page, `cm-settings-${look.scheme}`);

      // Generate drafts from the brief: progress, then the draft in the list.
      await page.goto("/cm-posts-suggested");
      await expect(page.getByText("No drafts to review")).toBeVisible();
      await page.getByRole("button", { name: "Generate drafts" }).click();
      const dialog = page.getByRole("dialog", { name: "Generate drafts" });
      await expect(dialog.getByLabel("Article (blog)")).toBeChecked();
      await dialog.getByRole("button", { name: "Generate" }).click();
      await expectToast(page, "Generation started");
      const generation = page.getByTestId("content-generation").first();
      await expect(generation.getByText("Done", { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(generation.getByText("1 of 1")).toBeVisible();

      await page.getByRole("link", { name: "Project management for small teams" }).first().click();
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Project management for small teams");
      const score = page.getByTestId("content-score");
      await expect(score.getByTestId("missing-terms")).toHaveText(" Missing: Gantt chart");
      const before = Number(await score.getByTestId("content-score-value").textContent());

      // Edit: the score follows the text before it is saved.
      const editor = page.getByLabel("Draft (Markdown)");
      await editor.fill(`${ARTICLE}\n\nA Gantt chart shows how the weeks line up. Avoid synergy talk.`);
      await expect(score.getByTestId("missing-terms")).toHaveCount(0);
      await expect(score.getByTestId("banned-found")).toContainText("synergy");
      await editor.fill(`${ARTICLE}\n\nA Gantt chart shows how the weeks line up.`);
      await expect(score.getByTestId("banned-found")).toHaveCount(0);
      await expect.poll(async () => Number(await score.getByTestId("content-score-value").textContent())).toBeGreaterThan(before);
      await page.getByRole("tab", { name: "Preview" }).click();
      await expect(page.getByTestId("markdown-preview").getByRole("heading", { name: "Choosing a tool for small teams" })).toBeVisible();
      await page.getByRole("tab", { name: "Write" }).click();
      await page.getByRole("button", { name: "Save version" }).click();
      await expectToast(page, "Saved as version 2");
      await expect(page.getByTestId("post-versions").getByText("v2")).toBeVisible();
      await noSidewaysScroll(page, look.width);
      await snap(page, `cm-posts-suggested-editor-${look.scheme}`);

      await page.getByRole("button", { name: "Approve" }).click();
      await expectToast(page, "Approved: it is now on /cm-posts-selected");
      await expect(page.getByRole("link", { name: /^Approved 1$/ })).toBeVisible();

      // A writer's draft, rejected with a reason: kept under Rejected.
      await page.getByRole("button", { name: "Add a draft" }).click();
      const add = page.getByRole("dialog", { name: "Add a draft" });
      await add.getByLabel("Title").fill("Why synergy matters");
      await add.getByLabel("Draft (Markdown)").fill("## Synergy\n\nIt matters a lot.");
      await add.getByRole("button", { name: "Add draft" }).click();
      await expectToast(page, "Draft added");
      await page.getByRole("link", { name: "Why synergy matters" }).first().click();
      // The URL already names a post (the approved one): wait for the editor to show this one.
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Why synergy matters");
      await page.getByRole("button", { name: "Reject" }).click();
      const reject = page.getByRole("dialog", { name: "Reject this post" });
      await reject.getByLabel("Reason").fill("Off brand: uses a banned word");
      await reject.getByRole("button", { name: "Reject" }).click();
      await expectToast(page, "Rejected");
      await page.getByRole("link", { name: /^Rejected 1$/ }).click();
      // The table (desktop) and the list (phone) both hold the row; only one of them is shown.
      await expect(page.getByText("Rejected: Off brand: uses a banned word").filter({ visible: true }).first()).toBeVisible();
      await noSidewaysScroll(page, look.width);
      await snap(page, `cm-posts-suggested-rejected-${look.scheme}`);
    } finally {
      await fake.close();
    }
  });
}
