"use server";
/**
 * Client approval from the social calendar (/sm-posts-selected). The links, their public page and
 * the client's decision are the content calendar's (modules/content/calendar/approvals); these
 * wrappers only differ in permission (Social Media) and in acting on the post's own brand, which the
 * calendar passes as brandId because it shows every brand the person can see.
 */
import { brandAction } from "@/lib/action";
import { currentSiteOrigin } from "@/lib/site-origin";
import { createApprovalLink, revokeApprovalLink } from "@/modules/content/calendar/approvals";
import { approvalIdInput, createApprovalLinkInput } from "@/modules/content/calendar/inputs";

const edit = { module: "social-media", access: "edit", signedOut: "Please log in to change the social calendar." } as const;

export const createSocialApprovalLinkAction = brandAction("createSocialApprovalLink", createApprovalLinkInput, edit, async (scope, d) => {
  const link = await createApprovalLink(scope, d);
  return { ...link, url: `${await currentSiteOrigin()}${link.path}` };
});

export const revokeSocialApprovalLinkAction = brandAction("revokeSocialApprovalLink", approvalIdInput, edit, (scope, d) => revokeApprovalLink(scope, d.approvalId));
