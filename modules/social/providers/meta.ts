/**
 * Meta Graph API client (pinned to META_GRAPH_VERSION) for a brand's Instagram professional account
 * reached through Facebook Login for Business, every call through lib/http (audited as provider
 * "meta"):
 * - login dialog {authBase}/{v}/dialog/oauth?client_id&redirect_uri&state&response_type=code&scope;
 * - GET /{v}/oauth/access_token?client_id&redirect_uri&client_secret&code → {access_token, token_type, expires_in?},
 *   then grant_type=fb_exchange_token for the long-lived (≈60 day) user token;
 * - GET /{v}/me/accounts?fields=id,name,access_token,instagram_business_account{id,username,name}
 *   → {data:[…], paging:{cursors:{before,after}, next?}} (a Page token got from a long-lived user token does not expire);
 * - GET /{v}/{ig-user-id}?fields=id,username,name,biography,followers_count,follows_count,media_count;
 * - GET /{v}/{ig-user-id}/media?fields=id,caption,media_type,media_product_type,permalink,timestamp,like_count,comments_count&limit&after
 *   → {data:[…], paging:{cursors:{before,after}, next?}};
 * - GET /{v}/{ig-media-id}/insights?metric=reach,saved,shares,views → {data:[{name, period, values:[{value}] | total_value:{value}}]};
 * - GET /{v}/{ig-user-id}?fields=business_discovery.username(x){…,media.after(c).limit(n){…}} for other professional accounts.
 * Errors {error:{message, type, code, error_subcode, fbtrace_id}} map to SocialFailure kinds:
 * 190 expired/revoked token; 10 and 200–299 missing permission; 4, 17, 32, 613 and 80000–80014
 * rate limits (wait from Retry-After or X-Business-Use-Case-Usage's estimated_time_to_regain_access);
 * 110 / subcode 2207013 not a professional account. Tokens go in the Authorization header, never in a logged path.
 */
import { z } from "zod";
import { META_GRAPH_VERSION, META_SCOPES, type MetaConfig } from "./config";
import { fail, retryAfterMs, said, send, type SocialAnswer, type SocialCallContext, type SocialFailure, type SocialResult } from "./call";
import { emptyMetrics, hashtagsOf, type MediaReading, type ProfileReading } from "./shared";

const V = META_GRAPH_VERSION;
const MEDIA_FIELDS = "id,caption,media_type,media_product_type,permalink,timestamp,like_count,comments_count";
const ACCOUNT_FIELDS = "id,username,name,biography,followers_count,follows_count,media_count";
export const INSIGHT_METRICS = "reach,saved,shares,views";

const graphError = z.object({ error: z.object({ message: z.string().optional(), type: z.string().optional(), code: z.number().optional(), error_subcode: z.number().optional(), fbtrace_id: z.string().optional() }) });
const tokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string().optional(), expires_in: z.coerce.number().optional() });
const paging = z.object({ cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(), next: z.string().optional() }).optional();
const pagesSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string().default(""), access_token: z.string().optional(), instagram_business_account: z.object({ id: z.string(), username: z.string().optional(), name: z.string().optional() }).optional() })),
  paging,
});
const accountSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().optional(),
  biography: z.string().optional(),
  followers_count: z.number().optional(),
  follows_count: z.number().optional(),
  media_count: z.number().optional(),
});
const mediaItem = z.object({
  id: z.string(),
  caption: z.string().optional(),
  media_type: z.string(),
  media_product_type: z.string().optional(),
  permalink: z.string().optional(),
  timestamp: z.string(),
  like_count: z.number().optional(),
  comments_count: z.number().optional(),
});
const mediaPage = z.object({ data: z.array(mediaItem), paging });
const insightsSchema = z.object({ data: z.array(z.object({ name: z.string(), values: z.array(z.object({ value: z.number() })).optional(), total_value: z.object({ value: z.number() }).optional() })) });
const discoverySchema = z.object({ business_discovery: accountSchema.extend({ media: mediaPage.optional() }) });

export type MetaToken = { accessToken: string; expiresIn: number | null };
export type InstagramPage = { pageId: string; pageName: string; pageToken: string | null; igUserId: string; igUsername: string | null; igName: string | null };

export function metaAuthorizationUrl(config: MetaConfig, redirectUri: string, state: string): string {
  const url = new URL(`${config.authBase}/${V}/dialog/oauth`);
  url.search = new URLSearchParams({ client_id: config.appId, redirect_uri: redirectUri, state, response_type: "code", scope: META_SCOPES.join(",") }).toString();
  return url.toString();
}

const RATE_CODES = new Set([4, 17, 32, 613]);

/** Minutes until Meta lifts a Business Use Case limit, from X-Business-Use-Case-Usage, in ms. */
function bucWaitMs(headers: SocialAnswer["headers"]): number | undefined {
  const raw = headers["x-business-use-case-usage"];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v) return undefined;
  try {
    const usage = JSON.parse(v) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const minutes = Math.max(0, ...Object.values(usage).flat().map((u) => u.estimated_time_to_regain_access ?? 0));
    return minutes > 0 ? minutes * 60_000 : undefined;
  } catch {
    return undefined;
  }
}

