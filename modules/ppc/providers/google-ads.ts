/**
 * Google Ads API over REST (developers.google.com/google-ads/api/rest), every call through ./call.ts:
 * - OAuth 2.0 web-server flow, scope https://www.googleapis.com/auth/adwords, access_type=offline;
 * - headers: Authorization Bearer, `developer-token`, and `login-customer-id` (the manager account the
 *   access goes through) when the customer is reached through a manager;
 * - GET  /{v}/customers:listAccessibleCustomers → {resourceNames: ["customers/123…"]};
 * - POST /{v}/customers/{id}/googleAds:searchStream {query} → a JSON array of
 *   {results: [row…], fieldMask, requestId}; int64 values are strings and zero values are omitted;
 * - POST /{v}/customers/{id}:generateKeywordIdeas (KeywordPlanIdeaService) → {results: [{text,
 *   keywordIdeaMetrics: {avgMonthlySearches, competition, competitionIndex, low/highTopOfPageBidMicros,
 *   monthlySearchVolumes: [{year, month, monthlySearches}]}}], nextPageToken?};
 * - errors: {error: {code, message, status, details: [{"@type": "…GoogleAdsFailure", errors: [{errorCode:
 *   {<category>: "<CODE>"}, message}], requestId}]}} (searchStream wraps it in an array).
 */
import { z } from "zod";
import type { PpcMatchType } from "@/db/schema";
import type { CampaignRow, KeywordRow, SearchTermRow } from "../rows";
import { fail, fromMicros, num, send, tokenGrant, type AdsCallContext, type AdsFailure, type AdsResult, type TokenAnswer } from "./call";
import { GOOGLE_ADS_SCOPE, GOOGLE_ADS_VERSION, type GoogleAdsConfig } from "./config";

export function googleAdsAuthorizationUrl(config: GoogleAdsConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: GOOGLE_ADS_SCOPE,
    access_type: "offline",
    // A refresh token comes back only on a consent screen: ask again even for an account that agreed before.
    prompt: "consent",
    state,
  }).toString();
  return url.toString();
}

export function googleAdsExchangeCode(config: GoogleAdsConfig, ctx: AdsCallContext, code: string, redirectUri: string): Promise<AdsResult<TokenAnswer>> {
  return tokenGrant(ctx, "google_ads", config.tokenUrl, { grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: config.clientId, client_secret: config.clientSecret });
}

export function googleAdsRefresh(config: GoogleAdsConfig, ctx: AdsCallContext, refreshToken: string): Promise<AdsResult<TokenAnswer>> {
  return tokenGrant(ctx, "google_ads", config.tokenUrl, { grant_type: "refresh_token", refresh_token: refreshToken, client_id: config.clientId, client_secret: config.clientSecret });
}

const failureSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.object({ "@type": z.string().optional(), errors: z.array(z.object({ errorCode: z.record(z.string(), z.unknown()).optional(), message: z.string().optional() })).optional() }).passthrough()).optional(),
  }),
});

/** The documented error body as a failure a person can act on: the GoogleAdsFailure code and message in words. */
export function googleAdsFailure(status: number, json: unknown): AdsFailure {
  const body = Array.isArray(json) ? json.find((x) => x && typeof x === "object" && "error" in x) : json;
  const parsed = failureSchema.safeParse(body);
  if (!parsed.success) return { kind: status === 429 ? "rate_limited" : "provider_error", status, message: `Google Ads answered HTTP ${status} without an error in its documented format. Try again later.` };
  const e = parsed.data.error;
  const first = e.details?.flatMap((d) => d.errors ?? [])[0];
  const [category, codeValue] = Object.entries(first?.errorCode ?? {})[0] ?? [];
  const code = typeof codeValue === "string" ? codeValue : (e.status ?? `HTTP ${status}`);
  const said = first?.message ?? e.message ?? "";
  const words = `Google Ads refused the request: ${code}${said ? ` — "${said.slice(0, 300)}"` : ""}.`;
  if (code === "DEVELOPER_TOKEN_NOT_APPROVED" || code === "DEVELOPER_TOKEN_PROHIBITED")
    return { kind: "missing_permission", status, code, message: `${words} The deployment's developer token (GOOGLE_ADS_DEVELOPER_TOKEN) is only approved for test accounts: apply for Basic access in the manager account's API Center.` };
  if (code === "USER_PERMISSION_DENIED" || code === "CUSTOMER_NOT_ENABLED" || category === "authorizationError")
    return { kind: "missing_permission", status, code, message: `${words} The Google account that connected has no access to this Ads account (or reaches it through another manager account): connect with an account that can open it, or pick another account.` };
  if (category === "authenticationError" || status === 401) return { kind: "expired_token", status, code, message: `${words} Reconnect Google Ads on Integrations.` };
  if (category === "quotaError" || status === 429) return { kind: "rate_limited", status, code, message: `${words} The API quota is used up for now; the sync tries again later.` };
  if (status >= 500) return { kind: "provider_error", status, code, message: `${words} Google Ads had a problem on its side; try again later.` };
  return { kind: "bad_request", status, code, message: words };
}

