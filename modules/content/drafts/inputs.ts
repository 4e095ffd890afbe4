import { z } from "zod";
import { CONTENT_POST_KINDS } from "@/db/schema/content";
import { POST_CHANNELS } from "./labels";

const id = z.string().uuid("Not found");
const kind = z.enum(CONTENT_POST_KINDS, "Choose article, newsletter or social");


export const startGenerationInput = z.object({
  briefId: id,
  kinds: z.array(kind).min(1, "Choose at least one kind of post").max(3),
});
export const generationIdInput = z.object({ generationId: id });

export const addManualDraftInput = z.object({
  briefId: z.union([id, z.literal(""), z.null()]).transform((v) => v || null),
  kind,
  channel: z.enum(POST_CHANNELS, "Choose a channel"),
  title: z.string().trim().min(1, "Give the draft a title").max(300, "Keep the title under 300 characters"),
  bodyMd: z.string().trim().min(1, "Paste the draft's Markdown or upload a .md or .docx file").max(200_000, "The draft is longer than 200,000 characters; split it"),
});

export const savePostInput = z.object({
  postId: id,
  title: z.string().trim().min(1, "The post needs a title").max(300, "Keep the title under 300 characters"),
  bodyMd: z.string().max(200_000, "The draft is longer than 200,000 characters; split it"),
  note: z.string().trim().max(200).optional(),
});
export const restoreVersionInput = z.object({ postId: id, versionId: id });
export const postIdInput = z.object({ postId: id });
export const rejectPostInput = z.object({ postId: id, reason: z.string().trim().min(3, "Say why the post is rejected (at least 3 characters)").max(1_000, "Keep the reason under 1,000 characters") });

/** One uploaded draft file (.md, .markdown, .txt, .docx) as FormData field "file". */
export const readDraftFileInput = z.custom<FormData>((v) => typeof FormData !== "undefined" && v instanceof FormData, "Choose a .md or .docx file to upload.");
