import { z } from "zod";

export const projectId = z.string().uuid("Choose a project.");
/** The sessions to include; omitted = every finished session of the project with answers. */
export const sessionIds = z.array(z.string().uuid("Choose sessions from the list.")).max(100, "Pick at most 100 sessions.").optional();

export const resultsInput = z.object({ projectId, sessionIds });

export const exportTranscriptInput = z.object({ projectId, sessionIds, format: z.enum(["txt", "md"]).default("md") });

export const scoreSsrInput = z.object({ projectId, sessionIds, temperature: z.number().min(0.1, "The temperature is at least 0.1.").max(5, "The temperature is at most 5.").default(1) });

export const recordOutcomeInput = z.object({
  projectId,
  sessionIds,
  stimulusId: z.string().uuid("Choose the stimulus the outcome belongs to."),
  metric: z.string().trim().min(1, "Name the metric, e.g. CTR or conversion rate.").max(80, "A metric name has at most 80 characters."),
  actual: z.number({ error: "Enter the real value as a number." }).finite("Enter the real value as a number.").min(0, "The real value cannot be negative.").max(1e8, "That value is too large."),
  note: z.string().trim().max(500, "A note has at most 500 characters.").optional(),
});

export const deleteOutcomeInput = z.object({ outcomeId: z.string().uuid("Choose an outcome.") });