type Headers = Record<string, string>;
function headers(config: GoogleAdsConfig, accessToken: string, loginCustomerId?: string | null): Headers {
  return {
    authorization: `Bearer ${accessToken}`,
    "developer-token": config.developerToken,
    "content-type": "application/json",
    accept: "application/json",
    ...(loginCustomerId ? { "login-customer-id": loginCustomerId } : {}),
  };
}

const digits = (id: string) => id.replace(/\D/g, "");

export async function listAccessibleCustomers(config: GoogleAdsConfig, ctx: AdsCallContext, accessToken: string): Promise<AdsResult<string[]>> {
  const sent = await send(ctx, "google_ads", "ppc.google.customers", { url: `${config.apiBase}/${GOOGLE_ADS_VERSION}/customers:listAccessibleCustomers`, method: "GET", headers: headers(config, accessToken) });
  if (!sent.ok) return sent;
  if (sent.answer.status !== 200) return fail(ctx, sent.answer, googleAdsFailure(sent.answer.status, sent.answer.json));
  const p = z.object({ resourceNames: z.array(z.string()).optional() }).safeParse(sent.answer.json);
  if (!p.success) return fail(ctx, sent.answer, { kind: "invalid_output", status: 200, message: "Google Ads listed the accessible customers in an unexpected format." });
  return { ok: true, value: (p.data.resourceNames ?? []).map((r) => digits(r.split("/")[1] ?? "")).filter(Boolean) };
}

type Row = Record<string, unknown>;

/** One GAQL query through searchStream: every batch's results, in order. */
export async function searchStream(config: GoogleAdsConfig, ctx: AdsCallContext, accessToken: string, customerId: string, loginCustomerId: string | null, query: string, purpose: string): Promise<AdsResult<Row[]>> {
  const sent = await send(ctx, "google_ads", purpose, {
    url: `${config.apiBase}/${GOOGLE_ADS_VERSION}/customers/${digits(customerId)}/googleAds:searchStream`,
    method: "POST",
    headers: headers(config, accessToken, loginCustomerId ? digits(loginCustomerId) : null),
    body: JSON.stringify({ query }),
    timeoutMs: 120_000,
  });
  if (!sent.ok) return sent;
  const { answer } = sent;
  if (answer.status !== 200) return fail(ctx, answer, googleAdsFailure(answer.status, answer.json));
  const rows = streamRows(answer.json);
  if (!rows) return fail(ctx, answer, { kind: "invalid_output", status: 200, message: "Google Ads answered the report query in an unexpected format (not a searchStream array)." });
  // A stream can end in an error after some batches: then the figures are incomplete, and saying so beats storing half.
  const broken = Array.isArray(answer.json) ? answer.json.find((x) => x && typeof x === "object" && "error" in x) : undefined;
  if (broken) return fail(ctx, answer, googleAdsFailure(500, broken));
  return { ok: true, value: rows };
}

/** The rows of a searchStream body ([{results, fieldMask, requestId}, …]), or null when it is not one. */
export function streamRows(json: unknown): Row[] | null {
  if (!Array.isArray(json)) return null;
  const out: Row[] = [];
  for (const batch of json) {
    if (!batch || typeof batch !== "object") return null;
    const results = (batch as { results?: unknown }).results;
    if (results === undefined) continue;
    if (!Array.isArray(results)) return null;
    for (const r of results) if (r && typeof r === "object") out.push(r as Row);
  }
  return out;
}

const get = (row: Row, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Row)[k] : undefined), row);
const str = (row: Row, path: string): string | null => {
  const v = get(row, path);
  return typeof v === "string" || typeof v === "number" ? String(v) : null;
};
const lower = (v: string | null) => (v && v !== "UNSPECIFIED" && v !== "UNKNOWN" ? v.toLowerCase() : null);

const CHANNEL: Record<string, string> = { SEARCH: "search", PERFORMANCE_MAX: "performance_max", SHOPPING: "shopping", DISPLAY: "display", VIDEO: "video" };
const MATCH: Record<string, PpcMatchType> = { EXACT: "exact", PHRASE: "phrase", BROAD: "broad" };
/** search_term_match_type as the Google Ads UI words it. */
const TERM_MATCH: Record<string, string> = { EXACT: "exact", PHRASE: "phrase", BROAD: "broad", NEAR_EXACT: "exact (close variant)", NEAR_PHRASE: "phrase (close variant)" };

