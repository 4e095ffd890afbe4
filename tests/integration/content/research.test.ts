/**
 * Content research end to end against a loopback site serving the fixture competitor articles: the
 * top 10 come from a stored SERP; "Fetch top articles" queues one durable job that reads each page
 * through lib/http and stores it (progress = pages stored by that job, as a reload reads it); the
 * pages that cannot be read are listed with their reason (404, not HTML, a timeout, a blocked
 * address); the structure is computed from the stored pages and saved to a brief; the AI outline
 * comes from the content engine (a loopback fake), labelled and stored; another brand sees none of it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { aiEngines, contentArticles, contentBriefs, contentSettings, knowledgeChunks, knowledgeSources, seoKeywords } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { JobRunner } from "@/lib/jobs";
import { articleFixtureNames, startFakeArticleSite, type FakeArticleSite } from "../../support/fake-article-site";
import { lastUserText, systemText as systemTextOf } from "../../support/fake-openai";
import { selectBrand } from "../helpers/brand-context";
import { fakeOpenAIForFile } from "../helpers/fake-engine";
import { createBrand, createUser } from "../helpers/factories";
import { storeSerp } from "../helpers/seo-brand";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/content/research/actions");
const { CONTENT_ARTICLES_TASK, latestArticleFetch, setArticleTimeoutForTests } = await import("@/modules/content/research/job");
const { loadStructure, loadTopArticles } = await import("@/modules/content/research/research");

const fake = fakeOpenAIForFile((req) => {
  if (!lastUserText(req).includes("clustered")) return { content: "{}" };
  return {
    content: JSON.stringify({
      outline: [
        { level: 2, text: "Know your foot type", notes: "Arch, pronation, gait analysis." },
        { level: 2, text: "Choose your cushioning", notes: "Soft, balanced, firm." },
        { level: 2, text: "Get the fit right" },
        { level: 2, text: "How StrideLab fits shoes in store", notes: "The brand's own fitting service.", sources: [1] },
      ],
    }),
    promptTokens: 800,
    completionTokens: 300,
  };
});

let site: FakeArticleSite;
beforeAll(async () => {
  site = await startFakeArticleSite();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `${fake().host},${site.host}`;
  setArticleTimeoutForTests(1_500);
});
afterAll(async () => {
  setArticleTimeoutForTests(undefined);
  await site.close();
});
beforeEach(() => actAs(null));

const runJobs = () => new JobRunner({ workerId: `content-research-${Math.random()}`, tasks: [CONTENT_ARTICLES_TASK] }).runDueOnce();
const PAA = ["How do I know my running shoe size?", "How often should you replace running shoes?"];

async function brandWithSerp(name: string) {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  // The SERP cache is shared by the deployment: a keyword of this test alone.
  const keyword = `how to choose running shoes ${brand.id.slice(0, 8)}`;
  await getDb().insert(seoKeywords).values({ brandId: brand.id, keyword, keywordKey: keyword, source: "manual" });
  const fixtures = articleFixtureNames().map((n) => `${site.origin}/articles/${n}`);
  // Ten results: six readable articles, a 404, a PDF, a page that never answers, and a private address the guard refuses.
  const urls = [...fixtures.slice(0, 3), `${site.origin}/missing`, ...fixtures.slice(3), `${site.origin}/guide.pdf`, `${site.origin}/slow`, "http://10.0.0.7/internal-article"];
  await storeSerp(keyword, urls, undefined, { peopleAlsoAsk: PAA });
  await selectBrand(owner, brand.id);
  actAs(owner);
  return { owner, brand, keyword, urls, scope: await scopeFor(owner, brand.id) };
}

describe("top articles → structure → brief", () => {
  it("fetches the top 10 in a job, lists unreadable pages with the reason, and saves the consensus structure to a brief", async () => {
    const { brand, keyword, urls, scope } = await brandWithSerp("Stride Lab Research");
    const before = await loadTopArticles(scope, { kind: "keyword", keyword });
    expect(before!.rows.map((r) => r.url)).toEqual(urls);
    expect(before!.fetch).toBeNull();

    const started = await actions.fetchTopArticlesAction({ keyword });
    expect(started).toEqual({ ok: true, data: { jobId: expect.any(String), alreadyRunning: false, urls: 10 } });
    expect(await actions.fetchTopArticlesAction({ keyword })).toMatchObject({ ok: true, data: { jobId: null, alreadyRunning: true } });
    expect(await latestArticleFetch(scope, `keyword:${keyword}`)).toMatchObject({ job: { status: "queued" }, total: 10, done: 0 });

    await runJobs();
    expect(await latestArticleFetch(scope, `keyword:${keyword}`)).toMatchObject({ job: { status: "succeeded" }, total: 10, done: 10 });
    const rows = await getDb().select().from(contentArticles).where(eq(contentArticles.brandId, brand.id));
    const byUrl = new Map(rows.map((r) => [r.url, r]));
    expect(rows.filter((r) => r.status === "fetched")).toHaveLength(6);
    expect(byUrl.get(`${site.origin}/missing`)).toMatchObject({ status: "failed", httpStatus: 404, error: "HTTP 404: the page no longer exists." });
    expect(byUrl.get(`${site.origin}/guide.pdf`)).toMatchObject({ status: "failed", error: "Not an HTML page (application/pdf)." });
    expect(byUrl.get(`${site.origin}/slow`)).toMatchObject({ status: "failed", error: "Timed out: the site did not answer within 2 s." });
    expect(byUrl.get("http://10.0.0.7/internal-article")!.error).toMatch(/^Blocked: /);
    const guide = byUrl.get(`${site.origin}/articles/runners-guide`)!;
    expect(guide).toMatchObject({ title: "How to Choose Running Shoes: The Complete Guide", publishedAt: "2026-03-14", publishedFrom: "meta" });
    expect(guide.headings.map((h) => h.text)).toContain("4. Get the Right Fit");
    expect(guide.wordCount).toBeGreaterThan(500);
    // Menus and footers are not the article.
    expect(guide.terms["affiliate disclosure"]).toBeUndefined();
    expect(byUrl.get(`${site.origin}/articles/shoe-lab`)).toMatchObject({ publishedAt: "2025-11-02", publishedFrom: "json-ld" });

    const s = await loadStructure(scope, { kind: "keyword", keyword });
    expect(s!.pages).toBe(6);
    expect(s!.questions.map((q) => q.question)).toEqual(PAA);
    expect(s!.consensus.label).toBe("Consensus of the top 6 pages");
    expect(s!.clusters.find((c) => /foot type/i.test(c.representative))!.pages).toBe(6);
    expect(s!.length!.median).toBeGreaterThan(200);
    expect(s!.ai).toBeNull();

    const saved = await actions.saveStructureToBriefAction({ keyword, method: "consensus" });
    expect(saved).toEqual({ ok: true, data: { briefId: expect.any(String) } });
    const [brief] = await getDb().select().from(contentBriefs).where(eq(contentBriefs.id, (saved as { data: { briefId: string } }).data.briefId));
    expect(brief).toMatchObject({ brandId: brand.id, title: keyword, keyword, outlineMethod: "consensus", questions: PAA, targetWords: s!.length!.median });
    expect(brief!.outline).toEqual(s!.consensus.outline);
    expect(brief!.sources).toHaveLength(6);
    expect(brief!.terms.length).toBeGreaterThan(5);
    // No AI structure yet: saving one says what to do.
    expect(await actions.saveStructureToBriefAction({ keyword, method: "ai" })).toEqual({ ok: false, error: "There is no AI structure for this topic yet. Recommend one first, or save the consensus outline." });
  });

  it("recommends the outline with the connected AI engine, labelled and stored, and saves that one when asked", async () => {
    const { brand, keyword, scope } = await brandWithSerp("Stride Lab AI");
    // No engine: the consensus is still there and the action says what to connect.
    await actions.fetchTopArticlesAction({ keyword });
    await runJobs();
    const none = await actions.recommendStructureAction({ keyword });
    expect(none).toMatchObject({ ok: false, error: expect.stringContaining("No AI engine is connected") });

    await getDb().insert(aiEngines).values({ brandId: brand.id, label: "Local llama", provider: "openai-compatible", model: "llama3.1", baseUrl: fake().baseUrl, isDefault: true });
    // The brand's knowledge base grounds the outline; what it drew on is cited.
    const [source] = await getDb().insert(knowledgeSources).values({ brandId: brand.id, kind: "text", title: "Fitting service", origin: "Fitting service", status: "ready", chunkCount: 1 }).returning({ id: knowledgeSources.id });
    await getDb().insert(knowledgeChunks).values({ brandId: brand.id, sourceId: source!.id, position: 0, heading: "Stores › Fitting", content: "Every StrideLab store fits running shoes with a free gait analysis on a treadmill.", tokens: 20 });
    // A content budget the call could exceed stops it before the engine is asked.
    await getDb().update(aiEngines).set({ priceInPerMTok: "1000", priceOutPerMTok: "1000" }).where(eq(aiEngines.brandId, brand.id));
    await getDb().insert(contentSettings).values({ brandId: brand.id, monthlyBudgetUsd: "0.01" });
    const asked = fake().requests.length;
    const refused = await actions.recommendStructureAction({ keyword });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/budget/i) });
    expect(fake().requests).toHaveLength(asked);
    await getDb().update(contentSettings).set({ monthlyBudgetUsd: null }).where(eq(contentSettings.brandId, brand.id));

    const r = await actions.recommendStructureAction({ keyword });
    expect(r).toMatchObject({ ok: true, data: { engineLabel: "Local llama" } });
    const prompt = lastUserText(fake().requests.at(-1)!);
    expect(prompt).toContain("on 6 of 6 pages");
    expect(prompt).toContain(PAA[0]);
    const s = await loadStructure(scope, { kind: "keyword", keyword });
    expect(s!.ai).toMatchObject({ method: "ai", label: "AI (Local llama)" });
    expect(s!.ai!.outline.map((o) => o.text)).toContain("How StrideLab fits shoes in store");
    expect(systemTextOf(fake().requests.at(-1)!)).toContain("Every StrideLab store fits running shoes");
    expect(s!.ai!.citations).toMatchObject([{ sourceTitle: "Fitting service", heading: "Stores › Fitting" }]);
    const saved = await actions.saveStructureToBriefAction({ keyword, method: "ai", title: "Choosing running shoes, the StrideLab way" });
    const [brief] = await getDb().select().from(contentBriefs).where(and(eq(contentBriefs.brandId, brand.id), eq(contentBriefs.id, (saved as { data: { briefId: string } }).data.briefId)));
    expect(brief).toMatchObject({ title: "Choosing running shoes, the StrideLab way", outlineMethod: "ai" });
    expect(brief!.outline[3]).toEqual({ level: 2, text: "How StrideLab fits shoes in store", notes: "The brand's own fitting service." });
  });

  it("refuses bad input with a message and shows another brand nothing", async () => {
    const a = await brandWithSerp("Stride Lab A");
    await actions.fetchTopArticlesAction({ keyword: a.keyword });
    await runJobs();
    expect(await actions.fetchTopArticlesAction({})).toMatchObject({ ok: false, error: "Pick a keyword or a focus keyword group." });
    expect(await actions.fetchTopArticlesAction({ groupId: "not-a-uuid" })).toMatchObject({ ok: false });
    expect(await actions.fetchTopArticlesAction({ keyword: "a keyword this brand does not have" })).toEqual({ ok: false, error: "That keyword or group is not one of this brand's. Pick another." });

    const b = await brandWithSerp("Stride Lab B");
    // Brand B asks for brand A's keyword: not its keyword, so nothing.
    expect(await loadTopArticles(b.scope, { kind: "keyword", keyword: a.keyword })).toBeNull();
    expect(await actions.saveStructureToBriefAction({ keyword: a.keyword, method: "consensus" })).toMatchObject({ ok: false });
    // Brand B's own research has none of A's fetched pages.
    const own = await loadTopArticles(b.scope, { kind: "keyword", keyword: b.keyword });
    expect(own!.rows.every((r) => r.article === null)).toBe(true);
  });
});
