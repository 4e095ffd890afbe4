/**
 * LinkedIn Community Management API client (versioned REST: every /rest call sends
 * `LinkedIn-Version: LINKEDIN_VERSION` and `X-Restli-Protocol-Version: 2.0.0`), through lib/http
 * (audited as provider "linkedin"):
 * - 3-legged OAuth: {authBase}/oauth/v2/authorization?response_type=code&client_id&redirect_uri&state&scope,
 *   POST {authBase}/oauth/v2/accessToken (form) → {access_token, expires_in, refresh_token?, refresh_token_expires_in?, scope};
 * - GET /rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED → {elements:[{organization, role, state}], paging};
 * - GET /rest/organizations/{id} and GET /rest/organizations?q=vanityName&vanityName=x → {id, localizedName, vanityName, localizedDescription?};
 * - GET /rest/networkSizes/{org urn}?edgeType=COMPANY_FOLLOWED_BY_MEMBER → {firstDegreeSize};
 * - GET /rest/posts?author={urn}&q=author&count&start&sortBy=LAST_MODIFIED (X-RestLi-Method: FINDER) → {elements:[post], paging:{start, count, total?}};
 * - GET /rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity={urn}&shares=List(…)&ugcPosts=List(…)
 *   → {elements:[{share? | ugcPost?, totalShareStatistics:{likeCount, commentCount, shareCount, clickCount, impressionCount, uniqueImpressionsCount, engagement}}]}.
 * Errors {status, serviceErrorCode, code, message}: 401 expired/revoked token, 403 missing
 * permission, 429 rate limit (Retry-After when sent), 404 not found.
 */
import { z } from "zod";
import { LINKEDIN_SCOPES, LINKEDIN_VERSION, type LinkedInConfig } from "./config";
import { fail, retryAfterMs, said, send, type SocialAnswer, type SocialCallContext, type SocialFailure, type SocialResult } from "./call";
import { emptyMetrics, hashtagsOf, type MediaReading } from "./shared";

const apiError = z.object({ status: z.number().optional(), serviceErrorCode: z.number().optional(), code: z.string().optional(), message: z.string().optional() });
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive(), refresh_token: z.string().min(1).optional(), refresh_token_expires_in: z.coerce.number().optional(), scope: z.string().optional() });
const pagingSchema = z.object({ start: z.number().optional(), count: z.number().optional(), total: z.number().optional() }).optional();
const aclsSchema = z.object({ elements: z.array(z.object({ organization: z.string(), role: z.string().optional(), state: z.string().optional() })), paging: pagingSchema });
const orgSchema = z.object({ id: z.number().or(z.string()), localizedName: z.string().optional(), vanityName: z.string().optional(), localizedDescription: z.string().optional() });
const orgsSchema = z.object({ elements: z.array(orgSchema) });
const networkSizeSchema = z.object({ firstDegreeSize: z.number() });
const postSchema = z.object({
  id: z.string(),
  author: z.string().optional(),
  commentary: z.string().optional(),
  createdAt: z.number().optional(),
  publishedAt: z.number().optional(),
  lifecycleState: z.string().optional(),
  content: z
    .object({
      media: z.object({ id: z.string() }).partial().optional(),
      multiImage: z.object({}).passthrough().optional(),
      article: z.object({}).passthrough().optional(),
      poll: z.object({}).passthrough().optional(),
      carousel: z.object({}).passthrough().optional(),
    })
    .optional(),
});
const postsSchema = z.object({ elements: z.array(postSchema), paging: pagingSchema });
const statsSchema = z.object({
  elements: z.array(
    z.object({
      share: z.string().optional(),
      ugcPost: z.string().optional(),
      totalShareStatistics: z.object({ likeCount: z.number().optional(), commentCount: z.number().optional(), shareCount: z.number().optional(), clickCount: z.number().optional(), impressionCount: z.number().optional(), uniqueImpressionsCount: z.number().optional() }),
    }),
  ),
});

