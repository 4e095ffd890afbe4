/**
 * DataForSEO v3 (https://docs.dataforseo.com/v3/): Google organic SERPs (live/advanced), Google Ads
 * search volume (Keywords Data, live), and DataForSEO Labs keyword_ideas, keyword_suggestions, ranked_keywords and
 * domain_intersection (live).
 *
 * Contract: HTTP Basic auth with the API login and password; POST a JSON array of tasks (live
 * endpoints take one); the answer is an envelope {status_code, status_message, cost, tasks:[{
 * status_code, status_message, cost, result}]} where 20000 means success. Errors come either as
 * HTTP 401/402/404/500 or, far more often, as HTTP 200 with a 4xxxx/5xxxx status_code in the
 * envelope or the task (Appendix: Errors) — both are read here.
 */
import { z } from "zod";
import type { KeywordFigures, MonthlyVolume, OrganicResult, ProviderFailure, ProviderResult, RankedKeyword, SearchIntent, Serp, SerpFeature, SerpQuery } from "../types";
import { failAnswered, malformed, said, send, type ProviderAnswer } from "./call";
import { registrableDomain } from "./domain";
import { backlinksApi } from "./dataforseo-backlinks";
import { resultItems } from "./dataforseo-result";
import { dataForSeoLocation } from "./locale";
import type { KeywordMarket, ProviderCallContext, RankedKeywordWithFigures, SharedKeyword } from "./types";

export const DATAFORSEO_BASE_URL = "https://api.dataforseo.com";
const NAME = "DataForSEO";

/**
 * Worst-case prices (USD) for the budget check before a call, from dataforseo.com/pricing; the
 * audit row records what the answer's `cost` says was charged.
 */
export const DATAFORSEO_ESTIMATES = {
  /** Live mode, per SERP page of 10 results. */
  serpPerPage: 0.002,
  /** Google Ads search volume, live: per task of up to 1,000 keywords. */
  searchVolumeTask: 0.075,
  /** Labs: per task plus per returned item. */
  labsTask: 0.01,
  labsItem: 0.0001,
} as const;

export const SEARCH_VOLUME_MAX_KEYWORDS = 1000;
const LABS_MAX_SEEDS = 200;

export type DataForSeoConfig = {
  /** "login:password" as shown under API Access (the brand's API token holds it in this form). */
  credentials: string;
  baseUrl?: string;
};

/** Internal status codes (Appendix: Errors) by what the person has to do about them. */
const REJECTED = new Set([40100, 40104, 40201, 40204, 40207]);
const OUT_OF_CREDIT = new Set([40200, 40210]);
const RATE_LIMITED = new Set([40202, 40203, 40209]);
/** "No Search Results": a valid SERP without results, not a failure. */
const NO_RESULTS = 40102;

const taskSchema = z.object({
  id: z.string().nullish(),
  status_code: z.number(),
  status_message: z.string().nullish(),
  cost: z.number().nullish(),
  result: z.array(z.unknown()).nullish(),
});
const envelopeSchema = z.object({
  status_code: z.number(),
  status_message: z.string().nullish(),
  cost: z.number().nullish(),
  tasks: z.array(taskSchema).nullish(),
});

function failureFor(code: number, message: string | null, httpStatus: number): ProviderFailure {
  const theySaid = message ? ` DataForSEO said: "${message}"` : "";
  if (REJECTED.has(code) || httpStatus === 401) {
    return { kind: "rejected_key", message: `DataForSEO refused the login (${code || httpStatus}). Check the API login and password under app.dataforseo.com → API Access and save them as "login:password" under Brand Settings → APIs.${theySaid}` };
  }
  if (OUT_OF_CREDIT.has(code) || httpStatus === 402) {
    return { kind: "out_of_credit", message: `The DataForSEO account is out of credit (${code || httpStatus}). Top up the balance at app.dataforseo.com, then try again.${theySaid}` };
  }
  if (RATE_LIMITED.has(code) || httpStatus === 429) {
    return { kind: "rate_limited", message: `DataForSEO is rate-limiting this account (${code || httpStatus}). Try again in a minute.${theySaid}` };
  }
  return { kind: "provider_error", status: httpStatus, message: `DataForSEO could not do this (${code || `HTTP ${httpStatus}`}).${theySaid || " Try again later."}` };
}

