import { z } from "zod";
import { isDay } from "@/lib/calendar-day";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import { API_CALL_TABLE, type ApiCallTableState } from "./view-params";

export const API_CALLS_EXPORT_LIMIT = 50_000;

const date = z
  .string()
  .refine(isDay)
  .optional()
  .catch(undefined);

/** The filters of the URL (?provider=&status=&from=&to=); each malformed one is ignored on its own, not an error. */
const apiCallFiltersInput = z.object({
  provider: z.string().trim().max(80).regex(/^[a-z0-9_.-]+$/i).optional().catch(undefined),
  status: z.enum(["ok", "failed"]).optional().catch(undefined),
  from: date,
  to: date,
});

/** The page's (and the export's) table state: filters, sort, page and page size from the URL. */
export function parseApiCallTable(params: SearchParams | URLSearchParams): ApiCallTableState {
  return parseTableState(API_CALL_TABLE, params, apiCallFiltersInput);
}
