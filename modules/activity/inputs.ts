import { z } from "zod";
import { isDay } from "@/lib/calendar-day";
import { parseTableState, type SearchParams } from "@/lib/table/parse";
import { ACTIVITY_TABLE, type ActivityTableState } from "./view-params";

export const ACTIVITY_EXPORT_LIMIT = 50_000;

const date = z
  .string()
  .refine(isDay)
  .optional()
  .catch(undefined);

/** The filters of the URL (?action=&user=&from=&to=); each malformed one is ignored on its own, not an error. */
const activityFiltersInput = z.object({
  action: z.string().trim().max(80).regex(/^[a-z0-9_.-]+$/).optional().catch(undefined),
  user: z.string().uuid().optional().catch(undefined),
  from: date,
  to: date,
});

/** The page's (and the export's) table state: filters, sort, page and page size from the URL. */
export function parseActivityTable(params: SearchParams | URLSearchParams): ActivityTableState {
  return parseTableState(ACTIVITY_TABLE, params, activityFiltersInput);
}
