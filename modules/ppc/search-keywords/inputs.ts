/** zod of /search-keywords: the tables' URL state (server side) and the bulk actions' inputs. */
import { z } from "zod";
import { PPC_NETWORKS } from "@/db/schema/ppc";
import { oneParam, parseTableState, type SearchParams } from "@/lib/table/parse";
import { PPC_PERIODS, SEARCH_KEYWORD_TABS, specOf, type PpcTableState, type SearchKeywordTab } from "./view";

const count = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .optional()
  .catch(undefined);

/** Each malformed filter is ignored on its own, never an error. */
export const ppcFiltersInput = z.object({
  period: z.enum(Object.keys(PPC_PERIODS) as [keyof typeof PPC_PERIODS, ...(keyof typeof PPC_PERIODS)[]]).optional().catch(undefined),
  network: z.enum(PPC_NETWORKS).optional().catch(undefined),
  campaign: z.uuid().optional().catch(undefined),
  adgroup: z.union([z.literal("planned"), z.uuid()]).optional().catch(undefined),
  match: z.enum(["exact", "phrase", "broad"]).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  minclicks: count,
  mincost: count,
  noconv: z.literal("1").optional().catch(undefined),
  organic: z.literal("top3").optional().catch(undefined),
});

export function parseTab(params: SearchParams | URLSearchParams): SearchKeywordTab {
  const v = oneParam(params, "tab");
  return (SEARCH_KEYWORD_TABS as readonly string[]).includes(v ?? "") ? (v as SearchKeywordTab) : "keywords";
}

export function parsePpcTable(tab: SearchKeywordTab, params: SearchParams | URLSearchParams): PpcTableState {
  return parseTableState(specOf(tab), params, ppcFiltersInput);
}

const terms = z
  .array(z.string().trim().min(1, "A search term is empty").max(200, "Keep each term under 200 characters"))
  .min(1, "Select at least one search term")
  .max(1_000, "Select at most 1,000 search terms at once");

export const addTermsAsKeywordsInput = z.object({ terms, matchType: z.enum(["exact", "phrase", "broad"]).default("exact") });
export const addTermsAsNegativesInput = z.object({ terms, matchType: z.enum(["exact", "phrase"]) });
export const sendTermsToGroupInput = z
  .object({
    terms,
    groupId: z.uuid("Not a valid group").optional(),
    newGroupName: z.string().trim().min(1, "Name the group").max(120, "Keep the group name under 120 characters").optional(),
  })
  .refine((d) => !!d.groupId !== !!d.newGroupName, { message: "Pick a group or name a new one", path: ["groupId"] });