function basicAuth(credentials: string): string | null {
  const i = credentials.indexOf(":");
  if (i <= 0 || i === credentials.length - 1) return null;
  return `Basic ${Buffer.from(credentials).toString("base64")}`;
}

/** "2019-11-15 12:57:46 +00:00" → Date; now when absent or unreadable. */
function providerTime(s: unknown): Date {
  if (typeof s === "string") {
    const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2}:\d{2})$/.exec(s.trim());
    if (m) {
      const d = new Date(`${m[1]}T${m[2]}${m[3]}`);
      if (!Number.isNaN(d.getTime())) return d;
    }
  }
  return new Date();
}

const monthlySchema = z.array(z.object({ year: z.number(), month: z.number(), search_volume: z.number().nullish() })).nullish();

/** DataForSEO lists months newest first; the store wants the last 12, oldest first. */
export function monthlyVolumes(rows: z.infer<typeof monthlySchema>): MonthlyVolume[] | null {
  if (!rows?.length) return null;
  return rows
    .filter((r) => r.search_volume != null)
    .map((r) => ({ month: `${r.year}-${String(r.month).padStart(2, "0")}`, volume: r.search_volume! }))
    .sort((a, b) => a.month.localeCompare(b.month))
    .slice(-12);
}

const INTENTS: readonly SearchIntent[] = ["informational", "navigational", "commercial", "transactional"];
function intentOf(s: unknown): SearchIntent | null {
  return typeof s === "string" && (INTENTS as readonly string[]).includes(s) ? (s as SearchIntent) : null;
}

/** An API-specific reading of a status code (e.g. Backlinks' 40204), tried before the general one. */
export type FailureReader = (code: number, message: string | null, httpStatus: number) => ProviderFailure | null;

/** The one task of a live call, or the failure its envelope or task reports. */
async function oneTask(answer: ProviderAnswer, ctx: ProviderCallContext, emptyOk = false, special?: FailureReader): Promise<{ ok: true; result: unknown[] } | { ok: false; failure: ProviderFailure }> {
  const env = envelopeSchema.safeParse(answer.json);
  const fail = (code: number, message: string | null) => failAnswered(answer, ctx, special?.(code, message, answer.status) ?? failureFor(code, message, answer.status));
  if (answer.status !== 200) {
    const code = env.success ? env.data.status_code : 0;
    const message = env.success ? said(env.data.status_message) : said(answer.text.slice(0, 300));
    return fail(code, message);
  }
  if (!env.success) return failAnswered(answer, ctx, malformed(NAME, answer.status, "no status_code/tasks envelope"));
  if (env.data.status_code !== 20000) return fail(env.data.status_code, said(env.data.status_message));
  const task = env.data.tasks?.[0];
  if (!task) return failAnswered(answer, ctx, malformed(NAME, answer.status, "no task in the answer"));
  if (task.status_code === NO_RESULTS && emptyOk) return { ok: true, result: [] };
  if (task.status_code !== 20000) return fail(task.status_code, said(task.status_message));
  return { ok: true, result: task.result ?? [] };
}

// --- SERP: Google organic live/advanced ---------------------------------------------------------

const serpResultSchema = z.object({
  keyword: z.string().nullish(),
  datetime: z.string().nullish(),
  item_types: z.array(z.string()).nullish(),
  se_results_count: z.number().nullish(),
  items: z.array(z.looseObject({ type: z.string() })).nullish(),
});
const organicSchema = z.object({
  type: z.literal("organic"),
  rank_group: z.number(),
  url: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  links: z.array(z.unknown()).nullish(),
});
const referenceSchema = z.object({ url: z.string().nullish() });
const aiOverviewSchema = z.object({
  type: z.literal("ai_overview"),
  markdown: z.string().nullish(),
  items: z.array(z.object({ text: z.string().nullish(), references: z.array(referenceSchema).nullish() })).nullish(),
  references: z.array(referenceSchema).nullish(),
});
const paaSchema = z.object({
  type: z.literal("people_also_ask"),
  items: z.array(z.object({ title: z.string().nullish() })).nullish(),
});

