/**
 * N-gram mining as a background job (`ppc.ngrams`): a brand can hold millions of search-term rows, far more than
 * a request may read. The ppc_ngram_runs row is the run's state for the page (queued → running with term_rows
 * read of params.totalRows → succeeded/failed), so a reload or a teammate sees the same progress.
 *
 * Reading: keyset batches in term order through the (brand_id, term_key) index, each batch its own
 * short transaction — the embedded database has one backend, and a transaction held open for the whole read
 * would stall every other request. Ordered by term, a term's rows (days, ad groups) arrive together: they are
 * summed into one term before its grams are counted (a gram counts once per term) and the term's ad groups are
 * compared for duplicates without holding more than one term. Memory is the bounded gram map, one batch and the
 * costliest duplicates.
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { ppcAdGroups, ppcCampaigns, ppcNgramRuns, ppcNgrams, ppcSearchTerms, ppcSettings } from "@/db/schema";
import type { Tx } from "@/db/client";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { defineTask, enqueueJob, wakeJobRunner } from "@/lib/jobs";
import { actingScope } from "@/modules/roles/acting";
import { NgramAggregator, type Metrics, type NgramSize, type Thresholds } from "./engine";
import { duplicateOf, TopDuplicates, type AdGroupFigures, type DuplicateTerm } from "./duplicates";
import type { RunNgramsInput } from "./inputs";

export const PPC_NGRAMS_TASK = "ppc.ngrams";
/** Grams written per run: the costliest first. */
export const MAX_GRAMS = 50_000;
/** Duplicate terms kept per run: the costliest first. */
export const MAX_DUPLICATES = 500;
const BATCH = 20_000;

/** A duplicate as stored with its run: ad groups named, so the list needs no join. */
export type StoredDuplicate = Omit<DuplicateTerm, "adGroups"> & {
  adGroups: (DuplicateTerm["adGroups"][number] & { adGroupName: string; campaignName: string })[];
};

/**
 * What a run was asked (from, to, network, campaignId, sizes, stem), the thresholds it used, and what it found
 * beyond the grams: the distinct terms, grams dropped to bound memory, and the costliest duplicate terms (no
 * table of their own: they are a run's finding, read only with the run).
 */
export type NgramRunParams = {
  from?: string;
  to?: string;
  network?: string;
  campaignId?: string;
  sizes: NgramSize[];
  stem: boolean;
  minClicks?: number;
  minCost?: number;
  totalRows?: number;
  distinctTerms?: number;
  pruned?: number;
  duplicateCount?: number;
  duplicates?: StoredDuplicate[];
};

type Payload = { brandId: string; userId: string | null; runId: string };

const DEFAULT_THRESHOLDS: Thresholds = { minClicks: 20, minCost: 50 };

/** The brand's negative-candidate thresholds (Performance Marketing Settings), else the schema's defaults. */
export async function ngramThresholds(tx: Tx, brandId: string): Promise<Thresholds> {
  const [s] = await tx
    .select({ minClicks: ppcSettings.negativeMinClicks, minCost: ppcSettings.negativeMinCost })
    .from(ppcSettings)
    .where(eq(ppcSettings.brandId, brandId));
  return s ? { minClicks: s.minClicks, minCost: Number(s.minCost) } : DEFAULT_THRESHOLDS;
}

/** The search-term rows a run reads: the brand's, inside the period (a row's whole report period), network, campaign. */
export function termFilter(brandId: string, p: Pick<NgramRunParams, "from" | "to" | "network" | "campaignId">): SQL {
  const conds: SQL[] = [sql`${ppcSearchTerms.brandId} = ${brandId}`];
  if (p.from) conds.push(sql`${ppcSearchTerms.periodFrom} >= ${p.from}`);
  if (p.to) conds.push(sql`${ppcSearchTerms.periodTo} <= ${p.to}`);
  if (p.network) conds.push(sql`${ppcSearchTerms.network} = ${p.network}`);
  if (p.campaignId) conds.push(sql`${ppcSearchTerms.campaignId} = ${p.campaignId}`);
  return sql.join(conds, sql` and `);
}

