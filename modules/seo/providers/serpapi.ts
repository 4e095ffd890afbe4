/**
 * SerpApi's Google Search API (https://serpapi.com/search-api): GET /search.json?engine=google&q=…
 * &api_key=…&location=…&hl=…&gl=…&device=…&num=…, answered with organic_results, related_questions,
 * answer_box, local_results, ai_overview, knowledge_graph … and search_metadata.status
 * (Success | Error). Failures are HTTP 4xx/5xx with {"error": "…"} (Status and Error Codes): 401 a
 * missing or invalid key, 403 a deleted account, 429 either the hourly throughput limit or an
 * account that has run out of searches (told apart by the message).
 */
import { z } from "zod";
import type { OrganicResult, ProviderFailure, ProviderResult, Serp, SerpFeature, SerpQuery } from "../types";
import { failAnswered, malformed, said, send } from "./call";
import { registrableDomain } from "./domain";
import { googleLocation } from "./locale";
import type { ProviderCallContext } from "./types";

export const SERPAPI_BASE_URL = "https://serpapi.com";
const NAME = "SerpApi";
/**
 * SerpApi bills plans by searches, not per call, and its answer carries no price: the audit records
 * the Developer plan's list price per search ($75 for 5,000), overridable per deployment.
 */
export const SERPAPI_COST_PER_SEARCH_USD = 0.015;

export type SerpApiConfig = { apiKey: string; baseUrl?: string; costPerSearchUsd?: number };

const answerSchema = z.object({
  search_metadata: z.object({ status: z.string().nullish() }).nullish(),
  search_information: z.object({ total_results: z.number().nullish() }).nullish(),
  organic_results: z
    .array(z.object({ position: z.number(), link: z.string(), title: z.string().nullish(), snippet: z.string().nullish(), sitelinks: z.unknown().nullish() }))
    .nullish(),
  related_questions: z.array(z.object({ question: z.string().nullish() })).nullish(),
  ai_overview: z
    .object({
      text_blocks: z
        .array(z.object({ snippet: z.string().nullish(), list: z.array(z.object({ snippet: z.string().nullish(), title: z.string().nullish() })).nullish() }))
        .nullish(),
      references: z.array(z.object({ link: z.string().nullish() })).nullish(),
    })
    .nullish(),
  error: z.string().nullish(),
});

/** Top-level keys of a SerpApi Google answer → the store's SERP features. */
const FEATURE_OF: Record<string, SerpFeature> = {
  answer_box: "featured_snippet",
  related_questions: "people_also_ask",
  local_results: "local_pack",
  local_map: "local_pack",
  ai_overview: "ai_overview",
  knowledge_graph: "knowledge_graph",
  top_stories: "top_stories",
  inline_images: "images",
  inline_videos: "video",
  short_videos: "video",
  shopping_results: "shopping",
  inline_shopping: "shopping",
  immersive_products: "shopping",
  related_searches: "related_searches",
};

function failureFor(status: number, error: string | null): ProviderFailure {
  const theySaid = error ? ` SerpApi said: "${error}"` : "";
  if (status === 401 || status === 403) {
    return { kind: "rejected_key", message: `SerpApi refused the API key (HTTP ${status}). Copy the key from serpapi.com → Your account → API key and replace it under Brand Settings → APIs.${theySaid}` };
  }
  if (status === 429 && error && /run out of searches|out of searches|plan/i.test(error)) {
    return { kind: "out_of_credit", message: `The SerpApi account has no searches left this month (HTTP 429). Upgrade the plan or wait for the monthly reset.${theySaid}` };
  }
  if (status === 429) return { kind: "rate_limited", message: `SerpApi's hourly limit for this key is reached (HTTP 429). Try again later.${theySaid}` };
  return { kind: "provider_error", status, message: `SerpApi could not do this (HTTP ${status}).${theySaid || " Try again later."}` };
}

