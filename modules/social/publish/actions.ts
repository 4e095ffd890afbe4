"use server";
/**
 * The shared social calendar's server actions (/sm-posts-selected). Each post belongs to one brand
 * of the calendar; the client passes that brand's id (brandAction then checks the person's access
 * to it), so one calendar can act on every brand the person may edit.
 */
import { brandAction } from "@/lib/action";
import { ActionError } from "@/lib/action";
import { and, eq } from "drizzle-orm";
import { socialPublications } from "@/db/schema";
import { withScope } from "@/lib/brand-scope";
import { scheduleSocialPost } from "./schedule";
import { scheduleSocialPostInput, socialPostIdInput } from "./inputs";
import { markPublishedInput } from "@/modules/content/calendar/inputs";
import { markPublished } from "@/modules/content/calendar/publish";

const edit = { module: "social-media", access: "edit", signedOut: "Please log in to change the social calendar." } as const;

export const scheduleSocialPostAction = brandAction("scheduleSocialPost", scheduleSocialPostInput, edit, (scope, d) => scheduleSocialPost(scope, d));

/** After a failed publication: try again now (attempts reset), keeping its date, target and media. */
export const retrySocialPublicationAction = brandAction("retrySocialPublication", socialPostIdInput, edit, async (scope, d) => {
  return withScope(scope, async (tx) => {
    const [row] = await tx
      .update(socialPublications)
      .set({ state: "scheduled", attempts: 0, nextAttemptAt: null, lastError: null, leaseUntil: null, containerId: null })
      .where(and(eq(socialPublications.postId, d.postId), eq(socialPublications.brandId, scope.brandId), eq(socialPublications.state, "failed")))
      .returning({ id: socialPublications.id });
    if (!row) throw new ActionError("Only a publication that failed can be tried again.");
    return { ok: true as const };
  });
});

/** The post is live (posted by hand after a reminder, or elsewhere): its URL, on the post and its publication. */
export const markSocialPostPublishedAction = brandAction("markSocialPostPublished", markPublishedInput, edit, async (scope, d) => {
  await markPublished(scope, d.postId, d.url);
  await withScope(scope, (tx) =>
    tx
      .update(socialPublications)
      .set({ state: "published", url: d.url, publishedAt: new Date(), leaseUntil: null, nextAttemptAt: null })
      .where(and(eq(socialPublications.postId, d.postId), eq(socialPublications.brandId, scope.brandId))),
  );
  return { ok: true as const };
});
