/**
 * Google's OAuth 2.0 web-server flow (developers.google.com/identity/protocols/oauth2/web-server)
 * and the Search Console sites list, every call through lib/http's outbound client with an audit row:
 * - the consent URL: response_type=code, access_type=offline + prompt=consent (so a refresh token
 *   comes back even for an account that connected before), include_granted_scopes, state;
 * - the token endpoint, application/x-www-form-urlencoded: grant_type=authorization_code (code,
 *   redirect_uri) or grant_type=refresh_token; answer {access_token, expires_in, scope, token_type,
 *   refresh_token?, id_token?}; errors {error, error_description} with HTTP 400/401;
 * - the revoke endpoint: POST token=…; 200 when revoked, 400 {error:"invalid_token"} when already gone;
 * - GET {GSC}/webmasters/v3/sites: {siteEntry:[{siteUrl, permissionLevel}]} (no siteEntry when none).
 *
 * Invariant: codes, tokens and the client secret travel only in request bodies and the Authorization
 * header — never in a URL — so the audit's path and the server logs never hold them.
 */
import { z } from "zod";
import type { GoogleSiteEntry } from "@/db/schema";
import type { BrandScope } from "@/lib/brand-scope";
import { isOutboundError, markCallFailed, outbound, type OutboundClient } from "@/lib/http";
import { CONNECT_SCOPES, type GoogleOAuthConfig } from "./config";

export type GoogleCallContext = { scope: BrandScope; jobId?: string | null; client?: OutboundClient };

type TokenAnswer = { accessToken: string; expiresIn: number; scopes: string[]; refreshToken: string | null; idToken: string | null };

/** A failed Google call: `reconnect` when only a new consent helps (invalid_grant, revoked, wrong client). */
export type GoogleFailure = { message: string; reconnect: boolean; status: number | null };

export type GoogleResult<T> = { ok: true; value: T } | { ok: false; failure: GoogleFailure };

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().optional(),
});
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
const sitesSchema = z.object({ siteEntry: z.array(z.object({ siteUrl: z.string().min(1), permissionLevel: z.string() })).optional() });
export const apiErrorSchema = z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }) });

export function authorizationUrl(config: GoogleOAuthConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: CONNECT_SCOPES.join(" "),
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state,
  }).toString();
  return url.toString();
}

function parse(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

type Answer = { status: number; json: unknown; auditId: string };

export async function call(
  ctx: GoogleCallContext,
  purpose: string,
  provider: "google-oauth" | "gsc" | "ga4",
  req: { url: string; method: "GET" | "POST"; headers: Record<string, string>; body?: string },
): Promise<{ ok: true; answer: Answer } | { ok: false; failure: GoogleFailure }> {
  try {
    const res = await (ctx.client ?? outbound).request(
      { ...req, timeoutMs: 20_000, maxResponseBytes: 2 * 1024 * 1024 },
      { brandId: ctx.scope.brandId, scope: ctx.scope, jobId: ctx.jobId ?? null, provider, purpose },
    );
    return { ok: true, answer: { status: res.status, json: parse(res.body), auditId: res.auditId } };
  } catch (e) {
    if (!isOutboundError(e)) throw e;
    return { ok: false, failure: { message: `Google could not be reached (${e.message}). Try again in a moment.`, reconnect: false, status: null } };
  }
}

export async function fail(ctx: GoogleCallContext, answer: Answer, code: string, failure: GoogleFailure): Promise<{ ok: false; failure: GoogleFailure }> {
  await markCallFailed({ id: answer.auditId, brandId: ctx.scope.brandId, scope: ctx.scope }, code, failure.message);
  return { ok: false, failure };
}

/** The token endpoint's error body in words, with what to do. */
function tokenFailure(status: number, json: unknown, grant: "authorization_code" | "refresh_token"): { code: string; failure: GoogleFailure } {
  const e = oauthErrorSchema.safeParse(json);
  const error = e.success ? e.data.error : `HTTP ${status}`;
  const said = e.success && e.data.error_description ? ` Google said: "${e.data.error_description.slice(0, 200)}"` : "";
  if (error === "invalid_grant") {
    return {
      code: "invalid_grant",
      failure:
        grant === "refresh_token"
          ? { status, reconnect: true, message: `Google no longer accepts this brand's Search Console connection (invalid_grant: it was revoked, expired or the password changed). Reconnect Google on Integrations.${said}` }
          : { status, reconnect: true, message: `Google refused the sign-in code (invalid_grant: it was already used or expired). Connect again.${said}` },
    };
  }
  if (error === "invalid_client" || error === "unauthorized_client") {
    return { code: error, failure: { status, reconnect: false, message: `Google refused this deployment's OAuth client (${error}): check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.${said}` } };
  }
  if (error === "redirect_uri_mismatch") {
    return { code: error, failure: { status, reconnect: false, message: `Google refused the redirect address (redirect_uri_mismatch): add <site origin>/google-auth-callback to the OAuth client's authorised redirect URIs.${said}` } };
  }
  return { code: "provider_error", failure: { status, reconnect: false, message: `Google's token endpoint refused the request (${error}).${said || " Try again later."}` } };
}

async function tokenRequest(config: GoogleOAuthConfig, ctx: GoogleCallContext, grant: "authorization_code" | "refresh_token", fields: Record<string, string>): Promise<GoogleResult<TokenAnswer>> {
  const body = new URLSearchParams({ ...fields, client_id: config.clientId, client_secret: config.clientSecret, grant_type: grant }).toString();
  const sent = await call(ctx, grant === "authorization_code" ? "google.oauth.exchange" : "google.oauth.refresh", "google-oauth", {
    url: config.tokenUrl,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body,
  });
  if (!sent.ok) return sent;
  const { answer } = sent;
  if (answer.status !== 200) {
    const { code, failure } = tokenFailure(answer.status, answer.json, grant);
    return fail(ctx, answer, code, failure);
  }
  const t = tokenSchema.safeParse(answer.json);
  if (!t.success) return fail(ctx, answer, "invalid_output", { status: 200, reconnect: false, message: "Google's token endpoint answered in an unexpected format (no access_token/expires_in). Try again later." });
  return {
    ok: true,
    value: {
      accessToken: t.data.access_token,
      expiresIn: t.data.expires_in,
      scopes: (t.data.scope ?? "").split(/\s+/).filter(Boolean),
      refreshToken: t.data.refresh_token ?? null,
      idToken: t.data.id_token ?? null,
    },
  };
}

export function exchangeCode(config: GoogleOAuthConfig, ctx: GoogleCallContext, code: string, redirectUri: string): Promise<GoogleResult<TokenAnswer>> {
  return tokenRequest(config, ctx, "authorization_code", { code, redirect_uri: redirectUri });
}

export function refreshAccessToken(config: GoogleOAuthConfig, ctx: GoogleCallContext, refreshToken: string): Promise<GoogleResult<TokenAnswer>> {
  return tokenRequest(config, ctx, "refresh_token", { refresh_token: refreshToken });
}

/**
 * The account's email from the id_token. Its signature is not checked: the token came straight from
 * Google's token endpoint over TLS, which OpenID Connect Core §3.1.3.7 accepts in place of one, and
 * the email is only shown, never used to decide access.
 */
export function emailFromIdToken(idToken: string | null): string | null {
  const payload = idToken?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof claims.email === "string" ? claims.email : null;
  } catch {
    return null;
  }
}

