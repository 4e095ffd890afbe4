import { z } from "zod";
import { APPROVAL_MAX_DAYS, APPROVAL_MAX_POSTS } from "./approvals";

const postId = z.string().uuid("Choose a post.");

export const schedulePostInput = z.object({
  postId,
  /** ISO 8601 instant; null takes the post off the calendar. */
  at: z.string().datetime({ offset: true, message: "Pick a date and time." }).nullable(),
});

export const setPostOwnerInput = z.object({ postId, ownerId: z.string().uuid("Choose a member of the brand.").nullable() });

export const createApprovalLinkInput = z.object({
  postIds: z.array(postId).min(1, "Choose at least one post for the client to approve.").max(APPROVAL_MAX_POSTS, `One link holds at most ${APPROVAL_MAX_POSTS} posts.`),
  days: z.coerce.number().int().min(1, "A link is valid for at least 1 day.").max(APPROVAL_MAX_DAYS, `A link is valid for at most ${APPROVAL_MAX_DAYS} days.`).default(14),
  title: z.string().trim().max(200, "Keep the title under 200 characters.").optional(),
});

export const approvalIdInput = z.object({ approvalId: z.string().uuid("Choose a link.") });

export const publishPostInput = z.object({ postId });

export const markPublishedInput = z.object({
  postId,
  url: z
    .string()
    .trim()
    .url("Enter the live URL, starting with https://")
    .refine((u) => /^https?:\/\//i.test(u), "Enter the live URL, starting with https://")
    .refine((u) => u.length <= 2000, "That URL is too long."),
});

export const feedInput = z.object({});

/** The public approval form (no account): the token comes from the page's URL. */
export const approvalDecisionInput = z.object({
  token: z.string().min(1).max(100),
  postId,
  decision: z.enum(["approved", "changes_requested"], { message: "Choose Approve or Request changes." }),
  reviewerName: z.string().trim().max(120, "Keep your name under 120 characters.").optional().nullable(),
  comment: z.string().trim().max(4000, "Keep the comment under 4,000 characters.").optional().nullable(),
});
