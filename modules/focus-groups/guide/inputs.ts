import { z } from "zod";
import { GUIDE_TEMPLATES } from "./templates";

/**
 * The shape of a guide, not its quality: a half-written draft (empty text, a 5–5 scale, one option) passes here
 * and is reported by validateGuide instead, so saving never loses what was typed.
 */
const question = z.object({
  id: z.string().trim().max(80, "A question id has at most 80 characters."),
  kind: z.enum(["open", "rating", "choice", "ranking"]),
  text: z.string().max(2_000, "A question has at most 2,000 characters."),
  stimulusId: z.string().uuid().nullable().optional(),
  variantGroup: z.string().max(80).nullable().optional(),
  scale: z
    .object({ min: z.number().int("Scale ends are whole numbers.").min(-100).max(100), max: z.number().int("Scale ends are whole numbers.").min(-100).max(100), minLabel: z.string().max(80).optional(), maxLabel: z.string().max(80).optional() })
    .nullable()
    .optional(),
  options: z.array(z.string().max(200, "An option has at most 200 characters.")).max(26, "A question has at most 26 options.").optional(),
  probes: z.array(z.string().max(500, "A probe has at most 500 characters.")).max(10, "A question has at most 10 probes."),
});

const section = z.object({
  key: z.string().trim().min(1).max(80),
  title: z.string().max(160, "A section title has at most 160 characters."),
  kind: z.enum(["warmup", "stimulus", "closing"]),
  questions: z.array(question).max(60, "A section has at most 60 questions."),
});

export const saveGuideInput = z.object({
  projectId: z.string().uuid("Choose a project."),
  template: z.enum([...GUIDE_TEMPLATES, "custom"]),
  sections: z.array(section).max(80, "A guide has at most 80 sections."),
  moderatorInstructions: z.string().max(8_000, "The moderator's instructions have at most 8,000 characters."),
  turnWordCap: z.number({ message: "The turn cap must be a number of words." }).int("The turn cap must be a whole number of words.").min(10, "The turn cap is at least 10 words.").max(600, "The turn cap is at most 600 words."),
});

export const previewTemplateInput = z.object({ projectId: z.string().uuid("Choose a project."), template: z.enum(GUIDE_TEMPLATES) });