/** Item types of DataForSEO's SERP (result.item_types / items[].type) → the store's SERP features. */
const FEATURE_OF: Record<string, SerpFeature> = {
  featured_snippet: "featured_snippet",
  answer_box: "featured_snippet",
  people_also_ask: "people_also_ask",
  local_pack: "local_pack",
  map: "local_pack",
  ai_overview: "ai_overview",
  knowledge_graph: "knowledge_graph",
  top_stories: "top_stories",
  images: "images",
  video: "video",
  short_videos: "video",
  shopping: "shopping",
  popular_products: "shopping",
  related_searches: "related_searches",
};

/** Normalises one live/advanced result; null when an organic item lacks its documented fields. */
export function serpFromDataForSeo(query: SerpQuery, raw: unknown): Serp | null {
  if (raw === undefined) {
    return { ...query, provider: "dataforseo", fetchedAt: new Date(), organic: [], features: [], peopleAlsoAsk: [], aiOverview: null, totalResults: 0 };
  }
  const r = serpResultSchema.safeParse(raw);
  if (!r.success) return null;
  const organic: OrganicResult[] = [];
  const features = new Set<SerpFeature>();
  const peopleAlsoAsk: string[] = [];
  let aiOverview: Serp["aiOverview"] = null;
  for (const t of r.data.item_types ?? []) if (FEATURE_OF[t]) features.add(FEATURE_OF[t]);
  for (const item of r.data.items ?? []) {
    if (FEATURE_OF[item.type]) features.add(FEATURE_OF[item.type]!);
    if (item.type === "organic") {
      const o = organicSchema.safeParse(item);
      if (!o.success) return null;
      if (o.data.links?.length) features.add("sitelinks");
      organic.push({ position: o.data.rank_group, url: o.data.url, domain: registrableDomain(o.data.url), title: o.data.title ?? "", snippet: o.data.description ?? null });
    } else if (item.type === "people_also_ask") {
      const p = paaSchema.safeParse(item);
      for (const q of p.success ? (p.data.items ?? []) : []) if (q.title) peopleAlsoAsk.push(q.title);
    } else if (item.type === "ai_overview" && !aiOverview) {
      const a = aiOverviewSchema.safeParse(item);
      if (a.success) {
        const parts = (a.data.items ?? []).map((e) => e.text?.trim()).filter((t): t is string => !!t);
        const text = parts.length ? parts.join("\n\n") : (a.data.markdown ?? "").trim();
        const refs = [...(a.data.references ?? []), ...(a.data.items ?? []).flatMap((e) => e.references ?? [])].map((x) => x.url).filter((u): u is string => !!u);
        aiOverview = { text, references: [...new Set(refs)] };
      }
    }
  }
  organic.sort((a, b) => a.position - b.position);
  return {
    ...query,
    provider: "dataforseo",
    fetchedAt: providerTime(r.data.datetime),
    organic,
    features: [...features].sort(),
    peopleAlsoAsk,
    aiOverview,
    totalResults: r.data.se_results_count ?? null,
  };
}

// --- Keyword figures -----------------------------------------------------------------------------

const volumeItemSchema = z.object({
  keyword: z.string(),
  search_volume: z.number().nullish(),
  cpc: z.number().nullish(),
  competition_index: z.number().nullish(),
  monthly_searches: monthlySchema,
});

const keywordInfoSchema = z
  .object({ search_volume: z.number().nullish(), cpc: z.number().nullish(), competition: z.number().nullish(), monthly_searches: monthlySchema, last_updated_time: z.string().nullish() })
  .nullish();
