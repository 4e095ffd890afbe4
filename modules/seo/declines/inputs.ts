import { z } from "zod";

/** A decline by its id (queries.ts declineId): the task is made from the figures recomputed on the server. */
export const createDeclineTaskInput = z.object({ id: z.string().trim().min(1, "Choose a decline.").max(4000, "That decline reference is too long.") });