/** Normalises a Google Search answer; null when it is not the documented shape. */
export function serpFromSerpApi(query: SerpQuery, json: unknown, fetchedAt = new Date()): Serp | null {
  const a = answerSchema.safeParse(json);
  if (!a.success || typeof json !== "object" || json === null) return null;
  const features = new Set<SerpFeature>();
  for (const key of Object.keys(json)) if (FEATURE_OF[key]) features.add(FEATURE_OF[key]);
  const organic: OrganicResult[] = (a.data.organic_results ?? []).map((o) => {
    if (o.sitelinks) features.add("sitelinks");
    return { position: o.position, url: o.link, domain: registrableDomain(o.link), title: o.title ?? "", snippet: o.snippet ?? null };
  });
  const ai = a.data.ai_overview;
  let aiOverview: Serp["aiOverview"] = null;
  // An AI Overview that Google loads later comes as a page_token only (a second, billed search);
  // the feature is recorded, its text is not fetched.
  if (ai?.text_blocks?.length) {
    const text = ai.text_blocks
      .flatMap((b) => [b.snippet, ...(b.list ?? []).map((l) => [l.title, l.snippet].filter(Boolean).join(" "))])
      .map((t) => t?.trim())
      .filter((t): t is string => !!t)
      .join("\n\n");
    aiOverview = { text, references: [...new Set((ai.references ?? []).map((r) => r.link).filter((l): l is string => !!l))] };
  }
  return {
    ...query,
    provider: "serpapi",
    fetchedAt,
    organic: organic.sort((x, y) => x.position - y.position),
    features: [...features].sort(),
    peopleAlsoAsk: (a.data.related_questions ?? []).map((q) => q.question).filter((q): q is string => !!q),
    aiOverview,
    totalResults: a.data.search_information?.total_results ?? null,
  };
}

export function createSerpApiClient(config: SerpApiConfig) {
  const base = (config.baseUrl ?? SERPAPI_BASE_URL).replace(/\/+$/, "");
  const price = config.costPerSearchUsd ?? SERPAPI_COST_PER_SEARCH_USD;
  return {
    async serp(query: SerpQuery, ctx: ProviderCallContext, opts: { depth?: number } = {}): Promise<ProviderResult<Serp>> {
      const { location, gl } = googleLocation(query.location);
      const params = new URLSearchParams({ engine: "google", q: query.keyword, hl: query.language, device: query.device, num: String(Math.min(Math.max(opts.depth ?? 10, 1), 100)), output: "json" });
      if (location) params.set("location", location);
      if (gl) params.set("gl", gl);
      params.set("api_key", config.apiKey);
      const sent = await send(
        {
          provider: "serpapi",
          providerName: NAME,
          estimateUsd: price,
          // Only successful searches count against the plan (errors are not billed).
          cost: (status, json) => (status === 200 && answerSchema.safeParse(json).data?.search_metadata?.status === "Success" ? price : null),
          request: { url: `${base}/search.json?${params.toString()}`, method: "GET", headers: { accept: "application/json" } },
        },
        ctx,
      );
      if (!sent.ok) return sent;
      const { answer } = sent;
      const body = answerSchema.safeParse(answer.json);
      const error = body.success ? said(body.data.error) : null;
      if (answer.status !== 200) {
        return failAnswered(answer, ctx, failureFor(answer.status, error ?? said(answer.text.slice(0, 300))));
      }
      if (!body.success) return failAnswered(answer, ctx, malformed(NAME, answer.status, "not a Google Search JSON answer"));
      const status = body.data.search_metadata?.status;
      // "Google hasn't returned any results for this query." comes as status Success with an error
      // text: an empty SERP, which is data.
      if (status === "Error") return failAnswered(answer, ctx, { kind: "provider_error", status: 200, message: `SerpApi could not run this search.${error ? ` SerpApi said: "${error}"` : ""}` });
      if (status !== "Success") return failAnswered(answer, ctx, malformed(NAME, answer.status, `search_metadata.status "${status ?? "missing"}"`));
      const serp = serpFromSerpApi(query, answer.json);
      if (!serp) return failAnswered(answer, ctx, malformed(NAME, answer.status, "organic_results"));
      return { ok: true, value: serp, costUsd: answer.costUsd };
    },
  };
}

export type SerpApiClient = ReturnType<typeof createSerpApiClient>;
