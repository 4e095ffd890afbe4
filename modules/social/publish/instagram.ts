/**
 * Instagram content publishing through the Meta Graph API (Instagram API with Facebook Login):
 *
 * 1. POST /{ig-user-id}/media — a container: image_url (+caption) for a feed image; media_type=REELS
 *    + video_url for a reel; for a carousel, one container per item (is_carousel_item=true) then
 *    media_type=CAROUSEL + children=<ids> (+caption). Answer {"id":"<container id>"}.
 * 2. GET /{container-id}?fields=status_code — EXPIRED | ERROR | FINISHED | IN_PROGRESS | PUBLISHED;
 *    publish only when FINISHED (video is processed asynchronously).
 * 3. POST /{ig-user-id}/media_publish creation_id=<container id> — answer {"id":"<media id>"}.
 * 4. GET /{media-id}?fields=permalink — the post's public address.
 * Errors come as {"error":{"message","type","code","error_subcode","is_transient","fbtrace_id"}}.
 * (developers.facebook.com/docs/instagram-platform/content-publishing and the IG User Media /
 * Media Publish / IG Container references.) The token travels as access_token (query or form), as
 * documented; the API-call audit never keeps query strings.
 */
import { metaConfig, META_GRAPH_VERSION } from "../providers/config";
import type { SocialPublicationMedia } from "@/db/schema/social-publish";
import { call, failWith, PublishFailure, type Answer, type CallContext } from "./http";
import type { InstagramFormat } from "./validate";

/** The Graph API of the deployment's Meta app (META_API_BASE; tests point it at a fake), at the module's pinned version. */
const base = () => `${metaConfig()?.apiBase ?? "https://graph.facebook.com"}/${META_GRAPH_VERSION}`;

export type InstagramAuth = { token: string; igUserId: string };
export type ContainerStatus = "EXPIRED" | "ERROR" | "FINISHED" | "IN_PROGRESS" | "PUBLISHED";

/** Graph error codes worth another try: temporary issue (1, 2), rate limits (4, 17, 32, 341, 613), media not ready (9007). */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 32, 341, 613, 9007]);

function graphError(a: Answer): { message: string; retryable: boolean } {
  const e = (a.json as { error?: { message?: string; code?: number; is_transient?: boolean } } | undefined)?.error;
  const detail = e?.message ? `: ${e.message}` : "";
  if (e?.code === 190) return { message: `Instagram refused the token${detail}. Reconnect Instagram on /integrations.`, retryable: false };
  if (e?.code === 10 || e?.code === 200) return { message: `Instagram refused the post${detail}. The connection needs the instagram_content_publish permission.`, retryable: false };
  const retryable = a.status >= 500 || a.status === 429 || !!e?.is_transient || (e?.code !== undefined && RETRYABLE_CODES.has(e.code));
  return { message: `Instagram answered ${a.status}${detail}.`, retryable };
}

async function graph(auth: InstagramAuth, purpose: string, method: "GET" | "POST", path: string, params: Record<string, string>, ctx: CallContext): Promise<Record<string, unknown>> {
  const form = new URLSearchParams({ ...params, access_token: auth.token });
  const a = await call(
    "Instagram",
    "meta",
    purpose,
    method === "GET"
      ? { url: `${base()}${path}?${form}`, method }
      : { url: `${base()}${path}`, method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form.toString() },
    ctx,
  );
  if (a.status !== 200 || typeof a.json !== "object" || a.json === null || "error" in a.json) {
    const e = graphError(a);
    await failWith(a, ctx.brandId, e.message, e.retryable ? "retryable" : "permanent");
  }
  return a.json as Record<string, unknown>;
}

function idOf(json: Record<string, unknown>, what: string): string {
  if (typeof json.id !== "string" || !json.id) throw new PublishFailure({ kind: "retryable", message: `Instagram's answer to ${what} had no id.` });
  return json.id;
}

/** Creates the post's container (and its children for a carousel); returns the container id. */
export async function createInstagramContainer(auth: InstagramAuth, input: { caption: string; media: readonly SocialPublicationMedia[]; format: InstagramFormat }, ctx: CallContext): Promise<string> {
  const path = `/${encodeURIComponent(auth.igUserId)}/media`;
  if (input.format === "reel") {
    return idOf(await graph(auth, "social publish: reel container", "POST", path, { media_type: "REELS", video_url: input.media[0]!.url, caption: input.caption }, ctx), "the reel container");
  }
  if (input.format === "feed") {
    return idOf(await graph(auth, "social publish: image container", "POST", path, { image_url: input.media[0]!.url, caption: input.caption }, ctx), "the image container");
  }
  const children: string[] = [];
  for (const m of input.media) {
    const params: Record<string, string> = m.kind === "video" ? { media_type: "VIDEO", video_url: m.url, is_carousel_item: "true" } : { image_url: m.url, is_carousel_item: "true" };
    children.push(idOf(await graph(auth, "social publish: carousel item", "POST", path, params, ctx), "a carousel item"));
  }
  return idOf(await graph(auth, "social publish: carousel container", "POST", path, { media_type: "CAROUSEL", children: children.join(","), caption: input.caption }, ctx), "the carousel container");
}

export async function instagramContainerStatus(auth: InstagramAuth, containerId: string, ctx: CallContext): Promise<ContainerStatus> {
  const json = await graph(auth, "social publish: container status", "GET", `/${encodeURIComponent(containerId)}`, { fields: "status_code" }, ctx);
  const s = json.status_code;
  if (s === "EXPIRED" || s === "ERROR" || s === "FINISHED" || s === "IN_PROGRESS" || s === "PUBLISHED") return s;
  throw new PublishFailure({ kind: "retryable", message: `Instagram answered an unknown container status ${JSON.stringify(s)}.` });
}

export async function publishInstagramContainer(auth: InstagramAuth, containerId: string, ctx: CallContext): Promise<string> {
  return idOf(await graph(auth, "social publish: media_publish", "POST", `/${encodeURIComponent(auth.igUserId)}/media_publish`, { creation_id: containerId }, ctx), "media_publish");
}

export async function instagramPermalink(auth: InstagramAuth, mediaId: string, ctx: CallContext): Promise<string | null> {
  const json = await graph(auth, "social publish: permalink", "GET", `/${encodeURIComponent(mediaId)}`, { fields: "permalink" }, ctx);
  return typeof json.permalink === "string" ? json.permalink : null;
}

export type InstagramMediaSummary = { id: string; caption: string; permalink: string | null; timestamp: string | null };

/** The account's latest media (newest first), for reconciliation. */
export async function listInstagramMedia(auth: InstagramAuth, ctx: CallContext, limit = 20): Promise<InstagramMediaSummary[]> {
  const json = await graph(auth, "social publish: reconcile", "GET", `/${encodeURIComponent(auth.igUserId)}/media`, { fields: "id,caption,permalink,timestamp", limit: String(limit) }, ctx);
  const data = Array.isArray(json.data) ? json.data : [];
  return data.flatMap((d) => {
    const m = d as Record<string, unknown>;
    return typeof m.id === "string" ? [{ id: m.id, caption: typeof m.caption === "string" ? m.caption : "", permalink: typeof m.permalink === "string" ? m.permalink : null, timestamp: typeof m.timestamp === "string" ? m.timestamp : null }] : [];
  });
}
