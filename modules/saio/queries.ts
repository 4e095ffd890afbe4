/**
 * Read side of SAIO pages. Metrics are computed in the app from the stored analysis columns (never
 * the answer texts), so a dashboard over thousands of answers is one indexed read of small rows.
 */
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { saioAnswers, saioCandidates, saioPrompts, saioRuns, saioSchedules, type SaioRunEngine } from "@/db/schema";
import { isUuid, withScope, type BrandScope } from "@/lib/brand-scope";
import { defaultEngine, listEngines, usableEngines } from "@/modules/ai/engines";
import { listCitations } from "@/modules/knowledge/grounding";
import { computeMetrics, computeMetricsBy, foldKey, groupCitations, type AnalyzedAnswer, type Metrics, type TrackedBrand } from "./analysis";
import { monthSpendUsd, nextMonthStart } from "./budget";
import { CLASSIFY_CITATION_PURPOSE, lastClassificationFailure } from "./candidates";
import { getPanelSummary, type PanelSummary } from "./panel";
import { describeRecurrence, type Recurrence } from "./schedule";
import type { RunFormEngine, RunFormPrompt } from "./components/run-form";
import { DEFAULT_SETTINGS, getSaioSettings, getTrackedSet, OWN_KEY, type SaioSettings } from "./tracked";

export type PromptRow = {
  id: string;
  text: string;
  topic: string;
  tags: string[];
  branded: boolean;
  country: string;
  language: string;
  active: boolean;
  source: string;
  createdAt: string;
  /** Over the prompt's answers of the last 30 days. */
  answers: number;
  mentioned: number;
  lastAnsweredAt: string | null;
};

export async function listPrompts(scope: BrandScope): Promise<PromptRow[]> {
  return withScope(scope, async (tx) => {
    const since = new Date(Date.now() - 30 * 86_400_000);
    const stats = tx
      .select({
        promptId: saioAnswers.promptId,
        answers: sql<number>`count(*)::int`.as("answers"),
        mentioned: sql<number>`(count(*) filter (where ${saioAnswers.ownMentioned}))::int`.as("mentioned"),
        last: sql<string | null>`max(${saioAnswers.createdAt})::text`.as("last"),
      })
      .from(saioAnswers)
      .where(and(eq(saioAnswers.brandId, scope.brandId), eq(saioAnswers.ok, true), gte(saioAnswers.createdAt, since)))
      .groupBy(saioAnswers.promptId)
      .as("stats");
    const rows = await tx
      .select({
        p: saioPrompts,
        answers: sql<number>`coalesce(${stats.answers}, 0)`,
        mentioned: sql<number>`coalesce(${stats.mentioned}, 0)`,
        last: stats.last,
      })
      .from(saioPrompts)
      .leftJoin(stats, eq(stats.promptId, saioPrompts.id))
      .where(eq(saioPrompts.brandId, scope.brandId))
      .orderBy(asc(saioPrompts.topic), asc(saioPrompts.createdAt));
    return rows.map(({ p, answers, mentioned, last }) => ({
      id: p.id,
      text: p.text,
      topic: p.topic,
      tags: p.tags,
      branded: p.branded,
      country: p.country,
      language: p.language,
      active: p.active,
      source: p.source,
      createdAt: p.createdAt.toISOString(),
      answers,
      mentioned,
      lastAnsweredAt: last ? new Date(last).toISOString() : null,
    }));
  });
}

export type RunSummary = {
  id: string;
  status: string;
  trigger: string;
  scheduleId: string | null;
  engines: SaioRunEngine[];
  prompts: number;
  samples: number;
  total: number;
  done: number;
  failed: number;
  costUsd: number;
  message: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Answers mentioning the brand, of the answers stored so far. */
  mentioned: number;
};

export function toRun(r: typeof saioRuns.$inferSelect, mentioned: number): RunSummary {
  return {
    id: r.id,
    status: r.status,
    trigger: r.trigger,
    scheduleId: r.scheduleId,
    engines: r.engines,
    prompts: r.promptIds.length,
    samples: r.samples,
    total: r.total,
    done: r.done,
    failed: r.failed,
    costUsd: Number(r.costUsd),
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    mentioned,
  };
}