/** Revokes the refresh token (and with it the grant). An already revoked or expired token counts as revoked. */
export async function revokeToken(config: GoogleOAuthConfig, ctx: GoogleCallContext, token: string): Promise<GoogleResult<null>> {
  const sent = await call(ctx, "google.oauth.revoke", "google-oauth", {
    url: config.revokeUrl,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
  });
  if (!sent.ok) return sent;
  if (sent.answer.status === 200) return { ok: true, value: null };
  const e = oauthErrorSchema.safeParse(sent.answer.json);
  if (sent.answer.status === 400 && e.success && e.data.error === "invalid_token") return { ok: true, value: null };
  return fail(ctx, sent.answer, "provider_error", { status: sent.answer.status, reconnect: false, message: `Google did not confirm the revocation (HTTP ${sent.answer.status}${e.success ? `, ${e.data.error}` : ""}).` });
}

/** The Search Console properties the account can see, sorted by address. */
export async function listSites(config: GoogleOAuthConfig, ctx: GoogleCallContext, accessToken: string): Promise<GoogleResult<GoogleSiteEntry[]>> {
  const sent = await call(ctx, "seo.gsc.sites", "gsc", {
    url: `${config.gscBaseUrl}/webmasters/v3/sites`,
    method: "GET",
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
  });
  if (!sent.ok) return sent;
  const { answer } = sent;
  if (answer.status !== 200) {
    const e = apiErrorSchema.safeParse(answer.json);
    const said = e.success && e.data.error.message ? ` Google said: "${e.data.error.message.slice(0, 200)}"` : "";
    if (answer.status === 401) return fail(ctx, answer, "rejected_key", { status: 401, reconnect: true, message: `Google did not accept the connection for Search Console (HTTP 401). Reconnect Google.${said}` });
    if (answer.status === 403) {
      return fail(ctx, answer, "rejected_key", { status: 403, reconnect: false, message: `Google refused the Search Console list (HTTP 403): enable the Search Console API in the OAuth client's Google Cloud project, and grant Search Console access when connecting.${said}` });
    }
    return fail(ctx, answer, "provider_error", { status: answer.status, reconnect: false, message: `Search Console could not list the properties (HTTP ${answer.status}).${said || " Try again later."}` });
  }
  const s = sitesSchema.safeParse(answer.json);
  if (!s.success) return fail(ctx, answer, "invalid_output", { status: 200, reconnect: false, message: "Search Console answered the property list in an unexpected format. Try again later." });
  const sites = (s.data.siteEntry ?? []).map((e) => ({ siteUrl: e.siteUrl, permissionLevel: e.permissionLevel }));
  return { ok: true, value: sites.sort((a, b) => a.siteUrl.localeCompare(b.siteUrl)) };
}
