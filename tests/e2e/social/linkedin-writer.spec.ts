import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../test";
import { lastUserText, startFakeOpenAI, systemText } from "../../support/fake-openai";
import { expectToast } from "../auth/auth-helpers";
import { E2E_AI_PORT } from "../env";
import { db } from "../helpers";
import { sidewaysScroll, snap } from "../screenshots";
import { signInToShell, userWithBrand } from "../shell/fixtures";

/**
 * The LinkedIn writer through the real UI against the loopback fake model (E2E_AI_PORT): a style
 * profile created, past posts pasted, trained (measured features + the engine's summary), a field
 * edited; ideas generated from the brand's material with their reasons; two variants written from an
 * idea, previewed with the "…see more" cut on desktop and phone, edited, one approved and the other
 * rejected with a reason. Every page is photographed at 1280 and 390 px, light and dark.
 */

const PASTED = [
  "Why do founders ignore pricing?\n\nBecause it feels final.\nIt is not.\n\n#pricing\n120 reactions · 30 comments · 5 reposts",
  "5 lessons from pricing our SaaS:\n\n1. Charge early\n2. Talk to buyers\n3. Raise prices 🚀\n\n#pricing #saas\n300 reactions · 80 comments",
  "Last week a customer asked for a discount.\nI said no.\nPricing is a promise.",
].join("\n---\n");

const LONG_FIRST =
  "Why did our annual plan beat monthly by 18% when every pricing page we admired told us to lead with the monthly price and hide the annual discount until checkout, and what does that tell you about buyers?";
const VARIANTS = [
  `${LONG_FIRST}\n\nWe tested it for six weeks.\nAnnual first, monthly second.\n\nWhat would you test next?`,
  "Last month I almost killed our annual plan.\n\nThen the numbers came in: +18%.\nBuyers plan a year ahead.\n\n#pricing",
];