type TermRow = { term_key: string; ad_group_id: string | null; cost: number; clicks: number; impressions: number; conversions: number; conversion_value: number };

/**
 * Rows of the terms after `after` in term order, at most BATCH (or every row of one term when `only` is given).
 * Keyed on term_key alone so the scan follows the (brand_id, term_key) index with no sort; the caller drops a
 * batch's last, possibly cut, term and reads it again with the next batch.
 */
async function readBatch(scope: BrandScope, filter: SQL, batch: number, after: string | null, only?: string): Promise<TermRow[]> {
  const range = only !== undefined ? sql` and ${ppcSearchTerms.termKey} = ${only}` : after !== null ? sql` and ${ppcSearchTerms.termKey} > ${after}` : sql``;
  return withScope(scope, async (tx) => {
    const rows = await tx.execute(sql`
      select term_key, ad_group_id, cost::float8 as cost, clicks, impressions, conversions::float8 as conversions,
             conversion_value::float8 as conversion_value
        from ${ppcSearchTerms}
       where ${filter}${range}
       order by term_key
       ${only !== undefined ? sql`` : sql`limit ${batch}`}`);
    return rows as unknown as TermRow[];
  });
}

async function setRun(scope: BrandScope, runId: string, patch: Partial<typeof ppcNgramRuns.$inferInsert>): Promise<void> {
  await withScope(scope, (tx) => tx.update(ppcNgramRuns).set(patch).where(and(eq(ppcNgramRuns.id, runId), eq(ppcNgramRuns.brandId, scope.brandId))));
}

const zero = (): Metrics => ({ cost: 0, clicks: 0, impressions: 0, conversions: 0, conversionValue: 0 });

