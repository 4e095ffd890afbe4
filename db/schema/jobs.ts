import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The durable job queue (lib/jobs). brand_id is set for work done on a brand's behalf, so the brand
 * can see its own jobs' progress through row-level security and they go with the brand; it is null
 * for deployment-level work (auth webhooks, clean-up), which only the server's system role sees.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    brandId: uuid("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    task: text("task").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** queued | running | succeeded | failed | cancelled */
    status: text("status").notNull().default("queued"),
    priority: integer("priority").notNull().default(0),
    runAt: ts("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** Worker id holding the lease while running; a lease past locked_until is free to take over. */
    lockedBy: text("locked_by"),
    lockedUntil: ts("locked_until"),
    lastError: text("last_error"),
    /** At most one queued or running job per key (recurring schedules, de-duplicated work). */
    singletonKey: text("singleton_key"),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_brand_id_created_idx").on(t.brandId, t.createdAt),
    index("jobs_due_idx").on(t.status, t.runAt),
    uniqueIndex("jobs_singleton_key_active_idx").on(t.singletonKey).where(sql`status in ('queued', 'running')`),
  ],
);

/** Cron-like recurring schedules; each due tick enqueues one job, exactly once across instances. */
export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  /** Five-field cron expression, evaluated in UTC. */
  cron: text("cron").notNull(),
  task: text("task").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
  enabled: boolean("enabled").notNull().default(true),
  nextRunAt: ts("next_run_at").notNull(),
  lastRunAt: ts("last_run_at"),
  updatedAt: updatedAt(),
}).enableRLS();
