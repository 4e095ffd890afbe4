/**
 * One POST to a free Google data API (Search Console's searchAnalytics.query, the GA4 Data API's
 * runReport): JSON with the connection's OAuth bearer token, audited with no cost (their limits are
 * quotas, not money), and Google's error body {error:{code, message, status}} turned into the
 * caller's own words for that API.
 */
import { z } from "zod";
import type { ProviderFailure } from "../types";
import { failAnswered, said, send, type ProviderAnswer } from "./call";
import type { ProviderCallContext } from "./types";

const googleErrorSchema = z.object({ error: z.object({ code: z.number().nullish(), message: z.string().nullish(), status: z.string().nullish() }) });

export type GoogleApi = {
  provider: "gsc" | "ga4";
  /** "Google Search Console", "Google Analytics": for messages. */
  name: string;
  accessToken: string;
  /** The failure for a non-200 answer: HTTP status, Google's message and status ("RESOURCE_EXHAUSTED"), the headers. */
  failureFor: (status: number, message: string | null, googleStatus: string | null, headers: ProviderAnswer["headers"]) => ProviderFailure;
};

export async function postGoogleApi(api: GoogleApi, url: string, body: unknown, ctx: ProviderCallContext): Promise<{ ok: true; answer: ProviderAnswer } | { ok: false; failure: ProviderFailure }> {
  const sent = await send(
    {
      provider: api.provider,
      providerName: api.name,
      estimateUsd: null,
      cost: () => null,
      request: { url, method: "POST", headers: { authorization: `Bearer ${api.accessToken}`, "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) },
    },
    ctx,
  );
  if (!sent.ok || sent.answer.status === 200) return sent;
  const { answer } = sent;
  const e = googleErrorSchema.safeParse(answer.json);
  return failAnswered(answer, ctx, api.failureFor(answer.status, e.success ? said(e.data.error.message) : said(answer.text.slice(0, 300)), e.success ? (e.data.error.status ?? null) : null, answer.headers));
}
