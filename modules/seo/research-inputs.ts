/** zod of /keyword-research: the table's URL state (server side) and the research actions' inputs. */
import { z } from "zod";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import { KEYWORD_TABLE, POSITION_BANDS, SEARCH_INTENTS, type KeywordTableState } from "./research-view";

const count = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .optional()
  .catch(undefined);
const score = z
  .string()
  .trim()
  .regex(/^(100|\d{1,2})$/)
  .optional()
  .catch(undefined);

/** The filters of the URL; each malformed one is ignored on its own, never an error. */
export const keywordFiltersInput = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  vmin: count,
  vmax: count,
  dmin: score,
  dmax: score,
  intent: z.enum(SEARCH_INTENTS).optional().catch(undefined),
  tracked: z.enum(["yes", "no"]).optional().catch(undefined),
  group: z.union([z.literal("none"), z.uuid()]).optional().catch(undefined),
  tag: z.string().trim().min(1).max(40).optional().catch(undefined),
  source: z.string().trim().max(40).regex(/^[a-z_]+$/).optional().catch(undefined),
  pos: z.enum(Object.keys(POSITION_BANDS) as [keyof typeof POSITION_BANDS, ...(keyof typeof POSITION_BANDS)[]]).optional().catch(undefined),
});

export function parseKeywordTable(params: SearchParams | URLSearchParams): KeywordTableState {
  return parseTableState(KEYWORD_TABLE, params, keywordFiltersInput);
}

const id = z.uuid("Not a valid id");
const ids = z.array(id).min(1, "Select at least one keyword").max(5_000, "Select at most 5,000 keywords at once");

/** Seeds for "Find ideas": one per line or comma separated, as typed. */
export const findKeywordIdeasInput = z.object({
  seeds: z.string().trim().min(1, "Enter at least one seed keyword").max(20_000, "Keep the seeds under 20,000 characters"),
  limit: z.number().int().min(10).max(1_000).default(100),
});
export const refreshKeywordVolumesInput = z.object({ ids });

export const saveKeywordViewInput = z.object({
  name: z.string().trim().min(1, "Name the view").max(60, "Keep the name under 60 characters"),
  /** The table's query string ("" or "?…"); parsed again before it is stored. */
  search: z.string().max(2_000),
});
export const keywordViewIdInput = z.object({ id });

/** The `ids` of an "Export selected" link: well-formed ids only, at most a page's worth; absent = the whole filter. */
export function exportIds(raw: string | null): string[] | undefined {
  if (raw === null) return undefined;
  return raw
    .split(",")
    .filter((v) => z.uuid().safeParse(v).success)
    .slice(0, 500);
}