function metrics(row: Row) {
  return {
    cost: fromMicros(get(row, "metrics.costMicros")),
    clicks: Math.round(num(get(row, "metrics.clicks"))),
    impressions: Math.round(num(get(row, "metrics.impressions"))),
    conversions: Math.round(num(get(row, "metrics.conversions")) * 100) / 100,
    conversionValue: Math.round(num(get(row, "metrics.conversionsValue")) * 100) / 100,
  };
}

const between = (from: string, to: string) => `segments.date BETWEEN '${from}' AND '${to}'`;
const METRICS = "metrics.cost_micros, metrics.clicks, metrics.impressions, metrics.conversions, metrics.conversions_value";

export const gaql = {
  campaigns: (from: string, to: string) =>
    `SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type, campaign_budget.amount_micros, segments.date, ${METRICS} FROM campaign WHERE ${between(from, to)}`,
  keywords: (from: string, to: string) =>
    `SELECT campaign.id, campaign.name, ad_group.id, ad_group.name, ad_group_criterion.criterion_id, ad_group_criterion.keyword.text, ad_group_criterion.keyword.match_type, ad_group_criterion.status, ad_group_criterion.quality_info.quality_score, ad_group_criterion.cpc_bid_micros, ${METRICS} FROM keyword_view WHERE ${between(from, to)}`,
  searchTerms: (from: string, to: string) =>
    `SELECT campaign.id, campaign.name, ad_group.id, ad_group.name, search_term_view.search_term, segments.search_term_match_type, segments.keyword.info.text, segments.date, ${METRICS} FROM search_term_view WHERE ${between(from, to)}`,
  /** The accounts under a manager (and the customer itself at level 0), for the picker. */
  clients: "SELECT customer_client.id, customer_client.descriptive_name, customer_client.manager, customer_client.currency_code, customer_client.level, customer_client.status FROM customer_client WHERE customer_client.level <= 1",
};

export function campaignRows(rows: Row[]): CampaignRow[] {
  return rows.map((r) => ({
    network: "google_ads",
    campaign: str(r, "campaign.name") ?? "",
    campaignExternalId: str(r, "campaign.id"),
    status: lower(str(r, "campaign.status")),
    channel: CHANNEL[str(r, "campaign.advertisingChannelType") ?? ""] ?? "other",
    dailyBudget: get(r, "campaignBudget.amountMicros") === undefined ? null : fromMicros(get(r, "campaignBudget.amountMicros")),
    day: str(r, "segments.date") ?? "",
    spanDays: 1,
    ...metrics(r),
  }));
}

export function keywordRows(rows: Row[], from: string, to: string): KeywordRow[] {
  const out: KeywordRow[] = [];
  for (const r of rows) {
    const keyword = str(r, "adGroupCriterion.keyword.text");
    const matchType = MATCH[str(r, "adGroupCriterion.keyword.matchType") ?? ""];
    if (!keyword || !matchType) continue;
    const qs = get(r, "adGroupCriterion.qualityInfo.qualityScore");
    const bid = get(r, "adGroupCriterion.cpcBidMicros");
    out.push({
      network: "google_ads",
      campaign: str(r, "campaign.name") ?? "",
      campaignExternalId: str(r, "campaign.id"),
      adGroup: str(r, "adGroup.name") ?? "",
      adGroupExternalId: str(r, "adGroup.id"),
      keyword,
      matchType,
      externalId: str(r, "adGroupCriterion.criterionId"),
      status: lower(str(r, "adGroupCriterion.status")),
      qualityScore: qs === undefined ? null : num(qs),
      maxCpc: bid === undefined ? null : fromMicros(bid),
      from,
      to,
      ...metrics(r),
    });
  }
  return out;
}

/** Search terms per day (segments.date): re-reading the last days replaces those days' rows instead of overlapping them. */
export function searchTermRows(rows: Row[]): SearchTermRow[] {
  const out: SearchTermRow[] = [];
  for (const r of rows) {
    const term = str(r, "searchTermView.searchTerm");
    const day = str(r, "segments.date");
    if (!term || !day) continue;
    const match = str(r, "segments.searchTermMatchType");
    out.push({
      network: "google_ads",
      campaign: str(r, "campaign.name") ?? "",
      campaignExternalId: str(r, "campaign.id"),
      adGroup: str(r, "adGroup.name") ?? "",
      adGroupExternalId: str(r, "adGroup.id"),
      term,
      keywordText: str(r, "segments.keyword.info.text"),
      matchType: match ? (TERM_MATCH[match] ?? lower(match)) : null,
      from: day,
      to: day,
      ...metrics(r),
    });
  }
  return out;
}

export type AdsAccount = { id: string; name: string; managerId: string | null; currency: string | null };