/** Mines the run's search terms into ppc_ngrams; `batch` (rows per read) is smaller in tests to cross batch edges. */
export async function mineNgrams(scope: BrandScope, runId: string, opts: { signal?: AbortSignal; batch?: number } = {}): Promise<{ termRows: number; gramCount: number }> {
  const batch = opts.batch ?? BATCH;
  const [run] = await withScope(scope, (tx) =>
    tx.select({ params: ppcNgramRuns.params }).from(ppcNgramRuns).where(and(eq(ppcNgramRuns.id, runId), eq(ppcNgramRuns.brandId, scope.brandId))),
  );
  if (!run) return { termRows: 0, gramCount: 0 };
  const params = run.params as NgramRunParams;
  const filter = termFilter(scope.brandId, params);
  const { thresholds, totalRows } = await withScope(scope, async (tx) => {
    const [c] = await tx.execute(sql`select count(*)::int as n from ${ppcSearchTerms} where ${filter}`);
    return { thresholds: await ngramThresholds(tx, scope.brandId), totalRows: Number((c as { n: number }).n) };
  });
  const started: NgramRunParams = { ...params, minClicks: thresholds.minClicks, minCost: thresholds.minCost, totalRows };
  await setRun(scope, runId, { status: "running", startedAt: new Date(), termRows: 0, error: null, params: started });

  const agg = new NgramAggregator({ sizes: params.sizes, stem: params.stem });
  const dups = new TopDuplicates(MAX_DUPLICATES);
  let term: string | null = null;
  let sum = zero();
  const groups = new Map<string, AdGroupFigures>();
  const flush = () => {
    if (term === null) return;
    agg.addTerm(term, sum);
    if (groups.size >= 2) {
      const d = duplicateOf(term, [...groups.values()]);
      if (d) dups.add(d);
    }
  };

  let read = 0;
  const take = (rows: TermRow[]) => {
    for (const r of rows) {
      if (r.term_key !== term) {
        flush();
        term = r.term_key;
        sum = zero();
        groups.clear();
      }
      sum.cost += r.cost;
      sum.clicks += r.clicks;
      sum.impressions += r.impressions;
      sum.conversions += r.conversions;
      sum.conversionValue += r.conversion_value;
      if (r.ad_group_id) {
        const g = groups.get(r.ad_group_id) ?? { adGroupId: r.ad_group_id, ...zero() };
        g.cost += r.cost;
        g.clicks += r.clicks;
        g.impressions += r.impressions;
        g.conversions += r.conversions;
        g.conversionValue += r.conversion_value;
        groups.set(r.ad_group_id, g);
      }
    }
    read += rows.length;
  };

  let after: string | null = null;
  for (;;) {
    if (opts.signal?.aborted) throw new Error("Stopped before the mining finished; it runs again.");
    const rows = await readBatch(scope, filter, batch, after);
    if (rows.length < batch) {
      take(rows);
      break;
    }
    const lastKey = rows[rows.length - 1]!.term_key;
    let cut = rows.length;
    while (cut > 0 && rows[cut - 1]!.term_key === lastKey) cut--;
    if (cut === 0) {
      // One term fills the whole batch (many days × ad groups): read all of it at once.
      take(await readBatch(scope, filter, batch, null, lastKey));
      after = lastKey;
    } else {
      take(rows.slice(0, cut));
      after = rows[cut - 1]!.term_key;
    }
    await setRun(scope, runId, { termRows: read });
  }
  flush();

  const grams = agg.top(MAX_GRAMS, thresholds);
  const duplicates = await nameDuplicates(scope, dups.list());
  await withScope(scope, async (tx) => {
    // A retried run starts its grams again.
    await tx.delete(ppcNgrams).where(and(eq(ppcNgrams.runId, runId), eq(ppcNgrams.brandId, scope.brandId)));
    // One JSON parameter per 10,000 grams: building and sending 12 parameters per gram cost more than the insert.
    for (let i = 0; i < grams.length; i += 10_000) {
      const part = grams.slice(i, i + 10_000).map((g) => ({
        n: g.n,
        gram: g.gram,
        terms: g.terms,
        cost: g.cost,
        clicks: g.clicks,
        impressions: g.impressions,
        conversions: g.conversions,
        conversion_value: g.conversionValue,
        negative_candidate: g.negativeCandidate,
      }));
      await tx.execute(sql`
        insert into ${ppcNgrams} (brand_id, run_id, n, gram, terms, cost, clicks, impressions, conversions, conversion_value, negative_candidate)
        select ${scope.brandId}, ${runId}, x.n, x.gram, x.terms, x.cost, x.clicks, x.impressions, x.conversions, x.conversion_value, x.negative_candidate
          from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
            as x(n smallint, gram text, terms int, cost numeric, clicks int, impressions int, conversions numeric, conversion_value numeric, negative_candidate boolean)`);
    }
    const done: NgramRunParams = { ...started, distinctTerms: agg.terms, pruned: agg.pruned, duplicateCount: dups.count, duplicates };
    await tx
      .update(ppcNgramRuns)
      .set({ status: "succeeded", termRows: read, gramCount: grams.length, params: done, finishedAt: new Date() })
      .where(and(eq(ppcNgramRuns.id, runId), eq(ppcNgramRuns.brandId, scope.brandId)));
    // The page shows the latest run; older finished runs (and their grams) only take space.
    await tx
      .delete(ppcNgramRuns)
      .where(and(eq(ppcNgramRuns.brandId, scope.brandId), ne(ppcNgramRuns.id, runId), inArray(ppcNgramRuns.status, ["succeeded", "failed"])));
  });
  return { termRows: read, gramCount: grams.length };
}

