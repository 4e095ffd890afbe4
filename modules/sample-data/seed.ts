/**
 * The demo brand's sample history (issue #17 §7), produced by the modules' own functions as the
 * brand's owner — through the tenant wall, with their validation and activity lines — never by
 * writing numbers into tables:
 *
 * - growth: the one-pager (North Star, objectives), metrics, a year-to-date CSV import of their
 *   values (db/sample/metrics.csv through importMetricValues), pillars, ideas scored with ICE, an
 *   experiment planned into a finished sprint with its tasks and its learning, one planned next;
 * - SOPs: the E-commerce template adopted, its first task group assigned to the squad (tasks);
 * - SAIO: the answers shipped in db/sample/saio/*.md, analysed by the SAIO pipeline (mention
 *   detection, positions, lexicon sentiment, citations) as one run of a "Sample data" engine — no
 *   engine is called — and its untracked names discovered as candidates;
 * - SEO: the shipped exports through the SEO imports, and two crawls of the brand's shipped website
 *   (db/sample/seo-site) through the on-page audit's crawler over a file transport — no network;
 * - webhooks: an endpoint on a loopback address the outbound guard refuses, with the real "send
 *   test event" delivery, so the delivery log honestly shows a refused attempt; then paused;
 * - knowledge base: db/sample/knowledge/* uploaded, put into collections and ingested by the
 *   knowledge base's own code, then the brand-data sync (./knowledge.ts).
 *
 * Every row it creates in the brand is recorded in sample_rows (found by comparing the brand's rows
 * before and after), which is what "Remove sample data" deletes.
 */
import { prepareJobQueues } from "@/lib/jobs";
import { randomUUID } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { addDays, differenceInCalendarWeeks, format, parseISO, startOfWeek } from "date-fns";
import { and, asc, eq, sql } from "drizzle-orm";
import { asSystem } from "@/lib/system";
import { brands, growthSprints, growthSquad, saioAnswers, saioPrompts, saioRuns, sampleRows, webhookDeliveries, webhookSettings, type SaioRunEngine } from "@/db/schema";
import { backgroundUser, scopeFor, withScope, type BrandScope } from "@/lib/brand-scope";
import { seal } from "@/lib/crypto/secret-box";
import {
  captureIdeaInput,
  createExperimentTasksInput,
  createMetricInput,
  createPillarInput,
  planIdeaInput,
  recordLearningInput,
  saveOnePagerInput,
  scoreIdeaInput,
  type CaptureIdeaInput,
} from "@/modules/growth/inputs";
import { captureIdea, scoreIdea, setIdeaStatus } from "@/modules/growth/queries/ideas";
import { createExperimentTasks } from "@/modules/growth/queries/experiments";
import { createMetric, listMetrics } from "@/modules/growth/queries/metrics";
import { createPillar } from "@/modules/growth/queries/pillars";
import { importMetricValues } from "@/modules/growth/import";
import { planIdea } from "@/modules/growth/queries/planning";
import { recordLearning } from "@/modules/growth/queries/learnings";
import { saveOnePager } from "@/modules/growth/queries/one-pager";
import { setScoringModel } from "@/modules/growth/queries/prioritization";
import { adoptTemplate } from "@/modules/sops/adopt";
import { assignSopTasks, getAssignContext } from "@/modules/sops/assign";
import { assignSopTasksInput } from "@/modules/sops/inputs";
import { analyzeAnswer, domainMatches } from "@/modules/saio/analysis";
import { clusterBrandKeywords } from "@/modules/seo/queries/clustering";
import { importSeoFile } from "@/modules/seo/import/import";
import { importBacklinksFile } from "@/modules/seo/import/backlinks";
import { forecastNow, gscHistorySpan } from "@/modules/seo/forecast/runs";
import { MIN_HISTORY_DAYS } from "@/modules/seo/forecast/types";
import { add3dPages, add3dPairsFromSource, create3dAnalysis } from "@/modules/seo/three-d/queries";
import { updateCandidatesFromRun } from "@/modules/saio/candidates";
import { seedSampleCrawls } from "./site-audit";
import { seedContent } from "./content";
import { seedSocial } from "./social";
import { seedPersonas } from "./personas";
import { seedPpc } from "./ppc";
import { seedKnowledge } from "./knowledge";
import { getTrackedSet, OWN_KEY } from "@/modules/saio/tracked";
import { performAttempt, secretAad } from "@/modules/webhooks/deliver";
import { brandEnvelope } from "@/modules/webhooks/emit";
import { generateSigningSecret, messageIdFor } from "@/modules/webhooks/signing";