export async function listRuns(scope: BrandScope, opts: { limit?: number; scheduleId?: string } = {}): Promise<RunSummary[]> {
  return withScope(scope, async (tx) => {
    const runs = await tx
      .select()
      .from(saioRuns)
      .where(and(eq(saioRuns.brandId, scope.brandId), opts.scheduleId ? eq(saioRuns.scheduleId, opts.scheduleId) : undefined))
      .orderBy(desc(saioRuns.createdAt))
      .limit(opts.limit ?? 20);
    if (!runs.length) return [];
    const counts = await tx
      .select({ runId: saioAnswers.runId, mentioned: sql<number>`(count(*) filter (where ${saioAnswers.ownMentioned}))::int` })
      .from(saioAnswers)
      .where(and(eq(saioAnswers.brandId, scope.brandId), inArray(saioAnswers.runId, runs.map((r) => r.id))))
      .groupBy(saioAnswers.runId);
    const m = new Map(counts.map((c) => [c.runId, c.mentioned]));
    return runs.map((r) => toRun(r, m.get(r.id) ?? 0));
  });
}

export async function getRun(scope: BrandScope, id: string): Promise<RunSummary | null> {
  const [r] = await withScope(scope, async (tx) => {
    const [run] = await tx.select().from(saioRuns).where(and(eq(saioRuns.brandId, scope.brandId), eq(saioRuns.id, id)));
    if (!run) return [];
    const [c] = await tx
      .select({ mentioned: sql<number>`(count(*) filter (where ${saioAnswers.ownMentioned}))::int` })
      .from(saioAnswers)
      .where(and(eq(saioAnswers.brandId, scope.brandId), eq(saioAnswers.runId, id)));
    return [toRun(run, c?.mentioned ?? 0)];
  });
  return r ?? null;
}

export type AnswerRow = {
  id: string;
  promptText: string;
  topic: string;
  engineLabel: string;
  model: string;
  sample: number;
  ok: boolean;
  error: string | null;
  answer: string;
  citedUrls: string[];
  mentions: { brandId: string; name: string; count: number; position: number; own: boolean }[];
  ownPosition: number | null;
  ownCited: boolean;
  sentiment: number | null;
  sentimentMethod: string | null;
  tokensIn: number | null;
  tokensOut: number | null;
  costUsd: number | null;
  latencyMs: number | null;
  createdAt: string;
};

export async function listRunAnswers(scope: BrandScope, runId: string): Promise<AnswerRow[]> {
  const tracked = await getTrackedSet(scope);
  const names = new Map((tracked?.brands ?? []).map((b) => [b.id, b]));
  const rows = await withScope(scope, (tx) =>
    tx
      .select()
      .from(saioAnswers)
      .where(and(eq(saioAnswers.brandId, scope.brandId), eq(saioAnswers.runId, runId)))
      .orderBy(asc(saioAnswers.createdAt))
      .limit(2_000),
  );
  return rows.map((a) => ({
    id: a.id,
    promptText: a.promptText,
    topic: a.topic,
    engineLabel: a.engineLabel,
    model: a.model,
    sample: a.sample,
    ok: a.ok,
    error: a.error,
    answer: a.answer,
    citedUrls: a.citedUrls,
    mentions: a.mentions.map((m) => ({ ...m, name: names.get(m.brandId)?.name ?? m.brandId.replace(/^c:/, ""), own: m.brandId === OWN_KEY })),
    ownPosition: a.ownPosition,
    ownCited: a.ownCited,
    sentiment: a.sentiment === null ? null : Number(a.sentiment),
    sentimentMethod: a.sentimentMethod,
    tokensIn: a.tokensIn,
    tokensOut: a.tokensOut,
    costUsd: a.costUsd === null ? null : Number(a.costUsd),
    latencyMs: a.latencyMs,
    createdAt: a.createdAt.toISOString(),
  }));
}

/** The columns of an answer the metrics read (never its text). */
export type AnalysisRow = {
  runId: string;
  promptId: string | null;
  promptText: string;
  topic: string;
  engineKey: string;
  engineLabel: string;
  mentions: { brandId: string; count: number; position: number }[];
  citedDomains: string[];
  sentiment: string | null;
  sentimentMethod: string | null;
  sentimentError: string | null;
  createdAt: Date;
};

export function toAnalyzed(r: AnalysisRow): AnalyzedAnswer {
  return {
    promptId: r.promptId ?? r.promptText,
    engine: r.engineKey,
    runId: r.runId,
    mentions: r.mentions.map((m) => ({ ...m, firstIndex: 0, matches: [] })),
    citedDomains: r.citedDomains,
    sentiment: r.sentiment === null ? null : Number(r.sentiment),
  };
}