/** Every non-manager account the token reaches, directly or one level under a manager it can open. */
export async function listGoogleAdsAccounts(config: GoogleAdsConfig, ctx: AdsCallContext, accessToken: string): Promise<AdsResult<AdsAccount[]>> {
  const roots = await listAccessibleCustomers(config, ctx, accessToken);
  if (!roots.ok) return roots;
  const accounts = new Map<string, AdsAccount>();
  let lastFailure: AdsFailure | null = null;
  // A person can reach dozens of accounts; the picker needs the first ones, not a minute of calls.
  for (const root of roots.value.slice(0, 20)) {
    const rows = await searchStream(config, ctx, accessToken, root, root, gaql.clients, "ppc.google.accounts");
    if (!rows.ok) {
      lastFailure = rows.failure;
      continue;
    }
    for (const r of rows.value) {
      const id = digits(str(r, "customerClient.id") ?? "");
      if (!id || get(r, "customerClient.manager") === true || accounts.has(id)) continue;
      const status = str(r, "customerClient.status");
      if (status && status !== "ENABLED") continue;
      accounts.set(id, { id, name: str(r, "customerClient.descriptiveName") ?? id, managerId: id === root ? null : root, currency: str(r, "customerClient.currencyCode") });
    }
  }
  if (!accounts.size && lastFailure) return { ok: false, failure: lastFailure };
  return { ok: true, value: [...accounts.values()] };
}

export type KeywordIdea = { text: string; avgMonthlySearches: number | null; competition: string | null; competitionIndex: number | null; lowTopOfPageBid: number | null; highTopOfPageBid: number | null; monthly: { month: string; volume: number }[] };

const MONTHS = ["JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST", "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER"];

export function keywordIdeasFrom(json: unknown): KeywordIdea[] | null {
  const p = z.object({ results: z.array(z.object({ text: z.string(), keywordIdeaMetrics: z.record(z.string(), z.unknown()).optional() })).optional() }).safeParse(json);
  if (!p.success) return null;
  return (p.data.results ?? []).map(({ text, keywordIdeaMetrics: m = {} }) => {
    const opt = (k: string) => (m[k] === undefined ? null : num(m[k]));
    const monthly = Array.isArray(m.monthlySearchVolumes) ? (m.monthlySearchVolumes as Row[]) : [];
    return {
      text,
      avgMonthlySearches: opt("avgMonthlySearches"),
      competition: typeof m.competition === "string" ? m.competition.toLowerCase() : null,
      competitionIndex: opt("competitionIndex"),
      lowTopOfPageBid: m.lowTopOfPageBidMicros === undefined ? null : fromMicros(m.lowTopOfPageBidMicros),
      highTopOfPageBid: m.highTopOfPageBidMicros === undefined ? null : fromMicros(m.highTopOfPageBidMicros),
      monthly: monthly
        .map((v) => {
          const month = MONTHS.indexOf(String(v.month)) + 1;
          return month > 0 ? { month: `${num(v.year)}-${String(month).padStart(2, "0")}`, volume: num(v.monthlySearches) } : null;
        })
        .filter((v): v is { month: string; volume: number } => v !== null)
        .sort((a, b) => a.month.localeCompare(b.month)),
    };
  });
}

export async function generateKeywordIdeas(
  config: GoogleAdsConfig,
  ctx: AdsCallContext,
  accessToken: string,
  account: { customerId: string; loginCustomerId: string | null },
  req: { keywords: string[]; url?: string | null; language?: string | null; geoTargets?: string[] },
): Promise<AdsResult<KeywordIdea[]>> {
  const seed = req.keywords.length && req.url ? { keywordAndUrlSeed: { keywords: req.keywords, url: req.url } } : req.url ? { urlSeed: { url: req.url } } : { keywordSeed: { keywords: req.keywords } };
  const body = {
    ...(req.language ? { language: `languageConstants/${req.language}` } : {}),
    geoTargetConstants: (req.geoTargets ?? []).map((g) => `geoTargetConstants/${g}`),
    keywordPlanNetwork: "GOOGLE_SEARCH",
    includeAdultKeywords: false,
    pageSize: 200,
    ...seed,
  };
  const sent = await send(ctx, "google_ads", "ppc.google.keyword-ideas", {
    url: `${config.apiBase}/${GOOGLE_ADS_VERSION}/customers/${digits(account.customerId)}:generateKeywordIdeas`,
    method: "POST",
    headers: headers(config, accessToken, account.loginCustomerId),
    body: JSON.stringify(body),
  });
  if (!sent.ok) return sent;
  if (sent.answer.status !== 200) return fail(ctx, sent.answer, googleAdsFailure(sent.answer.status, sent.answer.json));
  const ideas = keywordIdeasFrom(sent.answer.json);
  if (!ideas) return fail(ctx, sent.answer, { kind: "invalid_output", status: 200, message: "Google Ads answered the keyword ideas in an unexpected format." });
  return { ok: true, value: ideas };
}
