/**
 * Issue #17 §7: the demo brand's sample history comes from the modules' real paths, and "Remove
 * sample data" deletes exactly those rows — not a row someone made since, not another brand's.
 */
import { describe, expect, it, vi } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { seedDemoBrand } from "@/db/seed";
import { listDeclines } from "@/modules/seo/declines/queries";
import { loadAuditPage } from "@/modules/seo/audit/view";
import { latestCrawlPages } from "@/modules/seo/audit/read";
import { brands, contentArticles, contentBriefs, contentPosts, foundationalTasks, knowledgeSources, growthIdeas, growthMetricValues, saioAnswers, sampleRows, seoGa4Rows, seoGscRows, seoKeywordGroups, sopAdoptions, webhookAttempts, webhookSettings } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { captureIdea } from "@/modules/growth/queries/ideas";
import { getDashboard } from "@/modules/growth/queries/dashboard";
import { getOnePager } from "@/modules/growth/queries/one-pager";
import { getPillarsPage } from "@/modules/growth/queries/pillars";
import { captureIdeaInput } from "@/modules/growth/inputs";
import { removeSampleDataAction } from "@/modules/sample-data/actions";
import { getSampleDataState } from "@/modules/sample-data/queries";
import { SAMPLE_ENGINE, sampleAnswers } from "@/modules/sample-data/seed";
import { getDashboard as getSaioDashboard } from "@/modules/saio/queries";
import { listKeywords } from "@/modules/seo/queries/keywords";
import { getBacklinkReport } from "@/modules/seo/queries/backlinks";
import { listSources } from "@/modules/knowledge/queries";
import { listKnowledgeCollections } from "@/modules/knowledge/search/page-data";
import { searchKnowledge } from "@/modules/knowledge/search/search";
import { SAMPLE_KNOWLEDGE_FILES } from "@/modules/sample-data/knowledge";
import { SAMPLE_BRIEF_TITLE } from "@/modules/sample-data/content";
import { listTrackedProfiles } from "@/modules/social/analysis/queries";
import { loadSerpTop } from "@/modules/content/research/serp-top";
import { getSerp, latestSerps } from "@/modules/seo/serp-cache";
import { getSeoSettings } from "@/modules/seo/queries/settings";
import { readFile } from "@/lib/storage";
import { addMember, createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";
import { selectBrand } from "../helpers/brand-context";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const count = async (table: string, brandId: string) =>
  (await getDb().execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where brand_id = ${brandId}::uuid`))[0]!.n;

describe("demo sample data", () => {
  // The seed imports 16 months of daily Search Console rows (~15,600) and crawls the shipped site twice, and marks each row as sample data:
  // ~3 s of CPU, far more than 30 s on a shared, loaded test machine.
  it("is produced by the real paths and removed exactly, in one action", { timeout: 480_000 }, async () => {
    const owner = await createUser({ fullName: "Sam Sample" });
    const { brandId, created } = await seedDemoBrand(getDb(), owner.id, new Date());
    expect(created).toBe(true);
    const scope = await scopeFor(owner, brandId);

    // Growth: an ICE-scored backlog, a finished experiment with its learning, the CSV's values.
    const dash = await getDashboard(scope);
    expect(dash.model).toBe("ice");
    const scored = dash.ideas.filter((i) => i.iceImpact !== null && i.iceConfidence !== null && i.iceEase !== null);
    expect(scored.length).toBeGreaterThanOrEqual(5);
    expect(dash.learnings.map((l) => l.outcome)).toEqual(["win"]);
    expect(dash.ideas.find((i) => i.status === "done")?.title).toMatch(/pause/i);
    expect(dash.northStar?.name).toBe("Active subscribers");
    const values = await getDb().select().from(growthMetricValues).where(eq(growthMetricValues.brandId, brandId));
    expect(values.length).toBe(60);
    expect(values.every((v) => v.source === "csv")).toBe(true);
    expect((await getOnePager(scope)).mission).toMatch(/single-origin/);
    expect((await getPillarsPage(scope)).pillars).toHaveLength(3);

    // SOPs: the template adopted, its tasks assigned (tasks with the SOP as their source).
    expect(await getDb().select().from(sopAdoptions).where(eq(sopAdoptions.brandId, brandId))).toHaveLength(1);
    const sopTasks = await getDb()
      .select()
      .from(foundationalTasks)
      .where(and(eq(foundationalTasks.brandId, brandId), eq(foundationalTasks.sourceType, "sop")));
    expect(sopTasks.length).toBeGreaterThan(0);

    // SAIO: the shipped answers, analysed — the brand is visible, positioned, scored and cited.
    const saio = await getSaioDashboard(scope, 30);
    expect(saio.answers).toBe(sampleAnswers().length);
    expect(saio.overall!.visibility.value).toBeGreaterThan(0);
    expect(saio.overall!.avgPosition).not.toBeNull();
    expect(saio.sentimentMethods.lexicon).toBeGreaterThan(0);
    expect(saio.topDomains.some((d) => d.own)).toBe(true);
    expect(saio.byEngine.map((e) => e.label)).toEqual([SAMPLE_ENGINE.label]);
    const answers = await getDb().select().from(saioAnswers).where(eq(saioAnswers.brandId, brandId));
    // Not every answer names the brand (the Yirgacheffe one does not): detection, not a constant.
    expect(answers.filter((a) => a.ownMentioned).length).toBeLessThan(answers.length);
    expect(answers.some((a) => a.ownPosition === 1)).toBe(true);

    // SEO: the shipped exports through the real import — keywords with figures from three sources.
    const seo = await listKeywords(scope, { sort: "volume" });
    expect(seo.total).toBeGreaterThan(10);
    expect(new Set(seo.rows.flatMap((r) => r.sources))).toEqual(new Set(["keyword_planner", "semrush", "gsc_export"]));
    const gsc = await getDb().select({ day: seoGscRows.day }).from(seoGscRows).where(eq(seoGscRows.brandId, brandId));
    // The Performance export's Queries (8), Pages (4), Devices (2) and Countries (2) totals; its 90 days of
    // Dates and the bulk export's daily page × query rows.
    expect(gsc.filter((r) => r.day === null)).toHaveLength(16);
    expect(gsc.filter((r) => r.day !== null).length).toBeGreaterThan(10_000);
    const declines = await listDeclines(scope);
    expect(declines.some((d) => d.causes.some((c) => c.kind === "update" && c.updates.some((u) => u.name === "December 2025 core update")))).toBe(true);
    // On-page audit: two crawls of the shipped site (db/sample/seo-site) through the real crawler, the latest
    // with the site's defects (tests/integration/sample-data/sample-site.test.ts pins each), compared with the month before.
    const audit = await loadAuditPage(scope, {});
    expect(audit.shown?.finishedAt?.toISOString().slice(0, 10)).toBe("2026-10-27");
    expect(audit.shown?.startUrl).toBe("https://northwind-coffee.example/");
    expect([audit.shown!.issuesCritical, audit.shown!.issuesWarning, audit.shown!.issuesNotice]).toEqual([3, 15, 0]);
    expect(audit.comparison).toMatchObject({ newIssues: 2, fixed: 5, stillOpen: 16 });
    expect(audit.groups.find((g) => g.checkKey === "image-too-heavy")).toMatchObject({ issues: 1, isNew: 0 });
    // …and the declines name what the crawls saw change as the cause of the journal post's fall.
    const post = declines.find((d) => d.entity === "page" && d.comparison === "previous" && d.key === "https://northwind-coffee.example/blog/light-vs-dark-roast" && d.causes.some((c) => c.kind === "technical"));
    const technical = post?.causes.find((c) => c.kind === "technical");
    expect(technical?.kind === "technical" && technical.changes).toEqual([{ kind: "noindex", before: "index", after: "noindex", seenOn: "2026-10-27" }]);
    // The 3D analysis reads the latest crawl's audit score and word count for the same URLs.
    const crawled = await latestCrawlPages(scope);
    expect(crawled?.pages.find((p) => p.url === "https://northwind-coffee.example/guides/pour-over")).toMatchObject({ statusCode: 200, score: 100 });
    // The GA4 download: its chart's 90 days and the organic rows of its report table (Direct rows left out).
    const ga4 = await getDb().select().from(seoGa4Rows).where(eq(seoGa4Rows.brandId, brandId));
    expect(ga4.filter((r) => r.dims === "date")).toHaveLength(90);
    expect(ga4.filter((r) => r.dims === "date,landingPage,device,country")).toHaveLength(1101);
    // …and clustered by the real clustering: by shared words, as no SERP is stored.
    const groups = await getDb().select().from(seoKeywordGroups).where(eq(seoKeywordGroups.brandId, brandId));
    expect(groups.length).toBeGreaterThan(0);
    expect(new Set(groups.map((g) => g.method))).toEqual(new Set(["lexical"]));

    // Backlinks: the shipped Semrush exports through the backlinks import — three profiles and the gap computed from them.
    const backlinks = await getBacklinkReport(scope, { baseUrls: {}, deploymentKeys: {} });
    expect(backlinks.profiles.map((p) => [p.target, p.source])).toEqual([
      ["northwind-coffee.example", "semrush_import"],
      ["bluebottlecoffee.com", "semrush_import"],
      ["stumptowncoffee.com", "semrush_import"],
    ]);
    expect(backlinks.gap?.source).toBe("computed");
    expect(backlinks.gap!.gap.rows.length).toBeGreaterThan(3);
    expect(backlinks.gap!.gap.rows.map((r) => r.domain)).not.toContain("sprudge.com");

    // Webhooks: a paused endpoint whose test delivery was refused by the outbound guard.
    const [endpoint] = await getDb().select().from(webhookSettings).where(eq(webhookSettings.brandId, brandId));
    expect(endpoint?.isActive).toBe(false);
    const attempts = await getDb().select().from(webhookAttempts).where(eq(webhookAttempts.brandId, brandId));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.outcome).not.toBe("succeeded");

    // Knowledge base: the shipped files uploaded, ingested and put into collections; the brand data synced.
    const sources = await listSources(scope);
    const files = sources.filter((x) => x.kind === "file");
    expect(files.map((x) => x.title).sort()).toEqual(SAMPLE_KNOWLEDGE_FILES.map((f) => f.name).sort());
    expect(files.map((x) => x.contentType).sort()).toEqual(["application/pdf", "text/csv", "text/markdown"]);
    expect(new Set(sources.map((x) => x.kind))).toEqual(new Set(["file", "brand-data"]));
    for (const x of sources) expect([x.title, x.status, x.chunkCount > 0, x.error], x.title).toEqual([x.title, "ready", true, null]);
    // The brand data includes the adopted SOPs and the sample learning, read by the real sync.
    expect(sources.filter((x) => x.kind === "brand-data").map((x) => x.origin).sort()).toEqual(["brand-basics", "content-posts", "growth-learnings", "sops"]);
    const collections = await listKnowledgeCollections(scope);
    expect(collections.map((c) => [c.name, c.sourceCount])).toEqual([["Product facts", 2], ["Tone of voice", 2]]);
    // Search finds the passages: the FAQ PDF's answer (with its page), and a product row only inside "Product facts".
    const pause = await searchKnowledge(scope, { query: "pause my subscription", semantic: false });
    const faqHit = pause.hits.find((h) => h.sourceTitle === "northwind-customer-faq.pdf");
    expect(faqHit?.content).toMatch(/Pause for one delivery/);
    expect(faqHit?.page).toBe(1);
    const productFacts = collections.find((c) => c.name === "Product facts")!.id;
    const bergamot = await searchKnowledge(scope, { query: "Yirgacheffe bergamot", collectionIds: [productFacts], semantic: false });
    expect(bergamot.hits[0]?.sourceTitle).toBe("northwind-product-facts.csv");
    expect(bergamot.hits[0]?.content).toMatch(/Konga washing station/);
    expect(bergamot.hits.every((h) => h.sourceTitle !== "northwind-brand-voice.md")).toBe(true);
    const voice = await searchKnowledge(scope, { query: "words we avoid artisanal", semantic: false });
    expect(voice.hits[0]?.sourceTitle).toBe("northwind-brand-voice.md");
    const storedFileIds = (await getDb().select({ id: knowledgeSources.fileId }).from(knowledgeSources).where(and(eq(knowledgeSources.brandId, brandId), eq(knowledgeSources.kind, "file")))).map((r) => r.id!);
    expect(storedFileIds).toHaveLength(3);
    expect((await readFile(scope, storedFileIds[0]!))?.bytes.length).toBeGreaterThan(0);

    // Content marketing: the shipped SERP's articles read through the sample transport (the removed page with its
    // 404), the consensus structure saved to a brief, ideas from the brand's data, the writer's drafts scored, the
    // guide and the newsletter scheduled, the client's approval of the guide recorded.
    const articles = await getDb().select().from(contentArticles).where(eq(contentArticles.brandId, brandId));
    expect(articles).toHaveLength(10);
    expect(articles.filter((a) => a.error === null)).toHaveLength(9);
    expect(articles.find((a) => a.url.includes("morningcupmag.example"))?.error).toMatch(/404/);
    const [brief] = await getDb().select().from(contentBriefs).where(eq(contentBriefs.brandId, brandId));
    expect(brief).toMatchObject({ title: SAMPLE_BRIEF_TITLE, outlineMethod: "consensus", keyword: "how to make cold brew" });
    expect(brief!.outline.some((o) => /what is cold brew/i.test(o.text))).toBe(true);
    expect(brief!.questions.length).toBe(5);
    expect(await count("content_ideas", brandId)).toBeGreaterThan(0);
    // The fictional SERP stays as the sample brand's own: /getting-top-articles shows its ten articles…
    expect(await getDb().execute(sql`select 1 from seo_serps where keyword_key = 'how to make cold brew' and sample_brand_id = ${brandId}::uuid`)).toHaveLength(1);
    const coldBrew = { kind: "keyword", keyword: "how to make cold brew" } as const;
    expect((await loadSerpTop(scope, coldBrew))?.results).toHaveLength(10);
    // …and no other brand reads it: not the owner's own second brand, not another user's (whose fetch of the
    // same query today is a real one of its own, not a cache hit of the fictional SERP).
    const ownSecond = await createBrand(owner, "Owner's real brand");
    const stranger = await createUser();
    const strangerBrand = await createBrand(stranger, "Stranger's brand");
    for (const b of [ownSecond.id, strangerBrand.id]) {
      await getDb().execute(sql`insert into seo_keywords (brand_id, keyword, keyword_key, source) values (${b}::uuid, 'how to make cold brew', 'how to make cold brew', 'manual')`);
    }
    const ownSecondScope = await scopeFor(owner, ownSecond.id);
    expect((await loadSerpTop(ownSecondScope, coldBrew))?.results ?? []).toHaveLength(0);
    const strangerScope = await scopeFor(stranger, strangerBrand.id);
    const settings = await getSeoSettings(strangerScope);
    const query = { keyword: "how to make cold brew", location: settings.location, language: settings.language, device: settings.device };
    expect(await latestSerps(strangerScope, query)).toEqual([]);
    const real = await getSerp(strangerScope, query, {
      source: { provider: "serper", maxCostUsd: 0, fetchSerp: async () => ({ ok: true, value: { ...query, provider: "serper", fetchedAt: new Date(), organic: [{ position: 1, url: "https://real.example/cold-brew", domain: "real.example", title: "Real", snippet: null }], features: [], peopleAlsoAsk: [], aiOverview: null, totalResults: 1 }, costUsd: 0 }) },
    });
    expect(real.ok && real.value.cached).toBe(false);
    expect(real.ok && real.value.serp.organic.map((o) => o.url)).toEqual(["https://real.example/cold-brew"]);
    // The demo brand still reads its own sample, not the stranger's real fetch.
    expect((await loadSerpTop(scope, coldBrew))?.results).toHaveLength(10);
    const posts = await getDb().select().from(contentPosts).where(eq(contentPosts.brandId, brandId));
    expect(posts.map((p) => [p.kind, p.method, p.briefId]).sort()).toEqual([["article", "manual", brief!.id], ["newsletter", "manual", brief!.id], ["social", "manual", brief!.id]]);
    expect(posts.every((p) => p.score !== null && p.score > 0)).toBe(true);
    expect(posts.filter((p) => p.status === "scheduled").map((p) => p.kind).sort()).toEqual(["article", "newsletter"]);
    expect(posts.find((p) => p.kind === "article")?.approvalStatus).toBe("approved");
    expect(posts.find((p) => p.kind === "social")?.status).toBe("suggested");
    // The Instagram sample: the brand's export and a competitor's Metricool CSV, through the social import.
    expect(await count("social_profiles", brandId)).toBe(2);
    expect(await count("social_media", brandId)).toBe(197);
    expect(await count("social_profile_snapshots", brandId)).toBeGreaterThan(100);
    expect((await listTrackedProfiles(scope, "instagram")).map((p) => [p.handle, p.isOwn, p.sample, p.followers])).toEqual([
      ["northwind.coffee", true, true, 1900],
      ["bluebottle", false, true, 45_200],
    ]);
    // Paid search: the four shipped reports through the report import, moved so their last day is yesterday.
    expect(await count("ppc_imports", brandId)).toBe(4);
    expect(await count("ppc_campaigns", brandId)).toBe(11);
    expect(await count("ppc_keywords", brandId)).toBe(18);
    expect(await count("ppc_search_terms", brandId)).toBeGreaterThan(3000);
    expect(await count("ppc_campaign_days", brandId)).toBe(180);
    // What a person does next, through the same functions: the paid keywords clustered, one n-gram mining run.
    expect(await count("ppc_groups", brandId)).toBeGreaterThan(0);
    expect(await count("ppc_group_keywords", brandId)).toBeGreaterThan(0);
    const [mined] = await getDb().execute<{ status: string; grams: number; candidates: number }>(sql`
      select r.status, (select count(*)::int from ppc_ngrams g where g.run_id = r.id) as grams,
        (select count(*)::int from ppc_ngrams g where g.run_id = r.id and g.negative_candidate) as candidates
      from ppc_ngram_runs r where r.brand_id = ${brandId}::uuid`);
    expect(mined).toMatchObject({ status: "succeeded" });
    expect(mined!.grams).toBeGreaterThan(100);
    expect(mined!.candidates).toBeGreaterThan(0);
    const [lastDay] = await getDb().execute<{ d: string }>(sql`select max(period_to)::text as d from ppc_search_terms where brand_id = ${brandId}::uuid`);
    expect(lastDay!.d).toBe(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    // Paid and organic share one keyword record: "cold brew concentrate" has a position and a paid keyword.
    const [shared] = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from ppc_keywords p join seo_keywords k on k.id = p.keyword_id where p.brand_id = ${brandId}::uuid and k.keyword_key = 'cold brew concentrate' and k.position is not null`);
    expect(shared!.n).toBe(2);
    // Personas: the shipped brief and its eight personas through the import, a focus group ready to run.
    expect(await count("personas_briefs", brandId)).toBe(1);
    expect(await count("personas", brandId)).toBe(8);
    expect(await count("persona_versions", brandId)).toBe(8);
    const [flagged] = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from personas where brand_id = ${brandId}::uuid and flagged`);
    expect(flagged!.n).toBe(0);
    const [fg] = await getDb().execute<{ status: string; stimuli: number; participants: number; questions: number }>(sql`
      select p.status, (select count(*)::int from fg_stimuli s where s.project_id = p.id) as stimuli,
        (select count(*)::int from fg_participants x where x.project_id = p.id and x.status = 'recruited') as participants,
        (select count(*)::int from fg_guides g, jsonb_array_elements(g.sections) sec, jsonb_array_elements(sec->'questions') q where g.project_id = p.id) as questions
      from fg_projects p where p.brand_id = ${brandId}::uuid`);
    expect(fg).toMatchObject({ status: "ready", stimuli: 2, participants: 5 });
    expect(fg!.questions).toBeGreaterThan(3);

    // Someone works in the brand after the seed: their idea must survive the removal.
    actAs(owner);
    await selectBrand(owner, brandId);
    const mine = await captureIdea(scope, captureIdeaInput.parse({ title: "My own idea after the sample" }));
    // Another brand with sample rows of its own is not touched.
    const other = await createUser();
    const otherSeed = await seedDemoBrand(getDb(), other.id, new Date());
    const otherRows = await count("sample_rows", otherSeed.brandId);
    expect(otherRows).toBeGreaterThan(0);

    // A member sees the banner but may not remove; the owner may.
    const member = await createUser();
    await addMember(brandId, member, "member");
    expect(await getSampleDataState(await scopeFor(member, brandId))).toEqual({ present: true, canRemove: false });
    expect(await getSampleDataState(scope)).toEqual({ present: true, canRemove: true });
    actAs(member);
    expect((await removeSampleDataAction({ brandId })).ok).toBe(false);
    expect(await count("sample_rows", brandId)).toBeGreaterThan(0);

    actAs(owner);
    const result = await removeSampleDataAction({ brandId });
    expect(result.ok).toBe(true);
    for (const table of ["sample_rows", "growth_metric_values", "growth_learnings", "growth_pillars", "saio_runs", "saio_answers", "sop_adoptions", "webhook_settings", "webhook_deliveries", "growth_metrics", "seo_keywords", "seo_keyword_figures", "seo_gsc_rows", "seo_ga4_rows", "seo_keyword_groups", "seo_backlink_profiles", "seo_link_gaps", "seo_forecast_runs", "seo_forecasts", "seo_crawls", "seo_crawl_pages", "seo_crawl_issues", "knowledge_sources", "knowledge_chunks", "knowledge_collections", "knowledge_source_collections", "storage_objects", "content_articles", "content_briefs", "content_ideas", "content_posts", "content_post_versions", "content_approvals", "content_approval_decisions", "social_profiles", "social_media", "social_profile_snapshots", "ppc_imports", "ppc_campaigns", "ppc_ad_groups", "ppc_campaign_days", "ppc_keywords", "ppc_search_terms", "ppc_groups", "ppc_group_keywords", "ppc_ngram_runs", "ppc_ngrams"]) {
      expect(await count(table, brandId), table).toBe(0);
    }
    expect(await getDb().execute(sql`select 1 from seo_serps where sample_brand_id = ${brandId}::uuid`)).toHaveLength(0);
    const ideas = await getDb().select({ title: growthIdeas.title }).from(growthIdeas).where(eq(growthIdeas.brandId, brandId));
    expect(ideas.map((i) => i.title)).toEqual(["My own idea after the sample"]);
    expect(mine.id).toBeTruthy();
    // The base demo brand stays: its hand-made tasks, squad, sprints and prompts.
    expect(await count("foundational_tasks", brandId)).toBe(8);
    expect(await count("saio_prompts", brandId)).toBe(6);
    expect(await getSampleDataState(scope)).toEqual({ present: false, canRemove: false });
    expect(await count("sample_rows", otherSeed.brandId)).toBe(otherRows);
    expect(await count("saio_answers", otherSeed.brandId)).toBe(sampleAnswers().length);
    expect(await getDb().select().from(sampleRows).where(eq(sampleRows.brandId, brandId))).toHaveLength(0);
    for (const id of storedFileIds) expect(await readFile(scope, id)).toBeNull();
    expect(await count("knowledge_sources", otherSeed.brandId)).toBeGreaterThan(0);
    // A brand created without the seed has no sample data and nothing to remove.
    const plain = await createBrand(owner);
    expect(await getSampleDataState(await scopeFor(owner, plain.id))).toEqual({ present: false, canRemove: false });
    // Leave no demo brand behind for later files.
    await getDb().delete(brands).where(inArray(brands.id, [brandId, otherSeed.brandId]));
  });
});