type TrendPoint = { date: string; answers: number } & Record<string, number | string | null>;

/**
 * Who scored the period's sentiment. `failed`: answers whose AI scoring call failed (lexicon stands
 * in), with the newest reason, which names the engine; `scorer`: the AI sentiment setting and the
 * engine that would score now — together they say why lexicon scores appear and what to do.
 */
export type SentimentMethods = {
  ai: number;
  lexicon: number;
  failed: number;
  lastError: string | null;
  scorer: { enabled: boolean; engine: string | null };
};

export type Dashboard = {
  brands: { id: string; name: string; own: boolean }[];
  days: number;
  answers: number;
  overall: Metrics | null;
  previous: Metrics | null;
  /** Per day: visibility (%) of each tracked brand, keyed by brand id. */
  visibilityTrend: TrendPoint[];
  /** Per day: share of voice (%) of each tracked brand. */
  sovTrend: TrendPoint[];
  byEngine: { key: string; label: string; metrics: Metrics }[];
  byTopic: { topic: string; metrics: Metrics }[];
  promptsWon: { promptId: string; text: string; visibility: number; answers: number; avgPosition: number | null }[];
  promptsLost: { promptId: string; text: string; answers: number; competitors: string[] }[];
  topDomains: { domain: string; count: number; own: boolean }[];
  sentimentMethods: SentimentMethods;
  runs: RunSummary[];
  spentThisMonth: number;
  budget: number | null;
};

function dayKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function sentimentMethodsOf(rows: AnalysisRow[], scorer: SentimentMethods["scorer"]): SentimentMethods {
  const failed = rows.filter((r) => r.sentimentMethod === "lexicon" && r.sentimentError);
  return {
    ai: rows.filter((r) => r.sentimentMethod === "ai").length,
    lexicon: rows.filter((r) => r.sentimentMethod === "lexicon").length,
    failed: failed.length,
    // Rows are oldest first: the last failure is the newest reason.
    lastError: failed.at(-1)?.sentimentError ?? null,
    scorer,
  };
}

