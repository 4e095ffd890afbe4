import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt, id } from "./_shared";

export type ContentArticleHeading = { level: number; text: string };

export const CONTENT_ARTICLE_STATUSES = ["fetched", "failed"] as const;

/**
 * A competing article fetched for /getting-top-articles and read by /getting-proper-structure: what
 * the parser found on the page (title, word count of the main text, H2/H3 headings, publish date) and
 * its top n-grams with their counts (the structure page's term frequencies), or why it could not be
 * fetched. One row per brand and URL; fetching again replaces it. Kept per brand (not shared across
 * the deployment like SERPs) because the fetch is audited and billed to the brand that asked.
 */
export const contentArticles = pgTable(
  "content_articles",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    domain: text("domain").notNull(),
    status: text("status").$type<(typeof CONTENT_ARTICLE_STATUSES)[number]>().notNull(),
    /** Why the page could not be read, in the user's words (timeout, HTTP 403, not HTML, blocked address …). */
    error: text("error"),
    httpStatus: smallint("http_status"),
    finalUrl: text("final_url"),
    title: text("title"),
    wordCount: integer("word_count"),
    headings: jsonb("headings").$type<ContentArticleHeading[]>().notNull().default([]),
    /** n-grams (1–3 words, stop words out) → count in the main text; the page's top ones only. */
    terms: jsonb("terms").$type<Record<string, number>>().notNull().default({}),
    /** yyyy-mm-dd from article meta, JSON-LD datePublished or a <time> tag; null when the page does not say. */
    publishedAt: text("published_at"),
    publishedFrom: text("published_from"),
    /** The durable job that fetched it last (progress is read back from rows fetched by that job). */
    jobId: uuid("job_id"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("content_articles_brand_url_key").on(t.brandId, t.url),
    index("content_articles_brand_job_idx").on(t.brandId, t.jobId),
    check("content_articles_status", sql`${t.status} in ('fetched','failed')`),
  ],
);

export type ContentStructureItem = { level: 2 | 3; text: string; notes?: string; coverage?: number };

/**
 * The AI-recommended outline for a keyword or group (/getting-proper-structure), kept so a reload
 * shows it and "Save to brief" saves what the user saw; its citations are knowledge_citations rows
 * (purpose content.structure, subject = target_key). One per brand and target; recommending again
 * replaces it. The consensus outline is not stored: it is recomputed from the stored articles.
 */
export const contentStructures = pgTable(
  "content_structures",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** keyword:<keyword key> | group:<group id> */
    targetKey: text("target_key").notNull(),
    outline: jsonb("outline").$type<ContentStructureItem[]>().notNull(),
    engineLabel: text("engine_label").notNull(),
    /** The article URLs the recommendation was made from. */
    sources: jsonb("sources").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_structures_brand_target_key").on(t.brandId, t.targetKey)],
);
