/** zod inputs of the briefs actions: bad input is a readable field error, never a 500. */
import { z } from "zod";
import { dayField } from "@/lib/calendar-day";
import { CONTENT_BRIEF_STATUSES } from "@/db/schema/content";
import { BRIEF_INTENTS } from "./draft-intents";
import { EXPORT_FORMATS } from "./export-formats";
import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS } from "./share";

const id = z.string().uuid("Not found.");
const line = (max: number, what: string) => z.string().trim().max(max, `${what} is at most ${max} characters`);
const httpUrl = z
  .string()
  .trim()
  .max(2000, "A URL is at most 2,000 characters")
  .refine((u) => {
    try {
      return /^https?:$/.test(new URL(u).protocol);
    } catch {
      return false;
    }
  }, "Enter a full web address starting with https://");

export const createBriefInput = z.object({
  title: line(200, "The title").min(1, "Give the brief a title"),
  keyword: line(200, "The keyword").optional(),
  ideaId: id.optional(),
});

export const outlineItem = z.object({
  level: z.union([z.literal(2), z.literal(3)]),
  text: line(200, "A heading").min(1, "A heading cannot be empty"),
  notes: line(1000, "A heading's notes").optional(),
  coverage: z.number().int().min(0).max(100).optional(),
});

export const updateBriefInput = z.object({
  id,
  title: line(200, "The title").min(1, "Give the brief a title").optional(),
  keyword: line(200, "The keyword").nullable().optional(),
  intent: z.enum(BRIEF_INTENTS).nullable().optional(),
  audience: line(1000, "The audience").optional(),
  personaId: id.nullable().optional(),
  angle: line(2000, "The angle").optional(),
  titleOptions: z.array(line(200, "A title option").min(1)).max(10, "At most 10 title options").optional(),
  outline: z.array(outlineItem).max(60, "At most 60 headings").optional(),
  outlineMethod: z.enum(["ai", "consensus", "manual"]).nullable().optional(),
  questions: z.array(line(300, "A question").min(1)).max(30, "At most 30 questions").optional(),
  terms: z.array(z.object({ term: line(100, "A term").min(1), count: z.number().int().min(0).max(1000).optional(), pages: z.number().int().min(0).max(100).optional() })).max(100, "At most 100 terms").optional(),
  internalLinks: z.array(z.object({ url: httpUrl, anchor: line(200, "A link's anchor"), reason: line(300, "A link's reason").optional() })).max(30, "At most 30 internal links").optional(),
  sources: z.array(z.object({ url: httpUrl, title: line(300, "A source's title") })).max(30, "At most 30 sources").optional(),
  targetWords: z.number().int().min(50, "A length is at least 50 words").max(20_000, "A length is at most 20,000 words").nullable().optional(),
  cta: line(500, "The call to action").optional(),
  publishedUrl: httpUrl.nullable().optional(),
  /** yyyy-MM-dd */
  publishedOn: dayField("Enter the publish date as a date").nullable().optional(),
});

export const briefIdInput = z.object({ id });
export const setBriefStatusInput = z.object({ id, status: z.enum(CONTENT_BRIEF_STATUSES) });
export const assignBriefInput = z.object({ id, assigneeId: id.nullable() });
export const shareBriefInput = z.object({ id, days: z.number().int().min(1, "At least 1 day").max(SHARE_MAX_DAYS, `At most ${SHARE_MAX_DAYS} days`).default(SHARE_DEFAULT_DAYS) });
export const exportBriefInput = z.object({ id, format: z.enum(EXPORT_FORMATS) });
export const exportDownloadInput = z.object({ exportId: id });
