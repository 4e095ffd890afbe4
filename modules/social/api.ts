/**
 * Social posts in the public API (/social/posts): LinkedIn and Instagram posts (content posts of
 * kind "social") with their publication — list, read, add a draft, approve or reject it, and
 * schedule it with how it goes out. Scheduling is scheduleSocialPost, the calendar's own: network
 * rules (length, media, format), the brand's "approval required", and the connection check.
 */
import { z } from "zod";
import { CONTENT_POST_STATUSES } from "@/db/schema/content";
import { defineEndpoint } from "@/lib/api/endpoint";
import { keysetAfter, keysetPage } from "@/lib/api/keyset";
import { instant, listOf, pageQuery } from "@/lib/api/pagination";
import { NotFoundError, type BrandScope } from "@/lib/brand-scope";
import { approveItem, contentItemFields, contentItemValues } from "@/modules/content/api";
import { getSocialPost, listSocialPostsPage, type ApiSocialPost } from "@/modules/content/drafts/api-queries";
import { addManualDraftInput, rejectPostInput } from "@/modules/content/drafts/inputs";
import { addManualDraft, approvePost, rejectPost } from "@/modules/content/drafts/posts";
import { approveLinkedinPost } from "./linkedin/posts";
import { scheduleSocialPostInput } from "./publish/inputs";
import { scheduleSocialPost, SOCIAL_CHANNELS } from "./publish/schedule";
import { PUBLICATION_TARGETS } from "./publish/state";

const EXAMPLE_ID = "2e7a9d40-5c1b-4f86-b3e2-9d0c6a4f1b57";

const publication = z
  .object({
    target: z.enum(PUBLICATION_TARGETS).describe("How it goes out: api (the network's API through the brand's connection), webhook (content_published) or reminder (a task at the time)."),
    state: z.string().describe("scheduled, container, sending, retry, published or failed."),
    format: z.string().nullable().describe("Instagram: feed, carousel or reel."),
    media: z.array(z.object({ url: z.string(), kind: z.enum(["image", "video", "document"]), width: z.number().int().nullable().optional(), height: z.number().int().nullable().optional() })),
    attempts: z.number().int(),
    url: z.string().nullable().describe("The live post's address once published."),
    last_error: z.string().nullable(),
    published_at: instant().nullable(),
  })
  .nullable()
  .describe("Null until the post is scheduled.");

export const apiSocialPost = z
  .object({ object: z.literal("social_post"), ...contentItemFields, channel: z.enum(SOCIAL_CHANNELS), publication })
  .meta({ id: "SocialPost", description: "A LinkedIn or Instagram post of the brand with its publication." });

function present(p: ApiSocialPost): z.input<typeof apiSocialPost> {
  const s = p.publication;
  return {
    object: "social_post",
    ...contentItemValues(p),
    channel: p.channel as (typeof SOCIAL_CHANNELS)[number],
    publication: s
      ? { target: s.target as (typeof PUBLICATION_TARGETS)[number], state: s.state, format: s.format, media: s.media, attempts: s.attempts, url: s.url, last_error: s.lastError, published_at: s.publishedAt }
      : null,
  };
}

async function readPost(scope: BrandScope, id: string): Promise<z.input<typeof apiSocialPost>> {
  const p = await getSocialPost(scope, id);
  if (!p) throw new NotFoundError();
  return present(p);
}

const postId = z.object({ post_id: z.uuid().describe("The social post's id.") });

defineEndpoint({
  method: "GET",
  path: "/social/posts",
  module: "social-media",
  access: "read",
  operationId: "listSocialPosts",
  tag: "Social",
  summary: "List social posts",
  description: "LinkedIn and Instagram posts, newest first. Filters combine (AND).",
  query: pageQuery.extend({ status: z.enum(CONTENT_POST_STATUSES).optional(), channel: z.enum(SOCIAL_CHANNELS).optional() }),
  response: listOf(apiSocialPost),
  example: { query: { channel: "linkedin", status: "scheduled" } },
  handler: async ({ scope, query }) => {
    const rows = await listSocialPostsPage(scope, { status: query.status, channel: query.channel }, { limit: query.limit, after: keysetAfter(query.cursor) });
    return keysetPage(rows, query.limit, present);
  },
});

