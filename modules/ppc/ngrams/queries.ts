/**
 * Reading n-gram runs back for the N-gram tab of /search-keywords: the brand's latest run (its progress or its
 * findings), one page of its grams as the URL asks (size, candidates, text, sort), and the choices of the run form.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { ppcCampaigns, ppcNgramRuns, ppcNgrams, ppcSearchTerms, ppcSettings } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { containsText, orderBySql, type SortColumns } from "@/lib/table/sql";
import { cpa, conversionRate, type NgramSize } from "./engine";
import type { NgramRunParams } from "./job";
import { NGRAM_TABLE, type NgramRow, type NgramTableState } from "./view";

export { parseNgramTable } from "./view";

export type NgramRun = {
  id: string;
  status: "queued" | "running" | "succeeded" | "failed";
  params: NgramRunParams;
  termRows: number;
  gramCount: number;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export async function latestNgramRun(scope: BrandScope): Promise<NgramRun | null> {
  const [r] = await withScope(scope, (tx) =>
    tx.select().from(ppcNgramRuns).where(eq(ppcNgramRuns.brandId, scope.brandId)).orderBy(desc(ppcNgramRuns.createdAt)).limit(1),
  );
  if (!r) return null;
  return {
    id: r.id,
    status: r.status as NgramRun["status"],
    params: r.params as NgramRunParams,
    termRows: r.termRows,
    gramCount: r.gramCount,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

const cpaExpr = sql`case when ${ppcNgrams.conversions} > 0 then ${ppcNgrams.cost} / ${ppcNgrams.conversions} end`;
const SORT_SQL: SortColumns<typeof NGRAM_TABLE> = {
  cost: { expr: ppcNgrams.cost },
  clicks: { expr: ppcNgrams.clicks },
  conversions: { expr: ppcNgrams.conversions },
  cpa: { expr: cpaExpr, nulls: "last" },
  terms: { expr: ppcNgrams.terms },
  gram: { expr: ppcNgrams.gram },
};

/** One page of a run's grams; `total` matches the filters, `candidates` counts the run's negative candidates. */
export async function listNgrams(scope: BrandScope, runId: string, state: NgramTableState): Promise<{ rows: NgramRow[]; total: number; candidates: number }> {
  const conds: SQL[] = [eq(ppcNgrams.brandId, scope.brandId), eq(ppcNgrams.runId, runId)];
  if (state.filters.n) conds.push(eq(ppcNgrams.n, Number(state.filters.n)));
  if (state.filters.candidates) conds.push(eq(ppcNgrams.negativeCandidate, true));
  if (state.filters.q) conds.push(containsText([ppcNgrams.gram], state.filters.q));
  const where = and(...conds)!;
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select()
      .from(ppcNgrams)
      .where(where)
      .orderBy(orderBySql(SORT_SQL, state.sort, ppcNgrams.id))
      .limit(state.size)
      .offset((state.page - 1) * state.size);
    const [counts] = await tx
      .select({
        total: sql<number>`count(*) filter (where ${where})::int`,
        candidates: sql<number>`count(*) filter (where ${ppcNgrams.negativeCandidate})::int`,
      })
      .from(ppcNgrams)
      .where(and(eq(ppcNgrams.brandId, scope.brandId), eq(ppcNgrams.runId, runId)));
    return {
      rows: rows.map((r) => {
        const m = { cost: Number(r.cost), clicks: r.clicks, conversions: Number(r.conversions) };
        return {
          id: r.id,
          n: r.n as NgramSize,
          gram: r.gram,
          terms: r.terms,
          cost: m.cost,
          clicks: r.clicks,
          impressions: r.impressions,
          conversions: m.conversions,
          conversionValue: Number(r.conversionValue),
          cpa: cpa(m),
          conversionRate: conversionRate(m),
          negativeCandidate: r.negativeCandidate,
        };
      }),
      total: counts?.total ?? 0,
      candidates: counts?.candidates ?? 0,
    };
  });
}

/** The brand's paid-search currency (Performance Marketing Settings), USD until set. */
export async function ppcCurrency(scope: BrandScope): Promise<string> {
  const [s] = await withScope(scope, (tx) => tx.select({ currency: ppcSettings.currency }).from(ppcSettings).where(eq(ppcSettings.brandId, scope.brandId)));
  return s?.currency ?? "USD";
}

/** The brand's campaigns, for the run form's campaign choice. */
export async function listNgramCampaigns(scope: BrandScope): Promise<{ id: string; name: string; network: string }[]> {
  return withScope(scope, (tx) =>
    tx
      .select({ id: ppcCampaigns.id, name: ppcCampaigns.name, network: ppcCampaigns.network })
      .from(ppcCampaigns)
      .where(eq(ppcCampaigns.brandId, scope.brandId))
      .orderBy(asc(ppcCampaigns.name))
      .limit(500),
  );
}

/** Whether the brand has any search term to mine (the empty state says what to do otherwise). */
export async function hasSearchTerms(scope: BrandScope): Promise<boolean> {
  const [row] = await withScope(scope, (tx) => tx.select({ id: ppcSearchTerms.id }).from(ppcSearchTerms).where(eq(ppcSearchTerms.brandId, scope.brandId)).limit(1));
  return !!row;
}
