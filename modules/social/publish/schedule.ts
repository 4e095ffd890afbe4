/**
 * Scheduling a social post (content_posts kind 'social', channel linkedin | instagram) on the shared
 * calendar: the per-network rules first (./validate.ts), the brand's "approval required" setting,
 * then its publication row (how it goes out: API, webhook or reminder; its media) and the date —
 * the date through the content calendar's own schedulePost, so both calendars stay one flow.
 *
 * The publication row is written before the date: a post is never "scheduled" without saying how
 * it goes out (the content tick would otherwise send a social post to the content webhook).
 */
import { and, eq } from "drizzle-orm";
import { contentPosts, socialPublications, socialSettings, type SocialPublicationMedia } from "@/db/schema";
import { logScopeActivity } from "@/lib/activity";
import { ActionError } from "@/lib/action";
import { NotFoundError, withScope, type BrandScope } from "@/lib/brand-scope";
import { schedulePost } from "@/modules/content/calendar/posts";
import { canPublishThroughApi } from "./connection";
import type { PublicationTarget } from "./state";
import { validateSocialPost, type InstagramFormat } from "./validate";

export const SOCIAL_CHANNELS = ["linkedin", "instagram"] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
export const isSocialChannel = (c: string): c is SocialChannel => (SOCIAL_CHANNELS as readonly string[]).includes(c);

export const APPROVAL_REQUIRED_MESSAGE = "This brand requires the client's approval before a post is scheduled. Send an approval link (Ask client for approval…) and schedule it once approved.";

export type ScheduleSocialInput = {
  postId: string;
  /** ISO instant; null takes the post off the calendar. */
  at: string | null;
  target: PublicationTarget;
  media: SocialPublicationMedia[];
  format: InstagramFormat | null;
};

async function socialPost(scope: BrandScope, postId: string) {
  const [post] = await withScope(scope, (tx) =>
    tx
      .select({ id: contentPosts.id, title: contentPosts.title, kind: contentPosts.kind, channel: contentPosts.channel, status: contentPosts.status, bodyMd: contentPosts.bodyMd, approvalStatus: contentPosts.approvalStatus })
      .from(contentPosts)
      .where(and(eq(contentPosts.id, postId), eq(contentPosts.brandId, scope.brandId))),
  );
  if (!post || post.kind !== "social" || !isSocialChannel(post.channel)) throw new NotFoundError();
  return { ...post, channel: post.channel as SocialChannel };
}

export async function approvalRequired(scope: BrandScope): Promise<boolean> {
  const [row] = await withScope(scope, (tx) => tx.select({ v: socialSettings.approvalRequired }).from(socialSettings).where(eq(socialSettings.brandId, scope.brandId)));
  return row?.v ?? false;
}

export async function scheduleSocialPost(scope: BrandScope, input: ScheduleSocialInput): Promise<{ scheduledAt: string | null }> {
  const post = await socialPost(scope, input.postId);
  const [existing] = await withScope(scope, (tx) => tx.select().from(socialPublications).where(and(eq(socialPublications.postId, post.id), eq(socialPublications.brandId, scope.brandId))));
  if (post.status === "published" || existing?.state === "published") throw new ActionError("This post is already published.");
  if (existing && (existing.state === "sending" || existing.state === "container")) throw new ActionError("This post is being published right now; wait a minute and look again.");
  if (post.status !== "selected" && post.status !== "scheduled") throw new ActionError("Only approved posts can be scheduled. Approve it on Review Generated Posts first.");

  if (input.at === null) {
    await withScope(scope, (tx) => tx.delete(socialPublications).where(and(eq(socialPublications.postId, post.id), eq(socialPublications.brandId, scope.brandId))));
    return schedulePost(scope, post.id, null);
  }
  if (await approvalRequired(scope)) {
    if (post.approvalStatus !== "approved") throw new ActionError(APPROVAL_REQUIRED_MESSAGE);
  }
  const issues = validateSocialPost({ network: post.channel, text: post.bodyMd, media: input.media, format: input.format });
  if (issues.length) throw new ActionError(issues.map((i) => i.message).join(" "));
  if (input.target === "api") {
    if (!(await canPublishThroughApi(scope.brandId, post.channel))) {
      throw new ActionError(`${post.channel === "linkedin" ? "LinkedIn" : "Instagram"} is not connected for this brand. Connect it on /integrations, or choose Publish via webhook or Remind me.`);
    }
  }
  const values = {
    brandId: scope.brandId,
    postId: post.id,
    network: post.channel,
    target: input.target,
    format: post.channel === "instagram" ? input.format : null,
    media: input.media,
    state: "scheduled" as const,
    attempts: 0,
    nextAttemptAt: null,
    leaseUntil: null,
    sendingSince: null,
    containerId: null,
    lastError: null,
    createdBy: scope.userId,
  };
  await withScope(scope, async (tx) => {
    await tx.insert(socialPublications).values(values).onConflictDoUpdate({ target: socialPublications.postId, set: { ...values, createdBy: undefined } });
    await logScopeActivity(tx, scope, "social_post_publication_set", `Set "${post.title}" to go out ${input.target === "api" ? `through the ${post.channel} API` : input.target === "webhook" ? "through the webhook" : "as a reminder"}`, { postId: post.id, target: input.target });
  });
  return schedulePost(scope, post.id, new Date(input.at));
}
