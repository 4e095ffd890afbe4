import { boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Cron-like recurring schedules of lib/jobs; each due tick enqueues one job (into pg-boss's queue),
 * exactly once across instances. The jobs themselves live in pg-boss's schema (lib/jobs/boss.ts).
 */
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
