/**
 * The LinkedIn writer end to end against a loopback OpenAI-compatible engine: a style profile
 * trained from pasted posts and a tracked profile's posts (features measured, voice summarised,
 * edits kept on retrain), ideas from the brand's material with their reasons (repeats skipped),
 * variant drafts grounded and cited, edited, approved (→ selected) and rejected with a reason;
 * and the external agent: the linkedin_content_ideas webhook delivered signed to
 * agent_process_sm_webhook_url, its signed answer accepted (forged, replayed, late refused), and
 * the "skipped with a warning" case when the brand has no address.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { aiEngines, brandData, contentGenerations, contentIdeas, contentPosts, contentPostVersions, socialIdeas, socialMedia, socialPostMeta, socialProfiles, socialSettings, socialStyleProfiles } from "@/db/schema";
import { scopeFor, type BrandScope } from "@/lib/brand-scope";
import { JobRunner } from "@/lib/jobs";
import type { AuthUser } from "@/lib/auth/types";
import { insertKnowledgeSource } from "../../support/knowledge";
import { systemText, lastUserText } from "../../support/fake-openai";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { startReceiver, type Receiver } from "../webhooks/receiver";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const li = await import("@/modules/social/linkedin/actions");
const { getReviewPage } = await import("@/modules/social/linkedin/posts");
const { getIdeasPage } = await import("@/modules/social/linkedin/ideas");
const { getTrainingPage } = await import("@/modules/social/linkedin/training");
const { getDraftsPage } = await import("@/modules/content/drafts/queries");
const { DELIVER_TASK } = await import("@/modules/webhooks/emit");
await import("@/modules/webhooks/jobs");
const { POST }: { POST: (req: Request, ctx: { params: Promise<{ generationId: string }> }) => Promise<Response> } = await import("@/app/api/social/linkedin/ideas/[generationId]/route");

const fake = fakeOpenAIForFile((req) => {
  const system = systemText(req);
  if (system.startsWith("You are an editor who studies")) {
    return { content: JSON.stringify({ voice: "Direct first-person lessons from running a small SaaS.", tone_words: ["candid", "practical"], structure: "One-line hook, short lines, a list, a question at the end.", preferred_hooks: ["question", "list"], topics: ["pricing", "founders"], dos: ["Use real numbers"], donts: ["No buzzwords"] }) };
  }
  if (system.startsWith("You are the LinkedIn strategist")) {
    return {
      content: JSON.stringify({
        ideas: [
          { title: "What our pricing experiment taught us about annual plans", angle: "Annual plans won; here is the data.", why: "A fresh growth learning with numbers.", source: 2 },
          { title: "Kanban for 5-person teams", angle: "Why small teams need fewer columns.", why: "Matches a striking-distance keyword.", source: 1 },
          { title: "Kanban boards for 5-person teams", angle: "Duplicate.", why: "Repeat of the one above." },
        ],
      }),
    };
  }
  if (system.startsWith("You ghost-write LinkedIn posts")) {
    const user = lastUserText(req);
    const n = (user.match(/variant \d+:/g) ?? []).length;
    const bodies = [
      "Why did our annual plan win?\n\nWe tested it for 6 weeks.\nAnnual beat monthly by 18%.\n\nWhat would you test next?",
      "Last month I almost killed our annual plan.\n\nThen the numbers came in: +18%.\n\n#pricing",
      "18% more revenue from one change.\n\nWe moved annual plans first.",
    ];
    return { content: JSON.stringify({ variants: bodies.slice(0, n).map((body, i) => ({ hook_type: ["question", "story", "statistic"][i], body, sources: [1] })) }) };
  }
  return { content: "{}" };
});

let receiver: Receiver;
const saved = { secret: process.env.WEBHOOK_SIGNING_SECRET };
beforeAll(async () => {
  receiver = await startReceiver("/agent/sm");
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(() => {
  actAs(null);
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `${fake().host},${receiver.hostPort}`;
});
afterEach(() => {
  if (saved.secret === undefined) delete process.env.WEBHOOK_SIGNING_SECRET;
  else process.env.WEBHOOK_SIGNING_SECRET = saved.secret;
});

async function world(name: string, opts: { engine?: boolean } = {}): Promise<{ owner: AuthUser; brand: { id: string }; scope: BrandScope }> {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  if (opts.engine !== false) {
    await getDb().insert(aiEngines).values({ brandId: brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true });
  }
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

const PASTED = [
  "Why do founders ignore pricing?\n\nBecause it feels final.\nIt is not.\n\n#pricing\n120 reactions · 30 comments · 5 reposts",
  "5 lessons from pricing our SaaS:\n\n1. Charge early\n2. Talk to buyers\n3. Raise prices 🚀\n\n#pricing #saas\n300 reactions · 80 comments",
].join("\n---\n");

function ok<T>(r: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(`action failed: ${r.error}`);
  return r.data;
}

describe("training a style", () => {
  it("learns from pasted and tracked posts, summarises with the engine, keeps a person's edits on retrain", async () => {
    const { brand, owner } = await world("Style Co");
    const [tracked] = await getDb().insert(socialProfiles).values({ brandId: brand.id, network: "linkedin", handle: "style-co", displayName: "Style Co", isOwn: true }).returning({ id: socialProfiles.id });
    await getDb()
      .insert(socialMedia)
      .values({ brandId: brand.id, profileId: tracked!.id, network: "linkedin", externalId: "urn:li:share:1", mediaType: "text", caption: "Last week a customer asked for a discount.\nI said no.\nPricing is a promise.", publishedAt: new Date(), likes: null, source: "import" });

    expect(await li.createStyleProfileAction({ name: "  ", kind: "person" })).toMatchObject({ ok: false, fieldErrors: { name: [expect.stringContaining("Give the profile a name")] } });
    const { id } = ok(await li.createStyleProfileAction({ name: "CEO", kind: "person", socialProfileId: tracked!.id }));
    expect(await li.createStyleProfileAction({ name: "CEO", kind: "company" })).toEqual({ ok: false, error: 'A style profile named "CEO" already exists. Choose another name.' });
    expect(ok(await li.addStyleSamplesAction({ styleProfileId: id, text: PASTED }))).toEqual({ added: 2 });
    expect(await li.addStyleSamplesAction({ styleProfileId: id, text: "---\n---" })).toEqual({ ok: false, error: expect.stringMatching(/^No post found/) });

    const trained = ok(await li.trainStyleProfileAction({ styleProfileId: id, keepEdits: true }));
    expect(trained).toMatchObject({ samples: 3, summarisedBy: "Local llama", note: null });
    const [row] = await getDb().select().from(socialStyleProfiles).where(eq(socialStyleProfiles.id, id));
    expect(row).toMatchObject({ sampleCount: 3, edited: false, summaryBy: "Local llama" });
    expect(row!.profile).toMatchObject({ voice: "Direct first-person lessons from running a small SaaS.", toneWords: ["candid", "practical"], preferredHooks: ["question", "list"], dos: ["Use real numbers"] });
    expect(row!.profile.features).toMatchObject({ samples: 3, engagementKnown: 2, hashtags: { top: ["#pricing", "#saas"] }, bestPerformers: [{ engagement: 380, hook: "list" }, { engagement: 155, hook: "question" }] });
    expect(row!.profile.features!.hooks.map((h) => h.type).sort()).toEqual(["list", "question", "story"]);
    // The engine read the measured numbers and the posts.
    expect(JSON.stringify(fake().requests.at(-1)!.messages)).toContain("Pricing is a promise.");

    const edit = { styleProfileId: id, name: "CEO (Ana)", kind: "person" as const, socialProfileId: tracked!.id, voice: "My own words.", toneWords: ["warm"], targetChars: 900, preferredHooks: ["story" as const], structure: "Short.", emoji: "Rarely.", hashtags: "One at most.", topics: ["pricing"], dos: [], donts: ["No jargon"] };
    expect(await li.updateStyleProfileAction({ ...edit, targetChars: 5000 })).toMatchObject({ ok: false, fieldErrors: { targetChars: ["LinkedIn allows at most 3,000 characters."] } });
    expect(ok(await li.updateStyleProfileAction(edit))).toEqual({ saved: true });
    const kept = ok(await li.trainStyleProfileAction({ styleProfileId: id, keepEdits: true }));
    expect(kept.note).toBe("Your edits were kept; the measured features were refreshed.");
    const [after] = await getDb().select().from(socialStyleProfiles).where(eq(socialStyleProfiles.id, id));
    expect(after).toMatchObject({ name: "CEO (Ana)", edited: true, profile: { voice: "My own words.", targetChars: 900, features: { samples: 3 } } });
    ok(await li.trainStyleProfileAction({ styleProfileId: id, keepEdits: false }));
    const page = await getTrainingPage(await scopeFor(owner, brand.id));
    expect(page.profiles).toMatchObject([{ id, name: "CEO (Ana)", pastedCount: 2 }]);
    expect(page.linkedinProfiles).toEqual([{ id: tracked!.id, label: "Style Co (own)", posts: 1 }]);
    const [replaced] = await getDb().select().from(socialStyleProfiles).where(eq(socialStyleProfiles.id, id));
    expect(replaced).toMatchObject({ edited: false, profile: { voice: "Direct first-person lessons from running a small SaaS." } });
  });

  it("without an engine trains from the measured features and says what to connect; no posts is a clear error", async () => {
    await world("No Engine Co", { engine: false });
    const { id } = ok(await li.createStyleProfileAction({ name: "Company page", kind: "company" }));
    expect(await li.trainStyleProfileAction({ styleProfileId: id, keepEdits: true })).toEqual({ ok: false, error: expect.stringMatching(/^No past posts to learn from yet\. Paste/) });
    ok(await li.addStyleSamplesAction({ styleProfileId: id, text: PASTED }));
    const r = ok(await li.trainStyleProfileAction({ styleProfileId: id, keepEdits: true }));
    expect(r).toMatchObject({ samples: 2, summarisedBy: null, note: expect.stringMatching(/^No AI engine is connected\. Connect one on \/integrations.*Until then, the profile holds the measured features only\.$/) });
    const [row] = await getDb().select().from(socialStyleProfiles).where(eq(socialStyleProfiles.id, id));
    expect(row!.profile.voice).toMatch(/^Posts of about \d+ characters/);
    expect(row!.profile.hashtags).toMatch(/^Hashtags in 100% of posts/);
  });
});

describe("ideas and posts with the AI engine", () => {
  it("suggests ideas from the brand's material with reasons, writes cited variants, edits, approves and rejects", async () => {
    const { brand, scope } = await world("Writer Co");
    await getDb().insert(contentIdeas).values({ brandId: brand.id, title: "Kanban for small teams", origin: "striking_distance", originKey: "kanban small teams", reason: "Position 11 for “kanban small teams”.", score: 70 });
    await insertKnowledgeSource(getDb(), brand.id, { title: "Pricing notes", chunks: [{ heading: "Annual plans", content: "Annual plans beat monthly plans by 18% in our pricing experiment with annual plan buyers." }] });
    const { id: styleId } = ok(await li.createStyleProfileAction({ name: "CEO", kind: "person" }));

    const gen = ok(await li.generateLinkedinIdeasAction({ count: 3, styleProfileId: styleId, focus: "annual plan pricing" }));
    expect(gen).toEqual({ mode: "ai", added: 2, repeats: 1, engineLabel: "Local llama" });
    const prompt = JSON.stringify(fake().requests.at(-1)!.messages);
    expect(prompt).toContain("[1] SEO/SAIO finding: Kanban for small teams");
    const ideas = (await getIdeasPage(scope, "new")).ideas;
    expect(ideas.map((i) => [i.title, i.source, i.sourceLabel, i.reason]).sort()).toEqual([
      ["Kanban for 5-person teams", "seo", "SEO/SAIO finding: Kanban for small teams", "Matches a striking-distance keyword."],
      ["What our pricing experiment taught us about annual plans", "ai", "", "A fresh growth learning with numbers."],
    ]);
    // The same ideas again are repeats, not new rows.
    expect(ok(await li.generateLinkedinIdeasAction({ count: 3 }))).toMatchObject({ added: 0, repeats: 3 });

    const idea = ideas.find((i) => i.title.startsWith("What our pricing"))!;
    expect(await li.writeLinkedinPostsAction({ styleProfileId: styleId, variants: 2 })).toEqual({ ok: false, error: "Choose an idea or write the topic of the post." });
    const written = ok(await li.writeLinkedinPostsAction({ styleProfileId: styleId, ideaId: idea.id, variants: 2 }));
    expect(written.postIds).toHaveLength(2);
    const review = await getReviewPage(scope, "suggested");
    expect(review.posts.map((p) => p.hook).sort()).toEqual(["question", "story"]);
    expect(review.posts.every((p) => p.styleName === "CEO" && p.variantGroup === written.variantGroup)).toBe(true);
    expect(review.posts[0]!.citations.map((c) => c.sourceTitle)).toEqual(["Pricing notes"]);
    const rows = await getDb().select().from(contentPosts).where(eq(contentPosts.brandId, brand.id));
    expect(rows.map((r) => `${r.kind}/${r.channel}/${r.method}/${r.status}`)).toEqual(["social/linkedin/ai/suggested", "social/linkedin/ai/suggested"]);
    expect((await getDb().select().from(socialIdeas).where(eq(socialIdeas.id, idea.id)))[0]!.status).toBe("used");
    expect(await getDb().select().from(socialPostMeta).where(eq(socialPostMeta.brandId, brand.id))).toHaveLength(2);

    const [first, second] = written.postIds as [string, string];
    expect(await li.saveLinkedinPostAction({ postId: first, bodyMd: "x".repeat(3001) })).toMatchObject({ ok: false, fieldErrors: { bodyMd: [expect.stringContaining("at most 3,000 characters")] } });
    // 3,000 emoji are 3,000 characters (6,000 UTF-16 units): allowed.
    expect((await li.saveLinkedinPostAction({ postId: first, bodyMd: "🚀".repeat(3000) })).ok).toBe(true);
    ok(await li.saveLinkedinPostAction({ postId: first, bodyMd: "Why did annual win?\n\nBecause buyers plan a year ahead." }));
    expect(await getDb().select().from(contentPostVersions).where(eq(contentPostVersions.postId, first))).toHaveLength(3);
    expect(ok(await li.approveLinkedinPostAction({ postId: first }))).toEqual({ status: "selected" });
    expect(await li.rejectLinkedinPostAction({ postId: second, reason: "" })).toMatchObject({ ok: false, fieldErrors: { reason: [expect.stringContaining("Say why")] } });
    ok(await li.rejectLinkedinPostAction({ postId: second, reason: "Too salesy" }));
    const counts = (await getReviewPage(scope, "selected")).counts;
    expect(counts).toEqual({ suggested: 0, selected: 1, rejected: 1 });
    expect((await getReviewPage(scope, "rejected")).posts[0]).toMatchObject({ rejectReason: "Too salesy" });

    // A post that is not a LinkedIn post is "not found" here (the content pages review it).
    const [article] = await getDb().insert(contentPosts).values({ brandId: brand.id, kind: "article", channel: "blog", title: "Article", bodyMd: "Text", method: "manual" }).returning({ id: contentPosts.id });
    expect(await li.approveLinkedinPostAction({ postId: article!.id })).toMatchObject({ ok: false, error: expect.stringMatching(/^Not found/) });
  });

  it("refuses to approve a post over 3,000 characters", async () => {
    const { brand } = await world("Long Co");
    const [p] = await getDb().insert(contentPosts).values({ brandId: brand.id, kind: "social", channel: "linkedin", title: "Long", bodyMd: "y".repeat(3005), method: "manual" }).returning({ id: contentPosts.id });
    expect(await li.approveLinkedinPostAction({ postId: p!.id })).toEqual({ ok: false, error: "This post has 3,005 characters; LinkedIn allows 3,000. Shorten it, save, then approve." });
  });
});

function signed(secret: string, msgId: string, body: string, at = new Date()): Request {
  return new Request("http://app.test/api/social/linkedin/ideas/x", {
    method: "POST",
    headers: { "content-type": "application/json", "webhook-id": msgId, "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": new Webhook(secret).sign(msgId, at, body) },
    body,
  });
}
const answer = (id: string, req: Request) => POST(req, { params: Promise.resolve({ generationId: id }) });

describe("ideas from the external agent (linkedin_content_ideas)", () => {
  it("sends the signed request to agent_process_sm_webhook_url and accepts the signed answer once", async () => {
    const { brand, scope } = await world("Agent SM Co");
    const secret = `whsec_${randomBytes(24).toString("base64")}`;
    process.env.WEBHOOK_SIGNING_SECRET = secret;
    receiver.setSecret(secret);
    await getDb().insert(socialSettings).values({ brandId: brand.id, engine: "agent" });
    await getDb().update(brandData).set({ agentProcessSmWebhookUrl: receiver.url }).where(eq(brandData.brandId, brand.id));
    const { id: styleId } = ok(await li.createStyleProfileAction({ name: "Company page", kind: "company" }));

    const r = ok(await li.generateLinkedinIdeasAction({ count: 4, styleProfileId: styleId, focus: "hiring" }));
    expect(r).toMatchObject({ mode: "agent", sent: true });
    const id = r.mode === "agent" && r.sent ? r.generationId : "";
    await new JobRunner({ workerId: `li-agent-${Math.random()}`, tasks: [DELIVER_TASK], pollMs: 20 }).runDueOnce();
    const sent = receiver.received.at(-1)!;
    expect(sent.verified).toBe(true);
    const job = JSON.parse(sent.body);
    expect(job).toMatchObject({ type: "linkedin_content_ideas", brand_id: brand.id, data: { generation_id: id, network: "linkedin", count: 4, focus: "hiring", style_profile: { name: "Company page", kind: "company" } } });
    expect(job.data.callback_url).toMatch(new RegExp(`/api/social/linkedin/ideas/${id}$`));
    expect((await getIdeasPage(scope, "new")).requests).toMatchObject([{ id, status: "waiting_agent" }]);

    const body = JSON.stringify({ generation_id: id, ideas: [{ title: "How we hire without job posts", angle: "Referrals and a public wiki.", reason: "Hiring is the focus.", source_label: "Growth learning: referral bonus" }] });
    expect((await answer(id, signed(`whsec_${randomBytes(24).toString("base64")}`, "msg_forged", body))).status).toBe(401);
    expect((await answer(id, signed(secret, "msg_old", body, new Date(Date.now() - 6 * 60_000)))).status).toBe(401);
    expect((await answer(id, signed(secret, "msg_bad", JSON.stringify({ ideas: [] })))).status).toBe(400);
    expect((await answer("00000000-0000-4000-8000-000000000000", signed(secret, "msg_x", body))).status).toBe(404);
    const accepted = await answer(id, signed(secret, "msg_sm_1", body));
    expect(accepted.status).toBe(200);
    const ideas = (await getIdeasPage(scope, "new")).ideas;
    expect(ideas).toMatchObject([{ title: "How we hire without job posts", source: "agent", sourceLabel: "Growth learning: referral bonus", reason: "Hiring is the focus.", generationId: id }]);
    expect((await answer(id, signed(secret, "msg_sm_1", body))).status).toBe(401);
    expect((await answer(id, signed(secret, "msg_sm_2", body))).status).toBe(409);
    expect((await getDb().select().from(contentGenerations).where(eq(contentGenerations.id, id)))[0]!.status).toBe("succeeded");
    // The request is not a content generation: /cm-posts-suggested does not list it.
    expect((await getDraftsPage(scope, { filter: "suggested", postId: null })).generations.map((g) => g.id)).not.toContain(id);
  });

  it("is skipped with a warning when the brand has no address for linkedin_content_ideas", async () => {
    const { brand } = await world("No Agent Co");
    await getDb().insert(socialSettings).values({ brandId: brand.id, engine: "agent" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const r = ok(await li.generateLinkedinIdeasAction({ count: 3 }));
      expect(r).toEqual({ mode: "agent", sent: false, warning: expect.stringMatching(/^Not sent: the brand has no address for linkedin_content_ideas\. Set the agent's address \(agent_process_sm_webhook_url\)/) });
      expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/no address for "linkedin_content_ideas" \(brand .*the brand's agent_process_sm_webhook_url\): nothing sent\./);
    } finally {
      warn.mockRestore();
    }
    // Nothing of the request stays behind.
    expect(await getDb().select().from(contentGenerations).where(and(eq(contentGenerations.brandId, brand.id)))).toEqual([]);
  });
});
