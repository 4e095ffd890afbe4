import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { profiles } from "./profiles";
import { createdAt, id, updatedAt } from "./_shared";

/** Postgres text-search configuration name (e.g. 'english', 'german', 'simple'). */
const regconfig = customType<{ data: string; driverData: string }>({ dataType: () => "regconfig" });
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/**
 * A named group of sources ("Tone of voice", "Product facts", "Legal") that a feature can be pointed at
 * when it asks the knowledge base for grounding.
 */
export const knowledgeCollections = pgTable(
  "knowledge_collections",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("knowledge_collections_brand_name_idx").on(t.brandId, sql`lower(${t.name})`)],
);

/**
 * One thing the brand's knowledge base learns from: an uploaded file (bytes in lib/storage, `fileId`),
 * pasted text, a URL or a sitemap (re-fetched on a schedule), or a piece of the brand's own data
 * (Brand Basic Data, questionnaire, an SOP, growth learnings: `origin` names it) kept in sync when it
 * changes. Ingestion (a durable job) moves it queued → processing → ready/failed, counting progress
 * so the page shows it after a reload; `error` says in the user's words why it failed.
 * A disabled source keeps its chunks but is excluded from search and grounding.
 */
export const knowledgeSources = pgTable(
  "knowledge_sources",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    /** file | text | url | sitemap | brand-data */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** The file name, the URL, the sitemap URL, or the brand-data key (e.g. "brand-basics", "sop:<id>"). */
    origin: text("origin").notNull(),
    /** The stored object (lib/storage) of an uploaded file; null for the other kinds. */
    fileId: uuid("file_id"),
    /** Pasted text (kind text); the other kinds keep their bytes elsewhere. */
    body: text("body"),
    contentType: text("content_type"),
    byteSize: integer("byte_size"),
    /** queued | processing | ready | failed */
    status: text("status").notNull().default("queued"),
    error: text("error"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    chunkCount: integer("chunk_count").notNull().default(0),
    tokenCount: integer("token_count").notNull().default(0),
    /** sha256 of the extracted text: an unchanged re-fetch or re-sync leaves the chunks alone. */
    contentHash: text("content_hash"),
    /** The text-search configuration the chunks were indexed with (the brand's language). */
    language: text("language"),
    /** URLs and sitemaps: hours between re-fetches (null: never). */
    refreshHours: integer("refresh_hours"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("knowledge_sources_brand_created_idx").on(t.brandId, t.createdAt),
    uniqueIndex("knowledge_sources_brand_data_idx")
      .on(t.brandId, t.origin)
      .where(sql`${t.kind} = 'brand-data'`),
    index("knowledge_sources_next_sync_idx").on(t.nextSyncAt).where(sql`${t.nextSyncAt} is not null`),
    check("knowledge_sources_kind", sql`${t.kind} in ('file','text','url','sitemap','brand-data')`),
    check("knowledge_sources_status", sql`${t.status} in ('queued','processing','ready','failed')`),
  ],
);

export const knowledgeSourceCollections = pgTable(
  "knowledge_source_collections",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: "cascade" }),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => knowledgeCollections.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.collectionId] }),
    index("knowledge_source_collections_brand_idx").on(t.brandId, t.collectionId),
  ],
);

/**
 * A passage of a source, split on its structure (headings, paragraphs) with overlap: its place in the
 * source (`position`, `heading`, `page`), its text and token count. `tsv` is derived by Postgres
 * from the text in the source's language, so full-text search never disagrees with the stored text.
 */
export const knowledgeChunks = pgTable(
  "knowledge_chunks",
  {
    id: id(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The headings above the passage, outermost first, joined with " › " ('' when none). */
    heading: text("heading").notNull().default(""),
    page: integer("page"),
    content: text("content").notNull(),
    tokens: integer("tokens").notNull(),
    tsConfig: regconfig("ts_config").notNull().default(sql`'simple'::regconfig`),
    tsv: tsvector("tsv").generatedAlwaysAs(
      sql`setweight(to_tsvector(ts_config, heading), 'A') || setweight(to_tsvector(ts_config, content), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index("knowledge_chunks_brand_source_idx").on(t.brandId, t.sourceId, t.position),
    index("knowledge_chunks_tsv_idx").using("gin", t.tsv),
    // Trigram matches on headings ("name" search: a heading spelled roughly right), modules/knowledge/search.
    index("knowledge_chunks_heading_trgm_idx").using("gin", t.heading.op("gin_trgm_ops")),
  ],
);
