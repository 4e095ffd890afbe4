/**
 * Drafts end to end: settings saved, a generation from a brief against a loopback OpenAI-compatible
 * engine (grounded, cited, scored, versioned), the budget stop, an engine error with what to fix,
 * the external agent's round trip (signed job to a loopback receiver, signed answer accepted; a
 * forged, an expired, a replayed and another brand's answer refused), a writer's draft from
 * Markdown and .docx, and the review (edit → version, restore, approve, reject with a reason).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { aiEngines, apiCalls, contentAgentReceipts, contentPosts, contentPostVersions, webhookSettings } from "@/db/schema";
import { scopeFor, type BrandScope } from "@/lib/brand-scope";
import { seal } from "@/lib/crypto/secret-box";
import { JobRunner } from "@/lib/jobs";
import type { AuthUser } from "@/lib/auth/types";
import { insertKnowledgeSource } from "../../support/knowledge";
import { systemText } from "../../support/fake-openai";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { startReceiver, type Receiver } from "../webhooks/receiver";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const settingsActions = await import("@/modules/content/settings/actions");
const drafts = await import("@/modules/content/drafts/actions");
const { createBrief } = await import("@/modules/content/briefs/create");
const { getContentSettings } = await import("@/modules/content/engine");
const { getDraftsPage, getGeneration } = await import("@/modules/content/drafts/queries");
const { CONTENT_GENERATE_TASK } = await import("@/modules/content/drafts/task-names");
await import("@/modules/content/drafts/jobs");
const { POST }: { POST: (req: Request, ctx: { params: Promise<{ generationId: string }> }) => Promise<Response> } = await import("@/app/api/content/agent/[generationId]/route");
const { secretAad } = await import("@/modules/webhooks/deliver");

type Mode = "ok" | "error";
let mode: Mode = "ok";

const fake = fakeOpenAIForFile((req) => {
  if (!systemText(req).startsWith("You are the content writer")) return { content: "{}" };
  if (mode === "error") return { status: 401, error: "Incorrect API key provided" };
  const user = JSON.stringify(req.messages);
  const x = user.includes("post for X");
  const body = x
    ? "Kanban boards keep small teams honest. Try one this week."
    : "## What is project management software?\n\nProject management software keeps a small team's work visible. A kanban board shows what is in progress.\n\n## Choosing a tool for small teams\n\nPick one your team will open every day. Start with a free plan.";
  return { content: JSON.stringify({ title: x ? "Kanban for small teams" : "Project management for small teams", body_markdown: body, sources: [1] }), promptTokens: 1_000, completionTokens: 1_000 };
});

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver("/agent/jobs");
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(() => {
  mode = "ok";
  actAs(null);
  // The fake engine's host is allowed by fakeOpenAIForFile; the receiver's too.
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `${fake().host},${receiver.hostPort}`;
});

const runJobs = () => new JobRunner({ workerId: `content-${Math.random()}`, tasks: [CONTENT_GENERATE_TASK], pollMs: 20 }).runDueOnce();

async function world(name = "Acme PM"): Promise<{ owner: AuthUser; brand: { id: string; name: string }; scope: BrandScope; briefId: string; engineId: string }> {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  const [engine] = await getDb()
    .insert(aiEngines)
    .values({ brandId: brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true, priceInPerMTok: "1000", priceOutPerMTok: "1000" })
    .returning({ id: aiEngines.id });
  await selectBrand(owner, brand.id);
  const scope = await scopeFor(owner, brand.id);
  const { id: briefId } = await createBrief(scope, {
    title: "Project management for small teams",
    keyword: "project management software",
    outline: [
      { level: 2, text: "What is project management software?" },
      { level: 2, text: "Choosing a tool for small teams" },
    ],
    terms: [{ term: "kanban" }, { term: "Gantt chart" }],
    questions: ["Which tool is free?"],
    internalLinks: [{ url: "https://acmepm.io/pricing", anchor: "our pricing" }],
    targetWords: 60,
    cta: "Start a free trial",
  });
  return { owner, brand, scope, briefId, engineId: engine!.id };
}

async function settings(patch: Record<string, unknown> = {}) {
  return settingsActions.saveContentSettingsAction({
    toneOfVoice: "Plain, warm, direct.",
    bannedWords: ["synergy"],
    defaultLengths: { article: 800, newsletter: 300, social: 60 },
    defaultCtas: ["Book a demo"],
    collectionIds: [],
    engineKey: "",
    monthlyBudgetUsd: "",
    agentWebhookUrl: "",
    ...patch,
  });
}

describe("content settings", () => {
  it("saves (upsert), drops unknown collections, and refuses a private agent URL and an agent without a URL", async () => {
    const { owner, scope } = await world();
    actAs(owner);
    expect((await settings({ monthlyBudgetUsd: "25", collectionIds: ["00000000-0000-4000-8000-000000000001"] })).ok).toBe(true);
    expect(await getContentSettings(scope)).toMatchObject({ toneOfVoice: "Plain, warm, direct.", bannedWords: ["synergy"], monthlyBudgetUsd: 25, collectionIds: [], saved: true });
    expect((await settings({ toneOfVoice: "Changed" })).ok).toBe(true);
    expect((await getContentSettings(scope)).toneOfVoice).toBe("Changed");
    delete process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS;
    const local = await settings({ agentWebhookUrl: "http://127.0.0.1:9/hook", engineKey: "external-agent" });
    expect(local).toMatchObject({ ok: false, error: expect.stringMatching(/^The agent's webhook URL cannot be used: /) });
    expect(await settings({ agentWebhookUrl: "ftp://agent.example/x" })).toMatchObject({ ok: false, fieldErrors: { agentWebhookUrl: [expect.stringContaining("https://")] } });
    expect(await settings({ engineKey: "external-agent" })).toMatchObject({ ok: false, error: "Add the external agent's webhook URL to use the external agent." });
    expect(await settings({ defaultLengths: { article: "abc", newsletter: 300, social: 60 } })).toMatchObject({ ok: false });
  });
});

describe("generating drafts with an AI engine", () => {
  it("writes one grounded, cited, scored post per target with version 1 and progress, and costs the content budget", async () => {
    const { owner, brand, scope, briefId } = await world();
    const { sourceId } = await insertKnowledgeSource(getDb(), brand.id, { title: "Brand guide", chunks: [{ heading: "Boards", content: "Acme PM kanban boards for small teams project management." }] });
    actAs(owner);
    expect((await settings()).ok).toBe(true);
    const started = await drafts.startContentGenerationAction({ briefId, kinds: ["article", "social"] });
    expect(started.ok).toBe(true);
    const generationId = started.ok ? started.data.generationId : "";
    expect(await getGeneration(scope, generationId)).toMatchObject({ status: "queued", progress: { done: 0, total: 3 } });
    await runJobs();
    const gen = await getGeneration(scope, generationId);
    expect(gen).toMatchObject({ status: "succeeded", error: null, progress: { done: 3, total: 3, step: "Done" } });
    expect(Number(gen!.costUsd)).toBeCloseTo(6);

    const posts = await getDb().select().from(contentPosts).where(eq(contentPosts.generationId, generationId));
    expect(posts.map((p) => `${p.kind}/${p.channel}/${p.method}`).sort()).toEqual(["article/blog/ai", "social/linkedin/ai", "social/x/ai"]);
    const article = posts.find((p) => p.kind === "article")!;
    expect(article.status).toBe("suggested");
    expect(article.score).toBeGreaterThan(50);
    expect(article.scoreDetails).toMatchObject({ terms: { covered: ["kanban"], missing: ["Gantt chart"] }, headings: { missing: [] } });
    const versions = await getDb().select().from(contentPostVersions).where(eq(contentPostVersions.postId, article.id));
    expect(versions).toMatchObject([{ version: 1, authorId: null, note: "Written by Local llama" }]);

    // The prompt carried the voice, the brief (outline, terms, links, CTA) and the brand's material.
    const req = fake().requests.find((r) => systemText(r).startsWith("You are the content writer"))!;
    expect(systemText(req)).toContain("Never use these words: synergy.");
    expect(systemText(req)).toContain("Acme PM kanban boards");
    const prompt = JSON.stringify(req.messages);
    for (const s of ["What is project management software?", "Gantt chart", "[our pricing](https://acmepm.io/pricing)", "Start a free trial", "Which tool is free?"]) expect(prompt).toContain(s);

    const page = await getDraftsPage(scope, { filter: "suggested", postId: article.id });
    expect(page.posts).toHaveLength(3);
    expect(page.open?.citations).toMatchObject([{ sourceId, sourceTitle: "Brand guide", heading: "Boards" }]);
    // Written from its brief, next to its own cut-downs: none of them is a near-duplicate warning.
    expect(page.open?.duplicates.own).toEqual([]);
    expect(page.generations[0]).toMatchObject({ id: generationId, status: "succeeded" });
    const calls = await getDb().select().from(apiCalls).where(and(eq(apiCalls.brandId, brand.id), eq(apiCalls.purpose, "content.draft")));
    expect(calls).toHaveLength(3);
  });

  it("stops before a call that could exceed the monthly budget and says so on the generation", async () => {
    const { owner, scope, briefId } = await world();
    actAs(owner);
    // One draft costs $2 here; the worst case of the next call is higher than what is left of $3.
    expect((await settings({ monthlyBudgetUsd: "3" })).ok).toBe(true);
    const started = await drafts.startContentGenerationAction({ briefId, kinds: ["article", "newsletter"] });
    expect(started.ok).toBe(true);
    await runJobs();
    const gen = await getGeneration(scope, started.ok ? started.data.generationId : "");
    expect(gen?.status).toBe("failed");
    expect(gen?.error).toMatch(/^Stopped before exceeding this month's budget of \$3\.00: .* drafts were written\. Raise the budget in Content Marketing Settings \(\/cm-settings\)/);
    // A spent budget refuses the next generation up front.
    expect((await settings({ monthlyBudgetUsd: "0" })).ok).toBe(true);
    expect(await drafts.startContentGenerationAction({ briefId, kinds: ["article"] })).toMatchObject({ ok: false, error: expect.stringContaining("budget") });
  });

  it("an engine error fails the generation with the engine's reason and what to fix", async () => {
    const { owner, scope, briefId } = await world();
    actAs(owner);
    mode = "error";
    const started = await drafts.startContentGenerationAction({ briefId, kinds: ["article"] });
    await runJobs();
    const gen = await getGeneration(scope, started.ok ? started.data.generationId : "");
    expect(gen).toMatchObject({ status: "failed" });
    expect(gen?.error).toMatch(/refused the key \(HTTP 401\)\. Check or replace it under Brand Settings → APIs\..*Incorrect API key provided.* 0 of 1 drafts were written\./);
  });

  it("without an engine, says what to connect; cancelling stops a queued generation", async () => {
    const { owner, scope, briefId, engineId } = await world();
    actAs(owner);
    const started = await drafts.startContentGenerationAction({ briefId, kinds: ["article"] });
    const id = started.ok ? started.data.generationId : "";
    expect(await drafts.cancelContentGenerationAction({ generationId: id })).toMatchObject({ ok: true });
    await runJobs();
    expect((await getGeneration(scope, id))?.status).toBe("cancelled");
    expect(await getDb().select().from(contentPosts).where(eq(contentPosts.generationId, id))).toHaveLength(0);
    await getDb().delete(aiEngines).where(eq(aiEngines.id, engineId));
    expect(await drafts.startContentGenerationAction({ briefId, kinds: ["article"] })).toMatchObject({ ok: false, error: expect.stringContaining("Connect one on /integrations") });
  });
});

async function sealedEndpoint(brandId: string, url: string): Promise<string> {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const [e] = await getDb().insert(webhookSettings).values({ brandId, webhookUrl: url, webhookType: "content_generation_requested", eventTypes: ["content_generation_requested"] }).returning({ id: webhookSettings.id });
  await getDb().update(webhookSettings).set({ secretCiphertext: seal(secret, secretAad(e!.id)) }).where(eq(webhookSettings.id, e!.id));
  return secret;
}

function signed(secret: string, msgId: string, body: string, at = new Date()): Request {
  const ts = Math.floor(at.getTime() / 1000);
  return new Request("http://app.test/api/content/agent/x", {
    method: "POST",
    headers: { "content-type": "application/json", "webhook-id": msgId, "webhook-timestamp": String(ts), "webhook-signature": new Webhook(secret).sign(msgId, at, body) },
    body,
  });
}
const answer = (id: string, req: Request) => POST(req, { params: Promise.resolve({ generationId: id }) });

describe("the external agent", () => {
  it("posts the signed brief, waits, accepts the signed answer and refuses forged, expired, replayed and other-brand answers", async () => {
    const { owner, brand, scope, briefId } = await world("Agent Co");
    const secret = await sealedEndpoint(brand.id, "https://hooks.example/other");
    receiver.setSecret(secret);
    actAs(owner);
    expect((await settings({ engineKey: "external-agent", agentWebhookUrl: receiver.url })).ok).toBe(true);
    const started = await drafts.startContentGenerationAction({ briefId, kinds: ["article", "social"] });
    expect(started.ok).toBe(true);
    const id = started.ok ? started.data.generationId : "";
    await runJobs();
    expect(await getGeneration(scope, id)).toMatchObject({ status: "waiting_agent", engineKey: "external-agent", progress: { step: "Waiting for the external agent's answer" } });

    // Outbound: the brand envelope, signed with the brand's secret, the brief and the callback in it.
    const sent = receiver.received.at(-1)!;
    expect(sent.verified).toBe(true);
    expect(sent.id).toBe(`msg_${id.replace(/-/g, "")}`);
    const job = JSON.parse(sent.body);
    expect(job).toMatchObject({ type: "content_generation_requested", brand_id: brand.id, data: { generation_id: id, brief: { id: briefId, terms: ["kanban", "Gantt chart"], cta: "Start a free trial" }, voice: { tone_of_voice: "Plain, warm, direct." } } });
    expect(job.data.callback_url).toMatch(new RegExp(`/api/content/agent/${id}$`));
    expect(job.data.targets).toEqual([
      { kind: "article", channel: "blog", target_words: 60 },
      { kind: "social", channel: "linkedin", target_words: 60 },
      { kind: "social", channel: "x", target_words: 60 },
    ]);

    const body = JSON.stringify({ generation_id: id, posts: [{ kind: "article", title: "PM for small teams", body_markdown: "## What is project management software?\n\nIt uses a kanban board." }, { kind: "social", channel: "linkedin", title: "LinkedIn cut", body_markdown: "Kanban, simply." }] });
    const none = async () => (await getDb().select().from(contentPosts).where(eq(contentPosts.generationId, id))).length;

    // Forged: signed with another secret.
    const forged = await answer(id, signed(`whsec_${randomBytes(24).toString("base64")}`, "msg_forged", body));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: expect.stringMatching(/^Invalid signature or timestamp/) });
    // Another brand's secret (a real brand's, valid for its own generations).
    const other = await world("Other Co");
    const otherSecret = await sealedEndpoint(other.brand.id, "https://hooks.example/b");
    expect((await answer(id, signed(otherSecret, "msg_other", body))).status).toBe(401);
    // Expired: the right secret, 6 minutes old.
    expect((await answer(id, signed(secret, "msg_old", body, new Date(Date.now() - 6 * 60_000)))).status).toBe(401);
    // Missing headers, unknown generation, bad body.
    expect((await answer(id, new Request("http://app.test/x", { method: "POST", body }))).status).toBe(401);
    expect((await answer("00000000-0000-4000-8000-000000000000", signed(secret, "msg_x", body))).status).toBe(404);
    expect((await answer("not-a-uuid", signed(secret, "msg_x", body))).status).toBe(404);
    const bad = await answer(id, signed(secret, "msg_bad", JSON.stringify({ posts: [{ kind: "poem", title: "x", body_markdown: "y" }] })));
    expect(bad.status).toBe(400);
    expect(await none()).toBe(0);

    const ok = await answer(id, signed(secret, "msg_agent_1", body));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, posts: [expect.any(String), expect.any(String)] });
    expect(await getGeneration(scope, id)).toMatchObject({ status: "succeeded" });
    const posts = await getDb().select().from(contentPosts).where(eq(contentPosts.generationId, id));
    expect(posts.map((p) => `${p.kind}/${p.channel}/${p.method}`).sort()).toEqual(["article/blog/agent", "social/linkedin/agent"]);

    // Replay of the accepted message: refused, nothing written twice.
    const replay = await answer(id, signed(secret, "msg_agent_1", body));
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: expect.stringMatching(/^Replay refused/) });
    expect(await none()).toBe(2);
    expect(await getDb().select().from(contentAgentReceipts).where(eq(contentAgentReceipts.generationId, id))).toHaveLength(1);
    // A fresh message for a generation that is no longer waiting: 409.
    expect((await answer(id, signed(secret, "msg_agent_2", body))).status).toBe(409);
  });

  it("an agent that refuses the job fails the generation with what it said; an agent's error answer is kept", async () => {
    const { owner, brand, scope, briefId } = await world("Agent Two");
    const secret = await sealedEndpoint(brand.id, "https://hooks.example/x");
    receiver.setSecret(secret);
    actAs(owner);
    expect((await settings({ engineKey: "external-agent", agentWebhookUrl: receiver.url })).ok).toBe(true);
    receiver.script([{ status: 422, body: "brief too short" }]);
    const a = await drafts.startContentGenerationAction({ briefId, kinds: ["article"] });
    await runJobs();
    const failed = await getGeneration(scope, a.ok ? a.data.generationId : "");
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toMatch(/^The external agent at 127\.0\.0\.1:\d+ refused the job \(HTTP 422\)\. It said: "brief too short"/);

    const b = await drafts.startContentGenerationAction({ briefId, kinds: ["article"] });
    await runJobs();
    const id = b.ok ? b.data.generationId : "";
    expect((await answer(id, signed(secret, "msg_err", JSON.stringify({ error: "No sources for this topic" })))).status).toBe(200);
    expect(await getGeneration(scope, id)).toMatchObject({ status: "failed", error: "The external agent reported: No sources for this topic" });
  });
});

describe("writers' drafts and the review", () => {
  it("adds a pasted Markdown draft and a .docx, edits as versions, restores, approves and rejects with a reason", async () => {
    const { owner, scope, briefId } = await world();
    actAs(owner);
    const added = await drafts.addManualDraftAction({ briefId, kind: "article", channel: "blog", title: "From Google Docs", bodyMd: "## Choosing a tool for small teams\n\nUse a kanban board." });
    expect(added.ok).toBe(true);
    const postId = added.ok ? added.data.id : "";
    const [post] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, postId));
    expect(post).toMatchObject({ method: "manual", status: "suggested", briefId });
    expect(await drafts.addManualDraftAction({ briefId: "", kind: "article", channel: "blog", title: "Empty", bodyMd: "   " })).toMatchObject({ ok: false });

    const form = new FormData();
    form.set("file", new File([readFileSync(join(process.cwd(), "tests/fixtures/content/draft-from-google-docs.docx"))], "draft-from-google-docs.docx"));
    const read = await drafts.readDraftFileAction(form);
    expect(read).toMatchObject({ ok: true, data: { title: "Project management for small teams" } });
    expect(read.ok && read.data.bodyMd).toContain("## What is project management software?");
    const md = new FormData();
    md.set("file", new File(["# My title\n\nBody text here."], "post.md"));
    expect(await drafts.readDraftFileAction(md)).toMatchObject({ ok: true, data: { title: "My title", bodyMd: "Body text here." } });
    const pdf = new FormData();
    pdf.set("file", new File(["%PDF-1.4"], "post.pdf"));
    expect(await drafts.readDraftFileAction(pdf)).toMatchObject({ ok: false, error: expect.stringContaining(".docx") });

    const saved = await drafts.saveContentPostAction({ postId, title: "From Google Docs", bodyMd: "## What is project management software?\n\nA kanban board and a Gantt chart." });
    expect(saved).toMatchObject({ ok: true, data: { version: 2 } });
    expect(await drafts.saveContentPostAction({ postId, title: "From Google Docs", bodyMd: "## What is project management software?\n\nA kanban board and a Gantt chart." })).toMatchObject({ ok: true, data: { version: null } });
    const page = await getDraftsPage(scope, { filter: "suggested", postId });
    expect(page.open?.post.score).toBeGreaterThan(post!.score!);
    const v1 = page.open!.versions.find((v) => v.version === 1)!;
    expect(await drafts.restoreContentPostVersionAction({ postId, versionId: v1.id })).toMatchObject({ ok: true, data: { version: 3 } });
    const [restored] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, postId));
    expect(restored!.bodyMd).toBe("## Choosing a tool for small teams\n\nUse a kanban board.");

    expect(await drafts.rejectContentPostAction({ postId, reason: "x" })).toMatchObject({ ok: false });
    expect(await drafts.rejectContentPostAction({ postId, reason: "Off brand: too salesy" })).toMatchObject({ ok: true });
    const rejected = await getDraftsPage(scope, { filter: "rejected", postId: null });
    expect(rejected.posts).toMatchObject([{ id: postId, status: "rejected", rejectReason: "Off brand: too salesy" }]);
    expect(rejected.counts).toMatchObject({ rejected: 1, suggested: 0 });
    expect(await drafts.approveContentPostAction({ postId })).toMatchObject({ ok: true });
    const [approved] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, postId));
    expect(approved).toMatchObject({ status: "selected", rejectReason: null });
    expect(await drafts.approveContentPostAction({ postId })).toMatchObject({ ok: false, error: expect.stringContaining("already selected") });

    // A second draft on the same subject is flagged as a near-duplicate of the first.
    const twin = await drafts.addManualDraftAction({ briefId: "", kind: "article", channel: "blog", title: "From Google Docs", bodyMd: "Another take." });
    const twinPage = await getDraftsPage(scope, { filter: "suggested", postId: twin.ok ? twin.data.id : "" });
    expect(twinPage.open?.duplicates.own).toMatchObject([{ kind: "post", id: postId }]);
    expect(twinPage.open?.duplicates.otherBrands.count).toBe(0);
  });
});

