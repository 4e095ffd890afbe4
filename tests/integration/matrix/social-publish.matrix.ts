import { getDb } from "@/db/client";
import { contentPosts, socialPublications } from "@/db/schema";
import * as s from "@/modules/social/publish/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /sm-posts-selected: every change names one of brand A's social posts, which only A's editors of
// Social Media may touch (the calendar passes the post's brand; here the caller's current brand).
const editors = ["owner", "member"] as const;

async function socialPostInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb()
    .insert(contentPosts)
    .values({ brandId: w.a.id, kind: "social", channel: "linkedin", title: `Social post of ${w.a.name}`, bodyMd: "A LinkedIn post.", method: "manual", status: "selected" })
    .returning({ id: contentPosts.id });
  return p!.id;
}

async function failedPublicationInA(w: MatrixWorld): Promise<string> {
  const postId = await socialPostInA(w);
  await getDb().insert(socialPublications).values({ brandId: w.a.id, postId, network: "linkedin", target: "webhook", state: "failed", lastError: "No webhook" });
  return postId;
}

export default defineMatrix([
  { action: "scheduleSocialPost", call: s.scheduleSocialPostAction, allow: editors, input: async (w) => ({ postId: await socialPostInA(w), at: "2026-12-01T09:00:00.000Z", target: "webhook", media: [], format: null }) },
  { action: "markSocialPostPublished", call: s.markSocialPostPublishedAction, allow: editors, input: async (w) => ({ postId: await socialPostInA(w), url: "https://www.linkedin.com/feed/update/urn:li:share:1/" }) },
  { action: "retrySocialPublication", call: s.retrySocialPublicationAction, allow: editors, input: async (w) => ({ postId: await failedPublicationInA(w) }) },
]);
