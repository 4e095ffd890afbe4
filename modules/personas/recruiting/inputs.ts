import { z } from "zod";

const projectId = z.string().uuid("Choose a project.");

export const criteriaInput = z.object({
  segmentKeys: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
  briefId: z.string().uuid("Choose one of the brand's briefs.").nullable().default(null),
  attributes: z.string().trim().max(300, "Attributes are at most 300 characters.").default(""),
  sources: z.array(z.enum(["generated", "manual", "import", "library", "sample"])).max(5).default([]),
  includeFlagged: z.boolean().default(false),
});

export const recruitByQuotasInput = z.object({
  projectId,
  criteria: criteriaInput,
  quotas: z
    .array(z.object({ segmentKey: z.string().trim().min(1).max(120).nullable(), count: z.number().int("A quota is a whole number.").min(1, "A quota is at least 1.").max(200, "A quota is at most 200.") }))
    .min(1, "Add at least one quota.")
    .max(50, "At most 50 quotas."),
});

export const addParticipantsInput = z.object({
  projectId,
  personaIds: z.array(z.string().uuid()).min(1, "Choose at least one persona.").max(200, "Add at most 200 personas at once."),
});

export const participantInput = z.object({ participantId: z.string().uuid("Choose a participant.") });
