import { z } from "zod";
import { PPC_NETWORKS } from "@/db/schema/ppc";

// A real calendar day: "4000-66-72" passed the old pattern and failed in the database (found by the action fuzz).
const day = z.iso.date("Use a date like 2026-01-31.");

export const runNgramsInput = z
  .object({
    from: day.optional(),
    to: day.optional(),
    network: z.enum(PPC_NETWORKS, { message: "Choose Google Ads or Microsoft Advertising." }).optional(),
    campaignId: z.uuid("Choose a campaign from the list.").optional(),
    sizes: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), { message: "Choose the n-gram sizes to mine (1 to 4 words)." })
      .min(1, "Choose at least one n-gram size.")
      .max(4),
    stem: z.boolean().default(false),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "The period's start must be on or before its end.", path: ["to"] });
export type RunNgramsInput = z.output<typeof runNgramsInput>;

export const addNgramNegativesInput = z.object({
  grams: z
    .array(z.string().trim().min(1, "A negative keyword cannot be blank.").max(200, "A negative keyword has at most 200 characters."))
    .min(1, "Select at least one n-gram.")
    .max(500, "Add at most 500 negatives at a time."),
  matchType: z.enum(["exact", "phrase"], { message: "Choose exact or phrase match." }),
});