const SAMPLE_DIR = path.resolve(process.cwd(), "db/sample");
/** The engine the shipped answers are filed under, so nobody takes them for a real engine's. */
export const SAMPLE_ENGINE: SaioRunEngine = { key: "sample-data", label: "Sample data", provider: "sample", model: "shipped answers (db/sample/saio)" };
/** Loopback: refused by the outbound guard, and never off the machine even where loopback is allowed. */
const SAMPLE_WEBHOOK_URL = "http://127.0.0.1/growth-os-sample-webhook";
const SAMPLE_TEMPLATE = { kind: "template" as const, type: "industry" as const, slug: "e-commerce" };

/** Brand tables whose rows have an `id`: the ones a sample row can live in (not the live-update log, lib/realtime, whose rows are events, not data). */
async function brandTables(): Promise<string[]> {
  const rows = await asSystem("list the brand tables whose new rows the sample seed marks", (db) => db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.column_name in ('id', 'brand_id') and c.table_name not in ('sample_rows', 'activity_logs', 'realtime_changes')
    group by c.table_name having count(*) = 2 order by c.table_name`));
  return rows.map((r) => r.table_name);
}

async function brandRowIds(tables: readonly string[], brandId: string): Promise<Map<string, Set<string>>> {
  return asSystem("snapshot the brand's row ids around the sample seed", async (db) => {
    const out = new Map<string, Set<string>>();
    for (const t of tables) {
      const rows = await db.execute<{ id: string }>(sql`select id::text as id from ${sql.identifier(t)} where brand_id = ${brandId}::uuid`);
      out.set(t, new Set(rows.map((r) => r.id)));
    }
    return out;
  });
}

/** Seeds the sample history into `brandId` as `userId` (its owner) and marks every row it made. */
export async function seedSampleData(userId: string, brandId: string, today = new Date()): Promise<{ rows: number }> {
  const scope = await scopeFor(await backgroundUser(userId), brandId);
  const tables = await brandTables();
  const before = await brandRowIds(tables, brandId);
  // The first start seeds in a set-up process before the app has created any job queue, and the
  // knowledge uploads enqueue their ingestion: the queues of every task this code defines come first.
  await prepareJobQueues();

  await seedGrowth(scope, today);
  await seedSops(scope, today);
  await seedSaio(scope);
  await seedSeo(scope);
  await seedSiteAudit(scope);
  await seedBacklinks(scope, today);
  await seedWebhook(scope);
  // After the SEO data and the crawl: ideas read the keywords, briefs suggest links from the crawl.
  await seedContent(scope, today).catch((e: unknown) => fail("the sample content marketing", e instanceof Error ? e.message : e));
  await seedSocial(scope, today).catch((e: unknown) => fail("the sample Instagram analysis", e instanceof Error ? e.message : e));
  // After the SEO keywords: the paid keywords join the same keyword records.
  await seedPpc(scope, today).catch((e: unknown) => fail("the sample paid search", e instanceof Error ? e.message : e));
  await seedPersonas(scope).catch((e: unknown) => fail("the sample personas and focus group", e instanceof Error ? e.message : e));
  // Last: the brand-data sync reads the SOPs, the learning and the approved posts seeded above.
  await seedKnowledge(scope).catch((e: unknown) => fail("the sample knowledge base", e instanceof Error ? e.message : e));

  const after = await brandRowIds(tables, brandId);
  const marks: (typeof sampleRows.$inferInsert)[] = [];
  for (const [t, ids] of after) for (const id of ids) if (!before.get(t)?.has(id)) marks.push({ brandId, tableName: t, rowId: id });
  await asSystem("mark the rows the sample seed made", async (db) => {
    for (let i = 0; i < marks.length; i += 500) await db.insert(sampleRows).values(marks.slice(i, i + 500)).onConflictDoNothing();
  });
  return { rows: marks.length };
}

function fail(what: string, detail: unknown): never {
  throw new Error(`Sample data: ${what} failed: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`);
}

// ─── growth ──────────────────────────────────────────────────────────────────────────────────────

/** The shipped CSV with its dates moved so its last week is this week (the import itself is untouched). */
function sampleMetricsCsv(today: Date): string {
  const text = readFileSync(path.join(SAMPLE_DIR, "metrics.csv"), "utf8");
  const dates = [...text.matchAll(/^(\d{4}-\d{2}-\d{2}),/gm)].map((m) => m[1]!);
  const last = dates.reduce((a, b) => (a > b ? a : b));
  const weeks = differenceInCalendarWeeks(startOfWeek(today, { weekStartsOn: 1 }), parseISO(last), { weekStartsOn: 1 });
  return text.replace(/^(\d{4}-\d{2}-\d{2}),/gm, (_, d: string) => `${format(addDays(parseISO(d), weeks * 7), "yyyy-MM-dd")},`);
}

async function seedGrowth(scope: BrandScope, today: Date): Promise<void> {
  const day = format(today, "yyyy-MM-dd");
  const { squad, sprints } = await withScope(scope, async (tx) => ({
    squad: await tx.select({ id: growthSquad.id }).from(growthSquad).where(eq(growthSquad.brandId, scope.brandId)).orderBy(asc(growthSquad.createdAt), asc(growthSquad.name)),
    sprints: await tx.select().from(growthSprints).where(eq(growthSprints.brandId, scope.brandId)).orderBy(asc(growthSprints.startDate)),
  }));
  const member = (i: number) => squad[i % Math.max(squad.length, 1)]?.id ?? null;
  const current = sprints.find((s) => s.startDate <= day && s.endDate >= day) ?? sprints.at(-1);
  const finished = [...sprints].reverse().find((s) => s.endDate < day) ?? current;

  await setScoringModel(scope, "ice");
  await saveOnePager(
    scope,
    saveOnePagerInput.parse({
      mission: "Make a great cup of single-origin coffee the easy, everyday choice for home brewers across the US.",
      targetCustomer: "Home baristas (25–45) who brew pour-over or espresso daily and buy beans online at least monthly.",
      valueProposition: "Roasted to order and shipped within 24 hours, with clear tasting notes and a brew card for every bag.",
      constraints: "Two-person marketing team; $12k monthly paid budget; the roastery's capacity caps subscriptions at ~2,500.",
      currentFocus: "Grow subscriptions through organic search and AI answers, and bring monthly churn under 5 %.",
      northStar: { name: "Active subscribers", definition: "Subscriptions with a delivery in the last 35 days.", unit: "subscribers", direction: "increase", target: 2000, targetDate: `${today.getFullYear() + 1}-06-30` },
      objectives: [
        { title: "Become the answer for “best coffee subscription”", keyResults: [{ title: "Share of AI answers mentioning Northwind", current: 50, target: 70, unit: "%" }, { title: "Organic sessions per week", current: 27000, target: 35000 }] },
        { title: "Keep subscribers longer", keyResults: [{ title: "Monthly churn", current: 5.2, target: 4.5, unit: "%" }] },
      ],
    }),
  );
  const metricIds = new Map((await listMetrics(scope)).map((m) => [m.name, m.id]));
  const metric = async (data: Parameters<typeof createMetricInput.parse>[0]) => {
    const m = createMetricInput.parse(data);
    metricIds.set(m.name, (await createMetric(scope, m)).id);
  };
  await metric({ name: "Organic sessions", stage: "acquisition", unit: "sessions", definition: "Weekly sessions from organic search (GA4).", target: 35000, inFunnel: true });
  await metric({ name: "Visit-to-trial rate", stage: "activation", unit: "%", definition: "Share of sessions that start a first subscription box.", target: 4.5, inFunnel: true });
  await metric({ name: "Monthly churn", stage: "retention", unit: "%", direction: "decrease", definition: "Subscriptions cancelled in the last 30 days ÷ active subscriptions.", target: 4.5 });
  await metric({ name: "Referral sign-ups", stage: "referral", unit: "sign-ups", definition: "Weekly sign-ups with a referral code.", target: 80, inFunnel: true });

  const imported = await importMetricValues(scope, sampleMetricsCsv(today));
  if (imported.errors.length || imported.unknownMetrics.length || !imported.created) fail("the metrics CSV import", imported);

  const pillar = async (data: Parameters<typeof createPillarInput.parse>[0]) => (await createPillar(scope, createPillarInput.parse(data))).id;
  const search = await pillar({
    name: "Be the answer in search and AI",
    objective: "Northwind is named whenever someone asks for a coffee subscription or single-origin beans.",
    ownerId: member(1),
    metricIds: [metricIds.get("Organic sessions")!],
  });
  const retention = await pillar({
    name: "Subscribers who stay",
    objective: "Fewer cancellations in the first three months.",
    ownerId: member(0),
    metricIds: [metricIds.get("Monthly churn")!],
  });
  const referral = await pillar({ name: "Word of mouth", objective: "Every happy subscriber brings one more.", ownerId: member(3), metricIds: [metricIds.get("Referral sign-ups")!] });

  const idea = async (data: CaptureIdeaInput, ice: [number, number, number]) => {
    const { id } = await captureIdea(scope, captureIdeaInput.parse(data));
    await scoreIdea(scope, scoreIdeaInput.parse({ id, iceImpact: ice[0], iceConfidence: ice[1], iceEase: ice[2] }));
    return id;
  };
  const brewGuides = await idea(
    {
      title: "Brew guides for every single origin",
      hypothesisChange: "publishing a V60 and AeroPress recipe page for each single origin, linked from its product page",
      hypothesisOutcome: "organic sessions to product pages growing 15 % within six weeks",
      hypothesisMeasure: "organic sessions to product pages are up 15 % in GA4",
      pillarId: search,
      stage: "acquisition",
      channel: "seo",
      ownerId: member(3),
    },
    [7, 7, 6],
  );
  const pauseInsteadOfCancel = await idea(
    {
      title: "Offer “pause for a month” in the cancel flow",
      hypothesisChange: "showing a one-click “pause for a month” option before the cancellation form",
      hypothesisOutcome: "monthly churn falling by a fifth",
      hypothesisMeasure: "monthly churn in the test half is a fifth below the control",
      pillarId: retention,
      stage: "retention",
      channel: "email_marketing",
      ownerId: member(0),
    },
    [8, 7, 8],
  );
  await idea(
    { title: "Give a bag, get a bag referral offer", hypothesisChange: "giving both the referrer and the friend a free 250 g bag", hypothesisOutcome: "referral sign-ups doubling", hypothesisMeasure: "weekly referral sign-ups pass 80", pillarId: referral, stage: "referral", channel: "community_building" },
    [6, 5, 7],
  );
  await idea(
    { title: "Comparison page: Northwind vs. marketplaces", hypothesisChange: "publishing an honest comparison with Trade and other marketplaces", hypothesisOutcome: "AI answers citing our page for subscription questions", hypothesisMeasure: "the SAIO dashboard shows Northwind in 70 % of subscription answers", pillarId: search, stage: "acquisition", channel: "content_marketing" },
    [6, 4, 6],
  );
  await idea({ title: "Tasting-notes quiz on the home page", hypothesisChange: "a three-question tasting quiz on the home page that recommends a first bag", hypothesisOutcome: "the visit-to-trial rate rising to 4 %", hypothesisMeasure: "the visit-to-trial rate holds above 4 % for two weeks", stage: "activation", channel: "seo" }, [5, 4, 3]);

  // The finished experiment: planned into the last closed sprint, its tasks, then its learning.
  if (finished) await planIdea(scope, planIdeaInput.parse({ id: pauseInsteadOfCancel, sprintId: finished.id, ownerId: member(0), effort: 0.5 }));
  await createExperimentTasks(
    scope,
    createExperimentTasksInput.parse({
      ideaId: pauseInsteadOfCancel,
      tasks: [
        { title: "Design the pause option in the cancel flow", assignedTo: member(3), priority: "High" },
        { title: "Ship the pause flow behind a 50 % split", assignedTo: member(0), priority: "High", difficulty: "High" },
      ],
    }),
  );
  await setIdeaStatus(scope, pauseInsteadOfCancel, "running");
  await recordLearning(
    scope,
    recordLearningInput.parse({
      ideaId: pauseInsteadOfCancel,
      outcome: "win",
      metricId: metricIds.get("Monthly churn") ?? null,
      metricChange: -18,
      changeUnit: "percent",
      learned:
        "A third of the people who opened the cancel flow chose to pause instead. Churn in the test half fell 18 % against the control over four weeks, and most paused subscribers resumed. Keep the pause option for everyone; try a two-month pause next.",
    }),
  );
  // What runs now: the brew guides, planned into the current sprint.
  if (current) await planIdea(scope, planIdeaInput.parse({ id: brewGuides, sprintId: current.id, ownerId: member(3), effort: 1 }));
}

// ─── SOPs ────────────────────────────────────────────────────────────────────────────────────────

async function seedSops(scope: BrandScope, today: Date): Promise<void> {
  await adoptTemplate(scope, { type: SAMPLE_TEMPLATE.type, slug: SAMPLE_TEMPLATE.slug });
  const day = format(today, "yyyy-MM-dd");
  const ctx = await getAssignContext(scope, SAMPLE_TEMPLATE, day);
  const group = ctx.groups.find((g) => g.tasks.length) ?? fail("finding a task group of the adopted template", ctx.groups.length);
  const squad = ctx.squad.map((m) => m.id);
  const items = group.tasks.slice(0, 5).map((t, i) => ({ sopTaskId: t.id, assignedTo: t.defaultAssignee ?? squad[(i + 1) % squad.length]! }));
  // As /sops/taskgroup/{id}/assign-tasks does once the template is the brand's own.
  const source = { kind: "group" as const, taskGroupId: group.id };
  const result = await assignSopTasks(scope, assignSopTasksInput.parse({ source, sprintId: ctx.currentSprintId, startDate: day, items }));
  if (result.status !== "created") fail("assigning the SOP tasks", result);
}

// ─── SAIO ────────────────────────────────────────────────────────────────────────────────────────

type SampleAnswer = { file: string; prompt: string; text: string; sources: string[] };

/** db/sample/saio/*.md: "Prompt: …" on the first line, the answer after it. */
export function sampleAnswers(): SampleAnswer[] {
  const dir = path.join(SAMPLE_DIR, "saio");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((file) => {
      const [first, ...rest] = readFileSync(path.join(dir, file), "utf8").split("\n");
      const prompt = first?.match(/^Prompt:\s*(.+)$/)?.[1]?.trim() ?? fail(`reading ${file}`, "its first line must be “Prompt: …”");
      const text = rest.join("\n").trim();
      const sources = [...text.matchAll(/^Sources?:(.*)$/gm)].flatMap((m) => m[1]!.split(",").map((s) => s.trim()).filter(Boolean));
      return { file, prompt, text, sources };
    });
}

// ─── seo ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * db/sample/seo/* through the SEO import, as uploads (Search Console zip, GA4 report download, Keyword Planner, Semrush),
 * then the focus-keyword clustering over what was imported (by shared words: no SERP is stored).
 */
async function seedSeo(scope: BrandScope): Promise<void> {
  const dir = path.join(SAMPLE_DIR, "seo");
  for (const name of readdirSync(dir).sort()) {
    const base64 = readFileSync(path.join(dir, name)).toString("base64");
    await importSeoFile(scope, { file: { name, base64 } }).catch((e: unknown) => fail(`importing seo/${name}`, e instanceof Error ? e.message : e));
  }
  await clusterBrandKeywords(scope).catch((e: unknown) => fail("clustering the sample keywords", e instanceof Error ? e.message : e));
  // /predictive-analytics: the real forecast over the imported daily history, when the sample has enough of it.
  if ((await gscHistorySpan(scope)).days >= MIN_HISTORY_DAYS) {
    // Fewer scopes than a user's run (the top 5 groups, 3 sections, 5 queries): the first start stays quick.
    await forecastNow(scope, 56, { group: 5, prefix: 3, keyword: 5 }).catch((e: unknown) => fail("forecasting the sample Search Console history", e instanceof Error ? e.message : e));
  }
  await seed3dAnalysis(scope).catch((e: unknown) => fail("the sample 3D analysis", e instanceof Error ? e.message : e));
}

/**
 * /onpage-seo-audit: two crawls of the brand's website as shipped in db/sample/seo-site (now, and a
 * month before), through the real crawler and checks over the sample site's file transport.
 */
async function seedSiteAudit(scope: BrandScope): Promise<void> {
  const [brand] = await withScope(scope, (tx) => tx.select({ website: brands.website }).from(brands).where(eq(brands.id, scope.brandId)));
  if (!brand?.website) return;
  await seedSampleCrawls(scope, brand.website).catch((e: unknown) => fail("the sample site crawl", e instanceof Error ? e.message : e));
}

/**
 * db/sample/seo-backlinks/*: Semrush Backlinks exports of the brand and two of its competitors, through
 * the backlinks import (profiles of today and the computed link gap). Their dates are shifted so the
 * newest "Last seen" is `today`, so new and lost links fall inside the page's 12 months.
 */
async function seedBacklinks(scope: BrandScope, today: Date): Promise<void> {
  const dir = path.join(SAMPLE_DIR, "seo-backlinks");
  for (const name of readdirSync(dir).sort()) {
    const text = readFileSync(path.join(dir, name), "utf8");
    const days = [...text.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((m) => m[1]!).sort();
    const shift = days.length ? Math.round((Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(`${days.at(-1)}T00:00:00Z`)) / 864e5) : 0;
    const csv = text.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (d) => new Date(Date.parse(`${d}T00:00:00Z`) + shift * 864e5).toISOString().slice(0, 10));
    await importBacklinksFile(scope, { csv }).catch((e: unknown) => fail(`importing seo-backlinks/${name}`, e instanceof Error ? e.message : e));
  }
}

/**
 * A 3D analysis of the imported Search Console pages, built by the analysis' own sources: its pairs
 * are the page × query rows of the sample's bulk export and whatever rankings it holds, so the
 * analysis shows what the real data supports.
 */
async function seed3dAnalysis(scope: BrandScope): Promise<void> {
  const { id } = await create3dAnalysis(scope, "Sample data: site pages");
  await add3dPages(scope, id, "gsc", "");
  await add3dPairsFromSource(scope, id, "gsc");
  await add3dPairsFromSource(scope, id, "rankings");
}

async function seedSaio(scope: BrandScope): Promise<void> {
  const tracked = (await getTrackedSet(scope)) ?? fail("reading the tracked brands", scope.brandId);
  const prompts = await withScope(scope, (tx) => tx.select().from(saioPrompts).where(eq(saioPrompts.brandId, scope.brandId)));
  const byText = new Map(prompts.map((p) => [p.text.trim().toLowerCase(), p]));
  const answers = sampleAnswers().flatMap((a) => {
    const p = byText.get(a.prompt.toLowerCase());
    return p ? [{ ...a, p }] : [];
  });
  if (!answers.length) return;
  const ownDomains = tracked.brands.filter((b) => b.own).flatMap((b) => b.domains);
  const runId = randomUUID();
  await withScope(scope, async (tx) => {
    await tx.insert(saioRuns).values({
      id: runId,
      brandId: scope.brandId,
      status: "succeeded",
      trigger: "manual",
      engines: [SAMPLE_ENGINE],
      promptIds: answers.map((a) => a.p.id),
      samples: 1,
      total: answers.length,
      done: answers.length,
      message: "Sample data: answers shipped with Growth OS, analysed by the SAIO pipeline. No AI engine was asked.",
      createdBy: scope.userId,
      startedAt: new Date(),
      finishedAt: new Date(),
    });
    for (const a of answers) {
      // The same analysis a real run stores (modules/saio/run.ts), with the lexicon sentiment.
      const analysis = analyzeAnswer({ promptId: a.p.id, engine: SAMPLE_ENGINE.key, runId, text: a.text, citations: a.sources }, tracked.brands);
      const own = analysis.mentions.find((m) => m.brandId === OWN_KEY);
      const sentiment = own ? analysis.sentiment : null;
      await tx.insert(saioAnswers).values({
        brandId: scope.brandId,
        runId,
        promptId: a.p.id,
        promptText: a.p.text,
        topic: a.p.topic,
        engineKey: SAMPLE_ENGINE.key,
        engineLabel: SAMPLE_ENGINE.label,
        provider: SAMPLE_ENGINE.provider,
        model: SAMPLE_ENGINE.model,
        sample: 1,
        ok: true,
        answer: a.text,
        citedUrls: analysis.urls.slice(0, 200),
        citedDomains: analysis.citedDomains,
        mentions: analysis.mentions.map((m) => ({ brandId: m.brandId, count: m.count, position: m.position })),
        ownMentioned: !!own,
        ownPosition: own?.position ?? null,
        ownCited: analysis.citedDomains.some((d) => domainMatches(d, ownDomains)),
        sentiment: sentiment === null ? null : String(sentiment),
        sentimentMethod: sentiment === null ? null : "lexicon",
        costUsd: "0",
      });
    }
  });
  await updateCandidatesFromRun(scope, runId, null);
}

// ─── webhooks ────────────────────────────────────────────────────────────────────────────────────

async function seedWebhook(scope: BrandScope): Promise<void> {
  const id = randomUUID();
  await withScope(scope, (tx) =>
    tx.insert(webhookSettings).values({
      id,
      brandId: scope.brandId,
      webhookUrl: SAMPLE_WEBHOOK_URL,
      webhookType: "task_completed",
      eventTypes: ["task_completed"],
      description: "Sample data: a loopback address the outbound guard refuses, so its delivery log shows what a failed delivery looks like.",
      isActive: true,
      secretCiphertext: seal(generateSigningSecret(), secretAad(id)),
      secretRotatedAt: new Date(),
      createdBy: scope.userId,
    }),
  );
  // The real "Send test event" path: a test delivery and one attempt through the outbound guard.
  const deliveryId = randomUUID();
  await withScope(scope, (tx) =>
    tx.insert(webhookDeliveries).values({
      id: deliveryId,
      brandId: scope.brandId,
      endpointId: id,
      messageId: messageIdFor(deliveryId),
      eventType: "task_completed",
      target: "endpoint",
      payload: brandEnvelope("task_completed", scope.brandId, { message: "This is a test event from Growth OS." }, true) as unknown as Record<string, unknown>,
      isTest: true,
    }),
  );
  await performAttempt({ brandId: scope.brandId, deliveryId, trigger: "test", run: (fn) => withScope(scope, fn), audit: { scope }, actorUserId: scope.userId });
  // Paused, so the brand's real events are never queued for an address that cannot answer.
  await withScope(scope, (tx) => tx.update(webhookSettings).set({ isActive: false }).where(and(eq(webhookSettings.id, id), eq(webhookSettings.brandId, scope.brandId))));
}