async function nameDuplicates(scope: BrandScope, list: DuplicateTerm[]): Promise<StoredDuplicate[]> {
  const ids = [...new Set(list.flatMap((d) => d.adGroups.map((g) => g.adGroupId)))];
  if (ids.length === 0) return [];
  const names = await withScope(scope, (tx) =>
    tx
      .select({ id: ppcAdGroups.id, adGroup: ppcAdGroups.name, campaign: ppcCampaigns.name })
      .from(ppcAdGroups)
      .innerJoin(ppcCampaigns, eq(ppcCampaigns.id, ppcAdGroups.campaignId))
      .where(and(eq(ppcAdGroups.brandId, scope.brandId), inArray(ppcAdGroups.id, ids))),
  );
  const byId = new Map(names.map((n) => [n.id, n]));
  return list.map((d) => ({
    ...d,
    adGroups: d.adGroups.map((g) => ({ ...g, adGroupName: byId.get(g.adGroupId)?.adGroup ?? "(removed ad group)", campaignName: byId.get(g.adGroupId)?.campaign ?? "" })),
  }));
}

defineTask<Payload>({
  name: PPC_NGRAMS_TASK,
  maxAttempts: 2,
  leaseMs: 10 * 60_000,
  handler: async ({ payload, attempt, maxAttempts, signal }) => {
    // As the person who asked (or the owner), so every statement stays behind the tenant wall.
    const scope = await actingScope(payload.brandId, payload.userId, "performance-marketing");
    if (!scope) return;
    try {
      await mineNgrams(scope, payload.runId, { signal });
    } catch (e) {
      if (attempt >= maxAttempts) {
        await setRun(scope, payload.runId, { status: "failed", error: e instanceof Error ? e.message : String(e), finishedAt: new Date() });
      }
      throw e;
    }
  },
});

export const NO_TERMS_MESSAGE = "There are no search terms to mine for this choice. Import a Google Ads search terms report or connect Google Ads on Integrations.";

/** Starts a mining run unless one is queued or running for the brand. */
export async function startNgramRun(scope: BrandScope, input: RunNgramsInput): Promise<{ runId: string }> {
  const params: NgramRunParams = {
    from: input.from,
    to: input.to,
    network: input.network,
    campaignId: input.campaignId,
    sizes: [...new Set(input.sizes)].sort() as NgramSize[],
    stem: input.stem,
  };
  const runId = await withScope(scope, async (tx) => {
    const [active] = await tx
      .select({ id: ppcNgramRuns.id })
      .from(ppcNgramRuns)
      .where(and(eq(ppcNgramRuns.brandId, scope.brandId), inArray(ppcNgramRuns.status, ["queued", "running"])))
      .orderBy(desc(ppcNgramRuns.createdAt))
      .limit(1);
    if (active) throw new ActionError("An n-gram mining of this brand's search terms is already running. Its n-grams appear here when it ends.");
    if (input.campaignId) {
      const [c] = await tx.select({ id: ppcCampaigns.id }).from(ppcCampaigns).where(and(eq(ppcCampaigns.id, input.campaignId), eq(ppcCampaigns.brandId, scope.brandId)));
      if (!c) throw new ActionError("That campaign is not one of this brand's. Choose a campaign from the list.");
    }
    const [any] = await tx.execute(sql`select exists(select 1 from ${ppcSearchTerms} where ${termFilter(scope.brandId, params)}) as found`);
    if (!(any as { found: boolean }).found) throw new ActionError(NO_TERMS_MESSAGE);
    const [run] = await tx
      .insert(ppcNgramRuns)
      .values({ brandId: scope.brandId, status: "queued", params, createdBy: scope.userId })
      .returning({ id: ppcNgramRuns.id });
    const jobId = await enqueueJob(tx, PPC_NGRAMS_TASK, { brandId: scope.brandId, userId: scope.userId, runId: run!.id }, { brandId: scope.brandId });
    await tx.update(ppcNgramRuns).set({ jobId }).where(eq(ppcNgramRuns.id, run!.id));
    return run!.id;
  });
  wakeJobRunner();
  return { runId };
}
