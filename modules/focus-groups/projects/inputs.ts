import { z } from "zod";
import { dayField } from "@/lib/calendar-day";
import { FG_PROJECT_STATUSES } from "@/db/schema";

const day = dayField("Choose a due date (yyyy-mm-dd).");

export const projectFields = z.object({
  name: z.string().trim().min(1, "Give the project a name.").max(160, "A project name has at most 160 characters."),
  objective: z.string().trim().max(2000, "The objective has at most 2,000 characters.").default(""),
  hypotheses: z
    .array(z.string().trim().max(400, "A hypothesis has at most 400 characters."))
    .max(20, "A project has at most 20 hypotheses.")
    .default([])
    .transform((l) => l.filter((h) => h.length > 0)),
  decision: z.string().trim().max(1000, "The decision has at most 1,000 characters.").default(""),
  ownerId: z.string().uuid("Choose an owner from the brand's members.").nullable().default(null),
  dueDate: day.nullable().default(null),
  taskId: z.string().uuid("Choose one of the brand's tasks.").nullable().default(null),
  /** Create a task "Focus group: <name>" and link it, instead of picking one. */
  createTask: z.boolean().default(false),
});

export const createProjectInput = projectFields;
export const updateProjectInput = projectFields.extend({ projectId: z.string().uuid("Choose a project."), status: z.enum(FG_PROJECT_STATUSES, { message: "Choose a status." }).optional() });
export const setProjectStatusInput = z.object({ projectId: z.string().uuid("Choose a project."), status: z.enum(FG_PROJECT_STATUSES, { message: "Choose a status." }) });
export const deleteProjectInput = z.object({ projectId: z.string().uuid("Choose a project.") });

export type ProjectFields = z.output<typeof projectFields>;