export type LinkedInToken = { accessToken: string; expiresIn: number; refreshToken: string | null; refreshExpiresIn: number | null; scopes: string[] };
export type LinkedInOrganization = { urn: string; id: string; name: string; vanityName: string | null; description: string | null };

export function linkedInAuthorizationUrl(config: LinkedInConfig, redirectUri: string, state: string): string {
  const url = new URL(`${config.authBase}/oauth/v2/authorization`);
  url.search = new URLSearchParams({ response_type: "code", client_id: config.clientId, redirect_uri: redirectUri, state, scope: LINKEDIN_SCOPES.join(" ") }).toString();
  return url.toString();
}

export const orgUrn = (id: string | number) => `urn:li:organization:${id}`;

/** A LinkedIn error answer in words, with what to do. */
export function linkedInFailure(answer: Pick<SocialAnswer, "status" | "json" | "headers">, subject?: string): SocialFailure {
  const e = apiError.safeParse(answer.json);
  const words = said(e.success ? e.data.message : undefined, "LinkedIn");
  const status = answer.status;
  if (status === 401) return { kind: "expired_token", status, message: `LinkedIn no longer accepts this brand's connection (the token expired or was revoked). Reconnect LinkedIn on Integrations.${words}` };
  if (status === 403) {
    return { kind: "missing_permission", status, message: `The LinkedIn connection lacks a permission this needs (the member must be an administrator of the page, and the app needs the Community Management API). Reconnect LinkedIn on Integrations.${words}` };
  }
  if (status === 429) {
    const wait = retryAfterMs(answer.headers);
    return { kind: "rate_limited", status, retryAfterMs: wait, message: `LinkedIn's daily rate limit was reached${wait ? `: try again in ${Math.ceil(wait / 60_000)} min` : "; try again later (limits reset at midnight UTC)"}.${words}` };
  }
  if (status === 404) return { kind: "not_found", status, message: `${subject ?? "That"} was not found on LinkedIn.${words}` };
  return { kind: "provider_error", status, message: `LinkedIn answered HTTP ${status}.${words || " Try again later."}` };
}

function restHeaders(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, "linkedin-version": LINKEDIN_VERSION, "x-restli-protocol-version": "2.0.0", accept: "application/json", ...extra };
}

/** Rest.li 2.0 query values: the URN is percent-encoded, the List( ) wrapper and commas are not. */
const enc = (urn: string) => encodeURIComponent(urn);

async function restGet<T>(ctx: SocialCallContext, config: LinkedInConfig, purpose: string, pathAndQuery: string, token: string, schema: z.ZodType<T>, opts: { finder?: boolean; subject?: string } = {}): Promise<SocialResult<T>> {
  const sent = await send(ctx, "linkedin", purpose, { url: `${config.apiBase}${pathAndQuery}`, method: "GET", headers: restHeaders(token, opts.finder ? { "x-restli-method": "FINDER" } : {}) });
  if (!sent.ok) return sent;
  const { answer } = sent;
  if (answer.status !== 200) return fail(ctx, answer, linkedInFailure(answer, opts.subject));
  const parsed = schema.safeParse(answer.json);
  if (!parsed.success) return fail(ctx, answer, { kind: "invalid_output", status: 200, message: `LinkedIn answered ${purpose} in an unexpected format. Try again later.` });
  return { ok: true, value: parsed.data };
}

