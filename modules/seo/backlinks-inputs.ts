import { z } from "zod";

/** A referring domain of the link gap, as the page shows it. */
export const createOutreachTaskInput = z.object({
  domain: z
    .string()
    .trim()
    .min(1, "Choose a domain of the link gap.")
    .max(253, "That is not a domain name.")
    .regex(/^[a-z0-9.-]+$/i, "That is not a domain name."),
});
