import { getDb } from "@/db/client";
import { contentApprovals, contentPosts } from "@/db/schema";
import * as s from "@/modules/social/publish/approval-actions";
import { defineMatrix, type MatrixWorld } from "../helpers/matrix";

// /sm-posts-selected → Ask client for approval…: a link names brand A's social posts (or revokes A's
// link), which only A's editors of Social Media may do. The public page and the decision are the
// content calendar's, token-authorized (tests/integration/content/calendar.test.ts covers their walls).
const editors = ["owner", "member"] as const;

async function socialPostInA(w: MatrixWorld): Promise<string> {
  const [p] = await getDb()
    .insert(contentPosts)
    .values({ brandId: w.a.id, kind: "social", channel: "linkedin", title: `Social post of ${w.a.name}`, bodyMd: "A LinkedIn post.", method: "manual", status: "selected" })
    .returning({ id: contentPosts.id });
  return p!.id;
}

async function socialApprovalInA(w: MatrixWorld): Promise<string> {
  const [a] = await getDb()
    .insert(contentApprovals)
    .values({ brandId: w.a.id, tokenHash: crypto.randomUUID(), postIds: [await socialPostInA(w)], expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: contentApprovals.id });
  return a!.id;
}

export default defineMatrix([
  { action: "createSocialApprovalLink", call: s.createSocialApprovalLinkAction, allow: editors, input: async (w) => ({ postIds: [await socialPostInA(w)], days: 7 }) },
  { action: "revokeSocialApprovalLink", call: s.revokeSocialApprovalLinkAction, allow: editors, input: async (w) => ({ approvalId: await socialApprovalInA(w) }) },
]);
