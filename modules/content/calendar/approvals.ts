/**
 * Client approval by link. A member creates a link for one post or a set; the client, who has no
 * account, opens it, reads the posts and approves or asks for changes with an optional name and
 * comment. The token authorizes: only its sha-256 is stored, and every lookup goes through the
 * hash, the link's own brand and the link's own post ids, so a link never reaches another post.
 * The comment is internal: kept in content_approval_decisions, shown in the calendar, never published.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { brands, contentApprovalDecisions, contentApprovals, contentPosts, socialPublications, type SocialPublicationMedia } from "@/db/schema";
import { logActivity, logScopeActivity } from "@/lib/activity";
import { ActionError } from "@/lib/action";
import { withScope, type BrandScope } from "@/lib/brand-scope";
import { hashLinkToken, isLinkToken, newLinkToken } from "@/lib/crypto/link-token";
import { asSystem } from "@/lib/system";
import { emitBrandEvent } from "@/modules/webhooks/emit";

export const APPROVAL_DEFAULT_DAYS = 14;
export const APPROVAL_MAX_DAYS = 90;
export const APPROVAL_MAX_POSTS = 50;

export function approvalPath(token: string): string {
  return `/content-approval/${token}`;
}

export type ApprovalLink = { id: string; title: string; postIds: string[]; expiresAt: string; revokedAt: string | null; createdAt: string; active: boolean };

/**
 * Creates a link for posts of the brand that are not published yet and marks them pending. Returns
 * the token once (only its hash is kept).
 */
export async function createApprovalLink(
  scope: BrandScope,
  input: { postIds: string[]; days?: number; title?: string },
  now = new Date(),
): Promise<{ id: string; token: string; path: string; expiresAt: string }> {
  const ids = [...new Set(input.postIds)];
  if (ids.length === 0) throw new ActionError("Choose at least one post for the client to approve.");
  if (ids.length > APPROVAL_MAX_POSTS) throw new ActionError(`One link holds at most ${APPROVAL_MAX_POSTS} posts.`);
  const days = Math.min(Math.max(input.days ?? APPROVAL_DEFAULT_DAYS, 1), APPROVAL_MAX_DAYS);
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  return withScope(scope, async (tx) => {
    const posts = await tx
      .select({ id: contentPosts.id, status: contentPosts.status })
      .from(contentPosts)
      .where(and(eq(contentPosts.brandId, scope.brandId), inArray(contentPosts.id, ids)));
    if (posts.length !== ids.length) throw new ActionError("Some of these posts no longer exist. Reload the calendar and try again.");
    if (posts.some((p) => p.status === "published")) throw new ActionError("A published post cannot be sent for approval.");
    if (posts.some((p) => p.status !== "selected" && p.status !== "scheduled")) throw new ActionError("Only selected or scheduled posts can be sent for approval.");
    const [row] = await tx
      .insert(contentApprovals)
      .values({ brandId: scope.brandId, tokenHash: hashLinkToken(token), postIds: ids, title: input.title?.trim() ?? "", expiresAt, createdBy: scope.userId })
      .returning({ id: contentApprovals.id });
    await tx
      .update(contentPosts)
      .set({ approvalStatus: "pending" })
      .where(and(eq(contentPosts.brandId, scope.brandId), inArray(contentPosts.id, ids)));
    await logScopeActivity(tx, scope, "content_approval_link_created", `Created a client approval link for ${ids.length} post${ids.length === 1 ? "" : "s"}`, { approvalId: row!.id, postIds: ids });
    return { id: row!.id, token, path: approvalPath(token), expiresAt: expiresAt.toISOString() };
  });
}

export async function listApprovalLinks(scope: BrandScope, now = new Date()): Promise<ApprovalLink[]> {
  const rows = await withScope(scope, (tx) =>
    tx.select().from(contentApprovals).where(eq(contentApprovals.brandId, scope.brandId)).orderBy(desc(contentApprovals.createdAt)).limit(50),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    postIds: r.postIds,
    expiresAt: r.expiresAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    active: !r.revokedAt && r.expiresAt > now,
  }));
}

/** Revokes a link at once; posts still pending keep "pending" until someone asks again or decides. */
export async function revokeApprovalLink(scope: BrandScope, approvalId: string): Promise<void> {
  await withScope(scope, async (tx) => {
    const [row] = await tx
      .update(contentApprovals)
      .set({ revokedAt: new Date() })
      .where(and(eq(contentApprovals.id, approvalId), eq(contentApprovals.brandId, scope.brandId), isNull(contentApprovals.revokedAt)))
      .returning({ id: contentApprovals.id });
    if (!row) throw new ActionError("This link is already revoked or no longer exists.");
    await logScopeActivity(tx, scope, "content_approval_link_revoked", "Revoked a client approval link", { approvalId });
  });
}

export type ApprovalPost = {
  id: string;
  title: string;
  kind: string;
  channel: string;
  bodyMd: string;
  scheduledAt: string | null;
  approvalStatus: string;
  /** A social post's media as it will go out (chosen when it is scheduled; none before). */
  media: SocialPublicationMedia[];
  /** The decision made through this link, if any (latest). */
  decided: { decision: "approved" | "changes_requested"; at: string } | null;
};

export type ApprovalView =
  | { status: "invalid" }
  | { status: "expired" }
  | { status: "ok"; brandName: string; title: string; expiresAt: string; posts: ApprovalPost[] };

type LinkRow = typeof contentApprovals.$inferSelect;