const keywordDataSchema = z.object({
  keyword: z.string(),
  keyword_info: keywordInfoSchema,
  keyword_properties: z.object({ keyword_difficulty: z.number().nullish() }).nullish(),
  search_intent_info: z.object({ main_intent: z.string().nullish() }).nullish(),
});

function figuresFromLabs(k: z.infer<typeof keywordDataSchema>, fallbackTime: Date): KeywordFigures {
  return {
    keyword: k.keyword,
    volume: k.keyword_info?.search_volume ?? null,
    monthly: monthlyVolumes(k.keyword_info?.monthly_searches),
    cpcUsd: k.keyword_info?.cpc ?? null,
    difficulty: k.keyword_properties?.keyword_difficulty ?? null,
    competition: k.keyword_info?.competition ?? null,
    intent: intentOf(k.search_intent_info?.main_intent),
    source: "dataforseo",
    fetchedAt: k.keyword_info?.last_updated_time ? providerTime(k.keyword_info.last_updated_time) : fallbackTime,
  };
}

const serpElementSchema = z.object({ type: z.string(), rank_group: z.number().nullish(), url: z.string().nullish(), domain: z.string().nullish() });
const rankedItemSchema = z.object({
  keyword_data: keywordDataSchema,
  ranked_serp_element: z.object({ serp_item: serpElementSchema, keyword_difficulty: z.number().nullish() }),
});
const intersectionItemSchema = z.object({
  keyword_data: keywordDataSchema,
  first_domain_serp_element: serpElementSchema.nullish(),
  second_domain_serp_element: serpElementSchema.nullish(),
});

function ranked(keyword: string, volume: number | null, target: string, el: z.infer<typeof serpElementSchema> | null | undefined): RankedKeyword | null {
  if (!el || el.rank_group == null || !el.url) return null;
  return { keyword, domain: registrableDomain(el.url) || target, position: el.rank_group, url: el.url, volume };
}

// --- The client ----------------------------------------------------------------------------------

export type LiveAnswer = { ok: true; result: unknown[]; costUsd: number | null; answer: ProviderAnswer } | { ok: false; failure: ProviderFailure };
/** One live task: POST [task] to `path`, budget-checked against `estimateUsd`, audited, its envelope read. */
export type LiveCall = (path: string, task: Record<string, unknown>, estimateUsd: number, ctx: ProviderCallContext, emptyOk?: boolean, special?: FailureReader) => Promise<LiveAnswer>;

