/**
 * What the keyword-words pages load (/keyword-assistant, /keywords-5ws, /branded-keywords), from the
 * URL's search params; the route files only compose.
 */
import { eq } from "drizzle-orm";
import { brandData } from "@/db/schema";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { defaultEngine } from "@/modules/ai/engines";
import type { BrandClass, BrandedShare } from "./analysis/branded";
import { isQuestionLike, questionTrees, type QuestionTree } from "./analysis/questions";
import { keywordDataClientFor, type ProviderSettings } from "./providers/sources";
import { storedSeedSuggestions } from "./queries/seed-suggestions";
import { getSeoSettings } from "./queries/settings";
import { localCandidates, parseSeeds, type Candidate } from "./assistant";
import { enqueueBrandClasses, latestBrandClassJob } from "./brand-class-job";
import type { JobRow } from "@/lib/jobs";
import {
  BRAND_CLASSES,
  brandClassCounts,
  brandClassBacklog,
  brandedClickShare,
  ensureBrandClasses,
  getBrandTerms,
  listBrandedKeywords,
  storedKeywordKeys,
  storedPeopleAlsoAsk,
  type BrandedRow,
  type BrandTerms,
} from "./queries/words";

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));

async function brandKeywords(scope: BrandScope): Promise<string[]> {
  const [row] = await withScope(scope, (tx) => tx.select({ keywords: brandData.keywords }).from(brandData).where(eq(brandData.brandId, scope.brandId)));
  return row?.keywords ?? [];
}

export async function loadAssistantPage(scope: BrandScope, params: Params): Promise<{ seeds: string[]; candidates: Candidate[]; engineLabel: string | null; brandKeywords: string[] }> {
  const seeds = parseSeeds(one(params.seeds));
  const [candidates, engine, keywords] = await Promise.all([localCandidates(scope, seeds), defaultEngine(scope), brandKeywords(scope)]);
  return { seeds, candidates, engineLabel: engine?.label ?? null, brandKeywords: keywords };
}

export const MAX_5WS_SEEDS = 5;

export type FiveWsView = {
  seeds: string[];
  trees: QuestionTree[];
  /** Normalised questions the store already holds. */
  stored: string[];
  /** Seeds whose tree includes real "People also ask" questions from a stored SERP. */
  withSuggestions: string[];
  /** The keyword-data provider that can suggest questions ("DataForSEO"), or null when none is connected. */
  suggestProvider: string | null;
  /** Seeds with kept provider suggestions: when they were fetched, and how many were questions. */
  providerSuggested: Array<{ seed: string; fetchedAt: string; questions: number }>;
  brandKeywords: string[];
};

/** `settings`: tests pass their provider addresses instead of the environment. */
export async function loadFiveWsPage(scope: BrandScope, params: Params, opts: { settings?: ProviderSettings } = {}): Promise<FiveWsView> {
  const seeds = parseSeeds(one(params.seed)).slice(0, MAX_5WS_SEEDS);
  const [terms, keywords, paa, client, settings] = await Promise.all([
    getBrandTerms(scope),
    brandKeywords(scope),
    Promise.all(seeds.map((s) => storedPeopleAlsoAsk(scope, s))),
    keywordDataClientFor(scope, opts.settings),
    getSeoSettings(scope),
  ]);
  const suggestions = new Map(seeds.map((s, i) => [s, paa[i]!]));
  const kept = await storedSeedSuggestions(scope, seeds, { location: settings.location, language: settings.language });
  const providerSuggestions = new Map([...kept].map(([seed, k]) => [seed, k.suggestions.filter(isQuestionLike)] as const));
  const trees = questionTrees(seeds, { suggestions, providerSuggestions, comparisons: terms.competitors.map((c) => c.name).slice(0, 5) });
  const all = trees.flatMap((t) => [...t.branches.flatMap((b) => b.questions), ...t.related].map((q) => q.text));
  const stored = await storedKeywordKeys(scope, all);
  return {
    seeds,
    trees,
    stored: [...stored],
    withSuggestions: seeds.filter((s) => suggestions.get(s)?.length),
    suggestProvider: client?.name ?? null,
    providerSuggested: [...kept.values()].map((k) => ({ seed: k.seed, fetchedAt: k.fetchedAt.toISOString(), questions: providerSuggestions.get(k.seed)?.length ?? 0 })),
    brandKeywords: keywords,
  };
}

export type BrandedView = {
  terms: BrandTerms;
  counts: Awaited<ReturnType<typeof brandClassCounts>>;
  list: { rows: BrandedRow[]; total: number; page: number; pageSize: number };
  filter: { class: BrandClass | null; overridden: boolean; q: string };
  share: BrandedShare[];
  reclassified: number;
  /** Keywords a background pass is classifying (a large backlog), with its job; null when all are classified. */
  classifying: { backlog: number; job: JobRow | null } | null;
};

/** Up to this many keywords are classified while the page renders (well under a second); more go to the job runner. */
export const INLINE_CLASSIFY_MAX = 2_000;

export async function loadBrandedPage(scope: BrandScope, params: Params): Promise<BrandedView> {
  const terms = await getBrandTerms(scope);
  // New keywords and changed brand terms are classified before counting (see queries/words.ts): a few
  // here, many (the first pass after a big import) in the background while the page follows the job.
  const backlog = await brandClassBacklog(scope, terms);
  let classified = 0;
  let classifying: BrandedView["classifying"] = null;
  if (backlog > INLINE_CLASSIFY_MAX) {
    await enqueueBrandClasses(scope);
    classifying = { backlog, job: await latestBrandClassJob(scope) };
  } else if (backlog > 0) {
    ({ classified } = await ensureBrandClasses(scope, terms));
  }
  const cls = one(params.class);
  const filter = {
    class: (BRAND_CLASSES as readonly string[]).includes(cls) ? (cls as BrandClass) : null,
    overridden: one(params.overridden) === "1",
    q: one(params.q).slice(0, 200),
  };
  const page = Math.max(1, Number.parseInt(one(params.page), 10) || 1);
  const [counts, list, share] = await Promise.all([
    brandClassCounts(scope),
    listBrandedKeywords(scope, { class: filter.class ?? undefined, overridden: filter.overridden, q: filter.q, page }),
    brandedClickShare(scope, terms),
  ]);
  return { terms, counts, list, filter, share, reclassified: classified, classifying };
}
