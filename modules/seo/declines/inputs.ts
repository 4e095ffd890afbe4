import { z } from "zod";

/** A decline by its id (queries.ts declineId): the task is made from the figures recomputed on the server. */
export const createDeclineTaskInput = z.object({ id: z.string().trim().min(1, "Choose a decline.").max(4000, "That decline reference is too long.") });

/** Days of daily history to sync; Search Console keeps 16 months. */
export const syncGscHistoryInput = z.object({ days: z.number().int().min(28, "Sync at least 28 days.").max(486, "Search Console keeps 16 months of data (486 days).").default(486) });
