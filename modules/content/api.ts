/**
 * Content marketing in the public API: content items (/content/items — the posts of Review Generated
 * Posts and the content calendar: articles, newsletters and social cut-downs) to list, read, add as a
 * writer's draft and move through review and the calendar. Each status change is the UI's own
 * function (approvePost, rejectPost, schedulePost, markPublished), so the allowed transitions, the
 * activity lines, the content_published webhook and the knowledge-base sync are the same.
 */
import { z } from "zod";
import { CONTENT_POST_KINDS, CONTENT_POST_STATUSES } from "@/db/schema/content";
import { defineEndpoint } from "@/lib/api/endpoint";
import { keysetAfter, keysetPage } from "@/lib/api/keyset";
import { instant, listOf, pageQuery } from "@/lib/api/pagination";
import { ActionError } from "@/lib/action";
import { NotFoundError, type BrandScope } from "@/lib/brand-scope";
import { brandDataChanged } from "@/modules/knowledge/brand-data";
import { markPublishedInput, schedulePostInput } from "./calendar/inputs";
import { schedulePost } from "./calendar/posts";
import { markPublished } from "./calendar/publish";
import { getContentItem, listContentItemsPage, type ApiContentItem } from "./drafts/api-queries";
import { addManualDraftInput, rejectPostInput } from "./drafts/inputs";
import { POST_CHANNELS } from "./drafts/labels";
import { addManualDraft, approvePost, rejectPost } from "./drafts/posts";

const EXAMPLE_ID = "8c4e2a17-6b3f-4d90-a1e5-7f2b9c0d3e61";

/** The fields a content item and a social post share, snake_case; exported for the social endpoints. */
export const contentItemFields = {
  id: z.uuid(),
  brief_id: z.uuid().nullable().describe("The content brief it was written from."),
  kind: z.enum(CONTENT_POST_KINDS),
  channel: z.string().describe("blog, newsletter, linkedin, x, facebook or instagram."),
  title: z.string(),
  body_md: z.string().describe("The current text, Markdown."),
  method: z.string().describe("How it was written: ai, agent (the external agent) or manual (a writer)."),
  status: z.enum(CONTENT_POST_STATUSES).describe("suggested → selected (approved) → scheduled → published; rejected keeps its reason."),
  reject_reason: z.string().nullable(),
  score: z.number().int().nullable().describe("Content score against its brief, 0–100."),
  approval_status: z.string().describe("The client's approval: none, pending, approved or changes_requested."),
  scheduled_at: instant().nullable(),
  published_at: instant().nullable(),
  published_url: z.string().nullable(),
  owner_id: z.uuid().nullable().describe("The person of the brand responsible for it."),
  created_at: instant(),
  updated_at: instant(),
};

