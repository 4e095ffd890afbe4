import { z } from "zod";
import { INSTAGRAM_FORMATS } from "./validate";
import { PUBLICATION_TARGETS } from "./state";

const postId = z.string().uuid("Choose a post.");

export const socialMediaInput = z.object({
  url: z
    .string()
    .trim()
    .url("Each media item needs its public https:// address.")
    .refine((u) => /^https?:\/\//i.test(u), "Each media item needs its public https:// address.")
    .refine((u) => u.length <= 2000, "That media address is too long."),
  kind: z.enum(["image", "video", "document"], { message: "Choose image, video or document." }),
  width: z.coerce.number().int().min(1, "Width must be at least 1 px.").max(20_000, "Width must be under 20,000 px.").nullable().optional(),
  height: z.coerce.number().int().min(1, "Height must be at least 1 px.").max(20_000, "Height must be under 20,000 px.").nullable().optional(),
});

export const scheduleSocialPostInput = z.object({
  postId,
  at: z.string().datetime({ offset: true, message: "Pick a date and time." }).nullable(),
  target: z.enum(PUBLICATION_TARGETS, { message: "Choose how the post goes out." }),
  media: z.array(socialMediaInput).max(20, "At most 20 media items per post.").default([]),
  format: z.enum(INSTAGRAM_FORMATS).nullable().default(null),
});

export const socialPostIdInput = z.object({ postId });