/** Everything /saio-dashboard shows, for the last `days` days (and the same span before, for deltas). */
export async function getDashboard(scope: BrandScope, days: number, engineKey?: string): Promise<Dashboard> {
  const tracked = await getTrackedSet(scope);
  const brands: TrackedBrand[] = tracked?.brands ?? [];
  const since = new Date(Date.now() - 2 * days * 86_400_000);
  const cut = new Date(Date.now() - days * 86_400_000);
  const [rows, runs, spent, scorer] = await Promise.all([
    withScope(scope, (tx) =>
      tx
        .select({
          runId: saioAnswers.runId,
          promptId: saioAnswers.promptId,
          promptText: saioAnswers.promptText,
          topic: saioAnswers.topic,
          engineKey: saioAnswers.engineKey,
          engineLabel: saioAnswers.engineLabel,
          mentions: saioAnswers.mentions,
          citedDomains: saioAnswers.citedDomains,
          sentiment: saioAnswers.sentiment,
          sentimentMethod: saioAnswers.sentimentMethod,
          sentimentError: saioAnswers.sentimentError,
          createdAt: saioAnswers.createdAt,
        })
        .from(saioAnswers)
        .where(and(eq(saioAnswers.brandId, scope.brandId), eq(saioAnswers.ok, true), gte(saioAnswers.createdAt, since), engineKey ? eq(saioAnswers.engineKey, engineKey) : undefined))
        .orderBy(asc(saioAnswers.createdAt))
        .limit(50_000),
    ),
    listRuns(scope, { limit: 8 }),
    monthSpendUsd(scope),
    defaultEngine(scope),
  ]);
  const current = rows.filter((r) => r.createdAt >= cut);
  const before = rows.filter((r) => r.createdAt < cut);
  const dayOf = new Map<AnalyzedAnswer, string>();
  const analyzed = current.map((r) => {
    const a = toAnalyzed(r);
    dayOf.set(a, dayKey(r.createdAt));
    return a;
  });

  const byDay = computeMetricsBy(analyzed, brands, (a) => dayOf.get(a)!);
  const visibilityTrend: TrendPoint[] = [];
  const sovTrend: TrendPoint[] = [];
  for (const { key, metrics } of byDay.sort((a, b) => a.key.localeCompare(b.key))) {
    const v: TrendPoint = { date: key, answers: metrics.answers };
    const s: TrendPoint = { date: key, answers: metrics.answers };
    for (const b of metrics.perBrand) {
      v[b.brandId] = Math.round(b.visibility.value * 1000) / 10;
      s[b.brandId] = Math.round(b.shareOfVoice.value * 1000) / 10;
    }
    visibilityTrend.push(v);
    sovTrend.push(s);
  }

  const labels = new Map(current.map((r) => [r.engineKey, r.engineLabel]));
  const byEngine = computeMetricsBy(analyzed, brands, (a) => a.engine).map(({ key, metrics }) => ({ key, label: labels.get(key) ?? key, metrics }));
  const topicOf = new Map(current.map((r) => [r.promptId ?? r.promptText, r.topic]));
  const byTopic = computeMetricsBy(analyzed, brands, (a) => topicOf.get(a.promptId) || "No topic")
    .map(({ key, metrics }) => ({ topic: key, metrics }))
    .sort((a, b) => b.metrics.answers - a.metrics.answers);

  const textOf = new Map(current.map((r) => [r.promptId ?? r.promptText, r.promptText]));
  const perPrompt = computeMetricsBy(analyzed, brands, (a) => a.promptId);
  const promptsWon = perPrompt
    .filter((p) => p.metrics.visibility.value > 0)
    .sort((a, b) => b.metrics.visibility.value - a.metrics.visibility.value || b.metrics.answers - a.metrics.answers)
    .slice(0, 8)
    .map((p) => ({ promptId: p.key, text: textOf.get(p.key) ?? p.key, visibility: p.metrics.visibility.value, answers: p.metrics.answers, avgPosition: p.metrics.avgPosition }));
  const promptsLost = perPrompt
    .filter((p) => p.metrics.visibility.value === 0 && p.metrics.perBrand.some((b) => !b.own && b.answersWithMention > 0))
    .sort((a, b) => b.metrics.answers - a.metrics.answers)
    .slice(0, 8)
    .map((p) => ({
      promptId: p.key,
      text: textOf.get(p.key) ?? p.key,
      answers: p.metrics.answers,
      competitors: p.metrics.perBrand.filter((b) => !b.own && b.answersWithMention > 0).map((b) => brands.find((x) => x.id === b.brandId)?.name ?? b.brandId),
    }));

  const ownDomains = brands.filter((b) => b.own).flatMap((b) => b.domains);
  const topDomains = groupCitations(current.flatMap((r) => r.citedDomains.map((d) => `https://${d}/`)))
    .slice(0, 10)
    .map((g) => ({ domain: g.domain, count: g.count, own: ownDomains.some((o) => g.domain === o || g.domain.endsWith(`.${o}`)) }));

  return {
    brands: brands.map((b) => ({ id: b.id, name: b.name, own: b.own })),
    days,
    answers: current.length,
    overall: current.length ? computeMetrics(analyzed, brands) : null,
    previous: before.length ? computeMetrics(before.map(toAnalyzed), brands) : null,
    visibilityTrend,
    sovTrend,
    byEngine,
    byTopic,
    promptsWon,
    promptsLost,
    topDomains,
    sentimentMethods: sentimentMethodsOf(current, { enabled: tracked?.settings.aiSentiment ?? false, engine: scorer?.label ?? null }),
    runs,
    spentThisMonth: spent,
    budget: tracked?.settings.monthlyBudgetUsd ?? null,
  };
}

/*
 * Extra reads for /saio-dashboard beside getDashboard: the engines that answered (for the engine
 * filter, which must list engines even while one is selected) and 95 % intervals for the two
 * metrics that are means rather than proportions (position, sentiment), where Wilson does not apply.
 */

type AnsweredEngine = { key: string; label: string; answers: number };

/** Engines with stored answers in the last `days` days, most answers first. */
export async function listAnsweredEngines(scope: BrandScope, days: number): Promise<AnsweredEngine[]> {
  const since = new Date(Date.now() - days * 86_400_000);
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ key: saioAnswers.engineKey, label: sql<string>`max(${saioAnswers.engineLabel})`, answers: sql<number>`count(*)::int` })
      .from(saioAnswers)
      .where(and(eq(saioAnswers.brandId, scope.brandId), eq(saioAnswers.ok, true), gte(saioAnswers.createdAt, since)))
      .groupBy(saioAnswers.engineKey)
      .orderBy(desc(sql`count(*)`)),
  );
  return rows.map((r) => ({ key: r.key, label: r.label, answers: r.answers }));
}

