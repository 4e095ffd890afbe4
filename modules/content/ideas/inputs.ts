/** zod inputs of the ideas page's actions and its table state from the URL. */
import { z } from "zod";
import { CONTENT_IDEA_ORIGINS } from "@/db/schema/content";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import { IDEAS_TABLE, STATUS_FILTERS, type IdeasTableState } from "./view-params";

const ideaId = z.string().uuid("Choose an idea.");

export const generateIdeasInput = z.object({});

export const generateAiIdeasInput = z.object({
  count: z.number().int().min(1, "Ask for at least one idea.").max(20, "Ask for at most 20 ideas at a time.").default(8),
  focus: z.string().trim().max(200, "Keep the focus under 200 characters.").optional(),
});

export const ideaIdInput = z.object({ id: ideaId });

export const rejectIdeaInput = z.object({
  id: ideaId,
  reason: z.string().trim().min(3, "Say why the idea is rejected (at least 3 characters).").max(500, "Keep the reason under 500 characters."),
});

export const mergeIdeasInput = z
  .object({
    ids: z.array(ideaId).min(2, "Choose at least two ideas to merge.").max(50, "Merge at most 50 ideas at a time."),
    intoId: ideaId,
  })
  .refine((d) => d.ids.includes(d.intoId), { message: "The idea to keep must be one of the chosen ideas.", path: ["intoId"] });

export const addIdeaInput = z.object({
  title: z.string().trim().min(3, "Give the idea a title (at least 3 characters).").max(200, "Keep the title under 200 characters."),
  summary: z.string().trim().max(1000, "Keep the summary under 1,000 characters.").default(""),
  keyword: z.string().trim().max(200, "Keep the keyword under 200 characters.").optional(),
});

export function parseIdeasTable(params: SearchParams | URLSearchParams): IdeasTableState {
  return parseTableState(
    IDEAS_TABLE,
    params,
    z.object({
      q: z.string().trim().max(200).optional().catch(undefined),
      origin: z.enum(CONTENT_IDEA_ORIGINS).optional().catch(undefined),
      status: z.enum(STATUS_FILTERS.map((s) => s.value) as [string, ...string[]]).optional().catch(undefined),
    }),
  );
}
