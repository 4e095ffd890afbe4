/**
 * Serper's Google Search API (https://serper.dev): POST https://google.serper.dev/search with the
 * X-API-KEY header and a JSON body {q, gl, hl, location, num}; the answer has organic[{title, link,
 * snippet, position, sitelinks}], peopleAlsoAsk, answerBox, knowledgeGraph, relatedSearches,
 * topStories, places … and `credits` (what the call used). Errors are {"message", "statusCode"}:
 * 401/403 "Unauthorized." for a bad key; running out of credits is reported as 400 or 402 with a
 * message about credits.
 *
 * Serper takes no device: its SERPs are desktop SERPs, so a mobile query is refused here rather
 * than answered with desktop positions.
 */
import { z } from "zod";
import type { OrganicResult, ProviderFailure, ProviderResult, Serp, SerpFeature, SerpQuery } from "../types";
import { failAnswered, malformed, retryAfter, said, send } from "./call";
import { registrableDomain } from "./domain";
import { googleLocation } from "./locale";
import type { ProviderCallContext } from "./types";

export const SERPER_BASE_URL = "https://google.serper.dev";
const NAME = "Serper";
/** Serper's list price per credit (Starter: $50 for 50,000 credits); the answer says how many were used. */
export const SERPER_COST_PER_CREDIT_USD = 0.001;

export type SerperConfig = { apiKey: string; baseUrl?: string; costPerCreditUsd?: number };

const answerSchema = z.object({
  organic: z.array(z.object({ position: z.number(), link: z.string(), title: z.string().nullish(), snippet: z.string().nullish(), sitelinks: z.unknown().nullish() })),
  peopleAlsoAsk: z.array(z.object({ question: z.string().nullish() })).nullish(),
  credits: z.number().nullish(),
});
const errorSchema = z.object({ message: z.string().nullish() });

const FEATURE_OF: Record<string, SerpFeature> = {
  answerBox: "featured_snippet",
  peopleAlsoAsk: "people_also_ask",
  places: "local_pack",
  knowledgeGraph: "knowledge_graph",
  topStories: "top_stories",
  images: "images",
  videos: "video",
  shopping: "shopping",
  relatedSearches: "related_searches",
};

function failureFor(status: number, message: string | null): ProviderFailure {
  const theySaid = message ? ` Serper said: "${message}"` : "";
  if (status === 402 || (message && /credit/i.test(message))) {
    return { kind: "out_of_credit", message: `The Serper account is out of credits (HTTP ${status}). Top up at serper.dev, then try again.${theySaid}` };
  }
  if (status === 401 || status === 403) {
    return { kind: "rejected_key", message: `Serper refused the API key (HTTP ${status}). Copy the key from serper.dev → API key and replace it under Brand Settings → APIs.${theySaid}` };
  }
  if (status === 429) return { kind: "rate_limited", message: `Serper is rate-limiting this key (HTTP 429).${theySaid}` };
  return { kind: "provider_error", status, message: `Serper could not do this (HTTP ${status}).${theySaid || " Try again later."}` };
}

/** Normalises a /search answer; null when it is not the documented shape. */
export function serpFromSerper(query: SerpQuery, json: unknown, fetchedAt = new Date()): Serp | null {
  const a = answerSchema.safeParse(json);
  if (!a.success || typeof json !== "object" || json === null) return null;
  const features = new Set<SerpFeature>();
  for (const [key, value] of Object.entries(json)) {
    if (FEATURE_OF[key] && (!Array.isArray(value) || value.length > 0)) features.add(FEATURE_OF[key]);
  }
  const organic: OrganicResult[] = a.data.organic.map((o) => {
    if (Array.isArray(o.sitelinks) && o.sitelinks.length) features.add("sitelinks");
    return { position: o.position, url: o.link, domain: registrableDomain(o.link), title: o.title ?? "", snippet: o.snippet ?? null };
  });
  return {
    ...query,
    provider: "serper",
    fetchedAt,
    organic: organic.sort((x, y) => x.position - y.position),
    features: [...features].sort(),
    peopleAlsoAsk: (a.data.peopleAlsoAsk ?? []).map((q) => q.question).filter((q): q is string => !!q),
    aiOverview: null,
    totalResults: null,
  };
}

export function createSerperClient(config: SerperConfig) {
  const base = (config.baseUrl ?? SERPER_BASE_URL).replace(/\/+$/, "");
  const price = config.costPerCreditUsd ?? SERPER_COST_PER_CREDIT_USD;
  return {
    async serp(query: SerpQuery, ctx: ProviderCallContext, opts: { depth?: number } = {}): Promise<ProviderResult<Serp>> {
      if (query.device !== "desktop") {
        return { ok: false, failure: { kind: "not_configured", message: "Serper returns desktop results only. Connect DataForSEO or SerpApi under Brand Settings → APIs for mobile rankings." } };
      }
      const num = Math.min(Math.max(opts.depth ?? 10, 1), 100);
      const { location, gl } = googleLocation(query.location);
      const body: Record<string, unknown> = { q: query.keyword, hl: query.language, num };
      if (gl) body.gl = gl;
      if (location) body.location = location;
      const sent = await send(
        {
          provider: "serper",
          providerName: NAME,
          // More than 10 results cost 2 credits.
          estimateUsd: price * (num > 10 ? 2 : 1),
          cost: (status, json) => {
            if (status !== 200) return null;
            const credits = answerSchema.safeParse(json).data?.credits;
            return credits == null ? null : credits * price;
          },
          request: { url: `${base}/search`, method: "POST", headers: { "x-api-key": config.apiKey, "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) },
        },
        ctx,
      );
      if (!sent.ok) return sent;
      const { answer } = sent;
      if (answer.status !== 200) {
        const e = errorSchema.safeParse(answer.json);
        const f = failureFor(answer.status, (e.success ? said(e.data.message) : null) ?? said(answer.text.slice(0, 300)));
        if (f.kind === "rate_limited") f.message += retryAfter(answer.headers);
        return failAnswered(answer, ctx, f);
      }
      const serp = serpFromSerper(query, answer.json);
      if (!serp) return failAnswered(answer, ctx, malformed(NAME, answer.status, "no organic array"));
      return { ok: true, value: serp, costUsd: answer.costUsd };
    },
  };
}

export type SerperClient = ReturnType<typeof createSerperClient>;
