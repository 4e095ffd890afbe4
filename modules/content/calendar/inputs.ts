import { z } from "zod";
import { isDay } from "@/lib/calendar-day";
import { APPROVAL_MAX_DAYS, APPROVAL_MAX_POSTS } from "./approvals";
import { isTimeZone, MAX_COUNT, MAX_INTERVAL, SERIES_FREQUENCIES, SERIES_KINDS } from "./recurrence";

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

const seriesDay = (label: string) => z.string().refine(isDay, `${label} must be a date.`);

/**
 * A recurring slot: a rule (daily / weekly on days / monthly on a day, every n, until a date or n
 * times) at a wall-clock time in the creator's time zone.
 */
export const createSeriesInput = z
  .object({
    title: z.string().trim().min(1, "Give the slot a name, e.g. Weekly newsletter.").max(200, "Keep the name under 200 characters."),
    kind: z.enum(SERIES_KINDS, { message: "Choose the kind of post." }),
    channel: z.string().trim().min(1, "Choose a channel.").max(40, "Keep the channel under 40 characters."),
    frequency: z.enum(SERIES_FREQUENCIES, { message: "Choose daily, weekly or monthly." }),
    interval: z.coerce.number().int("Enter a whole number.").min(1, "Repeat at least every 1.").default(1),
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    monthDay: z.coerce.number().int().min(1, "Pick a day from 1 to 31.").max(31, "Pick a day from 1 to 31.").nullable().default(null),
    startDate: seriesDay("The first day"),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Pick a time (HH:mm)."),
    timeZone: z.string().refine(isTimeZone, "Unknown time zone."),
    untilDate: seriesDay("The last day").nullable().default(null),
    count: z.coerce.number().int("Enter a whole number.").min(1, "At least 1 slot.").max(MAX_COUNT, `At most ${MAX_COUNT} slots.`).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    const max = MAX_INTERVAL[v.frequency];
    if (v.interval > max) ctx.addIssue({ code: "custom", path: ["interval"], message: `Repeat every 1 to ${max} ${v.frequency === "daily" ? "days" : v.frequency === "weekly" ? "weeks" : "months"}.` });
    if (v.frequency === "weekly" && v.weekdays.length === 0) ctx.addIssue({ code: "custom", path: ["weekdays"], message: "Pick at least one day of the week." });
    if (v.frequency === "monthly" && v.monthDay === null) ctx.addIssue({ code: "custom", path: ["monthDay"], message: "Pick a day from 1 to 31." });
    if (v.untilDate !== null && v.count !== null) ctx.addIssue({ code: "custom", path: ["count"], message: "End on a date or after a number of slots, not both." });
    if (v.untilDate !== null && v.untilDate < v.startDate) ctx.addIssue({ code: "custom", path: ["untilDate"], message: "The last day must be on or after the first day." });
  })
  .transform((v) => ({
    ...v,
    weekdays: v.frequency === "weekly" ? [...new Set(v.weekdays)].sort() : [],
    monthDay: v.frequency === "monthly" ? v.monthDay : null,
  }));

export const seriesIdInput = z.object({ seriesId: z.string().uuid("Choose a recurring slot.") });

export const fillSlotInput = z.object({ seriesId: z.string().uuid("Choose a recurring slot."), day: seriesDay("The slot's day"), postId });