/** Finds a link by token. Unknown, malformed and revoked tokens look the same: "invalid". */
async function linkFor(token: string, now: Date): Promise<{ status: "invalid" } | { status: "expired" } | { status: "ok"; link: LinkRow }> {
  if (!isLinkToken(token)) return { status: "invalid" };
  const [link] = await asSystem("client approval link: the client has no account, the token authorizes", (db) =>
    db.select().from(contentApprovals).where(eq(contentApprovals.tokenHash, hashLinkToken(token))),
  );
  if (!link || link.revokedAt) return { status: "invalid" };
  if (link.expiresAt <= now) return { status: "expired" };
  return { status: "ok", link };
}

/** What the public approval page shows: the link's posts of the link's brand, read-only. */
export async function previewApproval(token: string, now = new Date()): Promise<ApprovalView> {
  const found = await linkFor(token, now);
  if (found.status !== "ok") return found;
  const { link } = found;
  return asSystem("client approval link: show the link's posts to the client", async (db) => {
    const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, link.brandId));
    const posts = await db
      .select({
        id: contentPosts.id,
        title: contentPosts.title,
        kind: contentPosts.kind,
        channel: contentPosts.channel,
        bodyMd: contentPosts.bodyMd,
        scheduledAt: contentPosts.scheduledAt,
        approvalStatus: contentPosts.approvalStatus,
        status: contentPosts.status,
      })
      .from(contentPosts)
      .where(and(eq(contentPosts.brandId, link.brandId), inArray(contentPosts.id, link.postIds)));
    const decisions = await db
      .selectDistinctOn([contentApprovalDecisions.postId], { postId: contentApprovalDecisions.postId, decision: contentApprovalDecisions.decision, at: contentApprovalDecisions.createdAt })
      .from(contentApprovalDecisions)
      .where(and(eq(contentApprovalDecisions.brandId, link.brandId), eq(contentApprovalDecisions.approvalId, link.id)))
      .orderBy(contentApprovalDecisions.postId, desc(contentApprovalDecisions.createdAt));
    const latest = new Map(decisions.map((d) => [d.postId, d]));
    const socialIds = posts.filter((p) => p.kind === "social").map((p) => p.id);
    const pubs = socialIds.length
      ? await db.select({ postId: socialPublications.postId, media: socialPublications.media }).from(socialPublications).where(and(eq(socialPublications.brandId, link.brandId), inArray(socialPublications.postId, socialIds)))
      : [];
    const mediaOf = new Map(pubs.map((p) => [p.postId, p.media]));
    const order = new Map(link.postIds.map((id, i) => [id, i]));
    return {
      status: "ok" as const,
      brandName: brand?.name ?? "",
      title: link.title,
      expiresAt: link.expiresAt.toISOString(),
      posts: posts
        .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
        .map((p) => {
          const d = latest.get(p.id);
          return {
            id: p.id,
            title: p.title,
            kind: p.kind,
            channel: p.channel,
            bodyMd: p.bodyMd,
            scheduledAt: p.scheduledAt?.toISOString() ?? null,
            approvalStatus: p.approvalStatus,
            media: mediaOf.get(p.id) ?? [],
            decided: d ? { decision: d.decision, at: d.at.toISOString() } : null,
          };
        }),
    };
  });
}

export type ApprovalDecisionInput = { postId: string; decision: "approved" | "changes_requested"; reviewerName?: string | null; comment?: string | null };

export class ApprovalLinkError extends Error {}

/**
 * Records the client's decision on one post of the link: sets the post's approval_status, keeps who
 * (as typed) and the comment, and emits content_approval_decided in the same transaction. The
 * webhook carries the comment too: it goes to the agency's own endpoint, not to publishing.
 */
export async function decideApproval(token: string, input: ApprovalDecisionInput, now = new Date()): Promise<void> {
  const found = await linkFor(token, now);
  if (found.status === "expired") throw new ApprovalLinkError("This approval link has expired. Ask the team for a new one.");
  if (found.status !== "ok") throw new ApprovalLinkError("This approval link is not valid.");
  const { link } = found;
  if (!link.postIds.includes(input.postId)) throw new ApprovalLinkError("This post is not part of this approval link.");
  const reviewerName = input.reviewerName?.trim() || null;
  const comment = input.comment?.trim() ?? "";
  if (input.decision === "changes_requested" && !comment) throw new ApprovalLinkError("Say what should change, so the team knows what to fix.");
  await asSystem("client approval link: record the client's decision (no account, the token authorizes)", (db) =>
    db.transaction(async (tx) => {
      const [post] = await tx
        .update(contentPosts)
        .set({ approvalStatus: input.decision })
        .where(and(eq(contentPosts.id, input.postId), eq(contentPosts.brandId, link.brandId)))
        .returning({ id: contentPosts.id, title: contentPosts.title, status: contentPosts.status });
      if (!post) throw new ApprovalLinkError("This post no longer exists.");
      const [decision] = await tx
        .insert(contentApprovalDecisions)
        .values({ brandId: link.brandId, approvalId: link.id, postId: post.id, decision: input.decision, reviewerName, comment })
        .returning({ id: contentApprovalDecisions.id, createdAt: contentApprovalDecisions.createdAt });
      const who = reviewerName ?? "The client";
      await logActivity(tx, {
        brandId: link.brandId,
        userId: null,
        actionType: "content_approval_decided",
        userAction: `${who} ${input.decision === "approved" ? "approved" : "asked for changes to"} "${post.title}"`,
        payload: { postId: post.id, approvalId: link.id, decision: input.decision },
      });
      await emitBrandEvent(tx, { brandId: link.brandId }, "content_approval_decided", {
        post_id: post.id,
        approval_id: link.id,
        title: post.title,
        decision: input.decision,
        reviewer_name: reviewerName,
        comment,
        decided_at: decision!.createdAt.toISOString(),
      }, { warnWhenUnrouted: false });
    }),
  );
}
