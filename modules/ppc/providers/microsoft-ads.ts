/**
 * Microsoft Advertising (Bing Ads API v13) over its REST/JSON endpoints, every call through ./call.ts:
 * - Microsoft identity platform OAuth (authorize/token under /common/oauth2/v2.0), scope
 *   https://ads.microsoft.com/msads.manage offline_access;
 * - headers: Authorization Bearer, DeveloperToken, CustomerId, CustomerAccountId;
 * - Customer Management: POST /CustomerManagement/v13/User/Query {UserId: null} → {User, CustomerRoles:
 *   [{CustomerId, AccountIds, RoleId}]}; POST /CustomerManagement/v13/Accounts/Search {Predicates:
 *   [{Field: "CustomerId", Operator: "Equals", Value}], PageInfo} → {Accounts: [{Id, Name, CurrencyCode, AccountLifeCycleStatus}]};
 * - Reporting: POST /Reporting/v13/GenerateReport/Submit {ReportRequest: {Type, …}} → {ReportRequestId};
 *   POST /Reporting/v13/GenerateReport/Poll {ReportRequestId} → {ReportRequestStatus: {Status:
 *   Pending|Success|Error, ReportDownloadUrl}}; the URL serves a zip holding the CSV (no URL = no data);
 * - errors: {TrackingId, Type: "ApiFaultDetail", OperationErrors: [{Code, ErrorCode, Message}], BatchErrors}
 *   or {Type: "AdApiFaultDetail", Errors: [{Code, ErrorCode, Message}]}.
 */
import { unzipSync } from "fflate";
import { z } from "zod";
import { decodeText } from "@/lib/import";
import { readPpcCsv } from "../import/read";
import type { PpcReport } from "../rows";
import { fail, send, tokenGrant, type AdsCallContext, type AdsFailure, type AdsResult, type TokenAnswer } from "./call";
import { MICROSOFT_ADS_SCOPE, type MicrosoftAdsConfig } from "./config";
import type { AdsAccount } from "./google-ads";

export function microsoftAdsAuthorizationUrl(config: MicrosoftAdsConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({ client_id: config.clientId, response_type: "code", redirect_uri: redirectUri, response_mode: "query", scope: MICROSOFT_ADS_SCOPE, prompt: "select_account", state }).toString();
  return url.toString();
}

export function microsoftAdsExchangeCode(config: MicrosoftAdsConfig, ctx: AdsCallContext, code: string, redirectUri: string): Promise<AdsResult<TokenAnswer>> {
  return tokenGrant(ctx, "microsoft_ads", config.tokenUrl, { grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: config.clientId, client_secret: config.clientSecret, scope: MICROSOFT_ADS_SCOPE });
}

export function microsoftAdsRefresh(config: MicrosoftAdsConfig, ctx: AdsCallContext, refreshToken: string): Promise<AdsResult<TokenAnswer>> {
  return tokenGrant(ctx, "microsoft_ads", config.tokenUrl, { grant_type: "refresh_token", refresh_token: refreshToken, client_id: config.clientId, client_secret: config.clientSecret, scope: MICROSOFT_ADS_SCOPE });
}

const faultSchema = z.object({
  TrackingId: z.string().nullish(),
  OperationErrors: z.array(z.object({ Code: z.number().optional(), ErrorCode: z.string().optional(), Message: z.string().optional() })).nullish(),
  Errors: z.array(z.object({ Code: z.number().optional(), ErrorCode: z.string().optional(), Message: z.string().optional() })).nullish(),
});

/** Authentication and account errors the documentation lists that only reconnecting (or another account) fixes. */
const EXPIRED = new Set(["AuthenticationTokenExpired", "InvalidCredentials"]);
const DENIED = new Set(["UserIsNotAuthorized", "InvalidAccount", "CustomerIdHasToBeSpecified", "InvalidCustomerId", "AccountIdHasToBeSpecified", "InvalidDeveloperToken", "DeveloperTokenNotApproved"]);

export function microsoftAdsFailure(status: number, json: unknown): AdsFailure {
  const p = faultSchema.safeParse(json);
  const e = p.success ? [...(p.data.OperationErrors ?? []), ...(p.data.Errors ?? [])][0] : undefined;
  if (!e) return { kind: status === 429 ? "rate_limited" : "provider_error", status, message: `Microsoft Advertising answered HTTP ${status} without an error in its documented format. Try again later.` };
  const code = e.ErrorCode ?? String(e.Code ?? status);
  const words = `Microsoft Advertising refused the request: ${code}${e.Code ? ` (${e.Code})` : ""}${e.Message ? ` — "${e.Message.slice(0, 300)}"` : ""}.`;
  if (EXPIRED.has(code) || status === 401) return { kind: "expired_token", status, code, message: `${words} Reconnect Microsoft Advertising on Integrations.` };
  if (DENIED.has(code)) return { kind: "missing_permission", status, code, message: `${words} The signed-in user (or the deployment's developer token, MICROSOFT_ADS_DEVELOPER_TOKEN) has no access to this account.` };
  if (code === "CallRateExceeded" || status === 429) return { kind: "rate_limited", status, code, message: `${words} The sync tries again later.` };
  return { kind: status >= 500 ? "provider_error" : "bad_request", status, code, message: words };
}