/** A mean with its 95 % normal-approximation interval; low/high are null below two values. */
export type MeanInterval = { value: number; low: number | null; high: number | null; n: number };

function meanInterval(avg: number | null, sd: number | null, n: number, min: number, max: number): MeanInterval | null {
  if (avg === null || n === 0) return null;
  if (n < 2 || sd === null) return { value: avg, low: null, high: null, n };
  const half = (1.96 * sd) / Math.sqrt(n);
  return { value: avg, low: Math.max(min, avg - half), high: Math.min(max, avg + half), n };
}

/**
 * Average position of the first own mention (1 = named first) and sentiment toward the brand
 * (−1..1) over the period, each with its interval. Same answer filter as getDashboard.
 */
export async function getMeanIntervals(scope: BrandScope, days: number, engineKey?: string): Promise<{ position: MeanInterval | null; sentiment: MeanInterval | null }> {
  const since = new Date(Date.now() - days * 86_400_000);
  const [row] = await withScope(scope, (tx) =>
    tx
      .select({
        posAvg: sql<number | null>`avg(${saioAnswers.ownPosition})::float8`,
        posSd: sql<number | null>`stddev_samp(${saioAnswers.ownPosition})::float8`,
        posN: sql<number>`count(${saioAnswers.ownPosition})::int`,
        sentAvg: sql<number | null>`avg(${saioAnswers.sentiment})::float8`,
        sentSd: sql<number | null>`stddev_samp(${saioAnswers.sentiment})::float8`,
        sentN: sql<number>`count(${saioAnswers.sentiment})::int`,
      })
      .from(saioAnswers)
      .where(
        and(
          eq(saioAnswers.brandId, scope.brandId),
          eq(saioAnswers.ok, true),
          gte(saioAnswers.createdAt, since),
          engineKey ? eq(saioAnswers.engineKey, engineKey) : undefined,
        ),
      ),
  );
  if (!row) return { position: null, sentiment: null };
  return {
    position: meanInterval(row.posAvg, row.posSd, row.posN, 1, Number.POSITIVE_INFINITY),
    sentiment: meanInterval(row.sentAvg, row.sentSd, row.sentN, -1, 1),
  };
}

export type RunAnalysisData = {
  engines: RunFormEngine[];
  prompts: RunFormPrompt[];
  runs: RunSummary[];
  /** Prompt ids from the link that exist in this brand (e.g. "Run now" on /prompts). */
  preselected: string[];
  /** What is left of the month's budget in USD; null without a cap. */
  budgetLeft: number | null;
  panelOn: boolean;
};

/** /run-analysis: what the run form offers and the recent runs. `promptIds` is the link's comma-separated list. */
export async function getRunAnalysis(scope: BrandScope, promptIds: string): Promise<RunAnalysisData> {
  const [engines, prompts, runs, settings, spent] = await Promise.all([
    usableEngines(scope),
    listPrompts(scope),
    listRuns(scope, { limit: 20 }),
    getSaioSettings(scope),
    monthSpendUsd(scope),
  ]);
  return {
    engines: engines.map((e) => ({ key: e.key, label: e.label, model: e.model, webSearch: e.webSearch, priceIn: e.price?.inPerMTok ?? null, priceOut: e.price?.outPerMTok ?? null })),
    prompts: prompts.map((p) => ({ id: p.id, text: p.text, topic: p.topic, active: p.active })),
    runs,
    preselected: promptIds.split(",").filter((id) => isUuid(id) && prompts.some((p) => p.id === id)),
    budgetLeft: settings.monthlyBudgetUsd === null ? null : settings.monthlyBudgetUsd - spent,
    panelOn: settings.panelOptIn,
  };
}

export type SchedulerData = {
  /** Some engine is connected and enabled; without one scheduled runs are recorded as skipped. */
  engineReady: boolean;
  budget: {
    spent: number;
    settings: SaioSettings;
    panel: PanelSummary;
    brandName: string;
    competitors: { name: string; domains: string[] }[];
    /** The first day of next month, when the month's spend starts over. */
    resetsOn: string;
  };
  schedules: ScheduleRow[];
  engines: { key: string; label: string }[];
  topics: string[];
  /** The last ten scheduled runs. */
  history: RunSummary[];
};

