import { getDb } from "@/db/client";
import { contentApprovals, contentPosts } from "@/db/schema";
import * as c from "@/modules/content/calendar/actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";
// Publishing queues a webhook delivery: its task (and so its queue) must exist in the matrix process.
import "@/modules/webhooks/jobs";

// /cm-posts-selected: every change names one of brand A's posts (or approval links), which only A's
// editors may touch; the calendar feed acts on the caller's current brand (the outsider gets a feed
// for their own brand B, A stays untouched). The client's approval page and the ICS feed are
// token-authorized (no session): tests/integration/content/calendar.test.ts covers their walls.
const editors = ["owner", "member"] as const;
const anyBrand = ["owner", "member", "outsider"] as const;

async function postInA(w: MatrixWorld, values: Partial<typeof contentPosts.$inferInsert> = {}): Promise<string> {
  const [p] = await getDb()
    .insert(contentPosts)
    .values({ brandId: w.a.id, kind: "article", title: `Post of ${w.a.name}`, bodyMd: "Body.", method: "manual", status: "selected", ...values })
    .returning({ id: contentPosts.id });
  return p!.id;
}

async function approvalInA(w: MatrixWorld): Promise<string> {
  const postId = await postInA(w);
  const [a] = await getDb()
    .insert(contentApprovals)
    .values({ brandId: w.a.id, tokenHash: crypto.randomUUID(), postIds: [postId], expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: contentApprovals.id });
  return a!.id;
}

export default defineMatrix([
  { action: "scheduleContentPost", call: c.scheduleContentPostAction, allow: editors, input: async (w) => ({ postId: await postInA(w), at: "2026-12-01T09:00:00.000Z" }) },
  { action: "setContentPostOwner", call: c.setContentPostOwnerAction, allow: editors, input: async (w) => ({ postId: await postInA(w), ownerId: null }) },
  { action: "createContentApprovalLink", call: c.createContentApprovalLinkAction, allow: editors, input: async (w) => ({ postIds: [await postInA(w)], days: 7 }) },
  { action: "revokeContentApprovalLink", call: c.revokeContentApprovalLinkAction, allow: editors, input: async (w) => ({ approvalId: await approvalInA(w) }) },
  {
    action: "publishContentPost",
    call: c.publishContentPostAction,
    allow: editors,
    input: async (w) => {
      // A deployment address for content_published, so an allowed call has somewhere to send to.
      process.env.WEBHOOK_URL_CONTENT_PUBLISHED ??= "https://hooks.example.test/published";
      return { postId: await postInA(w, { status: "scheduled", scheduledAt: new Date() }) };
    },
  },
  { action: "markContentPostPublished", call: c.markContentPostPublishedAction, allow: editors, input: async (w) => ({ postId: await postInA(w), url: "https://matrix.example/live" }) },
  { action: "createContentCalendarFeed", call: c.createContentCalendarFeedAction, allow: anyBrand, input: () => ({}) },
  { action: "revokeContentCalendarFeed", call: c.revokeContentCalendarFeedAction, allow: anyBrand, input: () => ({}) },
]);
