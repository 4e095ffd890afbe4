/**
 * The shared SERP cache. A SERP for keyword + location + language + device is fetched at most once
 * per UTC day for the whole deployment and reused by every brand that asks (the agency pays once).
 * A brand reaches a cached SERP only through a keyword of its own: the lookup runs as the user, and
 * row-level security on seo_serps shows a SERP only when one of the user's brands has its keyword.
 * Only this file writes the cache, as the system role (growth_app has no write policy on it).
 *
 * The saving is visible in the API-call audit: every reuse writes an api_calls row for the brand
 * with cost 0, purpose `seo.serp.cache_hit` and path `/seo-serps/<serp id>`, so the audit lists it
 * beside the paid calls and serpCacheSavings() prices it at what the original fetch cost.
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { apiCalls, seoKeywords, seoSerpClaims, seoSerps } from "@/db/schema";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { monthStart, seoBudgetRefusal, seoMonthSpendUsd } from "./budget";
import { keywordKey } from "./keyword-text";
import { getSeoSettings } from "./queries/settings";
import { isSerpSource, resolveSerpSource, type SerpSource } from "./serp-source";
import type { ProviderResult, Serp, SerpFeature, SerpQuery } from "./types";

export const CACHE_HIT_PURPOSE = "seo.serp.cache_hit";

export type CachedSerp = { id: string; serp: Serp; cached: boolean };

/** The UTC calendar day of `now` as yyyy-MM-dd: the cache's unit of freshness. */
export function serpDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function fromRow(row: typeof seoSerps.$inferSelect, keyword: string): Serp {
  return {
    keyword,
    location: row.location,
    language: row.language,
    device: row.device as Serp["device"],
    provider: row.provider as Serp["provider"],
    fetchedAt: row.fetchedAt,
    organic: row.organic,
    features: row.features as SerpFeature[],
    peopleAlsoAsk: row.peopleAlsoAsk,
    aiOverview: row.aiOverview,
    totalResults: row.totalResults,
  };
}

function queryMatch(key: string, q: SerpQuery, day: string) {
  return and(eq(seoSerps.keywordKey, key), eq(seoSerps.location, q.location), eq(seoSerps.language, q.language), eq(seoSerps.device, q.device), eq(seoSerps.day, day));
}

/** The day's cached SERP of the query, read as the brand (RLS), with its 0-cost audit row; null when none. */
async function readCached(scope: BrandScope, keyword: string, key: string, q: SerpQuery, day: string, jobId: string | undefined): Promise<typeof seoSerps.$inferSelect | null> {
  return withScope(scope, async (tx) => {
    const [own] = await tx.select({ id: seoKeywords.id }).from(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, key)));
    if (!own) throw new ActionError(`"${keyword}" is not one of the brand's keywords. Add it first.`);
    // RLS shows a sample SERP only to its own brand; when it has one, that is its answer.
    const [row] = await tx.select().from(seoSerps).where(queryMatch(key, q, day)).orderBy(sql`${seoSerps.sampleBrandId} is null`).limit(1);
    if (!row) return null;
    await tx.insert(apiCalls).values({
      brandId: scope.brandId,
      userId: scope.userId,
      jobId: jobId ?? null,
      provider: row.provider,
      purpose: CACHE_HIT_PURPOSE,
      method: "CACHE",
      host: "seo-serps",
      path: `/seo-serps/${row.id}`,
      status: null,
      ok: true,
      latencyMs: 0,
      costUsd: "0",
    });
    return row;
  });
}

/** A claim older than this is a fetch that died (the provider call times out well before). */
export const SERP_CLAIM_STALE_MS = 90_000;
/** How long an asker waits for another asker's fetch of the same SERP before giving up. */
const SERP_CLAIM_WAIT_MS = SERP_CLAIM_STALE_MS + 15_000;
const SERP_CLAIM_POLL_MS = 150;

function claimMatch(key: string, q: SerpQuery, day: string) {
  return and(eq(seoSerpClaims.keywordKey, key), eq(seoSerpClaims.location, q.location), eq(seoSerpClaims.language, q.language), eq(seoSerpClaims.device, q.device), eq(seoSerpClaims.day, day));
}

