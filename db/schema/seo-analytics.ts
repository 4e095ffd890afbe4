import { date, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { id } from "./_shared";

/**
 * Organic-search sessions from Google Analytics 4 (sessionDefaultChannelGroup = "Organic Search"),
 * from the Data API (source "ga4": one row per date × landing page × device × country) or a report
 * CSV download (source "ga4_export": the dimensions that report had). `dims` names the row's
 * dimension set ("date,landingPage,device,country", "date", "landingPage" …): sums are only taken
 * within one set, so a file's date table and its landing-page table never count the same session twice.
 */
export const seoGa4Rows = pgTable(
  "seo_ga4_rows",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    dims: text("dims").notNull(),
    rowKey: text("row_key").notNull(),
    day: date("day"),
    landingPage: text("landing_page"),
    device: text("device"),
    country: text("country"),
    sessions: integer("sessions").notNull(),
    engagedSessions: integer("engaged_sessions").notNull(),
    /** keyEvents (formerly conversions): GA4 reports them as a decimal count. */
    keyEvents: real("key_events").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("seo_ga4_rows_brand_key").on(t.brandId, t.rowKey), index("seo_ga4_rows_brand_dims_day_idx").on(t.brandId, t.dims, t.day)],
);
