import { z } from "zod";

export const syncGa4Input = z.object({
  brandId: z.string().optional(),
  // The Data API keeps 14 months of event data on standard properties; the first sync fetches a season.
  days: z.number().int().min(1).max(425, "Google Analytics keeps at most 14 months of data").default(90),
});
