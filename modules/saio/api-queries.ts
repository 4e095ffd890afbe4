/**
 * SAIO reads of the public REST API (/api/v1/saio/…): prompts and runs cursor-paginated (keyset,
 * newest first, on indexes that start with brand_id), and the period metrics the dashboard shows —
 * computed by the same computeMetrics over the same stored analysis columns, so the API and
 * /saio-dashboard never disagree.
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { saioAnswers, saioPrompts, saioRuns } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { computeMetrics, computeMetricsBy, type Metrics } from "./analysis";
import { toAnalyzed, toRun, type RunSummary } from "./queries";
import { getTrackedSet } from "./tracked";

export type Keyset = { value: string; id: string };

const exactTs = (column: SQL.Aliased | typeof saioPrompts.createdAt | typeof saioRuns.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type ApiPrompt = {
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
  updatedAt: string;
};

function toApiPrompt(p: typeof saioPrompts.$inferSelect): ApiPrompt {
  return {
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
    updatedAt: p.updatedAt.toISOString(),
  };
}

export type PromptFilter = { topic?: string; active?: boolean; tag?: string };

export async function listPromptsPage(scope: BrandScope, filter: PromptFilter, page: { limit: number; after: Keyset | null }): Promise<{ rows: ApiPrompt[]; keys: Keyset[] }> {
  const p = saioPrompts;
  const where: (SQL | undefined)[] = [eq(p.brandId, scope.brandId)];
  if (filter.topic !== undefined) where.push(eq(p.topic, filter.topic));
  if (filter.active !== undefined) where.push(eq(p.active, filter.active));
  if (filter.tag) where.push(sql`${filter.tag.trim().toLowerCase()} = any(${p.tags})`);
  if (page.after) where.push(sql`(${p.createdAt}, ${p.id}) < (${page.after.value}::timestamptz, ${page.after.id}::uuid)`);
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ p, key: exactTs(p.createdAt) })
      .from(p)
      .where(and(...where))
      .orderBy(sql`${p.createdAt} desc`, sql`${p.id} desc`)
      .limit(page.limit + 1),
  );
  return { rows: rows.map((r) => toApiPrompt(r.p)), keys: rows.map((r) => ({ value: r.key, id: r.p.id })) };
}

export async function getPrompt(scope: BrandScope, id: string): Promise<ApiPrompt | null> {
  const [row] = await withScope(scope, (tx) => tx.select().from(saioPrompts).where(and(eq(saioPrompts.brandId, scope.brandId), eq(saioPrompts.id, id))));
  return row ? toApiPrompt(row) : null;
}

export async function listRunsPage(scope: BrandScope, filter: { status?: string }, page: { limit: number; after: Keyset | null }): Promise<{ rows: RunSummary[]; keys: Keyset[] }> {
  const r = saioRuns;
  const where: (SQL | undefined)[] = [eq(r.brandId, scope.brandId)];
  if (filter.status) where.push(eq(r.status, filter.status));
  if (page.after) where.push(sql`(${r.createdAt}, ${r.id}) < (${page.after.value}::timestamptz, ${page.after.id}::uuid)`);
  return withScope(scope, async (tx) => {
    const runs = await tx
      .select({ r, key: exactTs(r.createdAt) })
      .from(r)
      .where(and(...where))
      .orderBy(sql`${r.createdAt} desc`, sql`${r.id} desc`)
      .limit(page.limit + 1);
    if (!runs.length) return { rows: [], keys: [] };
    const counts = await tx
      .select({ runId: saioAnswers.runId, mentioned: sql<number>`(count(*) filter (where ${saioAnswers.ownMentioned}))::int` })
      .from(saioAnswers)
      .where(and(eq(saioAnswers.brandId, scope.brandId), inArray(saioAnswers.runId, runs.map((x) => x.r.id))))
      .groupBy(saioAnswers.runId);
    const m = new Map(counts.map((c) => [c.runId, c.mentioned]));
    return { rows: runs.map((x) => toRun(x.r, m.get(x.r.id) ?? 0)), keys: runs.map((x) => ({ value: x.key, id: x.r.id })) };
  });
}

export type PeriodMetrics = {
  from: string;
  to: string;
  answers: number;
  /** The tracked brands the per-brand rows refer to: "own" and one "c:<name>" per competitor. */
  brands: { id: string; name: string; own: boolean }[];
  overall: Metrics | null;
  byEngine: { engine: string; label: string; metrics: Metrics }[];
};

/** Answers cap of one metrics read; the dashboard reads at most as many. */
const METRICS_MAX_ANSWERS = 50_000;

/**
 * Visibility, share of voice, citation share, position and sentiment (each proportion with its 95 %
 * Wilson interval) over the successful answers created in [from, to), overall and per engine.
 */
export async function getPeriodMetrics(scope: BrandScope, q: { from: Date; to: Date; engine?: string }): Promise<PeriodMetrics> {
  const tracked = await getTrackedSet(scope);
  const brands = tracked?.brands ?? [];
  const a = saioAnswers;
  const rows = await withScope(scope, (tx) =>
    tx
      .select({
        runId: a.runId,
        promptId: a.promptId,
        promptText: a.promptText,
        topic: a.topic,
        engineKey: a.engineKey,
        engineLabel: a.engineLabel,
        mentions: a.mentions,
        citedDomains: a.citedDomains,
        sentiment: a.sentiment,
        sentimentMethod: a.sentimentMethod,
        sentimentError: a.sentimentError,
        createdAt: a.createdAt,
      })
      .from(a)
      .where(and(eq(a.brandId, scope.brandId), eq(a.ok, true), gte(a.createdAt, q.from), lt(a.createdAt, q.to), q.engine ? eq(a.engineKey, q.engine) : undefined))
      .orderBy(sql`${a.createdAt} asc`)
      .limit(METRICS_MAX_ANSWERS),
  );
  const analyzed = rows.map(toAnalyzed);
  const labels = new Map(rows.map((r) => [r.engineKey, r.engineLabel]));
  return {
    from: q.from.toISOString(),
    to: q.to.toISOString(),
    answers: rows.length,
    brands: brands.map((b) => ({ id: b.id, name: b.name, own: b.own })),
    overall: rows.length ? computeMetrics(analyzed, brands) : null,
    byEngine: computeMetricsBy(analyzed, brands, (x) => x.engine).map(({ key, metrics }) => ({ engine: key, label: labels.get(key) ?? key, metrics })),
  };
}