/** /scheduler: the budget card, the schedules with what they can pick from, and the scheduled runs' history. */
export async function getScheduler(scope: BrandScope): Promise<SchedulerData> {
  const [schedules, engines, usable, prompts, runs, tracked, spent] = await Promise.all([
    listSchedules(scope),
    listEngines(scope),
    usableEngines(scope),
    listPrompts(scope),
    listRuns(scope, { limit: 40 }),
    getTrackedSet(scope),
    monthSpendUsd(scope),
  ]);
  return {
    engineReady: usable.length > 0,
    budget: {
      spent,
      settings: tracked?.settings ?? DEFAULT_SETTINGS,
      panel: await getPanelSummary(scope, tracked?.settings.panelOptIn ?? false, tracked?.industry ?? null),
      brandName: tracked?.brandName ?? "the brand",
      competitors: (tracked?.brands ?? []).filter((b) => !b.own).map((b) => ({ name: b.name, domains: b.domains })),
      resetsOn: nextMonthStart().toISOString().slice(0, 10),
    },
    schedules,
    engines: engines.map((e) => ({ key: e.key, label: e.label })),
    topics: [...new Set(prompts.map((p) => p.topic).filter(Boolean))].sort(),
    history: runs.filter((r) => r.trigger === "schedule").slice(0, 10),
  };
}

export type ScheduleRow = {
  id: string;
  name: string;
  recurrence: Recurrence;
  description: string;
  topic: string | null;
  engineKeys: string[];
  samples: number;
  paused: boolean;
  nextRunAt: string;
  lastRunAt: string | null;
  lastRun: RunSummary | null;
};

async function listSchedules(scope: BrandScope): Promise<ScheduleRow[]> {
  const [rows, runs] = await Promise.all([
    withScope(scope, (tx) => tx.select().from(saioSchedules).where(eq(saioSchedules.brandId, scope.brandId)).orderBy(asc(saioSchedules.createdAt))),
    listRuns(scope, { limit: 200 }),
  ]);
  return rows.map((s) => {
    const recurrence = { frequency: s.frequency as Recurrence["frequency"], hour: s.hour, weekday: s.weekday, monthDay: s.monthDay };
    return {
      id: s.id,
      name: s.name,
      recurrence,
      description: describeRecurrence(recurrence),
      topic: s.topic,
      engineKeys: s.engineKeys,
      samples: s.samples,
      paused: s.paused,
      nextRunAt: s.nextRunAt.toISOString(),
      lastRunAt: s.lastRunAt?.toISOString() ?? null,
      lastRun: runs.find((r) => r.scheduleId === s.id) ?? null,
    };
  });
}

export type CandidateRow = {
  id: string;
  name: string;
  kind: string;
  reason: string;
  method: string;
  mentions: number;
  answers: number;
  domains: string[];
  examples: string[];
  status: string;
  lastSeenAt: string;
  /** Knowledge-base passages the AI classification was based on ("source › heading"). */
  basedOn: string[];
};

export async function listCandidates(scope: BrandScope): Promise<CandidateRow[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select()
      .from(saioCandidates)
      .where(eq(saioCandidates.brandId, scope.brandId))
      .orderBy(desc(saioCandidates.answers), desc(saioCandidates.mentions), asc(saioCandidates.name))
      .limit(500),
  );
  const citations = await listCitations(
    scope,
    CLASSIFY_CITATION_PURPOSE,
    rows.filter((c) => c.method === "ai").map((c) => foldKey(c.name)),
  );
  const basedOn = new Map<string, string[]>();
  for (const c of citations) basedOn.set(c.subject, [...(basedOn.get(c.subject) ?? []), `${c.sourceTitle}${c.heading ? ` › ${c.heading}` : ""}`]);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    reason: c.reason,
    basedOn: c.method === "ai" ? (basedOn.get(foldKey(c.name)) ?? []) : [],
    method: c.method,
    mentions: c.mentions,
    answers: c.answers,
    domains: c.domains,
    examples: c.examples,
    status: c.status,
    lastSeenAt: c.lastSeenAt.toISOString(),
  }));
}

export type ClassificationData = {
  rows: CandidateRow[];
  /** An AI engine can classify; without one the rules' classes stand. */
  engineReady: boolean;
  /** The last AI classification's failure, if the last attempt failed. */
  failure: { at: Date; reason: string } | null;
};

/** /dynamic-competitor-classification: the untracked names and whether AI classification can run (and last failed). */
export async function getClassification(scope: BrandScope): Promise<ClassificationData> {
  const [rows, engine, failure] = await Promise.all([listCandidates(scope), defaultEngine(scope), lastClassificationFailure(scope)]);
  return { rows, engineReady: engine !== null, failure };
}

export type { SaioSettings };
