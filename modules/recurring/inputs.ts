import { z } from "zod";
import { RECURRENCE_FREQUENCIES } from "@/db/schema/recurring-enums";
import { TASK_LEVELS } from "@/db/schema/tasks";
import { isDay } from "@/lib/calendar-day";

const day = (label: string) => z.string().refine(isDay, `${label} must be a date (yyyy-MM-dd)`);

/**
 * A recurring task rule: the task it creates (title, description, priority, difficulty, assignee)
 * and when (daily / weekly on days / monthly on a day / every N weeks, from a start to an optional end).
 */
const ruleFields = z.object({
  title: z.string().trim().min(1, "Title is required").max(500, "Keep the title under 500 characters"),
  description: z.string().trim().max(20_000, "Keep the description under 20,000 characters").default(""),
  priority: z.enum(TASK_LEVELS).default("Medium"),
  difficulty: z.enum(TASK_LEVELS).default("Medium"),
  assignedTo: z.string().uuid("Choose an assignee"),
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.coerce.number().int("Enter a whole number of weeks").min(1, "Every 1 to 52 weeks").max(52, "Every 1 to 52 weeks").default(1),
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  monthDay: z.coerce.number().int().min(1, "Pick a day from 1 to 31").max(31, "Pick a day from 1 to 31").nullable().default(null),
  startDate: day("The start date"),
  endDate: day("The end date").nullable().default(null),
});

function checkRule<T extends z.output<typeof ruleFields>>(v: T, ctx: z.RefinementCtx) {
  if (v.endDate !== null && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end date must be on or after the start date" });
  if ((v.frequency === "weekly" || v.frequency === "every_n_weeks") && v.weekdays.length === 0) {
    ctx.addIssue({ code: "custom", path: ["weekdays"], message: "Pick at least one day of the week" });
  }
  if (v.frequency === "every_n_weeks" && v.interval < 2) ctx.addIssue({ code: "custom", path: ["interval"], message: "Every 2 to 52 weeks (use Weekly for every week)" });
  if (v.frequency === "monthly" && v.monthDay === null) ctx.addIssue({ code: "custom", path: ["monthDay"], message: "Pick a day from 1 to 31" });
}

/** Fields that do not apply to the chosen frequency are cleared so the stored rule says one thing. */
function normalise<T extends z.output<typeof ruleFields>>(v: T): T {
  return {
    ...v,
    interval: v.frequency === "every_n_weeks" ? v.interval : 1,
    weekdays: v.frequency === "weekly" || v.frequency === "every_n_weeks" ? [...new Set(v.weekdays)].sort() : [],
    monthDay: v.frequency === "monthly" ? v.monthDay : null,
  };
}

export const createRecurringRuleInput = ruleFields.superRefine(checkRule).transform(normalise);

export const updateRecurringRuleInput = ruleFields.extend({ ruleId: z.string().uuid() }).superRefine(checkRule).transform(normalise);

export const ruleIdInput = z.object({ ruleId: z.string().uuid() });

export const setRulePausedInput = z.object({ ruleId: z.string().uuid(), paused: z.boolean() });

