/**
 * Google Search Console Search Analytics (https://developers.google.com/webmaster-tools/v1/
 * searchanalytics/query): POST /webmasters/v3/sites/{siteUrl}/searchAnalytics/query with an OAuth
 * bearer token (scope webmasters.readonly) and {startDate, endDate, dimensions, type, rowLimit,
 * startRow, dataState}; the answer is {rows:[{keys, clicks, impressions, ctr, position}],
 * responseAggregationType}, with no `rows` at all when there is no data. At most 25,000 rows per
 * request: the rest is paged with startRow until a page comes back short.
 *
 * Errors are Google's {error:{code, message, status}}: 401 an expired or revoked token, 403 an account
 * without access to the property, 429 the per-site or per-user quota.
 *
 * The app has no Google OAuth connection for data yet (/google-auth-callback signs people in): the
 * caller passes an access token it holds.
 */
import { z } from "zod";
import type { ProviderFailure, ProviderResult, SearchConsoleRow } from "../types";
import { failAnswered, malformed, retryAfter } from "./call";
import { postGoogleApi, type GoogleApi } from "./google-api";
import type { ProviderCallContext, SearchConsoleDimension, SearchConsoleQuery } from "./types";

export const SEARCH_CONSOLE_BASE_URL = "https://www.googleapis.com";
const NAME = "Google Search Console";
export const SEARCH_CONSOLE_MAX_ROWS_PER_REQUEST = 25_000;
const DEFAULT_MAX_ROWS = 100_000;

export type SearchConsoleConfig = { accessToken: string; baseUrl?: string };

const answerSchema = z.object({
  rows: z.array(z.object({ keys: z.array(z.string()).nullish(), clicks: z.number(), impressions: z.number(), ctr: z.number(), position: z.number() })).nullish(),
  responseAggregationType: z.string().nullish(),
});

function failureFor(status: number, message: string | null, googleStatus: string | null, headers: Parameters<typeof retryAfter>[0]): ProviderFailure {
  const theySaid = message ? ` Google said: "${message}"` : "";
  if (status === 401) {
    return { kind: "rejected_key", message: `Google did not accept the Search Console connection (HTTP 401): it has expired or was revoked. Connect Search Console again.${theySaid}` };
  }
  if (status === 403 && googleStatus !== "RESOURCE_EXHAUSTED") {
    return { kind: "rejected_key", message: `The connected Google account has no access to this Search Console property (HTTP 403). Add it as a user of the property in Search Console, or connect an account that is.${theySaid}` };
  }
  if (status === 429 || googleStatus === "RESOURCE_EXHAUSTED") {
    return { kind: "rate_limited", message: `Search Console's quota for this property is used up for now (HTTP ${status}).${retryAfter(headers)}${theySaid}` };
  }
  return { kind: "provider_error", status, message: `Search Console could not do this (HTTP ${status}).${theySaid || " Try again later."}` };
}

/** One API row → the store's row, the keys read in the order of the requested dimensions. */
export function searchConsoleRow(dimensions: SearchConsoleDimension[], r: NonNullable<z.infer<typeof answerSchema>["rows"]>[number]): SearchConsoleRow {
  const key = (d: SearchConsoleDimension): string | null => {
    const i = dimensions.indexOf(d);
    return i >= 0 ? (r.keys?.[i] ?? null) : null;
  };
  return { query: key("query"), page: key("page"), country: key("country"), device: key("device"), date: key("date"), clicks: r.clicks, impressions: r.impressions, ctr: r.ctr, position: r.position };
}

export function createSearchConsoleClient(config: SearchConsoleConfig) {
  const base = (config.baseUrl ?? SEARCH_CONSOLE_BASE_URL).replace(/\/+$/, "");
  const api: GoogleApi = { provider: "gsc", name: NAME, accessToken: config.accessToken, failureFor };
  return {
    /** Every row of the query, paged by startRow, up to `maxRows`. */
    async query(q: SearchConsoleQuery, ctx: ProviderCallContext): Promise<ProviderResult<SearchConsoleRow[]>> {
      const rowLimit = Math.min(Math.max(q.rowLimit ?? SEARCH_CONSOLE_MAX_ROWS_PER_REQUEST, 1), SEARCH_CONSOLE_MAX_ROWS_PER_REQUEST);
      const maxRows = q.maxRows ?? DEFAULT_MAX_ROWS;
      const url = `${base}/webmasters/v3/sites/${encodeURIComponent(q.siteUrl)}/searchAnalytics/query`;
      const rows: SearchConsoleRow[] = [];
      for (let startRow = 0; startRow < maxRows; startRow += rowLimit) {
        const body = { startDate: q.startDate, endDate: q.endDate, dimensions: q.dimensions, type: q.type ?? "web", dataState: q.dataState ?? "final", rowLimit: Math.min(rowLimit, maxRows - startRow), startRow };
        const sent = await postGoogleApi(api, url, body, ctx);
        if (!sent.ok) return sent;
        const { answer } = sent;
        const a = answerSchema.safeParse(answer.json);
        if (!a.success) return failAnswered(answer, ctx, malformed(NAME, answer.status, "rows without clicks/impressions/ctr/position"));
        const page = a.data.rows ?? [];
        for (const r of page) rows.push(searchConsoleRow(q.dimensions, r));
        if (page.length < body.rowLimit) break;
      }
      return { ok: true, value: rows, costUsd: null };
    },
  };
}

export type SearchConsoleClient = ReturnType<typeof createSearchConsoleClient>;