export function createDataForSeoClient(config: DataForSeoConfig) {
  const base = (config.baseUrl ?? DATAFORSEO_BASE_URL).replace(/\/+$/, "");
  const auth = basicAuth(config.credentials);

  async function live(path: string, task: Record<string, unknown>, estimateUsd: number, ctx: ProviderCallContext, emptyOk = false, special?: FailureReader): Promise<LiveAnswer> {
    if (!auth) {
      return { ok: false, failure: { kind: "rejected_key", message: 'The DataForSEO key must be the API login and password as "login:password" (app.dataforseo.com → API Access). Replace it under Brand Settings → APIs.' } };
    }
    const sent = await send(
      {
        provider: "dataforseo",
        providerName: NAME,
        estimateUsd,
        cost: (_status, json) => {
          const env = envelopeSchema.safeParse(json);
          return env.success ? (env.data.cost ?? null) : null;
        },
        request: { url: `${base}${path}`, method: "POST", headers: { authorization: auth, "content-type": "application/json", accept: "application/json" }, body: JSON.stringify([task]) },
      },
      ctx,
    );
    if (!sent.ok) return sent;
    const t = await oneTask(sent.answer, ctx, emptyOk, special);
    if (!t.ok) return t;
    return { ok: true, result: t.result, costUsd: sent.answer.costUsd, answer: sent.answer };
  }

  /** A Labs call whose items are keywords with their figures (keyword_ideas, keyword_suggestions). */
  async function labsKeywords(fn: "keyword_ideas" | "keyword_suggestions", seed: Record<string, unknown>, market: KeywordMarket, ctx: ProviderCallContext, limitAsked = 100): Promise<ProviderResult<KeywordFigures[]>> {
    const limit = Math.min(Math.max(limitAsked, 1), 1000);
    const r = await live(
      `/v3/dataforseo_labs/google/${fn}/live`,
      { ...seed, ...dataForSeoLocation(market.location), language_code: market.language, limit },
      DATAFORSEO_ESTIMATES.labsTask + DATAFORSEO_ESTIMATES.labsItem * limit,
      ctx,
    );
    if (!r.ok) return r;
    const items = resultItems(r.result, keywordDataSchema);
    if (!items) return failAnswered(r.answer, ctx, malformed(NAME, r.answer.status, `${fn} items without keyword`));
    const now = new Date();
    return { ok: true, value: items.map((k) => figuresFromLabs(k, now)), costUsd: r.costUsd };
  }

  return {
    /** One Google SERP with every element type (POST /v3/serp/google/organic/live/advanced). */
    async serp(query: SerpQuery, ctx: ProviderCallContext, opts: { depth?: number } = {}): Promise<ProviderResult<Serp>> {
      const depth = Math.min(Math.max(opts.depth ?? 10, 1), 200);
      const r = await live(
        "/v3/serp/google/organic/live/advanced",
        { keyword: query.keyword, ...dataForSeoLocation(query.location), language_code: query.language, device: query.device, depth },
        DATAFORSEO_ESTIMATES.serpPerPage * Math.ceil(depth / 10),
        ctx,
        true,
      );
      if (!r.ok) return r;
      const serp = serpFromDataForSeo(query, r.result[0]);
      if (!serp) return failAnswered(r.answer, ctx, malformed(NAME, r.answer.status, "SERP items without type/rank_group/url"));
      return { ok: true, value: serp, costUsd: r.costUsd };
    },

    /**
     * Google Ads search volume, CPC and competition for up to 1,000 keywords per call
     * (POST /v3/keywords_data/google_ads/search_volume/live); longer lists go in several calls.
     */
    async searchVolume(keywords: string[], market: KeywordMarket, ctx: ProviderCallContext): Promise<ProviderResult<KeywordFigures[]>> {
      const out: KeywordFigures[] = [];
      let cost: number | null = null;
      for (let i = 0; i < keywords.length; i += SEARCH_VOLUME_MAX_KEYWORDS) {
        const chunk = keywords.slice(i, i + SEARCH_VOLUME_MAX_KEYWORDS);
        const r = await live(
          "/v3/keywords_data/google_ads/search_volume/live",
          { keywords: chunk, ...dataForSeoLocation(market.location), language_code: market.language },
          DATAFORSEO_ESTIMATES.searchVolumeTask,
          ctx,
        );
        if (!r.ok) return r;
        const now = new Date();
        for (const raw of r.result) {
          const k = volumeItemSchema.safeParse(raw);
          if (!k.success) return failAnswered(r.answer, ctx, malformed(NAME, r.answer.status, "search_volume result without keyword"));
          out.push({
            keyword: k.data.keyword,
            volume: k.data.search_volume ?? null,
            monthly: monthlyVolumes(k.data.monthly_searches),
            cpcUsd: k.data.cpc ?? null,
            difficulty: null,
            competition: k.data.competition_index == null ? null : k.data.competition_index / 100,
            intent: null,
            source: "dataforseo",
            fetchedAt: now,
          });
        }
        if (r.costUsd != null) cost = (cost ?? 0) + r.costUsd;
      }
      return { ok: true, value: out, costUsd: cost };
    },

    /** Keyword ideas for up to 200 seeds (POST /v3/dataforseo_labs/google/keyword_ideas/live). */
    keywordIdeas(seeds: string[], market: KeywordMarket, ctx: ProviderCallContext, opts: { limit?: number } = {}): Promise<ProviderResult<KeywordFigures[]>> {
      return labsKeywords("keyword_ideas", { keywords: seeds.slice(0, LABS_MAX_SEEDS) }, market, ctx, opts.limit);
    },

    /**
     * Long-tail keywords that contain the seed, Google-autocomplete style, with their figures
     * (POST /v3/dataforseo_labs/google/keyword_suggestions/live; one seed per call, the seed itself left out).
     */
    keywordSuggestions(seed: string, market: KeywordMarket, ctx: ProviderCallContext, opts: { limit?: number } = {}): Promise<ProviderResult<KeywordFigures[]>> {
      return labsKeywords("keyword_suggestions", { keyword: seed, include_seed_keyword: false }, market, ctx, opts.limit);
    },

    /** The organic keywords a domain ranks for (POST /v3/dataforseo_labs/google/ranked_keywords/live). */
    async rankedKeywords(domain: string, market: KeywordMarket, ctx: ProviderCallContext, opts: { limit?: number } = {}): Promise<ProviderResult<RankedKeywordWithFigures[]>> {
      const limit = Math.min(Math.max(opts.limit ?? 100, 1), 1000);
      const r = await live(
        "/v3/dataforseo_labs/google/ranked_keywords/live",
        { target: domain, ...dataForSeoLocation(market.location), language_code: market.language, item_types: ["organic"], limit },
        DATAFORSEO_ESTIMATES.labsTask + DATAFORSEO_ESTIMATES.labsItem * limit,
        ctx,
      );
      if (!r.ok) return r;
      const items = resultItems(r.result, rankedItemSchema);
      if (!items) return failAnswered(r.answer, ctx, malformed(NAME, r.answer.status, "ranked_keywords items without keyword_data/ranked_serp_element"));
      const now = new Date();
      const value = items.flatMap((it): RankedKeywordWithFigures[] => {
        if (it.ranked_serp_element.serp_item.type !== "organic") return [];
        const figures = figuresFromLabs(it.keyword_data, now);
        if (figures.difficulty == null) figures.difficulty = it.ranked_serp_element.keyword_difficulty ?? null;
        const rk = ranked(it.keyword_data.keyword, figures.volume, domain, it.ranked_serp_element.serp_item);
        return rk ? [{ ...rk, figures }] : [];
      });
      return { ok: true, value, costUsd: r.costUsd };
    },

    /**
     * Keywords both domains rank for in organic results, with both positions
     * (POST /v3/dataforseo_labs/google/domain_intersection/live, intersections: true).
     */
    async domainIntersection(first: string, second: string, market: KeywordMarket, ctx: ProviderCallContext, opts: { limit?: number } = {}): Promise<ProviderResult<SharedKeyword[]>> {
      const limit = Math.min(Math.max(opts.limit ?? 100, 1), 1000);
      const r = await live(
        "/v3/dataforseo_labs/google/domain_intersection/live",
        { target1: first, target2: second, ...dataForSeoLocation(market.location), language_code: market.language, item_types: ["organic"], intersections: true, limit },
        DATAFORSEO_ESTIMATES.labsTask + DATAFORSEO_ESTIMATES.labsItem * limit,
        ctx,
      );
      if (!r.ok) return r;
      const items = resultItems(r.result, intersectionItemSchema);
      if (!items) return failAnswered(r.answer, ctx, malformed(NAME, r.answer.status, "domain_intersection items without keyword_data"));
      const value = items.flatMap((it): SharedKeyword[] => {
        const volume = it.keyword_data.keyword_info?.search_volume ?? null;
        const a = ranked(it.keyword_data.keyword, volume, first, it.first_domain_serp_element);
        const b = ranked(it.keyword_data.keyword, volume, second, it.second_domain_serp_element);
        return a && b ? [{ keyword: it.keyword_data.keyword, volume, first: a, second: b }] : [];
      });
      return { ok: true, value, costUsd: r.costUsd };
    },

    /** The Backlinks API (summary, referring domains, backlinks, anchors, domain intersection): a separate DataForSEO subscription. */
    backlinks: backlinksApi(live),
  };
}

export type DataForSeoClient = ReturnType<typeof createDataForSeoClient>;
