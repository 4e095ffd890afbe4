/** zod inputs of /predictive-analytics (client-safe). */
import { z } from "zod";
import { FORECAST_HORIZON_WEEKS } from "./types";

export const runForecastInput = z.object({
  weeks: z.coerce
    .number()
    .int()
    .refine((w) => (FORECAST_HORIZON_WEEKS as readonly number[]).includes(w), `Choose a horizon of ${FORECAST_HORIZON_WEEKS.join(", ")} weeks`),
});
