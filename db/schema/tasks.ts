import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";
import { SPRINT_FREQUENCIES, SPRINT_STATUSES, TASK_EVENT_KINDS, TASK_LEVELS, TASK_STATUSES } from "./task-enums";

export * from "./task-enums";

export const growthSquad = pgTable(
  "growth_squad",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    alias: text("alias"),
    email: text("email"),
    /** Optional link to a brand user: that user sees this member's tasks as "mine". */
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("growth_squad_brand_id_idx").on(t.brandId, t.name), index("growth_squad_user_id_idx").on(t.userId)],
);

export const growthSprints = pgTable(
  "growth_sprints",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    frequency: text("frequency", { enum: SPRINT_FREQUENCIES }).notNull().default("bi-weekly"),
    status: text("status", { enum: SPRINT_STATUSES }).notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("growth_sprints_brand_id_start_idx").on(t.brandId, t.startDate),
    check("growth_sprints_dates", sql`${t.endDate} >= ${t.startDate}`),
    check("growth_sprints_frequency", sql`${t.frequency} in ('bi-weekly','tri-weekly','monthly')`),
    check("growth_sprints_status", sql`${t.status} in ('open','active','closed')`),
  ],
);

export const foundationalTasks = pgTable(
  "foundational_tasks",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** The creator (spec §3 user_id). */
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    priority: text("priority", { enum: TASK_LEVELS }).notNull().default("Medium"),
    difficulty: text("difficulty", { enum: TASK_LEVELS }).notNull().default("Medium"),
    status: text("status", { enum: TASK_STATUSES }).notNull().default("pending"),
    assignedTo: uuid("assigned_to").references(() => growthSquad.id, { onDelete: "set null" }),
    sprintId: uuid("sprint_id").references(() => growthSprints.id, { onDelete: "set null" }),
    dueDate: date("due_date"),
    sourceType: text("source_type").notNull().default("my_own_initiative"),
    sourceData: jsonb("source_data").$type<Record<string, unknown>>().notNull().default({}),
    /** First move to in_progress; kept when the task later goes back (the journal counts starts). */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Set when the task becomes done, cleared when it leaves done. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Last status change (null: unchanged since creation); the aging view's "in this status for". */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("foundational_tasks_brand_status_idx").on(t.brandId, t.status, t.createdAt),
    index("foundational_tasks_brand_assignee_idx").on(t.brandId, t.assignedTo),
    index("foundational_tasks_brand_sprint_idx").on(t.brandId, t.sprintId),
    // The task views' sorts and the journal's periods, each inside one brand.
    index("foundational_tasks_brand_created_idx").on(t.brandId, t.createdAt, t.id),
    // The list's title and "recently updated" sorts read a page off these instead of sorting 50,000 rows.
    index("foundational_tasks_brand_title_idx").on(t.brandId, sql`lower(${t.title})`, t.id),
    index("foundational_tasks_brand_updated_idx").on(t.brandId, t.updatedAt, t.id),
    index("foundational_tasks_brand_due_idx").on(t.brandId, t.dueDate),
    index("foundational_tasks_brand_started_idx").on(t.brandId, t.startedAt),
    index("foundational_tasks_brand_completed_idx").on(t.brandId, t.completedAt),
    // The source filter, and its choices by a skip scan (a handful of probes instead of a scan).
    index("foundational_tasks_brand_source_idx").on(t.brandId, t.sourceType),
    // My tasks across brands: the caller's squad memberships, then their tasks.
    index("foundational_tasks_assignee_status_idx").on(t.assignedTo, t.status),
    check("foundational_tasks_title_not_blank", sql`btrim(${t.title}) <> ''`),
    check("foundational_tasks_priority", sql`${t.priority} in ('High','Medium','Low')`),
    check("foundational_tasks_difficulty", sql`${t.difficulty} in ('High','Medium','Low')`),
    check(
      "foundational_tasks_status",
      sql`${t.status} in ('pending','in_progress','blocked','done','cancelled')`,
    ),
  ],
);

/**
 * A task's own history (issue 7: "every change is in the activity log and the task's own history").
 * One row per changed field; `from_value`/`to_value` are display texts as they were at the time
 * (a renamed squad member keeps the old name in old entries, as a paper trail should).
 */
export const taskEvents = pgTable(
  "task_events",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    taskId: uuid("task_id")
      .notNull()
      .references(() => foundationalTasks.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    kind: text("kind", { enum: TASK_EVENT_KINDS }).notNull(),
    /** The changed field (status, title, …); null for created/commented. */
    field: text("field"),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: createdAt(),
  },
  (t) => [
    index("task_events_brand_task_idx").on(t.brandId, t.taskId, t.createdAt),
    check("task_events_kind", sql`${t.kind} in ('created','changed','commented')`),
  ],
);

export const taskComments = pgTable(
  "task_comments",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    taskId: uuid("task_id")
      .notNull()
      .references(() => foundationalTasks.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("task_comments_brand_task_idx").on(t.brandId, t.taskId, t.createdAt),
    check("task_comments_body_not_blank", sql`btrim(${t.body}) <> ''`),
  ],
);

/** sop_tasks (spec §3 back-link) is defined with the rest of the SOP model in ./sops. */
export { sopTasks } from "./sops";
