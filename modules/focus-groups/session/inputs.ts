import { z } from "zod";

const id = z.uuid({ message: "Choose an existing item (reload the page)." });
const seed = z.coerce
  .number({ message: "The seed must be a whole number." })
  .int({ message: "The seed must be a whole number." })
  .min(1, { message: "The seed must be between 1 and 999,999." })
  .max(999_999, { message: "The seed must be between 1 and 999,999." })
  .nullable()
  .default(null);

export const startFgSessionInput = z.object({
  projectId: id,
  name: z.string().trim().min(1, { message: "Give the session a name." }).max(120, { message: "Keep the name under 120 characters." }),
  /** Personas of recruited participants; empty = every recruited participant. */
  personaIds: z.array(id).max(200).default([]),
  perSegment: z.boolean().default(false),
  seed,
});

export const fgSessionIdInput = z.object({ sessionId: id });

export const rerunFgSessionInput = z.object({ sessionId: id, seed });

export const fgSessionTurnsInput = z.object({ sessionId: id, afterSeq: z.number().int().min(0).max(1_000_000).default(0) });
