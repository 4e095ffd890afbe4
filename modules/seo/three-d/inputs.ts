/** zod inputs of ./actions.ts (client-safe, so the step forms share them). */
import { z } from "zod";
import { KEYWORD_MAX_CHARS } from "../keyword-text";
import { METRIC_IDS, PAGE_SOURCE_IDS } from "./model";

const id = z.uuid("Not a valid analysis id");
const pageUrl = z.string().trim().max(2_000, "Keep page addresses under 2,000 characters");

export const create3dAnalysisInput = z.object({
  name: z.string().trim().min(1, "Name the analysis").max(120, "Keep the name under 120 characters"),
});

export const analysisIdInput = z.object({ id });

export const add3dPagesInput = z.object({
  id,
  source: z.enum(PAGE_SOURCE_IDS, "Choose where the pages come from"),
  /** The sitemap address or the pasted list; ignored by sources that need none. */
  input: z.string().max(500_000, "Paste at most 500,000 characters at once").default(""),
});

export const remove3dPagesInput = z.object({ id, urls: z.array(pageUrl).min(1, "Select the pages to remove").max(2_000) });

export const add3dPairsInput = z.object({ id, source: z.enum(["gsc", "rankings"], "Choose where the keywords come from") });

export const add3dPairInput = z.object({
  id,
  keyword: z.string().trim().min(1, "Enter a keyword").max(KEYWORD_MAX_CHARS, `Keep the keyword under ${KEYWORD_MAX_CHARS} characters`),
  /** "" maps the keyword to no page (it then shows as a keyword without a page). */
  page: pageUrl.default(""),
});

export const remove3dPairsInput = z.object({
  id,
  pairs: z.array(z.object({ keyword: z.string().max(KEYWORD_MAX_CHARS), page: pageUrl })).min(1, "Select the pairs to remove").max(5_000),
});

export const save3dMetricsInput = z.object({
  id,
  metrics: z.array(z.enum(METRIC_IDS)).min(1, "Choose at least one metric").max(METRIC_IDS.length),
  periodDays: z.union([z.literal(7), z.literal(28), z.literal(90), z.literal(180), z.literal(365)], "Choose a period"),
});

export const create3dFindingTaskInput = z.object({ id, findingKey: z.string().min(1).max(3_000) });
