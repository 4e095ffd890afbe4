import { z } from "zod";
import { SOP_FREQUENCIES, TASK_LEVELS, TEMPLATE_TYPES } from "@/db/schema";
import { dayField } from "@/lib/calendar-day";

const uuid = (what: string) => z.string().uuid(`Choose a valid ${what}`);
const name = (what: string, max = 120) =>
  z.string().trim().min(1, `${what} is required`).max(max, `Keep the ${what.toLowerCase()} under ${max} characters`);
const description = z.string().trim().max(4000, "Keep the description under 4,000 characters").default("");

export const createAreaInput = z.object({ name: name("Area name", 80), description });
export const updateAreaInput = createAreaInput.extend({ id: uuid("area") });

export const createTaskGroupInput = z.object({ areaId: uuid("area"), name: name("Group name"), description });
export const updateTaskGroupInput = createTaskGroupInput.extend({ id: uuid("task group") });

const sopTaskFields = z.object({
  title: name("Title", 200),
  description,
  checklist: z
    .array(z.string().trim().max(300, "Keep each step under 300 characters"))
    .max(30, "Keep the checklist to 30 steps")
    .default([])
    .transform((steps) => steps.filter((s) => s.length > 0)),
  responsibleRole: z.string().trim().max(80, "Keep the role under 80 characters").default(""),
  frequency: z.enum(SOP_FREQUENCIES).default("once"),
  estimatedMinutes: z.coerce
    .number()
    .int("Effort is in whole minutes")
    .min(5, "Effort is at least 5 minutes")
    .max(60 * 80, "Effort is at most 80 hours"),
  dueOffsetDays: z.coerce.number().int("The offset is in whole days").min(0, "The offset cannot be negative").max(365, "The offset is at most 365 days"),
  priority: z.enum(TASK_LEVELS).default("Medium"),
});
export const createSopTaskInput = sopTaskFields.extend({ taskGroupId: uuid("task group") });
export const updateSopTaskInput = sopTaskFields.extend({ id: uuid("SOP task"), taskGroupId: uuid("task group") });

export const deleteSopItemInput = z.object({ kind: z.enum(["area", "group", "task"]), id: uuid("item") });
export const moveSopItemInput = z.object({ kind: z.enum(["area", "group", "task"]), id: uuid("item"), direction: z.enum(["up", "down"]) });

const templateRefInput = z.object({
  type: z.enum(TEMPLATE_TYPES),
  slug: z.string().trim().min(1).max(80),
});
export const adoptTemplateInput = templateRefInput;

const isoDay = dayField("Choose a valid start date");

export const assignSourceInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("area"), areaId: uuid("area") }),
  z.object({ kind: z.literal("group"), taskGroupId: uuid("task group") }),
  z.object({ kind: z.literal("template"), type: z.enum(TEMPLATE_TYPES), slug: z.string().trim().min(1).max(80) }),
]);

export const assignSopTasksInput = z.object({
  source: assignSourceInput,
  sprintId: uuid("sprint").nullable(),
  startDate: isoDay,
  items: z
    .array(z.object({ sopTaskId: uuid("SOP task"), assignedTo: uuid("assignee") }))
    .min(1, "Select at least one task to assign")
    .max(200, "Assign at most 200 tasks at once")
    .refine((items) => new Set(items.map((i) => i.sopTaskId)).size === items.length, "Each task can be assigned once"),
  /** Set after the user saw the warning that some tasks already have an open task. */
  confirmReassign: z.boolean().default(false),
});

export const decideUpdateItemInput = z.object({ itemId: uuid("change"), decision: z.enum(["accept", "dismiss"]) });
export const decideUpdateInput = z.object({ updateId: uuid("update"), decision: z.enum(["accept", "dismiss"]) });

export const setRoleAssigneeInput = z.object({
  role: z.string().trim().min(1, "Role is required").max(80),
  squadMemberId: uuid("squad member").nullable(),
});