defineEndpoint({
  method: "GET",
  path: "/social/posts/{post_id}",
  module: "social-media",
  access: "read",
  operationId: "getSocialPost",
  tag: "Social",
  summary: "Get a social post",
  params: postId,
  response: apiSocialPost,
  example: { params: { post_id: EXAMPLE_ID } },
  handler: ({ scope, params }) => readPost(scope, params.post_id),
});

const createBody = z.strictObject({
  channel: z.enum(SOCIAL_CHANNELS),
  title: addManualDraftInput.shape.title.describe("An internal name for the post (not published)."),
  body_md: addManualDraftInput.shape.bodyMd.describe("The post's text."),
});

defineEndpoint({
  method: "POST",
  path: "/social/posts",
  module: "social-media",
  access: "write",
  operationId: "createSocialPost",
  tag: "Social",
  summary: "Add a draft",
  description: "Adds a draft (status `suggested`) for review. Send an `Idempotency-Key` header to make retries safe.",
  body: createBody,
  response: apiSocialPost,
  status: 201,
  example: { body: { channel: "linkedin", title: "Launch teaser", body_md: "Three things we learnt shipping our first product…" } },
  handler: async ({ scope, body }) => {
    const { id } = await addManualDraft(scope, { briefId: null, kind: "social", channel: body.channel, title: body.title, bodyMd: body.body_md, note: "Added through the API" });
    return readPost(scope, id);
  },
});

const reviewBody = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("selected").describe("Approve: the post can then be scheduled.") }),
  z.strictObject({ status: z.literal("rejected"), reason: rejectPostInput.shape.reason }),
]);

defineEndpoint({
  method: "PATCH",
  path: "/social/posts/{post_id}",
  module: "social-media",
  access: "write",
  operationId: "reviewSocialPost",
  tag: "Social",
  summary: "Approve or reject a social post",
  description: "As on the review pages: a LinkedIn post longer than LinkedIn allows cannot be approved (422).",
  params: postId,
  body: reviewBody,
  response: apiSocialPost,
  example: { params: { post_id: EXAMPLE_ID }, body: { status: "selected" } },
  handler: async ({ scope, params, body }) => {
    const post = await getSocialPost(scope, params.post_id);
    if (!post) throw new NotFoundError();
    if (body.status === "selected") await approveItem(scope, post.id, post.channel === "linkedin" ? approveLinkedinPost : approvePost);
    else await rejectPost(scope, post.id, body.reason);
    return readPost(scope, post.id);
  },
});

const s = scheduleSocialPostInput.shape;
const scheduleBody = z.strictObject({
  at: s.at.describe("When it goes out (ISO 8601 with offset); null takes it off the calendar."),
  target: s.target,
  media: s.media,
  format: s.format.describe("Instagram only: feed, carousel or reel (null: from the media)."),
});

defineEndpoint({
  method: "POST",
  path: "/social/posts/{post_id}/schedule",
  module: "social-media",
  access: "write",
  operationId: "scheduleSocialPost",
  tag: "Social",
  summary: "Schedule a social post",
  description:
    "Puts an approved post on the calendar with how it goes out, or takes it off (`at`: null). Refused with 422 when the network's rules are not met, the brand requires the client's approval first, or the network is not connected for `target: api`.",
  params: postId,
  body: scheduleBody,
  response: apiSocialPost,
  example: { params: { post_id: EXAMPLE_ID }, body: { at: "2026-12-01T09:00:00+01:00", target: "reminder", media: [], format: null } },
  handler: async ({ scope, params, body }) => {
    await scheduleSocialPost(scope, { postId: params.post_id, at: body.at, target: body.target, media: body.media, format: body.format });
    return readPost(scope, params.post_id);
  },
});
