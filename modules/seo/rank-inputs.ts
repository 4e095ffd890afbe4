/** zod inputs of the rankings, dashboard and settings actions (client-safe). */
import { z } from "zod";

export const trackNewKeywordsInput = z.object({
  /** One keyword per line (or comma separated). */
  text: z.string().max(200_000, "Paste at most 200 KB of keywords at once; import a file for more"),
});
export const checkRanksNowInput = z.object({});
export const syncSearchConsoleInput = z.object({ days: z.number().int().min(1).max(480, "Search Console keeps 16 months of data").default(28) });
