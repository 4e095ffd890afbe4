import { z } from "zod";
import { STYLE_PROFILE_KINDS } from "@/db/schema";
import { LINKEDIN_MAX_CHARS } from "./preview";
import { charCount, HOOK_TYPES } from "./hooks";

const id = z.string().uuid("Choose an item from the list.");
const lines = (max: number, each: number) => z.array(z.string().trim().min(1).max(each)).max(max);

export const createStyleProfileInput = z.object({
  name: z.string().trim().min(1, "Give the profile a name, e.g. “CEO” or “Company page”.").max(80, "Keep the name under 80 characters."),
  kind: z.enum(STYLE_PROFILE_KINDS),
  socialProfileId: z.union([id, z.literal("")]).optional(),
});

export const styleProfileIdInput = z.object({ styleProfileId: id });

export const addSamplesInput = z.object({
  styleProfileId: id,
  text: z.string().trim().min(1, "Paste at least one post.").max(200_000, "Paste at most 200,000 characters at a time."),
});

export const sampleIdInput = z.object({ sampleId: id });

export const trainStyleProfileInput = z.object({ styleProfileId: id, keepEdits: z.boolean().default(true) });

export const updateStyleProfileInput = z.object({
  styleProfileId: id,
  name: z.string().trim().min(1, "The name cannot be empty.").max(80),
  kind: z.enum(STYLE_PROFILE_KINDS),
  socialProfileId: z.union([id, z.literal("")]).optional(),
  voice: z.string().trim().max(2_000, "Keep the voice under 2,000 characters."),
  toneWords: lines(12, 40),
  targetChars: z.coerce.number().int("A whole number of characters.").min(50, "At least 50 characters.").max(3_000, "LinkedIn allows at most 3,000 characters."),
  preferredHooks: z.array(z.enum(HOOK_TYPES)).max(HOOK_TYPES.length),
  structure: z.string().trim().max(600),
  emoji: z.string().trim().max(300),
  hashtags: z.string().trim().max(300),
  topics: lines(20, 60),
  dos: lines(12, 200),
  donts: lines(12, 200),
});

export const generateIdeasInput = z.object({
  count: z.coerce.number().int().min(1).max(10).default(5),
  styleProfileId: z.union([id, z.literal("")]).optional(),
  focus: z.string().trim().max(300, "Keep the focus under 300 characters.").optional(),
});

export const addIdeaInput = z.object({
  title: z.string().trim().min(3, "Give the idea a title (3 characters or more).").max(200),
  angle: z.string().trim().max(600).default(""),
  reason: z.string().trim().max(400).default(""),
});

export const ideaIdInput = z.object({ ideaId: id });
export const rejectIdeaInput = z.object({ ideaId: id, reason: z.string().trim().min(2, "Say why, so the next ideas avoid it.").max(300) });

export const writePostsInput = z.object({
  styleProfileId: id,
  ideaId: z.union([id, z.literal("")]).optional(),
  topic: z.string().trim().max(600, "Keep the topic under 600 characters.").optional(),
  variants: z.coerce.number().int().min(1).max(3).default(2),
});

export const linkedinPostIdInput = z.object({ postId: id });
export const saveLinkedinPostInput = z.object({
  postId: id,
  bodyMd: z
    .string()
    .trim()
    .min(1, "The post has no text.")
    .refine((s) => charCount(s) <= LINKEDIN_MAX_CHARS, "LinkedIn allows at most 3,000 characters: shorten the post."),
});
export const rejectLinkedinPostInput = z.object({ postId: id, reason: z.string().trim().min(2, "Say why it is rejected, so the next drafts avoid it.").max(500) });
