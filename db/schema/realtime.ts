import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";

/**
 * The change log of live updates (lib/realtime): one row per write to a shared table, appended by the
 * trigger app.capture_change() (hand-written in the migration) in the writer's transaction, so it
 * commits with the write or not at all. It carries ids only — brand, topic, table, operation and the
 * row's id — never the row's content: a subscriber re-reads through its own BrandScope.
 *
 * No foreign key to brands on purpose: deleting a brand cascades to its tasks, whose triggers append
 * here after the brand row is gone (the trigger skips those). Rows are pruned after minutes; the log
 * only bridges a poller's interval or a listener's reconnect.
 */
export const realtimeChanges = pgTable(
  "realtime_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    brandId: uuid("brand_id").notNull(),
    topic: text("topic").notNull(),
    tableName: text("table_name").notNull(),
    op: text("op").notNull(),
    rowId: text("row_id"),
    /** Who wrote it (app.uid() of the writer's transaction); null for the job runner and scripts. */
    actorId: uuid("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index("realtime_changes_brand_idx").on(t.brandId, t.id), index("realtime_changes_at_idx").on(t.at)],
);

/**
 * Who is looking at what ("Maya is viewing" on a task): a row per brand, object key and person,
 * refreshed by the viewer's heartbeat and deleted when they leave. A row whose seen_at is older than
 * the presence window no longer counts, so a closed laptop drops out without a leave.
 */
export const realtimePresence = pgTable(
  "realtime_presence",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** "<topic>:<uuid>", e.g. task:3f…; validated by lib/realtime/presence. */
    key: text("key").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.key, t.userId] })],
);