/**
 * Claims the fetch of one SERP: true for the first asker (or one taking over a stale claim), false
 * while another asker's fetch is under way. One statement, so two askers cannot both win: the
 * primary key serialises them in Postgres, across processes and servers.
 */
async function claimFetch(key: string, q: SerpQuery, day: string): Promise<boolean> {
  const now = new Date();
  const stale = new Date(now.getTime() - SERP_CLAIM_STALE_MS);
  const rows = await asSystem("shared SERP cache: claim one fetch of a SERP for the whole deployment", (db) =>
    db
      .insert(seoSerpClaims)
      .values({ keywordKey: key, location: q.location, language: q.language, device: q.device, day, claimedAt: now })
      .onConflictDoUpdate({
        target: [seoSerpClaims.keywordKey, seoSerpClaims.location, seoSerpClaims.language, seoSerpClaims.device, seoSerpClaims.day],
        set: { claimedAt: now },
        setWhere: lt(seoSerpClaims.claimedAt, stale),
      })
      .returning({ at: seoSerpClaims.claimedAt }),
  );
  return rows.length > 0;
}

async function releaseClaim(key: string, q: SerpQuery, day: string): Promise<void> {
  await asSystem("shared SERP cache: release the claim on a finished fetch", (db) => db.delete(seoSerpClaims).where(claimMatch(key, q, day)));
}

/**
 * Today's SERP for the query: from the cache when any brand fetched it today (an audit row with cost
 * 0 records the saving), else from the brand's SERP source after the budget check, then cached.
 * Concurrent askers of the same query (any brands, any servers) pay once: the first claims the fetch
 * (seo_serp_claims), the others wait for its stored SERP, and take over if it fails.
 * The keyword must be in the brand's store (that is what lets the brand read the shared row).
 */
export async function getSerp(scope: BrandScope, query: SerpQuery, opts: { source?: SerpSource; now?: Date; jobId?: string } = {}): Promise<ProviderResult<CachedSerp>> {
  const now = opts.now ?? new Date();
  const day = serpDay(now);
  const key = keywordKey(query.keyword);
  const q = { ...query, keyword: key };
  const asHit = (row: typeof seoSerps.$inferSelect): ProviderResult<CachedSerp> => ({ ok: true, value: { id: row.id, serp: fromRow(row, query.keyword), cached: true }, costUsd: 0 });
  const hit = await readCached(scope, query.keyword, key, q, day, opts.jobId);
  if (hit) return asHit(hit);

  const source = opts.source ?? (await resolveSerpSource(scope));
  if (!isSerpSource(source)) return { ok: false, failure: source };
  const settings = await getSeoSettings(scope);
  const refusal = seoBudgetRefusal(settings.monthlyBudgetUsd, await seoMonthSpendUsd(scope, now), source.maxCostUsd ?? 0);
  if (refusal) return { ok: false, failure: { kind: "budget", message: refusal } };

  const deadline = Date.now() + SERP_CLAIM_WAIT_MS;
  while (!(await claimFetch(key, q, day))) {
    await new Promise((ok) => setTimeout(ok, SERP_CLAIM_POLL_MS));
    const waited = await readCached(scope, query.keyword, key, q, day, opts.jobId);
    if (waited) return asHit(waited);
    if (Date.now() > deadline) {
      return { ok: false, failure: { kind: "timeout", message: `Another request for the SERP of "${query.keyword}" has not finished after ${Math.round(SERP_CLAIM_WAIT_MS / 1000)} seconds. Try again in a minute.` } };
    }
  }

  try {
    const fetched = await source.fetchSerp(scope, q);
    if (!fetched.ok) return fetched;
    const serp = fetched.value;
    const stored = await asSystem("shared SERP cache: one fetched SERP serves every brand of the deployment", async (db) => {
      const [row] = await db
        .insert(seoSerps)
        .values({
          keywordKey: key,
          location: q.location,
          language: q.language,
          device: q.device,
          day,
          provider: serp.provider,
          fetchedAt: serp.fetchedAt,
          organic: serp.organic,
          features: serp.features,
          peopleAlsoAsk: serp.peopleAlsoAsk,
          aiOverview: serp.aiOverview,
          totalResults: serp.totalResults,
          costUsd: fetched.costUsd === null ? null : fetched.costUsd.toFixed(6),
        })
        .onConflictDoNothing()
        .returning({ id: seoSerps.id });
      if (row) return row;
      // A fetch that took over a stale claim may still land second: the stored SERP is the day's answer.
      const [first] = await db
        .select({ id: seoSerps.id })
        .from(seoSerps)
        .where(and(queryMatch(key, q, day), isNull(seoSerps.sampleBrandId)));
      return first!;
    });
    return { ok: true, value: { id: stored.id, serp: { ...serp, keyword: query.keyword }, cached: false }, costUsd: fetched.costUsd };
  } finally {
    await releaseClaim(key, q, day);
  }
}

