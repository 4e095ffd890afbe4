import { z } from "zod";
import { STEP_KEYS } from "./steps";

export const saveQuestionnaireStepInput = z.object({
  step: z.enum(STEP_KEYS as [string, ...string[]], { message: "Unknown questionnaire step" }),
  answers: z.record(z.string(), z.union([z.string().max(20_000), z.array(z.string().max(2_000)).max(200)])),
});

export const resetQuestionnaireInput = z.object({});

