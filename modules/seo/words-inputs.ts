/** zod inputs of the keyword-words actions (client-safe). */
import { z } from "zod";
import { normaliseKeyword } from "./analysis/normalise";
import { KEYWORD_MAX_CHARS } from "./keyword-text";

const keyword = z.string().trim().min(1, "Enter a keyword").max(KEYWORD_MAX_CHARS, `Keep each keyword under ${KEYWORD_MAX_CHARS} characters`);

export const keepKeywordsInput = z.object({ keywords: z.array(keyword).min(1, "Choose at least one keyword").max(1_000, "Keep at most 1,000 keywords at once") });

export const expandSeedsInput = z.object({
  seeds: z
    .array(keyword)
    .min(1, "Enter at least one seed keyword")
    .max(20, "Use at most 20 seeds at once")
    .transform((s) => [...new Set(s.map(normaliseKeyword))]),
});

export const brandClassOverrideInput = z.object({
  ids: z.array(z.uuid("Not a valid id")).min(1, "Select at least one keyword").max(5_000, "Select at most 5,000 keywords at once"),
  /** null clears the override: the rules decide again. */
  class: z.enum(["branded", "competitor", "non_branded"]).nullable(),
});

const term = z.string().trim().min(1).max(120, "Keep each term under 120 characters");
const termList = (max: number, what: string) =>
  z
    .array(term)
    .max(max, `At most ${max} ${what}`)
    .transform((list) => [...new Map(list.map((t) => [t.toLowerCase(), t])).values()]);

export const brandTermsInput = z.object({ nameVariants: termList(20, "name variants"), products: termList(100, "products") });

/** One seed of /keywords-5ws to ask the keyword-data provider about. */
export const seedSuggestionsInput = z.object({ seed: keyword.transform(normaliseKeyword) });
