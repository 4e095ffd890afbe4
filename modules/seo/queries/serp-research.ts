/**
 * /serps-research: the stored SERPs of one of the brand's keywords at a location and device, newest
 * first, the one chosen (a day, else the latest) with its change since the fetch before it, and the
 * fetch of today's SERP through the shared cache (provider only when no brand fetched it today).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { seoKeywords } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { serpDiff, type SerpDiff } from "../analysis/serp-diff";
import { keywordKey } from "../keyword-text";
import { getSerp, latestSerps, serpDay } from "../serp-cache";
import type { ProviderFailure, Serp, SerpQuery } from "../types";
import { addKeywords } from "./keywords";

export type StoredSerp = { id: string; day: string; serp: Serp };

export type SerpResearch = {
  inStore: boolean;
  /** Every stored fetch, newest first (day, provider, results). */
  history: { id: string; day: string; provider: Serp["provider"]; results: number }[];
  current: StoredSerp | null;
  previous: StoredSerp | null;
  diff: SerpDiff | null;
  hasToday: boolean;
};

const HISTORY_LIMIT = 90;

export async function loadSerpResearch(scope: BrandScope, query: SerpQuery, day?: string, now = new Date()): Promise<SerpResearch> {
  const key = keywordKey(query.keyword);
  const [own] = await withScope(scope, (tx) =>
    tx.select({ id: seoKeywords.id }).from(seoKeywords).where(and(eq(seoKeywords.brandId, scope.brandId), eq(seoKeywords.keywordKey, key))),
  );
  if (!own) return { inStore: false, history: [], current: null, previous: null, diff: null, hasToday: false };
  const stored = await latestSerps(scope, query, HISTORY_LIMIT);
  const index = day ? Math.max(0, stored.findIndex((s) => s.day === day)) : 0;
  const current = stored[index] ?? null;
  const previous = stored[index + 1] ?? null;
  return {
    inStore: true,
    history: stored.map((s) => ({ id: s.id, day: s.day, provider: s.serp.provider, results: s.serp.organic.length })),
    current,
    previous,
    diff: current ? serpDiff(current.serp.organic, previous?.serp.organic ?? null) : null,
    hasToday: stored[0]?.day === serpDay(now),
  };
}

/** The brand's keywords to pick from, highest volume first. */
export async function keywordChoices(scope: BrandScope, limit = 300): Promise<string[]> {
  const rows = await withScope(scope, (tx) =>
    tx
      .select({ keyword: seoKeywords.keyword })
      .from(seoKeywords)
      .where(eq(seoKeywords.brandId, scope.brandId))
      .orderBy(desc(sql`coalesce(${seoKeywords.volume}, -1)`), seoKeywords.keywordKey)
      .limit(limit),
  );
  return rows.map((r) => r.keyword);
}

export type FetchSerpOutcome = { fetched: true; cached: boolean; added: boolean; day: string } | { fetched: false; failure: ProviderFailure; added: boolean };

/**
 * Today's SERP for the keyword: a keyword typed that the brand does not have yet joins its store first
 * (the shared cache serves a brand only its own keywords). Provider failures come back as such.
 */
export async function fetchTodaysSerp(scope: BrandScope, query: SerpQuery, now = new Date()): Promise<FetchSerpOutcome> {
  const { added } = await addKeywords(scope, [query.keyword]);
  const result = await getSerp(scope, query, { now });
  if (!result.ok) return { fetched: false, failure: result.failure, added: added > 0 };
  return { fetched: true, cached: result.value.cached, added: added > 0, day: serpDay(now) };
}