/**
 * A SERP shipped as sample data (fictional results), stored as the brand's own: RLS shows it only to
 * queries for this brand (sample_brand_id, 0047_content_finish.sql), so it never answers another
 * brand's rank check or clustering, and a real fetch of the same query the same day is a row of its
 * own. No budget, no claim, no audit row: nothing is fetched.
 */
export async function storeSampleSerp(scope: BrandScope, serp: Serp, now = new Date()): Promise<CachedSerp> {
  const key = keywordKey(serp.keyword);
  const day = serpDay(now);
  const q = { keyword: key, location: serp.location, language: serp.language, device: serp.device };
  const row = await asSystem("sample data: a fictional SERP kept to the sample brand (sample_brand_id)", async (db) => {
    await db
      .insert(seoSerps)
      .values({ keywordKey: key, location: q.location, language: q.language, device: q.device, day, provider: serp.provider, fetchedAt: now, organic: serp.organic, features: serp.features, peopleAlsoAsk: serp.peopleAlsoAsk, aiOverview: serp.aiOverview, totalResults: serp.totalResults, costUsd: null, sampleBrandId: scope.brandId })
      .onConflictDoNothing();
    const [stored] = await db.select({ id: seoSerps.id }).from(seoSerps).where(and(queryMatch(key, q, day), eq(seoSerps.sampleBrandId, scope.brandId)));
    return stored!;
  });
  return { id: row.id, serp, cached: false };
}

/** The latest stored SERP of one of the brand's keywords (any day), for /serps-research and change since last fetch. */
export async function latestSerps(scope: BrandScope, query: Omit<SerpQuery, "keyword"> & { keyword: string }, limit = 2): Promise<{ id: string; day: string; serp: Serp }[]> {
  const key = keywordKey(query.keyword);
  const rows = await withScope(scope, (tx) =>
    tx
      .select()
      .from(seoSerps)
      .where(and(eq(seoSerps.keywordKey, key), eq(seoSerps.location, query.location), eq(seoSerps.language, query.language), eq(seoSerps.device, query.device)))
      .orderBy(sql`${seoSerps.day} desc`)
      .limit(limit),
  );
  return rows.map((r) => ({ id: r.id, day: r.day, serp: fromRow(r, query.keyword) }));
}

/** This month's cache hits of the brand and what they would have cost had each been fetched again. */
export async function serpCacheSavings(scope: BrandScope, now = new Date()): Promise<{ hits: number; savedUsd: number }> {
  const [row] = await withScope(scope, (tx) =>
    tx.execute<{ hits: number; saved: string }>(sql`
      select count(*)::int as hits, coalesce(sum(s.cost_usd), 0)::text as saved
      from ${apiCalls} a left join ${seoSerps} s on a.path = '/seo-serps/' || s.id::text
      where a.brand_id = ${scope.brandId}::uuid and a.purpose = ${CACHE_HIT_PURPOSE} and a.created_at >= ${monthStart(now).toISOString()}::timestamptz`),
  );
  return { hits: Number(row?.hits ?? 0), savedUsd: Number(row?.saved ?? 0) };
}
