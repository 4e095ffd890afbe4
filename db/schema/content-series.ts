import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { contentPosts } from "./content";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

/**
 * A recurring slot of the content calendar ("weekly newsletter every Tuesday 09:00"): the rule's days
 * come from the recurrence engine shared with recurring tasks (modules/content/calendar/recurrence.ts);
 * the time is wall-clock in time_zone, so it stays 09:00 across daylight-saving changes. Slots are not
 * rows: they are expanded for the weeks on screen and written as one RRULE in the ICS feed.
 */
export const contentCalendarSeries = pgTable(
  "content_calendar_series",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind").$type<"article" | "newsletter" | "social">().notNull(),
    channel: text("channel").notNull(),
    /** daily | weekly | monthly */
    frequency: text("frequency").$type<"daily" | "weekly" | "monthly">().notNull(),
    interval: smallint("interval").notNull().default(1),
    weekdays: smallint("weekdays").array().notNull().default(sql`'{}'::smallint[]`),
    monthDay: smallint("month_day"),
    /** yyyy-MM-dd in time_zone. */
    startDate: text("start_date").notNull(),
    /** HH:mm in time_zone. */
    time: text("time").notNull(),
    timeZone: text("time_zone").notNull(),
    untilDate: text("until_date"),
    count: integer("count"),
    ownerId: uuid("owner_id").references(() => profiles.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("content_calendar_series_brand_idx").on(t.brandId, t.createdAt),
    check("content_calendar_series_frequency", sql`${t.frequency} in ('daily','weekly','monthly')`),
    check("content_calendar_series_kind", sql`${t.kind} in ('article','newsletter','social')`),
    check("content_calendar_series_end", sql`${t.untilDate} is null or ${t.count} is null`),
  ],
);

/**
 * A slot a post fills: the post is scheduled at the slot's time and the slot is no longer open (the
 * feed lists it as an EXDATE of the rule and the post as its own event). Moving or unscheduling the
 * post frees the slot (the row goes).
 */
export const contentSeriesSlots = pgTable(
  "content_series_slots",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    seriesId: uuid("series_id")
      .notNull()
      .references(() => contentCalendarSeries.id, { onDelete: "cascade" }),
    /** The slot's day (yyyy-MM-dd in the series' time zone). */
    day: text("day").notNull(),
    postId: uuid("post_id")
      .notNull()
      .references(() => contentPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_series_slots_brand_idx").on(t.brandId, t.seriesId),
    uniqueIndex("content_series_slots_slot_key").on(t.seriesId, t.day),
    uniqueIndex("content_series_slots_post_key").on(t.postId),
  ],
);
