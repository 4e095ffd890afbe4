import { z } from "zod";
import { SPRINT_STATUSES } from "@/db/schema/tasks";
import { dayField } from "@/lib/calendar-day";
import { DEFAULT_SPRINT_FREQUENCY, SPRINT_FREQUENCIES } from "./generator";

const day = (label: string) => dayField(`${label} must be a date (yyyy-MM-dd)`);

/** Spec §9: a start date and a frequency (default bi-weekly); the year is the start date's. */
export const generateSprintsInput = z.object({
  startDate: day("The start date"),
  frequency: z.enum(SPRINT_FREQUENCIES).default(DEFAULT_SPRINT_FREQUENCY),
  /** The year already has sprints and the user said to add these anyway. */
  confirmOverlap: z.boolean().default(false),
});

export const updateSprintInput = z
  .object({
    sprintId: z.string().uuid(),
    name: z.string().trim().min(1, "Name is required").max(120, "Keep the name under 120 characters"),
    startDate: day("The start date"),
    endDate: day("The end date"),
    status: z.enum(SPRINT_STATUSES),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ["endDate"], message: "The end date must be on or after the start date" });

export const deleteSprintInput = z.object({ sprintId: z.string().uuid() });