/** A Graph error answer in words, with what to do. `subject` names what was asked for ("@rival"). */
export function metaFailure(answer: Pick<SocialAnswer, "status" | "json" | "headers">, subject?: string): SocialFailure {
  const e = graphError.safeParse(answer.json);
  const code = e.success ? e.data.error.code : undefined;
  const sub = e.success ? e.data.error.error_subcode : undefined;
  const words = said(e.success ? e.data.error.message : undefined, "Meta");
  const status = answer.status;
  if (code === 190) {
    return { kind: "expired_token", status, message: `Meta no longer accepts this brand's Instagram connection (the token expired or was revoked, or the password changed). Reconnect Instagram on Integrations.${words}` };
  }
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299) || code === 3) {
    return { kind: "missing_permission", status, message: `The Instagram connection lacks a permission this needs (Meta error ${code}). Reconnect Instagram on Integrations and grant every permission asked for.${words}` };
  }
  if (status === 429 || (code !== undefined && (RATE_CODES.has(code) || (code >= 80000 && code <= 80014)))) {
    const wait = retryAfterMs(answer.headers) ?? bucWaitMs(answer.headers);
    return { kind: "rate_limited", status, retryAfterMs: wait, message: `Meta's rate limit was reached${wait ? `: try again in ${Math.ceil(wait / 60_000)} min` : "; try again later"}.${words}` };
  }
  if (code === 110 || sub === 2207013) {
    return { kind: "not_professional", status, message: `${subject ?? "This account"} is not an Instagram professional (Business or Creator) account, or it does not exist: Meta shares data only of professional accounts. Check the handle.${words}` };
  }
  if (code === 100 && sub === 33) return { kind: "not_found", status, message: `${subject ?? "The object"} does not exist on Instagram or cannot be read with this connection.${words}` };
  return { kind: "provider_error", status, message: `Meta answered HTTP ${status}${code !== undefined ? ` (error ${code})` : ""}.${words || " Try again later."}` };
}