export function contentItemValues(p: ApiContentItem) {
  return {
    id: p.id,
    brief_id: p.briefId,
    kind: p.kind as (typeof CONTENT_POST_KINDS)[number],
    channel: p.channel,
    title: p.title,
    body_md: p.bodyMd,
    method: p.method,
    status: p.status as (typeof CONTENT_POST_STATUSES)[number],
    reject_reason: p.rejectReason,
    score: p.score,
    approval_status: p.approvalStatus,
    scheduled_at: p.scheduledAt,
    published_at: p.publishedAt,
    published_url: p.publishedUrl,
    owner_id: p.ownerId,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

export const apiContentItem = z
  .object({ object: z.literal("content_item"), ...contentItemFields })
  .meta({ id: "ContentItem", description: "A post of the brand: an article, a newsletter or a social cut-down." });

const present = (p: ApiContentItem): z.input<typeof apiContentItem> => ({ object: "content_item", ...contentItemValues(p) });

async function readItem(scope: BrandScope, id: string): Promise<z.input<typeof apiContentItem>> {
  const p = await getContentItem(scope, id);
  if (!p) throw new NotFoundError();
  return present(p);
}

const itemId = z.object({ item_id: z.uuid().describe("The content item's id.") });

defineEndpoint({
  method: "GET",
  path: "/content/items",
  module: "content-marketing",
  access: "read",
  operationId: "listContentItems",
  tag: "Content",
  summary: "List content items",
  description: "Newest first. Filters combine (AND).",
  query: pageQuery.extend({
    status: z.enum(CONTENT_POST_STATUSES).optional(),
    kind: z.enum(CONTENT_POST_KINDS).optional(),
    channel: z.enum(POST_CHANNELS).optional(),
  }),
  response: listOf(apiContentItem),
  example: { query: { status: "selected", kind: "article" } },
  handler: async ({ scope, query }) => {
    const rows = await listContentItemsPage(scope, { status: query.status, kind: query.kind, channel: query.channel }, { limit: query.limit, after: keysetAfter(query.cursor) });
    return keysetPage(rows, query.limit, present);
  },
});

defineEndpoint({
  method: "GET",
  path: "/content/items/{item_id}",
  module: "content-marketing",
  access: "read",
  operationId: "getContentItem",
  tag: "Content",
  summary: "Get a content item",
  params: itemId,
  response: apiContentItem,
  example: { params: { item_id: EXAMPLE_ID } },
  handler: ({ scope, params }) => readItem(scope, params.item_id),
});

const d = addManualDraftInput.shape;
const createBody = z.strictObject({
  brief_id: z.uuid().nullable().default(null).describe("A content brief of the brand it is written from; its terms and outline set the score."),
  kind: d.kind,
  channel: d.channel,
  title: d.title,
  body_md: d.bodyMd.describe("The draft's Markdown."),
});

defineEndpoint({
  method: "POST",
  path: "/content/items",
  module: "content-marketing",
  access: "write",
  operationId: "createContentItem",
  tag: "Content",
  summary: "Add a draft",
  description: "Adds a writer's draft (status `suggested`, version 1, scored against its brief). Send an `Idempotency-Key` header to make retries safe.",
  body: createBody,
  response: apiContentItem,
  status: 201,
  example: { body: { kind: "article", channel: "blog", title: "Cold brew at home", body_md: "# Cold brew at home\n\nCoarse grind, cold water, twelve hours." } },
  handler: async ({ scope, body }) => {
    const { id } = await addManualDraft(scope, { briefId: body.brief_id, kind: body.kind, channel: body.channel, title: body.title, bodyMd: body.body_md, note: "Added through the API" });
    return readItem(scope, id);
  },
});

const statusBody = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("selected").describe("Approve a suggested or rejected item; a scheduled one goes back off the calendar.") }),
  z.strictObject({ status: z.literal("rejected"), reason: rejectPostInput.shape.reason }),
  z.strictObject({ status: z.literal("scheduled"), scheduled_at: schedulePostInput.shape.at.unwrap().describe("When it goes out (ISO 8601 with offset).") }),
  z.strictObject({ status: z.literal("published"), url: markPublishedInput.shape.url.describe("Where it is live.") }),
]);

/** Networks whose posts are scheduled with their publication (how they go out): through /social/posts. */
const SOCIAL_NETWORKS = new Set(["linkedin", "instagram"]);

export async function approveItem(scope: BrandScope, id: string, approve: (scope: BrandScope, id: string) => Promise<void> = approvePost): Promise<void> {
  await approve(scope, id);
  // Approved posts join the brand's knowledge base, as the review pages do it.
  await brandDataChanged(scope);
}

defineEndpoint({
  method: "PATCH",
  path: "/content/items/{item_id}",
  module: "content-marketing",
  access: "write",
  operationId: "updateContentItemStatus",
  tag: "Content",
  summary: "Change a content item's status",
  description:
    "Moves the item as the app does: approve (`selected`), reject with a reason, schedule for a time (selected or scheduled items), or record it as published at a URL. A transition the item's status does not allow is a 422 that says why.",
  params: itemId,
  body: statusBody,
  response: apiContentItem,
  example: { params: { item_id: EXAMPLE_ID }, body: { status: "scheduled", scheduled_at: "2026-12-01T09:00:00+01:00" } },
  handler: async ({ scope, params, body }) => {
    const item = await getContentItem(scope, params.item_id);
    if (!item) throw new NotFoundError();
    switch (body.status) {
      case "selected":
        if (item.status === "scheduled") await schedulePost(scope, item.id, null);
        else await approveItem(scope, item.id);
        break;
      case "rejected":
        await rejectPost(scope, item.id, body.reason);
        break;
      case "scheduled":
        if (item.kind === "social" && SOCIAL_NETWORKS.has(item.channel)) {
          throw new ActionError(`A ${item.channel} post is scheduled with how it goes out: use POST /social/posts/${item.id}/schedule.`);
        }
        await schedulePost(scope, item.id, new Date(body.scheduled_at));
        break;
      case "published":
        await markPublished(scope, item.id, body.url);
        await brandDataChanged(scope);
        break;
    }
    return readItem(scope, item.id);
  },
});
