import { z } from "zod";
import { PLAN_MAX, PLAN_MIN } from "../plan";
import { personaProfileSchema } from "../profile";

const count = z.coerce
  .number({ message: `Choose how many personas to generate (${PLAN_MIN}–${PLAN_MAX}).` })
  .int(`The number of personas must be a whole number from ${PLAN_MIN} to ${PLAN_MAX}.`)
  .min(PLAN_MIN, `Generate at least ${PLAN_MIN} persona.`)
  .max(PLAN_MAX, `Generate at most ${PLAN_MAX} personas at once.`);

export const previewPlanInput = z.object({ briefId: z.uuid("Choose a brief."), count });
export const startGenerationInput = z.object({ briefId: z.uuid("Choose a brief."), count, seed: z.number().int().optional() });

export const SIMPLE_MIN = 3;
export const SIMPLE_MAX = 5;
export const startSimpleGenerationInput = z.object({
  prompt: z.string().trim().min(10, "Describe the audience in a sentence (at least 10 characters).").max(600, "Keep the description under 600 characters."),
  count: z.coerce.number().int().min(SIMPLE_MIN, `Choose ${SIMPLE_MIN} to ${SIMPLE_MAX} personas.`).max(SIMPLE_MAX, `Choose ${SIMPLE_MIN} to ${SIMPLE_MAX} personas.`),
});

export const cancelGenerationInput = z.object({ runId: z.uuid("Not a run id.") });

export const createManualPersonaInput = z.object({
  name: z.string().trim().min(1, "Give the persona a name.").max(120, "Keep the name under 120 characters."),
  briefId: z.uuid().nullable(),
  segmentKey: z.string().trim().max(120).nullable().optional(),
  profile: personaProfileSchema,
});