async function graphGet<T>(ctx: SocialCallContext, config: MetaConfig, purpose: string, path: string, params: Record<string, string>, token: string | null, schema: z.ZodType<T>, subject?: string): Promise<SocialResult<T>> {
  const url = new URL(`${config.apiBase}/${V}${path}`);
  url.search = new URLSearchParams(params).toString();
  const sent = await send(ctx, "meta", purpose, { url: url.toString(), method: "GET", headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!sent.ok) return sent;
  const { answer } = sent;
  if (answer.status !== 200 || graphError.safeParse(answer.json).success) return fail(ctx, answer, metaFailure(answer, subject));
  const parsed = schema.safeParse(answer.json);
  if (!parsed.success) return fail(ctx, answer, { kind: "invalid_output", status: 200, message: `Meta answered ${purpose} in an unexpected format. Try again later.` });
  return { ok: true, value: parsed.data };
}

/** Code → short-lived user token → long-lived user token (two calls, as Meta documents). */
export async function metaExchangeCode(config: MetaConfig, ctx: SocialCallContext, code: string, redirectUri: string): Promise<SocialResult<MetaToken>> {
  const short = await graphGet(ctx, config, "social.meta.oauth.exchange", "/oauth/access_token", { client_id: config.appId, redirect_uri: redirectUri, client_secret: config.appSecret, code }, null, tokenSchema);
  if (!short.ok) return short;
  const long = await graphGet(ctx, config, "social.meta.oauth.long-lived", "/oauth/access_token", { grant_type: "fb_exchange_token", client_id: config.appId, client_secret: config.appSecret, fb_exchange_token: short.value.access_token }, null, tokenSchema);
  if (!long.ok) return long;
  return { ok: true, value: { accessToken: long.value.access_token, expiresIn: long.value.expires_in ?? null } };
}

/** The Pages the person manages that have an Instagram professional account linked (every page of the list). */
export async function metaInstagramPages(config: MetaConfig, ctx: SocialCallContext, userToken: string, maxPages = 10): Promise<SocialResult<InstagramPage[]>> {
  const out: InstagramPage[] = [];
  let after: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const r = await graphGet(ctx, config, "social.meta.pages", "/me/accounts", { fields: "id,name,access_token,instagram_business_account{id,username,name}", limit: "100", ...(after ? { after } : {}) }, userToken, pagesSchema);
    if (!r.ok) return r;
    for (const p of r.value.data) {
      if (p.instagram_business_account) out.push({ pageId: p.id, pageName: p.name, pageToken: p.access_token ?? null, igUserId: p.instagram_business_account.id, igUsername: p.instagram_business_account.username ?? null, igName: p.instagram_business_account.name ?? null });
    }
    after = r.value.paging?.next ? r.value.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return { ok: true, value: out };
}

function toProfile(a: z.infer<typeof accountSchema>): ProfileReading {
  return { externalId: a.id, handle: a.username.toLowerCase(), displayName: a.name ?? a.username, biography: a.biography ?? null, followers: a.followers_count ?? null, following: a.follows_count ?? null, mediaCount: a.media_count ?? null };
}

export function instagramMediaType(mediaType: string, productType?: string): MediaReading["mediaType"] {
  if (productType === "REELS") return "reel";
  if (mediaType === "CAROUSEL_ALBUM") return "carousel";
  if (mediaType === "VIDEO") return "video";
  return "image";
}

export function toMedia(m: z.infer<typeof mediaItem>): MediaReading {
  const caption = m.caption ?? "";
  return {
    ...emptyMetrics,
    externalId: m.id,
    permalink: m.permalink ?? null,
    mediaType: instagramMediaType(m.media_type, m.media_product_type),
    caption,
    hashtags: hashtagsOf(caption),
    publishedAt: new Date(m.timestamp),
    likes: m.like_count ?? null,
    comments: m.comments_count ?? null,
  };
}

export async function instagramAccount(config: MetaConfig, ctx: SocialCallContext, token: string, igUserId: string): Promise<SocialResult<ProfileReading>> {
  const r = await graphGet(ctx, config, "social.instagram.account", `/${encodeURIComponent(igUserId)}`, { fields: ACCOUNT_FIELDS }, token, accountSchema);
  return r.ok ? { ok: true, value: toProfile(r.value) } : r;
}

/** The account's media, newest first, following the `after` cursor up to `maxPages` pages. */
export async function instagramMedia(config: MetaConfig, ctx: SocialCallContext, token: string, igUserId: string, opts: { pageSize?: number; maxPages?: number } = {}): Promise<SocialResult<MediaReading[]>> {
  const out: MediaReading[] = [];
  let after: string | undefined;
  for (let i = 0; i < (opts.maxPages ?? 4); i++) {
    const r = await graphGet(ctx, config, "social.instagram.media", `/${encodeURIComponent(igUserId)}/media`, { fields: MEDIA_FIELDS, limit: String(opts.pageSize ?? 50), ...(after ? { after } : {}) }, token, mediaPage);
    if (!r.ok) return r;
    out.push(...r.value.data.map(toMedia));
    after = r.value.paging?.next ? r.value.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return { ok: true, value: out };
}

export type MediaInsights = { reach: number | null; saves: number | null; shares: number | null; views: number | null };

/** Lifetime insights of one own media (reach, saved, shares, views); a metric Meta leaves out stays null. */
export async function instagramMediaInsights(config: MetaConfig, ctx: SocialCallContext, token: string, mediaId: string): Promise<SocialResult<MediaInsights>> {
  const r = await graphGet(ctx, config, "social.instagram.insights", `/${encodeURIComponent(mediaId)}/insights`, { metric: INSIGHT_METRICS }, token, insightsSchema);
  if (!r.ok) return r;
  const value = (name: string) => {
    const m = r.value.data.find((d) => d.name === name);
    return m ? (m.total_value?.value ?? m.values?.[0]?.value ?? null) : null;
  };
  return { ok: true, value: { reach: value("reach"), saves: value("saved"), shares: value("shares"), views: value("views") } };
}

/** Another professional account's counts and recent media through business_discovery, following media cursors. */
export async function instagramDiscovery(config: MetaConfig, ctx: SocialCallContext, token: string, igUserId: string, username: string, opts: { pageSize?: number; maxPages?: number } = {}): Promise<SocialResult<{ profile: ProfileReading; media: MediaReading[] }>> {
  const media: MediaReading[] = [];
  let profile: ProfileReading | null = null;
  let after: string | undefined;
  const handle = username.replace(/^@/, "");
  for (let i = 0; i < (opts.maxPages ?? 2); i++) {
    const mediaEdge = `media${after ? `.after(${after})` : ""}.limit(${opts.pageSize ?? 50}){${MEDIA_FIELDS}}`;
    const r = await graphGet(ctx, config, "social.instagram.business-discovery", `/${encodeURIComponent(igUserId)}`, { fields: `business_discovery.username(${handle}){${ACCOUNT_FIELDS},${mediaEdge}}` }, token, discoverySchema, `@${handle}`);
    if (!r.ok) return r;
    const d = r.value.business_discovery;
    profile ??= toProfile(d);
    media.push(...(d.media?.data ?? []).map(toMedia));
    // Nested edges may leave out `next`: a full page with an `after` cursor means there may be more.
    const page = d.media?.data.length ?? 0;
    after = page >= (opts.pageSize ?? 50) || d.media?.paging?.next ? d.media?.paging?.cursors?.after : undefined;
    if (!after) break;
  }
  return { ok: true, value: { profile: profile!, media } };
}
