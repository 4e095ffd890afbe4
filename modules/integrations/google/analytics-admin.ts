/**
 * The GA4 properties a connected Google account reaches: Google Analytics Admin API v1beta
 * accountSummaries.list (https://developers.google.com/analytics/devguides/config/admin/v1/rest/v1beta/accountSummaries/list),
 * GET {admin}/v1beta/accountSummaries?pageSize=200&pageToken=… with the analytics.readonly bearer
 * token. The answer is {accountSummaries:[{name, account:"accounts/1", displayName,
 * propertySummaries:[{property:"properties/2", displayName, propertyType, parent}]}], nextPageToken};
 * both lists are left out when empty. Errors are Google's {error:{code, message, status}}.
 */
import { z } from "zod";
import type { Ga4PropertyEntry } from "@/db/schema";
import type { GoogleOAuthConfig } from "./config";
import { apiErrorSchema, call, fail, type GoogleCallContext, type GoogleResult } from "./oauth";

const summariesSchema = z.object({
  accountSummaries: z
    .array(
      z.object({
        account: z.string().min(1),
        displayName: z.string().nullish(),
        propertySummaries: z.array(z.object({ property: z.string().regex(/^properties\/\d+$/), displayName: z.string().nullish(), propertyType: z.string().nullish() })).nullish(),
      }),
    )
    .nullish(),
  nextPageToken: z.string().nullish(),
});

/** Accounts with thousands of properties exist (agencies); past this many pages the list is cut. */
const MAX_PAGES = 20;

/** The account's GA4 properties (subproperties and roll-ups included), sorted by account then property name. */
export async function listGa4Properties(config: GoogleOAuthConfig, ctx: GoogleCallContext, accessToken: string): Promise<GoogleResult<Ga4PropertyEntry[]>> {
  const out: Ga4PropertyEntry[] = [];
  let pageToken: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = new URL(`${config.ga4AdminBaseUrl}/v1beta/accountSummaries`);
    url.searchParams.set("pageSize", "200");
    if (pageToken) url.searchParams.set("pageToken", pageToken);
    const sent = await call(ctx, "seo.ga4.properties", "ga4", { url: url.toString(), method: "GET", headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } });
    if (!sent.ok) return sent;
    const { answer } = sent;
    if (answer.status !== 200) {
      const e = apiErrorSchema.safeParse(answer.json);
      const said = e.success && e.data.error.message ? ` Google said: "${e.data.error.message.slice(0, 200)}"` : "";
      if (answer.status === 401) return fail(ctx, answer, "rejected_key", { status: 401, reconnect: true, message: `Google did not accept the connection for Google Analytics (HTTP 401). Reconnect Google.${said}` });
      if (answer.status === 403) {
        return fail(ctx, answer, "rejected_key", { status: 403, reconnect: false, message: `Google refused the Analytics property list (HTTP 403): enable the Google Analytics Admin API in the OAuth client's Google Cloud project, and grant Analytics access when connecting.${said}` });
      }
      return fail(ctx, answer, "provider_error", { status: answer.status, reconnect: false, message: `Google Analytics could not list the properties (HTTP ${answer.status}).${said || " Try again later."}` });
    }
    const s = summariesSchema.safeParse(answer.json);
    if (!s.success) return fail(ctx, answer, "invalid_output", { status: 200, reconnect: false, message: "Google Analytics answered the property list in an unexpected format. Try again later." });
    for (const a of s.data.accountSummaries ?? []) {
      for (const p of a.propertySummaries ?? []) {
        out.push({ property: p.property, displayName: p.displayName || p.property, account: a.account, accountName: a.displayName || a.account });
      }
    }
    pageToken = s.data.nextPageToken || null;
    if (!pageToken) break;
  }
  return { ok: true, value: out.sort((x, y) => x.accountName.localeCompare(y.accountName) || x.displayName.localeCompare(y.displayName)) };
}
