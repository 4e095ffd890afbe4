/**
 * Publishing. "Publish via webhook" hands the post to the brand's content_published endpoint (the
 * existing signed, retried deliveries of modules/webhooks) and marks it published; "Mark published"
 * records the live URL (and tells the endpoint, when one exists). The tick publishes scheduled posts
 * whose time has come — once: the status moves from scheduled to published in the same transaction
 * as the delivery, under a row lock, so two ticks never send a post twice.
 *
 * Social posts with a social_publications row (scheduled on /sm-posts-selected) are not the tick's:
 * modules/social/publish sends them through the network's API, the webhook or a reminder.
 *
 * Which due posts the tick sends: approval_status "approved" or "none" (nobody asked the client).
 * "pending" and "changes_requested" are held until the client approves or someone publishes by hand.
 *
 * The payload is built from the post only (contentPublishedData): the client's approval comments are
 * never part of it.
 */
import { and, eq, inArray, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { contentBriefs, contentPosts, socialPublications } from "@/db/schema";
import { logActivity, logScopeActivity } from "@/lib/activity";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { asSystem } from "@/lib/system";
import { emitBrandEvent } from "@/modules/webhooks/emit";

export const PUBLISHABLE_APPROVALS = ["approved", "none"] as const;

type PostRow = typeof contentPosts.$inferSelect;

/** The content_published data: the post's own fields, nothing internal (no approval comments). */
export function contentPublishedData(post: Pick<PostRow, "id" | "title" | "bodyMd" | "kind" | "channel" | "scheduledAt" | "briefId" | "publishedUrl">, action: "publish" | "published", by: "user" | "schedule") {
  return {
    action,
    trigger: by,
    post_id: post.id,
    title: post.title,
    body_md: post.bodyMd,
    kind: post.kind,
    channel: post.channel,
    scheduled_at: post.scheduledAt?.toISOString() ?? null,
    brief_id: post.briefId,
    url: post.publishedUrl,
  };
}

async function lockPost(tx: Tx, brandId: string, postId: string): Promise<PostRow> {
  const [post] = await tx
    .select()
    .from(contentPosts)
    .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, brandId)))
    .for("update");
  if (!post) throw new NotFoundError();
  return post;
}

export const NO_PUBLISH_ENDPOINT =
  "No webhook receives content_published for this brand. Add an endpoint for it in Settings → Webhooks, or publish it yourself and use Mark published.";

/** Sends the post to the content_published webhook now and marks it published. */
export async function publishViaWebhook(scope: BrandScope, postId: string): Promise<{ deliveryId: string }> {
  return withScope(scope, async (tx) => {
    const post = await lockPost(tx, scope.brandId, postId);
    if (post.status === "published") throw new ActionError("This post is already published.");
    if (post.status !== "selected" && post.status !== "scheduled") throw new ActionError("Only selected or scheduled posts can be published.");
    const sent = await emitBrandEvent(tx, scope, "content_published", contentPublishedData(post, "publish", "user"));
    if (!sent) throw new ActionError(NO_PUBLISH_ENDPOINT);
    await tx
      .update(contentPosts)
      .set({ status: "published", publishedAt: new Date(), scheduledAt: post.scheduledAt ?? new Date() })
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId)));
    await logScopeActivity(tx, scope, "content_post_published", `Sent "${post.title}" to the publishing webhook`, { postId, deliveryId: sent.deliveryId });
    return { deliveryId: sent.deliveryId };
  });
}

/**
 * Records that the post is live at `url` (also on its brief when the post is the brief's article).
 * Works on a post already sent by webhook, to add its URL.
 */
export async function markPublished(scope: BrandScope, postId: string, url: string, at = new Date()): Promise<void> {
  await withScope(scope, async (tx) => {
    const post = await lockPost(tx, scope.brandId, postId);
    if (post.status !== "selected" && post.status !== "scheduled" && post.status !== "published") throw new ActionError("Only selected, scheduled or published posts can be marked published.");
    const publishedAt = post.publishedAt ?? at;
    await tx
      .update(contentPosts)
      .set({ status: "published", publishedUrl: url, publishedAt, scheduledAt: post.scheduledAt ?? publishedAt })
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId)));
    if (post.briefId && post.kind === "article") {
      await tx
        .update(contentBriefs)
        .set({ publishedUrl: url, publishedAt })
        .where(and(eq(contentBriefs.id, post.briefId), eq(contentBriefs.brandId, scope.brandId)));
    }
    await emitBrandEvent(tx, scope, "content_published", contentPublishedData({ ...post, publishedUrl: url }, "published", "user"), { warnWhenUnrouted: false });
    await logScopeActivity(tx, scope, "content_post_marked_published", `Marked "${post.title}" published at ${url}`, { postId, url });
  });
}

/**
 * The tick: every scheduled post whose time has come and that may go out (PUBLISHABLE_APPROVALS) is
 * sent once. A brand without a content_published endpoint keeps its posts scheduled (the calendar
 * shows them overdue) rather than marking them published with nothing sent.
 */
export async function publishDuePosts(now = new Date()): Promise<{ published: number; held: number }> {
  return asSystem("content calendar tick: scheduled posts whose time has come", (db) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(contentPosts)
        .where(
          and(
            eq(contentPosts.status, "scheduled"),
            lte(contentPosts.scheduledAt, now),
            inArray(contentPosts.approvalStatus, [...PUBLISHABLE_APPROVALS]),
            isNull(contentPosts.publishedAt),
            // Social posts scheduled on /sm-posts-selected go out through their publication (modules/social/publish).
            notExists(tx.select({ one: sql`1` }).from(socialPublications).where(eq(socialPublications.postId, contentPosts.id))),
          ),
        )
        .orderBy(contentPosts.scheduledAt)
        .limit(500)
        .for("update", { skipLocked: true });
      let published = 0;
      for (const post of due) {
        const sent = await emitBrandEvent(tx, { brandId: post.brandId }, "content_published", contentPublishedData(post, "publish", "schedule"), { warnWhenUnrouted: false });
        if (!sent) continue;
        await tx
          .update(contentPosts)
          .set({ status: "published", publishedAt: now })
          .where(and(eq(contentPosts.id, post.id), eq(contentPosts.brandId, post.brandId), eq(contentPosts.status, "scheduled")));
        await logActivity(tx, { brandId: post.brandId, userId: null, actionType: "content_post_published", userAction: `Sent "${post.title}" to the publishing webhook at its scheduled time`, payload: { postId: post.id, deliveryId: sent.deliveryId } });
        published++;
      }
      return { published, held: due.length - published };
    }),
  );
}

/** Posts whose time has passed but that are still scheduled (no endpoint, or waiting for approval). */
export function isOverdue(post: { status: string; scheduledAt: string | null }, now = new Date()): boolean {
  return post.status === "scheduled" && !!post.scheduledAt && new Date(post.scheduledAt) <= now;
}

