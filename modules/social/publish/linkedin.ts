/**
 * LinkedIn Posts API client (Community Management): create a post for an organisation or member,
 * upload its images, and find the author's latest posts (to reconcile a send cut short).
 *
 * Contract (learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api):
 * - every call carries `LinkedIn-Version: YYYYMM` and `X-Restli-Protocol-Version: 2.0.0`;
 * - POST /rest/posts {author, commentary, visibility, distribution, lifecycleState} answers
 *   201 Created with an empty body and the new post's URN in the `x-restli-id` header;
 * - `commentary` is "little text format": the reserved characters | { } @ [ ] ( ) < > # \ * _ ~
 *   must be backslash-escaped or the post is refused or mangled;
 * - images go up first (Images API): POST /rest/images?action=initializeUpload
 *   {initializeUploadRequest:{owner}} → {value:{uploadUrl, image}}, then PUT the bytes to uploadUrl;
 *   the post references the image URN (content.media.id; 2–20 images: content.multiImage.images);
 * - GET /rest/posts?author={urn}&q=author&count=…&sortBy=LAST_MODIFIED (X-RestLi-Method: FINDER)
 *   lists the author's posts: {elements:[{id, commentary, createdAt, …}]}.
 * A post's public address is https://www.linkedin.com/feed/update/{urn}/.
 */
import { linkedInConfig, LINKEDIN_VERSION } from "../providers/config";
import { call, failWith, header, PublishFailure, type Answer, type CallContext } from "./http";

/** The address of the deployment's LinkedIn app (LINKEDIN_API_BASE; tests point it at a fake); the version is the module's one (providers/config). */
const base = () => linkedInConfig()?.apiBase ?? "https://api.linkedin.com";

function headers(token: string, json = true): Record<string, string> {
  return {
    Authorization: `Bearer ${token}`,
    "LinkedIn-Version": LINKEDIN_VERSION,
    "X-Restli-Protocol-Version": "2.0.0",
    ...(json ? { "Content-Type": "application/json", Accept: "application/json" } : {}),
  };
}

/** Escapes little-text-format reserved characters so the text shows as written. */
export function escapeCommentary(text: string): string {
  return text.replace(/[|{}@[\]()<>#\\*_~]/g, (c) => `\\${c}`);
}

export function linkedInPostUrl(urn: string): string {
  return `https://www.linkedin.com/feed/update/${urn}/`;
}

function errorMessage(a: Answer): string {
  const j = a.json as { message?: string; serviceErrorCode?: number } | undefined;
  const detail = j?.message ? `: ${j.message}` : "";
  if (a.status === 401) return `LinkedIn refused the token${detail}. Reconnect LinkedIn on /integrations.`;
  if (a.status === 403) return `LinkedIn refused the post${detail}. The connected account needs the w_organization_social (or w_member_social) permission.`;
  if (a.status === 429) return `LinkedIn's rate limit was reached${detail}; it will be tried again.`;
  return `LinkedIn answered ${a.status}${detail}.`;
}

export type LinkedInAuth = { token: string; author: string };

/** Uploads one image from its public URL and returns its image URN. */
export async function uploadLinkedInImage(auth: LinkedInAuth, imageUrl: string, ctx: CallContext): Promise<string> {
  const init = await call("LinkedIn", "linkedin", "social publish: image upload", { url: `${base()}/rest/images?action=initializeUpload`, method: "POST", headers: headers(auth.token), body: JSON.stringify({ initializeUploadRequest: { owner: auth.author } }) }, ctx);
  if (init.status !== 200) await failWith(init, ctx.brandId, errorMessage(init));
  const value = (init.json as { value?: { uploadUrl?: string; image?: string } } | undefined)?.value;
  if (!value?.uploadUrl || !value.image) await failWith(init, ctx.brandId, "LinkedIn's initializeUpload answer had no uploadUrl or image URN.");
  const file = await call("LinkedIn", "linkedin", "social publish: fetch image", { url: imageUrl, method: "GET", maxResponseBytes: 20 * 1024 * 1024, maxRedirects: 3 }, ctx);
  if (file.status !== 200) throw new PublishFailure({ kind: "permanent", message: `The image ${imageUrl} could not be downloaded (HTTP ${file.status}).` });
  const put = await call("LinkedIn", "linkedin", "social publish: image bytes", { url: value!.uploadUrl!, method: "PUT", headers: { Authorization: `Bearer ${auth.token}`, "Content-Type": "application/octet-stream" }, body: new Uint8Array(file.body), maxRequestBytes: 20 * 1024 * 1024 }, ctx);
  if (put.status !== 200 && put.status !== 201) await failWith(put, ctx.brandId, errorMessage(put));
  return value!.image!;
}

export type LinkedInPostInput = { commentary: string; imageUrns?: string[] };

/** The documented request body of a published, public, main-feed post. */
export function linkedInPostBody(author: string, input: LinkedInPostInput): Record<string, unknown> {
  const images = input.imageUrns ?? [];
  return {
    author,
    commentary: escapeCommentary(input.commentary),
    visibility: "PUBLIC",
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
    ...(images.length === 1 ? { content: { media: { id: images[0] } } } : images.length > 1 ? { content: { multiImage: { images: images.map((id) => ({ id })) } } } : {}),
    lifecycleState: "PUBLISHED",
    isReshareDisabledByAuthor: false,
  };
}

/** Creates the post; returns its URN (x-restli-id) and public URL. */
export async function createLinkedInPost(auth: LinkedInAuth, input: LinkedInPostInput, ctx: CallContext): Promise<{ urn: string; url: string }> {
  const a = await call("LinkedIn", "linkedin", "social publish: create post", { url: `${base()}/rest/posts`, method: "POST", headers: headers(auth.token), body: JSON.stringify(linkedInPostBody(auth.author, input)) }, ctx);
  if (a.status !== 201) await failWith(a, ctx.brandId, errorMessage(a));
  const urn = header(a.headers, "x-restli-id") ?? header(a.headers, "x-linkedin-id");
  if (!urn) await failWith(a, ctx.brandId, "LinkedIn created the post but sent no x-restli-id header; find it on the page and use Mark published.", "permanent");
  return { urn: urn!, url: linkedInPostUrl(urn!) };
}

export type LinkedInPostSummary = { id: string; commentary: string; createdAt: number | null };

/** The author's latest posts (newest first), for reconciliation. */
export async function listLinkedInPosts(auth: LinkedInAuth, ctx: CallContext, count = 20): Promise<LinkedInPostSummary[]> {
  const q = new URLSearchParams({ author: auth.author, q: "author", count: String(count), sortBy: "LAST_MODIFIED" });
  const a = await call("LinkedIn", "linkedin", "social publish: reconcile", { url: `${base()}/rest/posts?${q}`, method: "GET", headers: { ...headers(auth.token, false), "X-RestLi-Method": "FINDER" } }, ctx);
  if (a.status !== 200) await failWith(a, ctx.brandId, errorMessage(a));
  const elements = (a.json as { elements?: unknown[] } | undefined)?.elements;
  if (!Array.isArray(elements)) await failWith(a, ctx.brandId, "LinkedIn's post list had no elements array.");
  return elements!.flatMap((e) => {
    const el = e as { id?: unknown; commentary?: unknown; createdAt?: unknown };
    return typeof el.id === "string" ? [{ id: el.id, commentary: typeof el.commentary === "string" ? el.commentary : "", createdAt: typeof el.createdAt === "number" ? el.createdAt : null }] : [];
  });
}
