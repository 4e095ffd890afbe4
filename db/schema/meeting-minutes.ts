/**
 * Meeting minutes and transcripts of a brand (issue 7, /project-moms). The text is stored as
 * pasted or as read from the uploaded file; action items are extracted from it on demand, so a
 * better extractor later applies to every transcript already stored.
 */
import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

export const TRANSCRIPT_SOURCES = ["paste", "txt", "md", "vtt", "docx"] as const;
export type TranscriptSource = (typeof TRANSCRIPT_SOURCES)[number];

export const meetingTranscripts = pgTable(
  "meeting_transcripts",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    meetingDate: date("meeting_date"),
    source: text("source", { enum: TRANSCRIPT_SOURCES }).notNull().default("paste"),
    fileName: text("file_name"),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("meeting_transcripts_brand_idx").on(t.brandId, t.createdAt),
    check("meeting_transcripts_title_not_blank", sql`btrim(${t.title}) <> ''`),
    check("meeting_transcripts_content_not_blank", sql`btrim(${t.content}) <> ''`),
    check("meeting_transcripts_source", sql`${t.source} in ('paste','txt','md','vtt','docx')`),
  ],
);