async function tokenRequest(config: LinkedInConfig, ctx: SocialCallContext, purpose: string, fields: Record<string, string>): Promise<SocialResult<LinkedInToken>> {
  const sent = await send(ctx, "linkedin", purpose, {
    url: `${config.authBase}/oauth/v2/accessToken`,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ ...fields, client_id: config.clientId, client_secret: config.clientSecret }).toString(),
  });
  if (!sent.ok) return sent;
  const { answer } = sent;
  if (answer.status !== 200) {
    const e = oauthError.safeParse(answer.json);
    const words = e.success && e.data.error_description ? ` LinkedIn said: "${e.data.error_description.slice(0, 200)}"` : "";
    if (e.success && e.data.error === "invalid_client") return fail(ctx, answer, { kind: "provider_error", status: answer.status, message: `LinkedIn refused this deployment's app (invalid_client): check LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET.${words}` });
    if (e.success && (e.data.error === "invalid_request" || e.data.error === "invalid_grant")) {
      return fail(ctx, answer, { kind: "expired_token", status: answer.status, message: `LinkedIn refused the ${fields.grant_type === "refresh_token" ? "stored connection (it expired or was revoked): reconnect LinkedIn on Integrations" : "sign-in code (it was already used, expired, or the redirect address differs): connect again"}.${words}` });
    }
    return fail(ctx, answer, linkedInFailure(answer));
  }
  const t = tokenSchema.safeParse(answer.json);
  if (!t.success) return fail(ctx, answer, { kind: "invalid_output", status: 200, message: "LinkedIn's token endpoint answered in an unexpected format (no access_token/expires_in). Try again later." });
  return { ok: true, value: { accessToken: t.data.access_token, expiresIn: t.data.expires_in, refreshToken: t.data.refresh_token ?? null, refreshExpiresIn: t.data.refresh_token_expires_in ?? null, scopes: (t.data.scope ?? "").split(/[\s,]+/).filter(Boolean) } };
}

export function linkedInExchangeCode(config: LinkedInConfig, ctx: SocialCallContext, code: string, redirectUri: string) {
  return tokenRequest(config, ctx, "social.linkedin.oauth.exchange", { grant_type: "authorization_code", code, redirect_uri: redirectUri });
}

/** Programmatic refresh (granted to Community Management API apps): a new access token, maybe a new refresh token. */
export function linkedInRefresh(config: LinkedInConfig, ctx: SocialCallContext, refreshToken: string) {
  return tokenRequest(config, ctx, "social.linkedin.oauth.refresh", { grant_type: "refresh_token", refresh_token: refreshToken });
}

const toOrg = (o: z.infer<typeof orgSchema>): LinkedInOrganization => ({ urn: orgUrn(o.id), id: String(o.id), name: o.localizedName ?? o.vanityName ?? String(o.id), vanityName: o.vanityName ?? null, description: o.localizedDescription ?? null });

/** The organisations the member administers (approved ADMINISTRATOR role), with their names. */
export async function linkedInAdminOrganizations(config: LinkedInConfig, ctx: SocialCallContext, token: string): Promise<SocialResult<LinkedInOrganization[]>> {
  const acls = await restGet(ctx, config, "social.linkedin.organization-acls", "/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&count=100", token, aclsSchema, { finder: true });
  if (!acls.ok) return acls;
  const out: LinkedInOrganization[] = [];
  for (const a of acls.value.elements) {
    const id = /^urn:li:organization:(\d+)$/.exec(a.organization)?.[1];
    if (!id) continue;
    const org = await restGet(ctx, config, "social.linkedin.organization", `/rest/organizations/${id}`, token, orgSchema);
    if (!org.ok) return org;
    out.push(toOrg(org.value));
  }
  return { ok: true, value: out };
}

export async function linkedInOrganizationByVanity(config: LinkedInConfig, ctx: SocialCallContext, token: string, vanityName: string): Promise<SocialResult<LinkedInOrganization>> {
  const r = await restGet(ctx, config, "social.linkedin.organization-lookup", `/rest/organizations?q=vanityName&vanityName=${encodeURIComponent(vanityName)}`, token, orgsSchema, { finder: true, subject: `The page "${vanityName}"` });
  if (!r.ok) return r;
  const org = r.value.elements[0];
  if (!org) return { ok: false, failure: { kind: "not_found", status: 200, message: `No LinkedIn company page has the vanity name "${vanityName}" (the part after linkedin.com/company/). Check the handle.` } };
  return { ok: true, value: toOrg(org) };
}

