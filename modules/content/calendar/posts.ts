/**
 * The calendar's posts: selected posts waiting for a date, scheduled ones and published ones, with
 * their owner and the client's latest decision (internal). Scheduling and owners are plain functions
 * taking a BrandScope, so a seed can call them as the actions do.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { contentApprovalDecisions, contentPosts, contentSeriesSlots, profiles, userBrandAccess, brands } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";

/** The statuses the calendar shows; suggested and rejected posts live on /cm-posts-suggested. */
export const CALENDAR_STATUSES = ["selected", "scheduled", "published"] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

export type CalendarPost = {
  id: string;
  title: string;
  kind: string;
  channel: string;
  status: CalendarStatus;
  approvalStatus: "none" | "pending" | "approved" | "changes_requested";
  scheduledAt: string | null;
  publishedAt: string | null;
  publishedUrl: string | null;
  briefId: string | null;
  ownerId: string | null;
  decision: { decision: "approved" | "changes_requested"; reviewerName: string | null; comment: string; at: string } | null;
};

/** How many posts the calendar loads at most (newest schedule first beyond that). */
export const CALENDAR_LIMIT = 2000;

export async function listCalendarPosts(scope: BrandScope): Promise<CalendarPost[]> {
  return withScope(scope, async (tx) => {
    const rows = await tx
      .select({
        id: contentPosts.id,
        title: contentPosts.title,
        kind: contentPosts.kind,
        channel: contentPosts.channel,
        status: contentPosts.status,
        approvalStatus: contentPosts.approvalStatus,
        scheduledAt: contentPosts.scheduledAt,
        publishedAt: contentPosts.publishedAt,
        publishedUrl: contentPosts.publishedUrl,
        briefId: contentPosts.briefId,
        ownerId: contentPosts.ownerId,
      })
      .from(contentPosts)
      .where(and(eq(contentPosts.brandId, scope.brandId), inArray(contentPosts.status, [...CALENDAR_STATUSES])))
      .orderBy(sql`${contentPosts.scheduledAt} desc nulls first`, desc(contentPosts.createdAt))
      .limit(CALENDAR_LIMIT);
    const ids = rows.map((r) => r.id);
    const decisions = ids.length
      ? await tx
          .selectDistinctOn([contentApprovalDecisions.postId], {
            postId: contentApprovalDecisions.postId,
            decision: contentApprovalDecisions.decision,
            reviewerName: contentApprovalDecisions.reviewerName,
            comment: contentApprovalDecisions.comment,
            at: contentApprovalDecisions.createdAt,
          })
          .from(contentApprovalDecisions)
          .where(and(eq(contentApprovalDecisions.brandId, scope.brandId), inArray(contentApprovalDecisions.postId, ids)))
          .orderBy(contentApprovalDecisions.postId, desc(contentApprovalDecisions.createdAt))
      : [];
    const latest = new Map(decisions.map((d) => [d.postId, d]));
    return rows.map((r): CalendarPost => {
      const d = latest.get(r.id);
      return {
        ...r,
        status: r.status as CalendarStatus,
        scheduledAt: r.scheduledAt?.toISOString() ?? null,
        publishedAt: r.publishedAt?.toISOString() ?? null,
        decision: d ? { decision: d.decision, reviewerName: d.reviewerName, comment: d.comment, at: d.at.toISOString() } : null,
      };
    });
  });
}

export type CalendarMember = { userId: string; name: string; email: string; avatarUrl: string | null };

/** The brand's people an owner may be chosen from (the brand owner and everyone with access). */
export async function listCalendarMembers(scope: BrandScope): Promise<CalendarMember[]> {
  return withScope(scope, async (tx) => {
    const rows = await tx.execute<{ id: string; email: string | null; full_name: string | null; avatar_url: string | null }>(sql`
      select p.id, p.email, p.full_name, p.avatar_url from ${profiles} p
      where p.id in (select ${userBrandAccess.userId} from ${userBrandAccess} where ${userBrandAccess.brandId} = ${scope.brandId}
                     union select ${brands.userId} from ${brands} where ${brands.id} = ${scope.brandId})
      order by coalesce(p.full_name, p.email)`);
    return rows.map((r) => ({ userId: r.id, name: r.full_name || r.email || "Someone", email: r.email ?? "", avatarUrl: r.avatar_url }));
  });
}

async function postInBrand(scope: BrandScope, postId: string) {
  const [post] = await withScope(scope, (tx) =>
    tx
      .select({ id: contentPosts.id, title: contentPosts.title, status: contentPosts.status })
      .from(contentPosts)
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId))),
  );
  if (!post) throw new NotFoundError();
  return post;
}

/**
 * Puts a selected or scheduled post on a date (status scheduled), or takes it off the calendar
 * (at = null: back to selected). A published post keeps its date.
 */
export async function schedulePost(scope: BrandScope, postId: string, at: Date | null): Promise<{ scheduledAt: string | null }> {
  const post = await postInBrand(scope, postId);
  if (post.status === "published") throw new ActionError("This post is already published: its date is the day it went live.");
  if (post.status !== "selected" && post.status !== "scheduled") throw new ActionError("Only selected posts can be scheduled. Select it on Review Generated Posts first.");
  return withScope(scope, async (tx) => {
    // A post moved off a recurring slot frees it (fillSlot links it again when that is the move).
    await tx.delete(contentSeriesSlots).where(and(eq(contentSeriesSlots.brandId, scope.brandId), eq(contentSeriesSlots.postId, postId)));
    await tx
      .update(contentPosts)
      .set({ scheduledAt: at, status: at ? "scheduled" : "selected" })
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId)));
    await logScopeActivity(
      tx,
      scope,
      at ? "content_post_scheduled" : "content_post_unscheduled",
      at ? `Scheduled "${post.title}" for ${at.toISOString()}` : `Took "${post.title}" off the calendar`,
      { postId, scheduledAt: at?.toISOString() ?? null },
    );
    return { scheduledAt: at?.toISOString() ?? null };
  });
}

/** Sets (or clears) the post's owner: someone of the brand, never a stranger. */
export async function setPostOwner(scope: BrandScope, postId: string, ownerId: string | null): Promise<void> {
  await postInBrand(scope, postId);
  if (ownerId && !(await listCalendarMembers(scope)).some((m) => m.userId === ownerId)) {
    throw new ActionError("The owner must be a member of this brand.");
  }
  await withScope(scope, (tx) => tx.update(contentPosts).set({ ownerId }).where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId))));
}