async function bothSchemes(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await snap(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

async function fitsThePhone(page: Page) {
  const original = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(original);
}

test("train a style, generate ideas, write variants and approve one (1280/390, light/dark)", async ({ page }) => {
  test.setTimeout(240_000);
  const fake = await startFakeOpenAI((req) => {
    const system = systemText(req);
    if (system.startsWith("You are an editor who studies"))
      return {
        content: JSON.stringify({
          voice: "Direct first-person lessons from running a small SaaS.",
          tone_words: ["candid", "practical"],
          structure: "One-line hook, short lines, a question at the end.",
          preferred_hooks: ["question", "story"],
          topics: ["pricing", "founders"],
          dos: ["Use real numbers"],
          donts: ["No buzzwords"],
        }),
      };
    if (system.startsWith("You are the LinkedIn strategist"))
      return {
        content: JSON.stringify({
          ideas: [
            { title: "What our annual plan test taught us", angle: "Annual first won by 18%.", why: "A fresh pricing result with numbers.", source: 1 },
            { title: "Kanban for 5-person teams", angle: "Fewer columns, more done.", why: "Matches a keyword close to page one." },
          ],
        }),
      };
    if (system.startsWith("You ghost-write LinkedIn posts")) {
      const n = (lastUserText(req).match(/variant \d+:/g) ?? []).length;
      return { content: JSON.stringify({ variants: VARIANTS.slice(0, n).map((body, i) => ({ hook_type: ["question", "story"][i], body, sources: [1] })) }) };
    }
    return { content: "{}" };
  }, E2E_AI_PORT);
  try {
    const { user, brand } = await userWithBrand(`Writer ${randomUUID().slice(0, 6)}`);
    await db()`insert into ai_engines (brand_id, label, provider, model, base_url, is_default) values (${brand.id}, 'Local model', 'openai-compatible', 'local-test-model', ${fake.baseUrl}, true)`;
    await db()`insert into content_ideas (brand_id, title, origin, origin_key, reason, score) values (${brand.id}, 'Annual vs monthly pricing', 'striking_distance', 'annual monthly pricing', 'Position 12 for “annual pricing”.', 70)`;
    const [src] = await db()<{ id: string }[]>`insert into knowledge_sources (brand_id, kind, title, origin, status, enabled, language, chunk_count)
      values (${brand.id}, 'text', 'Pricing notes', 'Pricing notes', 'ready', true, 'english', 1) returning id`;
    const chunk = "Annual plans beat monthly plans by 18% in our annual plan pricing test.";
    await db()`insert into knowledge_chunks (brand_id, source_id, position, heading, content, tokens, ts_config) values (${brand.id}, ${src!.id}, 0, 'Annual plans', ${chunk}, ${Math.ceil(chunk.length / 4)}, 'english')`;

    await signInToShell(page, user, "/dashboard");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/training-linkedin");

    // 1. Training: empty state, a profile, pasted posts, training, an edit that survives a reload.
    await expect(page.getByText("No style profile yet")).toBeVisible();
    await fitsThePhone(page);
    await page.getByRole("button", { name: "New style profile" }).click();
    const create = page.getByRole("dialog", { name: "New style profile" });
    await create.getByRole("button", { name: "Create" }).click();
    await expect(create.getByText("Give the profile a name")).toBeVisible();
    await create.getByLabel("Name").fill("CEO");
    await create.getByRole("button", { name: "Create" }).click();
    await expectToast(page, "Style profile created");
    await expect(page.getByRole("link", { name: /CEO/ })).toHaveAttribute("aria-current", "page");

    await page.getByLabel("Paste past posts").fill(PASTED);
    await page.getByRole("button", { name: "Add posts" }).click();
    await expectToast(page, "Added 3 posts");
    await expect(page.getByRole("list", { name: "Pasted posts" }).getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Train", exact: true }).click();
    await expectToast(page, "Trained on 3 posts with Local model");
    const features = page.getByTestId("style-features");
    await expect(features.getByText("With hashtags")).toBeVisible();
    await expect(features.getByText("67%").first()).toBeVisible();
    await expect(features.getByText("“5 lessons from pricing our SaaS:”")).toBeVisible();
    await expect(page.getByLabel("Voice", { exact: true })).toHaveValue("Direct first-person lessons from running a small SaaS.");
    await expect(page.getByLabel("Question")).toBeChecked();

    await page.getByLabel("Target length (characters)").fill("4000");
    await page.getByRole("button", { name: "Save voice" }).click();
    await expect(page.getByText("LinkedIn allows at most 3,000 characters.")).toBeVisible();
    await page.getByLabel("Target length (characters)").fill("700");
    await page.getByLabel("Don't").fill("No buzzwords\nNo engagement bait");
    await page.getByRole("button", { name: "Save voice" }).click();
    await expectToast(page, "Style profile saved");
    await page.reload();
    await expect(page.getByLabel("Target length (characters)")).toHaveValue("700");
    await expect(page.getByText("Edited by a person")).toBeVisible();
    await fitsThePhone(page);
    await bothSchemes(page, "training-linkedin");

    // 2. Ideas from the brand's material, each with its reason and source.
    await page.goto("/linkedin-content-ideas");
    await expect(page.getByText("No ideas to write yet")).toBeVisible();
    await page.getByRole("button", { name: "Generate ideas" }).click();
    const gen = page.getByRole("dialog", { name: "Generate LinkedIn ideas" });
    await expect(gen.getByText(/Local model suggests ideas from the brand's content/)).toBeVisible();
    await gen.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "2 new ideas");
    const idea = page.getByTestId("linkedin-idea").filter({ hasText: "What our annual plan test taught us" });
    await expect(idea.getByText("A fresh pricing result with numbers.")).toBeVisible();
    await expect(idea.getByText("From SEO/SAIO finding: Annual vs monthly pricing")).toBeVisible();
    const other = page.getByTestId("linkedin-idea").filter({ hasText: "Kanban for 5-person teams" });
    await other.getByRole("button", { name: "Reject" }).click();
    const rejectIdea = page.getByRole("dialog", { name: "Reject this idea" });
    await rejectIdea.getByLabel("Why").fill("Not our audience");
    await rejectIdea.getByRole("button", { name: "Reject" }).click();
    await expectToast(page, "Idea rejected");
    await expect(page.getByRole("link", { name: /Rejected 1/ })).toBeVisible();
    await fitsThePhone(page);
    await bothSchemes(page, "linkedin-content-ideas");

    // 3. Write two variants from the idea; preview, count, cite; edit, approve one, reject the other.
    await idea.getByRole("link", { name: "Write post" }).click();
    const write = page.getByRole("dialog", { name: "Write a LinkedIn post" });
    await expect(write.getByRole("combobox", { name: "Idea" })).toHaveText("What our annual plan test taught us");
    await write.getByRole("button", { name: "Write" }).click();
    await expectToast(page, "2 variants written by Local model");
    const variants = page.getByTestId("linkedin-variant");
    await expect(variants).toHaveCount(2);
    const first = variants.filter({ hasText: "Question hook" });
    const preview = first.getByTestId("linkedin-preview-desktop");
    await expect(preview.getByRole("button", { name: "see more" })).toBeVisible();
    await expect(preview).not.toContainText("We tested it for six weeks.");
    await expect(first.getByTestId("char-counter")).toContainText(`${[...VARIANTS[0]!].length} / 3,000 characters`);
    await expect(first.getByTestId("citations")).toContainText("Pricing notes › Annual plans");
    await preview.getByRole("button", { name: "see more" }).click();
    await expect(preview).toContainText("We tested it for six weeks.");
    // On the phone the cut comes earlier.
    await page.getByRole("radio", { name: "Phone" }).click();
    const phone = first.getByTestId("linkedin-preview-mobile");
    await expect(phone.getByRole("button", { name: "see more" })).toBeVisible();
    await page.getByRole("radio", { name: "Desktop" }).click();

    await first.getByRole("button", { name: "Edit" }).click();
    await first.getByLabel("Post text").fill("x".repeat(3001));
    await expect(first.getByTestId("char-counter")).toContainText("3,001 / 3,000 characters — 1 over");
    await first.getByRole("button", { name: "Save" }).click();
    await expect(first.getByText("LinkedIn allows at most 3,000 characters: shorten the post.")).toBeVisible();
    await first.getByLabel("Post text").fill(`${VARIANTS[0]}\n\nTell me below.`);
    await first.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Saved as a new version");
    await expect(first.getByTestId("linkedin-preview-desktop")).not.toContainText("Tell me below.");
    await fitsThePhone(page);
    await bothSchemes(page, "linkedin-posts-suggested");

    const second = variants.filter({ hasText: "Personal story hook" });
    await second.getByRole("button", { name: "Reject" }).click();
    const rejectPost = page.getByRole("dialog", { name: "Reject this draft" });
    await rejectPost.getByLabel("Why").fill("Too personal for the CEO");
    await rejectPost.getByRole("button", { name: "Reject" }).click();
    await expectToast(page, "Draft rejected");
    await first.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Approved: it waits on SM Posts to be scheduled");
    await expect(page.getByText("No drafts to review")).toBeVisible();
    await page.getByRole("link", { name: /Approved 1/ }).click();
    await expect(page.getByTestId("linkedin-variant")).toHaveCount(1);
    await expect(page.getByTestId("linkedin-variant").getByText("Approved", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule it" })).toBeVisible();
    await page.getByRole("link", { name: /Rejected 1/ }).click();
    await expect(page.getByText("Rejected: Too personal for the CEO")).toBeVisible();
    const [row] = await db()<{ status: string; kind: string; channel: string }[]>`select status, kind, channel from content_posts where brand_id = ${brand.id} and status = 'selected'`;
    expect(row).toEqual({ status: "selected", kind: "social", channel: "linkedin" });
  } finally {
    await fake.close();
  }
});