type Account = { customerId: string; accountId: string };

function headers(config: MicrosoftAdsConfig, accessToken: string, account?: Account): Record<string, string> {
  return {
    authorization: `Bearer ${accessToken}`,
    developertoken: config.developerToken,
    "content-type": "application/json",
    accept: "application/json",
    ...(account ? { customerid: account.customerId, customeraccountid: account.accountId } : {}),
  };
}

async function post<T>(config: MicrosoftAdsConfig, ctx: AdsCallContext, accessToken: string, url: string, body: unknown, purpose: string, schema: z.ZodType<T>, account?: Account): Promise<AdsResult<T>> {
  const sent = await send(ctx, "microsoft_ads", purpose, { url, method: "POST", headers: headers(config, accessToken, account), body: JSON.stringify(body), maxResponseBytes: 4 * 1024 * 1024 });
  if (!sent.ok) return sent;
  if (sent.answer.status !== 200) return fail(ctx, sent.answer, microsoftAdsFailure(sent.answer.status, sent.answer.json));
  const p = schema.safeParse(sent.answer.json);
  if (!p.success) return fail(ctx, sent.answer, { kind: "invalid_output", status: 200, message: `Microsoft Advertising answered ${purpose} in an unexpected format.` });
  return { ok: true, value: p.data };
}

const id = z.union([z.number(), z.string()]).transform(String);

/** The accounts of every customer the user has a role in. */
export async function listMicrosoftAdsAccounts(config: MicrosoftAdsConfig, ctx: AdsCallContext, accessToken: string): Promise<AdsResult<AdsAccount[]>> {
  const user = await post(config, ctx, accessToken, `${config.customerBase}/CustomerManagement/v13/User/Query`, { UserId: null }, "ppc.microsoft.user", z.object({ CustomerRoles: z.array(z.object({ CustomerId: id })).nullish() }));
  if (!user.ok) return user;
  const customers = [...new Set((user.value.CustomerRoles ?? []).map((r) => r.CustomerId))];
  const out: AdsAccount[] = [];
  for (const customerId of customers.slice(0, 20)) {
    // SearchAccounts (not GetAccountsInfo) is the call that returns each account's currency.
    const found = await post(
      config,
      ctx,
      accessToken,
      `${config.customerBase}/CustomerManagement/v13/Accounts/Search`,
      { Predicates: [{ Field: "CustomerId", Operator: "Equals", Value: customerId }], Ordering: null, PageInfo: { Index: 0, Size: 1000 } },
      "ppc.microsoft.accounts",
      z.object({ Accounts: z.array(z.object({ Id: id, Name: z.string().nullish(), CurrencyCode: z.string().nullish(), AccountLifeCycleStatus: z.string().nullish() })).nullish() }),
    );
    if (!found.ok) return found;
    for (const a of found.value.Accounts ?? []) {
      if (a.AccountLifeCycleStatus && !["Active", "Pending", "Paused"].includes(a.AccountLifeCycleStatus)) continue;
      out.push({ id: a.Id, name: a.Name ?? a.Id, managerId: customerId, currency: a.CurrencyCode && /^[A-Z]{3}$/.test(a.CurrencyCode) ? a.CurrencyCode : null });
    }
  }
  return { ok: true, value: out };
}

const METRICS = ["Spend", "Clicks", "Impressions", "Conversions", "Revenue"];
export const REPORT_COLUMNS = {
  campaign: { type: "CampaignPerformanceReportRequest", aggregation: "Daily", columns: ["TimePeriod", "CampaignId", "CampaignName", "CampaignStatus", "CampaignType", ...METRICS] },
  keyword: { type: "KeywordPerformanceReportRequest", aggregation: "Summary", columns: ["CampaignId", "CampaignName", "AdGroupId", "AdGroupName", "KeywordId", "Keyword", "BidMatchType", "KeywordStatus", "QualityScore", "CurrentMaxCpc", ...METRICS] },
  search_term: { type: "SearchQueryPerformanceReportRequest", aggregation: "Daily", columns: ["TimePeriod", "CampaignId", "CampaignName", "AdGroupId", "AdGroupName", "SearchQuery", "Keyword", "DeliveredMatchType", ...METRICS] },
} as const;

type Kind = keyof typeof REPORT_COLUMNS;
const ymd = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return { Year: y, Month: m, Day: d };
};

