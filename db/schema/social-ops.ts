import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One Channel Mix run: the inputs it read (so a later run can be compared against what the brand
 * looked like then), the scored networks with their reasons, cadence and effort, and the optional
 * AI narrative. Computed by the `social.channel-mix` job; status follows that job.
 */
export const socialChannelMixRuns = pgTable(
  "social_channel_mix_runs",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** queued | running | done | failed */
    status: text("status").notNull().default("queued"),
    jobId: text("job_id"),
    inputs: jsonb("inputs").$type<Record<string, unknown>>().notNull().default({}),
    results: jsonb("results").$type<Record<string, unknown>[]>().notNull().default([]),
    narrative: text("narrative"),
    /** The engine's label that wrote the narrative, or why none was written. */
    narrativeNote: text("narrative_note"),
    error: text("error"),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    finishedAt: ts("finished_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("social_channel_mix_runs_brand_idx").on(t.brandId, t.createdAt)],
);

/**
 * The log and progress of a social background job (pg-boss keeps only state and the last error):
 * each handler step appends a line; the latest line with counts is the job's progress. The job id
 * is pg-boss's; rows go with the brand.
 */
export const socialJobEvents = pgTable(
  "social_job_events",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    jobId: text("job_id").notNull(),
    task: text("task").notNull(),
    /** info | warn | error */
    level: text("level").notNull().default("info"),
    message: text("message").notNull(),
    done: integer("done"),
    total: integer("total"),
    createdAt: createdAt(),
  },
  (t) => [index("social_job_events_brand_job_idx").on(t.brandId, t.jobId, t.createdAt)],
);
