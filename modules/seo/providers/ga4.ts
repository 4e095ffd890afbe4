/**
 * Google Analytics 4 Data API v1beta runReport
 * (https://developers.google.com/analytics/devguides/reporting/data/v1/rest/v1beta/properties/runReport):
 * POST {data}/v1beta/properties/{id}:runReport with an OAuth bearer token (scope analytics.readonly)
 * and {dateRanges, dimensions:[{name}], metrics:[{name}], dimensionFilter, limit, offset}. The answer is
 * {dimensionHeaders:[{name}], metricHeaders:[{name, type}], rows:[{dimensionValues:[{value}],
 * metricValues:[{value}]}], rowCount, metadata, propertyQuota}; every value is a string, in the order
 * of the headers; `rows` is left out when there are none. At most 250,000 rows a request: the rest is
 * paged with offset until rowCount is reached.
 *
 * Errors are Google's {error:{code, message, status}}: 401 an expired or revoked token, 403
 * PERMISSION_DENIED (no access to the property, or the API not enabled), 429 RESOURCE_EXHAUSTED (the
 * property's token quota for the hour or day), 400 INVALID_ARGUMENT.
 */
import { z } from "zod";
import type { ProviderFailure, ProviderResult } from "../types";
import { failAnswered, malformed, retryAfter } from "./call";
import { postGoogleApi, type GoogleApi } from "./google-api";
import type { ProviderCallContext } from "./types";

export const GA4_DATA_BASE_URL = "https://analyticsdata.googleapis.com";
const NAME = "Google Analytics";
export const GA4_MAX_ROWS_PER_REQUEST = 250_000;

export type Ga4ReportRequest = {
  /** "properties/123456789" */
  property: string;
  startDate: string;
  endDate: string;
  dimensions: string[];
  metrics: string[];
  /** Keep only sessions whose dimension equals this value (e.g. sessionDefaultChannelGroup = "Organic Search"). */
  equals?: { dimension: string; value: string };
  /** Rows a request (default and most: 250,000). */
  limit?: number;
  maxRows?: number;
};

export type Ga4ReportRow = { dimensions: Record<string, string>; metrics: Record<string, number> };

const valueSchema = z.object({ value: z.string().nullish() });
export const runReportAnswerSchema = z.object({
  dimensionHeaders: z.array(z.object({ name: z.string() })).nullish(),
  metricHeaders: z.array(z.object({ name: z.string(), type: z.string().nullish() })).nullish(),
  rows: z.array(z.object({ dimensionValues: z.array(valueSchema).nullish(), metricValues: z.array(valueSchema).nullish() })).nullish(),
  rowCount: z.number().int().nullish(),
});

/**
 * One runReport answer as rows keyed by header name; null when a row does not have a value for every
 * header or a metric is not a number (the answer is then not the documented shape).
 */
export function readRunReport(json: z.infer<typeof runReportAnswerSchema>): { rows: Ga4ReportRow[]; rowCount: number } | null {
  const dims = (json.dimensionHeaders ?? []).map((h) => h.name);
  const mets = (json.metricHeaders ?? []).map((h) => h.name);
  const rows: Ga4ReportRow[] = [];
  for (const r of json.rows ?? []) {
    const dv = r.dimensionValues ?? [];
    const mv = r.metricValues ?? [];
    if (dv.length !== dims.length || mv.length !== mets.length) return null;
    const dimensions: Record<string, string> = {};
    dims.forEach((d, i) => (dimensions[d] = dv[i]!.value ?? ""));
    const metrics: Record<string, number> = {};
    for (let i = 0; i < mets.length; i++) {
      const n = Number(mv[i]!.value ?? "0");
      if (!Number.isFinite(n)) return null;
      metrics[mets[i]!] = n;
    }
    rows.push({ dimensions, metrics });
  }
  return { rows, rowCount: json.rowCount ?? rows.length };
}

function failureFor(status: number, message: string | null, googleStatus: string | null, headers: Parameters<typeof retryAfter>[0]): ProviderFailure {
  const theySaid = message ? ` Google said: "${message}"` : "";
  if (status === 401) return { kind: "rejected_key", message: `Google did not accept the Google Analytics connection (HTTP 401): it has expired or was revoked. Reconnect Google on Integrations.${theySaid}` };
  if (status === 429 || googleStatus === "RESOURCE_EXHAUSTED") {
    return { kind: "rate_limited", message: `Google Analytics' quota for this property is used up for now (HTTP ${status}): the Data API allows a number of tokens per property per hour and per day.${retryAfter(headers)}${theySaid}` };
  }
  if (status === 403) {
    return { kind: "rejected_key", message: `The connected Google account cannot read this Google Analytics property (HTTP 403): give it at least Viewer access to the property, or enable the Google Analytics Data API in the OAuth client's project.${theySaid}` };
  }
  return { kind: "provider_error", status, message: `Google Analytics could not run the report (HTTP ${status}).${theySaid || " Try again later."}` };
}

export function createGa4Client(config: { accessToken: string; baseUrl?: string }) {
  const base = (config.baseUrl ?? GA4_DATA_BASE_URL).replace(/\/+$/, "");
  const api: GoogleApi = { provider: "ga4", name: NAME, accessToken: config.accessToken, failureFor };
  return {
    /** Every row of the report, paged by offset, up to `maxRows`. */
    async runReport(q: Ga4ReportRequest, ctx: ProviderCallContext): Promise<ProviderResult<Ga4ReportRow[]>> {
      const limit = Math.min(Math.max(q.limit ?? GA4_MAX_ROWS_PER_REQUEST, 1), GA4_MAX_ROWS_PER_REQUEST);
      const maxRows = q.maxRows ?? 1_000_000;
      const url = `${base}/v1beta/${q.property}:runReport`;
      const rows: Ga4ReportRow[] = [];
      for (let offset = 0; offset < maxRows; offset += limit) {
        const body = {
          dateRanges: [{ startDate: q.startDate, endDate: q.endDate }],
          dimensions: q.dimensions.map((name) => ({ name })),
          metrics: q.metrics.map((name) => ({ name })),
          ...(q.equals ? { dimensionFilter: { filter: { fieldName: q.equals.dimension, stringFilter: { matchType: "EXACT", value: q.equals.value } } } } : {}),
          limit: String(Math.min(limit, maxRows - offset)),
          offset: String(offset),
        };
        const sent = await postGoogleApi(api, url, body, ctx);
        if (!sent.ok) return sent;
        const { answer } = sent;
        const a = runReportAnswerSchema.safeParse(answer.json);
        const page = a.success ? readRunReport(a.data) : null;
        if (!page) return failAnswered(answer, ctx, malformed(NAME, answer.status, "rows whose values do not match dimensionHeaders/metricHeaders"));
        rows.push(...page.rows);
        if (!page.rows.length || offset + page.rows.length >= page.rowCount) break;
      }
      return { ok: true, value: rows, costUsd: null };
    },
  };
}
