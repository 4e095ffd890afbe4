"use server";
/**
 * The calendar's server actions (/cm-posts-selected): thin brandAction wrappers over ./posts,
 * ./approvals, ./publish and ./feeds. Writes need edit access to content marketing.
 */
import { brandAction } from "@/lib/action";
import { headers } from "next/headers";
import { clientIpFromHeaders } from "@/lib/auth/endpoint/context";
import { currentSiteOrigin } from "@/lib/site-origin";
import { decisionRateRefusal } from "./approval-limit";
import { createApprovalLink, decideApproval, revokeApprovalLink, ApprovalLinkError } from "./approvals";
import { createFeed, revokeFeed } from "./feeds";
import { approvalDecisionInput, approvalIdInput, createApprovalLinkInput, feedInput, markPublishedInput, publishPostInput, schedulePostInput, setPostOwnerInput } from "./inputs";
import { syncingBrandData } from "@/modules/knowledge/brand-data";
import { markPublished, publishViaWebhook } from "./publish";
import { schedulePost, setPostOwner } from "./posts";

const edit = { module: "content-marketing", access: "edit", signedOut: "Please log in to change the content calendar." } as const;

export const scheduleContentPostAction = brandAction("scheduleContentPost", schedulePostInput, edit, (scope, d) => schedulePost(scope, d.postId, d.at ? new Date(d.at) : null));

export const setContentPostOwnerAction = brandAction("setContentPostOwner", setPostOwnerInput, edit, (scope, d) => setPostOwner(scope, d.postId, d.ownerId));

export const createContentApprovalLinkAction = brandAction("createContentApprovalLink", createApprovalLinkInput, edit, async (scope, d) => {
  const link = await createApprovalLink(scope, d);
  return { ...link, url: `${await currentSiteOrigin()}${link.path}` };
});

export const revokeContentApprovalLinkAction = brandAction("revokeContentApprovalLink", approvalIdInput, edit, (scope, d) => revokeApprovalLink(scope, d.approvalId));

export const publishContentPostAction = brandAction("publishContentPost", publishPostInput, edit, (scope, d) => publishViaWebhook(scope, d.postId));

export const markContentPostPublishedAction = brandAction("markContentPostPublished", markPublishedInput, edit, syncingBrandData((scope, d) => markPublished(scope, d.postId, d.url)));

export const createContentCalendarFeedAction = brandAction("createContentCalendarFeed", feedInput, edit, async (scope) => {
  const feed = await createFeed(scope);
  return { url: `${await currentSiteOrigin()}${feed.path}` };
});

export const revokeContentCalendarFeedAction = brandAction("revokeContentCalendarFeed", feedInput, edit, (scope) => revokeFeed(scope));

/** The client's IP for the rate limit; null outside a request (a test or a script calling the action). */
async function requestIp(): Promise<string | null> {
  try {
    return clientIpFromHeaders(await headers());
  } catch (e) {
    if (e instanceof Error && e.message.includes("outside a request scope")) return null;
    throw e;
  }
}

export type DecisionResult = { ok: true } | { ok: false; error: string };

/**
 * The client's decision from the public approval page. Not a brandAction: the client has no account;
 * the token is the permission (checked in decideApproval against the link's brand and posts).
 */
export async function decideContentApprovalAction(raw: unknown): Promise<DecisionResult> {
  const parsed = approvalDecisionInput.safeParse(raw);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Check the form and try again." };
  const limited = decisionRateRefusal(await requestIp(), parsed.data.token);
  if (limited) return { ok: false, error: limited };
  try {
    await decideApproval(parsed.data.token, parsed.data);
    return { ok: true };
  } catch (e) {
    if (e instanceof ApprovalLinkError) return { ok: false, error: e.message };
    console.error("[content approval]", e);
    return { ok: false, error: "Your decision could not be saved. Please try again." };
  }
}
