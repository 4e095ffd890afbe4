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
 * - a video goes up in parts (Videos API): POST /rest/videos?action=initializeUpload
 *   {initializeUploadRequest:{owner, fileSizeBytes, uploadCaptions, uploadThumbnail}} →
 *   {value:{video, uploadToken, uploadInstructions:[{uploadUrl, firstByte, lastByte}]}}; each byte range
 *   is PUT to its uploadUrl, whose answer carries the part's ETag; POST /rest/videos?action=finalizeUpload
 *   {finalizeUploadRequest:{video, uploadToken, uploadedPartIds:[ETags in order]}}; LinkedIn then processes
 *   it, and GET /rest/videos/{urn} says status PROCESSING, AVAILABLE or PROCESSING_FAILED — a post may
 *   reference it (content.media {id, title}) only once AVAILABLE;
 * - a document (PDF, PPT, DOC; Documents API): POST /rest/documents?action=initializeUpload
 *   {initializeUploadRequest:{owner}} → {value:{uploadUrl, document}}, PUT the bytes, then the post's
 *   content.media {id, title} (the title is shown on the document);
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

/** Documents: LinkedIn's 100 MB. Videos: LinkedIn takes up to 500 MB, but a video is read into memory here, so 200 MB. */
export const LINKEDIN_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const LINKEDIN_DOCUMENT_MAX_BYTES = 100 * 1024 * 1024;

/** The file behind a media item's public URL, refused plainly when it cannot be read or is too large. */
async function fetchMedia(what: string, url: string, maxBytes: number, ctx: CallContext): Promise<Buffer> {
  const file = await call("LinkedIn", "linkedin", `social publish: fetch ${what}`, { url, method: "GET", maxResponseBytes: maxBytes, maxRedirects: 3, timeoutMs: 120_000 }, ctx).catch((e: unknown) => {
    if (e instanceof PublishFailure && /too large/.test(e.message)) throw new PublishFailure({ kind: "permanent", message: `The ${what} ${url} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most sent to LinkedIn from here.` });
    throw e;
  });
  if (file.status !== 200) throw new PublishFailure({ kind: "permanent", message: `The ${what} ${url} could not be downloaded (HTTP ${file.status}).` });
  if (file.body.length === 0) throw new PublishFailure({ kind: "permanent", message: `The ${what} ${url} is empty.` });
  return file.body;
}

/** Uploads a video in the parts LinkedIn asks for and finalizes it; returns its video URN (still processing). */
export async function uploadLinkedInVideo(auth: LinkedInAuth, videoUrl: string, ctx: CallContext): Promise<string> {
  const bytes = await fetchMedia("video", videoUrl, LINKEDIN_VIDEO_MAX_BYTES, ctx);
  const init = await call("LinkedIn", "linkedin", "social publish: video upload", { url: `${base()}/rest/videos?action=initializeUpload`, method: "POST", headers: headers(auth.token), body: JSON.stringify({ initializeUploadRequest: { owner: auth.author, fileSizeBytes: bytes.length, uploadCaptions: false, uploadThumbnail: false } }) }, ctx);
  if (init.status !== 200) await failWith(init, ctx.brandId, errorMessage(init));
  const value = (init.json as { value?: { video?: string; uploadToken?: string; uploadInstructions?: { uploadUrl?: string; firstByte?: number; lastByte?: number }[] } } | undefined)?.value;
  const parts = value?.uploadInstructions ?? [];
  if (!value?.video || !parts.length || parts.some((q) => !q.uploadUrl || !Number.isInteger(q.firstByte) || !Number.isInteger(q.lastByte) || q.firstByte! > q.lastByte! || q.lastByte! >= bytes.length)) {
    await failWith(init, ctx.brandId, "LinkedIn's video initializeUpload answer had no video URN or usable uploadInstructions.");
  }
  const etags: string[] = [];
  for (const [i, q] of parts.entries()) {
    const chunk = bytes.subarray(q.firstByte!, q.lastByte! + 1);
    const put = await call("LinkedIn", "linkedin", `social publish: video part ${i + 1}/${parts.length}`, { url: q.uploadUrl!, method: "PUT", headers: { "Content-Type": "application/octet-stream" }, body: new Uint8Array(chunk), maxRequestBytes: chunk.length + 1, timeoutMs: 120_000 }, ctx);
    if (put.status !== 200 && put.status !== 201) await failWith(put, ctx.brandId, errorMessage(put));
    const etag = header(put.headers, "etag");
    if (!etag) await failWith(put, ctx.brandId, `LinkedIn accepted video part ${i + 1} but sent no ETag to finalize it with.`);
    etags.push(etag!);
  }
  const fin = await call("LinkedIn", "linkedin", "social publish: video finalize", { url: `${base()}/rest/videos?action=finalizeUpload`, method: "POST", headers: headers(auth.token), body: JSON.stringify({ finalizeUploadRequest: { video: value!.video, uploadToken: value!.uploadToken ?? "", uploadedPartIds: etags } }) }, ctx);
  if (fin.status !== 200) await failWith(fin, ctx.brandId, errorMessage(fin));
  return value!.video!;
}

