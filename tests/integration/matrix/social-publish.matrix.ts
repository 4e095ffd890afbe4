import { getDb } from "@/db/client";
import { contentApprovals, contentPosts, socialPublications } from "@/db/schema";
import * as s from "@/modules/social/publish/actions";
import * as approval from "@/modules/social/publish/approval-actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /sm-posts-selected: every change names one of brand A's social posts (or A's client approval link),
// which only A's editors of Social Media may touch (the calendar passes the post's brand; here the
// caller's current brand). The approval page and the client's decision are the content calendar's,
// token-authorized: tests/integration/content/calendar.test.ts covers their walls.
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

async function approvalInA(w: MatrixWorld): Promise<string> {
  const [a] = await getDb()
    .insert(contentApprovals)
    .values({ brandId: w.a.id, tokenHash: crypto.randomUUID(), postIds: [await socialPostInA(w)], expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: contentApprovals.id });
  return a!.id;
}

export default defineMatrix([
  { action: "scheduleSocialPost", call: s.scheduleSocialPostAction, allow: editors, input: async (w) => ({ postId: await socialPostInA(w), at: "2026-12-01T09:00:00.000Z", target: "webhook", media: [], format: null }) },
  { action: "markSocialPostPublished", call: s.markSocialPostPublishedAction, allow: editors, input: async (w) => ({ postId: await socialPostInA(w), url: "https://www.linkedin.com/feed/update/urn:li:share:1/" }) },
  { action: "retrySocialPublication", call: s.retrySocialPublicationAction, allow: editors, input: async (w) => ({ postId: await failedPublicationInA(w) }) },
  { action: "createSocialApprovalLink", call: approval.createSocialApprovalLinkAction, allow: editors, input: async (w) => ({ postIds: [await socialPostInA(w)], days: 7 }) },
  { action: "revokeSocialApprovalLink", call: approval.revokeSocialApprovalLinkAction, allow: editors, input: async (w) => ({ approvalId: await approvalInA(w) }) },
]);
