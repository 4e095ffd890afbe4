/**
 * N-gram mining (issue #23): the ppc.ngrams job through the real runner over search terms stored by storeReport,
 * thresholds from the brand's settings, duplicates with their cannibalisation rate, the period filter, "add as
 * negative" through the brand's negative list, and another brand's terms never counted or shown.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { ppcNegativeLists, ppcNegatives, ppcNgrams, ppcSettings } from "@/db/schema";
import { scopeFor } from "@/lib/brand-scope";
import { ensureJobQueues, JobRunner } from "@/lib/jobs";
import type { SearchTermRow } from "@/modules/ppc/rows";
import { storeReport } from "@/modules/ppc/store";
import { selectBrand } from "../helpers/brand-context";
import { createBrand, createUser } from "../helpers/factories";
import { actAs } from "../helpers/session";

vi.mock("@/lib/auth/session", async () => import("../helpers/session"));

const actions = await import("@/modules/ppc/ngrams/actions");
const { PPC_NGRAMS_TASK, NO_TERMS_MESSAGE, mineNgrams } = await import("@/modules/ppc/ngrams/job");
const { latestNgramRun, listNgrams, parseNgramTable } = await import("@/modules/ppc/ngrams/queries");

const runJobs = () => new JobRunner({ workerId: `ppc-ngrams-${Math.random()}`, tasks: [PPC_NGRAMS_TASK] }).runDueOnce();

beforeAll(() => ensureJobQueues([PPC_NGRAMS_TASK]));
beforeEach(() => actAs(null));

function term(term: string, adGroup: string, cost: number, clicks: number, conversions = 0, from = "2026-10-01", to = "2026-10-31"): SearchTermRow {
  return { network: "google_ads", campaign: "Shoes", adGroup, term, cost, clicks, impressions: clicks * 10 + 1, conversions, conversionValue: conversions * 40, from, to };
}

async function brandWithTerms(name: string, rows: SearchTermRow[]) {
  const owner = await createUser();
  const brand = await createBrand(owner, name);
  await selectBrand(owner, brand.id);
  await getDb().transaction((tx) => storeReport(tx, brand.id, { kind: "search_term", rows }, { source: "import", importId: null }));
  return { owner, brand, scope: await scopeFor(owner, brand.id) };
}

describe("n-gram mining", () => {
  it("mines grams in the runner with the brand's thresholds, finds duplicates, and adds a candidate as a negative", async () => {
    const { owner, brand, scope } = await brandWithTerms("Ngram Shoes", [
      term("free running shoes", "Running", 12, 8),
      term("free shoes", "Running", 3, 2),
      term("running shoes sale", "Running", 20, 10, 2),
      term("running shoes sale", "Sale", 30, 5, 0),
      term("running shoes sale", "Sale", 10, 5, 0, "2026-09-01", "2026-09-30"),
      term("shoes for the beach", "Beach", 0, 0),
    ]);
    // Someone else's terms in another brand must not count.
    await brandWithTerms("Ngram Other", [term("free secret widget", "Widgets", 500, 300)]);
    await getDb().insert(ppcSettings).values({ brandId: brand.id, negativeMinClicks: 10, negativeMinCost: "1000" });

    actAs(owner);
    const started = await actions.runNgramsAction({ sizes: [1, 2], stem: false });
    expect(started.ok).toBe(true);
    expect(await actions.runNgramsAction({ sizes: [1], stem: false })).toEqual({ ok: false, error: "An n-gram mining of this brand's search terms is already running. Its n-grams appear here when it ends." });
    expect(await latestNgramRun(scope)).toMatchObject({ status: "queued" });

    await runJobs();
    const run = (await latestNgramRun(scope))!;
    expect(run).toMatchObject({ status: "succeeded", termRows: 6 });
    expect(run.params).toMatchObject({ sizes: [1, 2], stem: false, minClicks: 10, minCost: 1000, totalRows: 6, distinctTerms: 4, pruned: 0 });

    const all = await listNgrams(scope, run.id, parseNgramTable({ size: "200" }));
    const by = Object.fromEntries(all.rows.map((r) => [r.gram, r]));
    expect(by["shoes"]).toMatchObject({ n: 1, terms: 4, cost: 75, clicks: 30, conversions: 2, negativeCandidate: false });
    expect(by["free"]).toMatchObject({ terms: 2, cost: 15, clicks: 10, conversions: 0, negativeCandidate: true });
    expect(by["running shoes"]).toMatchObject({ n: 2, terms: 2, cost: 72, clicks: 28 });
    expect(by["shoes"]!.cpa).toBe(37.5);
    // No click and no cost: not kept. Function words alone: never grams. Another brand's words: never seen.
    expect(Object.keys(by)).not.toContain("beach");
    expect(Object.keys(by)).not.toContain("for");
    expect(Object.keys(by).some((g) => g.includes("secret") || g.includes("widget"))).toBe(false);
    expect(all.candidates).toBe(1);
    expect(run.gramCount).toBe(all.total);

    const candidates = await listNgrams(scope, run.id, parseNgramTable({ candidates: "yes", n: "1" }));
    expect(candidates.rows.map((r) => r.gram)).toEqual(["free"]);
    const sorted = await listNgrams(scope, run.id, parseNgramTable({ sort: "cpa", n: "2" }));
    expect(sorted.rows.slice(0, 2).map((r) => [r.gram, r.cpa])).toEqual([["shoes sale", 30], ["running shoes", 36]]);

    // "running shoes sale" served from Running (2 conversions, cost 20) and Sale (cost 40): 40 of 60 outside the best.
    expect(run.params.duplicateCount).toBe(1);
    const [dup] = run.params.duplicates!;
    expect(dup).toMatchObject({ term: "running shoes sale", cost: 60, clicks: 20, cannibalisationRate: 0.6667 });
    expect(dup!.adGroups.map((g) => [g.adGroupName, g.campaignName, g.best, g.costShare])).toEqual([
      ["Running", "Shoes", true, 0.3333],
      ["Sale", "Shoes", false, 0.6667],
    ]);

    const added = await actions.addNgramNegativesAction({ grams: ["free"], matchType: "phrase" });
    expect(added).toMatchObject({ ok: true, data: { listName: "Brand negatives", added: 1 } });
    const negs = await getDb()
      .select({ text: ppcNegatives.text, matchType: ppcNegatives.matchType, origin: ppcNegatives.origin })
      .from(ppcNegatives)
      .innerJoin(ppcNegativeLists, eq(ppcNegativeLists.id, ppcNegatives.listId))
      .where(eq(ppcNegativeLists.brandId, brand.id));
    expect(negs).toEqual([{ text: "free", matchType: "phrase", origin: "ngram" }]);

    // A second run replaces the first: the page reads one run, older grams go.
    expect((await actions.runNgramsAction({ sizes: [3], stem: true, from: "2026-10-01", to: "2026-10-31" })).ok).toBe(true);
    await runJobs();
    const second = (await latestNgramRun(scope))!;
    expect(second).toMatchObject({ status: "succeeded", termRows: 5 });
    expect((await getDb().select({ id: ppcNgrams.id }).from(ppcNgrams).where(eq(ppcNgrams.runId, run.id))).length).toBe(0);
    const threes = await listNgrams(scope, second.id, parseNgramTable({}));
    expect(threes.rows.map((r) => [r.gram, r.cost])).toEqual([
      ["running shoes sale", 50],
      ["free running shoes", 12],
    ]);
  });

  it("reads in batches that cut terms anywhere and still counts each term whole", async () => {
    const rows: SearchTermRow[] = [];
    // 7 terms, "red shoes" on 5 days in two ad groups: a batch of 3 rows ends inside a term and is filled by one term.
    for (let d = 1; d <= 5; d++) rows.push(term("red shoes", d % 2 ? "A" : "B", 2, 1, 0, `2026-10-0${d}`, `2026-10-0${d}`));
    for (const w of ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]) rows.push(term(`${w} shoes`, "A", 1, 1));
    const { owner, scope } = await brandWithTerms("Ngram Batches", rows);
    actAs(owner);
    const started = await actions.runNgramsAction({ sizes: [1, 2], stem: false });
    if (!started.ok) throw new Error(started.error);
    await mineNgrams(scope, started.data.runId, { batch: 3 });
    const run = (await latestNgramRun(scope))!;
    expect(run).toMatchObject({ status: "succeeded", termRows: 11, params: { distinctTerms: 7, duplicateCount: 1 } });
    const page = await listNgrams(scope, run.id, parseNgramTable({ size: "200" }));
    const by = Object.fromEntries(page.rows.map((r) => [r.gram, r]));
    expect(by["shoes"]).toMatchObject({ terms: 7, cost: 16, clicks: 11 });
    expect(by["red shoes"]).toMatchObject({ terms: 1, cost: 10, clicks: 5 });
    expect(run.params.duplicates![0]).toMatchObject({ term: "red shoes", cost: 10, cannibalisationRate: 0.6 });
  });

  it("refuses clearly: nothing to mine, bad sizes, a period backwards, another brand's campaign", async () => {
    const { owner } = await brandWithTerms("Ngram Empty", []);
    const other = await brandWithTerms("Ngram Campaigns", [term("boots", "Boots", 1, 1)]);
    const [otherCampaign] = await getDb().query.ppcCampaigns.findMany({ where: (c, { eq: e }) => e(c.brandId, other.brand.id) });
    actAs(owner);
    expect(await actions.runNgramsAction({ sizes: [1, 2], stem: false })).toEqual({ ok: false, error: NO_TERMS_MESSAGE });
    expect(await actions.runNgramsAction({ sizes: [], stem: false })).toMatchObject({ ok: false, error: "Choose at least one n-gram size." });
    expect(await actions.runNgramsAction({ sizes: [5 as 1], stem: false })).toMatchObject({ ok: false });
    expect(await actions.runNgramsAction({ sizes: [1], stem: false, from: "2026-10-31", to: "2026-10-01" })).toMatchObject({
      ok: false,
      error: "The period's start must be on or before its end.",
    });
    expect(await actions.runNgramsAction({ sizes: [1], stem: false, campaignId: otherCampaign!.id })).toEqual({
      ok: false,
      error: "That campaign is not one of this brand's. Choose a campaign from the list.",
    });
    expect(await actions.addNgramNegativesAction({ grams: [], matchType: "exact" })).toMatchObject({ ok: false, error: "Select at least one n-gram." });
    expect(await actions.addNgramNegativesAction({ grams: ["x"], matchType: "broad" as "exact" })).toMatchObject({ ok: false, error: "Choose exact or phrase match." });
  });
});