export type LinkedInVideoStatus = "WAITING_UPLOAD" | "PROCESSING" | "AVAILABLE" | "PROCESSING_FAILED";

/** Where LinkedIn is with an uploaded video. */
export async function linkedInVideoStatus(auth: LinkedInAuth, videoUrn: string, ctx: CallContext): Promise<LinkedInVideoStatus> {
  const a = await call("LinkedIn", "linkedin", "social publish: video status", { url: `${base()}/rest/videos/${encodeURIComponent(videoUrn)}`, method: "GET", headers: headers(auth.token, false) }, ctx);
  if (a.status !== 200) await failWith(a, ctx.brandId, errorMessage(a));
  const status = (a.json as { status?: string } | undefined)?.status;
  if (status !== "WAITING_UPLOAD" && status !== "PROCESSING" && status !== "AVAILABLE" && status !== "PROCESSING_FAILED") await failWith(a, ctx.brandId, `LinkedIn's video answer had an unknown status (${String(status)}).`);
  return status as LinkedInVideoStatus;
}

/** Uploads a document (PDF, PPT, DOC) and returns its document URN. */
export async function uploadLinkedInDocument(auth: LinkedInAuth, documentUrl: string, ctx: CallContext): Promise<string> {
  const bytes = await fetchMedia("document", documentUrl, LINKEDIN_DOCUMENT_MAX_BYTES, ctx);
  const init = await call("LinkedIn", "linkedin", "social publish: document upload", { url: `${base()}/rest/documents?action=initializeUpload`, method: "POST", headers: headers(auth.token), body: JSON.stringify({ initializeUploadRequest: { owner: auth.author } }) }, ctx);
  if (init.status !== 200) await failWith(init, ctx.brandId, errorMessage(init));
  const value = (init.json as { value?: { uploadUrl?: string; document?: string } } | undefined)?.value;
  if (!value?.uploadUrl || !value.document) await failWith(init, ctx.brandId, "LinkedIn's document initializeUpload answer had no uploadUrl or document URN.");
  const put = await call("LinkedIn", "linkedin", "social publish: document bytes", { url: value!.uploadUrl!, method: "PUT", headers: { Authorization: `Bearer ${auth.token}`, "Content-Type": "application/octet-stream" }, body: new Uint8Array(bytes), maxRequestBytes: bytes.length + 1, timeoutMs: 120_000 }, ctx);
  if (put.status !== 200 && put.status !== 201) await failWith(put, ctx.brandId, errorMessage(put));
  return value!.document!;
}

/** A post's images, or its one video or document (with the title LinkedIn shows on it). */
export type LinkedInPostInput = { commentary: string; imageUrns?: string[]; media?: { id: string; title: string } };

/** The documented request body of a published, public, main-feed post. */
export function linkedInPostBody(author: string, input: LinkedInPostInput): Record<string, unknown> {
  const images = input.imageUrns ?? [];
  return {
    author,
    commentary: escapeCommentary(input.commentary),
    visibility: "PUBLIC",
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
    ...(input.media
      ? { content: { media: { id: input.media.id, title: input.media.title } } }
      : images.length === 1
        ? { content: { media: { id: images[0] } } }
        : images.length > 1
          ? { content: { multiImage: { images: images.map((id) => ({ id })) } } }
          : {}),
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