export async function linkedInFollowers(config: LinkedInConfig, ctx: SocialCallContext, token: string, urn: string): Promise<SocialResult<number>> {
  const r = await restGet(ctx, config, "social.linkedin.network-size", `/rest/networkSizes/${enc(urn)}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`, token, networkSizeSchema);
  return r.ok ? { ok: true, value: r.value.firstDegreeSize } : r;
}

export function linkedInMediaType(p: z.infer<typeof postSchema>): MediaReading["mediaType"] {
  const c = p.content;
  if (!c) return "text";
  if (c.poll) return "poll";
  if (c.multiImage || c.carousel) return "carousel";
  if (c.article) return "article";
  const id = c.media?.id ?? "";
  if (id.startsWith("urn:li:video:")) return "video";
  if (id.startsWith("urn:li:document:")) return "document";
  if (id.startsWith("urn:li:image:")) return "image";
  return "text";
}

/** Published posts by the author (newest first), `count` per page, following start/count paging. */
export async function linkedInPosts(config: LinkedInConfig, ctx: SocialCallContext, token: string, authorUrn: string, opts: { pageSize?: number; maxPages?: number } = {}): Promise<SocialResult<MediaReading[]>> {
  const size = opts.pageSize ?? 50;
  const out: MediaReading[] = [];
  for (let page = 0, start = 0; page < (opts.maxPages ?? 2); page++) {
    const r = await restGet(ctx, config, "social.linkedin.posts", `/rest/posts?author=${enc(authorUrn)}&q=author&count=${size}&start=${start}&sortBy=LAST_MODIFIED`, token, postsSchema, { finder: true });
    if (!r.ok) return r;
    for (const p of r.value.elements) {
      if (p.lifecycleState && p.lifecycleState !== "PUBLISHED") continue;
      const caption = p.commentary ?? "";
      out.push({ ...emptyMetrics, externalId: p.id, permalink: `https://www.linkedin.com/feed/update/${p.id}/`, mediaType: linkedInMediaType(p), caption, hashtags: hashtagsOf(caption), publishedAt: new Date(p.publishedAt ?? p.createdAt ?? Date.now()) });
    }
    start += r.value.elements.length;
    const total = r.value.paging?.total;
    if (r.value.elements.length < size || (total !== undefined && start >= total)) break;
  }
  return { ok: true, value: out };
}

export type ShareStats = { likes: number | null; comments: number | null; shares: number | null; clicks: number | null; impressions: number | null; reach: number | null };

/** Lifetime statistics of the organisation's own posts, keyed by post URN (asked 20 at a time). */
export async function linkedInShareStatistics(config: LinkedInConfig, ctx: SocialCallContext, token: string, orgUrnValue: string, postUrns: string[]): Promise<SocialResult<Map<string, ShareStats>>> {
  const out = new Map<string, ShareStats>();
  for (let i = 0; i < postUrns.length; i += 20) {
    const batch = postUrns.slice(i, i + 20);
    const shares = batch.filter((u) => u.startsWith("urn:li:share:"));
    const ugc = batch.filter((u) => u.startsWith("urn:li:ugcPost:"));
    const lists = [shares.length ? `&shares=List(${shares.map(enc).join(",")})` : "", ugc.length ? `&ugcPosts=List(${ugc.map(enc).join(",")})` : ""].join("");
    if (!lists) continue;
    const r = await restGet(ctx, config, "social.linkedin.share-statistics", `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${enc(orgUrnValue)}${lists}`, token, statsSchema, { finder: true });
    if (!r.ok) return r;
    for (const e of r.value.elements) {
      const key = e.share ?? e.ugcPost;
      if (!key) continue;
      const s = e.totalShareStatistics;
      out.set(key, { likes: s.likeCount ?? null, comments: s.commentCount ?? null, shares: s.shareCount ?? null, clicks: s.clickCount ?? null, impressions: s.impressionCount ?? null, reach: s.uniqueImpressionsCount ?? null });
    }
  }
  return { ok: true, value: out };
}
