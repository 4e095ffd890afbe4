/**
 * Recurring task rules (issue 7, /task-scheduling and /scheduled-tasks) and the ledger of the
 * occurrences they have turned into tasks.
 *
 * The ledger's unique (rule_id, occurrence) is what makes task creation idempotent: a job run, a
 * second instance's run and a "Run now" that race on one occurrence all insert its ledger row with
 * ON CONFLICT DO NOTHING, and only the transaction whose insert went through creates the task.
 * A ledger row outlives its task (task_id becomes null), so deleting a task never brings it back.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { foundationalTasks, growthSquad, TASK_LEVELS } from "./tasks";
import { createdAt, id, updatedAt } from "./_shared";
import { RECURRENCE_FREQUENCIES } from "./recurring-enums";

export * from "./recurring-enums";

export const recurringTaskRules = pgTable(
  "recurring_task_rules",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    priority: text("priority", { enum: TASK_LEVELS }).notNull().default("Medium"),
    difficulty: text("difficulty", { enum: TASK_LEVELS }).notNull().default("Medium"),
    assignedTo: uuid("assigned_to").references(() => growthSquad.id, { onDelete: "set null" }),
    frequency: text("frequency", { enum: RECURRENCE_FREQUENCIES }).notNull(),
    /** Weeks between runs for every_n_weeks; 1 otherwise. */
    interval: integer("interval").notNull().default(1),
    /** Days of the week (0 = Sunday … 6 = Saturday) for weekly and every_n_weeks. */
    weekdays: integer("weekdays").array().notNull().default(sql`'{}'::integer[]`),
    /** Day of the month for monthly (29–31 fall on the last day of shorter months). */
    monthDay: integer("month_day"),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    paused: boolean("paused").notNull().default(false),
    /** Every occurrence up to this day has been handled (created, or skipped while paused). */
    processedThrough: date("processed_through"),
    /** The next occurrence still to create; null once the rule has ended. Kept for the job's due scan and the list. */
    nextRunOn: date("next_run_on"),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recurring_task_rules_brand_idx").on(t.brandId, t.createdAt),
    index("recurring_task_rules_due_idx").on(t.nextRunOn).where(sql`not ${t.paused}`),
    check("recurring_task_rules_title_not_blank", sql`btrim(${t.title}) <> ''`),
    check("recurring_task_rules_priority", sql`${t.priority} in ('High','Medium','Low')`),
    check("recurring_task_rules_difficulty", sql`${t.difficulty} in ('High','Medium','Low')`),
    check("recurring_task_rules_frequency", sql`${t.frequency} in ('daily','weekly','monthly','every_n_weeks')`),
    check("recurring_task_rules_interval", sql`${t.interval} between 1 and 52`),
    check("recurring_task_rules_weekdays", sql`${t.weekdays} <@ array[0,1,2,3,4,5,6]`),
    check("recurring_task_rules_month_day", sql`${t.monthDay} is null or ${t.monthDay} between 1 and 31`),
    check("recurring_task_rules_dates", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export const recurringTaskRuns = pgTable(
  "recurring_task_runs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => recurringTaskRules.id, { onDelete: "cascade" }),
    /** The calendar day this run stands for (the task's due date). */
    occurrence: date("occurrence").notNull(),
    taskId: uuid("task_id").references(() => foundationalTasks.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("recurring_task_runs_rule_occurrence_idx").on(t.ruleId, t.occurrence),
    index("recurring_task_runs_brand_idx").on(t.brandId, t.ruleId, t.occurrence),
  ],
);