export function reportRequest(kind: Kind, accountId: string, from: string, to: string) {
  const spec = REPORT_COLUMNS[kind];
  return {
    ReportRequest: {
      Type: spec.type,
      Format: "Csv",
      FormatVersion: "2.0",
      ReportName: `Growth OS ${kind} ${from}..${to}`,
      // Yesterday's and today's figures are still moving: take them anyway, the next sync re-reads the last 3 days.
      ReturnOnlyCompleteData: false,
      ExcludeReportHeader: true,
      ExcludeReportFooter: true,
      ExcludeColumnHeaders: false,
      Aggregation: spec.aggregation,
      Columns: spec.columns,
      Scope: { AccountIds: [Number(accountId)] },
      Time: { CustomDateRangeStart: ymd(from), CustomDateRangeEnd: ymd(to), ReportTimeZone: "GreenwichMeanTimeDublinEdinburghLisbonLondon" },
    },
  };
}

/** Submit, poll until Success, download the zip and read its CSV. No download URL = no data in the range. */
export async function microsoftAdsReport(
  config: MicrosoftAdsConfig,
  ctx: AdsCallContext,
  accessToken: string,
  account: Account,
  kind: Kind,
  range: { from: string; to: string },
  opts: { pollMs?: number; maxPolls?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<AdsResult<PpcReport>> {
  const submitted = await post(config, ctx, accessToken, `${config.reportingBase}/Reporting/v13/GenerateReport/Submit`, reportRequest(kind, account.accountId, range.from, range.to), "ppc.microsoft.report-submit", z.object({ ReportRequestId: id }), account);
  if (!submitted.ok) return submitted;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const statusSchema = z.object({ ReportRequestStatus: z.object({ Status: z.string(), ReportDownloadUrl: z.string().nullish() }) });
  for (let i = 0; i < (opts.maxPolls ?? 60); i++) {
    const polled = await post(config, ctx, accessToken, `${config.reportingBase}/Reporting/v13/GenerateReport/Poll`, { ReportRequestId: submitted.value.ReportRequestId }, "ppc.microsoft.report-poll", statusSchema, account);
    if (!polled.ok) return polled;
    const { Status, ReportDownloadUrl } = polled.value.ReportRequestStatus;
    if (Status === "Error") return { ok: false, failure: { kind: "provider_error", status: 200, code: "ReportError", message: `Microsoft Advertising could not build the ${kind.replace("_", " ")} report (status Error). Try the sync again later.` } };
    if (Status === "Success") {
      if (!ReportDownloadUrl) return { ok: true, value: { kind, rows: [] } as PpcReport };
      const got = await send(ctx, "microsoft_ads", "ppc.microsoft.report-download", { url: ReportDownloadUrl, method: "GET", headers: {} });
      if (!got.ok) return got;
      if (got.answer.status !== 200) return fail(ctx, got.answer, { kind: "provider_error", status: got.answer.status, message: `Microsoft Advertising's report download answered HTTP ${got.answer.status}. Try the sync again.` });
      const read = readReportZip(got.answer.body, kind, range);
      if (!read.ok) return fail(ctx, got.answer, { kind: "invalid_output", status: 200, message: read.message });
      return { ok: true, value: read.report };
    }
    await sleep(Math.min((opts.pollMs ?? 1000) * 2 ** Math.min(i, 4), 15_000));
  }
  return { ok: false, failure: { kind: "provider_error", status: null, message: `Microsoft Advertising had not finished the ${kind.replace("_", " ")} report after several minutes. The next sync asks again.` } };
}

/** The CSV inside the downloaded zip (one entry), as report rows. */
export function readReportZip(zip: Uint8Array, kind: Kind, range: { from: string; to: string }): { ok: true; report: PpcReport } | { ok: false; message: string } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch {
    return { ok: false, message: "Microsoft Advertising's report download is not a readable zip file." };
  }
  const csv = Object.entries(files).find(([name]) => /\.csv$/i.test(name))?.[1];
  if (!csv) return { ok: false, message: "Microsoft Advertising's report zip holds no CSV file." };
  return readReportCsv(decodeText(csv).text, kind, range);
}

/**
 * The API's CSV (Format Csv, report header and footer excluded) is the report the UI downloads, with the API's
 * column names: the import's reader reads both, so an API sync and a file import store the same rows.
 */
export function readReportCsv(text: string, kind: Kind, range: { from: string; to: string }): { ok: true; report: PpcReport } | { ok: false; message: string } {
  const read = readPpcCsv(text, { period: range });
  const label = `Microsoft Advertising's ${kind.replace("_", " ")} report`;
  if (!read.spec || read.network !== "microsoft_ads" || read.kind !== kind) {
    return { ok: false, message: `${label} was not recognised${read.errors[0] ? `: ${read.errors[0].message}` : "."}` };
  }
  if (read.errors.length) return { ok: false, message: `${label} could not be read: ${read.errors[0]!.message}` };
  return { ok: true, report: read.report ?? ({ kind, rows: [] } as PpcReport) };
}
