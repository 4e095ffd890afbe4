/** zod inputs of the SEO actions (client-safe, so forms may share them). */
import { z } from "zod";
import { importSourceInput } from "@/lib/import/input";
import { KEYWORD_MAX_CHARS } from "./keyword-text";

/** Keyword files run to tens of thousands of rows (Keyword Planner, Semrush, Ahrefs exports). */
export const SEO_IMPORT_MAX_BYTES = 20_000_000;

const id = z.uuid("Not a valid id");
const ids = z.array(id).min(1, "Select at least one keyword").max(5_000, "Select at most 5,000 keywords at once");
const tag = z.string().trim().min(1).max(40, "Keep each tag under 40 characters");
const tags = z.array(tag).max(20, "At most 20 tags at once");

export const addKeywordsInput = z.object({
  /** Typed or pasted: one keyword per line (or comma separated). */
  text: z.string().max(2_000_000, "Paste at most 2 MB of keywords at once; import a file for more"),
  tags: tags.default([]),
});
export const keywordIdsInput = z.object({ ids });
export const tagKeywordsInput = z
  .object({ ids, add: tags.default([]), remove: tags.default([]) })
  .refine((d) => d.add.length || d.remove.length, { message: "Choose a tag to add or remove", path: ["add"] });
export const trackKeywordsInput = z.object({ ids, tracked: z.boolean() });
export const groupKeywordsInput = z.object({ ids, groupId: id.nullable() });

export const importSeoInput = importSourceInput(SEO_IMPORT_MAX_BYTES);

const groupName = z.string().trim().min(1, "Name the group").max(120, "Keep the name under 120 characters");
const targetUrl = z
  .string()
  .trim()
  .max(2048)
  .url("Enter a full address such as https://example.com/page")
  .refine((u) => /^https?:\/\//i.test(u), "Use an http or https address")
  .nullable();

export const createGroupInput = z.object({
  name: groupName,
  method: z.enum(["serp_overlap", "lexical", "manual"]).default("manual"),
  focusKeywordId: id.nullable().default(null),
  targetUrl: targetUrl.default(null),
  keywordIds: z.array(id).max(5_000).default([]),
});
export const updateGroupInput = z.object({ id, name: groupName.optional(), focusKeywordId: id.nullable().optional(), targetUrl: targetUrl.optional() });
export const groupIdInput = z.object({ id });

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(https?:\/\/)?(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\/?$/, "Enter a domain such as competitor.com");

export const updateSeoSettingsInput = z.object({
  location: z.string().trim().min(2, "Choose a location").max(100),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, "Use a two-letter language code such as en"),
  device: z.enum(["desktop", "mobile"]),
  providers: z.object({ serp: z.enum(["dataforseo", "serpapi", "serper"]).nullable(), keywordData: z.enum(["dataforseo"]).nullable() }),
  rankCheckFrequency: z.enum(["daily", "weekly", "off"]),
  rankCheckHour: z.number().int().min(0).max(23),
  dropAlertPlaces: z.number().int().min(1, "Alert on a drop of at least 1 place").max(100),
  serpOverlapMin: z.number().int().min(1).max(10),
  monthlyBudgetUsd: z.number().min(0, "The budget cannot be negative").max(1_000_000).nullable(),
  competitorDomains: z.array(domain).max(50, "At most 50 competitor domains"),
});

export { KEYWORD_MAX_CHARS };
