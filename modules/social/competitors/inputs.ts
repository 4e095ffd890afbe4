import { z } from "zod";
import { SOCIAL_NETWORKS, SOCIAL_REFRESH_SCHEDULES } from "@/db/schema";

const network = z.enum(SOCIAL_NETWORKS, { message: "Choose Instagram or LinkedIn." });
const schedule = z.enum(SOCIAL_REFRESH_SCHEDULES, { message: "Choose daily, weekly or manual." });
const profileId = z.string().uuid("Choose a tracked profile.");

export const addSocialProfilesInput = z.object({
  brandId: z.string().optional(),
  network,
  handles: z.string().trim().min(1, "Enter at least one handle.").max(2000, "Paste at most 2,000 characters of handles at once."),
  /** The Brand Basic Data competitor these handles belong to (from a suggestion), if any. */
  competitorName: z.string().trim().max(200).optional().transform((v) => v || null),
  schedule: schedule.default("weekly"),
});

export const removeSocialProfileInput = z.object({ brandId: z.string().optional(), profileId });
export const setSocialProfileScheduleInput = z.object({ brandId: z.string().optional(), profileId, schedule });
export const refreshSocialProfileInput = z.object({ brandId: z.string().optional(), profileId });
